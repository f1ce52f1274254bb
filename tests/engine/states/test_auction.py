"""The auction: passing, forced openings, increments, jump bids, trump rules."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import Action, Phase, StateError, preset

from ..helpers import act, game_with

P = preset("partnership")


def bids_of(state) -> list[int]:  # type: ignore[no-untyped-def]
    return [a.amount for a in state.legal_actions() if a.kind == "bid"]


def test_bidding_starts_left_of_dealer_and_ends_when_others_pass() -> None:
    state = game_with(P, {}, dealer=3)
    assert state.phase == Phase.BID and state.current_player == 0
    act(state, "bid 250", "bid 260", "pass", "pass", "pass")
    assert state.phase == Phase.TRUMP
    assert state.current_player == 1 and state.contract == 260 and state.bidder == 1
    kinds = [e.kind for e in state.events]
    assert "contract" in kinds


def test_a_pass_is_final() -> None:
    state = game_with(dataclasses.replace(P, must_open_with_meld=False), {}, dealer=3)
    act(state, "pass", "bid 250", "bid 260", "pass")
    # seat 0 passed earlier: the auction goes 1 -> 2 (seat 3 passed) -> ...
    assert state.current_player == 1
    act(state, "pass")
    assert state.phase == Phase.TRUMP and state.bidder == 2


def test_all_pass_redeals_with_the_next_dealer() -> None:
    state = game_with(dataclasses.replace(P, must_open_with_meld=False), {}, dealer=3)
    act(state, "pass", "pass", "pass", "pass")
    assert state.phase == Phase.BID and state.dealer == 0 and state.current_player == 1
    assert [e.kind for e in state.events][-2:] == ["all_passed", "dealt"]


def test_all_pass_sticks_the_dealer() -> None:
    rules = dataclasses.replace(P, all_pass="dealer_stuck", must_open_with_meld=False)
    state = game_with(rules, {}, dealer=3)
    act(state, "pass", "pass", "pass", "pass")
    assert state.phase == Phase.TRUMP and state.bidder == 3 and state.contract == 250
    rules = dataclasses.replace(
        P, all_pass="dealer_stuck", stuck_bid=190, must_open_with_meld=False)
    state = game_with(rules, {}, dealer=3)
    act(state, "pass", "pass", "pass", "pass")
    assert state.contract == 190


def test_forced_opening_removes_pass_for_the_first_bidder() -> None:
    rules = dataclasses.replace(P, first_bidder_must_open=True)
    state = game_with(rules, {}, dealer=3)
    assert Action.parse("pass") not in state.legal_actions()
    with pytest.raises(StateError, match="must open"):
        act(state, "pass")
    act(state, "bid 250")
    assert Action.parse("pass") in state.legal_actions()


def test_jump_bids_allowed_or_not() -> None:
    state = game_with(P, {}, dealer=3)
    assert bids_of(state)[:3] == [250, 260, 270]
    act(state, "bid 400")
    assert bids_of(state)[0] == 410
    no_jump = game_with(dataclasses.replace(P, jump_bids=False), {}, dealer=3)
    assert bids_of(no_jump) == [250]
    with pytest.raises(StateError):
        act(no_jump, "bid 300")


def test_increment_threshold_double_deck() -> None:
    dd = preset("double_deck")
    state = game_with(dd, {}, dealer=3)
    assert bids_of(state)[:3] == [500, 510, 520]
    act(state, "bid 590")
    assert bids_of(state)[:3] == [600, 650, 700]
    act(state, "bid 600")
    assert bids_of(state)[:2] == [650, 700]
    with pytest.raises(StateError, match="Bid 650 or more"):
        act(state, "bid 610")


def test_trump_requires_marriage() -> None:
    rules = dataclasses.replace(P, trump_requires="marriage")
    state = game_with(
        rules,
        {0: "KH QH AS AS AC AC TD TD JC JC 9S 9S", 1: "KD QD KS KS KC KC AH AH TC TC 9C 9C"},
        dealer=3,
    )
    # seat 0 only holds the heart marriage; it may bid
    act(state, "bid 250", "pass", "pass", "pass")
    assert [a.suit.name for a in state.legal_actions() if a.suit is not None] == ["H"]


def test_player_without_marriage_cannot_bid() -> None:
    rules = dataclasses.replace(P, trump_requires="marriage")
    state = game_with(rules, {0: "AS AS AC AC TD TD JC JC 9S 9S 9H 9H"}, dealer=3)
    assert [a.kind for a in state.legal_actions()] == ["pass"]
    with pytest.raises(StateError, match="no marriage"):
        act(state, "bid 250")


def test_trump_requires_meld_in_suit() -> None:
    rules = dataclasses.replace(P, trump_requires="meld_in_suit")
    state = game_with(rules, {0: "KH QH 9C AS AS AC TD TD JC JC 9S TS"}, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass")
    assert sorted(a.suit.name for a in state.legal_actions() if a.suit is not None) == [
        "C",
        "H",
        "S",
    ]


def test_must_open_with_meld() -> None:
    rules = dataclasses.replace(P, must_open_with_meld=True)
    state = game_with(rules, {0: "KH QH AS AS AC TC TD TD JC JC 9S TS"}, dealer=3)
    assert Action.parse("pass") not in state.legal_actions()
    with pytest.raises(StateError, match="meld"):
        act(state, "pass")


def test_misdeal_on_nines_offers_a_redeal_by_the_same_dealer() -> None:
    rules = dataclasses.replace(P, misdeal_nines=True, misdeal_conditions=("5_nines",))
    state = game_with(rules, {1: "9S 9S 9H 9H 9D AS AH KC QC JC TD TC"}, dealer=3)
    assert state.phase == Phase.MISDEAL and state.current_player == 1
    act(state, "misdeal")
    assert state.dealer == 3 and state.redeals == 1
    assert [e.kind for e in state.events][-2:] == ["misdeal", "dealt"]


def test_misdeal_keep_continues_to_the_auction() -> None:
    rules = dataclasses.replace(P, misdeal_nines=True, misdeal_conditions=("4_nines_no_aces",))
    state = game_with(rules, {1: "9S 9S 9H 9H KD KS KH KC QC JC TD TC"}, dealer=3)
    assert state.phase == Phase.MISDEAL
    act(state, "keep")
    assert state.phase == Phase.BID and state.current_player == 0


def test_misdeal_limit() -> None:
    rules = dataclasses.replace(P, misdeal_nines=True, max_redeals=0)
    state = game_with(rules, {1: "9S 9S 9H 9H 9D AS AH KC QC JC TD TC"}, dealer=3)
    assert state.phase == Phase.BID


@pytest.mark.parametrize(
    ("cond", "hand", "qualifies"),
    [
        ("5_nines", "9S 9S 9H 9H 9D AS AH KC QC JC TD TC", True),
        ("6_nines", "9S 9S 9H 9H 9D AS AH KC QC JC TD TC", False),
        ("6_nines", "9S 9S 9H 9H 9D 9D AH KC QC JC TD TC", True),
        ("5_nines_no_meld", "9S 9S 9H 9H 9D AS AH KC JC JC TD TC", True),
        ("5_nines_no_meld", "9S 9S 9H 9H 9D AS AH KC QC JC TD TC", False),  # KC QC marriage
        ("4_nines_no_aces", "9S 9S 9H 9H KD KS KH KC QC JC TD TC", True),
        ("4_nines_no_aces", "9S 9S 9H 9H AD KS KH KC QC JC TD TC", False),
        ("5_nines_max_one_ace", "9S 9S 9H 9H 9D AS KH KC QC JC TD TC", True),
        ("5_nines_max_one_ace", "9S 9S 9H 9H 9D AS AH KC QC JC TD TC", False),
    ],
)
def test_misdeal_conditions(cond: str, hand: str, qualifies: bool) -> None:
    from pinochle_desktop.engine import parse_cards
    from pinochle_desktop.engine.states.deal import qualifies_for_misdeal

    rules = dataclasses.replace(P, misdeal_nines=True, misdeal_conditions=(cond,))
    assert qualifies_for_misdeal(parse_cards(hand), rules) == qualifies


def test_rules_validate_explains_contradictions() -> None:
    bad = dataclasses.replace(preset("double_deck"), misdeal_nines=True)
    assert any("nines" in p for p in bad.validate())
    bad = dataclasses.replace(P, display_simplified=True, count_method=1)
    assert any("Simplified" in p for p in bad.validate())
    bad = dataclasses.replace(preset("three_handed"), pass_count=3)
    assert any("partner" in p for p in bad.validate())
    bad = dataclasses.replace(P, hand_size=13)
    assert any("deck has 48" in p for p in bad.validate())
    for name in ("partnership", "three_handed", "double_deck", "cutthroat"):
        assert preset(name).validate() == []
