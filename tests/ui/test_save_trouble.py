"""While the autosave cannot be written the status bar says so and keeps saying so,
apart from the passing messages and from the history's warnings, until a save
succeeds again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import read_autosave
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play import recorder as recorder_module
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

from .conftest import sensible

pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    made = MainWindow(SyncThinker(), prefs,
                      GameConfig.standard("partnership", level="random", seed=5))
    made.apply_speed("instant")
    made.games.confirm = lambda *_args: True  # type: ignore[method-assign]  # quit anyway
    qtbot.addWidget(made)
    made.show()
    qtbot.waitUntil(lambda: made._part is not None and made.controller.state is not None,
                    timeout=10_000)
    yield made
    made.controller.stop()


def play_moves(qtbot: QtBot, window: MainWindow, count: int) -> None:
    controller = window.controller
    for _ in range(count):
        qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
        controller.submit(sensible(controller.legal_actions()))


def saved_moves() -> int:
    found = read_autosave()
    return 0 if found is None else len(found[0].log)


def test_the_notice_stays_while_saving_fails_and_goes_when_a_save_succeeds(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    notice = window.findChild(recorder_module.SaveTroubleLabel, "save_trouble")
    assert notice is not None and not notice.isVisible()
    play_moves(qtbot, window, 1)
    real = recorder_module.write_autosave
    failures: list[int] = []

    def full_disk(*_args: Any, **_kwargs: Any) -> None:
        failures.append(1)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recorder_module, "write_autosave", full_disk)
    play_moves(qtbot, window, 1)
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert "No space left" in notice.toolTip()
    # it stays: more moves not saved, the passing message gone, a history warning said
    window.statusBar().clearMessage()
    window.recorder._warn("This hand could not be added to your history (locked).")
    seen = len(failures)
    play_moves(qtbot, window, 3)
    qtbot.waitUntil(lambda: len(failures) > seen, timeout=5000)
    window.statusBar().clearMessage()
    assert notice.isVisible()
    # a save that succeeds takes it away
    monkeypatch.setattr(recorder_module, "write_autosave", real)
    state = window.controller.state
    assert state is not None
    play_moves(qtbot, window, 1)
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: saved_moves() == len(state.log), timeout=5000)


def test_a_failed_save_at_quit_shows_the_notice_too(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    play_moves(qtbot, window, 2)

    def read_only(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(recorder_module, "write_autosave", read_only)
    problem = window.recorder.flush()
    assert problem and "Read-only" in problem
    notice = window.findChild(recorder_module.SaveTroubleLabel, "save_trouble")
    assert notice is not None and notice.isVisible()
