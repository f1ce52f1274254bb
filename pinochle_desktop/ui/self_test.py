"""``pinochle-desktop --self-test [FILE]``: check an installed or built copy, then quit.

Packagers and CI run it on the installed wheel and on the frozen app, where
a resource left out or a worker process that cannot start shows up only
outside a source checkout. It drives the real window:

1. every card face (both decks) and every back renders from the shipped
   files, and the table shows the dealt cards;
2. ``FILE``, when given, opened (a saved game given on the command line);
3. a game with an Expert seat is dealt, and the Expert's search starts its
   worker processes (their ids are reported, so the caller can check they
   are gone once the program has exited).

It prints one JSON report on standard output and exits 0 when every check
passed, 1 otherwise. Any dialog that opens on the way (a file that would not
open, an error) is closed and counted as a failure, so the test never waits
for a person. It never touches the player's own files: :func:`prepare` points
every folder at a temporary one first.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ..engine.cards import CODES
from ..storage.paths import HOME_OVERRIDE
from .table.card_art import BACK, CardRenderer
from .table.card_item import CardItem
from .table.card_styles import BACK_STYLES, FACE_STYLES

if TYPE_CHECKING:
    from .main_window import MainWindow

#: the whole test gives up after this long (a frozen build may start slowly)
TIME_LIMIT_MS = 180_000
POLL_MS = 100


def prepare() -> Path:
    """Point every folder the program writes at a new temporary one; return it."""
    home = Path(tempfile.mkdtemp(prefix="pinochle-self-test-"))
    os.environ[HOME_OVERRIDE] = str(home)
    return home


def _blank(image: Any) -> bool:
    step = max(1, image.width() // 10)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step)
               for y in range(0, image.height(), step)}
    return len(colours) < 3


class SelfTest(QObject):
    """Runs the checks on the event loop of the real window, then quits the app."""

    def __init__(self, window: MainWindow, files: list[str]) -> None:
        super().__init__()
        self.window = window
        self.files = files
        self.report: dict[str, Any] = {"ok": False, "failures": []}
        self._clock = QElapsedTimer()
        self._step = self._wait_for_table
        self._expert_seat = 0
        self._expert_moved = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._clock.start()
        self._timer.start()

    def fail(self, text: str) -> None:
        self.report["failures"].append(text)

    # -- the loop ---------------------------------------------------------------------
    def _tick(self) -> None:
        self._close_dialogs()
        if self._clock.elapsed() > TIME_LIMIT_MS:
            self.fail(f"gave up after {TIME_LIMIT_MS // 1000} s while {self._step.__name__}")
            self._finish()
            return
        try:
            self._step()
        except Exception as exc:  # a check that raises is a failed check, not a hang
            self.fail(f"{self._step.__name__} raised {type(exc).__name__}: {exc}")
            self._finish()

    def _close_dialogs(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if widget is self.window or not widget.isVisible():
                continue
            if widget.inherits("QDialog") or widget.inherits("QMessageBox"):
                words = [str(getattr(widget, name, lambda: "")())
                         for name in ("text", "informativeText")]
                said = " ".join(w for w in words if w)[:400]
                self.fail(f"a dialog opened: {widget.windowTitle()!r} {said!r}")
                widget.close()

    # -- the steps ----------------------------------------------------------------------
    def _wait_for_table(self) -> None:
        part = self.window._part
        if part is None or not part.controller.has_game():
            return
        cards = [item for item in part.table.scene.items()
                 if isinstance(item, CardItem) and item.isVisible()]
        if len(cards) < 8:
            return
        self.report["table_cards"] = len(cards)
        image = part.table.view.grab().toImage()
        if _blank(image):
            self.fail("the table was drawn blank")
        self._check_art(part.renderer)
        self._check_sounds()
        self._check_translations()
        self._check_file()
        self._start_expert_game()
        self._step = self._wait_for_expert

    def _check_art(self, table_renderer: CardRenderer) -> None:
        drawn = 0
        missing: list[str] = []
        for style in FACE_STYLES:
            renderer = CardRenderer(style)
            for code in CODES:
                if _blank(renderer.pixmap(code, 50).toImage()):
                    self.fail(f"card {style}/{code} drew blank")
                drawn += 1
            missing += renderer.missing
        for back in BACK_STYLES:
            renderer = CardRenderer(back_style=back)
            if _blank(renderer.pixmap(BACK, 50).toImage()):
                self.fail(f"back {back} drew blank")
            drawn += 1
            missing += renderer.missing
        missing += table_renderer.missing
        self.report["card_pictures"] = drawn
        self.report["missing_pictures"] = sorted(set(missing))
        if missing:
            self.fail(f"card pictures missing or damaged: {', '.join(sorted(set(missing)))}")

    def _check_sounds(self) -> None:
        """Every shipped sound loads, and the playback library imports (the frozen
        app must carry miniaudio's compiled part and cffi's)."""
        from .sound import SOUND_NAMES, load_sound

        loaded = 0
        for name in SOUND_NAMES:
            try:
                load_sound(name)
                loaded += 1
            except (OSError, ValueError) as exc:
                self.fail(f"sound {name}: {exc}")
        self.report["sounds"] = loaded
        try:
            import miniaudio

            self.report["sound_library"] = f"miniaudio {miniaudio.__version__}"
        except ImportError as exc:
            self.fail(f"the sound library does not import: {exc}")

    def _check_translations(self) -> None:
        """Every shipped translation loads and translates, and Qt's own words for it are
        there too (the built app must carry qtbase's catalogue)."""
        from PySide6.QtCore import QTranslator

        from . import i18n

        found: dict[str, dict[str, bool]] = {}
        for language in i18n.TRANSLATIONS:
            ours, qt = QTranslator(), QTranslator()
            problem = i18n.load_catalogue(ours, language)
            translated = problem is None and bool(ours.translate(*i18n.PROBE))
            found[language] = {"ours": translated, "qt": i18n.load_qt_catalogue(qt, language)}
            if not translated:
                self.fail(f"the {language} translation: {problem or 'it translates nothing'}")
            if not found[language]["qt"]:
                self.fail(f"Qt's own {language} translation (qtbase) is missing")
        self.report["translations"] = found

    def _check_file(self) -> None:
        if not self.files:
            return
        wanted = Path(self.files[0]).resolve()
        opened = self.window.games.path
        self.report["file_opened"] = str(opened) if opened else None
        if opened is None or Path(opened).resolve() != wanted:
            self.fail(f"{wanted.name} was not opened")

    def _start_expert_game(self) -> None:
        from .play.config import GameConfig, SeatConfig

        seats = [SeatConfig("Expert", "expert")] + [
            SeatConfig(name, "random") for name in ("West", "North", "East")]
        self.window.apply_speed("instant")
        controller = self.window.controller
        controller.bid_made.connect(self._on_move)
        controller.card_played.connect(self._on_move)
        self.window.games.start_game(GameConfig(variant="partnership", seats=seats, seed=1))

    def _on_move(self, seat: int, *_rest: object) -> None:
        if seat == self._expert_seat:
            self._expert_moved = True

    def _wait_for_expert(self) -> None:
        if not self._expert_moved:
            return
        children = sorted(p.pid for p in multiprocessing.active_children() if p.pid)
        self.report["worker_pids"] = children
        if not children:
            self.fail("the Expert decided without starting worker processes")
        self._finish()

    def _finish(self) -> None:
        self._timer.stop()
        # said on the status bar, never in a box here: reported, not counted as failures
        self.report["notices"] = list(self.window.notices.told)
        self.report["ok"] = not self.report["failures"]
        self.report["seconds"] = round(self._clock.elapsed() / 1000, 1)
        self.window.close()
        QApplication.exit(0 if self.report["ok"] else 1)

    def print_report(self) -> None:
        print(json.dumps(self.report, indent=1, sort_keys=True), file=sys.stdout, flush=True)
