"""The Expert's choice between cards: each card's values over the same sampled
deals (:class:`MoveStats`), compared sample by sample.

The policy's favourite stays unless another card is better beyond the noise
(:func:`pick_move`); sampling may stop once more samples could not change
the choice (:func:`settled`). :mod:`.expert` re-exports every name here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


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


def pick_move(stats: dict[int, MoveStats], z: float = 1.0) -> int:
    """The policy's favourite move unless another is better beyond the noise.

    Each sample scores every move, so moves are compared by their paired
    differences; a move replaces the favourite only when its mean advantage
    exceeds ``z`` standard errors of that difference.
    """
    default = max(stats, key=lambda c: (stats[c].votes, stats[c].mean, -c))
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
            best, best_gain = card, mean
    return best


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


#: with early stopping, the first check comes after twice this many samples
#: and then after every this many more
SETTLE_STEP = 64


__all__ = ["SETTLE_STEP", "MoveStats", "paired_difference", "pick_move", "settled"]
