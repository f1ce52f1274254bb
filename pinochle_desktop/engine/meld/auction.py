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
from ..text import Text
from .words import ROUNDHOUSE, meld_name

_AROUNDS = (
    ("aces", Rank.ACE),
    ("kings", Rank.KING),
    ("queens", Rank.QUEEN),
    ("jacks", Rank.JACK),
)
_RUN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
_CARD = ALL_CARDS
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
    """Everything a hand melds, itemised, with the total and the cards it uses."""

    melds: tuple[MeldItem, ...]
    total: int
    #: the cards the melds use, lowest id first, copies repeated (:attr:`cards`)
    used: tuple[Card, ...] = ()

    @property
    def cards(self) -> list[Card]:
        """The cards the melds use: the fewest that show every meld, a card shared
        only where the rules let melds share it (across meld classes, and a run
        with the royal marriage it holds when ``run_counts_marriage``)."""
        return list(self.used)

    def to_dict(self) -> dict[str, object]:
        return {"total": self.total, "melds": [m.to_dict() for m in self.melds]}


#: the names made so far, by (copies, kind, suit of a marriage)
_NAMES: dict[tuple[int, str, int], Text] = {}


def _name(copies: int, kind: str, suit: int = -1) -> Text:
    name = _NAMES.get((copies, kind, suit))
    if name is None:
        name = meld_name(kind, copies, Suit(suit) if suit >= 0 else None)
        if len(_NAMES) < 1024:
            _NAMES[copies, kind, suit] = name
    return name


#: the copies a value row holds (a card has at most six copies, in the 120-card
#: deck, so every hand fits; more would ask the rules, :meth:`RuleSet.meld_value`)
_ROW = 9


class MeldValues:
    """A rule set's meld values as rows: ``row[copies]`` (0 for no copies).

    Built once per rule set by :func:`meld_values` from ``rules.meld_value``,
    which stays the definition; this only saves looking it up on every meld.
    """

    __slots__ = (
        "aces",
        "dix",
        "jacks",
        "kings",
        "marriage",
        "pinochle",
        "queens",
        "roundhouse",
        "rows",
        "royal",
        "rules",
        "run",
        "run_counts_marriage",
        "trump_only",
    )

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.rows: dict[str, tuple[int, ...]] = {
            kind: tuple(rules.meld_value(kind, n) for n in range(_ROW))
            for kind in ("run", "royal_marriage", "marriage", "aces", "kings", "queens",
                         "jacks", "pinochle", "dix")
        }
        rows = self.rows
        self.run = rows["run"]
        self.royal = rows["royal_marriage"]
        self.marriage = rows["marriage"]
        self.aces = rows["aces"]
        self.kings = rows["kings"]
        self.queens = rows["queens"]
        self.jacks = rows["jacks"]
        self.pinochle = rows["pinochle"]
        self.dix = rows["dix"]
        self.run_counts_marriage = rules.run_counts_marriage
        self.trump_only = rules.marriages_trump_only
        self.roundhouse = rules.roundhouse_bonus

    def value(self, kind: str, copies: int) -> int:
        """``rules.meld_value(kind, copies)``, from the rows."""
        if 0 <= copies < _ROW:
            return self.rows[kind][copies]
        return self.rules.meld_value(kind, copies)


#: rule sets seen, by identity: (the rules, their rows); a RuleSet is frozen, and
#: hashing one (all its fields) would cost more than the meld itself
_VALUES: dict[int, tuple[RuleSet, MeldValues]] = {}


def meld_values(rules: RuleSet) -> MeldValues:
    """The meld value rows of ``rules`` (made once per rule set object)."""
    entry = _VALUES.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    values = MeldValues(rules)
    if len(_VALUES) >= 256:
        _VALUES.clear()
    _VALUES[id(rules)] = (rules, values)
    return values


