"""How fast the engine plays, on one core: the figures the computer players live by.

Prints (a) random play-phase playouts per second with the fast trick model
(``engine.play.fast``; copying the start position is part of every playout),
(b) random whole hands per second through the full state machine
(``new_game`` then random legal actions until the hand is scored) and (c) meld
totals per second, by the speed copy the players' bidding uses (``meld_total``)
and by the itemised meld (``score_meld``): what keeping the copy saves.

    python bench/engine_speed.py [--seconds S] [--seed N] [--json]
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pinochle_desktop.engine import Action, BaseState, Phase, make_deck, new_game, preset  # noqa: E402
from pinochle_desktop.engine.meld.auction import meld_total, score_meld  # noqa: E402
from pinochle_desktop.engine.play import fast as fp  # noqa: E402

PLAYOUT_PRESETS = ("partnership", "double_deck")
HAND_PRESETS = ("partnership", "double_deck", "two_handed")
#: the speed the computer players were designed around (partnership playouts)
PLAYOUT_TARGET = 20_000


def timed(step: Callable[[], int], seconds: float) -> float:
    """Call ``step`` (which returns how many units it did) for ``seconds``; units/s."""
    step()  # warm up caches and tables
    done = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        done += step()
        elapsed = time.perf_counter() - start
    return done / elapsed


def playouts_per_second(name: str, seconds: float, seed: int) -> float:
    """Random playouts of fresh hands (dealt beforehand, 64 different deals)."""
    rules = preset(name)
    rng = random.Random(seed)
    players = list(range(rules.num_players))
    k = rules.hand_size
    positions = []
    for _ in range(64):
        deck = make_deck(rules.deck)
        rng.shuffle(deck)
        hands = [deck[i * k : (i + 1) * k] for i in players]
        leader = rng.choice(players)
        positions.append(
            fp.from_hands(rules, hands, rng.randrange(4), players, leader=leader,
                          first_lead=True)
        )
    playout = fp.random_playout

    def step() -> int:
        for pos in positions:
            playout(pos, rng)
        return len(positions)

    return timed(step, seconds)


def random_action(state: BaseState, rng: random.Random) -> Action:
    """Pass or the minimum bid at even odds; play the hand out; otherwise any legal action."""
    legal = state.legal_actions()
    if state.phase == Phase.BID:
        # legal bids come in increasing order after the pass: the first is the minimum
        lowest = next((a for a in legal if a.kind == "bid"), None)
        passes = legal[:1] if legal[0].kind == "pass" else []
        return rng.choice(([lowest] if lowest is not None else []) + passes)
    if any(a.kind == "play_hand" for a in legal):
        return next(a for a in legal if a.kind == "play_hand")
    return rng.choice(legal)


def hands_per_second(name: str, seconds: float, seed: int) -> float | None:
    """Whole hands through the state machine, from ``new_game`` to the hand's score.

    None when the variant cannot be started yet (``new_game`` raises).
    """
    rules = preset(name)
    try:
        new_game(rules, seed=seed)
    except Exception:
        return None
    rng = random.Random(seed)

    def step() -> int:
        state = new_game(rules, seed=rng.getrandbits(48))
        for _ in range(100_000):
            if state.hand_number > 0 or state.is_terminal:
                return 1
            state.apply(random_action(state, rng))
        raise RuntimeError(f"{name}: a hand did not finish")

    return timed(step, seconds)


def melds_per_second(seconds: float, seed: int, itemised: bool) -> float:
    """Meld totals of random partnership hands (12 cards, each suit as trump)."""
    rules = preset("partnership")
    rng = random.Random(seed)
    deck = make_deck(rules.deck)
    hands = [rng.sample(deck, rules.hand_size) for _ in range(64)]

    def step() -> int:
        for hand in hands:
            for suit in range(4):
                if itemised:
                    score_meld(hand, suit, rules).total  # noqa: B018
                else:
                    meld_total(hand, suit, rules)
        return 4 * len(hands)

    return timed(step, seconds)


def label(name: str) -> str:
    return f"{name} ({preset(name).deck_size} cards)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure (3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    say = (lambda _text: None) if args.json else print

    playouts: dict[str, float] = {}
    for name in PLAYOUT_PRESETS:
        playouts[name] = playouts_per_second(name, args.seconds, args.seed)
        say(f"playouts/s {label(name)}: {playouts[name]:,.0f}")
    hands: dict[str, float | None] = {}
    for name in HAND_PRESETS:
        try:
            hands[name] = hands_per_second(name, args.seconds, args.seed)
        except Exception as exc:  # a variant still being written must not stop the bench
            hands[name] = None
            say(f"hands/s {name}: failed ({type(exc).__name__}: {exc})")
            continue
        rate = hands[name]
        say(f"{name}: not available yet" if rate is None
            else f"hands/s {label(name)}: {rate:,.0f}")

    melds = {
        "meld_total": melds_per_second(args.seconds, args.seed, itemised=False),
        "score_meld": melds_per_second(args.seconds, args.seed, itemised=True),
    }
    for name, rate in melds.items():
        say(f"meld totals/s by {name}: {rate:,.0f}")

    main_rate = playouts["partnership"]
    state_rate = hands.get("partnership")
    if args.json:
        print(json.dumps({
            "seconds_per_figure": args.seconds,
            "python": platform.python_version(),
            "playouts_per_second": {k: round(v) for k, v in playouts.items()},
            "hands_per_second": {k: None if v is None else round(v) for k, v in hands.items()},
            "meld_totals_per_second": {k: round(v) for k, v in melds.items()},
            "playout_target": PLAYOUT_TARGET,
            "target_met": main_rate >= PLAYOUT_TARGET,
        }))
        return 0
    print()
    print("summary:")
    verdict = "met" if main_rate >= PLAYOUT_TARGET else "NOT met"
    print(f"  partnership playouts {main_rate:,.0f}/s on one core: "
          f"target {PLAYOUT_TARGET:,}/s {verdict}")
    if state_rate:
        print(f"  a fast playout costs 1/{main_rate / state_rate:,.0f} of a state-machine hand "
              "(which also deals, bids and melds)")
    missing = [k for k, v in hands.items() if v is None]
    if missing:
        print(f"  not measured: {', '.join(missing)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
