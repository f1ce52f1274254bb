"""Trick legality for every heading rule, and trick winners."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import format_cards, legal_plays, parse_cards, preset, trick_winner
from pinochle_desktop.engine.play.tricks import why_illegal

P = preset("partnership")


def legal(hand: str, trick: str, trump: str, head: str = "always", **kw: bool) -> str:
    rules = dataclasses.replace(P, head_rule=head, **kw)  # type: ignore[arg-type]
    plays = legal_plays(parse_cards(hand), parse_cards(trick), trump, rules)
    return format_cards(sorted(plays))


def test_winner_highest_trump_else_highest_led_and_first_of_identical() -> None:
    assert trick_winner(parse_cards("KH AH TH 9H"), "S") == 1
    assert trick_winner(parse_cards("KH AH 9S AD"), "S") == 2
    assert trick_winner(parse_cards("AH AH"), "S") == 0  # identical: first wins
    assert trick_winner(parse_cards("KH 9S 9S JS"), "S") == 3
    assert trick_winner(parse_cards("KH 9S 9S"), "S") == 1
    assert trick_winner(parse_cards("KH AD AC"), "S") == 0  # off-suit never wins


def test_leader_may_play_anything() -> None:
    assert legal("AS KH 9D", "", "C") == format_cards(sorted(parse_cards("AS KH 9D")))


def test_always_must_beat_when_following() -> None:
    # heart led, K winning: must play A or 10
    assert legal("AH TH JH AS", "KH", "S") == format_cards(sorted(parse_cards("AH TH")))
    # cannot beat: any heart
    assert legal("JH 9H AS", "AH", "S") == format_cards(sorted(parse_cards("JH 9H")))


def test_always_exception_after_trump_on_plain_lead() -> None:
    # heart led, then trumped: a heart follower may play any heart (pre-1945 rule)
    assert legal("AH JH AS", "KH 9S", "S") == format_cards(sorted(parse_cards("AH JH")))


def test_always_strict_must_still_beat_the_led_suit() -> None:
    assert legal("AH JH AS", "KH 9S", "S", "always_strict") == "AH"


def test_void_must_trump_and_overtrump() -> None:
    assert legal("KS 9S AD", "KH QS", "S") == "KS"
    # cannot over-trump: any trump
    assert legal("9S JS AD", "KH AS", "S") == format_cards(sorted(parse_cards("9S JS")))
    # no trump: anything
    assert legal("AD KC", "KH AS", "S") == format_cards(sorted(parse_cards("AD KC")))


def test_trump_led_heads_only_on_trump_leads() -> None:
    assert legal("AH JH", "KH", "S", "trump_led") == format_cards(sorted(parse_cards("AH JH")))
    assert legal("AS JS", "KS", "S", "trump_led") == "AS"
    # void in a plain lead: must trump, no over-trump duty
    assert legal("JS AS AD", "KH QS", "S", "trump_led") == format_cards(
        sorted(parse_cards("JS AS"))
    )


def test_never_only_follow_or_trump() -> None:
    assert legal("AH JH", "KH", "S", "never") == format_cards(sorted(parse_cards("AH JH")))
    assert legal("9S AS AD", "KH TS", "S", "never") == format_cards(sorted(parse_cards("9S AS")))


def test_must_trump_off_lets_a_void_player_discard() -> None:
    assert legal("9S AD", "KH", "S", must_trump=False) == format_cards(sorted(parse_cards("9S AD")))


def test_first_lead_trump() -> None:
    rules = dataclasses.replace(P, first_lead_trump=True)
    hand = parse_cards("AS 9H KD")
    assert legal_plays(hand, [], "H", rules, first_lead=True) == parse_cards("9H")
    assert len(legal_plays(hand, [], "H", rules, first_lead=False)) == 3
    assert legal_plays(parse_cards("AS KD"), [], "H", rules, first_lead=True) == parse_cards(
        "AS KD"
    )


def test_identical_card_does_not_beat() -> None:
    # AH led; my AH does not beat it, so any heart may be played
    assert legal("AH 9H", "AH", "S") == format_cards(sorted(parse_cards("AH 9H")))


@pytest.mark.parametrize(
    ("hand", "trick", "card", "words"),
    [
        ("AH AS", "KH", "AS", "You must follow suit: play a heart"),
        ("AH JH", "KH", "JH", "You must beat the best heart"),
        ("KS AD", "KH", "AD", "you must trump with a spade"),
        ("KS 9S AD", "KH QS", "9S", "You must over-trump"),
    ],
)
def test_why_illegal_explains(hand: str, trick: str, card: str, words: str) -> None:
    reason = why_illegal(parse_cards(card)[0], parse_cards(hand), parse_cards(trick), "S", P)
    assert reason is not None and words in reason