def score_meld(cards: Iterable[int], trump: SuitLike, rules: RuleSet) -> MeldResult:
    """Score the meld in ``cards`` with ``trump`` under ``rules``."""
    t = trump if type(trump) is Suit else to_suit(trump)
    cnt = _counts(cards)
    items: list[MeldItem] = []
    value = meld_values(rules).value

    def add(kind: str, copies: int, card_list: list[Card], cls: str, suit: int = -1) -> bool:
        """Add the meld if it scores; whether it did."""
        points = value(kind, copies)
        if points:
            items.append(MeldItem(kind, _name(copies, kind, suit), copies, points,
                                  tuple(card_list), cls))
        return bool(points)

    ts = t * 6
    # the copies of each card a class uses: within a class no card serves twice
    class_a = [0] * 24
    # Class A: runs and marriages
    runs = min(cnt[ts + 5], cnt[ts + 4], cnt[ts + 3], cnt[ts + 2], cnt[ts + 1])
    run_cards = [_CARD[ts + r] for r in _RUN_RANKS for _ in range(runs)]
    if runs and add("run", runs, run_cards, "A"):
        for r in _RUN_RANKS:
            class_a[ts + r] = runs
    royal = min(cnt[ts + 3], cnt[ts + 2]) - (0 if rules.run_counts_marriage else runs)
    if royal > 0 and add("royal_marriage", royal, [_CARD[ts + 3], _CARD[ts + 2]] * royal, "A"):
        # its own king and queen, besides the run's; a run that counts its
        # marriage shares its king and queen with it
        if rules.run_counts_marriage:
            class_a[ts + 3] = max(class_a[ts + 3], royal)
            class_a[ts + 2] = max(class_a[ts + 2], royal)
        else:
            class_a[ts + 3] += royal
            class_a[ts + 2] += royal
    married = 1 if royal > 0 or (runs and rules.run_counts_marriage) else 0
    if not rules.marriages_trump_only:
        for s in range(4):
            if s == t:
                continue
            n = min(cnt[s * 6 + 3], cnt[s * 6 + 2])
            if n > 1 and value("marriage", n) == value("marriage", 1):
                n = 1  # racehorse: more copies outside trump score as one marriage
            if n:
                married += 1
                if add("marriage", n, [_CARD[s * 6 + 3], _CARD[s * 6 + 2]] * n, "A", s):
                    class_a[s * 6 + 3] = class_a[s * 6 + 2] = n
    # Class B: arounds
    arounds = [0] * 6
    for kind, rank in _AROUNDS:
        n = min(cnt[rank], cnt[6 + rank], cnt[12 + rank], cnt[18 + rank])
        arounds[rank] = n
        if n:
            add(kind, n, [_CARD[s * 6 + rank] for s in range(4) for _ in range(n)], "B")
    # Class C: pinochle
    pinochles = min(cnt[QS], cnt[JD])
    if pinochles:
        add("pinochle", pinochles, [QS, JD] * pinochles, "C")
    # the dix (nine of trump)
    dix = cnt[ts]
    if dix:
        add("dix", dix, [_CARD[ts]] * dix, "D")
    # roundhouse: a marriage in every suit with kings and queens around
    if rules.roundhouse_bonus and married == 4 and arounds[Rank.KING] and arounds[Rank.QUEEN]:
        items.append(MeldItem("roundhouse", ROUNDHOUSE, 1, 10, (), "A"))
    return MeldResult(tuple(items), sum(i.points for i in items), _used(items, class_a))


def _used(items: list[MeldItem], class_a: list[int]) -> tuple[Card, ...]:
    """The cards ``items`` use: each class's own copies (``class_a`` for class A,
    whose run and royal marriage may or may not share; it is filled in further),
    the most any class needs of each card, since the classes may share cards."""
    need = class_a
    for item in items:
        if item.meld_class == "A" or not item.cards:
            continue
        copies: dict[int, int] = {}
        for card in item.cards:
            copies[card] = copies.get(card, 0) + 1
        for i, n in copies.items():
            if n > need[i]:
                need[i] = n
    return tuple([_CARD[i] for i in range(24) if need[i] for _ in range(need[i])])


def meld_total(cards: Iterable[int], trump: SuitLike, rules: RuleSet, *, dix: bool = True) -> int:
    """``score_meld(cards, trump, rules).total``, without making the melds (a
    speed copy: the players' bidding asks it for every sampled deal and suit, at
    about a quarter of the cost, ``bench/engine_speed.py``). ``dix=False`` leaves
    the dix out. ``tests/engine/test_scoring_facts.py`` holds the two equal under
    every rule option.
    """
    t = trump if type(trump) is Suit else to_suit(trump)
    return count_total(_counts(cards), t * 6, meld_values(rules), dix)


#: the last tuple of cards counted and its counts (a player asks about the
#: same hand once per suit); a tuple cannot change, and the one held here
#: cannot be freed, so ``is`` tells it is the same
_LAST: tuple[object, list[int]] = ((), [0] * 24)


