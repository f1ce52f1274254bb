"""Scoring a hand: made, set, saved and lost meld, concede, the moon, game end."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Phase, parse_cards, preset
from pinochle_desktop.engine.states.base import BaseState
from pinochle_desktop.engine.states.scoring import score_hand

from ..helpers import act, game_with

P = preset("partnership")


def score(rules=P, **kw):  # type: ignore[no-untyped-def]
    base = dict(
        bidder=0,
        contract=300,
        trump=None,
        melds=[100, 50, 60, 20],
        won=[[], [], [], []],
        tricks_taken=[0, 0, 0, 0],
        buried=[],
        last_winner=None,
    )
    base.update(kw)
    return score_hand(rules, **base)  # type: ignore[arg-type]


def won_points(points_per_side: tuple[int, int]) -> tuple[list[list], list[int]]:  # type: ignore[type-arg]
    """Cards worth the given counters (method 2: A/10 = 10, K/Q = 5)."""
    a = parse_cards("AS") * (points_per_side[0] // 10)
    b = parse_cards("AH") * (points_per_side[1] // 10)
    return [a, b, [], []], [max(1, len(a) // 4), max(1, len(b) // 4), 0, 0]


def test_bidder_makes_contract_with_meld_plus_tricks() -> None:
    won, taken = won_points((150, 90))
    summary, made, _ = score(won=won, tricks_taken=taken, last_winner=0)
    # side 0: meld 100+60, tricks 150 + last trick 10 = 320 >= 300
    assert made and summary["deltas"] == [320, 50 + 20 + 90]


def test_bidder_set_loses_bid_and_meld() -> None:
    won, taken = won_points((120, 120))
    summary, made, _ = score(won=won, tricks_taken=taken, last_winner=1, contract=300)
    # side 0: 160 meld + 120 = 280 < 300
    assert not made and summary["deltas"][0] == -300
    assert summary["deltas"][1] == 70 + 130


def test_meld_not_saved_without_a_trick() -> None:
    won = [parse_cards("AS") * 25, [], [], []]
    summary, made, _ = score(won=won, tricks_taken=[12, 0, 0, 0], last_winner=0, contract=250)
    assert made and summary["deltas"] == [160 + 260, 0]
    always = dataclasses.replace(P, save_meld="always")
    summary, _, _ = score(always, won=won, tricks_taken=[12, 0, 0, 0], last_winner=0, contract=250)
    assert summary["deltas"][1] == 70


def test_counters_save_rule_double_deck() -> None:
    dd = preset("double_deck")
    won = [parse_cards("AS") * 30, parse_cards("AH") * 15, [], []]
    summary, _, _ = score(
        dd,
        won=won,
        tricks_taken=[10, 5, 0, 0],
        last_winner=0,
        melds=[300, 150, 200, 40],
        contract=500,
    )
    # side 1 took 150 trick points < 200: its 190 meld is not saved
    assert summary["deltas"][1] == 150
    assert summary["deltas"][0] == 500 + 300 + 20


def test_racehorse_the_side_not_set_keeps_meld_and_count_with_10_in_the_count() -> None:
    """Seed 002, racehorse: "By going set the amount of the bid is subtracted from the
    team's score and their count is discarded. The other team retains both their meld
    and their count provided they took at least 10 points in the count." """
    rh = preset("racehorse")
    # side 0 bids 700 and goes set; side 1 took 20 in the count with 150 meld
    won = [parse_cards("AS") * 30, parse_cards("KH TH"), [], []]
    summary, made, _ = score(rh, won=won, tricks_taken=[18, 1, 0, 0], last_winner=0,
                             melds=[100, 100, 200, 50], contract=700)
    assert not made
    assert summary["deltas"] == [-700, 150 + 20]
    # 10 in the count is enough
    won = [parse_cards("AS") * 30, parse_cards("TH"), [], []]
    summary, _, _ = score(rh, won=won, tricks_taken=[18, 1, 0, 0], last_winner=0,
                          melds=[100, 100, 200, 50], contract=700)
    assert summary["deltas"][1] == 150 + 10
    # nothing in the count: no meld either
    won = [parse_cards("AS") * 30, parse_cards("9H QH JH"), [], []]
    summary, _, _ = score(rh, won=won, tricks_taken=[18, 1, 0, 0], last_winner=0,
                          melds=[100, 100, 200, 50], contract=700)
    assert summary["deltas"][1] == 0


