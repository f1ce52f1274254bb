"""The auction state's kept parts against the same things made afresh.

The state keeps what it can between calls: each seat's cards as a mask in
play (legal plays), the trick points won (``points_taken``), the melds as
observations show them (made directly, not by ``freeze``), and the parts of
observations that a phase leaves alone (per seat, and the table's shared by
every seat). Through whole hands of every auction preset, each is checked
against the plain reading of the state at every step.
"""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import Action, Phase, new_game
from pinochle_desktop.engine.observation import freeze
from pinochle_desktop.engine.play.tricks import legal_plays
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.engine.states.auction import AuctionState
from pinochle_desktop.engine.states.auction_view import fresh_observation, melds_view

AUCTION_PRESETS = sorted(name for name, rules in PRESETS.items() if rules.style == "auction")


def _random_action(state: AuctionState, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if state.phase == Phase.BID:
        bids = [a for a in legal if a.kind == "bid"][:1]
        return rng.choice(bids + [a for a in legal if a.kind == "pass"])
    play = [a for a in legal if a.kind == "play_hand"]
    return play[0] if play else rng.choice(legal)


def _check_step(state: AuctionState, seats: list[int]) -> None:
    rules = state.rules
    for seat in seats:
        assert state.observation(seat) == fresh_observation(state, seat), (state.phase, seat)
    fresh = tuple(freeze(m.to_dict()) if m is not None else None for m in state.melds)
    views = melds_view(state)
    assert views == fresh
    for view, plain in zip(views, fresh, strict=True):
        assert type(view) is type(plain)
        if view is not None and plain is not None:
            assert [type(m) for m in view["melds"]] == [type(m) for m in plain["melds"]]
            assert type(view["melds"]) is type(plain["melds"])
    values = rules.counter_values
    assert state.points_taken == tuple(sum(values[c % 6] for c in w) for w in state.won)
    if state.phase is Phase.PLAY:
        seat = state.current_player
        assert seat is not None and state.trump is not None
        expected = legal_plays(
            state.hands[seat], [c for _, c in state.trick], state.trump, rules,
            first_lead=not state.tricks,
        )
        assert state.legal_actions() == [Action.play(c) for c in sorted(expected)]


@pytest.mark.parametrize("name", AUCTION_PRESETS)
@pytest.mark.parametrize("everyone", [False, True], ids=["seat to act", "every seat"])
def test_kept_parts_equal_the_state_read_afresh(name: str, everyone: bool) -> None:
    rules = PRESETS[name]
    rng = random.Random(name)
    for game in range(6):
        state = new_game(rules, seed=game)
        assert isinstance(state, AuctionState)
        for _ in range(3000):
            if state.is_terminal or state.hand_number >= 2:
                break
            seat = state.current_player
            if seat is None:
                state.apply(state.legal_actions()[0])
                continue
            _check_step(state, list(range(rules.num_players)) if everyone else [seat])
            state.apply(_random_action(state, rng))
        else:
            raise AssertionError(f"{name}: two hands did not end")


def test_a_clone_keeps_its_own_views() -> None:
    """A search's copy of the state goes its own way from the original's views."""
    rules = PRESETS["partnership"]
    rng = random.Random(3)
    state = new_game(rules, seed=11)
    assert isinstance(state, AuctionState)
    while state.phase is not Phase.PLAY:
        state.apply(_random_action(state, rng))
    for seat in range(rules.num_players):
        state.observation(seat)
    twin = state.clone()
    assert isinstance(twin, AuctionState)
    for _ in range(6):
        twin.apply(rng.choice(twin.legal_actions()))
        _check_step(twin, list(range(rules.num_players)))
        _check_step(state, list(range(rules.num_players)))
