"""The last seat's bid: does the Expert's simulated value of a contract match play?

When the first three seats pass, the dealer either bids the minimum or the
hand is thrown in (worth 0 to both sides: the table redeals). That makes the
dealer's decision the one place in the auction where the alternative to
bidding is known exactly, so it checks the auction's simulations against
real play.

For each deal of ``--deals`` (four Pro players bid), when the auction reaches
the dealer with three passes, the bench records:

* the Expert's simulated value of holding the minimum bid (the best suit's
  :func:`expert_search.expected_at`: our total when it reaches the contract,
  else minus the contract, less the other side's total), over the Expert's
  own auction samples (bids read as the Expert reads them);
* whether Pro and the Expert bid;
* what bidding is really worth: the dealer is made to bid the minimum and the
  hand is played out by four Pro players (trump named by Pro), ``--replays``
  times with different player seeds; the value is the dealer side's score less
  the other side's (minus the contract when set).

It prints the real value by band of the simulated value (and how often the
dealer's side came out ahead of the other), and what each bidding rule would
have scored over all these positions (a pass counts 0).

    PYTHONPATH=. .venv/bin/python bench/last_seat_bid.py --deals 300 --jobs 2
"""

from __future__ import annotations

import argparse
import copy
import functools
import math
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pro_table import ci_text, over_deals, play_out, pro_players, side_value  # noqa: E402

from pinochle_desktop.ai.levels.expert import ExpertPlayer  # noqa: E402
from pinochle_desktop.ai.registry import make_player  # noqa: E402
from pinochle_desktop.ai.search.expert import expected_at  # noqa: E402
from pinochle_desktop.engine.rules.presets import preset  # noqa: E402
from pinochle_desktop.engine.states.game import new_game  # noqa: E402

BANDS = ((-math.inf, -300), (-300, -200), (-200, -150), (-150, -100), (-100, -50), (-50, 0),
         (0, 100), (100, math.inf))
THRESHOLDS = (-200, -150, -100, -50, 0)


@dataclass
class Spot:
    deal: int
    simulated: float
    pro_bids: bool
    expert_bids: bool
    real: float


def last_seat(variant: str, seed: int, deal: int, *, replays: int) -> Spot | None:
    """The dealer's spot of this deal, or None when someone bids before it."""
    rules = preset(variant)
    state = new_game(rules, seed=seed * 1_000_003 + deal)
    pros = pro_players(state, deal * 10)
    while state.phase.value != "bid":
        state.apply(state.legal_actions()[0])
    while True:
        if state.phase.value != "bid":
            return None
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        if len(obs.bids) == rules.num_players - 1 and all(a is None for _, a in obs.bids):
            break
        state.apply(pros[seat].choose(obs))
    expert = make_player("expert/workers=0", seed=deal)
    assert isinstance(expert, ExpertPlayer)
    rows = expert._auction_rows(obs)
    simulated = max(expected_at(rows, suit, rules.min_bid) for suit in rows[0].win)
    bid = next(a for a in obs.legal_actions if a.kind == "bid" and a.amount == rules.min_bid)
    side = rules.side_of(seat)
    values = []
    for k in range(replays):
        trial = copy.deepcopy(state)
        trial.apply(bid)
        values.append(side_value(play_out(trial, seed * 7919 + deal * 31 + 1000 * (k + 1)), side))
    return Spot(
        deal, simulated, pros[seat].choose(obs).kind == "bid", expert.choose(obs).kind == "bid",
        statistics.fmean(values),
    )


def _above(threshold: float) -> Callable[[Spot], bool]:
    return lambda s: s.simulated > threshold


def report(spots: list[Spot], deals: int) -> None:
    print(f"{deals} deals, {len(spots)} reached the dealer with three passes")
    print("simulated value | spots | real value of bidding (95% CI) | ahead | Pro bids | "
          "Expert bids")
    for lo, hi in BANDS:
        band = [s for s in spots if lo <= s.simulated < hi]
        if not band:
            continue
        ahead = sum(s.real > 0 for s in band) / len(band)
        print(f"[{lo:+.0f}, {hi:+.0f}) | {len(band)} | {ci_text([s.real for s in band])} | "
              f"{ahead:.0%} | {sum(s.pro_bids for s in band)} | {sum(s.expert_bids for s in band)}")
    print("rule | bids | points per spot (a pass scores 0)")
    rules: list[tuple[str, Callable[[Spot], bool]]] = [
        ("Pro", lambda s: s.pro_bids), ("Expert", lambda s: s.expert_bids)
    ]
    rules += [(f"simulated value > {t}", _above(t)) for t in THRESHOLDS]
    for name, bids in rules:
        scored = [s.real if bids(s) else 0.0 for s in spots]
        print(f"{name} | {sum(1 for s in spots if bids(s))} | {ci_text(scored)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=777)
    parser.add_argument("--replays", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    rules = preset(args.variant)
    if rules.style != "auction" or rules.all_pass != "redeal" or rules.first_bidder_must_open:
        parser.error("the variant must redeal when everyone passes (partnership, double_deck)")
    work = functools.partial(last_seat, args.variant, args.seed, replays=args.replays)
    report(over_deals(work, args.deals, args.jobs), args.deals)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
