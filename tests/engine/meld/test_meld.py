"""Hand-worked meld vectors (RULES.md section 5)."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import parse_cards, preset, score_meld
from pinochle_desktop.engine.meld.auction import meld_total

P = preset("partnership")
DD = preset("double_deck")


def total(cards: str, trump: str, rules=P) -> int:  # type: ignore[no-untyped-def]
    return score_meld(parse_cards(cards), trump, rules).total


@pytest.mark.parametrize(
    ("cards", "trump", "points"),
    [
        ("AS TS KS QS JS", "S", 150),  # run
        ("KS QS", "S", 40),  # royal marriage
        ("KH QH", "S", 20),  # marriage
        ("KH QH KH QH", "S", 40),  # two marriages
        ("KS QS KS QS", "S", 80),  # two royal marriages
        ("AS AH AD AC", "S", 100),
        ("KS KH KD KC", "D", 80),  # kings around, no queen so no marriage
        ("QS QH QD QC", "D", 60),
        ("JS JH JD JC", "D", 40),
        ("QS JD", "H", 40),  # pinochle
        ("QS JD QS JD", "H", 300),  # double pinochle
        ("9H", "H", 10),  # dix
        ("9H 9H", "H", 20),
        ("AS AS AH AH AD AD AC AC", "S", 1000),  # double aces
        ("KS KS KH KH KD KD KC KC", "S", 800),
        ("QS QS QH QH QD QD QC QC", "S", 600),
        ("JS JS JH JH JD JD JC JC", "S", 400),
        ("AS TS KS QS JS AS TS KS QS JS", "S", 1500),  # double run
        ("AS AS AH AH AD AD AC", "S", 100),  # seven aces = one around
        ("AS TS KS QS JS KS QS", "S", 190),  # run + extra K Q of trump
    ],
)
def test_meld_vectors(cards: str, trump: str, points: int) -> None:
    assert total(cards, trump) == points


def test_card_used_once_per_class_but_across_classes() -> None:
    # KS QS: royal marriage (A); QS JD: pinochle (C); KS KH KD KC: kings (B)
    result = score_meld(parse_cards("KS QS JD KH KD KC"), "S", P)
    names = {m.name for m in result.melds}
    assert names == {"Royal marriage", "Pinochle", "Kings around"}
    assert result.total == 40 + 40 + 80
    # the same queen of spades cannot make two marriages in class A
    assert total("KS KS QS", "S") == 40


def test_roundhouse_240_and_250_with_bonus() -> None:
    hand = "KS QS KH QH KD QD KC QC"
    assert total(hand, "H") == 240
    assert total(hand, "H", dataclasses.replace(P, roundhouse_bonus=True)) == 250


def test_run_counts_marriage_option() -> None:
    assert total("AS TS KS QS JS", "S", dataclasses.replace(P, run_counts_marriage=True)) == 190


def test_meld_values_are_data() -> None:
    table = tuple((k, (250, 1500, 2250, 3000)) if k == "run" else (k, v) for k, v in P.meld_values)
    assert total("AS TS KS QS JS", "S", dataclasses.replace(P, meld_values=table)) == 250


def test_double_deck_triples_and_quadruples() -> None:
    aces3 = " ".join(["AS AH AD AC"] * 3)
    aces4 = " ".join(["AS AH AD AC"] * 4)
    assert total(aces3, "S", DD) == 1500
    assert total(aces4, "S", DD) == 2000
    runs3 = " ".join(["AH TH KH QH JH"] * 3)
    assert total(runs3, "H", DD) == 2250
    pin3 = " ".join(["QS JD"] * 3)
    assert total(pin3, "H", DD) == 600
    assert total(" ".join(["QS JD"] * 4), "H", DD) == 900


def test_triple_deck_five_of_each_ace_is_double_and_triple_aces_combined() -> None:
    """Seed 002, triple deck: "most of the extra melds made possible by the triple pack
    do not count extra. i.e. if a player should hold twenty aces, five of each suit, the
    value would be that of double aces and triple aces combined." """
    six = preset("six_handed")
    aces5 = " ".join(["AS AH AD AC"] * 5)
    double_and_triple = total(" ".join(["AS AH AD AC"] * 2), "S", six) + total(
        " ".join(["AS AH AD AC"] * 3), "S", six)
    assert double_and_triple == 1000 + 1500
    assert total(aces5, "S", six) == 2500
    result = score_meld(parse_cards(aces5), "S", six)
    assert [(m.kind, m.copies, m.points) for m in result.melds] == [("aces", 5, 2500)]
    # six of each: two triples (the fewest melds of at most four, as even as possible)
    assert total(" ".join(["AS AH AD AC"] * 6), "S", six) == 3000
    assert six.meld_value("run", 5) == 1500 + 2250
    assert meld_total(parse_cards(aces5), "S", six) == 2500


def test_meld_items_list_the_cards() -> None:
    result = score_meld(parse_cards("AS TS KS QS JS QS JD 9S"), "S", P)
    by_name = {m.name: m for m in result.melds}
    assert sorted(str(c) for c in by_name["Run"].cards) == sorted(["AS", "TS", "KS", "QS", "JS"])
    assert by_name["Dix"].points == 10
    assert result.total == 150 + 40 + 10


def test_racehorse_two_plain_marriages_show_as_one() -> None:
    """Seed 002's racehorse table: "all runs, double, triple, and quadruple,
    marriages must be in trump", so two marriages in a plain suit score 20, as
    one. The meld must say so ("Marriage in diamonds", two cards), not name a
    double marriage that scores like a single one."""
    meld = score_meld(parse_cards("KD QD KD QD 9S"), "C", preset("racehorse"))
    marriages = [m for m in meld.melds if m.kind == "marriage"]
    assert [(m.name, m.copies, m.points, len(m.cards)) for m in marriages] == [
        ("Marriage in diamonds", 1, 20, 2)]
    assert meld.total == 20
