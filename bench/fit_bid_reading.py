"""Fit the willing-bid formula of ``ai/bid_reading.py`` against Pro's own bids.

For every seat of ``--hands`` random deals of a preset it asks Pro for its
willing bid (the round score its simulations reach in more than 75% of
rounds, in its best suit) and fits, by least squares,

    willing = a + b x meld + c x trumps + d x trump aces and tens
              + e x aces + f x counter points

with the features taken in Pro's best suit. It prints the coefficients, the
error and correlation on the held-out deals (never used in the fit), how
often the formula and Pro agree on opening at the minimum bid, and the
``WillingModel`` line to paste (its ``spread`` is 0.55 x the held-out error).

    python bench/fit_bid_reading.py --variant partnership --hands 1250
    python bench/fit_bid_reading.py --variant three_handed --hands 1700 --check
    python bench/fit_bid_reading.py --variant partnership --rule pass_count=3 --hands 1250

With ``--rule pass_count=N`` Pro's simulations play the pass (as they do at
such tables), so the fit is of what a player who counts on the pass bids.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop.ai.knowledge.bid_reading import WillingModel, hand_counts, model_for  # noqa: E402
from pinochle_desktop.ai.levels.pro import ProPlayer  # noqa: E402
from pinochle_desktop.engine.cards import Card  # noqa: E402
from pinochle_desktop.engine.meld.auction import score_meld  # noqa: E402
from pinochle_desktop.engine.rules.presets import PRESET_NAMES  # noqa: E402
from pinochle_desktop.engine.rules.ruleset import RuleSet  # noqa: E402
from pinochle_desktop.engine.states.game import new_game  # noqa: E402
from pinochle_desktop.sim import build_rules  # noqa: E402

NAMES = ("intercept", "meld", "trumps", "high_trumps", "aces", "counters")


def features(hand: list[Card], suit: int, rules: RuleSet) -> list[float]:
    """The formula's inputs for ``hand`` with ``suit`` as trump (1 first)."""
    lengths, highs, aces, counters = hand_counts(hand, rules)
    meld = score_meld(hand, suit, rules).total
    return [1.0, float(meld), float(lengths[suit]), float(highs[suit]), float(aces),
            float(counters)]


def solve(rows: list[list[float]], target: list[float]) -> list[float]:
    """Least squares by the normal equations (Gaussian elimination, pivoting)."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * t for r, t in zip(rows, target, strict=True)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def quality(pred: list[float], actual: list[float], min_bid: int) -> tuple[float, float, float]:
    """(root mean square error, correlation, share agreeing on opening at the minimum)."""
    n = len(actual)
    rms = math.sqrt(sum((p - a) ** 2 for p, a in zip(pred, actual, strict=True)) / n)
    mp, ma = sum(pred) / n, sum(actual) / n
    cov = sum((p - mp) * (a - ma) for p, a in zip(pred, actual, strict=True))
    sp = math.sqrt(sum((p - mp) ** 2 for p in pred))
    sa = math.sqrt(sum((a - ma) ** 2 for a in actual))
    corr = cov / (sp * sa) if sp and sa else 0.0
    agree = sum(1 for p, a in zip(pred, actual, strict=True) if (p >= min_bid) == (a >= min_bid))
    return rms, corr, agree / n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="partnership", choices=PRESET_NAMES)
    parser.add_argument("--hands", type=int, default=1250, help="deals (every seat's hand is used)")
    parser.add_argument("--holdout", type=float, default=0.2,
                        help="share of deals left out of the fit")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                        help="override a rule option, as pinochle-sim does (repeatable)")
    parser.add_argument("--check", action="store_true",
                        help="also score the formula the Expert uses now for this preset")
    args = parser.parse_args(argv)
    rules = build_rules(args.variant, args.rule)
    pro = ProPlayer(seed=args.seed)
    fit_x: list[list[float]] = []
    fit_y: list[float] = []
    test: list[tuple[list[Card], list[float], float]] = []
    cut = int(args.hands * (1 - args.holdout))
    start = time.perf_counter()
    for d in range(args.hands):
        state = new_game(rules, seed=args.seed * 1_000_003 + d)
        for seat in range(rules.num_players):
            obs = state.observation(seat)
            if not obs.hand:
                continue
            suit, willing = pro.estimate(obs).best(ProPlayer.threshold)
            row = features(list(obs.hand), suit, rules)
            if d < cut:
                fit_x.append(row)
                fit_y.append(float(willing))
            else:
                test.append((list(obs.hand), row, float(willing)))
    coef = solve(fit_x, fit_y)
    seconds = time.perf_counter() - start
    actual = [w for _, _, w in test]
    linear = [sum(c * x for c, x in zip(coef, row, strict=True)) for _, row, _ in test]
    model = WillingModel(*coef, spread=0.0)
    best_suit = [model.willing(hand, rules) for hand, _, _ in test]
    print(f"{args.variant} {' '.join(args.rule)}: {len(fit_y)} hands fitted, {len(test)} held out "
          f"({seconds:.0f} s)")
    print("  " + ", ".join(f"{n} {c:.3g}" for n, c in zip(NAMES, coef, strict=True)))
    for label, pred in (("in Pro's suit", linear), ("best suit by the formula", best_suit)):
        rms, corr, agree = quality(pred, actual, rules.min_bid)
        print(f"  held out, {label}: error {rms:.1f} points (RMS), correlation {corr:.3f}, "
              f"agrees on opening at {rules.min_bid} for {agree:.1%}")
    rms, _, _ = quality(best_suit, actual, rules.min_bid)
    print("  WillingModel(" + ", ".join(f"{c:.4g}" for c in coef) + f", spread={0.55 * rms:.1f})")
    if args.check:
        now = model_for(rules)
        rms, corr, agree = quality([now.willing(h, rules) for h, _, _ in test], actual,
                                   rules.min_bid)
        print(f"  the formula in use now: error {rms:.1f} points (RMS), correlation {corr:.3f}, "
              f"agrees on opening at {rules.min_bid} for {agree:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
