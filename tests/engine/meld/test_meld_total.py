"""The meld total's speed copy (``meld_total``, ``meld_totals``, ``count_total``)
against the itemised ``score_meld``: the same number for every hand, suit and
rule set (a speed copy is kept only under a cross-check)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import make_deck, preset
from pinochle_desktop.engine.cards import Card, Suit
from pinochle_desktop.engine.meld.auction import (
    best_meld_suit,
    meld_points,
    meld_total,
    meld_totals,
    meld_values,
    score_meld,
)
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.engine.rules.ruleset import RuleSet

#: odd values in every row (no two kinds alike), so a kind mixed up shows
_ODD_TABLE = tuple(
    (kind, tuple(7 * i + 3 * n + 1 for n in range(4)))
    for i, (kind, _values) in enumerate(RuleSet().meld_values)
)


def _variants() -> list[tuple[str, RuleSet]]:
    """The auction presets and an odd meld table; every option changed from every
    preset is in ``tests/engine/test_scoring_facts.py`` (made from the rule fields)."""
    found: list[tuple[str, RuleSet]] = [(name, rules) for name, rules in PRESETS.items()
                                       if rules.style == "auction"]
    base = preset("partnership")
    found.append(("odd table", dataclasses.replace(base, meld_values=_ODD_TABLE,
                                                   roundhouse_bonus=True)))
    return found


def _expected(cards: list[Card], suit: Suit, rules: RuleSet, dix: bool) -> int:
    result = score_meld(cards, suit, rules)
    return sum(m.points for m in result.melds if dix or m.kind != "dix")


@pytest.mark.parametrize(("name", "rules"), _variants(), ids=lambda v: str(v)[:40])
def test_total_equals_the_itemised_meld(name: str, rules: RuleSet) -> None:
    rng = random.Random(name)
    deck = make_deck(rules.deck)
    for _ in range(400):
        size = rng.choice((rules.hand_size, rules.hand_size + 3, rng.randrange(0, 30)))
        cards = rng.sample(deck, min(size, len(deck)))
        totals = meld_totals(cards, rules)
        without_dix = meld_totals(cards, rules, dix=False)
        for suit in Suit:
            expected = score_meld(cards, suit, rules).total
            assert meld_total(cards, suit, rules) == expected, (cards, suit)
            assert meld_total(cards, int(suit), rules) == expected
            assert meld_total(cards, suit.name, rules) == expected
            assert meld_points(cards, suit, rules) == expected
            assert totals[suit] == expected
            assert without_dix[suit] == _expected(cards, suit, rules, dix=False)
            assert meld_total(cards, suit, rules, dix=False) == without_dix[suit]
        best = max(Suit, key=lambda s: (score_meld(cards, s, rules).total, -s))
        assert best_meld_suit(cards, rules) == (best, score_meld(cards, best, rules).total)


def test_rich_hands_and_many_copies() -> None:
    """Whole suits, every copy of a deck, and more copies than a value row holds."""
    rules = dataclasses.replace(preset("double_deck"), roundhouse_bonus=True)
    hands = [
        [Card(c) for c in range(24)] * k for k in range(1, 12)
    ] + [
        [Card(s * 6 + r) for s in range(4) for r in (2, 3)] * 5,  # marriages and arounds
        [Card(2), Card(13)] * 10,  # pinochles (QS, JD)
    ]
    for odd in (False, True):
        if odd:
            rules = dataclasses.replace(rules, meld_values=_ODD_TABLE)
        for cards in hands:
            for suit in Suit:
                for dix in (True, False):
                    assert meld_total(cards, suit, rules, dix=dix) == _expected(
                        cards, suit, rules, dix
                    ), (len(cards), suit, dix)


def test_values_rows_follow_the_rules_and_are_kept_per_rule_set() -> None:
    rules = preset("partnership")
    values = meld_values(rules)
    assert meld_values(rules) is values
    for kind, _row in rules.meld_values:
        for copies in range(0, 12):
            assert values.value(kind, copies) == rules.meld_value(kind, copies)
    other = dataclasses.replace(rules, meld_values=_ODD_TABLE)
    assert other == other and meld_values(other) is not values
    assert meld_values(other).value("run", 1) == other.meld_value("run", 1)
