"""Nothing lost: autosave after each trick, hands in the history, saves keep the seats."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import Settings, load_game, open_history, read_autosave
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

pytestmark = pytest.mark.usefixtures("user_dirs")


def autoplay_window(qtbot: QtBot, prefs: Preferences) -> MainWindow:
    config = GameConfig.standard("partnership", level="random", seed=5, autoplay=True)
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window._part is not None, timeout=3000)
    return window


def test_autosave_after_tricks_and_history_after_the_hand(qtbot: QtBot,
                                                          prefs: Preferences) -> None:
    window = autoplay_window(qtbot, prefs)
    controller = window.controller
    controller.hand_pause_ms = 10**6  # stop after the first hand
    with qtbot.waitSignal(controller.trick_won, timeout=10_000):
        pass
    saved = read_autosave()
    assert saved is not None
    state, meta = saved
    assert state.log == controller.state.log[: len(state.log)]  # type: ignore[union-attr]
    assert [s.name for s in meta.seats] == [s.name for s in controller.config.seats]
    qtbot.waitUntil(lambda: bool(controller.state and controller.state.history), timeout=20_000)
    db, problem = open_history()
    assert problem is None and db is not None
    qtbot.waitUntil(lambda: db.count_hands() == 1, timeout=5000)
    hand = db.list_hands()[0]
    assert hand.game_id == window.recorder.current_meta().game_id
    controller.stop()


def test_a_hand_scored_as_the_player_quits_is_in_the_history(
        qtbot: QtBot, prefs: Preferences) -> None:
    window = autoplay_window(qtbot, prefs)
    controller = window.controller
    controller.hand_pause_ms = 10**6  # stop after the first hand
    quit_at: list[bool] = []

    def quit_now(*_args: object) -> None:
        if not quit_at:  # the table has not shown the hand's end yet
            controller.stop()
            quit_at.append(window.close())

    controller.hand_scored.connect(quit_now)
    qtbot.waitUntil(lambda: bool(quit_at), timeout=20_000)
    assert quit_at == [True] and not window.isVisible()
    db, problem = open_history()
    assert problem is None and db is not None
    assert db.count_hands() == 1


def test_the_history_window_sees_the_hand_just_scored(
        qtbot: QtBot, prefs: Preferences) -> None:
    window = autoplay_window(qtbot, prefs)
    controller = window.controller
    controller.hand_pause_ms = 10**6
    counted: list[int] = []

    def look(*_args: object) -> None:
        db = window.recorder.history()
        counted.append(-1 if db is None else db.count_hands())

    controller.hand_scored.connect(look)
    qtbot.waitUntil(lambda: bool(counted), timeout=20_000)
    assert counted == [1]
    controller.stop()


def test_save_and_open_keep_the_seats_and_the_game(qtbot: QtBot, prefs: Preferences,
                                                   tmp_path: Path) -> None:
    window = autoplay_window(qtbot, prefs)
    controller = window.controller
    controller.hand_pause_ms = 10**6
    with qtbot.waitSignal(controller.trick_won, timeout=10_000):
        pass
    controller.stop()
    path = tmp_path / "game.pinochle"
    assert window.games._save_to(path)
    state, meta = load_game(path)
    assert state.log == controller.state.log  # type: ignore[union-attr]
    names = [s.name for s in meta.seats]
    assert window.games.open_path(str(path))
    assert window.controller.state is not None
    assert window.controller.state.log == state.log
    assert [s.name for s in window.controller.config.seats] == names
    assert window.recorder.current_meta().continued_from == meta.continued_from
    window.controller.stop()


def test_window_size_survives_a_restart(qtbot: QtBot, prefs: Preferences) -> None:
    window = autoplay_window(qtbot, prefs)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.width() == 1000, timeout=2000)
    saved = bytes(window.saveGeometry().data())
    window.close()
    reread = Settings.load(prefs.settings.config_file, prefs.settings.state_file)
    geometry, layout = Preferences(reread).window_layout()
    assert geometry == saved and layout
    again = MainWindow(SyncThinker(), Preferences(reread))
    qtbot.addWidget(again)
    # the offscreen screen is 800 wide, so Qt clamps the width; the height comes back
    assert again.height() == 700
