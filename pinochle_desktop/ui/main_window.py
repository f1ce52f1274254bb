"""The main window: the table in the middle, menus, toolbar, status bar and docks.

The window shows itself with only Qt loaded (menus, toolbar and an empty felt
table) and builds the heavy part -- engine, computer players, card art -- right
after its first paint, then deals. That keeps start-up close to a bare Qt
window (``bench/startup.py``) and lets the player watch the first deal.

The window holds the program's one :class:`~.preferences.Preferences` (made here
unless one is handed in) and passes it to every dialog and window that reads a
setting; whatever changes a setting (the View menu, Edit > Preferences, the
new-game dialog), :meth:`MainWindow._setting_changed` shows it on the table at once.

Things the player must be told once at start-up -- a damaged settings,
rule-set or history file moved aside (``storage.startup_notices``), a problem
on the command line (:meth:`MainWindow.tell_at_start`) -- are said together
after the first paint, in one box that does not block the table
(``start_box``; without it, on the status bar only: the self-test).

Its menus and toolbar are built by :class:`~.window_menus.WindowMenus`, its
games are started, opened and saved by :class:`~.window_games.WindowGames`, and
the dialogs and windows it opens (rules, house rules, preferences, review,
statistics) by :class:`~.window_dialogs.WindowDialogs`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QKeySequence,
    QPalette,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from .. import __version__
from ..storage import settings as keys
from .engine_text import engine_text
from .preferences import AUTO_PLAY_PAUSE, Preferences
from .sound import Sounds
from .table.speed import speed
from .window_dialogs import WindowDialogs
from .window_games import WindowGames
from .window_menus import WindowMenus, install_close_keys

if TYPE_CHECKING:
    from ..ai.tasks import TaskService
    from .play.config import GameConfig
    from .play.controller import GameController
    from .play.game_table import GameTable
    from .play.models import ScoreSheetModel
    from .play.table_part import TablePart
    from .play.thinker import Thinker

APP_TITLE = "Pinochle Desktop"
#: the smallest the window may be made (smaller still when the screen has less room)
MINIMUM_SIZE = (820, 600)

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class Felt(QWidget):
    """The empty green table shown for the moment before the real one is built.

    A palette colour rather than a paint routine: it costs nothing to show.
    """

    def __init__(self, color: str) -> None:
        super().__init__()
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(color))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


class _FirstPaint(QObject):
    """Calls back once, after the watched widget has been painted the first time."""

    def __init__(self, callback: Callable[[], None]) -> None:
        super().__init__()
        self.callback = callback
        self.fired = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.fired and event.type() == QEvent.Type.Paint:
            self.fired = True
            QTimer.singleShot(0, self.callback)
        return False


class MainWindow(WindowMenus, WindowGames, WindowDialogs, QMainWindow):
    def __init__(self, thinker: Thinker | None = None, preferences: Preferences | None = None,
                 config: GameConfig | None = None, parent: QWidget | None = None,
                 *, tasks: TaskService | None = None, start_box: bool = False) -> None:
        """``tasks``: the app's task service (background work, worker processes),
        shut down by the app; without it the table and the review make their own.
        ``start_box``: say what the player must be told (the start-up notices, a
        history that cannot be written) in a box as well as on the status bar."""
        super().__init__(parent)
        self.tasks = tasks
        self.start_box = start_box
        #: what was said at start-up (and later, once), in order: for the self-test's report
        self.notices_told: list[str] = []
        self._start_notes: list[str] = []
        self._start_told = False
        #: the program's settings: the one owner, handed to everything that reads them
        self.prefs = preferences or Preferences()
        self.prefs.changed.connect(self._setting_changed)
        self.prefs.save_failed.connect(self.show_status)
        self._thinker = thinker
        self._part: TablePart | None = None
        #: the game to deal once the table is built; None: the remembered defaults
        self._first_game = config
        self._first_pending = True
        self.path: Path | None = None
        #: the player was told that card pictures are missing (once a session)
        self._told_missing = False
        self._felt: Felt | None = Felt(self.prefs.shown_table_color)
        self._paint_watch = _FirstPaint(self._after_first_paint)
        self._felt.installEventFilter(self._paint_watch)
        self.setCentralWidget(self._felt)
        self._shortcuts: list[tuple[QAction, QKeySequence | QKeySequence.StandardKey]] = []
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._show_card_styles()  # the deck shown (easy to see: four colours, menu greyed)
        #: the deal number, on the status bar (made with the table: it slows the first paint)
        self.deal_label = QLabel()
        self.resize(1280, 820)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.setWindowTitle(APP_TITLE)
        geometry, _ = self.prefs.window_layout()
        if geometry:
            self.restoreGeometry(geometry)
        self.fit_to_screen()
        #: the table's sounds (silent in tests, muted or without a device)
        self.sounds = Sounds(self.prefs.sound_volume, self.prefs.sound_muted, parent=self)

    # -- the heavy half, built on demand --------------------------------------------
    @property
    def part(self) -> TablePart:
        if self._part is None:
            self._build_part()
        assert self._part is not None
        return self._part

    @property
    def controller(self) -> GameController:
        return self.part.controller

    @property
    def table(self) -> GameTable:
        return self.part.table

    @property
    def score_model(self) -> ScoreSheetModel:
        return self.part.score_model

    def _build_part(self) -> None:
        # the table's modules are loaded here, after the first paint, not at start-up
        from .announce import Announcer, connect_table_announcements
        from .play.table_part import TablePart
        from .sound import connect_table_sounds

        self._use_palette()
        self.statusBar().addPermanentWidget(self.deal_label)
        # Esc and Ctrl+W close every other window and dialog: a filter on every event of
        # the program, so installed once the first paint is done (it would slow that)
        install_close_keys()

        for action, shortcut in self._shortcuts:
            action.setShortcut(shortcut)
        self._shortcuts.clear()
        part = TablePart(self, self._thinker, self.prefs, self.tasks)
        part.renderer.on_missing = self._card_picture_missing
        self._part = part
        self.setCentralWidget(part.table)
        self._felt = None
        if self._first_pending:
            # built before the felt was painted: deal once the table itself is painted
            part.table.view.viewport().installEventFilter(self._paint_watch)
        part.table.status.connect(self.show_status)
        part.table.new_game_requested.connect(self.new_game)
        part.controller.state_changed.connect(self._update_actions)
        part.controller.dealt.connect(lambda *_: self._update_deal_label())
        part.controller.reset.connect(self._update_deal_label)
        part.controller.reset.connect(self._update_actions)
        part.controller.hint_ready.connect(self._on_hint)
        part.controller.claim_offered.connect(
            lambda line: self.claim_action.setEnabled(line is not None))
        from .play.recorder import GameRecorder, show_save_trouble

        controller = part.controller

        def viewer_side() -> int | None:
            rules = controller.rules()
            return None if rules is None else rules.side_of(controller.viewer)

        connect_table_sounds(controller, self.sounds, viewer_side)
        self.announcer = Announcer(part.table.view, self)
        connect_table_announcements(controller, self.announcer)
        self.recorder = GameRecorder(part.controller, self)
        self.recorder.message.connect(self.show_status)
        self.recorder.notice.connect(self.tell_once)
        self.save_notice = show_save_trouble(self.recorder, self.statusBar())
        for dock, key in ((part.score_dock, "Ctrl+1"), (part.trick_dock, "Ctrl+2"),
                          (part.bid_dock, "Ctrl+3")):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(key))
            self.view_menu.insertAction(self._docks_end, toggle)
        self.toolbar.insertAction(self.rules_action, part.score_dock.toggleViewAction())
        self._show_speed()
        _, layout = self.prefs.window_layout()
        if layout:
            self.restoreState(layout)
        self._update_actions()

    def _card_picture_missing(self, name: str) -> None:
        """A card picture could not be read: say so once (the card is drawn plain)."""
        if self._told_missing:
            return
        self._told_missing = True
        # told from inside a paint: show the box once the paint is over
        QTimer.singleShot(0, lambda: self._tell_missing(name))

    def _tell_missing(self, name: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = translate(
            "MainWindow",
            "Some card pictures could not be read ({pictures}), so those cards are drawn plain. "
            "The game goes on; reinstalling Pinochle Desktop brings the pictures back.",
        ).format(pictures=name)
        self.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, APP_TITLE, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("missing_card_pictures")
        box.setModal(False)
        box.show()

    def fit_to_screen(self) -> None:
        """Never larger than the screen's free area, and on it (:mod:`.screen_fit`)."""
        from .screen_fit import fit_to_screen

        fit_to_screen(self, MINIMUM_SIZE)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.fit_to_screen()  # its frame is known now: the whole window on the screen
        if self._part is None and self._felt is not None:
            self._felt.update()

    def _after_first_paint(self) -> None:
        self._finish_start()
        self._tell_start_notices()

    def _finish_start(self) -> None:
        """After the first paint: build the table and deal the first game, or first ask
        whether to resume the unfinished one (:meth:`offer_resume_at_start`)."""
        if not self._first_pending:
            return
        self._first_pending = False
        part = self.part
        if part.controller.has_game():
            return
        if self._resume_offer:
            self.ask_resume_now()  # deals the first game if the player does not resume
        else:
            self._deal(self._first_game or self._default_config())

    # -- told once -------------------------------------------------------------------------
    def tell_at_start(self, notes: list[str]) -> None:
        """Say ``notes`` with the start-up notices (or now, if those were said already)."""
        if self._start_told:
            self._tell(notes, "start_notes")
        else:
            self._start_notes += notes

    def _tell_start_notices(self) -> None:
        """Once, after the first paint: open the rule sets and the history now, so a
        damaged or newer file moved aside is said at start-up, with where its copy is."""
        if self._start_told:
            return
        self._start_told = True
        from ..storage import startup_notices

        self.prefs.rule_store()  # RuleSetStore(): its notice is posted now
        opened = self.recorder.open_history() if self._part is not None else None
        notes = self._start_notes + startup_notices() + ([opened] if opened else [])
        self._start_notes = []
        self._tell(notes, "start_notes")

    def tell_once(self, text: str) -> None:
        """Something the player must read, said once (the storage says it once)."""
        self._tell([text], "notice")

    def _tell(self, notes: list[str], name: str) -> None:
        if not notes:
            return
        for note in notes:
            log.warning("told the player: %s", note)
        notes = [engine_text(note) for note in notes]  # the storage's words, translated
        self.notices_told += notes
        self.show_status(notes[0])
        if not self.start_box:
            return
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        if name == "start_notes":
            head = QCoreApplication.translate("MainWindow", "Pinochle Desktop started, but:")
        else:
            head = QCoreApplication.translate("MainWindow", "Pinochle Desktop goes on, but:")
        box = QMessageBox(QMessageBox.Icon.Information, APP_TITLE, head,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName(name)
        from .screen_fit import unbroken_options

        box.setInformativeText("\n\n".join(unbroken_options(note) for note in notes))
        box.setModal(False)
        box.show()

    def _default_config(self) -> GameConfig:
        from .play.config import GameConfig

        return GameConfig.standard(self.prefs.variant, levels=self.prefs.seat_levels,
                                   name=self.prefs.player_name)

    # -- preferences: changed anywhere, shown here at once ---------------------------------
    def apply_speed(self, name: str) -> None:
        """View > Speed (and tests, benchmarks): the game speed setting."""
        self.prefs.speed = speed(name).name
        self._show_speed()

    def set_face_style(self, style: str) -> None:
        self.prefs.face_style = style

    def set_back_style(self, style: str) -> None:
        self.prefs.back_style = style

    def _toggle_allow_undo(self, on: bool) -> None:
        self.prefs.allow_undo = on

    def _setting_changed(self, key: str, _value: object) -> None:
        """A setting changed (in a dialog, a menu, anywhere): the table follows now."""
        shows = {
            keys.CARD_STYLE.key: self._show_card_styles,
            keys.CARD_BACK.key: self._show_card_styles,
            keys.GAME_SPEED.key: self._show_speed,
            keys.UNDO_ALLOWED.key: self._show_undo,
            keys.TABLE_COLOR.key: self._show_table_color,
            keys.HIGH_CONTRAST.key: self._show_high_contrast,
            keys.CONFIRM_BEFORE_PLAY.key: self._show_play_options,
            keys.AUTO_PLAY_SINGLE.key: self._show_play_options,
            AUTO_PLAY_PAUSE: self._show_play_options,
            keys.SOUND_VOLUME.key: self._show_sound,
            keys.SOUND_MUTED.key: self._show_sound,
            keys.PLAYER_NAME.key: self._show_name,
        }
        show = shows.get(key)
        if show is not None:
            show()

    @staticmethod
    def _check(group: QActionGroup, key: str) -> None:
        for action in group.actions():
            action.setChecked(action.data() == key)

    def _show_card_styles(self) -> None:
        face, back = self.prefs.shown_face_style, self.prefs.back_style
        self._check(self.face_group, face)
        self._check(self.back_group, back)
        # easy to see: always four colours, so the two-colour choice waits until it is off
        self.face_group.setEnabled(not self.prefs.high_contrast)
        if self._part is not None:
            table = self._part.table
            table.four_color = face == "4color"
            table.scene.set_renderer_styles(face, back)
            table.refresh()

    def _use_palette(self) -> None:
        """"Easy to see" colours the plates and panels too."""
        from .table.items import PALETTE

        PALETTE.use(self.prefs.high_contrast)

    def _show_high_contrast(self) -> None:
        self._use_palette()
        self._show_card_styles()
        self._show_table_color()
        if self._part is not None:
            self._part.table.scene.update()

    def _show_speed(self) -> None:
        chosen = speed(self.prefs.speed)
        self._check(self.speed_group, chosen.name)
        if self._part is not None:
            self._part.controller.set_speed(chosen)
            self._part.table.scene.set_speed(chosen.animation)

    def _show_undo(self) -> None:
        on = self.prefs.allow_undo
        self.allow_undo_action.setChecked(on)
        if self._part is not None:
            self._part.controller.allow_undo = on
        self._update_actions()

    def _show_table_color(self) -> None:
        color = self.prefs.shown_table_color
        if self._part is not None:
            self._part.table.scene.set_table_color(color)
        elif self._felt is not None:
            palette = self._felt.palette()
            palette.setColor(QPalette.ColorRole.Window, QColor(color))
            self._felt.setPalette(palette)

    def _show_play_options(self) -> None:
        if self._part is not None:
            self._part.table.set_confirm_play(self.prefs.confirm_play)
            self._part.table.auto_play_pause_ms = self.prefs.auto_play_pause_ms
            self._part.table.set_auto_play_single(self.prefs.auto_play_single)

    def _show_sound(self) -> None:
        self.sounds.set_volume(self.prefs.sound_volume)
        self.sounds.set_muted(self.prefs.sound_muted)

    def _show_name(self) -> None:
        """Your name at the table changes in the game being played too."""
        if self._part is None:
            return
        c = self._part.controller
        seat = c.human_seat
        if seat is None or seat >= len(c.config.seats):
            return
        name = self.prefs.player_name
        c.config.seats[seat].name = name
        plates = self._part.table.scene.plates
        if seat < len(plates):
            from .words import seat_name

            plates[seat].set_values(name=seat_name(name))
        self._part.update_models()
        self._part.table.refresh()

    def _toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # -- reacting -------------------------------------------------------------------------
    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _update_actions(self) -> None:
        if self._part is None:
            return
        c = self._part.controller
        can_undo = c.can_undo()
        self.undo_action.setEnabled(can_undo)
        if not c.allow_undo:
            tip = translate("MainWindow", "Undo is switched off (Edit > Allow Undo).")
        elif can_undo:
            tip = translate("MainWindow", "Take back the last card you played")
        else:
            tip = translate("MainWindow", "Nothing to take back: play a card first.")
        # only a new tip is set (the key is added to it after): every change of a
        # toolbar's action costs Qt's tool button memory it never gives back
        if tip != getattr(self, "_undo_tip", None):
            self._undo_tip = tip
            self.undo_action.setToolTip(tip)
        self.hint_action.setEnabled(c.is_human_turn())

    def _update_title(self) -> None:
        c = self.controller
        name = self.path.name if self.path is not None else c.config.title
        self.setWindowTitle(f"{name} — {APP_TITLE}")
        self._update_deal_label()

    def _update_deal_label(self) -> None:
        number = self.deal_number()
        self.deal_label.setText(translate("MainWindow", "Deal {number}").format(number=number))
        self.deal_label.setToolTip(translate(
            "MainWindow",
            "New Game with this deal number deals these cards again, from the same dealer."))
        self.deal_label.setAccessibleName(
            translate("MainWindow", "Deal number {number}").format(number=number))

    def _on_hint(self, action: str, reason: str) -> None:
        self.show_status(translate("MainWindow", "Hint: {reason}").format(reason=reason)
                         if action else reason)

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        about = translate("MainWindow", "Offline pinochle against computer opponents and "
                          "partners, in every common form of the game.")
        version = translate("MainWindow", "Version {version}.").format(version=__version__)
        QMessageBox.about(self, translate("MainWindow", "About {app}").format(app=APP_TITLE),
                          f"<h3>{APP_TITLE}</h3><p>{about}</p><p>{version}</p>")

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting keeps the game for next time: the autosave is written now. Only
        when it cannot be is the player asked before the game is lost."""
        if not self.save_for_later() or not self.hands_kept_or_let_go():
            event.ignore()
            return
        self.prefs.set_window_layout(bytes(self.saveGeometry().data()),
                                     bytes(self.saveState().data()))
        if self._part is not None:
            self._part.controller.stop()
            self.recorder.close_history()
        self.sounds.close()
        super().closeEvent(event)

    def hands_kept_or_let_go(self) -> bool:
        """Hands kept in memory (the history could not be written) are written now; any
        that still cannot be are named, and the player chooses to quit without them."""
        if self._part is None:
            return True
        from .words import plural

        lost = self.recorder.unrecorded_hands()
        return not lost or self.confirm(
            plural(translate("MainWindow", "Quit without %n hand(s) in your history?", None,
                             lost), lost),
            plural(translate("MainWindow", "%n hand(s) you played could not be added to your "
                             "hand history: it cannot be written just now (a full disk, a "
                             "read-only or locked file). Free some space and keep playing to "
                             "add them, or quit and lose them.", None, lost), lost),
            translate("MainWindow", "&Quit Anyway"), translate("MainWindow", "&Keep Playing"))

    def save_for_later(self, *, ask: bool = True) -> bool:
        """Write the game in progress to the autosave at once (it is offered back at the
        next start); False when it could not be and the player (``ask``) chose to keep
        playing."""
        if self._part is None:
            return True
        problem = self.recorder.flush()
        if problem is None or not ask:
            return True
        return self.confirm(translate("MainWindow", "Quit and lose the game in progress?"),
                            translate("MainWindow", "{problem} It cannot be offered back next "
                                      "time.").format(problem=problem),
                            translate("MainWindow", "&Quit Anyway"),
                            translate("MainWindow", "&Keep Playing"))
