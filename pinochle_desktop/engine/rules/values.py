"""What each card is worth in the tricks under the rules in force, trump included.

The one place the trick points of a card are decided: the running tally, the
hand's score, the trick events, the fast search model, the hint and the
computer players all read :func:`card_values` (or :func:`points_of` over it).
A scoring option that changes what a card is worth is written here and
nowhere else.

The rules are described by :class:`CountingRules` (the fields read here), so
that :class:`~.ruleset.RuleSet` can call this module without an import circle.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ..cards import SuitLike, deck_copies, deck_faces, to_suit
from .choices import COUNT_VALUES

#: 24 trick points, one per card id (suit * 6 + rank)
CardValues = tuple[int, ...]


class CountingRules(Protocol):
    """The rule fields that decide what cards are worth."""

    @property
    def count_method(self) -> int: ...
    @property
    def deck(self) -> str: ...
    @property
    def last_trick_bonus(self) -> int: ...


def _values(rules: CountingRules, trump: int) -> CardValues:
    """The definition: the count method's value of each rank, in every suit
    (``trump`` is -1 before trump is named)."""
    ranks = COUNT_VALUES[rules.count_method]
    return tuple(ranks[c % 6] for c in range(24))


#: values made so far, by (id of the rules, trump): (the rules, their values); a
#: RuleSet is frozen, and hashing one (all its fields) would cost more than the lookup
_CACHE: dict[tuple[int, int], tuple[CountingRules, CardValues]] = {}


def card_values(rules: CountingRules, trump: SuitLike | None = None) -> CardValues:
    """What each card id is worth in the tricks under ``rules`` with ``trump``
    (None: before trump is named, or where trump does not matter)."""
    t = -1 if trump is None else int(to_suit(trump))
    key = (id(rules), t)
    entry = _CACHE.get(key)
    if entry is not None and entry[0] is rules:
        return entry[1]
    values = _values(rules, t)
    if len(_CACHE) >= 1024:
        _CACHE.clear()
    _CACHE[key] = (rules, values)
    return values


def points_of(cards: Iterable[int], values: CardValues) -> int:
    """The trick points of ``cards`` (copies counted each time) by ``values``."""
    return sum([values[c] for c in cards])


def total_trick_points(rules: CountingRules, trump: SuitLike | None = 0) -> int:
    """Every counter in the deck plus the last-trick bonus (250 on 48 cards)."""
    values = card_values(rules, trump)
    return deck_copies(rules.deck) * sum(values[c] for c in deck_faces(rules.deck)) + (
        rules.last_trick_bonus
    )


__all__ = [
    "CardValues",
    "CountingRules",
    "card_values",
    "points_of",
    "total_trick_points",
]
