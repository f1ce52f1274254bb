"""First lessons: one prepared hand per variant, and the steps a lesson stops at.

A lesson is a single hand of a variant, dealt from a fixed deal number chosen
so that the person's cards teach something (a clear meld and a sensible bid;
``bench/lesson_seeds.py`` finds and checks them), with computer players around
the person seeded from the lesson. Its steps are keyed by what happens at the
table (the person's first bid, trump named, meld shown, the first trick...),
each recognised from the person's observation alone, so a lesson follows
whatever the person does. The suggested move at each of the person's turns is a
the strongest level's :class:`~.base.Decision`, reason included, as the hint
suggests it (:func:`advise`);
the words of each step are the window's.

Adding a variant is one entry in :data:`LESSONS`; the steps come from its rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..engine.observation import Observation
from ..engine.phase import Phase
from ..engine.rules.presets import preset
from ..engine.rules.ruleset import RuleSet
from .base import Decision, SeededPlayer
from .registry import make_player, strongest_level

#: the level around the person
OTHERS = "standard"
#: the adviser's seed (its decisions depend on it and on the public position only)
ADVISER_SEED = 4242
#: finished tricks after which the lesson leaves the person to play on
FEW_TRICKS = 3

#: the steps of a hand with an auction, in the order they come; a lesson keeps
#: those its rules have (:func:`steps_for`)
AUCTION_STEPS = ("deal", "your_bid", "contract", "widow", "your_trump", "trump", "your_pass",
                 "your_bury", "meld", "your_declare", "your_card", "first_trick", "few_tricks",
                 "hand_over")
#: the steps of classic two-handed pinochle (no auction; meld after a trick won)
CLASSIC_STEPS = ("deal", "classic_card", "first_trick", "classic_meld", "classic_dix",
                 "few_tricks", "phase_two", "hand_over")


def _turn(phase: Phase) -> Callable[[Observation], bool]:
    """It is the person's move in ``phase``."""
    return lambda o: o.phase == phase and o.current_player == o.seat


_OVER = (Phase.HAND_OVER, Phase.GAME_OVER)

#: when each step is due, from the person's observation; a step at the person's
#: turn (:data:`TURN_STEPS`) holds only then, every other one from its moment on
TRIGGERS: dict[str, Callable[[Observation], bool]] = {
    "deal": lambda o: True,
    "your_bid": _turn(Phase.BID),
    "contract": lambda o: o.bidder is not None and o.contract is not None,
    "widow": lambda o: o.widow is not None and o.bidder is not None,
    "your_trump": _turn(Phase.TRUMP),
    "trump": lambda o: o.trump is not None and o.bidder is not None,
    "your_pass": _turn(Phase.PASS),
    "your_bury": _turn(Phase.BURY),
    "meld": lambda o: any(m is not None for m in o.melds),
    "your_declare": _turn(Phase.DECLARE),
    "your_card": _turn(Phase.PLAY),
    "first_trick": lambda o: len(o.tricks) >= 1,
    "few_tricks": lambda o: len(o.tricks) >= FEW_TRICKS and o.phase not in _OVER,
    "hand_over": lambda o: o.phase in _OVER,
    "classic_card": _turn(Phase.CLASSIC_TRICK),
    "classic_meld": _turn(Phase.CLASSIC_MELD),
    "classic_dix": _turn(Phase.CLASSIC_DIX),
    "phase_two": lambda o: o.phase == Phase.PLAY,
}
#: the steps shown at the person's turn: the table waits for their move, and the
#: move suggested is shown with the step
TURN_STEPS = frozenset({"your_bid", "your_trump", "your_pass", "your_bury", "your_declare",
                        "your_card", "classic_card", "classic_meld", "classic_dix"})


def steps_for(rules: RuleSet) -> tuple[str, ...]:
    """The steps a hand under ``rules`` can come to, in order."""
    if rules.style == "classic":
        return CLASSIC_STEPS
    skip = set()
    if not rules.widow_size or rules.widow_mode != "shown":
        skip.add("widow")
    if not rules.pass_count:
        skip.add("your_pass")
    if not rules.widow_size or rules.widow_mode not in ("shown", "blind"):
        skip.add("your_bury")
    if not rules.allow_concede:
        skip.add("your_declare")
    return tuple(step for step in AUCTION_STEPS if step not in skip)


@dataclass(frozen=True)
class Lesson:
    """One prepared hand: the variant's standard rules, dealt from ``seed``."""

    #: the preset played (also the lesson's name)
    variant: str
    #: the deal number: the same number deals the same cards from the same dealer
    seed: int
    #: the person's seat
    seat: int = 0
    #: the level of the computer players around the person
    others: str = OTHERS

    @property
    def rules(self) -> RuleSet:
        return preset(self.variant)

    @property
    def steps(self) -> tuple[str, ...]:
        return steps_for(self.rules)

    def players(self, kind: str | None = None) -> dict[int, SeededPlayer]:
        """The computer players around the person, seeded from the lesson
        (``kind``: another level than :attr:`others`)."""
        level = kind or self.others
        return {seat: make_player(level, seed=self.seed * 31 + seat)
                for seat in range(self.rules.num_players) if seat != self.seat}

    def make_adviser(self, kind: str | None = None) -> SeededPlayer:
        """The player whose decisions are suggested: the strongest level, as the hint's
        (``kind``: another level)."""
        return make_player(kind or strongest_level(), seed=ADVISER_SEED)


#: the lessons offered, in the order shown. The deal numbers were chosen with
#: ``bench/lesson_seeds.py``: following the adviser, the person wins the auction,
#: makes the contract and meets every step of the lesson.
#:
#: * partnership, deal 37: a run in clubs, a pinochle and the dix (200 with clubs
#:   as trump); the partner opens the bidding, and the hand is made at 260;
#: * three-handed, deal 9: the person bids first holding ten, ten, king, queen, jack
#:   of diamonds; the widow brings the ace of diamonds, so a run (210 in all);
#: * two-handed, deal 13: the king of diamonds is turned up, so the person's nine of
#:   diamonds (the dix) exchanges for it; the person melds after the first trick.
LESSONS: dict[str, Lesson] = {lesson.variant: lesson for lesson in (
    Lesson("partnership", seed=37),
    Lesson("three_handed", seed=9),
    Lesson("two_handed", seed=13),
)}


def due_steps(steps: Iterable[str], obs: Observation, shown: Iterable[str]) -> list[str]:
    """The steps of ``steps`` not yet ``shown`` that are due now, in order."""
    done = set(shown)
    return [step for step in steps if step not in done and TRIGGERS[step](obs)]


def advise(player: SeededPlayer, obs: Observation) -> Decision:
    """The adviser's decision for the person (run off the GUI thread, maybe in a
    worker process: a module-level function, so it travels there)."""
    return player.decide(obs)


__all__ = ["AUCTION_STEPS", "CLASSIC_STEPS", "FEW_TRICKS", "LESSONS", "OTHERS",
           "TRIGGERS", "TURN_STEPS", "Lesson", "advise", "due_steps", "steps_for"]
