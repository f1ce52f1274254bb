"""Whatever the window size, every card and plate stays inside the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.ui.main_window import MainWindow

from ..conftest import WindowFactory, sensible

SIZES = [(820, 600), (1024, 700), (1366, 768), (1920, 1080), (1000, 1000)]


def _outside(window: MainWindow) -> list[str]:
    scene = window.table.scene
    view = window.table.view
    bounds = QRectF(view.viewport().rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    bad = []
    for item in scene.all_cards():
        rect = item.mapRectToScene(item.face_rect())
        if not bounds.contains(rect):
            bad.append(f"{item.code} at {rect}")
    for plate in scene.plates:
        if not bounds.contains(plate.sceneBoundingRect().adjusted(6, 6, -6, -6)):
            bad.append(f"plate {plate.name}")
    if not bounds.contains(scene.info.sceneBoundingRect().adjusted(2, 2, -2, -2)):
        bad.append("info panel")
    return bad


def _advance_to(window: MainWindow, qtbot: QtBot, phases: tuple[Phase, ...]) -> None:
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(c.is_human_turn, timeout=15000)
        state = c.state
        assert state is not None
        if state.phase in phases:
            return
        c.submit(sensible(state.legal_actions()))


@pytest.mark.parametrize("variant,phases", [
    ("partnership", (Phase.DECLARE, Phase.PLAY)),
    ("three_handed", (Phase.BURY, Phase.DECLARE, Phase.PLAY)),
    ("double_deck", (Phase.PLAY,)),
    ("eight_handed", (Phase.PLAY,)),
    ("two_handed", (Phase.CLASSIC_TRICK,)),
])
def test_resizing_keeps_every_card_in_view(qtbot: QtBot, make_window: WindowFactory,
                                           variant: str, phases: tuple[Phase, ...]) -> None:
    window = make_window(variant, seed=4)
    _advance_to(window, qtbot, phases)
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.width() - w) < 2, timeout=1000)
        window.table.refresh()
        assert _outside(window) == [], f"{variant} at {width}x{height}"
