"""Auction rules checked against the seeds' own words (shared/seeds/)."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Action, Phase, new_game, parse_cards, preset
from pinochle_desktop.engine.cards import Suit

from .helpers import act, game_with


def test_forced_concede_counts_the_partnership_sides_meld() -> None:
    """Seed 002: "A player may not attempt to play the hand for more than 250
    points. For example, if the bid is 350 and a player has only 80 points in
    meld, that player is forced to concede." and, for partnership, "Both the
    bidder and his partner have their score count towards making the contract."

    The side holds 250 meld, so a bid of 360 is within meld + 250 and may be played.
    """
    rules = dataclasses.replace(
        preset("partnership"), pass_count=3, forced_concede_over_max=True
    )
    hands = [
        parse_cards("9S 9S 9H 9H 9D 9D 9C 9C JH JH JC JC"),
        parse_cards("AH AH TH TH KH AC AC TC TC KC AD TD"),
        parse_cards("QH QH QC QC KD KD QD QD JD JD TD AD"),
        parse_cards("AS TS KS QS JS AS TS KS QS JS KH KC"),
    ]
    state = new_game(rules, seed=0, deal=hands, dealer=0)
    act(state, "bid 360", "pass", "pass", "pass", "trump S", "give AS TS KS", "give AH TH KH")
    assert state.phase == Phase.DECLARE
    assert state.bidder is not None
    side = rules.sides[rules.side_of(state.bidder)]
    meld = sum(m.total for s in side if (m := state.melds[s]) is not None)
    assert meld >= 360 - rules.total_trick_points
    assert Action("play_hand") in state.legal_actions()


def test_a_bidder_forced_by_meld_may_concede_unseen() -> None:
    """Seed 002: "If the player has a meld, he or she is required to open the
    bidding" and "A player forced to take the bid for 300 points may choose to
    concede without viewing the widow. Their score is lowered by 300 points,
    and the opponents score nothing for the hand."
    """
    rules = dataclasses.replace(
        preset("three_handed"), first_bidder_must_open=False, must_open_with_meld=True
    )
    state = game_with(rules, {1: "KS QS AH AD AC AS"}, dealer=0)
    assert Action("pass") not in state.legal_actions()  # seat 1 holds meld
    act(state, "bid 300", "pass", "pass")
    assert state.phase == Phase.WIDOW
    assert Action("concede_unseen") in state.legal_actions()
    act(state, "concede_unseen")
    assert state.scores[1] == -300
    assert state.scores[0] == state.scores[2] == 0


def test_three_handed_forces_only_a_player_holding_meld() -> None:
    """Seed 002: "The player to the dealer's left initiates the bidding process.
    If the player has a meld, he or she is required to open the bidding;
    otherwise, they may pass or bid. If he or she passes, the obligation to bid
    passes to the next player, if meld is held."
    """
    rules = preset("three_handed")
    no_meld = "9S 9H 9D 9C JS JH JC TS TH TC AS AH AD KS QH"
    state = game_with(rules, {1: no_meld, 2: "KS QS AC"}, dealer=0)
    assert state.current_player == 1
    assert Action("pass") in state.legal_actions()
    act(state, "pass")
    assert state.current_player == 2
    assert Action("pass") not in state.legal_actions()  # seat 2 holds a marriage


def test_racehorse_partner_passes_cards_across() -> None:
    """Seed 002: "Racehorse means that, after the winning bidder has named
    trump, that player's partner passes cards across the table"."""
    rules = preset("racehorse")
    state = game_with(rules, {}, dealer=0)
    act(state, "bid 500", "pass", "pass", "pass")
    bidder = state.bidder
    assert bidder == 1
    act(state, "trump S")
    assert state.phase == Phase.PASS
    partner = rules.partners_of(bidder)[0]
    assert state.current_player == partner
    give = state.legal_actions()[0]
    assert len(give.cards) == rules.pass_count > 0
    act(state, str(give))
    assert state.current_player == bidder  # the bidder returns as many


def test_five_handed_bidder_calls_a_card_in_the_trump_suit() -> None:
    """Seed 002: "With an odd number of players, the bidder asks for a desired
    card in the trump suit, with the first matching player being partner for
    that hand." Any card only with the call_any_card option."""
    rules = preset("five_handed")
    for any_card, suits in ((False, {Suit.S}), (True, set(Suit))):
        table = dataclasses.replace(rules, call_any_card=any_card)
        state = game_with(table, {}, dealer=0)
        act(state, "bid 500", "pass", "pass", "pass", "pass", "trump S")
        assert state.phase == Phase.CALL
        called = {a.card.suit for a in state.legal_actions()}
        assert called == suits


def test_three_handed_concede_is_decided_before_the_opponents_meld() -> None:
    """Seed 002: "The decision to concede a hand must be made before seeing the
    opponents' meld." and "they still must name trumps and the other two
    players score their meld"."""
    rules = preset("three_handed")
    state = game_with(rules, {1: "KS QS AC", 2: "KH QH KH QH", 0: "KD QD"}, dealer=0)
    act(state, "bid 300", "pass", "pass", "see_widow", "trump S")
    act(state, str(state.legal_actions()[0]))  # bury
    assert state.phase == Phase.DECLARE and state.current_player == 1
    for seat in range(3):
        obs = state.observation(seat)
        assert obs.melds[1] is not None
        assert obs.melds[0] is None and obs.melds[2] is None
        assert obs.meld_cards[0] == () and obs.meld_cards[2] == ()
    act(state, "concede")
    summary = state.history[-1]
    for seat in (0, 2):  # they still score their meld
        meld = state.melds[seat]
        assert meld is not None and meld.total > 0
        assert summary.meld[seat] == meld.total