def test_bidder_minimum_trick_points_option() -> None:
    dd = dataclasses.replace(preset("double_deck"), bidder_min_trick_points=200, save_meld="always")
    won = [parse_cards("AS") * 10, parse_cards("AH") * 38, [], []]
    summary, made, _ = score(
        dd, won=won, tricks_taken=[2, 18, 0, 0], last_winner=1, melds=[900, 0, 0, 0], contract=500
    )
    assert not made and summary["deltas"][0] == -500


def test_concede_costs_the_bid_and_opponents_score_meld_only() -> None:
    summary, made, _ = score(conceded=True)
    assert not made and summary["deltas"] == [-300, 70]


def test_concede_unseen_opponents_score_nothing() -> None:
    summary, _, _ = score(conceded=True, unseen=True)
    assert summary["deltas"] == [-300, 0]


def test_moon_rewards_and_penalty() -> None:
    won = [parse_cards("AS") * 25, [], [], []]
    taken = [12, 0, 0, 0]
    rules = dataclasses.replace(P, shoot_the_moon=True)
    _, made, wins = score(rules, won=won, tricks_taken=taken, last_winner=0, moon=True)
    assert made and wins == 0
    pts = dataclasses.replace(rules, moon_reward="points")
    summary, _, wins = score(pts, won=won, tricks_taken=taken, last_winner=0, moon=True)
    assert wins is None and summary["deltas"][0] == 1000
    fixed = dataclasses.replace(rules, moon_reward="fixed")
    summary, _, _ = score(fixed, won=won, tricks_taken=taken, last_winner=0, moon=True)
    assert summary["deltas"][0] == 250
    won_fail = [parse_cards("AS") * 24, parse_cards("AH"), [], []]
    summary, made, _ = score(
        rules, won=won_fail, tricks_taken=[11, 1, 0, 0], last_winner=0, moon=True
    )
    assert not made and summary["deltas"][0] == -1000


def test_pinochling_wins_the_game_undeclared() -> None:
    won = [parse_cards("AS") * 25, [], [], []]
    rules = dataclasses.replace(P, pinochling=True)
    _, _, wins = score(rules, won=won, tricks_taken=[12, 0, 0, 0], last_winner=0)
    assert wins == 0


# -- end of game -------------------------------------------------------------------


def state_with_scores(rules, scores, target=None) -> BaseState:  # type: ignore[no-untyped-def]
    state = game_with(rules, {}, dealer=rules.num_players - 1)
    state.scores = list(scores)
    if target is not None:
        state.target = target
    return state


def test_tie_rule_bidder_wins() -> None:
    state = state_with_scores(P, [1600, 1550])
    assert state._game_winner(1, True) == 1
    assert state._game_winner(1, False) == 0  # bidder set: highest over target


def test_tie_rule_extend_raises_the_target() -> None:
    rules = dataclasses.replace(P, tie_rule="extend")
    # both past the target: it rises one step and the next hands decide, even
    # when one side is already past the raised target (seed 001)
    state = state_with_scores(rules, [1600, 1800])
    assert state._game_winner(0, True) is None and state.target == 1750
    state = state_with_scores(rules, [1600, 1550])
    assert state._game_winner(0, True) is None and state.target == 1750
    state.scores = [1800, 1790]
    assert state._game_winner(0, True) is None and state.target == 2000
    state.scores = [2010, 1990]
    assert state._game_winner(1, True) == 0


def test_tie_rule_play_another() -> None:
    rules = dataclasses.replace(P, tie_rule="play_another")
    state = state_with_scores(rules, [1600, 1550])
    assert state._game_winner(0, True) is None and state.play_another
    state.scores = [1700, 1800]
    assert state._game_winner(0, True) == 1


