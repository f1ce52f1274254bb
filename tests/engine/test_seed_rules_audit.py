"""Rules of the presets and of the end of the game, checked against the seeds'
own words (shared/seeds/): the deal, the forced openings, the bid steps, the
last trick, the overtime and the other ways a game ends, and the table rules
the engine enforces (reneges, the exchange, the moon, the called partner)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import Action, BaseState, Phase, new_game, parse_cards, preset
from pinochle_desktop.engine.cards import make_deck
from pinochle_desktop.engine.phase import StateError
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.engine.states.deal import deal_cards

from .helpers import act, game_with, play_standard


def _bids(state: BaseState) -> list[int]:
    return [a.amount for a in state.legal_actions() if a.kind == "bid"]


def _hand_ended(state: BaseState) -> bool:
    return state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


# -- the deal ------------------------------------------------------------------------


def test_cutthroat_deals_sixteen_each_in_packets_of_four() -> None:
    """Seeds 000/002, cutthroat: "The dealer deals the entire deck out (16 cards
    to each player), in packets of 4"."""
    rules = preset("cutthroat")
    deck = make_deck(rules.deck)
    random.Random(5).shuffle(deck)
    hands, widow = deal_cards(rules, random.Random(5), dealer=2)
    assert widow == [] and [len(h) for h in hands] == [16, 16, 16]
    # the dealer's left (seat 0) takes the first packet, then seat 1, then the dealer
    assert hands[0][:4] == deck[0:4]
    assert hands[1][:4] == deck[4:8]
    assert hands[2][:4] == deck[8:12]


def test_the_deal_goes_clockwise_from_the_dealers_left_and_passes_left() -> None:
    """Seed 000: "the deal is done clockwise, dealing a packet of three or four
    cards at a time, starting with the player to the left (the eldest hand) and
    ending with the dealer. The deal rotates clockwise, so the dealer's
    left-hand opponent will deal next." (Seat s + 1 sits on the left of seat s.)"""
    rules = preset("partnership")
    deck = make_deck(rules.deck)
    random.Random(9).shuffle(deck)
    hands, _ = deal_cards(rules, random.Random(9), dealer=1)
    packet = rules.deal_packet
    order = [2, 3, 0, 1]  # from the dealer's left round to the dealer
    for k, seat in enumerate(order):
        assert hands[seat][:packet] == deck[k * packet:(k + 1) * packet]
    state = new_game(rules, seed=3, dealer=1)
    assert state.current_player == 2  # the eldest hand bids first
    act(state, "bid 250", "pass", "pass", "pass")
    while state.phase != Phase.HAND_OVER:
        state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])  # the next hand
    assert state.dealer == 2


# -- the auction ---------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["partnership", "eight_handed"])
def test_four_handed_first_player_holding_meld_must_bid(variant: str) -> None:
    """Seeds 000/002, four-handed: "As in the three-handed version, the first
    player is forced to bid when holding meld." Eight-handed: "Other than this,
    the four player rules apply"."""
    rules = preset(variant)
    state = game_with(rules, {1: "KS QS"}, dealer=0)
    assert state.current_player == 1
    assert Action("pass") not in state.legal_actions()
    assert Action.bid(rules.min_bid) in state.legal_actions()


def test_six_handed_bids_go_up_by_fifty() -> None:
    """Seeds 000/002, six-handed: "(note:follow all rules of double deck
    pinochle)", whose bids are "made in increments of 10 or more points until
    600 is reached, then by 50 points"; six-handed starts at 750."""
    state = new_game(preset("six_handed"), seed=1)
    assert _bids(state)[:4] == [750, 800, 850, 900]


def test_racehorse_opener_bids_500_automatically() -> None:
    """Seeds 000/002, racehorse: "Bidding commences with the person immediately
    to the left of the dealer automatically bidding 500." The next player may
    overcall."""
    state = new_game(preset("racehorse"), seed=4, dealer=0)
    assert state.current_player == 1
    assert state.legal_actions() == [Action.bid(500)]
    refusal = state.why_not(Action.bid(600))
    assert refusal is not None and "500" in refusal
    act(state, "bid 500")
    assert Action("pass") in state.legal_actions() and 600 in _bids(state)


def test_a_table_that_does_not_fix_the_opening_lets_the_opener_choose() -> None:
    """Seed 004 (auction for stakes): "the player on the left of the dealer makes
    the first bid which must be at least 300": forced, but any amount."""
    state = new_game(preset("auction_stakes"), seed=4, dealer=0)
    assert Action("pass") not in state.legal_actions()
    assert _bids(state)[:3] == [300, 310, 320]


# -- counting --------------------------------------------------------------------