def _counts(cards: Iterable[int]) -> list[int]:
    """The 24-slot counts of ``cards`` (never to be changed: they may be shared)."""
    global _LAST
    last = _LAST
    if last[0] is cards:
        return last[1]
    cnt = [0] * 24
    for c in cards:
        cnt[c] += 1
    if type(cards) is tuple:
        _LAST = (cards, cnt)
    return cnt


def count_total(cnt: list[int], ts: int, v: MeldValues, dix: bool = True) -> int:
    """The meld total of the 24-slot counts ``cnt`` with trump ``ts // 6``
    (:func:`meld_total`'s arithmetic: each class's copies, their rows' points)."""
    total = 0
    king = cnt[ts + 3]
    queen = cnt[ts + 2]
    runs = min(cnt[ts + 5], cnt[ts + 4], king, queen, cnt[ts + 1])
    if runs:
        total += v.run[runs] if runs < _ROW else v.value("run", runs)
    royal = (king if king < queen else queen) - (0 if v.run_counts_marriage else runs)
    if royal > 0:
        total += v.royal[royal] if royal < _ROW else v.value("royal_marriage", royal)
    married = 1 if royal > 0 or (runs and v.run_counts_marriage) else 0
    if not v.trump_only:
        row = v.marriage
        for s in (0, 6, 12, 18):
            if s != ts:
                k = cnt[s + 3]
                q = cnt[s + 2]
                n = k if k < q else q
                if n:
                    married += 1
                    total += row[n] if n < _ROW else v.value("marriage", n)
    aces = min(cnt[5], cnt[11], cnt[17], cnt[23])
    kings = min(cnt[3], cnt[9], cnt[15], cnt[21])
    queens = min(cnt[2], cnt[8], cnt[14], cnt[20])
    jacks = min(cnt[1], cnt[7], cnt[13], cnt[19])
    if aces:
        total += v.aces[aces] if aces < _ROW else v.value("aces", aces)
    if kings:
        total += v.kings[kings] if kings < _ROW else v.value("kings", kings)
    if queens:
        total += v.queens[queens] if queens < _ROW else v.value("queens", queens)
    if jacks:
        total += v.jacks[jacks] if jacks < _ROW else v.value("jacks", jacks)
    q = cnt[QS]
    j = cnt[JD]
    pinochles = q if q < j else j
    if pinochles:
        total += v.pinochle[pinochles] if pinochles < _ROW else v.value("pinochle", pinochles)
    nines = cnt[ts]
    if dix and nines:
        total += v.dix[nines] if nines < _ROW else v.value("dix", nines)
    if v.roundhouse and married == 4 and kings and queens:
        total += 10
    return total


#: the melds whose quadruple wins the game on the racehorse table
GAME_MELDS = ("run", "royal_marriage", "pinochle")


def wins_the_game(meld: MeldResult | None) -> bool:
    """A quadruple run, royal marriage or pinochle (``quadruple_wins_game``)."""
    return meld is not None and any(
        item.kind in GAME_MELDS and item.copies >= 4 for item in meld.melds
    )


def meld_points(cards: Iterable[int], trump: SuitLike, rules: RuleSet) -> int:
    """The meld total from the itemised meld, :func:`score_meld` (the game's own
    checks read this; the speed copy :func:`meld_total` is for the players'
    searches, where ``bench/engine_speed.py`` shows its worth)."""
    return score_meld(cards, trump, rules).total


def meld_totals(cards: Iterable[int], rules: RuleSet, *, dix: bool = True) -> tuple[int, ...]:
    """The meld total with each suit as trump, in suit order (the cards counted once)."""
    cnt = counts(cards)
    v = meld_values(rules)
    return tuple([count_total(cnt, ts, v, dix) for ts in (0, 6, 12, 18)])


def best_meld_suit(cards: list[Card], rules: RuleSet) -> tuple[Suit, int]:
    """The trump suit that melds most for these cards, and that meld."""
    totals = meld_totals(cards, rules)
    best = max(Suit, key=lambda s: (totals[s], -s))
    return best, totals[best]


def has_marriage(cards: Iterable[int], suit: SuitLike) -> bool:
    s = to_suit(suit)
    cnt = counts(cards)
    return cnt[Card.of(Rank.KING, s)] > 0 and cnt[Card.of(Rank.QUEEN, s)] > 0


def has_meld_in_suit(cards: Iterable[int], suit: SuitLike) -> bool:
    """A run, a marriage or a dix in ``suit`` (for ``trump_requires = meld_in_suit``)."""
    s = to_suit(suit)
    cnt = counts(cards)
    return has_marriage(cards, s) or cnt[Card.of(Rank.NINE, s)] > 0
