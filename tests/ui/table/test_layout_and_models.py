"""Pure geometry of the table, the table models and the card renderer."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.ui.play.models import BidHistoryModel, ScoreSheetModel, TrickLogModel
from pinochle_desktop.ui.table.card_art import CardRenderer
from pinochle_desktop.ui.table.layout import hand_fan, place_panel, table_layout


@pytest.mark.parametrize("players,size", list(itertools.product(
    (2, 3, 4, 5, 6, 8), ((820, 560), (1280, 760), (1920, 1040), (900, 900)))))
def test_seats_fit_the_view_and_do_not_overlap(players: int, size: tuple[int, int]) -> None:
    lay = table_layout(*size, players, viewer=0, hand_cards=20, other_cards=20,
                       sides=players if players in (3, 5) else 2)
    view = QRectF(0, 0, *size)
    boxes = [lay.spot(s).box for s in range(1, players)]
    for box in [*boxes, lay.info, lay.spot(0).plate]:
        assert view.contains(box), box
    for a, b in itertools.combinations([*boxes, lay.info], 2):
        assert not a.intersects(b.adjusted(1, 1, -1, -1)), (a, b)
    hand_top = lay.hand_y - lay.hand_card * 0.8
    for box in boxes:
        assert box.bottom() <= hand_top
    fan = hand_fan(20, lay)
    assert fan[0][0].x() - lay.hand_card / 2 >= 0
    assert fan[-1][0].x() + lay.hand_card / 2 <= size[0]


def test_panel_placement_avoids_obstacles() -> None:
    bounds = QRectF(0, 0, 1000, 600)
    widow = QRectF(400, 250, 200, 100)
    top_left = place_panel((300, 120), QPointF(500, 300), bounds, [widow])
    assert not QRectF(top_left.x(), top_left.y(), 300, 120).intersects(widow)
    assert bounds.contains(QRectF(top_left.x(), top_left.y(), 300, 120))


def test_score_sheet_appends_a_row_per_hand(qtbot: QtBot) -> None:
    state = new_game(preset("partnership"), seed=2)
    model = ScoreSheetModel()
    names = ["You", "West", "North", "East"]
    sides = ["You & North", "West & East"]
    model.set_history(state.history, names, sides)
    assert model.rowCount() == 0
    while not state.history:
        state.apply(state.legal_actions()[-1] if state.phase.value == "bid" and
                    len(state.bids) < 1 else state.legal_actions()[0])
    with qtbot.waitSignal(model.rowsInserted):
        model.set_history(state.history, names, sides)
    summary = state.history[0]
    assert model.rowCount() == 1
    assert model.index(0, 2).data() == str(summary.contract)
    assert model.index(0, 8).data() == str(summary.scores[0])
    trick_model = TrickLogModel()
    trick_model.set_observation(state.observation(0), names)
    bid_model = BidHistoryModel()
    bid_model.set_observation(state.observation(0), names)
    assert trick_model.columnCount() == 6


def test_card_pixmaps_are_cached_per_size_and_ratio(qtbot: QtBot) -> None:
    renderer = CardRenderer("4color", "red")
    first = renderer.pixmap("QS", 80, 2.0)
    assert first.width() == 160 and first.devicePixelRatio() == 2.0
    assert renderer.pixmap("QS", 80, 2.0) is first
    assert renderer.pixmap("QS", 80, 1.0) is not first
    assert renderer.resource_for("back")[-1] == "red.svg"
