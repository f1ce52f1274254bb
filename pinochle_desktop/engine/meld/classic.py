"""Meld in classic two-handed pinochle: melds built turn by turn from hand and table.

Unlike the auction games, where a hand is scored once, here the trick winner
lays one meld at a time face up, and later melds may reuse cards already on
the table (RULES.md section 9):

* every new meld takes at least one card from the hand;
* a table card may join a meld of another class (A: run, royal marriage,
  marriage; B: arounds; C: pinochle, double pinochle), or a *higher* meld of
  its own class (royal marriage -> run, pinochle -> double pinochle), never an
  equal or lesser one;
* only one meld scores per turn.

Each table card therefore carries a bit mask of the melds it has been used in
(:data:`USE_MARRIAGE` ...) and the ids of the class-A and class-C melds it
belongs to, so that ``upgrade_scoring = "difference"`` can subtract the value
of the lower meld being upgraded.

The ``meld`` action names *all* the cards of the meld (table and hand) sorted,
so one action is one meld. Which copies come from the table and which from
the hand is decided here, deterministically: first the highest score, then
the most table cards (fewest hand cards revealed), then the first choice in a
fixed order (:func:`best_plan`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from ..actions import Action
from ..cards import ALL_CARDS, Rank, Suit
from ..rules.ruleset import RuleSet
from ..text import QT_TRANSLATE_NOOP, Text
from .words import DOUBLE_PINOCHLE, meld_words

#: bits of a table card's ``uses`` mask: the melds it has been part of
USE_MARRIAGE = 1  # class A: marriage or royal marriage
USE_RUN = 2  # class A: run
USE_AROUND = 4  # class B
USE_PINOCHLE = 8  # class C: pinochle
USE_DOUBLE = 16  # class C: double pinochle
USE_DIX = 32  # shown dix

#: what a use bit is called in messages
USE_WORDS = (
    (USE_RUN, QT_TRANSLATE_NOOP("Meld", "a run")),
    (USE_MARRIAGE, QT_TRANSLATE_NOOP("Meld", "a marriage")),
    (USE_AROUND, QT_TRANSLATE_NOOP("Meld", "an around")),
    (USE_DOUBLE, QT_TRANSLATE_NOOP("Meld", "a double pinochle")),
    (USE_PINOCHLE, QT_TRANSLATE_NOOP("Meld", "a pinochle")),
    (USE_DIX, QT_TRANSLATE_NOOP("Meld", "a dix")),
)

#: a card on the table: (card, uses mask, class-A meld id, class-C meld id); ids -1 if none
TableCard = tuple[int, int, int, int]

QS = Rank.QUEEN + Suit.S * 6
JD = Rank.JACK + Suit.D * 6


@dataclass(frozen=True, slots=True)
class MeldSpec:
    """One meld that can be laid with a given trump suit."""

    #: key in the rule set's meld table
    kind: str
    #: copies for :meth:`RuleSet.meld_value` (2 for the double pinochle)
    copies: int
    name: str
    meld_class: str
    #: every card of the meld, sorted (repeats for the double pinochle)
    cards: tuple[int, ...]
    #: (card, how many) for each distinct card
    need: tuple[tuple[int, int], ...]
    #: the bit this meld sets on its cards
    use: int
    #: a table card with any of these bits may not join (equal or higher meld of the class)
    blocked: int
    #: a table card with this bit joins as an upgrade of a lower meld (0: no upgrade)
    upgrades: int
    action: Action
    #: position in :data:`ALL_SPECS`
    index: int


@dataclass(frozen=True, slots=True)
class MeldPlan:
    """How a legal meld is laid: which hand cards, which table cards, what it scores."""

    spec: MeldSpec
    #: cards taken from the hand (sorted)
    from_hand: tuple[int, ...]
    #: indexes into the seat's table list of the table cards used
    from_table: tuple[int, ...]
    points: int
    #: ids of the lower melds upgraded (their value was subtracted under "difference")
    upgraded: tuple[int, ...]


def _card(rank: Rank, suit: int) -> int:
    return int(rank) + suit * 6


_A_BLOCK = USE_MARRIAGE | USE_RUN
_C_BLOCK = USE_PINOCHLE | USE_DOUBLE


def _shapes(trump: int) -> list[tuple[str, int, Text, str, list[int], int, int, int]]:
    def t(rank: Rank) -> int:
        return _card(rank, trump)

    run = [t(r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)]
    out = [
        ("run", 1, meld_words("run"), "A", run, USE_RUN, USE_RUN, USE_MARRIAGE),
        ("royal_marriage", 1, meld_words("royal_marriage"), "A", [t(Rank.KING), t(Rank.QUEEN)],
         USE_MARRIAGE, _A_BLOCK, 0),
    ]
    for suit in Suit:
        if suit != trump:
            pair = [_card(Rank.KING, suit), _card(Rank.QUEEN, suit)]
            out.append(("marriage", 1, meld_words("marriage", suit), "A", pair, USE_MARRIAGE,
                        _A_BLOCK, 0))
    for kind, rank in (("aces", Rank.ACE), ("kings", Rank.KING), ("queens", Rank.QUEEN),
                       ("jacks", Rank.JACK)):
        around = [_card(rank, s) for s in Suit]
        out.append((kind, 1, meld_words(kind), "B", around, USE_AROUND, USE_AROUND, 0))
    out.append(("pinochle", 1, meld_words("pinochle"), "C", [QS, JD], USE_PINOCHLE, _C_BLOCK, 0))
    out.append(("pinochle", 2, DOUBLE_PINOCHLE, "C", [QS, QS, JD, JD], USE_DOUBLE,
                USE_DOUBLE, USE_PINOCHLE))
    return out


def _build_specs(trump: int, first: int) -> tuple[MeldSpec, ...]:
    specs: list[MeldSpec] = []
    for kind, copies, name, cls, cards, use, blocked, upgrades in _shapes(trump):
        ordered = tuple(sorted(cards))
        need = tuple((c, ordered.count(c)) for c in sorted(set(ordered)))
        action = Action("meld", cards=tuple(ALL_CARDS[c] for c in ordered))
        specs.append(MeldSpec(kind, copies, name, cls, ordered, need, use, blocked, upgrades,
                              action, first + len(specs)))
    return tuple(specs)


#: the melds possible with each trump suit (index = suit)
SPECS: tuple[tuple[MeldSpec, ...], ...] = tuple(_build_specs(s, s * 11) for s in range(4))
#: every spec, ``ALL_SPECS[spec.index] is spec``
ALL_SPECS: tuple[MeldSpec, ...] = tuple(spec for specs in SPECS for spec in specs)
#: meld action cards -> spec, per trump suit
SPECS_BY_CARDS: tuple[dict[tuple[int, ...], MeldSpec], ...] = tuple(
    {spec.cards: spec for spec in specs} for specs in SPECS
)


def spec_values(rules: RuleSet) -> dict[tuple[str, int], int]:
    """Points of every meld of the two-handed game under ``rules``."""
    out = {(s.kind, s.copies): rules.meld_value(s.kind, s.copies) for s in SPECS[0]}
    out[("dix", 1)] = rules.meld_value("dix", 1)
    return out


def hand_plans(values: dict[tuple[str, int], int]) -> tuple[MeldPlan, ...]:
    """The plan of every meld laid wholly from the hand (the common case), by spec index."""
    return tuple(
        MeldPlan(spec, spec.cards, (), values[(spec.kind, spec.copies)], ()) for spec in ALL_SPECS
    )


def meld_options(
    trump: int,
    hand: list[int],
    table: list[TableCard],
    table_count: list[int],
    values: dict[tuple[str, int], int],
    faces: list[int],
    difference: bool,
    from_hand: tuple[MeldPlan, ...] | None = None,
) -> list[MeldPlan]:
    """Every legal meld for a seat now, each with its plan, in :data:`SPECS` order.

    ``hand`` and ``table_count`` are 24-slot counts; ``faces[i]`` is the face
    value of the seat's meld number ``i`` (subtracted when it is upgraded and
    ``difference`` is on). ``from_hand`` is :func:`hand_plans` for ``values``.
    """
    out: list[MeldPlan] = []
    if from_hand is None:
        from_hand = hand_plans(values)
    if not table:  # the common case early in a hand: everything comes from the hand
        for spec in SPECS[trump]:
            for card, n in spec.need:
                if hand[card] < n:
                    break
            else:
                out.append(from_hand[spec.index])
        return out
    for spec in SPECS[trump]:
        on_table = False
        for card, n in spec.need:
            if hand[card] + table_count[card] < n:
                break
            if table_count[card]:
                on_table = True
        else:
            if on_table:
                plan = best_plan(spec, hand, table, values, faces, difference)
                if plan is not None:
                    out.append(plan)
            else:
                out.append(from_hand[spec.index])
    return out


def _eligible(spec: MeldSpec, card: int, table: list[TableCard]) -> list[int]:
    """Table copies of ``card`` that may join ``spec``: the most used first."""
    found = [i for i, entry in enumerate(table) if entry[0] == card and not entry[1] & spec.blocked]
    if len(found) > 1:
        found.sort(key=lambda i: (-bin(table[i][1]).count("1"), i))
    return found


def best_plan(
    spec: MeldSpec,
    hand: list[int],
    table: list[TableCard],
    values: dict[tuple[str, int], int],
    faces: list[int],
    difference: bool,
) -> MeldPlan | None:
    """The best way to lay ``spec`` now, or None if it cannot be laid.

    Preference: highest score, then most table cards, then the first choice
    in a fixed order (cards by id, hand before table copies in the search).
    """
    full = values[(spec.kind, spec.copies)]
    eligible: list[list[int]] = []
    upgrade_seen = False
    for card, n in spec.need:
        copies = _eligible(spec, card, table)
        if hand[card] + len(copies) < n:
            return None
        if spec.upgrades and any(table[i][1] & spec.upgrades for i in copies):
            upgrade_seen = True
        eligible.append(copies)
    if upgrade_seen and difference:
        return _search(spec, hand, table, eligible, full, faces)
    # no scoring choice: use table copies first, then hand cards
    from_table: list[int] = []
    from_hand: list[int] = []
    upgraded: set[int] = set()
    for (card, n), copies in zip(spec.need, eligible, strict=True):
        take = copies[:n]
        from_table.extend(take)
        from_hand.extend([card] * (n - len(take)))
    if not from_hand:
        # a new meld must take a card from the hand: swap the first card we can
        for pos, (card, _n) in enumerate(spec.need):
            if hand[card] > 0:
                drop = eligible[pos][0]
                from_table.remove(drop)
                from_hand.append(card)
                break
        else:
            return None
    for i in from_table:
        if table[i][1] & spec.upgrades:
            upgraded.add(_meld_id(spec, table[i]))
    return MeldPlan(spec, tuple(sorted(from_hand)), tuple(sorted(from_table)), full,
                    tuple(sorted(upgraded)))


def _meld_id(spec: MeldSpec, entry: TableCard) -> int:
    return entry[2] if spec.meld_class == "A" else entry[3]


def _search(
    spec: MeldSpec,
    hand: list[int],
    table: list[TableCard],
    eligible: list[list[int]],
    full: int,
    faces: list[int],
) -> MeldPlan | None:
    """Try every assignment of copies (few: at most two of each card)."""
    slots: list[list[int]] = []  # per slot: -1 for the hand, else a table index
    slot_cards: list[int] = []
    for (card, n), copies in zip(spec.need, eligible, strict=True):
        for _ in range(n):
            slots.append([-1, *copies])
            slot_cards.append(card)
    best: MeldPlan | None = None
    best_key: tuple[int, int] = (-1, -1)
    for choice in itertools.product(*slots):
        used = [i for i in choice if i >= 0]
        if len(used) == len(choice) or len(set(used)) != len(used):
            continue
        hand_cards = [slot_cards[k] for k, i in enumerate(choice) if i < 0]
        if any(hand_cards.count(c) > hand[c] for c in set(hand_cards)):
            continue
        upgraded = sorted({_meld_id(spec, table[i]) for i in used if table[i][1] & spec.upgrades})
        points = full - sum(faces[m] for m in upgraded)
        key = (points, len(used))
        if key > best_key:
            best_key = key
            best = MeldPlan(spec, tuple(sorted(hand_cards)), tuple(sorted(used)), max(points, 0),
                            tuple(upgraded))
    return best


def why_not_meld(
    trump: int,
    cards: tuple[int, ...],
    hand: list[int],
    table: list[TableCard],
    table_count: list[int],
) -> str:
    """Why ``cards`` may not be melded now, in words (the meld is known to be illegal)."""
    ordered = tuple(sorted(cards))
    spec = SPECS_BY_CARDS[trump].get(ordered)
    labels = " ".join(ALL_CARDS[c].label for c in ordered)
    if spec is None:
        dix = _card(Rank.NINE, trump)
        if ordered and all(c == dix for c in ordered):
            return QT_TRANSLATE_NOOP(
                "Refusals",
                "That meld is not allowed: the dix is declared before the meld, on its own.")
        if not ordered:
            return QT_TRANSLATE_NOOP("Refusals",
                                     "That meld is not allowed: name the cards of the meld.")
        return QT_TRANSLATE_NOOP(
            "Refusals", "That meld is not allowed: {cards} is not one meld (a run, a marriage, "
                        "an around or a pinochle; only one meld scores per turn)."
        ).format(cards=labels)
    for card, n in spec.need:
        if hand[card] + table_count[card] < n:
            return QT_TRANSLATE_NOOP(
                "Refusals", "That meld is not allowed: you do not hold {card}."
            ).format(card=ALL_CARDS[card].label)
    for card, n in spec.need:
        free = sum(1 for e in table if e[0] == card and not e[1] & spec.blocked)
        if hand[card] + free < n:
            entry = next(e for e in table if e[0] == card and e[1] & spec.blocked)
            used = next(word for bit, word in USE_WORDS if entry[1] & bit & spec.blocked)
            return QT_TRANSLATE_NOOP(
                "Refusals", "That meld is not allowed: the {card} on the table is already in "
                            "{meld}, and a card may not join an equal or lesser meld of the same "
                            "class."
            ).format(card=ALL_CARDS[card].label, meld=used)
    return QT_TRANSLATE_NOOP(
        "Refusals",
        "That meld is not allowed: a new meld must take at least one card from your hand.")
