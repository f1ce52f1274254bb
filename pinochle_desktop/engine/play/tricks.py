"""Trick rules: which cards may be played, who wins, what a trick is worth."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ..cards import Card, Suit, SuitLike, parse_cards, to_suit
from ..events import Dealt, Event, TrickWon, TrumpNamed
from ..rules.ruleset import RuleSet
from ..rules.values import card_values, points_of
from ..text import QT_TRANSLATE_NOOP
from .trick import HEADING, SUIT_MASK, Trick, head_code, legal_mask, mask_of, winning_index

#: a card refused for no reason the rules name
NOT_NOW = QT_TRANSLATE_NOOP("Refusals", "That card may not be played now.")


def _suit_id(trump: SuitLike) -> int:
    return trump if type(trump) is int else int(to_suit(trump))


def trick_winner(trick: Sequence[int], trump: SuitLike) -> int:
    """Index of the winning card: highest trump, else highest of the led suit.

    Of two identical cards the first played wins.
    """
    return winning_index(trick, _suit_id(trump))


def _legal(
    hand: Iterable[Card],
    trick_so_far: Sequence[Card],
    trump: int,
    rules: RuleSet,
    first_lead: bool,
    head_rule: str | None,
) -> tuple[list[Card], int]:
    """The distinct cards of ``hand`` in hand order, and the legal ones' mask."""
    cards = list(dict.fromkeys(hand))
    now = Trick.of(enumerate(trick_so_far), trump)
    mask = legal_mask(
        mask_of(cards),
        now.lead,
        now.win,
        now.best,
        trump,
        head_code(head_rule or rules.head_rule),
        rules.must_trump,
        first_lead and rules.first_lead_trump,
    )
    return cards, mask


def legal_plays(
    hand: Iterable[Card],
    trick_so_far: Sequence[Card],
    trump: SuitLike,
    rules: RuleSet,
    *,
    first_lead: bool = False,
    head_rule: str | None = None,
) -> list[Card]:
    """The distinct cards of ``hand`` that may be played now (in hand order).

    ``first_lead`` is the bidder's first lead of the hand (``first_lead_trump``);
    ``head_rule`` overrides ``rules.head_rule`` (two-handed phase 2). The
    rules themselves are :func:`.trick.legal_mask`'s.
    """
    cards, mask = _legal(hand, trick_so_far, _suit_id(trump), rules, first_lead, head_rule)
    return [c for c in cards if mask >> c & 1]


def why_illegal(
    card: Card,
    hand: Iterable[Card],
    trick_so_far: Sequence[Card],
    trump: SuitLike,
    rules: RuleSet,
    *,
    first_lead: bool = False,
    head_rule: str | None = None,
) -> str | None:
    """A sentence saying why ``card`` may not be played, or None if it may."""
    hand = list(hand)
    if card not in hand:
        return QT_TRANSLATE_NOOP("Refusals", "{card} is not in your hand.").format(card=card.label)
    t = _suit_id(trump)
    _cards, mask = _legal(hand, trick_so_far, t, rules, first_lead, head_rule)
    if mask >> card & 1:
        return None
    suit = Suit(t)
    if not trick_so_far:
        return QT_TRANSLATE_NOOP("Refusals", "The first lead must be trump: play a {suit}.").format(
            suit=suit.singular)
    led = trick_so_far[0].suit
    if mask & SUIT_MASK[led]:
        if card.suit == led:
            return QT_TRANSLATE_NOOP(
                "Refusals", "You must beat the best {suit} so far: play a higher {suit}."
            ).format(suit=led.singular)
        return QT_TRANSLATE_NOOP("Refusals", "You must follow suit: play a {suit}.").format(
            suit=led.singular)
    if mask & SUIT_MASK[t]:
        if card.suit == t:
            return QT_TRANSLATE_NOOP("Refusals", "You must over-trump: play a higher {suit}."
                                     ).format(suit=suit.singular)
        return QT_TRANSLATE_NOOP(
            "Refusals", "You have no {led}: you must trump with a {trump}."
        ).format(led=led.word, trump=suit.singular)
    return NOT_NOW


def card_points(card: int, rules: RuleSet, trump: SuitLike | None = None) -> int:
    """What ``card`` is worth in the tricks (:func:`.rules.values.card_values`)."""
    return card_values(rules, trump)[card]


def trick_points(cards: Iterable[int], rules: RuleSet, trump: SuitLike | None = None) -> int:
    """What ``cards`` are worth in the tricks (:func:`.rules.values.card_values`)."""
    return points_of(cards, card_values(rules, trump))


def with_trick_points(events: Iterable[Event], rules: RuleSet) -> list[Event]:
    """``events`` (effects flattened away: as ``state.events`` lists them) with
    each :class:`TrickWon` that lacks its points given them: events written
    before tricks carried their points, worked out from the rules' card values
    with the trump the events named last."""
    out: list[Event] = []
    trump: str | None = None
    for event in events:
        if isinstance(event, TrumpNamed):
            trump = event.suit
        elif isinstance(event, Dealt):
            trump = event.trump
        elif isinstance(event, TrickWon) and event.points is None:
            values = card_values(rules, trump)
            event = replace(event, points=points_of(parse_cards(" ".join(event.codes)), values))
        out.append(event)
    return out


__all__ = [
    "HEADING",
    "Suit",
    "card_points",
    "legal_plays",
    "trick_points",
    "trick_winner",
    "why_illegal",
    "with_trick_points",
]
