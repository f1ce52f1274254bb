"""How long the Expert takes per card decision, and what saying why adds to it.

Plays seeded hands with Standard in every seat and asks the Expert (in this
process, ``workers=0``, its shipped search budget and deadline) for the card
at each position with more than one legal card; prints p50/p99 of
``decide`` in milliseconds, and, where the Expert states its card search
(:func:`pinochle_desktop.ai.search.move_stats.search_reason`), the time that
statement takes on the search's own statistics.

    python bench/card_reason_time.py --hands 3 --variant partnership

Run it from another checkout (``PYTHONPATH=/path/to/checkout``) to compare
trees on the same positions.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if not os.environ.get("PYTHONPATH"):  # a checkout given on PYTHONPATH is measured instead
    sys.path.insert(0, str(ROOT))

from pinochle_desktop.ai.registry import make_player  # noqa: E402
from pinochle_desktop.engine import Observation, new_game, preset  # noqa: E402


def positions(variant: str, hands: int, limit: int) -> list[Observation]:
    """Card questions from ``hands`` seeded hands played by Standard."""
    out: list[Observation] = []
    for seed in range(1, hands + 1):
        rules = preset(variant)
        state = new_game(rules, seed=seed)
        players = [make_player("standard", s) for s in range(rules.num_players)]
        while state.current_player is not None and not state.hand_number:
            obs = state.observation(state.current_player)
            if obs.phase == "play" and len(obs.legal_actions) > 1:
                out.append(obs)
            state.apply(players[state.current_player].choose(obs))
    return out[:limit]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--limit", type=int, default=60, help="card questions at most")
    parser.add_argument("--kind", default="expert/workers=0")
    args = parser.parse_args()
    import pinochle_desktop

    expert = make_player(args.kind, 1)
    times: list[float] = []
    for obs in positions(args.variant, args.hands, args.limit):
        start = time.perf_counter()
        expert.decide(obs)
        times.append((time.perf_counter() - start) * 1000)
    print(f"tree: {Path(pinochle_desktop.__file__).parent.parent}")
    print(f"{args.kind} on {args.variant}: {len(times)} card decisions, "
          f"p50 {percentile(times, 0.5):.0f} ms, p99 {percentile(times, 0.99):.0f} ms, "
          f"mean {statistics.fmean(times):.0f} ms")
    try:
        from pinochle_desktop.ai.search.expert import play_values
        from pinochle_desktop.ai.search.move_stats import pick_move, search_reason
    except ImportError:
        return
    cost: list[float] = []
    for obs in positions(args.variant, args.hands, args.limit)[:20]:
        stats = play_values(obs, 7, 384, max_seconds=0.45)
        pick = pick_move(stats)
        start = time.perf_counter()
        for _ in range(100):
            search_reason(stats, pick)
        cost.append((time.perf_counter() - start) * 10)
    print(f"stating the card search (search_reason): p50 {percentile(cost, 0.5):.3f} ms, "
          f"p99 {percentile(cost, 0.99):.3f} ms per decision")


if __name__ == "__main__":
    main()
