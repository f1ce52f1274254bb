"""A long saved game opens without freezing the window: the replay runs on a thread,
a progress bar with Cancel comes up when it takes a while (never for a short game),
and cancelling leaves the game on the table as it was."""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import State, new_game, preset
from pinochle_desktop.storage import SaveMeta, save_game
from pinochle_desktop.storage.seats import SeatInfo
from pinochle_desktop.ui import loading
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

#: moves in the long game
LONG = 8000
#: each progress report of the replay waits this long, so the load lasts about a second
#: on any machine (the replay alone may be quick on a fast one)
REPORT_DELAY = 0.07


pytestmark = pytest.mark.usefixtures("user_dirs")


def saved_game(path: Path, moves: int) -> Path:
    """A stakes game with no round limit, ``moves`` random legal moves long."""
    rules = dataclasses.replace(preset("auction_stakes"), stakes_rounds=0)
    state = new_game(rules, seed=7)
    rng = random.Random(7)
    while len(state.log) < moves:
        state.apply(rng.choice(list(state.legal_actions())))
    seats = [SeatInfo(f"Player {i}", None if i == 0 else "random")
             for i in range(rules.num_players)]
    save_game(path, state, SaveMeta(seats))
    return path


@pytest.fixture(scope="module")
def long_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return saved_game(tmp_path_factory.mktemp("long") / "long.pinochle", LONG)


@pytest.fixture(autouse=True)
def slow_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    report = loading._Load._report

    def slowly(self: loading._Load, done: int, total: int) -> None:
        time.sleep(REPORT_DELAY)  # on the loading thread: the window goes on meanwhile
        report(self, done, total)

    monkeypatch.setattr(loading._Load, "_report", slowly)


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    made = MainWindow(SyncThinker(), prefs,
                      GameConfig.standard("partnership", level="random", seed=5))
    made.apply_speed("instant")
    made.games.confirm = lambda *_args: True  # type: ignore[method-assign]
    qtbot.addWidget(made)
    made.show()
    qtbot.waitUntil(lambda: made._part is not None and made.controller.state is not None,
                    timeout=10_000)
    yield made
    made.controller.stop()


def when_progress_shows(act: Callable[[loading.LoadProgress], None],
                        seen: list[int]) -> None:
    """Once the progress bar is up and has counted some moves: note them, then ``act``
    (looked for until the load is over)."""
    started = time.monotonic()

    def look() -> None:
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, loading.LoadProgress) and w.isVisible()), None)
        if dialog is not None and dialog.value() > 0:
            seen.append(dialog.value())
            act(dialog)
        elif time.monotonic() - started < 60:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def press_cancel(dialog: loading.LoadProgress) -> None:
    button = dialog.findChild(QPushButton)
    assert button is not None
    button.click()


def test_a_long_game_shows_its_progress_and_opens(
        qtbot: QtBot, window: MainWindow, long_file: Path) -> None:
    seen: list[int] = []
    ticks: list[int] = []
    ticking = QTimer()
    ticking.timeout.connect(lambda: ticks.append(1))
    ticking.start(50)
    when_progress_shows(lambda _dialog: None, seen)
    assert window.games.open_path(str(long_file))
    ticking.stop()
    state = window.controller.state
    assert state is not None and len(state.log) == LONG
    assert seen and 0 < seen[0] <= LONG  # the bar counted the moves replayed
    assert len(ticks) >= 3  # the window's events went on during the replay
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, loading.LoadProgress) and w.isVisible()]


def test_cancelling_a_long_load_leaves_the_game_on_the_table(
        qtbot: QtBot, window: MainWindow, long_file: Path) -> None:
    before: State | None = window.controller.state
    assert before is not None
    moves = list(before.log)
    seen: list[int] = []
    when_progress_shows(press_cancel, seen)
    assert not window.games.open_path(str(long_file))
    assert seen
    assert window.controller.state is before and list(before.log) == moves
    assert window.games.path is None


def test_a_short_game_opens_without_a_progress_bar(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[object] = []
    real = loading.LoadProgress.__init__

    def counted(self: loading.LoadProgress, *args: object) -> None:
        made.append(self)
        real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(loading.LoadProgress, "__init__", counted)
    short = saved_game(tmp_path / "short.pinochle", 40)
    assert window.games.open_path(str(short))
    assert made == []
    state = window.controller.state
    assert state is not None and len(state.log) == 40
