"""Clicking a card the rules forbid says why in the status bar and changes nothing."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, format_cards

from ..conftest import WindowFactory, click_card, play_action, sensible


def test_illegal_click_shows_the_reason_and_changes_nothing(qtbot: QtBot,
                                                            make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    state = c.state
    assert state is not None
    human = c.human_seat
    assert human is not None
    illegal_code = None
    for _ in range(300):
        qtbot.waitUntil(c.is_human_turn, timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY:
            legal = {a.card for a in state.legal_actions()}
            others = [card for card in state.observation(human).hand if card not in legal]
            if others:
                illegal_code = others[0].code
                break
            c.submit(next(iter(state.legal_actions())))
        else:
            c.submit(sensible(state.legal_actions()))
    assert illegal_code is not None, "the deal should give the person a card they may not play"
    state = c.state
    assert state is not None
    log_before = list(state.log)
    hand_before = format_cards(state.observation(human).hand)
    reason = state.why_not(play_action(illegal_code))
    assert reason
    with qtbot.waitSignal(c.illegal_move, timeout=1000) as blocker:
        click_card(qtbot, window, illegal_code)
    assert blocker.args == [reason]
    assert window.statusBar().currentMessage() == reason
    assert state.log == log_before
    assert format_cards(state.observation(human).hand) == hand_before
    # the card is still in the hand on screen, not in the trick
    assert window.table.scene.card_items(illegal_code)
    assert all(item.code != illegal_code or seat != human
               for seat, item in window.table.scene.trick)