def test_eight_handed_last_trick_is_worth_ten() -> None:
    """Seeds 000/002, eight-handed: "the four player rules apply"; seed 000 on
    counting: "The last trick is always worth 10 points"."""
    rules = preset("eight_handed")
    state = new_game(rules, seed=11)
    play_standard(state, 11, _hand_ended)
    result = state.history[-1]
    counters = sum(rules.counter_values) * 4 * 4  # four copies of each card
    assert rules.last_trick_bonus == 10
    if not result.conceded:
        assert sum(result.hand_points or result.points or []) == counters + 10


# -- the end of the game ----------------------------------------------------------


def test_two_handed_overtime_raises_the_target_and_plays_on() -> None:
    """Seed 001: "Game play continues until one player exceeds 1,000 points at
    the end of a hand. If both players exceeded 1,000, then regardless of who is
    ahead, game play continues, with the target score now 1,250, and then 1,500,
    and so on, increasing by 250 points until one player exceeds the target
    without the other. That player is the winner." (Here the target is 50.)"""
    rules = dataclasses.replace(preset("two_handed"), target_score=50)
    state = new_game(rules, seed=7)
    play_standard(state, 7, _hand_ended)
    assert min(state.scores) > 50, "the first hand must take both players past 50"
    assert state.phase == Phase.HAND_OVER and state.winner is None
    assert state.target == 300
    play_standard(state, 7, lambda s: s.phase == Phase.GAME_OVER)
    winner = state.winner
    assert winner is not None
    assert state.scores[winner] > state.target
    assert all(v <= state.target for s, v in enumerate(state.scores) if s != winner)


def test_three_handed_overtime_is_a_contest_to_the_next_target() -> None:
    """Seed 000, three-handed ties: "'Overtime': The game is extended and is now
    a contest to 1250 points. If two players exceed 1250 points on the same hand,
    the contest lengthens to 1500 points. This rule holds regardless of score
    fluctuations." (Here the target is 50, raised by 250: the leader is already
    past the raised target, but the contest to it is played on later hands.)"""
    rules = dataclasses.replace(preset("three_handed"), target_score=50, tie_rule="extend")
    state = new_game(rules, seed=1)
    play_standard(state, 1, _hand_ended)
    assert sum(v >= 50 for v in state.scores) >= 2, "the hand must take two players past 50"
    assert max(state.scores) >= 300
    assert state.phase == Phase.HAND_OVER and state.winner is None
    assert state.target == 300
    play_standard(state, 1, lambda s: s.phase == Phase.GAME_OVER)
    winner = state.winner
    assert winner is not None and state.scores[winner] >= state.target
    assert all(v < state.target for s, v in enumerate(state.scores) if s != winner)


def test_a_tie_over_the_target_plays_another_hand() -> None:
    """Seed 000, three-handed ties: "'Highest Score': If there's a tie, play
    another hand." (Here the target is 80.)"""
    rules = dataclasses.replace(preset("three_handed"), target_score=80, tie_rule="play_another")
    state = new_game(rules, seed=1)
    play_standard(state, 1, _hand_ended)
    assert sum(v >= 80 for v in state.scores) >= 2
    assert state.phase == Phase.HAND_OVER and state.winner is None
    state.apply(state.legal_actions()[0])  # the next hand
    play_standard(state, 1, _hand_ended)
    if state.phase == Phase.GAME_OVER:
        best = max(state.scores)
        assert state.winner is not None and state.scores[state.winner] == best
        assert state.scores.count(best) == 1
    else:  # still level at the top: one more
        assert state.scores.count(max(state.scores)) > 1


def test_slide_out_under_bid_out_rules() -> None:
    """Seed 002: "When playing 'bid-out' rules, a team can win without bidding if
    their score reaches (and remains above) the agreed upon game-ending score
    while their opponents fail to make their bid three times. This is known as a
    'slide-out'." Cutthroat is the bid-out game."""
    rules = dataclasses.replace(preset("cutthroat"), slide_out=True)
    assert rules.validate() == []
    state = game_with(rules, {}, dealer=2)
    # seat 1 bids and fails: seat 0's opponents have now failed three times
    state.scores = [1020, 150, 300]
    state.sets_against = [3, 0, 1]
    assert state._game_winner(1, False) == 0


# -- the table rules the engine enforces -------------------------------------------


