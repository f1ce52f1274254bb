"""Cards, suits, ranks and decks.

A card is a small ``int`` subclass (suit * 6 + rank) so that hands, tricks and
search code can use plain integer arithmetic, while still printing as ``AS``.
Copies of the same card are the same value: identical cards are told apart only
by the order in which they are played.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from enum import IntEnum

from .quote import shown
from .text import QT_TRANSLATE_NOOP, Text

#: the suits' and ranks' names in a sentence ("play a heart", "You have no spades")
_SUIT_WORDS = (QT_TRANSLATE_NOOP("Cards", "spades"), QT_TRANSLATE_NOOP("Cards", "hearts"),
               QT_TRANSLATE_NOOP("Cards", "diamonds"), QT_TRANSLATE_NOOP("Cards", "clubs"))
_SUIT_SINGULAR = (QT_TRANSLATE_NOOP("Cards", "spade"), QT_TRANSLATE_NOOP("Cards", "heart"),
                  QT_TRANSLATE_NOOP("Cards", "diamond"), QT_TRANSLATE_NOOP("Cards", "club"))
_RANK_WORDS = (QT_TRANSLATE_NOOP("Cards", "nine"), QT_TRANSLATE_NOOP("Cards", "jack"),
               QT_TRANSLATE_NOOP("Cards", "queen"), QT_TRANSLATE_NOOP("Cards", "king"),
               QT_TRANSLATE_NOOP("Cards", "ten"), QT_TRANSLATE_NOOP("Cards", "ace"))


class Suit(IntEnum):
    """The four suits, in the order used for card ids."""

    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def letter(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self.value]

    @property
    def word(self) -> Text:
        return _SUIT_WORDS[self.value]

    @property
    def singular(self) -> Text:
        return _SUIT_SINGULAR[self.value]


class Rank(IntEnum):
    """Ranks from low to high: a higher value beats a lower one."""

    NINE = 0
    JACK = 1
    QUEEN = 2
    KING = 3
    TEN = 4
    ACE = 5

    @property
    def letter(self) -> str:
        return "9JQKTA"[self.value]

    @property
    def label(self) -> str:
        return ("9", "J", "Q", "K", "10", "A")[self.value]

    @property
    def word(self) -> Text:
        return _RANK_WORDS[self.value]


SuitLike = Suit | str | int


def to_suit(value: SuitLike) -> Suit:
    """Accept ``Suit.S``, ``"S"``, ``"s"``, ``"♠"`` or ``0``."""
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        text = value.strip().upper()
        if text in Suit.__members__:
            return Suit[text]
        if len(text) == 1 and text in "♠♥♦♣":
            return Suit("♠♥♦♣".index(text))
        words = {"SPADES": Suit.S, "HEARTS": Suit.H, "DIAMONDS": Suit.D, "CLUBS": Suit.C}
        if text in words:
            return words[text]
        raise ValueError(f"Unknown suit {shown(value)}: use S, H, D or C.")
    return Suit(int(value))


class Card(int):
    """One of the 24 distinct pinochle cards; ``int(card) == suit * 6 + rank``."""

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        if not 0 <= value < 24:
            raise ValueError(f"card id out of range: {value}")
        return _CARDS[value] if _CARDS else int.__new__(cls, value)

    @staticmethod
    def of(rank: Rank | int, suit: SuitLike) -> Card:
        return _CARDS[to_suit(suit) * 6 + int(rank)]

    @property
    def suit(self) -> Suit:
        return _SUITS[self // 6]

    @property
    def rank(self) -> Rank:
        return _RANKS[self % 6]

    @property
    def code(self) -> str:
        """Compact text form, ``TH`` for the ten of hearts."""
        return CODES[self]

    @property
    def label(self) -> str:
        """Form shown to people, ``10♥``."""
        return LABELS[self]

    def __repr__(self) -> str:
        return CODES[self]

    def __str__(self) -> str:
        return CODES[self]


_SUITS = tuple(Suit)
_RANKS = tuple(Rank)
#: ``CODES[card]`` is ``AS``-style text; ``LABELS[card]`` is ``A♠``-style
CODES: tuple[str, ...] = tuple("9JQKTA"[i % 6] + "SHDC"[i // 6] for i in range(24))
LABELS: tuple[str, ...] = tuple(
    ("9", "J", "Q", "K", "10", "A")[i % 6] + "♠♥♦♣"[i // 6] for i in range(24)
)
_CARDS: tuple[Card, ...] = ()
_CARDS = tuple(Card(i) for i in range(24))
ALL_CARDS: tuple[Card, ...] = _CARDS

_CARD_RE = re.compile(r"^(10|[AKQJT9])([SHDC♠♥♦♣])$", re.IGNORECASE)


def parse_card(text: str) -> Card:
    """Parse ``AS``, ``TH``, ``10h``, ``9♦`` into a card."""
    match = _CARD_RE.match(text.strip())
    if not match:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Cards", "Not a pinochle card: {card} (write it like AS, 10H, TH or 9D)"
        ).format(card=shown(text)))
    rank_text = match.group(1).upper()
    rank = Rank.TEN if rank_text in ("10", "T") else _RANKS["9JQKTA".index(rank_text)]
    return Card.of(rank, to_suit(match.group(2)))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a space or comma separated list of cards (or an iterable of strings)."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


def format_cards(cards: Iterable[int]) -> str:
    """``AS TH 9D``: the inverse of :func:`parse_cards`."""
    return " ".join([CODES[c] for c in cards])


# --- decks ---------------------------------------------------------------

DECK_KINDS = ("single", "double", "triple", "double_with_nines")

_DECK_SHAPE = {
    # kind: (copies of each card, nines included)
    "single": (2, True),
    "double": (4, False),
    "triple": (6, False),
    "double_with_nines": (4, True),
}


def deck_copies(kind: str) -> int:
    return _DECK_SHAPE[kind][0]


def deck_has_nines(kind: str) -> bool:
    return _DECK_SHAPE[kind][1]


def deck_faces(kind: str) -> list[Card]:
    """The distinct cards present in a deck of this kind."""
    with_nines = deck_has_nines(kind)
    return [c for c in ALL_CARDS if with_nines or c.rank != Rank.NINE]


def make_deck(kind: str) -> list[Card]:
    """Every card of the deck in a fixed order (shuffle with an injected rng)."""
    if kind not in _DECK_SHAPE:
        raise ValueError(f"Unknown deck {shown(kind)}: choose one of {', '.join(DECK_KINDS)}.")
    copies = deck_copies(kind)
    return [c for c in deck_faces(kind) for _ in range(copies)]


def deck_size(kind: str) -> int:
    return len(make_deck(kind))


def counts(cards: Iterable[int]) -> list[int]:
    """A 24-slot multiset count vector."""
    out = [0] * 24
    for c in cards:
        out[c] += 1
    return out


def remove_cards(hand: list[Card], cards: Iterable[Card]) -> list[Card]:
    """Return ``hand`` without ``cards`` (multiset difference); error if missing."""
    need = Counter(cards)
    have = Counter(hand)
    for card, n in need.items():
        if have[card] < n:
            raise ValueError(f"{card} is not in the hand")
    out: list[Card] = []
    for card in hand:
        if need[card]:
            need[card] -= 1
        else:
            out.append(card)
    return out


def minus(cards: Iterable[Card], take: Iterable[Card]) -> list[Card]:
    """``cards`` less one copy of each card in ``take`` (cards not held are ignored)."""
    need = Counter(take)
    out: list[Card] = []
    for card in cards:
        if need[card] > 0:
            need[card] -= 1
        else:
            out.append(card)
    return out


def contains_all(hand: Iterable[Card], cards: Iterable[Card]) -> bool:
    have = Counter(hand)
    need = Counter(cards)
    return all(have[c] >= n for c, n in need.items())


def sort_hand(cards: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Trump first, then the other suits in S H D C order; high ranks first."""

    def key(c: Card) -> tuple[int, int, int]:
        return (0 if trump is not None and c.suit == trump else 1, c.suit, -c.rank)

    return sorted(cards, key=key)
