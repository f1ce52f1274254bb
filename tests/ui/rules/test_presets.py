"""Every variant opens in the window and reaches trick play."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import PRESET_NAMES, Phase

from ..conftest import WindowFactory, click_card, sensible

TRICK_PHASES = (Phase.PLAY, Phase.CLASSIC_TRICK)


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_every_preset_reaches_trick_play(qtbot: QtBot, make_window: WindowFactory,
                                         variant: str) -> None:
    window = make_window(variant, seed=2)
    c = window.controller
    scene = window.table.scene
    for _ in range(200):
        qtbot.waitUntil(c.is_human_turn, timeout=15000)  # computer turns: slow on a busy machine
        state = c.state
        assert state is not None
        if state.phase in TRICK_PHASES:
            break
        c.submit(sensible(state.legal_actions()))
    state = c.state
    assert state is not None
    assert state.phase in TRICK_PHASES
    human = c.human_seat
    assert human is not None
    obs = state.observation(human)
    # the table shows the person's hand face up and every other seat's cards as backs
    shown = sorted(item.code for item in scene.hands[human])
    assert shown == sorted(card.code for card in obs.hand)
    for seat in range(state.rules.num_players):
        if seat != human:
            assert len(scene.hands[seat]) == obs.hand_sizes[seat]
    assert len(scene.plates) == state.rules.num_players
    # and a click plays a legal card
    code = c.legal_actions()[0].card.code
    zone = "hand" if scene.card_items(code) else "table"
    with qtbot.waitSignal(c.card_played, timeout=2000):
        click_card(qtbot, window, code, zone)