def test_bid_out_only() -> None:
    cut = preset("cutthroat")
    state = state_with_scores(cut, [1100, 900, 200])
    assert state._game_winner(1, True) is None  # seat 0 over target but did not bid
    state.scores = [1100, 1050, 200]
    assert state._game_winner(1, True) == 1
    assert state._game_winner(1, False) is None


def test_slide_out() -> None:
    rules = dataclasses.replace(P, slide_out=True, target_score=1500)
    state = state_with_scores(rules, [1490, 200])
    state.scores = [1510, 150]
    state.sets_against = [3, 0]
    # side 0 is over and the opponents have been set three times: it slides out
    assert state._game_winner(1, False) == 0


# -- flows through the state machine ------------------------------------------------


def test_three_handed_widow_bury_and_buried_counters() -> None:
    rules = preset("three_handed")
    state = game_with(
        rules, {0: "AS AS TS TS KS KS QS QS JS JS 9S 9S AH AH TH"}, dealer=2, widow="AD TD KD"
    )
    act(state, "bid 300", "pass", "pass")
    assert state.phase == Phase.WIDOW  # forced opener at the minimum
    act(state, "see_widow")
    assert state.phase == Phase.TRUMP and len(state.hands[0]) == 18
    assert state.observation(1).widow == tuple(parse_cards("AD TD KD"))
    act(state, "trump S")
    assert state.phase == Phase.BURY
    buries = state.legal_actions()
    # melded spades are never buried when the hand leaves a choice
    assert all(all(c.suit.name != "S" or c.rank.name == "NINE" for c in a.cards) for a in buries)
    act(state, "bury AD TD KD")
    assert sorted(state.buried) == sorted(parse_cards("AD TD KD"))
    assert state.phase == Phase.DECLARE
    assert state.observation(1).buried == () and state.observation(0).buried


def test_three_handed_concede_unseen() -> None:
    state = game_with(preset("three_handed"), {}, dealer=2)
    act(state, "bid 300", "pass", "pass", "concede_unseen")
    assert state.phase == Phase.HAND_OVER
    assert state.history[-1].deltas == [-300, 0, 0]


def test_three_handed_must_concede_when_bid_exceeds_meld_plus_250() -> None:
    state = game_with(
        preset("three_handed"), {0: "9S 9H JD JC JS 9D 9C TH AD KC QD TC AS QH QC"}, dealer=2
    )
    act(state, "bid 300", "bid 310", "bid 700", "pass", "pass")
    assert state.bidder == 2 or state.bidder == 0
    bidder = state.bidder
    assert bidder is not None
    while state.phase != Phase.DECLARE:
        state.apply(state.legal_actions()[0])
    meld = state.melds[bidder]
    assert meld is not None and meld.total + 250 < 700
    assert [a.kind for a in state.legal_actions()] == ["concede"]


def test_partnership_passing_partner_first() -> None:
    rules = dataclasses.replace(P, pass_count=3)
    state = game_with(rules, {}, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump H")
    assert state.phase == Phase.PASS and state.current_player == 2
    give = state.legal_actions()[0]
    state.apply(give)
    assert state.current_player == 0 and len(state.hands[0]) == 15
    back = state.legal_actions()[-1]
    state.apply(back)
    assert len(state.hands[0]) == 12 and len(state.hands[2]) == 12
    assert state.observation(0).received == tuple(give.cards)
    assert state.observation(2).received == tuple(back.cards)
    assert state.observation(1).received == ()


def test_declaring_the_moon_is_scored_by_the_reward() -> None:
    rules = dataclasses.replace(P, shoot_the_moon=True, moon_reward="points")
    state = game_with(rules, {}, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump H", "moon")
    assert state.moon and state.phase == Phase.PLAY
    while state.phase == Phase.PLAY:
        state.apply(state.legal_actions()[0])
    last = state.history[-1]
    assert last.moon
    assert last.deltas[0] in (1000, -1000)
