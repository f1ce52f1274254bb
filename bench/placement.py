"""How well the Expert's sampled deals place the cards it cannot see.

At card decisions of recorded hands (every seat a ``--recorder`` player, Pro
by default: the model the Expert's simulations assume), the deals the card
search would sample are compared with the real hidden hands. Each kind of
evidence is added in turn:

* ``hard``: the hard facts only (cards seen, voids, heading ceilings, the
  cards this seat passed or was passed);
* ``+meld``: no seat is dealt a card that would have made it show more meld;
* ``+shape``: the bidder holds at least as many trumps as any other suit
  (the Expert's default card search uses ``hard`` and this);
* ``+pass``: the cards passed to this seat are read as the passer's
  preference list (:mod:`pinochle_desktop.ai.policy.pass_reading`);
* ``+play``: deals are resampled by how well the others' plays so far fit
  Standard's card rules (the Expert's ``infer`` option);
* ``all``: every one of the above.

Figures per evidence kind, over every recorded decision:

* **placed**: the share of hidden cards (cards in other hands whose place this
  seat does not know) that a sampled deal puts in the right hand, averaged
  over the samples (a uniform guess scores about one over the number of
  other hands holding unknown cards);
* **log-lik**: the log-likelihood of the true deal under the samples'
  marginals: for each other seat and card kind, the log of the share of
  samples (add-one smoothed) giving that seat exactly as many copies as it
  holds, summed over seats and kinds, averaged over decisions (higher is
  better; 0 would be certainty);
* **passed to**: the share placed at the decisions of the seats that were
  passed cards (the bidder and its partner), where the pass can tell.

Only the seat's observation reaches the samplers; the true hands are read from
the engine's state for scoring alone.

    PYTHONPATH=. .venv/bin/python bench/placement.py --variant partnership \
        --rule pass_count=3 --deals 100 --samples 64 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop.ai.base import SeededPlayer  # noqa: E402
from pinochle_desktop.ai.knowledge.holdings import Knowledge, analyse  # noqa: E402
from pinochle_desktop.ai.knowledge.shown_meld import ShownMeld  # noqa: E402
from pinochle_desktop.ai.policy.pass_reading import PassReading  # noqa: E402
from pinochle_desktop.ai.registry import make_player  # noqa: E402
from pinochle_desktop.ai.search.expert import BidderShape  # noqa: E402
from pinochle_desktop.ai.search.inference import PlayModel, weighted_deals  # noqa: E402
from pinochle_desktop.ai.search.rollout import policy_named  # noqa: E402
from pinochle_desktop.engine.actions import Action  # noqa: E402
from pinochle_desktop.engine.cards import Card  # noqa: E402
from pinochle_desktop.engine.observation import Observation  # noqa: E402
from pinochle_desktop.engine.states.game import new_game  # noqa: E402
from pinochle_desktop.sim import (  # noqa: E402
    Position,
    build_rules,
    decision_kind,
    hand_positions,
)

Hands = list[list[Card]]


@dataclass
class Record:
    """One card decision: what the seat saw, and the hands as they really were."""

    obs: Observation
    truth: Hands


@dataclass
class Evidence:
    name: str
    meld: bool
    shape: bool
    play: bool
    passing: bool = False


EVIDENCE = (
    Evidence("hard", meld=False, shape=False, play=False),
    Evidence("+meld", meld=True, shape=False, play=False),
    Evidence("+shape", meld=False, shape=True, play=False),
    Evidence("+play", meld=False, shape=False, play=True),
    Evidence("+pass", meld=False, shape=False, play=False, passing=True),
    Evidence("all", meld=True, shape=True, play=True, passing=True),
)


def record(variant: str, overrides: list[str], deals: int, seed: int, recorder: str,
           every: int) -> list[Record]:
    """Play ``deals`` hands with ``recorder`` at every seat; keep every ``every``-th
    card decision (with at least one card played, so that play evidence exists)."""
    rules = build_rules(variant, overrides)
    positions: list[Position] = []
    for deal in range(deals):
        state = new_game(rules, seed=seed * 100_003 + deal)
        players = [make_player(recorder, seed * 1_000 + deal * 10 + s)
                   for s in range(rules.num_players)]
        positions += hand_positions(
            state, seat_chooser(players),
            lambda obs: decision_kind(obs.phase) == "card" and bool(obs.tricks or obs.trick))
    return [Record(obs, truth) for obs, truth in positions[every - 1::every]]


def seat_chooser(players: list[SeededPlayer]) -> Callable[[Observation], Action]:
    """Each seat's decision by its own player."""
    return lambda obs: players[obs.seat].choose(obs)


def draws(obs: Observation, evidence: Evidence, samples: int, rng: random.Random) -> list[Hands]:
    """The deals the card search would sample with this evidence."""
    know: Knowledge = analyse(obs)
    if evidence.meld:
        know = ShownMeld(obs, know).tighten(know)
    if evidence.passing:
        know = PassReading(obs).tighten(know)
    shape = BidderShape(obs, tries=12 if evidence.shape else 0)

    def draw() -> Hands:
        return shape.draw(know, obs, rng)

    if evidence.play:
        model = PlayModel(obs, policy_named("standard"))
        return weighted_deals(draw, model, rng, samples, samples * 8, 0.1)
    return [draw() for _ in range(samples)]


