"""The bidder's trump: the Expert's suit against Pro's, both played out by Pro.

For each deal of ``--deals`` four Pro players bid; at the trump decision the
Expert (``--expert``, seeded by the deal) and the Pro who bought the hand each
name a suit. Where they differ, the hand is played out from there by four Pro
players ``--replays`` times with each suit (the same player seeds for both
suits), and the bidder side's value (its score less the other side's, minus
the contract when set) is compared. It prints how often the two choose
differently and the mean difference with a 95% interval.

    PYTHONPATH=. .venv/bin/python bench/trump_choice.py --deals 400 --jobs 2
"""

from __future__ import annotations

import argparse
import copy
import functools
import math
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pro_table import advance, over_deals, play_out, pro_players, side_value  # noqa: E402

from pinochle_desktop.ai.registry import make_player  # noqa: E402
from pinochle_desktop.engine.rules.presets import preset  # noqa: E402
from pinochle_desktop.engine.states.game import new_game  # noqa: E402


@dataclass
class Choice:
    deal: int
    expert: str
    pro: str
    #: the bidder side's mean value with the Expert's suit and with Pro's (None: same suit)
    values: tuple[float, float] | None


def trump_choice(variant: str, expert: str, seed: int, deal: int, *, replays: int) -> Choice:
    rules = preset(variant)
    state = new_game(rules, seed=seed * 1_000_003 + deal)
    pros = pro_players(state, deal * 10)
    advance(state, pros, lambda s: s.phase.value == "trump")
    bidder = state.current_player
    assert bidder is not None
    obs = state.observation(bidder)
    ours = make_player(expert, seed=deal).choose(obs)
    theirs = pros[bidder].choose(obs)
    if ours == theirs:
        return Choice(deal, str(ours), str(theirs), None)
    side = rules.side_of(bidder)
    means = []
    for action in (ours, theirs):
        values = []
        for k in range(replays):
            trial = copy.deepcopy(state)
            trial.apply(action)
            values.append(side_value(play_out(trial, seed * 7919 + deal * 100 + k * 10), side))
        means.append(statistics.fmean(values))
    return Choice(deal, str(ours), str(theirs), (means[0], means[1]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--expert", default="expert/workers=0")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=555)
    parser.add_argument("--replays", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    work = functools.partial(
        trump_choice, args.variant, args.expert, args.seed, replays=args.replays
    )
    choices = over_deals(work, args.deals, args.jobs)
    differ = [c for c in choices if c.values is not None]
    print(f"{len(choices)} hands bought; the Expert names another suit than Pro in {len(differ)}")
    if not differ:
        return 0
    gains = [c.values[0] - c.values[1] for c in differ if c.values is not None]
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    print(f"the Expert's suit less Pro's, bidder side, played out by Pro x{args.replays}: "
          f"{mean:+.1f} ({mean - half:+.1f} .. {mean + half:+.1f}); better in "
          f"{sum(g > 0 for g in gains)}, worse in {sum(g < 0 for g in gains)}")
    print(f"over all {len(choices)} hands: {sum(gains) / len(choices):+.2f} points per hand")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
