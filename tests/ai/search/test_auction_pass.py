"""The Expert's auction simulations play the pass."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.levels.expert import ExpertPlayer
from pinochle_desktop.engine import preset
from tests.engine.helpers import act, game_with

#: two hands the Expert passed at a 3-card-pass table; another engine bid them
#: (250, made 370; 260, made 430)
HANDS = ["9D TH AS TC 9H QD QH QH 9S KH JS JH", "AC 9S TD JC AD KC AD KH JS TC KD JD"]


@pytest.mark.parametrize("hand", HANDS)
def test_the_expert_opens_a_hand_that_the_pass_makes_strong(hand: str) -> None:
    # both hands hold meld: without the forced opening the first player may pass
    rules = dataclasses.replace(preset("partnership"), pass_count=3, must_open_with_meld=False)
    obs = game_with(rules, {0: hand}, dealer=3).observation(0)
    with_pass = make_player("expert/workers=0", seed=1)
    as_dealt = make_player("expert/workers=0/model_pass=false", seed=1)
    assert isinstance(with_pass, ExpertPlayer) and isinstance(as_dealt, ExpertPlayer)
    best_with = max(with_pass._willing(v) for v in with_pass._simulate_bid(obs).values())
    best_dealt = max(as_dealt._willing(v) for v in as_dealt._simulate_bid(obs).values())
    assert best_with >= best_dealt + 50
    assert best_with >= 250
    assert with_pass.choose(obs).kind == "bid"
    assert as_dealt.choose(obs).kind == "pass"


def test_no_pass_table_is_valued_the_same_either_way() -> None:
    obs = game_with(preset("partnership"), {0: HANDS[0]}, dealer=3).observation(0)
    a = make_player("expert/workers=0/bid_samples=48", seed=1)
    b = make_player("expert/workers=0/bid_samples=48/model_pass=false", seed=1)
    assert isinstance(a, ExpertPlayer) and isinstance(b, ExpertPlayer)
    assert a._simulate_bid(obs) == b._simulate_bid(obs)


def _over_partner_at_250(hand: str, spec: str) -> str:
    """The action of seat 0 holding ``hand`` after its partner (seat 2) opened 250
    at a 3-card-pass table and West passed."""
    rules = dataclasses.replace(preset("partnership"), pass_count=3)
    state = game_with(rules, {0: hand}, dealer=1)
    act(state, "bid 250", "pass")
    return make_player(spec, seed=1).choose(state.observation(0)).kind


def test_a_long_trump_suit_takes_the_contract_from_the_partner() -> None:
    """Nine hearts with a run and aces around: the side scores far more with us
    declaring hearts (the partner passing to us) than with the partner naming its
    own suit, so the Expert bids over its partner (bid as a partnership)."""
    assert _over_partner_at_250("AH TH KH KH QH QH JH JH 9H AS AC AD", "expert/workers=0") == "bid"


def test_a_hand_better_passed_to_the_partner_is_left_with_it() -> None:
    """Aces and kings without a suit of its own: the side scores more (by about
    90 points a deal in the simulations) with the partner declaring and these
    cards passed to it, so the Expert leaves the contract with its partner,
    where the old fixed margin (60 points over the willing bid) bid over it."""
    hand = "AH KH KC AC KS JC 9H KD JD 9S QS KH"
    assert _over_partner_at_250(hand, "expert/workers=0") == "pass"
    assert _over_partner_at_250(hand, "expert/workers=0/partner_model=false") == "bid"
