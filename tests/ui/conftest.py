"""UI test helpers: a main window with synchronous, instant computer players."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, parse_card
from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The program's folders of this test alone (``XDG_*`` under ``tmp_path``): for
    tests that start windows which save, record hands or write settings."""
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / "xdg" / name.lower()))
    return tmp_path


@pytest.fixture
def prefs(tmp_path: Path) -> Preferences:
    return Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))


@pytest.fixture
def make_window(qtbot: QtBot, prefs: Preferences) -> Iterator[WindowFactory]:
    windows: list[MainWindow] = []

    def make(variant: str = "partnership", seed: int = 3, level: str = "random",
             size: tuple[int, int] = (1280, 820)) -> MainWindow:
        config = GameConfig.standard(variant, level=level, seed=seed)
        window = MainWindow(SyncThinker(), prefs, config)
        window.apply_speed("instant")
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=2000)
        window.table.refresh()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.stop()


def click_card(qtbot: QtBot, window: MainWindow, code: str, zone: str = "hand") -> None:
    """Click the person's card ``code`` where it shows on screen."""
    scene = window.table.scene
    view = window.table.view
    items = scene.card_items(code, zone)
    assert items, f"{code} is not in the {zone}"
    point = view.mapFromScene(scene.click_point(items[0]))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def sensible(legal: list[Action]) -> Action:
    """A quick non-trick decision for driving a game through the controller."""
    for kind in ("play_hand", "see_widow", "keep", "no_meld", "no_dix", "continue"):
        for action in legal:
            if action.kind == kind:
                return action
    bids = [a for a in legal if a.kind == "bid"]
    return bids[0] if bids else legal[0]


def play_action(code: str) -> Action:
    return Action.play(parse_card(code))
