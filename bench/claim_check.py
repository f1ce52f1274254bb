"""What the claim check costs the GUI thread after each move, early and late in a
long game: mean milliseconds per move.

After every move of the trick play the table asks, in the background, whether
a seat may claim the rest. What it does on the GUI thread to ask is measured
here two ways, on the same positions:

* ``whole game``: a private copy of the whole game (``state.clone()``), which is
  what the table handed the background search before; it grows with every move
  of the game so far;
* ``one hand``: :func:`~pinochle_desktop.ui.play.claim.claim_question`, the current
  hands and trick and the claimants' observations, which is what it hands over
  now; it stays the size of one hand.

The games are the never-ending stakes game (``auction_stakes``, four at the
table, ``stakes_rounds`` 0: played until the players stop) played with random
legal moves up to about each move count given, then measured over the next
hand's trick play (every move of it, and separately the moves with few enough
cards left for a claim to be looked for). Each move's question is asked once
(``--repeats``), as the table does: the observations' caches are as cold as
they are then.

    python bench/claim_check.py [--moves 1000,70000] [--repeats N] [--copies N] [--json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pinochle_desktop.engine import Phase, State, new_game, preset  # noqa: E402
from pinochle_desktop.ui.play.claim import MAX_CARDS_PER_HAND, claim_question  # noqa: E402


def random_move(state: State, rng: random.Random) -> None:
    legal = state.legal_actions()
    if state.phase == Phase.BID:  # a quick auction: the lowest bid or a pass
        legal = [a for a in legal if a.kind == "bid"][:1] + [
            a for a in legal if a.kind == "pass"]
    state.apply(rng.choice(legal))


def game_of(moves: int, seed: int = 1) -> tuple[State, random.Random]:
    """A stakes game played at random for at least ``moves`` moves, stopped at the
    start of a hand's trick play."""
    rules = dataclasses.replace(preset("auction_stakes"), stakes_rounds=0)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while len(state.log) < moves or not (state.phase == Phase.PLAY and not state.tricks
                                          and not state.trick):
        if state.is_terminal:
            raise SystemExit("the stakes game ended")
        random_move(state, rng)
    return state, rng


def _ms(fn: object, repeats: int) -> float:
    assert callable(fn)
    start = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - start) * 1000 / repeats


def per_move(state: State, rng: random.Random, repeats: int,
             copies: int) -> dict[str, list[float]]:
    """Milliseconds per move of this hand's trick play, each way: every move and
    the moves a claim is looked for at. The whole game is copied at ``copies``
    moves spread over the hand, once each (it is slow late in a long game)."""
    out: dict[str, list[float]] = {"clone": [], "question": [], "clone_near": [],
                                   "question_near": []}
    hand = state.hand_number
    step = max(1, state.rules.hand_size * len(state.active_seats) // copies)
    index = 0
    while state.hand_number == hand and state.phase == Phase.PLAY:
        seats = list(state.active_seats)
        near = max(len(h) for h in state.hands) <= MAX_CARDS_PER_HAND
        ms = _ms(lambda seats=seats: claim_question(state, seats), repeats)
        out["question"].append(ms)
        if near:
            out["question_near"].append(ms)
        if index % step == 0:
            ms = _ms(state.clone, 1)
            out["clone"].append(ms)
            if near:
                out["clone_near"].append(ms)
        index += 1
        random_move(state, rng)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", default="1000,70000",
                        help="game lengths to measure at, comma-separated")
    parser.add_argument("--repeats", type=int, default=1,
                        help="times the one-hand question is asked per move")
    parser.add_argument("--copies", type=int, default=6,
                        help="moves of the hand the whole game is copied at, once each")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for moves in (int(m) for m in args.moves.split(",")):
        start = time.perf_counter()
        state, rng = game_of(moves)
        built = time.perf_counter() - start
        length = len(state.log)
        times = per_move(state, rng, args.repeats, args.copies)
        rows.append({
            "moves": length,
            "hands": state.hand_number + 1,
            "whole_game_ms": statistics.mean(times["clone"]),
            "one_hand_ms": statistics.mean(times["question"]),
            "one_hand_median_ms": statistics.median(times["question"]),
            "whole_game_near_ms": statistics.mean(times["clone_near"] or [math.nan]),
            "one_hand_near_ms": statistics.mean(times["question_near"]),
            "build_s": built,
        })
    if args.json:
        print(json.dumps({"python": platform.python_version(), "rows": rows}, indent=2))
        return
    print(f"Claim check on the GUI thread, ms per move (Python {platform.python_version()})")
    print("  the moves with <= 6 cards a hand (a claim is looked for) in brackets;")
    print("  one hand's median beside its mean (the mean catches the odd garbage collection,")
    print("  which walks the whole game's objects whoever allocates)")
    print(f"{'moves':>8} {'hands':>6} {'whole game':>11} {'one hand':>9} {'median':>8}"
          f" {'(whole game':>12} {'one hand)':>10}")
    for r in rows:
        print(f"{r['moves']:>8} {r['hands']:>6} {r['whole_game_ms']:>11.3f} "
              f"{r['one_hand_ms']:>9.3f} {r['one_hand_median_ms']:>8.3f} "
              f"{r['whole_game_near_ms']:>12.3f} {r['one_hand_near_ms']:>10.3f}")

if __name__ == "__main__":
    main()
