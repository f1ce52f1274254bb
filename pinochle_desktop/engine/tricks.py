"""Trick rules: which cards may be played, who wins, what a trick is worth."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card, Suit, SuitLike, to_suit
from .rules import RuleSet

HEADING = ("always", "always_strict")


def trick_winner(trick: Sequence[int], trump: SuitLike) -> int:
    """Index of the winning card: highest trump, else highest of the led suit.

    Of two identical cards the first played wins.
    """
    if not trick:
        raise ValueError("an empty trick has no winner")
    t = trump if type(trump) is int else int(to_suit(trump))
    best = 0
    best_card = trick[0]
    for i in range(1, len(trick)):
        c = trick[i]
        if _beats(c, best_card, t):
            best, best_card = i, c
    return best


def _beats(card: int, best: int, trump: int) -> bool:
    cs, bs = card // 6, best // 6
    if cs == bs:
        return card % 6 > best % 6
    return cs == trump


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
    ``head_rule`` overrides ``rules.head_rule`` (two-handed phase 2).
    """
    cards = list(dict.fromkeys(hand))
    t = trump if type(trump) is int else int(to_suit(trump))
    if not trick_so_far:
        if first_lead and rules.first_lead_trump:
            trumps = [c for c in cards if c // 6 == t]
            if trumps:
                return trumps
        return cards
    rule = head_rule or rules.head_rule
    led = trick_so_far[0] // 6
    winner = trick_so_far[trick_winner(trick_so_far, t)]
    heading = rule in HEADING or (rule == "trump_led" and led == t)
    follow = [c for c in cards if c // 6 == led]
    if follow:
        if not heading:
            return follow
        if rule == "always" and led != t and winner // 6 == t:
            return follow  # a trump has taken a plain lead: any card of the suit
        best_led = max(c for c in trick_so_far if c // 6 == led)
        beaters = [c for c in follow if c > best_led]
        return beaters or follow
    trumps = [c for c in cards if c // 6 == t]
    if trumps and rules.must_trump:
        if heading and winner // 6 == t:
            over = [c for c in trumps if c > winner]
            if over:
                return over
        return trumps
    return cards


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
        return f"{card.label} is not in your hand."
    legal = legal_plays(
        hand, trick_so_far, trump, rules, first_lead=first_lead, head_rule=head_rule
    )
    if card in legal:
        return None
    t = to_suit(trump)
    if not trick_so_far:
        return f"The first lead must be trump: play a {t.singular}."
    led = trick_so_far[0].suit
    if legal[0].suit == led:
        if card.suit == led:
            return f"You must beat the best {led.singular} so far: play a higher {led.singular}."
        return f"You must follow suit: play a {led.singular}."
    if legal[0].suit == t:
        if card.suit == t:
            return f"You must over-trump: play a higher {t.singular}."
        return f"You have no {led.word}: you must trump with a {t.singular}."
    return "That card may not be played now."


def card_points(card: int, rules: RuleSet) -> int:
    return rules.counter_values[card % 6]


def trick_points(cards: Iterable[int], rules: RuleSet) -> int:
    values = rules.counter_values
    return sum(values[c % 6] for c in cards)


__all__ = ["Suit", "card_points", "legal_plays", "trick_points", "trick_winner", "why_illegal"]
