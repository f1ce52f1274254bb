"""The Expert's choice between cards: each card's values over the same sampled
deals (:class:`MoveStats`), compared sample by sample.

The policy's favourite stays unless another card is better beyond the noise
(:func:`pick_move`; a card ahead on only a few deals that differ must be
:func:`confirmed` on an independent second sample); sampling may stop once
more samples could not change the choice (:func:`settled`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.observation import Observation
from ...engine.text import QT_TRANSLATE_NOOP, Text, translate
from ..base import Decision
from ..policy.reasons import card_words, stated


@dataclass
class MoveStats:
    """Per-sample values of one move (samples are shared by all moves: paired)."""

    values: list[float] = field(default_factory=list)
    #: samples in which the playout policy itself would choose this move
    votes: int = 0

    @property
    def total(self) -> float:
        return sum(self.values)

    @property
    def count(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else -math.inf

    def merge(self, other: MoveStats) -> None:
        self.values.extend(other.values)
        self.votes += other.votes


def paired_difference(values: list[float], base: list[float]) -> tuple[float, float]:
    """Mean of ``values`` less ``base`` sample by sample, and its standard error
    (at least two samples)."""
    n = len(base)
    diffs = [a - b for a, b in zip(values, base, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def favourite(stats: dict[int, MoveStats]) -> int:
    """The move the playout policy itself chose in the most samples."""
    return max(stats, key=lambda c: (stats[c].votes, stats[c].mean, -c))


def differing(values: list[float], base: list[float]) -> int:
    """In how many samples two moves came out differently."""
    return sum(1 for a, b in zip(values, base, strict=True) if a != b)


def pick_move(stats: dict[int, MoveStats], z: float = 1.0, min_differ: int = 0) -> int:
    """The policy's favourite move unless another is better beyond the noise.

    Each sample scores every move, so moves are compared by their paired
    differences; a move replaces the favourite only when its mean advantage
    exceeds ``z`` standard errors of that difference, and the two moves came
    out differently in at least ``min_differ`` samples (a mean over a handful
    of deals that differ, among hundreds that do not, is mostly noise: the
    Expert confirms such a move on a second sample instead).
    """
    default = favourite(stats)
    best = default
    best_gain = 0.0
    base = stats[default].values
    n = len(base)
    if n < 2:
        return max(stats, key=lambda c: (stats[c].mean, -c))
    for card, st in stats.items():
        if card == default:
            continue
        mean, error = paired_difference(st.values, base)
        if mean > z * error and mean > best_gain:
            if min_differ and differing(st.values, base) < min_differ:
                continue
            best, best_gain = card, mean
    return best


def confirmed(stats: dict[int, MoveStats], move: int, against: int, z: float) -> bool:
    """Whether ``move`` beats ``against`` by more than ``z`` standard errors in
    ``stats`` (an independent second sample)."""
    if move not in stats or against not in stats or stats[against].count < 2:
        return False
    mean, error = paired_difference(stats[move].values, stats[against].values)
    return mean > z * error


def settled(stats: dict[int, MoveStats], z: float, margin: float) -> bool:
    """Whether more samples could change :func:`pick_move`'s choice.

    Settled when every other move is behind the chosen one by more than
    ``margin`` standard errors of the paired difference, or level with it on
    every sample (an equivalent card).
    """
    pick = pick_move(stats, z)
    base = stats[pick].values
    n = len(base)
    if n < 2:
        return False
    for card, st in stats.items():
        if card == pick:
            continue
        mean, error = paired_difference(st.values, base)
        if error == 0.0 and mean == 0.0:
            continue
        if mean + margin * error >= 0.0:
            return False
    return True


#: what the search found, by the key a :class:`~..base.Decision` carries
SEARCH_REASONS: dict[str, Text] = {
    "search_best": QT_TRANSLATE_NOOP(
        "Reasons", "Best of {cards} cards tried over {deals}, about {margin} points better "
        "than the next ({next})."),
    "search_level": QT_TRANSLATE_NOOP(
        "Reasons", "Best of {cards} cards tried over {deals}, level with the next ({next}) "
        "within a point."),
    "search_confirmed": QT_TRANSLATE_NOOP(
        "Reasons", "Best of {cards} cards tried over {deals}, about {margin} points better "
        "than the next ({next}), and ahead of the playout policy's choice again on a "
        "second {second}."),
    "search_favourite": QT_TRANSLATE_NOOP(
        "Reasons", "Of {cards} cards tried over {deals}, the playout policy's own choice; "
        "the {better} scored about {margin} points more, too little to trust over the "
        "noise."),
    "search_even": QT_TRANSLATE_NOOP(
        "Reasons", "Of {cards} cards tried over {deals}, level within a point with the best "
        "of the others ({next})."),
    "search_steadier": QT_TRANSLATE_NOOP(
        "Reasons", "Of {cards} cards tried over {deals}, the {better} scored about {margin} "
        "points more, but on too few deals that came out differently to trust; this card "
        "is ahead on enough of them."),
    "search_solved": QT_TRANSLATE_NOOP(
        "Reasons", "Solved exactly, every unseen card placed: best of {cards} cards, "
        "{margin} points better than the next ({next})."),
    "search_solved_level": QT_TRANSLATE_NOOP(
        "Reasons", "Solved exactly, every unseen card placed: best of {cards} cards, level "
        "with the next ({next})."),
}


def _deals(n: int) -> Text:
    return translate("Reasons", "%n sampled deal(s)", None, n)


def search_reason(stats: dict[int, MoveStats], pick: int,
                  second: dict[int, MoveStats] | None = None) -> tuple[Text, str]:
    """Why the search plays ``pick``: how many cards it tried over how many deals and
    its lead over the next card (paired, from ``stats`` as the search left them);
    ``second``: the independent sample that confirmed it, if one was drawn."""
    chosen = stats[pick]
    others = [c for c in stats if c != pick]
    n = chosen.count
    fields: dict[str, object] = {"cards": len(stats), "deals": _deals(n)}
    if not others or n == 0:
        return SEARCH_REASONS["search_best"].format(margin=0, next="-", **fields), "search_best"
    best_other = max(others, key=lambda c: (stats[c].mean, -c))
    if n >= 2:
        lead = paired_difference(chosen.values, stats[best_other].values)[0]
    else:
        lead = chosen.mean - stats[best_other].mean
    fields["next"] = fields["better"] = card_words(Card(best_other))
    fields["margin"] = round(abs(lead))
    if n == 1:
        rule = "search_solved" if round(lead) else "search_solved_level"
    elif lead < 0 and not round(lead):
        rule = "search_even"
    elif lead < 0:
        rule = "search_favourite" if pick == favourite(stats) else "search_steadier"
    elif second is not None and pick in second:
        rule = "search_confirmed"
        fields["second"] = _deals(second[pick].count)
    else:
        rule = "search_best" if round(lead) else "search_level"
    return SEARCH_REASONS[rule].format(**fields), rule


def search_decision(obs: Observation, stats: dict[int, MoveStats], pick: int,
                    second: dict[int, MoveStats] | None = None) -> Decision:
    """Playing ``pick``, with :func:`search_reason` stated."""
    reason, rule = search_reason(stats, pick, second)
    return stated(Decision(Action.play(Card(pick)), reason, rule), obs)


#: with early stopping, the first check comes after twice this many samples
#: and then after every this many more
SETTLE_STEP = 64


__all__ = [
    "SEARCH_REASONS",
    "SETTLE_STEP",
    "MoveStats",
    "confirmed",
    "differing",
    "favourite",
    "paired_difference",
    "pick_move",
    "search_decision",
    "search_reason",
    "settled",
]
