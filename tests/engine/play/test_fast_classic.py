"""The fast trick model holds the classic two-handed game's second half (claims
there): after the stock is gone, its legal cards are the engine's at every turn,
under either rule for heading the trick (``phase2_head``)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.engine.play.fast_moves import legal_cards, play
from pinochle_desktop.engine.play.fast_position import from_state
from pinochle_desktop.engine.rules.choices import Phase2Head
from pinochle_desktop.engine.states.classic import ClassicState


def second_half(seed: int, phase2_head: Phase2Head) -> ClassicState:
    """A classic two-handed hand played at random until the stock is gone."""
    rules = dataclasses.replace(preset("two_handed"), phase2_head=phase2_head)
    rng = random.Random(seed)
    state = new_game(rules, seed=seed)
    assert isinstance(state, ClassicState)
    while state.phase != Phase.PLAY:
        legal = list(state.legal_actions())
        quiet = [a for a in legal if a.kind in ("no_meld", "no_dix")]
        state.apply(quiet[0] if quiet else rng.choice(legal))
    return state


@pytest.mark.parametrize("phase2_head", ["always", "trump_led"])
def test_the_second_half_plays_as_the_engine_does(phase2_head: Phase2Head) -> None:
    rng = random.Random(5)
    for seed in range(12):
        state = second_half(seed, phase2_head)
        pos = from_state(state)
        assert pos.turn == state.current_player
        while state.phase == Phase.PLAY:
            engine = sorted({a.card.code for a in state.legal_actions()})
            assert sorted(c.code for c in legal_cards(pos)) == engine
            # a fresh position from the state agrees with the one played along
            assert sorted(c.code for c in legal_cards(from_state(state))) == engine
            action = rng.choice(list(state.legal_actions()))
            play(pos, int(action.card))
            state.apply(action)
        assert pos.turn < 0  # both end with the hand
        assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def test_a_follower_need_not_head_a_plain_lead_under_trump_led() -> None:
    """Found under "trump_led": some follower of a plain lead may play under it
    while holding a higher card of the suit (the auction rule "always" forbids it)."""
    for seed in range(40):
        state = second_half(seed, "trump_led")
        while state.phase == Phase.PLAY:
            trick = state.trick
            if trick:
                led = trick[0][1]
                seat = state.current_player
                assert seat is not None
                higher = [c for c in state.hands[seat] if c.suit == led.suit
                          and int(c) % 6 > int(led) % 6]
                lower = [c for c in state.hands[seat] if c.suit == led.suit
                         and int(c) % 6 < int(led) % 6]
                if led.suit != state.trump and higher and lower:
                    codes = {c.code for c in legal_cards(from_state(state))}
                    assert {c.code for c in lower} <= codes
                    return
            state.apply(next(iter(state.legal_actions())))
    raise AssertionError("no such trick was found")

