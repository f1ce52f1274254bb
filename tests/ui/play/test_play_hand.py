"""A person plays a whole partnership hand through the window, as they would by mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.ui.panels.base import ChoicePanel
from pinochle_desktop.ui.panels.bid import BidPanel
from pinochle_desktop.ui.panels.trump import TrumpPanel

from ..conftest import WindowFactory, click_card


def test_bid_and_play_a_partnership_hand_by_clicking(qtbot: QtBot,
                                                     make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    window.prefs.auto_play_single = False  # every card, the last one too, by a click
    c = window.controller
    state = c.state
    assert state is not None
    panel = window.table.panel
    clicks = 0
    bid_clicked = False
    for _ in range(400):
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.HAND_OVER or state.hand_number > 0:
            break
        phase = state.phase
        current = panel.current
        if phase == Phase.BID:
            assert isinstance(current, BidPanel)
            button = current.bid_button if not bid_clicked and current.bid_button.isEnabled() \
                else current.pass_button
            bid_clicked = bid_clicked or button is current.bid_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif phase == Phase.TRUMP:
            assert isinstance(current, TrumpPanel)
            button = next(b for b in current.buttons.values() if b.isEnabled())
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif phase == Phase.DECLARE:
            assert isinstance(current, ChoicePanel)
            qtbot.mouseClick(current.buttons["play_hand"], Qt.MouseButton.LeftButton)
        elif phase == Phase.PLAY:
            legal = c.legal_actions()
            before = len(state.log)
            with qtbot.waitSignal(c.card_played, timeout=2000) as blocker:
                click_card(qtbot, window, legal[0].card.code)
            assert blocker.args[:2] == [c.human_seat, legal[0].card.code]
            assert len(state.log) > before
            clicks += 1
        else:
            raise AssertionError(f"unexpected phase {phase}")
    state = c.state
    assert state is not None
    assert bid_clicked
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert clicks == state.rules.hand_size, "every card of the hand was played by a click"
    # the score sheet's row is the engine's result
    model = window.score_model
    assert model.rowCount() == len(state.history) == 1
    summary = state.history[-1]
    row = [model.index(0, col).data() for col in range(model.columnCount())]
    assert row[1] == c.seat_name(summary.bidder)
    assert row[2] == str(summary.contract)
    assert row[4] == ("Made" if summary.made else "Set")
    for side in range(len(state.rules.sides)):
        meld, counters, delta, total = row[5 + 4 * side: 9 + 4 * side]
        assert meld == str(summary.meld_saved[side])
        assert counters == str(summary.points[side])
        assert delta == f"{summary.deltas[side]:+d}"
        assert total == str(state.scores[side])
    # the summary panel offers the next hand, and it deals
    assert panel.current is not None and hasattr(panel.current, "next_button")
    with qtbot.waitSignal(c.dealt, timeout=2000):
        qtbot.mouseClick(panel.current.next_button, Qt.MouseButton.LeftButton)
    assert state.hand_number == 1
