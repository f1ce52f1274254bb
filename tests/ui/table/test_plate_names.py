"""Every name plate shows its player's whole name at the window's minimum size.

At 800x600 the top plate read "Nor…": a status bubble ("thinking…") took the
room of the name. Now the bubble moves down beside the detail when the name needs
the room, the name's letters shrink a little before they are cut, and a long name
widens the plates.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine.rules.variants import PRESET_NAMES
from pinochle_desktop.ui.main_window import MINIMUM_SIZE, MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

from .phase_states import phase_states
from .test_layout_overlap import plate_defects

#: the widest statuses a plate shows, with the dealer's chip beside them
STATUSES = ("thinking…", "Bid 1,000", "Partner", "Pass")
#: as long a name as the New Game dialog takes (24 characters), wide letters
LONG = "Wilhelmina Montgomery-W."

Factory = Callable[[str, list[str] | None], MainWindow]


@pytest.fixture
def window_for(qtbot: QtBot, prefs: Preferences) -> Iterator[Factory]:
    windows: list[MainWindow] = []

    def make(variant: str, names: list[str] | None = None) -> MainWindow:
        config = GameConfig.standard(variant, level="random", seed=1)
        if names is not None:
            config.seats = [dataclasses.replace(seat, name=names[i % len(names)])
                            for i, seat in enumerate(config.seats)]
        window = MainWindow(SyncThinker(), prefs, config)
        window.apply_speed("instant")
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=2000)
        window.controller.set_paused(True)
        window.setMinimumSize(0, 0)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.stop()


def _cut_names(window: MainWindow, size: tuple[int, int]) -> list[str]:
    """The plates whose name is not drawn whole, with each status in turn."""
    window.resize(*size)
    QApplication.processEvents()
    window.table.refresh()
    QApplication.processEvents()
    cut = []
    for status in STATUSES:
        for plate in window.table.scene.plates:
            plate.set_values(status=status, dealer=True)
            if plate.shown_name() != plate.name:
                cut.append(f"{plate.name!r} drawn {plate.shown_name()!r} beside {status!r}")
        cut += plate_defects(window)
    return cut


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_seat_names_whole_at_the_minimum_size(qtbot: QtBot, window_for: Factory,
                                              variant: str) -> None:
    window = window_for(variant, None)
    window.controller.load(phase_states(variant)["hand_over"].clone())
    window.controller.set_paused(True)
    found = []
    for size in (MINIMUM_SIZE, (800, 600), (720, 450)):
        found += [f"{size}: {c}" for c in _cut_names(window, size)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("variant", ["partnership", "six_handed"])
def test_a_long_name_whole_at_the_minimum_size(qtbot: QtBot, window_for: Factory,
                                               variant: str) -> None:
    """A name as long as the New Game dialog allows, every seat: the plates widen."""
    window = window_for(variant, ["You", LONG])
    window.controller.load(phase_states(variant)["bid"].clone())
    window.controller.set_paused(True)
    found = _cut_names(window, MINIMUM_SIZE)
    assert not found, "\n".join(found[:20])
