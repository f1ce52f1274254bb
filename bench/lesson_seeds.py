"""Deal numbers for the first lessons: which deals teach the most with the lesson's players.

For each variant, deals ``1..--seeds`` are played out as the lesson plays them
(``ai/lessons.py``: the lesson's computer players around the person, the person
moving as the lesson's adviser suggests), and each deal is checked:

* every step of the lesson comes up (the person bids, wins the auction, names
  trump, buries or declares where the rules have it, plays the first tricks);
* auction: the person's side makes the contract; the person's meld has more than
  one kind and is worth 60 or more (a clear meld and a sensible bid);
* two-handed: the person melds in the first tricks, holds the dix and wins the hand.

It prints the deals that pass, with the person's hand and meld, so one can be
chosen for ``LESSONS``; ``--check`` only checks the deal numbers the registry holds.

    PYTHONPATH=. .venv/bin/python bench/lesson_seeds.py --seeds 60
    PYTHONPATH=. .venv/bin/python bench/lesson_seeds.py --check
"""

from __future__ import annotations

import argparse
import dataclasses
from dataclasses import dataclass, field

from pinochle_desktop.ai.lessons import LESSONS, Lesson, advise, due_steps
from pinochle_desktop.engine import Phase, format_cards, new_game, score_meld, sort_hand

#: the tricks by which a two-handed lesson's person should have melded
EARLY = 4


@dataclass
class Played:
    """What one deal of a lesson showed, played out with the adviser's moves."""

    seed: int
    hand: str
    steps: list[str] = field(default_factory=list)
    bidder: int | None = None
    contract: int | None = None
    made: bool = False
    meld: int = 0
    kinds: list[str] = field(default_factory=list)
    first_meld_trick: int | None = None
    won: bool = False

    def good(self, lesson: Lesson) -> bool:
        if set(self.steps) != set(lesson.steps):
            return False
        if lesson.rules.style == "classic":
            return (self.won and self.first_meld_trick is not None
                    and self.first_meld_trick <= EARLY)
        return (self.bidder == lesson.seat and self.made and self.meld >= 60
                and len(self.kinds) > 1)


def play(lesson: Lesson) -> Played:
    """The lesson's hand, the person moving as the adviser suggests."""
    rules = lesson.rules
    state = new_game(rules, seed=lesson.seed)
    players = lesson.players()
    adviser = lesson.make_adviser()
    seat = lesson.seat
    start = state.observation(seat)
    out = Played(lesson.seed, format_cards(sort_hand(start.hand)))
    for _ in range(2000):
        obs = state.observation(seat)
        out.steps += due_steps(lesson.steps, obs, out.steps)
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        mover = state.current_player
        assert mover is not None
        if mover == seat:
            action = advise(adviser, obs).action
            if action.kind == "meld" and out.first_meld_trick is None:
                out.first_meld_trick = len(obs.tricks)
        else:
            action = players[mover].choose(state.observation(mover))
        state.apply(action)
    result = state.history[-1]
    side = rules.side_of(seat)
    out.bidder, out.contract = result.bidder, result.contract
    out.made = bool(result.made) and result.bidding_side == side
    out.won = result.deltas[side] == max(result.deltas)
    obs = state.observation(seat)
    shown = obs.melds[seat] if seat < len(obs.melds) else None
    if shown:
        out.meld = int(shown.get("total", 0))
        out.kinds = [str(m.get("name")) for m in shown.get("melds", [])]
    elif obs.trump is not None and rules.style != "classic":
        meld = score_meld(state.observation(seat).hand, obs.trump, rules)
        out.meld, out.kinds = meld.total, [item.name for item in meld.melds]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40, help="deal numbers 1..N tried")
    parser.add_argument("--variant", action="append", help="only these (default: every lesson)")
    parser.add_argument("--check", action="store_true",
                        help="check the registry's deal numbers only")
    args = parser.parse_args(argv)
    failed = 0
    for name, lesson in LESSONS.items():
        if args.variant and name not in args.variant:
            continue
        seeds = [lesson.seed] if args.check else range(1, args.seeds + 1)
        print(f"== {name} (steps: {', '.join(lesson.steps)})")
        found = 0
        for seed in seeds:
            played = play(dataclasses.replace(lesson, seed=seed))
            ok = played.good(lesson)
            if ok or args.check:
                found += ok
                print(f"deal {seed}: {'good' if ok else 'NOT GOOD'}; hand {played.hand}; "
                      f"bidder {played.bidder} contract {played.contract} made {played.made}; "
                      f"meld {played.meld} {played.kinds}; first meld at trick "
                      f"{played.first_meld_trick}; won {played.won}; steps {played.steps}")
        if args.check and not found:
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
