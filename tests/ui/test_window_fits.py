"""The window opens on the screen, never larger than its free area (at a
scale factor of 2 on a 1440 x 900 screen it opened at 2560 x 1640, mostly off it)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences


def test_the_window_fits_the_screen_it_opens_on(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    window = MainWindow(SyncThinker(), prefs, GameConfig.standard("partnership", seed=3))
    qtbot.addWidget(window)
    free = window.screen().availableGeometry()
    # the test screen (offscreen: 800 x 800) is smaller than the window's usual 1280 x 820
    assert free.width() < 1280
    assert window.width() <= free.width() and window.height() <= free.height()
    assert window.minimumWidth() <= free.width() and window.minimumHeight() <= free.height()
    window.show()
    qtbot.waitExposed(window)
    assert free.contains(window.frameGeometry().topLeft())
    assert window.width() <= free.width()
    window.controller.stop()


def test_a_remembered_size_larger_than_the_screen_is_cut_down(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    files = (tmp_path / "settings.json", tmp_path / "window.json")
    prefs = Preferences(Settings.load(*files))
    first = MainWindow(SyncThinker(), prefs, GameConfig.standard("partnership", seed=3))
    qtbot.addWidget(first)
    first.setMinimumSize(100, 100)
    first.setGeometry(3000, 2000, 2560, 1640)  # saved on a bigger screen
    prefs.set_window_layout(bytes(first.saveGeometry().data()), b"")
    again = MainWindow(SyncThinker(), Preferences(Settings.load(*files)),
                       GameConfig.standard("partnership", seed=3))
    qtbot.addWidget(again)
    free = again.screen().availableGeometry()
    assert again.width() <= free.width() and again.height() <= free.height()
    assert free.contains(again.frameGeometry().topLeft())
