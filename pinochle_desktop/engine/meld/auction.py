"""Meld scoring for the auction and partnership variants (RULES.md section 5).

A card may be used once in each meld class (A: sequences and marriages,
B: arounds, C: pinochles; the dix stands alone) and in several classes at once.
Values come from the rule set's meld table, so clubs can enter their own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import ALL_CARDS, Card, Rank, Suit, SuitLike, counts, to_suit
from ..rules.ruleset import RuleSet

_MULTI = {1: "", 2: "Double ", 3: "Triple ", 4: "Quadruple "}
_AROUNDS = (
    ("aces", Rank.ACE, "aces around"),
    ("kings", Rank.KING, "kings around"),
    ("queens", Rank.QUEEN, "queens around"),
    ("jacks", Rank.JACK, "jacks around"),
)
_RUN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
_CARD = ALL_CARDS
_SUIT_WORDS = tuple(s.word for s in Suit)
QS = Card.of(Rank.QUEEN, Suit.S)
JD = Card.of(Rank.JACK, Suit.D)


@dataclass(frozen=True)
class MeldItem:
    """One scored meld: its kind from the value table, how many copies, the cards."""

    kind: str
    name: str
    copies: int
    points: int
    cards: tuple[Card, ...]
    meld_class: str

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "copies": self.copies,
            "points": self.points,
            "cards": [c.code for c in self.cards],
        }


@dataclass(frozen=True)
class MeldResult:
    """Everything a hand melds, itemised, with the total."""

    melds: tuple[MeldItem, ...]
    total: int

    @property
    def cards(self) -> list[Card]:
        """The smallest multiset of cards that shows every meld (each card once)."""
        need = [0] * 24
        for item in self.melds:
            for card, n in enumerate(counts(item.cards)):
                need[card] = max(need[card], n)
        return [Card(c) for c in range(24) for _ in range(need[c])]

    def to_dict(self) -> dict[str, object]:
        return {"total": self.total, "melds": [m.to_dict() for m in self.melds]}


def _name(copies: int, base: str) -> str:
    prefix = _MULTI.get(copies, f"{copies}x ")
    text = prefix + base
    return text[0].upper() + text[1:]


def score_meld(cards: Iterable[int], trump: SuitLike, rules: RuleSet) -> MeldResult:
    """Score the meld in ``cards`` with ``trump`` under ``rules``."""
    t = to_suit(trump)
    cnt = [0] * 24
    for c in cards:
        cnt[c] += 1
    items: list[MeldItem] = []
    value = rules.meld_value

    def add(kind: str, base: str, copies: int, card_list: list[Card], cls: str) -> None:
        points = value(kind, copies)
        if points:
            items.append(MeldItem(kind, _name(copies, base), copies, points, tuple(card_list), cls))

    ts = t * 6
    # Class A: runs and marriages
    runs = min(cnt[ts + 5], cnt[ts + 4], cnt[ts + 3], cnt[ts + 2], cnt[ts + 1])
    if runs:
        add("run", "run", runs, [_CARD[ts + r] for r in _RUN_RANKS for _ in range(runs)], "A")
    royal = min(cnt[ts + 3], cnt[ts + 2]) - (0 if rules.run_counts_marriage else runs)
    if royal > 0:
        add("royal_marriage", "royal marriage", royal, [_CARD[ts + 3], _CARD[ts + 2]] * royal, "A")
    married = 1 if royal > 0 or (runs and rules.run_counts_marriage) else 0
    if not rules.marriages_trump_only:
        for s in range(4):
            if s == t:
                continue
            n = min(cnt[s * 6 + 3], cnt[s * 6 + 2])
            if n:
                married += 1
                add(
                    "marriage",
                    f"marriage in {_SUIT_WORDS[s]}",
                    n,
                    [_CARD[s * 6 + 3], _CARD[s * 6 + 2]] * n,
                    "A",
                )
    # Class B: arounds
    arounds = [0] * 6
    for kind, rank, base in _AROUNDS:
        n = min(cnt[rank], cnt[6 + rank], cnt[12 + rank], cnt[18 + rank])
        arounds[rank] = n
        if n:
            add(kind, base, n, [_CARD[s * 6 + rank] for s in range(4) for _ in range(n)], "B")
    # Class C: pinochle
    pinochles = min(cnt[QS], cnt[JD])
    if pinochles:
        add("pinochle", "pinochle", pinochles, [QS, JD] * pinochles, "C")
    # the dix (nine of trump)
    dix = cnt[ts]
    if dix:
        add("dix", "dix", dix, [_CARD[ts]] * dix, "D")
    # roundhouse: a marriage in every suit with kings and queens around
    if rules.roundhouse_bonus and married == 4 and arounds[Rank.KING] and arounds[Rank.QUEEN]:
        items.append(MeldItem("roundhouse", "Roundhouse bonus", 1, 10, (), "A"))
    return MeldResult(tuple(items), sum(i.points for i in items))


#: the melds whose quadruple wins the game on the racehorse table
GAME_MELDS = ("run", "royal_marriage", "pinochle")


def wins_the_game(meld: MeldResult | None) -> bool:
    """A quadruple run, royal marriage or pinochle (``quadruple_wins_game``)."""
    return meld is not None and any(
        item.kind in GAME_MELDS and item.copies >= 4 for item in meld.melds
    )


def meld_points(cards: Iterable[int], trump: SuitLike, rules: RuleSet) -> int:
    return score_meld(cards, trump, rules).total


def best_meld_suit(cards: list[Card], rules: RuleSet) -> tuple[Suit, int]:
    """The trump suit that melds most for these cards, and that meld."""
    best = max(Suit, key=lambda s: (meld_points(cards, s, rules), -s))
    return best, meld_points(cards, best, rules)


def has_marriage(cards: Iterable[int], suit: SuitLike) -> bool:
    s = to_suit(suit)
    cnt = counts(cards)
    return cnt[Card.of(Rank.KING, s)] > 0 and cnt[Card.of(Rank.QUEEN, s)] > 0


def has_meld_in_suit(cards: Iterable[int], suit: SuitLike) -> bool:
    """A run, a marriage or a dix in ``suit`` (for ``trump_requires = meld_in_suit``)."""
    s = to_suit(suit)
    cnt = counts(cards)
    return has_marriage(cards, s) or cnt[Card.of(Rank.NINE, s)] > 0
