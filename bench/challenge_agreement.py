"""The challenge's Expert against ``pinochle-sim``: the same points for the same deals.

For each variant and deal, plays the deal with the challenge's Expert (its shipped
kind, ``ai.challenge.EXPERT_KIND``, with worker processes as the game runs it) in
seat 0 and a level around it, as the game's Expert replay does
(``ai.challenge.play_deal``), then runs the ``pinochle-sim`` command that should
play the same hand, in a process of its own, and prints both results, whether
they agree, and the seconds each replay took.

    python bench/challenge_agreement.py --variants partnership,three_handed,two_handed \
        --deals 3 --series 2718 --level standard
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default="partnership,three_handed,two_handed")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--series", type=int, default=2718)
    parser.add_argument("--level", default="standard")
    args = parser.parse_args(argv)

    from pinochle_desktop.ai.challenge import EXPERT_KIND, play_deal, with_expert
    from pinochle_desktop.ai.tasks import ProcessPool
    from pinochle_desktop.engine import preset

    pool = ProcessPool()
    disagreements = 0
    try:
        for variant in args.variants.split(","):
            rules = preset(variant)
            kinds = with_expert([args.level] * rules.num_players, 0, EXPERT_KIND)
            for deal in range(args.deals):
                start = time.perf_counter()
                ours = play_deal(rules, args.series, deal, kinds, 0, pool)
                seconds = time.perf_counter() - start
                command = [sys.executable, "-m", "pinochle_desktop.sim", "--variant", variant,
                           "--players", ",".join(kinds), "--seed", str(args.series),
                           "--first", str(deal), "--deals", "1", "--json", "--per-deal"]
                out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
                (hand,) = json.loads(out)["hands"]
                theirs = [int(p) for p in hand["points"]]
                same = list(ours.deltas) == theirs and ours.contract == hand["contract"]
                disagreements += not same
                print(f"{variant:13} deal {deal}: challenge {list(ours.deltas)} "
                      f"sim {theirs} {'same' if same else 'DIFFERENT'} "
                      f"(Expert replay {seconds:.1f} s)", flush=True)
    finally:
        pool.shutdown()
    print(f"{disagreements} deals disagree")
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
