"""Taking the contract over from a partner: does the Expert's margin match play?

The Expert bids over its own partner's high bid only when its willing bid
(the 75% rule) is at least ``partner_raise_margin`` (60) above the next bid.
For each deal of ``--deals`` four Pro players bid; at the first spot where a
seat's partner holds the high bid and the seat may bid on, the bench records
the Expert's margin there (its willing bid less the next bid) and, for spots
with a margin from ``--low`` to ``--high``, what each choice is worth: the
seat passes, or bids the next amount, and the auction goes on with Pro; the
hand is played out by four Pro players ``--replays`` times (the same seeds for
both choices). The value is the seat's side's score less the other side's.

It prints the gain of bidding on over passing by band of the margin, and what
each margin would have scored over all these spots against always passing.

    PYTHONPATH=. .venv/bin/python bench/partner_raise.py --deals 1000 --jobs 2
"""

from __future__ import annotations

import argparse
import copy
import functools
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pro_table import ci_text, over_deals, play_out, pro_players, side_value  # noqa: E402

from pinochle_desktop.ai.levels.expert import ExpertPlayer  # noqa: E402
from pinochle_desktop.ai.registry import make_player  # noqa: E402
from pinochle_desktop.engine.actions import Action  # noqa: E402
from pinochle_desktop.engine.rules.presets import preset  # noqa: E402
from pinochle_desktop.engine.states.base import BaseState  # noqa: E402
from pinochle_desktop.engine.states.game import new_game  # noqa: E402

MARGINS = (0, 20, 40, 60, 80)


@dataclass
class Spot:
    deal: int
    margin: int
    gain: float  # bidding on less passing, the seat's side


def _value(state: BaseState, action: Action, side: int, seed: int, replays: int) -> float:
    """Mean value for ``side`` of ``action`` now, the rest by Pro players."""
    values = []
    for k in range(replays):
        trial = copy.deepcopy(state)
        trial.apply(action)
        values.append(side_value(play_out(trial, seed + 1000 * k), side))
    return statistics.fmean(values)


def partner_spot(
    variant: str, seed: int, deal: int, *, replays: int, low: int, high: int
) -> Spot | None:
    rules = preset(variant)
    state = new_game(rules, seed=seed * 1_000_003 + deal)
    pros = pro_players(state, deal * 10)
    while state.phase.value != "bid":
        state.apply(state.legal_actions()[0])
    while state.phase.value == "bid":
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        high_bids = [s for s, a in obs.bids if a is not None]
        bids = [a for a in obs.legal_actions if a.kind == "bid"]
        partner_high = (
            high_bids and high_bids[-1] != seat
            and rules.side_of(high_bids[-1]) == rules.side_of(seat)
        )
        if partner_high and bids and any(a.kind == "pass" for a in obs.legal_actions):
            expert = make_player("expert/workers=0", seed=deal)
            assert isinstance(expert, ExpertPlayer)
            totals = expert._simulate_bid(obs)
            willing = max(expert._willing(t) for t in totals.values())
            margin = willing - bids[0].amount
            if not low <= margin < high:
                return None
            side = rules.side_of(seat)
            base = seed * 7919 + deal * 31
            gain = _value(state, bids[0], side, base, replays) - _value(
                state, Action.pass_(), side, base, replays
            )
            return Spot(deal, margin, gain)
        state.apply(pros[seat].choose(obs))
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=888)
    parser.add_argument("--replays", type=int, default=2)
    parser.add_argument("--low", type=int, default=-40)
    parser.add_argument("--high", type=int, default=120)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--against", type=int, default=60,
                        help="the margin the others are compared with, spot by spot")
    args = parser.parse_args(argv)
    work = functools.partial(
        partner_spot, args.variant, args.seed, replays=args.replays, low=args.low, high=args.high
    )
    spots = over_deals(work, args.deals, args.jobs)
    print(f"{args.deals} deals, {len(spots)} spots with a margin in [{args.low}, {args.high})")
    if not spots:
        return 0
    print("margin | spots | gain of bidding on over passing (95% CI)")
    for lo in range(args.low, args.high, 40):
        band = [s.gain for s in spots if lo <= s.margin < lo + 40]
        if band:
            print(f"[{lo:+d}, {lo + 40:+d}) | {len(band)} | {ci_text(band)}")
    print("bid on from margin | bids | gain per spot over always passing | "
          f"over bidding on from {args.against}")
    for m in MARGINS:
        def scored(s: Spot, m: int = m) -> float:
            return s.gain if s.margin >= m else 0.0

        paired = [scored(s) - (s.gain if s.margin >= args.against else 0.0) for s in spots]
        print(f"{m} | {sum(s.margin >= m for s in spots)} | "
              f"{ci_text([scored(s) for s in spots])} | {ci_text(paired)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
