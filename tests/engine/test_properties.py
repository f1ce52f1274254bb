"""Property tests over random legal games of every preset."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine import PRESET_NAMES, BaseState, Phase, State, new_game, preset
from pinochle_desktop.engine.states.checks import check_hand_total, check_invariants

from .helpers import sane_random_action

SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_hands(state: BaseState, rng: random.Random, hands: int, check: bool = True) -> None:
    target = state.hand_number + hands
    steps = 0
    while not state.is_terminal and state.hand_number < target:
        state.apply(sane_random_action(state, rng))
        steps += 1
        if check:
            assert check_invariants(state) == []
        if state.phase == Phase.HAND_OVER or state.is_terminal:
            assert check_hand_total(state) == []
        assert steps < 20_000


def hidden_cards_absent(state: BaseState, seat: int) -> None:
    """The observation holds the seat's own hand and only public information."""
    obs = state.observation(seat)
    hands = getattr(state, "hands", None)
    if hands is not None:
        assert sorted(obs.hand) == sorted(hands[seat])
    assert list(obs.hand_sizes) == [len(h) for h in hands] if hands is not None else True
    bidder = getattr(state, "bidder", None)
    if seat != bidder:
        assert obs.buried == ()
    if obs.widow is not None and state.rules.widow_mode != "shown":
        assert seat == bidder
    # shown meld cards are still in their owner's hand, so they are public
    if hands is not None and obs.meld_cards:
        for other, cards in enumerate(obs.meld_cards):
            remaining = list(hands[other])
            for c in cards:
                assert c in remaining
                remaining.remove(c)


@pytest.mark.parametrize("name", PRESET_NAMES)
@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_random_games_keep_every_invariant(name: str, seed: int) -> None:
    rules = preset(name)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):
        play_hands(state, rng, 1)
        for seat in range(rules.num_players):
            hidden_cards_absent(state, seat)
        if state.is_terminal:
            break
        if state.phase == Phase.HAND_OVER:
            state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("name", PRESET_NAMES)
@SETTINGS
@given(seed=st.integers(0, 2**31), stop=st.integers(0, 400))
def test_json_round_trip_reproduces_the_state(name: str, seed: int, stop: int) -> None:
    rules = preset(name)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_terminal:
            break
        state.apply(sane_random_action(state, rng))
        for seat in range(rules.num_players):
            hidden_cards_absent(state, seat)
    again = State.from_json(state.to_json())
    assert again.phase == state.phase
    assert again.current_player == state.current_player
    assert again.scores == state.scores
    assert again.legal_actions() == state.legal_actions()
    for seat in range(rules.num_players):
        assert again.observation(seat).to_dict() == state.observation(seat).to_dict()
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in state.events]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_same_seed_same_game(name: str) -> None:
    def run(seed: int) -> list[dict]:  # type: ignore[type-arg]
        state = new_game(preset(name), seed=seed)
        rng = random.Random(seed)
        play_hands(state, rng, 2, check=False)
        return [e.to_dict() for e in state.events]

    assert run(7) == run(7)
    assert run(7) != run(8)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_plays_to_game_end(name: str) -> None:
    from pinochle_desktop.sim import main

    assert main(["--variant", name, "--games", "1", "--check", "--seed", "3"]) == 0
