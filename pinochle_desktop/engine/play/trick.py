"""The trick kernel: the one written-down model of trick play.

Everything else that plays tricks is a layer over this module:
:func:`.tricks.legal_plays` and :func:`.tricks.why_illegal` (cards as lists,
for people and the documented API), the auction state's and the classic
state's trick play (:class:`Trick` values), classic two-handed phase 2
(:func:`.classic.phase2_plays`), the fast search model
(:mod:`.fastplay`) and the computer players' card masks.

Cards are ids ``suit * 6 + rank`` (a :class:`.cards.Card` is one); a set of
cards is a 24-bit mask, bit ``c`` for card id ``c`` (copies collapse).

The rules, once:

* **beats**: a card beats the card winning so far when it is a higher card of
  the same suit, or a trump over a plain card. Of two identical cards the one
  played first wins (:func:`beats`).
* **lead**: any card, except that the first lead of a hand must be a trump
  when the rules say so (``first_lead_trump``) and the leader holds one.
* **follow**: a player holding the led suit must play it; one without it
  must trump when it can (``must_trump``); otherwise any card.
* **head the trick** (``head_rule``, see :data:`HEAD_CODES`): when heading
  applies, a follower must beat the best card of the led suit if it can
  ("always": no duty once a trump has taken a plain lead; "always_strict":
  still beat the best card of the led suit), and a player trumping must
  over-trump a winning trump if it can. "trump_led" heads only when trump
  was led; "never" never.

No Qt, no I/O, no imports beyond :mod:`.cards`: the engine's import graph
stays a tree below this module.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..cards import ALL_CARDS, Card

# --- card tables (independent of the rules) ------------------------------------------

#: 1 << card id
BIT: tuple[int, ...] = tuple(1 << c for c in range(24))
#: all cards of each suit
SUIT_MASK: tuple[int, ...] = tuple(63 << (6 * s) for s in range(4))
#: the suit mask of each card's suit
SUIT_MASK_OF: tuple[int, ...] = tuple(SUIT_MASK[c // 6] for c in range(24))
#: cards of the same suit and strictly higher rank (they beat it when following)
ABOVE: tuple[int, ...] = tuple(
    sum(1 << (c - c % 6 + r) for r in range(c % 6 + 1, 6)) for c in range(24)
)
#: every card id
ALL_MASK = (1 << 24) - 1
#: per trump: for each card winning a trick, the cards that would beat it
BEATS: tuple[tuple[int, ...], ...] = tuple(
    tuple(ABOVE[w] | (0 if w // 6 == t else SUIT_MASK[t]) for w in range(24)) for t in range(4)
)

#: ``head_rule`` names and their codes (the fast code tests integers)
HEAD_CODES: dict[str, int] = {"always": 0, "always_strict": 1, "trump_led": 2, "never": 3}
HEAD_ALWAYS, HEAD_STRICT, HEAD_TRUMP_LED, HEAD_NEVER = 0, 1, 2, 3
#: the head rules that head every trick
HEADING = ("always", "always_strict")


def head_code(rule: str) -> int:
    """0 always, 1 always_strict, 2 trump_led, 3 never (ValueError otherwise)."""
    code = HEAD_CODES.get(rule)
    if code is None:
        raise ValueError(f"unknown head_rule {rule!r}")
    return code


def beats(card: int, best: int, trump: int) -> bool:
    """Does ``card``, played after ``best``, beat it? (Identical cards: no.)"""
    return bool(BEATS[trump][best] >> card & 1)


def winning_index(cards: Sequence[int], trump: int) -> int:
    """Index of the winning card of ``cards`` (in play order) with ``trump``."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    beaten_by = BEATS[trump]
    best = 0
    win = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if beaten_by[win] >> c & 1:
            best, win = i, c
    return best


def legal_mask(
    hand: int,
    lead: int,
    win: int,
    best: int,
    trump: int,
    head: int,
    must_trump: bool,
    trump_lead: bool = False,
) -> int:
    """The legal cards, as a mask, of a player holding the cards of mask ``hand``.

    ``lead`` is the card led (-1 for a lead), ``win`` the card winning the
    trick so far and ``best`` the highest card of the led suit so far;
    ``head`` a :func:`head_code`; ``trump_lead`` when a lead must be trump if
    possible (the bidder's first lead under ``first_lead_trump``).
    """
    trump_mask = SUIT_MASK[trump]
    if lead < 0:
        if trump_lead:
            trumps = hand & trump_mask
            if trumps:
                return trumps
        return hand
    led = SUIT_MASK_OF[lead]
    heading = head <= HEAD_STRICT or (head == HEAD_TRUMP_LED and led == trump_mask)
    follow = hand & led
    if follow:
        if not heading:
            return follow
        if BIT[win] & led:  # the led suit is winning: beat its best card
            higher = follow & ABOVE[win]
        elif head == HEAD_STRICT:  # trumped, but strict: still beat the led suit's best
            higher = follow & ABOVE[best]
        else:  # "always": a trump has taken a plain lead, any card of the suit
            return follow
        return higher or follow
    if must_trump:
        trumps = hand & trump_mask
        if trumps:
            if heading and BIT[win] & trump_mask:
                return trumps & ABOVE[win] or trumps
            return trumps
    return hand


