"""The end-of-game auction: near the target the Expert bids for the game, not for points."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.ai.levels.expert import ExpertOptions, ExpertPlayer
from pinochle_desktop.ai.search.game_odds import GameSpot, win_chance, within_reach
from pinochle_desktop.engine import Phase, preset
from pinochle_desktop.engine.observation import Observation
from tests.engine.helpers import game_with

SPOT = GameSpot(ours=1400, theirs=1400, target=1500, tie_rule="bidder_wins", bid_out_only=False)
WEAK = "9H JH QC KS QS JD 9D 9C TC JS 9S KD"


def test_both_sides_out_the_bidder_wins_if_it_made_it() -> None:
    assert win_chance(SPOT, 300, 150, we_bid=True, made=True) == 1.0
    assert win_chance(SPOT, 150, 300, we_bid=False, made=True) == 0.0
    # set: the bidder loses its contract, the other side goes out
    assert win_chance(SPOT, -250, 150, we_bid=True, made=False) == 0.0
    # with another tie rule the higher score wins
    other = dataclasses.replace(SPOT, tie_rule="extend")
    assert win_chance(other, 150, 300, we_bid=False, made=True) == 0.0
    assert win_chance(other, 300, 150, we_bid=False, made=True) == 1.0


def test_bid_out_only_needs_the_contract() -> None:
    spot = dataclasses.replace(SPOT, bid_out_only=True)
    # the defenders pass the target but cannot go out
    assert win_chance(spot, 150, 300, we_bid=False, made=True) == 0.0
    assert win_chance(spot, 300, 150, we_bid=True, made=True) == 1.0
    assert 0.0 < win_chance(spot, 150, -250, we_bid=False, made=False) < 1.0


def test_no_side_out_the_chance_follows_the_score() -> None:
    spot = dataclasses.replace(SPOT, ours=500, theirs=500)
    ahead = win_chance(spot, 300, 100, we_bid=True, made=True)
    level = win_chance(spot, 200, 200, we_bid=True, made=True)
    behind = win_chance(spot, -250, 200, we_bid=True, made=False)
    assert 1.0 > ahead > level > behind > 0.0
    assert abs(level - 0.5) < 1e-9
    assert within_reach(SPOT, 750) and not within_reach(dataclasses.replace(spot, ours=0), 750)


def _obs(hand: str, scores: list[int]) -> Observation:
    # a free opening: the weak hand holds meld, which would force it to bid
    rules = dataclasses.replace(preset("partnership"), must_open_with_meld=False)
    state = game_with(rules, {0: hand}, dealer=3)
    state.scores = list(scores)  # type: ignore[attr-defined]
    assert state.phase == Phase.BID and state.current_player == 0
    return state.observation(0)


def _choose(obs: Observation, game: int, seed: int) -> str:
    return str(ExpertPlayer(seed, ExpertOptions(bid_samples=64, workers=0, game=game)).choose(obs))


def test_bids_a_weak_hand_rather_than_let_the_opponents_go_out() -> None:
    # they need 80 and would go out as the bidders; we need 300
    obs = _obs(WEAK, [1200, 1420])
    for seed in (1, 2, 3):
        assert _choose(obs, 0, seed) == "pass"  # for points: far too weak
        assert _choose(obs, 1, seed) == "bid 250"


def test_early_in_the_game_the_auction_is_for_points() -> None:
    obs = _obs(WEAK, [300, 500])
    for seed in (1, 2):
        assert _choose(obs, 1, seed) == _choose(obs, 0, seed) == "pass"


def test_in_play_going_out_beats_a_bigger_hand() -> None:
    """On a deciding hand the Expert's card values are game chances, not points."""
    from pinochle_desktop.ai.search.game_odds import deciding_hand
    from pinochle_desktop.ai.search.rollout import Evaluator
    from tests.ai.levels.test_levels import SUITS_DEAL, partnership_at_play

    state = partnership_at_play(SUITS_DEAL, [])
    state.scores = [1000, 1400]  # type: ignore[attr-defined]  # seat 0's side bid
    obs = state.observation(1)  # a defender
    spot = deciding_hand(obs)
    assert spot is not None and (spot.ours, spot.theirs) == (1400, 1000)
    by_points, by_game = Evaluator(obs), Evaluator(obs, spot=spot)
    for ev in (by_points, by_game):
        ev.melds = [0, 0]
        ev.contract = 250
    # the bidders make 400 and we take 100: we are out (1,500) and they are not
    out = ([400, 100], [8, 4])
    # the bidders are set and we take 90: a lead of 740 points, but not out
    lead = ([150, 90], [6, 6])
    assert by_points.value(*lead) > by_points.value(*out)
    assert by_game.value(*out) > by_game.value(*lead)
    # early in the game there is no deciding hand: points
    state.scores = [300, 200]  # type: ignore[attr-defined]
    assert deciding_hand(state.observation(1)) is None
