"""The racehorse meld table: doubles 300, triples 900, and a quadruple run,
royal marriage or pinochle wins the game."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import preset
from pinochle_desktop.engine.cards import Suit, parse_cards
from pinochle_desktop.engine.meld.auction import score_meld, wins_the_game
from pinochle_desktop.engine.states.base import BaseState
from tests.engine.helpers import game_with, play_standard

RACEHORSE = preset("racehorse")


def meld(cards: str, trump: Suit = Suit.S, rules=RACEHORSE):  # type: ignore[no-untyped-def]
    return score_meld(parse_cards(cards), trump, rules)


def test_doubles_and_triples_pay_300_and_900() -> None:
    assert meld("QS JD QS JD").total == 300
    assert meld("QS JD QS JD QS JD").total == 900
    assert meld("AS 10S KS QS JS AS 10S KS QS JS").total == 300  # double run


def test_a_plain_marriage_scores_20_and_only_the_doubled_ones_must_be_in_trump() -> None:
    """Seed 002, racehorse: "Note: all runs, double, triple, and quadruple, marriages
    must be in trump", with the table row "Marriage 20 40 300 900 the game" under
    "Not trump Trump Double Triple Quadruple"."""
    assert meld("KH QH").total == 20
    assert meld("KS QS").total == 40
    assert meld("KS QS KS QS").total == 300
    # a doubled marriage outside trump is no double: it stays one plain marriage
    assert meld("KH QH KH QH").total == 20
    assert meld("KH QH KD QD").total == 40
    # the house rule that plain marriages score nothing is still there
    assert meld("KH QH", rules=dataclasses.replace(RACEHORSE, marriages_trump_only=True)).total == 0


def test_quadruples_win_the_game_and_nothing_less_does() -> None:
    assert wins_the_game(meld("QS JD " * 4))
    assert wins_the_game(meld("AS 10S KS QS JS " * 4))
    assert not wins_the_game(meld("QS JD " * 3))
    assert not wins_the_game(meld("AH AS AD AC " * 4))  # arounds are scored, not game


def play_out(state: BaseState, seed: int) -> None:
    """Standard players finish the hand."""
    start = len(state.history)
    play_standard(state, seed, lambda s: len(s.history) > start)


@pytest.mark.parametrize("seed", range(3))
def test_a_quadruple_pinochle_wins_the_game_when_the_hand_is_scored(seed: int) -> None:
    state = game_with(RACEHORSE, {1: "QS QS QS QS JD JD JD JD"}, dealer=0, seed=seed)
    play_out(state, seed)
    summary = state.history[-1]
    assert summary.game_meld == 1
    assert state.is_terminal and state.winner == RACEHORSE.side_of(1)


def test_without_the_rule_the_game_goes_on() -> None:
    rules = dataclasses.replace(RACEHORSE, quadruple_wins_game=False)
    state = game_with(rules, {1: "QS QS QS QS JD JD JD JD"}, dealer=0)
    play_out(state, 0)
    assert state.history[-1].game_meld is None
    assert not state.is_terminal


def test_the_rule_needs_four_copies() -> None:
    bad = dataclasses.replace(preset("partnership"), quadruple_wins_game=True).validate()
    assert any("four copies" in p for p in bad)
    assert RACEHORSE.validate() == []


def test_the_rules_summary_says_a_quadruple_wins() -> None:
    from pinochle_desktop.ui.rules.text import rules_html

    assert "win the game" in rules_html(RACEHORSE)
    assert "win the game" not in rules_html(preset("double_deck"))
