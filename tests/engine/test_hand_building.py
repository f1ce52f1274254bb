"""Two-handed hand building with bidding (RULES.md sections 9 and 12),
tested against the words of seeds 000/002 (shared/seeds/)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from pinochle_desktop.engine import Action, Phase, RuleSet, new_game, preset
from pinochle_desktop.engine.cards import Card, make_deck, parse_cards
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.engine.states.checks import check_hand_total, check_invariants


def building(**options: Any) -> RuleSet:
    """Cutthroat turned into the two-handed hand-building game (as the House Rules
    dialog does it: :func:`apply_change`)."""
    rules = apply_change(preset("cutthroat"), "hand_building", True)
    return dataclasses.replace(rules, **options)


def card(code: str) -> Card:
    return parse_cards(code)[0]


def stock_with_top(*codes: str) -> list[Card]:
    """The whole deck as the face-down pile with ``codes`` on top, first drawn first
    (the pile is drawn from its end)."""
    top = [c for code in codes for c in parse_cards(code)]
    rest = make_deck("single")
    for c in top:
        rest.remove(c)
    return rest + top[::-1]


def test_the_option_validates_and_rests_off() -> None:
    rules = building()
    assert rules.validate() == []
    assert (rules.num_players, rules.hand_size, rules.widow_size) == (2, 12, 0)
    assert preset("cutthroat").hand_building is False
    wrong = dataclasses.replace(preset("partnership"), hand_building=True)
    assert any("two players" in p for p in wrong.validate())
    classic = dataclasses.replace(preset("two_handed"), hand_building=True)
    assert classic.validate()
    alone = dataclasses.replace(preset("cutthroat"), building_discards_to_defender=True)
    assert alone.validate()


def test_no_cards_are_dealt_and_the_drawer_sees_the_top_card() -> None:
    """Seed 000: "no cards are initially dealt ... the entire deck is placed
    face-down on the playing surface between the two players to form the widow.
    One player begins the hand-building process by drawing the top card of the
    widow." """
    state = new_game(building(), deal=[[], []], widow=stock_with_top("AS", "9C"), dealer=0)
    assert state.phase is Phase.BUILD
    assert state.current_player == 1  # the dealer's opponent begins
    assert state.hands == [[], []]
    mine = state.observation(1)
    assert mine.drawn == card("AS")
    assert {a.kind for a in mine.legal_actions} == {"keep", "reject"}
    assert state.observation(0).drawn is None
    assert mine.stock_size == 48


def test_keep_sends_the_next_card_unseen_to_the_discard_pile() -> None:
    """Seed 000: "If the player chooses to hold the initial card, the player then
    draws a second card from the widow, then places it face-down, without looking
    at it, creating a discard pile." """
    state = new_game(building(), deal=[[], []], widow=stock_with_top("AS", "9C"), dealer=0)
    state.apply("keep")
    assert state.hands[1] == [card("AS")]
    assert state.discards[1] == [card("9C")]
    for seat in (0, 1):  # nobody saw the 9C
        obs = state.observation(seat)
        assert card("9C") not in (*obs.hand, *obs.discards)
        assert obs.discard_sizes == (0, 1)
    assert state.current_player == 0  # "Players alternate turns"


def test_reject_discards_the_card_and_the_second_must_be_kept() -> None:
    """Seed 000: "If the player rejects the first card, the card becomes the first
    card in the discard pile. The second card drawn from the widow must be kept,
    regardless of whether she or he preferred the first card." """
    state = new_game(building(), deal=[[], []], widow=stock_with_top("9C", "AS"), dealer=0)
    state.apply("reject")
    assert state.hands[1] == [card("AS")]
    assert state.discards[1] == [card("9C")]
    assert state.observation(1).discards == (card("9C"),)  # its drawer saw it
    assert state.observation(0).discards == ()  # face down: the opponent did not