def mask_of(cards: Iterable[int]) -> int:
    """The presence mask of ``cards`` (copies collapse)."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


#: per suit: for a 6-bit mask of that suit (shifted down), the card ids it holds
_SUIT_IDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(6 * s + r for r in range(6) if m >> r & 1) for m in range(64)) for s in range(4)
)
_S0, _S1, _S2, _S3 = _SUIT_IDS


def mask_ids(mask: int) -> list[int]:
    """The card ids set in ``mask``, lowest first."""
    return [
        *_S0[mask & 63], *_S1[mask >> 6 & 63], *_S2[mask >> 12 & 63], *_S3[mask >> 18 & 63]
    ]


def mask_cards(mask: int) -> list[Card]:
    """The cards set in ``mask``, lowest id first."""
    return [ALL_CARDS[c] for c in mask_ids(mask)]


def ruled_out(
    card: int, lead: int, win: int, best: int, trump: int, head: int, must_trump: bool
) -> int:
    """The cards a follower who legally played ``card`` to this trick cannot hold.

    Exactly the cards ``x`` such that holding ``x`` beside ``card`` would have
    made ``card`` illegal (the rules rank the cards in classes -- beat the led
    suit, follow, over-trump, trump, anything -- and a card of a class above
    ``card``'s would have had to be played). Arguments as for
    :func:`legal_mask`, before ``card`` was played.
    """
    out = 0
    rest = ALL_MASK
    bit = BIT[card]
    while True:
        must = legal_mask(rest, lead, win, best, trump, head, must_trump)
        if must & bit or not must:
            return out
        out |= must
        rest &= ~must


class Trick(NamedTuple):
    """A trick in progress, as a value: every play returns a new one.

    ``plays`` are the ``(seat, card)`` pairs in play order (an empty trick:
    ``not trick.plays``); ``win`` the card winning so far and ``winner`` its
    seat; ``best`` the highest card of the led suit (all three -1 before the
    lead). A named tuple: immutable, and made at a third of a frozen
    dataclass's cost (one is made for every card played).
    """

    leader: int
    trump: int
    plays: tuple[tuple[int, Card], ...] = ()
    win: int = -1
    winner: int = -1
    best: int = -1

    @staticmethod
    def start(trump: int, leader: int = -1) -> Trick:
        """The empty trick ``leader`` is about to lead (-1: not said; shared)."""
        return _EMPTY[trump] if leader < 0 else Trick(leader, trump)

    @staticmethod
    def of(plays: Iterable[tuple[int, int]], trump: int, leader: int = -1) -> Trick:
        """The trick after ``plays`` (``(seat, card id)`` pairs in order)."""
        trick = Trick(leader, trump)
        for seat, card in plays:
            trick = trick.add(seat, ALL_CARDS[card])
        return trick

    def __copy__(self) -> Trick:
        return self  # a value: copies may share it

    def __deepcopy__(self, memo: dict[int, object]) -> Trick:
        return self

    @property
    def lead(self) -> int:
        """The card led (-1 before the lead)."""
        return self.plays[0][1] if self.plays else -1

    @property
    def led(self) -> int:
        """The led suit's index (-1 before the lead)."""
        return self.plays[0][1] // 6 if self.plays else -1

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards played, in order."""
        return tuple(c for _, c in self.plays)

    def add(self, seat: int, card: Card) -> Trick:
        """The trick after ``seat`` plays ``card``."""
        leader, trump, before, win, winner, best = self
        plays = (*before, (seat, card))
        if not before:
            return _make(Trick, (seat, trump, plays, card, seat, card))
        if BEATS[trump][win] >> card & 1:
            win, winner = card, seat
        if ABOVE[best] >> card & 1:
            best = card
        return _make(Trick, (leader, trump, plays, win, winner, best))

    def legal(self, hand: int, head: int, must_trump: bool, trump_lead: bool = False) -> int:
        """:func:`legal_mask` for this trick: the legal cards of mask ``hand``."""
        return legal_mask(
            hand, self.lead, self.win, self.best, self.trump, head, must_trump, trump_lead
        )

    def ruled_out(self, card: int, head: int, must_trump: bool) -> int:
        """:func:`ruled_out`: what a follower playing ``card`` now cannot hold."""
        return ruled_out(card, self.lead, self.win, self.best, self.trump, head, must_trump)


#: the empty trick of each trump (a value: one is enough)
_EMPTY: tuple[Trick, ...] = tuple(Trick(-1, t) for t in range(4))
#: ``Trick.add`` makes its result straight from a tuple of its fields
_make = tuple.__new__


__all__ = [
    "ABOVE",
    "ALL_MASK",
    "BEATS",
    "BIT",
    "HEADING",
    "HEAD_CODES",
    "SUIT_MASK",
    "SUIT_MASK_OF",
    "Trick",
    "beats",
    "head_code",
    "legal_mask",
    "mask_cards",
    "mask_ids",
    "mask_of",
    "ruled_out",
    "winning_index",
]
