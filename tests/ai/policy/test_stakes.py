"""Deciding by expected units in the auction for stakes (RULES.md section 11, seed 004)."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.ai.policy.bidding import BidEstimate
from pinochle_desktop.ai.policy.stakes import (
    best_units,
    break_even,
    concede_value,
    declare_by_units,
    play_value,
    willing_units,
)
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine import Action, new_game, preset
from pinochle_desktop.engine.rules.consistency import apply_change
from tests.engine.states.test_stakes import STRONG, WEAK, stakes_game, to_declare

STAKES = preset("auction_stakes")


def estimate(*totals: int, suit: int = 1) -> BidEstimate:
    return BidEstimate({suit: sorted(totals)})


def test_the_break_even_chance_follows_the_number_of_payers() -> None:
    """Made: every other player pays the value; played and lost: twice the value to
    every other player and the kitty (seed 004's double bete)."""
    assert break_even(apply_change(STAKES, "sit_out", 0)) == pytest.approx(0.75)
    assert break_even(STAKES) == pytest.approx(8 / 11)
    assert break_even(apply_change(STAKES, "sit_out", 2)) == pytest.approx(10 / 14)
    assert play_value(STAKES, 340, 1, 8 / 11) == pytest.approx(0.0)
    assert play_value(STAKES, 340, 1, 1.0) == 9.0  # three payers, 3 units
    assert play_value(STAKES, 340, 1, 0.0) == -24.0  # double bete to three and the kitty
    assert concede_value(STAKES, 340) == -12.0  # single bete to three and the kitty


def test_the_willing_bid_is_the_last_one_worth_units() -> None:
    # 10 simulated rounds: all reach 300, 9 reach 450, 2 reach 460
    rounds = estimate(300, 450, 450, 450, 450, 450, 450, 450, 460, 520)
    # made more often than 8/11 (0.727): up to 450 (0.9); 460 (0.2) is not worth it
    assert willing_units(rounds, 1, STAKES) == 450
    assert willing_units(rounds, 1, STAKES, margin=0.2) == 300  # only 300 is sure enough
    assert willing_units(estimate(100, 120, 200), 1, STAKES) == 0
    assert best_units(BidEstimate({0: sorted([300] * 10), 1: rounds.scores[1]}), STAKES) == (1, 450)


def test_spades_double_makes_spades_worth_more_when_sure() -> None:
    rules = dataclasses.replace(STAKES, stakes_spades_double=True)
    assert play_value(rules, 340, 0, 1.0) == 2 * play_value(rules, 340, 1, 1.0)
    assert play_value(rules, 340, 0, 0.0) == 2 * play_value(rules, 340, 1, 0.0)


def test_the_bidder_claims_and_opponents_concede_only_a_sure_contract() -> None:
    """Seed 004 (RULES.md section 11): "if meld already makes the bid, the bidder may
    claim it; opponents may concede it"."""
    state = stakes_game(STRONG)
    to_declare(state, 400)
    obs = state.observation(state.current_player or 0)
    assert declare_by_units(obs, 0.0).kind == "claim"
    state = stakes_game(STRONG)
    bidder = to_declare(state, 340)
    state.apply(Action("play_hand"))
    opponent = state.observation(state.current_player or 0)
    assert opponent.seat != bidder and declare_by_units(opponent, 0.0).kind == "concede_contract"
    weak = stakes_game(WEAK, forced_concede_over_max=False)
    to_declare(weak, 310, trump="H")
    weak.apply(Action("play_hand"))
    assert declare_by_units(weak.observation(weak.current_player or 0), 0.0).kind == "play_hand"


def test_the_bidder_concedes_when_a_single_bete_costs_less() -> None:
    state = stakes_game(WEAK, forced_concede_over_max=False)
    to_declare(state, 310, trump="H")
    obs = state.observation(state.current_player or 0)
    assert declare_by_units(obs, 0.1).kind == "concede"
    assert declare_by_units(obs, 0.9).kind == "play_hand"


@pytest.mark.parametrize("level", ["random", "easy", "standard", "pro", "expert/workers=0"])
def test_every_level_plays_a_stakes_game_to_the_end(level: str) -> None:
    """A short stakes game (one round of deals) to the end with each level at every seat."""
    rules = dataclasses.replace(STAKES, stakes_rounds=1)
    if level.startswith("expert"):
        level += "/samples=16/bid_samples=16"
    state = new_game(rules, seed=11)
    players = [make_player(level, seed=s) for s in range(rules.num_players)]
    for _ in range(20_000):  # a level that kept re-arranging would never get there
        if state.is_terminal:
            break
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
            continue
        action = players[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)
    assert state.is_terminal and sum(state.scores) + state.kitty == 0
