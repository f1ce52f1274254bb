"""What ``pinochle-sim`` reports: the results gathered while it plays, and the
JSON and the text made from them (points per deal with a 95% interval, games
won, contracts, decision times by level and kind).

Split from :mod:`.sim`, which plays the games; the JSON's keys are the
simulator's public interface (benchmarks read them) and do not change.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import Any

from .engine.rules.ruleset import RuleSet

#: a game longer than this many hands is stopped and reported as unfinished
MAX_HANDS = 400


@dataclass
class GroupStats:
    seats: list[int]
    players: list[str]
    deal_points: list[float] = field(default_factory=list)
    games_won: int = 0
    contracts_made: int = 0
    contracts_set: int = 0


@dataclass
class SimResult:
    deals: int = 0
    games: int = 0
    unfinished_games: int = 0
    violations: list[str] = field(default_factory=list)
    groups: list[GroupStats] = field(default_factory=list)
    timings: dict[str, list[float]] = field(default_factory=dict)
    #: per player type: decision times by kind of decision ("card", "bid", "pass", "other")
    kind_timings: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    #: one record per hand scored (see :meth:`Runner.hand_record`)
    hands: list[dict[str, Any]] = field(default_factory=list)


def ci95(values: list[float]) -> tuple[float, float]:
    if len(values) < 2:
        m = values[0] if values else 0.0
        return (m, m)
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return (m - half, m + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def time_summary(times: list[float]) -> dict[str, Any]:
    return {
        "count": len(times),
        "p50_ms": round(percentile(times, 0.5) * 1000, 3),
        "p99_ms": round(percentile(times, 0.99) * 1000, 3),
    }


def report(result: SimResult, seconds: float, rules: RuleSet) -> dict[str, Any]:
    sides = []
    for stats in result.groups:
        lo, hi = ci95(stats.deal_points)
        mean = statistics.fmean(stats.deal_points) if stats.deal_points else 0.0
        sides.append(
            {
                "seats": stats.seats,
                "players": stats.players,
                "points_per_deal": round(mean, 2),
                "ci95": [round(lo, 2), round(hi, 2)],
                "games_won": stats.games_won,
                "contracts_made": stats.contracts_made,
                "contracts_set": stats.contracts_set,
            }
        )
    decisions = {
        kind: {
            **time_summary(times),
            "by_kind": {
                k: time_summary(t) for k, t in sorted(result.kind_timings.get(kind, {}).items())
            },
        }
        for kind, times in result.timings.items()
    }
    return {
        "variant": rules.variant,
        "deals": result.deals,
        "games": result.games,
        "unfinished_games": result.unfinished_games,
        "seconds": round(seconds, 3),
        "sides": sides,
        "decisions": decisions,
        "violations": result.violations[:20],
        "violation_count": len(result.violations),
    }


def print_text(data: dict[str, Any]) -> None:
    print(
        f"{data['variant']}: {data['deals']} deals, {data['games']} games "
        f"in {data['seconds']:.1f} s"
    )
    for side in data["sides"]:
        lo, hi = side["ci95"]
        print(
            f"  seats {side['seats']} ({','.join(side['players'])}): "
            f"{side['points_per_deal']:+.1f} points/deal (95% CI {lo:+.1f} .. {hi:+.1f}), "
            f"games won {side['games_won']}, contracts made {side['contracts_made']}, "
            f"set {side['contracts_set']}"
        )
    for kind, d in data["decisions"].items():
        print(f"  {kind}: {d['count']} decisions, p50 {d['p50_ms']} ms, p99 {d['p99_ms']} ms")
        for sub, t in d.get("by_kind", {}).items():
            print(f"    {sub}: {t['count']}, p50 {t['p50_ms']} ms, p99 {t['p99_ms']} ms")
    if data["unfinished_games"]:
        print(f"  {data['unfinished_games']} game(s) stopped unfinished after {MAX_HANDS} hands")
    if data["violation_count"]:
        print(f"  {data['violation_count']} invariant violation(s):")
        for v in data["violations"]:
            print(f"    {v}")
