"""The engine says why it decides for a seat: why Pass is not allowed, why the bidder
holds a contract it may concede unseen, why the bidding side may only concede."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Action, Phase, new_game, preset
from pinochle_desktop.engine.observation import ForcedBid, MustConcede
from pinochle_desktop.engine.states.base import BaseState


def _three_handed_after_a_pass() -> BaseState:
    """Three-handed, seed 0: the first bidder passes; the next holds meld."""
    state = new_game(preset("three_handed"), seed=0)
    state.apply(Action("pass"))
    assert state.phase == Phase.BID and state.current_player == 2
    return state


def test_a_seat_holding_meld_is_told_why_it_may_not_pass() -> None:
    state = _three_handed_after_a_pass()
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    assert Action("pass") not in obs.legal_actions
    assert obs.forced_bid == ForcedBid(rule="holding_meld", amount=300, meld=60)
    # only the seat to act is told; the refusal says the same rule
    assert state.observation(1).forced_bid is None
    assert "You hold meld" in str(state.why_not(Action("pass")))


def test_the_first_bidder_who_must_open_is_told_so() -> None:
    rules = dataclasses.replace(preset("three_handed"), must_open_with_meld=False,
                                first_bidder_must_open=True)
    state = new_game(rules, seed=0)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    assert obs.forced_bid == ForcedBid(rule="first_bidder", amount=rules.min_bid)
    assert state.why_not(Action("pass")) == "You must open the bidding (at least 300)."


def test_a_seat_free_to_pass_has_no_forced_reason() -> None:
    rules = dataclasses.replace(preset("partnership"), must_open_with_meld=False)
    state = new_game(rules, seed=3)
    seat = state.current_player
    assert seat is not None
    assert Action("pass") in state.legal_actions()
    assert state.observation(seat).forced_bid is None


def test_a_stuck_dealer_is_told_why_it_holds_the_contract() -> None:
    rules = dataclasses.replace(preset("three_handed"), must_open_with_meld=False,
                                all_pass="dealer_stuck")
    for seed in range(40):
        state = new_game(rules, seed=seed)
        while state.phase == Phase.BID:
            state.apply(Action("pass"))
        if state.phase == Phase.WIDOW:
            break
    else:
        raise AssertionError("no stuck dealer in 40 deals")
    seat = state.current_player
    assert seat == state.dealer
    forced = state.observation(seat).forced_bid
    assert forced is not None and forced.rule == "dealer_stuck"


def test_the_bidder_who_may_only_concede_is_given_the_numbers() -> None:
    """Three-handed: a contract over the meld and every counter may only be conceded."""
    for seed in range(60):
        state = new_game(preset("three_handed"), seed=seed)
        while state.phase not in (Phase.DECLARE, Phase.HAND_OVER) and not state.is_terminal:
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind == "bid"]
            # the first bidder goes high; everyone else passes; the rest is the first choice
            if bids and not any(a is not None for _, a in state.bids):
                state.apply(bids[min(len(bids) - 1, 30)])
            else:
                state.apply(next((a for a in legal if a.kind in ("pass", "see_widow")),
                                 legal[0]))
        if state.phase == Phase.DECLARE and state.legal_actions() == [Action("concede")]:
            break
    else:
        raise AssertionError("no hopeless contract in 60 deals")
    seat = state.current_player
    assert seat is not None and seat == state.bidder
    why = state.observation(seat).must_concede
    assert isinstance(why, MustConcede) and why.rule == "over_max"
    assert why.contract == state.contract and why.trick_points == 250
    assert why.most == why.meld + 250 < why.contract
    # the others are not told the bidder's decision
    assert all(state.observation(s).must_concede is None for s in range(3) if s != seat)
