"""The autosave is written on a thread of its own: a long game's write (it grows with
the game) never holds up the table, and quitting still writes it at once, here."""

from __future__ import annotations

import threading
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

from ..conftest import sensible

pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    made = MainWindow(SyncThinker(), prefs,
                      GameConfig.standard("partnership", level="random", seed=5))
    made.apply_speed("instant")
    qtbot.addWidget(made)
    made.show()
    qtbot.waitUntil(lambda: made._part is not None and made.controller.state is not None,
                    timeout=10_000)
    yield made
    made.controller.stop()


def test_moves_are_written_off_the_gui_thread_and_quitting_writes_here(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[bool] = []
    real = recorder_module.write_autosave

    def spy(*args: Any, **kwargs: Any) -> None:
        threads.append(threading.current_thread() is threading.main_thread())
        real(*args, **kwargs)

    monkeypatch.setattr(recorder_module, "write_autosave", spy)
    controller = window.controller
    for _ in range(4):
        qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
        controller.submit(sensible(controller.legal_actions()))
    state = controller.state
    assert state is not None
    qtbot.waitUntil(lambda: not window.recorder.pending, timeout=5000)
    assert threads and not any(threads)  # each move: the autosave's own thread
    found = read_autosave()
    assert found is not None and list(found[0].log) == list(state.log)
    threads.clear()
    assert window.recorder.flush() is None  # quitting: written at once, here
    assert threads == [True]