def test_reneges_cannot_be_made() -> None:
    """Seeds 001/002, reneges: "playing out of suit" and "sloughing on a trick
    when you hold trump" are misplays. The program refuses them with a reason
    and the trick is unchanged."""
    rules = preset("partnership")
    hands = [
        parse_cards("AS TS KS QS JS 9S AH TH KH QH JH 9H"),
        parse_cards("AS TS KS QS JS 9S AD TD KD QD JD 9D"),
        parse_cards("AH TH KH QH JH 9H AC TC KC QC JC 9C"),
        parse_cards("AD TD KD QD JD 9D AC TC KC QC JC 9C"),
    ]
    state = new_game(rules, seed=0, deal=hands, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump H")
    while state.phase == Phase.DECLARE:
        act(state, "play_hand")
    assert state.phase == Phase.PLAY and state.current_player == 0
    act(state, "play AS")
    assert state.current_player == 1
    off_suit = Action.parse("play AD")  # seat 1 holds spades
    assert off_suit not in state.legal_actions() and state.why_not(off_suit)
    act(state, "play 9S")
    slough = Action.parse("play AC")  # seat 2 has no spade but holds trump
    assert slough not in state.legal_actions() and state.why_not(slough)
    with pytest.raises(StateError):
        state.apply(slough)
    assert len(state.observation(2).trick) == 2


def test_the_simultaneous_exchange() -> None:
    """Seed 000, passing cards: "A variation is for the bid winner and partner to
    exchange the designated number of cards simultaneously": the bidder chooses
    without seeing the partner's cards."""
    rules = dataclasses.replace(preset("partnership"), pass_count=3, pass_mode="simultaneous")
    state = game_with(rules, {1: "KS QS", 3: "AH AH AD"}, dealer=0)
    act(state, "bid 250", "pass", "pass", "pass", "trump S")
    assert state.phase == Phase.PASS and state.current_player == 3
    act(state, "give AD AH AH")
    assert state.current_player == 1
    hand = state.observation(1).hand
    assert len(hand) == 12 and "AH" not in [str(c) for c in hand]
    give = next(a for a in state.legal_actions() if a.kind == "give")
    state.apply(give)
    assert sorted(str(c) for c in state.observation(1).hand).count("AH") == 2
    assert len(state.observation(1).hand) == len(state.observation(3).hand) == 12


def test_a_moon_shot_that_takes_every_trick_wins_the_game() -> None:
    """Seed 000, four-handed: "A player may announce they will 'Shoot the Moon',
    declaring to all the other players that they are going to attempt to capture
    all the tricks in the current hand. If so, they earn 1,000 points and win the
    game."."""
    rules = dataclasses.replace(preset("partnership"), shoot_the_moon=True)
    hands = [
        parse_cards("AS AS TS TS KS KS QS QS JS JS 9S 9S"),
        parse_cards("AH AH TH TH KH KH QH QH JH JH 9H 9H"),
        parse_cards("AD AD TD TD KD KD QD QD JD JD 9D 9D"),
        parse_cards("AC AC TC TC KC KC QC QC JC JC 9C 9C"),
    ]
    state = new_game(rules, seed=0, deal=hands, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump S", "moon")
    while state.phase == Phase.PLAY:
        state.apply(state.legal_actions()[0])
    assert state.phase == Phase.GAME_OVER and state.winner == 0
    assert state.history[-1].moon


def test_the_called_card_makes_its_player_the_partner() -> None:
    """Seed 002, five-handed: "the bidder asks for a desired card in the trump
    suit, with the first matching player being partner for that hand. Everyone
    else plays against the team." Seed 000: "the bidder asks for a desired card
    to be lead and played by the player who will be their partner"."""
    rules = preset("five_handed")
    state = game_with(rules, {0: "AS AS AS", 2: "TS TS", 3: "TS TS"}, dealer=4)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump S", "call TS")
    while state.phase == Phase.DECLARE:
        act(state, "play_hand")
    first = None
    while state.phase == Phase.PLAY and first is None:
        seat = state.current_player
        assert state.observation(1).partner is None  # nobody knows yet
        legal = state.legal_actions()
        ten = [a for a in legal if str(a.card) == "TS"]
        if ten and seat != 0:
            first = seat
        state.apply(ten[0] if ten else legal[-1])
    assert first in (2, 3)
    assert state.partner == first
    assert state.observation(1).partner == first


def test_throwing_in_stops_pinochling() -> None:
    """Seed 002, alternate end games: "A player or team can play for this victory
    even if they are not the highest bidder ... However, the highest bidding
    player or team can prevent other players from attempting this if they elect
    to 'throw in' the hand before the first card is played."""
    rules = dataclasses.replace(preset("partnership"), pinochling=True)
    hands = [
        parse_cards("AH AH TH TH KH KH QH QH JH JH 9H 9H"),
        parse_cards("AS AS TS TS KS KS QS QS JS JS 9S 9S"),
        parse_cards("AD AD TD TD KD KD QD QD JD JD 9D 9D"),
        parse_cards("AC AC TC TC KC KC QC QC JC JC 9C 9C"),
    ]
    state = new_game(rules, seed=0, deal=hands, dealer=0)
    act(state, "bid 250", "pass", "pass", "pass", "trump S")
    assert state.bidder == 1 and Action("concede") in state.legal_actions()
    act(state, "concede")
    assert state.phase == Phase.HAND_OVER and state.winner is None
    result = state.history[-1]
    assert result.conceded and result.deltas is not None and result.deltas[1] == -250


def test_every_preset_follows_these_seed_rules() -> None:
    """The choices above, as the presets hold them (a new preset is checked too)."""
    for name, rules in PRESETS.items():
        assert rules.validate() == [], name
        if rules.forced_open_at_min:
            assert rules.first_bidder_must_open, name
