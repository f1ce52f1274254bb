"""How much card value a playout evaluation gives away, on fully known deals.

For positions late in partnership hands (every hand known, as in one sampled
deal of the Expert's search), each legal card is valued three ways: by the
exact solve (:func:`expert_search.solve`, the reference), by one playout of
the policy to the end of the hand, and by the policy played until ``--leaf``
cards are left and then the exact solve (option ``leaf``). For each way it
prints the mean loss of the card it would choose (exact value of the best
card minus the exact value of its card, in points of side difference) and
how often it chooses a best card. Positions with one legal card are skipped.

Positions: a random deal and trump, the Pro playout policy plays until
``--cards`` are left, then 0-3 more cards so the trick in progress varies.

    PYTHONPATH=. .venv/bin/python bench/playout_error.py --cards 16 --positions 400
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop.ai.policy.heuristics import bits  # noqa: E402
from pinochle_desktop.ai.search.expert import rollout_to, solve  # noqa: E402
from pinochle_desktop.ai.search.rollout import Policy, policy_named  # noqa: E402
from pinochle_desktop.engine.cards import make_deck  # noqa: E402
from pinochle_desktop.engine.play.fast import FastPosition, from_hands, legal, play  # noqa: E402
from pinochle_desktop.engine.rules.presets import preset  # noqa: E402


class PointsDifference:
    """Side 0's trick points minus side 1's (the evaluator :func:`solve` expects)."""

    def value(self, points: list[int], tricks: list[int]) -> float:
        return float(points[0] - points[1])


def positions(cards: int, count: int, seed: int, policy: Policy) -> list[FastPosition]:
    rules = preset("partnership")
    rng = random.Random(seed)
    out: list[FastPosition] = []
    while len(out) < count:
        deck = list(make_deck(rules.deck))
        rng.shuffle(deck)
        hands = [deck[12 * i : 12 * (i + 1)] for i in range(4)]
        pos = from_hands(
            rules, hands, rng.randrange(4), [0, 1, 2, 3], leader=rng.randrange(4),
            first_lead=True,
        )
        rollout_to(pos, policy, cards)
        for _ in range(rng.randrange(4)):
            if pos.turn >= 0:
                play(pos, policy(pos))
        if pos.turn >= 0:
            out.append(pos)
    return out


def value_after(pos: FastPosition, card: int, side: int, policy: Policy | None, leaf: int) -> float:
    """Side ``side``'s value of ``card``: exact (``policy`` None), or by the policy
    until ``leaf`` cards are left (0: to the end) and exact from there."""
    trial = pos.copy()
    play(trial, card)
    if policy is not None:
        rollout_to(trial, policy, leaf)
    ev = PointsDifference()
    v = solve(trial, ev, 0, -math.inf, math.inf) if trial.turn >= 0 else ev.value(
        trial.points, trial.tricks
    )
    return v if side == 0 else -v


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=16, help="cards left in all hands")
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--leaf", type=int, default=12)
    parser.add_argument("--policy", default="pro")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    policy = policy_named(args.policy)
    ways: dict[str, tuple[Policy | None, int]] = {
        f"{args.policy} playout to the end": (policy, 0),
        f"{args.policy} playout, exact from {args.leaf} cards": (policy, args.leaf),
    }
    loss = dict.fromkeys(ways, 0.0)
    best_found = dict.fromkeys(ways, 0)
    counted = 0
    start = time.perf_counter()
    for pos in positions(args.cards, args.positions, args.seed, policy):
        moves = bits(legal(pos))
        if len(moves) < 2:
            continue
        counted += 1
        side = pos.cfg.side[pos.turn]
        exact = {c: value_after(pos, c, side, None, 0) for c in moves}
        top = max(exact.values())
        for name, (pol, leaf) in ways.items():
            judged = {c: value_after(pos, c, side, pol, leaf) for c in moves}
            choice = max(moves, key=lambda c: (judged[c], -c))
            loss[name] += top - exact[choice]
            best_found[name] += exact[choice] == top
    print(
        f"{counted} positions with a choice, {args.cards} cards left "
        f"(+0-3 on the trick), seed {args.seed}, {time.perf_counter() - start:.0f} s"
    )
    for name in ways:
        print(
            f"  {name}: loses {loss[name] / counted:.2f} points per choice, "
            f"best card {100 * best_found[name] / counted:.1f}%"
        )


if __name__ == "__main__":
    main()