def hidden_parts(obs: Observation, truth: Hands) -> dict[int, Counter[int]]:
    """Per other seat, the cards it holds whose place this seat does not know."""
    know = analyse(obs)
    out: dict[int, Counter[int]] = {}
    for s, n in know.unknown_count.items():
        if n <= 0:
            continue
        held = Counter(int(c) for c in truth[s])
        held.subtract(Counter(int(c) for c in know.known.get(s, [])))
        out[s] = +held
    return out


def score(rec: Record, deals: list[Hands]) -> tuple[float, float, int]:
    """(share placed right, log-likelihood of the true counts, hidden cards)."""
    obs = rec.obs
    know = analyse(obs)
    truth = hidden_parts(obs, rec.truth)
    total = sum(sum(c.values()) for c in truth.values())
    if not total:
        return 1.0, 0.0, 0
    right = 0.0
    tallies: dict[tuple[int, int], Counter[int]] = {}
    for hands in deals:
        for s, true in truth.items():
            got = Counter(int(c) for c in hands[s])
            got.subtract(Counter(int(c) for c in know.known.get(s, [])))
            got = +got
            right += sum((got & true).values())
            for kind in range(24):
                tallies.setdefault((s, kind), Counter())[got[kind]] += 1
    placed = right / (total * len(deals))
    loglik = 0.0
    for s, true in truth.items():
        for kind in range(24):
            seen = tallies[(s, kind)]
            outcomes = 3  # no copy, one, two (a double deck may have more: smoothing only)
            loglik += math.log((seen[true[kind]] + 1) / (len(deals) + outcomes))
    return placed, loglik, total


def keep(path: Path, args: argparse.Namespace, argv: list[str] | None,
         results: dict[str, dict[str, float]]) -> None:
    """Add this run to the results file (atomically), replacing one of the same variant
    and rules."""
    words = list(sys.argv[1:] if argv is None else argv)
    skip = {i for i, a in enumerate(words) if a == "--record"}
    skip |= {i + 1 for i in skip}
    shown = " ".join(shlex.quote(a) for i, a in enumerate(words) if i not in skip)
    run = {"variant": args.variant, "rules": list(args.rule), "deals": args.deals,
           "samples": args.samples, "recorder": args.recorder, "seed": args.seed,
           "command": f"PYTHONPATH=. python bench/placement.py {shown}".strip(),
           "results": results}
    runs = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    runs = [r for r in runs if (r["variant"], r["rules"]) != (run["variant"], run["rules"])]
    runs.append(run)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(runs, indent=1) + "\n", encoding="utf-8")  # evidence in order
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--samples", type=int, default=64, help="sampled deals per decision")
    parser.add_argument("--every", type=int, default=4, help="keep every n-th card decision")
    parser.add_argument("--recorder", default="pro", help="the level playing the hands")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--record", metavar="FILE", default=None,
                        help="keep the figures in FILE (bench/results/placement.json feeds the "
                        "README's strength table), replacing a run of the same variant and rules")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    records = record(args.variant, args.rule, args.deals, args.seed, args.recorder, args.every)
    recorded = time.perf_counter() - started
    results: dict[str, dict[str, float]] = {}
    for evidence in EVIDENCE:
        rng = random.Random(args.seed)
        placed: list[float] = []
        logliks: list[float] = []
        began = time.perf_counter()
        passed_to: list[float] = []
        for rec in records:
            p, ll, n = score(rec, draws(rec.obs, evidence, args.samples, rng))
            if n:
                placed.append(p)
                logliks.append(ll)
                if PassReading(rec.obs).active:
                    passed_to.append(p)
        mean = sum(placed) / len(placed)
        sd = math.sqrt(sum((x - mean) ** 2 for x in placed) / max(1, len(placed) - 1))
        results[evidence.name] = {
            "placed": round(mean, 4),
            "placed_se": round(sd / math.sqrt(len(placed)), 4),
            "loglik": round(sum(logliks) / len(logliks), 2),
            "decisions": len(placed),
            "placed_passed_to": round(sum(passed_to) / len(passed_to), 4) if passed_to else 0.0,
            "decisions_passed_to": len(passed_to),
            "seconds": round(time.perf_counter() - began, 1),
        }
    if args.record:
        keep(Path(args.record), args, argv, results)
    if args.json:
        print(json.dumps({"args": vars(args), "recorded_seconds": round(recorded, 1),
                          "results": results}, indent=1))
        return 0
    print(f"placement: {args.variant} {' '.join(args.rule)}, {args.deals} deals by "
          f"{args.recorder}, {args.samples} samples at every {args.every}th card decision "
          f"(recorded in {recorded:.0f} s)")
    print(f"{'evidence':<9} {'placed':>8} {'± se':>7} {'log-lik':>9} {'decisions':>10} "
          f"{'passed to':>10} {'(n)':>5} {'s':>6}")
    for name, r in results.items():
        print(f"{name:<9} {r['placed']:>8.3f} {r['placed_se']:>7.3f} {r['loglik']:>9.2f} "
              f"{int(r['decisions']):>10} {r['placed_passed_to']:>10.3f} "
              f"{int(r['decisions_passed_to']):>5} {r['seconds']:>6.1f}")
    print("passed to: the decisions of a seat that was passed cards (the bidder and its "
          "partner)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
