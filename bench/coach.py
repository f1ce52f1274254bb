"""Heeding the coach: a level that takes the coach's suggestion whenever it warns,
against the same level unchanged, duplicate.

The seats of the first side play ``--level`` (Standard) through the coach: before
each of its bids, passes, trumps, passed or buried cards and cards is applied,
the coach judges it (:func:`pinochle_desktop.ai.coach.assess`, the shipped
budget); when the coach warns, the coach's move is played instead. The other
side plays the same level unchanged, with the same seeds. Every deal is played
twice with the sides swapped (``pinochle-sim --duplicate``), so the points per
deal are the heeding side's score less the other's, luck of the cards removed.

Printed: points per deal with a 95% interval; warnings per hand (of the heeding
side); the share of warnings that were right by a later evaluation at
``--recheck`` times the budget on independent deals (the warned move still costs
against the Expert's choice there); the judge's latency p50/p99 per kind of
decision (one process, as at the table).

    PYTHONPATH=. .venv/bin/python bench/coach.py --deals 300
    PYTHONPATH=. .venv/bin/python bench/coach.py --deals 40 --seed 36
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop.ai.base import Decision, SeededPlayer  # noqa: E402
from pinochle_desktop.ai.coach import (  # noqa: E402
    CoachOptions,
    assess,
    evaluation_seed,
    is_judged,
)
from pinochle_desktop.engine.observation import Observation  # noqa: E402
from pinochle_desktop.engine.rules.presets import preset  # noqa: E402
from pinochle_desktop.sim import Progress, Runner  # noqa: E402


@dataclass
class Tally:
    """What the coach did for the heeding side."""

    #: seconds per judged decision, by kind of move
    latency: dict[str, list[float]] = field(default_factory=dict)
    warnings: int = 0
    #: warnings a later, fuller evaluation agreed with
    right: int = 0
    #: points the coach expected each heeded warning to save
    expected: list[float] = field(default_factory=list)


class Heeding(SeededPlayer):
    """``inner``'s decisions, replaced by the coach's move whenever the coach warns."""

    def __init__(self, inner: SeededPlayer, options: CoachOptions, tally: Tally,
                 recheck: int) -> None:
        super().__init__(0)
        self.inner = inner
        self.name = inner.name
        self.options = options
        self.tally = tally
        self.recheck = recheck

    def decide(self, obs: Observation) -> Decision:
        decision = self.inner.decide(obs)
        action = decision.action
        if not is_judged(obs.phase, action.kind) or len(obs.legal_actions) < 2:
            return decision
        start = time.perf_counter()
        verdict = assess(obs, action, self.options)
        kind = "auction" if action.kind in ("bid", "pass") else action.kind
        self.tally.latency.setdefault(kind, []).append(time.perf_counter() - start)
        if verdict is None or not verdict.warns(self.options.threshold, self.options.z):
            return decision
        self.tally.warnings += 1
        self.tally.expected.append(verdict.cost)
        if self.recheck:
            other = evaluation_seed(obs) ^ 0x5BD1E995  # independent deals
            later = assess(obs, action, self.options.scaled(self.recheck), seed=other)
            self.tally.right += later is not None and later.cost > 0
        return Decision(verdict.better, verdict.reason, "coach")


class CoachRunner(Runner):
    """The simulator's duplicate runner, the first side's seats heeding the coach."""

    def __init__(self, level: str, options: CoachOptions, recheck: int, seed: int,
                 variant: str) -> None:
        rules = preset(variant)
        super().__init__(rules, [level] * rules.num_players, seed, check=False)
        self.options = options
        self.recheck = recheck
        self.tally = Tally()
        #: hands the heeding side played
        self.hands_played = 0

    def _players(self, rotation: int, salt: int) -> list[SeededPlayer]:
        players = super()._players(rotation, salt)
        out: list[SeededPlayer] = []
        for seat, player in enumerate(players):
            if self._group_of_seat(seat, rotation) == 0:
                out.append(Heeding(player, self.options, self.tally, self.recheck))
            else:
                out.append(player)
        self.hands_played += 1
        return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else math.nan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--level", default="standard")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--threshold", type=float, default=CoachOptions.threshold)
    parser.add_argument("--recheck", type=int, default=4,
                        help="the later evaluation's budget, times the coach's (0: none)")
    args = parser.parse_args(argv)
    options = CoachOptions(threshold=args.threshold)
    runner = CoachRunner(args.level, options, args.recheck, args.seed, args.variant)
    started = time.perf_counter()
    runner.run_deals(args.deals, True, Progress(args.deals, "deals", sys.stderr.isatty()))
    spent = time.perf_counter() - started
    points = runner.result.groups[0].deal_points
    mean = statistics.fmean(points)
    half = 1.96 * statistics.stdev(points) / math.sqrt(len(points)) if len(points) > 1 else 0
    tally = runner.tally
    hands = runner.hands_played
    print(f"{args.level} heeding the coach vs {args.level}, {args.variant}, "
          f"{len(points)} deals duplicate (seed {args.seed}, threshold {args.threshold:g}), "
          f"{spent:.0f} s")
    print(f"  points per deal: {mean:+.1f} (95% interval {mean - half:+.1f} to {mean + half:+.1f})")
    print(f"  warnings: {tally.warnings} in {hands} hands, {tally.warnings / max(1, hands):.2f} "
          f"per hand; expected saving per warning {statistics.fmean(tally.expected or [0]):.0f}")
    if args.recheck and tally.warnings:
        print(f"  right by a {args.recheck}x evaluation on other deals: {tally.right} of "
              f"{tally.warnings} ({100 * tally.right / tally.warnings:.0f}%)")
    print("  judge latency per decision (one process):")
    for kind, times in sorted(tally.latency.items()):
        print(f"    {kind:8s} n={len(times):5d}  p50 {1000 * percentile(times, 0.5):6.0f} ms  "
              f"p99 {1000 * percentile(times, 0.99):6.0f} ms  max {1000 * max(times):6.0f} ms")
    every = [t for times in tally.latency.values() for t in times]
    print(f"    {'all':8s} n={len(every):5d}  p50 {1000 * percentile(every, 0.5):6.0f} ms  "
          f"p99 {1000 * percentile(every, 0.99):6.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
