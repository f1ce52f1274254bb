from __future__ import annotations

import pytest

from pinochle_desktop.engine import Card, Rank, Suit, format_cards, make_deck, parse_cards
from pinochle_desktop.engine.cards import sort_hand


def test_parse_accepts_t_and_10_and_symbols() -> None:
    assert parse_cards("AS TH 10h 9♦ kc") == parse_cards("AS TH TH 9D KC")
    assert format_cards(parse_cards("10H, AS")) == "TH AS"


def test_card_properties_and_labels() -> None:
    ten = parse_cards("TH")[0]
    assert ten.rank == Rank.TEN and ten.suit == Suit.H
    assert ten.label == "10♥" and str(ten) == "TH"
    assert Card.of(Rank.ACE, "S") == parse_cards("AS")[0]


@pytest.mark.parametrize("bad", ["8S", "AX", "1H", "TT", "AS KZ"])
def test_parse_rejects_non_cards_with_a_readable_message(bad: str) -> None:
    with pytest.raises(ValueError, match="Not a pinochle card"):
        parse_cards(bad)


@pytest.mark.parametrize(
    ("kind", "size", "nines"),
    [
        ("single", 48, True),
        ("double", 80, False),
        ("triple", 120, False),
        ("double_with_nines", 96, True),
    ],
)
def test_deck_sizes(kind: str, size: int, nines: bool) -> None:
    deck = make_deck(kind)
    assert len(deck) == size
    assert any(c.rank == Rank.NINE for c in deck) == nines
    copies = {deck.count(c) for c in set(deck)}
    assert copies == {size // len(set(deck))}


def test_sort_hand_puts_trump_first_high_to_low() -> None:
    hand = parse_cards("9S AH KD TH AS JH")
    assert format_cards(sort_hand(hand, Suit.H)) == "AH TH JH AS 9S KD"