def test_turns_alternate_until_all_cards_are_chosen_then_the_bidding() -> None:
    """Seed 000: "Players alternate turns in this hand-building process until all
    cards are chosen. With bidding, the player winning the bid declares trump,
    then lays all meld face-up on the table. The other player shows her or his
    melds as well." """
    state = new_game(building(), seed=5)
    seats = []
    while state.phase is Phase.BUILD:
        seats.append(state.current_player)
        state.apply(random.Random(len(seats)).choice(["keep", "reject"]))
    assert seats == [1, 0] * 12
    assert [len(h) for h in state.hands] == [12, 12]
    assert [len(p) for p in state.discards] == [12, 12]
    assert state.phase is Phase.BID
    state.apply(Action.bid(state.rules.min_bid))
    state.apply("pass")
    state.apply(state.legal_actions()[0])  # trump
    while state.phase is not Phase.PLAY:
        state.apply(state.legal_actions()[0])
    assert all(m is not None for m in state.melds)  # both players meld


def _play_out(rules: RuleSet, seed: int) -> Any:
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        assert check_invariants(state) == []
        if state.phase is Phase.DECLARE:
            state.apply("play_hand")
            continue
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", range(6))
def test_the_discard_piles_count_for_their_owners(seed: int) -> None:
    """Seed 000: "When adding counters, cards from each player's discard pile are
    included in totals for a total of 240 counters per round, plus one counter for
    winning the final trick" (here the rules' counters: every card's and the last
    trick's, ``total_trick_points``)."""
    state = _play_out(building(), seed)
    last = state.history[-1]
    if last.conceded:
        return
    assert check_hand_total(state) == []
    values = state.rules.counter_values
    for seat in (0, 1):
        taken = sum(values[c % 6] for c in state.won[seat] + state.discards[seat])
        bonus = state.rules.last_trick_bonus if state.tricks[-1][2] == seat else 0
        assert last.points[seat] == taken + bonus


@pytest.mark.parametrize("seed", range(6))
def test_the_variation_gives_both_piles_to_the_player_who_did_not_bid(seed: int) -> None:
    """Seed 000: "One variation to make it more difficult for the bid-winning player,
    the discard pile created by drawing cards is used by the non-bidding player to
    score towards tricks." """
    state = _play_out(building(building_discards_to_defender=True), seed)
    last = state.history[-1]
    if last.conceded:
        return
    assert check_hand_total(state) == []
    values = state.rules.counter_values
    bidder = state.bidder
    bonus = state.rules.last_trick_bonus if state.tricks[-1][2] == bidder else 0
    assert last.points[bidder] == sum(values[c % 6] for c in state.won[bidder]) + bonus


def test_no_observation_shows_a_card_its_seat_has_not_seen() -> None:
    """Every card in an observation during the building is one its seat drew: the
    drawn card, its hand, the cards it rejected; never a card discarded blind."""
    state = new_game(building(), seed=11)
    seen: list[set[Card]] = [set(), set()]
    rng = random.Random(3)
    while state.phase is Phase.BUILD:
        for seat in (0, 1):
            obs = state.observation(seat)
            visible = set(obs.hand) | set(obs.discards)
            if obs.drawn is not None:
                seen[seat].add(obs.drawn)
                visible.add(obs.drawn)
            assert not (set(state.discards[seat]) - set(state.discards_seen[seat])) & (
                set(obs.discards)
            )
            assert all(c in seen[seat] or c in state.hands[seat] for c in visible)
        seat = state.current_player
        top, second = state.stock[-1], state.stock[-2]
        action = rng.choice(["keep", "reject"])
        state.apply(action)
        if action == "reject":
            seen[seat].add(second)
        del top


def test_the_pile_is_recorded_and_deals_the_same_hand_again() -> None:
    """The dealt event records the pile (``stock``, drawn from its end); given back as
    ``stock`` it lays the same pile."""
    state = new_game(building(), seed=9)
    dealt = state.events[0]
    assert dealt.kind == "dealt" and len(parse_cards(dealt.stock)) == 48
    again = new_game(building(), deal=[[], []], stock=parse_cards(dealt.stock),
                     dealer=state.dealer)
    assert again.stock == state.stock
