"""The opponent model: deals that explain the others' plays are preferred."""

from __future__ import annotations

import dataclasses
import functools
import random
import statistics
from collections import Counter

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.ai.search.expert import BidderShape
from pinochle_desktop.ai.search.inference import PlayModel, weighted_deals
from pinochle_desktop.ai.search.rollout import policy_named
from pinochle_desktop.engine import Observation, new_game, preset


def standard_position(seed: int, tricks: int) -> tuple[Observation, list[list[int]]]:
    """Four Standard players; the observation of the seat to play after ``tricks`` tricks."""
    # no forced opening with meld: a forced opener may concede before any play
    rules = dataclasses.replace(preset("partnership"), must_open_with_meld=False)
    state = new_game(rules, seed=seed)
    players = [make_player("standard", s) for s in range(4)]
    while True:
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        if obs.phase == "play" and len(obs.tricks) == tricks and not obs.trick:
            return obs, [list(h) for h in state.hands]  # type: ignore[attr-defined]
        state.apply(players[seat].choose(obs))


def test_the_real_deal_explains_the_play_better_than_random_deals() -> None:
    for seed in range(4):
        obs, hands = standard_position(seed, 6)
        model = PlayModel(obs, policy_named("standard"))
        assert model.active
        know, rng = analyse(obs), random.Random(seed)
        shape = BidderShape(obs)
        drawn = [model.mismatches(shape.draw(know, obs, rng)) for _ in range(60)]
        assert model.mismatches(hands) < statistics.fmean(drawn)  # type: ignore[arg-type]


def _placed(deal: list[list], hands: list[list[int]], seat: int) -> int:  # type: ignore[type-arg]
    """Cards of the other hands that the deal puts where they really are."""
    return sum(
        sum((Counter(deal[s]) & Counter(hands[s])).values()) for s in range(4) if s != seat
    )


def test_resampled_deals_explain_the_play_better_and_place_more_cards_right() -> None:
    hits_plain, hits_weighted, miss_plain, miss_weighted = [], [], [], []
    for seed in range(4):
        obs, hands = standard_position(seed, 6)
        model = PlayModel(obs, policy_named("standard"))
        draw = functools.partial(BidderShape(obs).draw, analyse(obs), obs, random.Random(seed))
        plain = [draw() for _ in range(80)]
        weighted = weighted_deals(draw, model, random.Random(seed), 80, 80, 0.1)
        hits_plain += [_placed(d, hands, obs.seat) for d in plain]
        hits_weighted += [_placed(d, hands, obs.seat) for d in weighted]
        miss_plain += [model.mismatches(d) for d in plain]
        miss_weighted += [model.mismatches(d) for d in weighted]
    assert statistics.fmean(miss_weighted) < statistics.fmean(miss_plain)
    assert statistics.fmean(hits_weighted) > statistics.fmean(hits_plain)


def test_no_play_to_read_means_no_resampling() -> None:
    obs, _ = standard_position(1, 0)
    model = PlayModel(obs, policy_named("standard"))
    assert not model.active
    calls = iter(range(1000))
    deals = weighted_deals(lambda: [[next(calls)]], model, random.Random(0), 5, 10, 0.1)
    assert [d[0][0] for d in deals] == [0, 1, 2, 3, 4]
