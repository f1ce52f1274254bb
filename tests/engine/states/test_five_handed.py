"""Five-handed: the bidder calls a card and its holder is the secret partner."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import Action, BaseState, Phase, preset
from pinochle_desktop.engine.cards import Card, parse_cards
from pinochle_desktop.engine.events import PartnerCalled
from pinochle_desktop.engine.states.checks import check_hand_total, check_invariants

from ..helpers import act, game_with, sane_random_action

FIVE = preset("five_handed")
AH = parse_cards("AH")[0]


def bought_by_seat_0(fixed: dict[int, str], rules=FIVE, seed: int = 0) -> BaseState:
    """Seat 0 (left of dealer 4) buys the contract at 500 and names hearts."""
    state = game_with(rules, fixed, dealer=4, seed=seed)
    act(state, "bid 500", "pass", "pass", "pass", "pass", "trump H")
    return state


def play_out(state: BaseState, eager: int | None = None, shy: int | None = None) -> list[int]:
    """Play the hand: ``eager`` plays the ace of hearts at once, ``shy`` keeps it
    while it can; everyone else the first legal card. Returns the seats that
    had played AH when the partner was first shown to the table (in order)."""
    if state.phase == Phase.DECLARE:
        act(state, "play_hand")
    played_ah: list[int] = []
    while state.phase == Phase.PLAY:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        choice = legal[0]
        ah = Action.play(AH)
        if seat == eager and ah in legal:
            choice = ah
        elif seat == shy and choice == ah and len(legal) > 1:
            choice = legal[1]
        if choice == ah:
            played_ah.append(seat)
        state.apply(choice)
        assert not check_invariants(state)
    return played_ah


def test_the_preset_is_valid_and_deals_the_double_deck_to_five() -> None:
    assert FIVE.validate() == []
    assert FIVE.num_players == 5 and FIVE.hand_size * 5 == FIVE.deck_size == 80
    assert FIVE.call_partner and all(len(side) == 1 for side in FIVE.sides)


def test_after_trump_the_bidder_calls_one_of_the_6_trump_cards() -> None:
    # seed 002: "a desired card in the trump suit" (any card: call_any_card)
    state = bought_by_seat_0({2: "AH AH", 4: "AH AH"})
    assert state.phase == Phase.CALL and state.current_player == 0
    legal = state.legal_actions()
    assert len(legal) == 6 and all(a.kind == "call" and a.card.suit == 1 for a in legal)
    event = state.apply(Action.parse("call AH"))
    assert isinstance(event, PartnerCalled) and (event.seat, event.card) == (0, "AH")
    assert event.kind == "called" and event.data == {"card": "AH"}
    assert state.observation(3).called == AH


def test_first_to_play_the_called_card_is_the_partner_and_is_then_shown() -> None:
    state = bought_by_seat_0({2: "AH AH", 4: "AH AH"})
    act(state, "call AH")
    assert all(state.observation(s).partner is None for s in range(5))
    shown_at: int | None = None
    if state.phase == Phase.DECLARE:
        act(state, "play_hand")
    while state.phase == Phase.PLAY:
        seat = state.current_player
        legal = state.legal_actions()
        choice = Action.play(AH) if seat == 4 and Action.play(AH) in legal else legal[0]
        if seat == 2 and choice == Action.play(AH) and len(legal) > 1:
            choice = legal[1]
        kinds = [e.kind for e in state.apply(choice).all()]
        if "partner" in kinds:
            shown_at = seat
            assert all(state.observation(s).partner == 4 for s in range(5))
        elif shown_at is None and state.phase == Phase.PLAY:
            assert all(state.observation(s).partner is None for s in range(5))
    assert shown_at == 4
    summary = state.history[-1]
    assert summary.partner == 4 and summary.hand_sides == [[0, 4], [1, 2, 3]]
    assert not check_hand_total(state)


def test_first_holder_clockwise_is_the_partner_whoever_plays_first() -> None:
    rules = dataclasses.replace(FIVE, partner_rule="first_clockwise")
    state = bought_by_seat_0({2: "AH AH", 4: "AH AH"}, rules)
    act(state, "call AH")
    assert state.observation(2).partner is None  # not shown until it plays the card
    played = play_out(state, eager=4, shy=2)
    assert played and played[0] == 4  # seat 4 played its copy first...
    assert state.history[-1].hand_sides == [[0, 2], [1, 3, 4]]  # ...but 2 is the partner


def test_a_bidder_holding_every_copy_plays_alone() -> None:
    state = bought_by_seat_0({0: "AH AH AH AH"})
    act(state, "call AH")
    play_out(state)
    summary = state.history[-1]
    assert summary.partner is None
    assert summary.hand_sides == [[0], [1, 2, 3, 4]]


def test_bidder_and_partner_share_the_team_score_and_defenders_keep_their_own() -> None:
    state = bought_by_seat_0({2: "AH AH", 4: "AH AH"})
    act(state, "call AH")
    play_out(state, eager=4, shy=2)
    s = state.history[-1]
    assert s.hand_sides[0] == [0, 4]
    team_meld = state.melds[0].total + state.melds[4].total  # type: ignore[attr-defined]
    assert s.meld[0] == s.meld[4] == team_meld
    assert s.deltas[0] == s.deltas[4]
    if s.made:
        assert s.deltas[0] == s.meld_saved[0] + s.points[0]
    else:
        assert s.deltas[0] == -500
    values = FIVE.counter_values
    last = state.tricks[-1][2]  # type: ignore[attr-defined]
    for seat in (1, 2, 3):
        own = sum(values[c % 6] for c in state.won[seat])  # type: ignore[attr-defined]
        own += FIVE.last_trick_bonus if seat == last else 0
        assert s.points[seat] == own
        assert s.deltas[seat] == s.meld_saved[seat] + own
    assert sum(s.hand_points) == FIVE.total_trick_points
    assert state.scores == s.deltas


def test_a_conceded_hand_costs_bidder_and_partner_the_contract() -> None:
    state = bought_by_seat_0({2: "AH AH", 4: "AH AH"})
    act(state, "call AH")
    act(state, "concede")
    s = state.history[-1]
    assert s.partner == 2  # nobody played it: the first holder clockwise
    assert s.deltas[0] == s.deltas[2] == -500
    for seat in (1, 3, 4):
        assert s.deltas[seat] == state.melds[seat].total  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", range(3))
def test_random_hands_keep_every_invariant(seed: int) -> None:
    state = bought_by_seat_0({}, seed=seed)
    rng = random.Random(seed)
    for _ in range(4):
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            state.apply(sane_random_action(state, rng))
            assert not check_invariants(state)
        assert not check_hand_total(state)
        summary = state.history[-1]
        team, defenders = summary.hand_sides
        assert sorted(team + defenders) == [0, 1, 2, 3, 4]
        assert len({summary.deltas[s] for s in team}) == 1
        if state.phase == Phase.GAME_OVER:
            break
        act(state, "continue")


def test_the_partner_rule_is_validated_in_plain_words() -> None:
    partnership = dataclasses.replace(preset("partnership"), call_partner=True)
    assert any("everyone keeps a score of their own" in p for p in partnership.validate())
    passing = dataclasses.replace(FIVE, pass_count=3)
    assert any("secret" in p for p in passing.validate())
    bad = dataclasses.replace(FIVE, partner_rule="dealer")
    assert any("partner rule" in p for p in bad.validate())


def test_the_call_action_round_trips_as_text() -> None:
    action = Action.call(Card(AH))
    assert str(action) == "call AH" and Action.parse("call AH") == action
    with pytest.raises(ValueError):
        Action.parse("call AH TH")
