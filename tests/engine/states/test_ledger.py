"""Check pinochle's ledger: checks for melds, a lost bid and the game, paid
by each of the other players."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.engine.cards import Suit, parse_cards
from pinochle_desktop.engine.meld.auction import score_meld
from pinochle_desktop.engine.states.base import BaseState
from pinochle_desktop.engine.states.ledger import bidder_checks, meld_checks, nine_checks, settle
from tests.engine.helpers import play_standard

RULES = preset("check_pinochle")


def checks_for(cards: str, trump: Suit = Suit.H, rules=RULES) -> int:  # type: ignore[no-untyped-def]
    return meld_checks(score_meld(parse_cards(cards), trump, rules), rules)


def test_run_and_aces_around_earn_a_check_each() -> None:
    assert checks_for("AH 10H KH QH JH") == 1
    assert checks_for("AH AS AD AC") == 1
    assert checks_for("AH 10H KH QH JH AS AD AC") == 2
    assert checks_for("KS QS 9H") == 0  # a marriage and the dix: no check


def test_roundhouse_earns_two_checks() -> None:
    # a king and queen of every suit, trump hearts: royal marriage and three marriages
    assert checks_for("KH QH KS QS KD QD KC QC") == 2


def test_doubles_earn_checks_only_when_chosen() -> None:
    assert checks_for("QS QS JD JD") == 1  # double pinochle
    assert checks_for("AH AH AS AS AD AD AC AC") == 2  # double aces: a double around, not +1
    assert checks_for("KS QS KS QS") == 1  # double marriage
    plain = dataclasses.replace(
        RULES, check_double_pinochle=False, check_double_around=False,
        check_double_marriage=False,
    )
    assert checks_for("QS QS JD JD", rules=plain) == 0
    assert checks_for("AH AH AS AS AD AD AC AC", rules=plain) == 1  # still aces around
    assert checks_for("KS QS KS QS", rules=plain) == 0


def test_seven_nines_is_an_option() -> None:
    hand = parse_cards("9H 9H 9S 9S 9D 9D 9C AH AS")
    assert nine_checks(hand, RULES) == 0
    assert nine_checks(hand, dataclasses.replace(RULES, check_seven_nines=10)) == 10
    assert nine_checks(hand[1:], dataclasses.replace(RULES, check_seven_nines=10)) == 0


def test_lost_bid_checks() -> None:
    assert bidder_checks(RULES, made=True, saw_widow=True, played=True) == 0
    assert bidder_checks(RULES, made=False, saw_widow=True, played=False) == -1
    assert bidder_checks(RULES, made=False, saw_widow=False, played=False) == 0  # unseen
    both = dataclasses.replace(RULES, check_played_and_lost=True)
    assert bidder_checks(both, made=False, saw_widow=True, played=True) == -2


def test_each_check_is_paid_by_every_other_player() -> None:
    assert settle([2, 0, 0], [0, 1, 2]) == [4, -2, -2]
    assert settle([1, -1, 0], [0, 1, 2]) == [3, -3, 0]
    assert sum(settle([3, 1, 5], [0, 1, 2])) == 0


def play_game(rules, seed: int) -> BaseState:  # type: ignore[no-untyped-def]
    """A whole game between Standard players."""
    state = new_game(rules, seed=seed)
    play_standard(state, seed, lambda s: s.is_terminal)
    return state


@pytest.mark.parametrize("seed", range(4))
def test_a_whole_game_keeps_a_balanced_ledger(seed: int) -> None:
    state = play_game(RULES, seed)
    totals = [0, 0, 0]
    for summary in state.history:
        payments = summary.check_payments
        assert sum(payments) == 0
        totals = [t + p for t, p in zip(totals, payments, strict=True)]
        assert summary.check_totals == totals
    assert state.checks == totals
    assert state.winner is not None
    # a saved game replays to the same ledger
    again = BaseState.from_json(state.to_json())
    assert again.checks == state.checks
    assert list(state.observation(0).checks) == state.checks


def test_game_checks_go_to_the_winner() -> None:
    state = play_game(dataclasses.replace(RULES, check_game=10), 1)
    assert state.winner is not None
    last = state.history[-1]
    meld_only = [c for c in last.checks]
    meld_only[state.winner] -= 10
    hand_checks = settle(meld_only, [0, 1, 2])
    assert [p - h for p, h in zip(last.check_payments, hand_checks, strict=True)] == [
        20 if s == state.winner else -10 for s in range(3)
    ]


def test_other_games_keep_no_ledger() -> None:
    state = play_game(preset("three_handed"), 2)
    assert all(h.checks is None for h in state.history)
    assert state.checks == [0, 0, 0]


def test_ledger_needs_players_who_play_alone() -> None:
    problems = dataclasses.replace(preset("partnership"), check_ledger=True).validate()
    assert any("check ledger" in p for p in problems)
    assert RULES.validate() == []
