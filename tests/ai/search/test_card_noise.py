"""Card choice only on real differences: a card ahead of the
policy's favourite on a handful of deals that differ is noise until an
independent second sample confirms it."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from pinochle_desktop.ai.levels import expert as expert_level
from pinochle_desktop.ai.levels.expert import ExpertPlayer
from pinochle_desktop.ai.levels.expert_options import ExpertOptions
from pinochle_desktop.ai.search.move_stats import (
    MoveStats,
    confirmed,
    differing,
    paired_difference,
    pick_move,
)
from pinochle_desktop.engine import Observation, parse_card, preset
from tests.engine.helpers import game_with

NINE, TEN = int(parse_card("9D")), int(parse_card("TD"))


def the_issues_sample() -> dict[int, MoveStats]:
    """The figures of the issue's trick (AD JD AD; JD TD KD 9D KC 9C TC JC held):
    TD +2.0 +/- 0.64 better than the policy's 9D over 384 deals, 24 of them differing."""
    base = [0.0] * 384
    ten = [0.0] * 384
    for i in range(20):
        ten[i] = 50.0
    for i in range(20, 24):
        ten[i] = -58.0
    return {NINE: MoveStats(base, votes=300), TEN: MoveStats(ten, votes=84)}


def a_second_sample(advantage: float) -> dict[int, MoveStats]:
    """768 deals in which TD is ahead by ``advantage`` on average, on 48 differing deals."""
    base = [0.0] * 768
    ten = [0.0] * 768
    for i in range(48):
        ten[i] = (advantage * 768 / 48) + (10.0 if i % 2 else -10.0)
    return {NINE: MoveStats(base, votes=600), TEN: MoveStats(ten, votes=168)}


def test_the_issues_figures() -> None:
    stats = the_issues_sample()
    mean, error = paired_difference(stats[TEN].values, stats[NINE].values)
    assert mean == pytest.approx(2.0)
    assert error == pytest.approx(0.65, abs=0.02)
    assert differing(stats[TEN].values, stats[NINE].values) == 24
    # the old rule (one standard error better) lets the noise through ...
    assert pick_move(stats, 1.0) == TEN
    # ... asking for enough deals that differ keeps the policy's card
    assert pick_move(stats, 1.0, min_differ=48) == NINE
    assert not confirmed(a_second_sample(0.03), TEN, NINE, 1.0)
    assert confirmed(a_second_sample(3.0), TEN, NINE, 1.0)


def test_a_real_difference_still_switches() -> None:
    base = [0.0] * 384
    better = [(4.0 if i % 3 else -2.0) if i < 200 else 0.0 for i in range(384)]
    stats = {NINE: MoveStats(base, votes=300), TEN: MoveStats(better, votes=84)}
    assert differing(better, base) == 200
    assert pick_move(stats, 1.0, min_differ=48) == TEN


def an_observation() -> Observation:
    state = game_with(preset("partnership"), {0: "JD TD KD 9D KC 9C TC JC AS AH KS QS"})
    return state.observation(0)


@pytest.mark.parametrize(("second", "expected"), [(0.03, NINE), (3.0, TEN)])
def test_the_expert_plays_the_candidate_only_when_a_second_sample_confirms_it(
    monkeypatch: pytest.MonkeyPatch, second: float, expected: int
) -> None:
    samples = iter([the_issues_sample(), a_second_sample(second)])
    seeds: list[int] = []

    def fake_chunks(fn: Any, args: list[tuple[Any, ...]], workers: int, pool: Any) -> list[Any]:
        seeds.append(args[0][1])
        return [next(samples)]

    monkeypatch.setattr(expert_level, "run_chunks", fake_chunks)
    player = ExpertPlayer(1, ExpertOptions(workers=0))
    assert int(player._play(an_observation()).card) == expected
    assert len(seeds) == 2 and seeds[0] != seeds[1]  # a second, independent sample


def test_without_the_rule_the_noise_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_level, "run_chunks",
                        lambda fn, args, workers, pool: [the_issues_sample()])
    player = ExpertPlayer(1, dataclasses.replace(ExpertOptions(workers=0), min_differ=0))
    assert int(player._play(an_observation()).card) == TEN
