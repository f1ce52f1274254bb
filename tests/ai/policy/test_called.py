"""Five-handed: what each seat believes about the hidden teams, and the call."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.ai.levels.expert import ExpertOptions, ExpertPlayer
from pinochle_desktop.ai.policy.called import believed_sides, best_call, known_partner, team_view
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine import Action, BaseState, Phase, new_game, parse_cards, preset

from ...engine.helpers import act, game_with, sane_random_action
from ..levels.test_expert import redistribute_hidden

FIVE = preset("five_handed")


def called_hand(fixed: dict[int, str], call: str = "AH") -> BaseState:
    """Seat 0 buys at 500 in hearts and calls ``call``; play has not started."""
    state = game_with(FIVE, fixed, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H", f"call {call}")
    if state.phase == Phase.DECLARE:
        act(state, "play_hand")
    return state


def test_the_bidder_calls_the_ace_of_trump_or_the_next_card_it_lacks() -> None:
    state = game_with(FIVE, {0: "AH AH AH AH TH TH"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    assert best_call(state.observation(0)) == Action.parse("call TH")
    state = game_with(FIVE, {0: "AH AH KH"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    assert best_call(state.observation(0)) == Action.parse("call AH")


@pytest.mark.parametrize("kind", ["easy", "standard", "pro", "expert/workers=0/samples=8"])
def test_every_level_calls_a_trump_it_does_not_hold_in_every_copy(kind: str) -> None:
    state = game_with(FIVE, {0: "AH AH AH AH"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    action = make_player(kind, 3).choose(state.observation(0))
    assert action.kind == "call" and action.card.suit == 1  # hearts (S=0, H=1)
    assert action != Action.parse("call AH")


def test_holders_of_the_called_card_side_with_the_bidder_and_others_against() -> None:
    state = called_hand({2: "AH AH", 4: "AH AH"})
    assert believed_sides(state.observation(2))[0] == (0, 2)
    assert believed_sides(state.observation(4))[0] == (0, 4)
    assert believed_sides(state.observation(1))[0] == (0,)
    assert believed_sides(state.observation(0))[0] == (0,)  # the bidder cannot tell yet


def test_the_partner_is_known_once_every_copy_is_accounted_for() -> None:
    # the bidder holds three aces of hearts and the fourth shows in seat 3's meld
    state = called_hand({0: "AH AH AH", 3: "AH AS AD AC"})
    obs = state.observation(0)
    assert obs.meld_cards[3].count(parse_cards("AH")[0]) == 1
    assert known_partner(obs) == 3
    assert believed_sides(obs)[0] == (0, 3)
    view = team_view(obs)
    assert view.rules.sides == ((0, 3), (1, 2, 4)) and not view.rules.call_partner


def test_team_view_leaves_other_variants_alone() -> None:
    state = new_game(preset("partnership"), seed=1)
    obs = state.observation(state.current_player or 0)
    assert team_view(obs) is obs


@pytest.mark.parametrize("phase", [Phase.BID, Phase.PLAY])
def test_expert_ignores_hidden_cards_in_five_handed(phase: Phase) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(FIVE, seed=seed)
        while state.phase != phase:
            state.apply(sane_random_action(state, rng))
        for _ in range(seed * 7):
            if state.phase != phase:
                break
            state.apply(sane_random_action(state, rng))
        if state.phase != phase:
            continue
        seat = state.current_player
        assert seat is not None
        other = redistribute_hidden(state, seat, rng)
        obs_a, obs_b = state.observation(seat), other.observation(seat)
        assert obs_a.to_dict() == obs_b.to_dict()
        player = lambda: ExpertPlayer(5, ExpertOptions(samples=24, bid_samples=12, workers=0))  # noqa: E731
        assert player().choose(obs_a) == player().choose(obs_b)
