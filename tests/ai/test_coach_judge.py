"""The coach's judge on built positions: a move that costs is warned about, with the
Expert's move and words saying why; the Expert's own move and a sound one are not."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.ai.coach import (
    JUDGED,
    JUDGED_KINDS,
    CoachOptions,
    assess,
    is_judged,
    judge,
)
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine import Action, BaseState, new_game, preset
from pinochle_desktop.engine.cards import Card, Rank, Suit, make_deck, remove_cards

OPTIONS = CoachOptions(samples=96, bid_samples=96)

WEAK = [Card.of(Rank.NINE, s) for s in Suit for _ in range(2)] + [
    Card.of(Rank.JACK, s) for s in Suit]
SPADES = [Card.of(r, Suit.S) for r in Rank for _ in range(2)]


def partnership(first: list[Card]) -> BaseState:
    """A partnership deal, seat 2 holding ``first``, after seat 1 opened at 250 (the
    first bid is forced)."""
    rules = preset("partnership")
    rest = remove_cards(sorted(make_deck(rules.deck)), first)
    # the others' cards spread suit by suit so no hand is all of one suit
    rest = rest[0::3] + rest[1::3] + rest[2::3]
    hands = [rest[0:12], rest[12:24], list(first), rest[24:36]]
    state = new_game(rules, seed=1, deal=hands, dealer=0)
    state.apply(Action.bid(250))
    return state


def bid(amount: int) -> Action:
    return Action.bid(amount)


def test_a_far_too_high_bid_is_warned_with_the_reason() -> None:
    state = partnership(WEAK)
    obs = state.observation(2)
    verdict = judge(obs, bid(400), OPTIONS)
    assert verdict is not None
    assert verdict.kind == "bid" and verdict.better.kind == "pass"
    assert verdict.cost >= OPTIONS.threshold and verdict.cost > OPTIONS.z * verdict.error
    assert "Bidding 400 is likely to be set" in verdict.why
    assert verdict.reason  # the Expert's own reason for its pass


def test_a_sound_bid_and_a_sound_pass_go_through() -> None:
    assert judge(partnership(SPADES).observation(2), bid(260), OPTIONS) is None
    assert judge(partnership(WEAK).observation(2), Action.pass_(), OPTIONS) is None


def test_a_forced_opening_is_judged_on_its_amount() -> None:
    """The first bidder of a partnership table must open: a far too high opening is
    still a costly choice, and the least opening is the Expert's own."""
    rules = preset("partnership")
    rest = remove_cards(sorted(make_deck(rules.deck)), WEAK)
    rest = rest[0::3] + rest[1::3] + rest[2::3]
    state = new_game(rules, seed=1, deal=[rest[0:12], list(WEAK), rest[12:24], rest[24:36]],
                     dealer=0)
    obs = state.observation(1)
    assert obs.current_player == 1 and not [a for a in obs.legal_actions if a.kind == "pass"]
    lowest = min(a.amount for a in obs.legal_actions if a.kind == "bid")
    verdict = judge(obs, bid(lowest + 200), OPTIONS)
    assert verdict is not None and verdict.better == bid(lowest)
    assert judge(obs, bid(lowest), OPTIONS) is None


def test_passing_a_strong_hand_is_warned() -> None:
    verdict = judge(partnership(SPADES).observation(2), Action.pass_(), OPTIONS)
    assert verdict is not None and verdict.better.kind == "bid"
    assert "Passing gives away" in verdict.why


def to_trump(state: BaseState) -> BaseState:
    state.apply(bid(260))
    while state.phase == "bid":
        state.apply(Action.pass_())
    assert state.phase == "trump" and state.current_player == 2
    return state


def test_a_trump_without_a_card_of_it_is_warned() -> None:
    obs = to_trump(partnership(SPADES)).observation(2)
    hearts = next(a for a in obs.legal_actions if a.suit == Suit.H)
    spades = next(a for a in obs.legal_actions if a.suit == Suit.S)
    verdict = judge(obs, hearts, OPTIONS)
    assert verdict is not None and verdict.better == spades
    assert judge(obs, spades, OPTIONS) is None


def drive(variant: str, phase: str, seed: int, nth: int = 0) -> BaseState | None:
    rules = (dataclasses.replace(preset("partnership"), pass_count=3)
             if variant == "partnership_pass" else preset(variant))
    state = new_game(rules, seed=seed)
    players = [make_player("pro", 100 + s) for s in range(rules.num_players)]
    seen = 0
    while state.current_player is not None and not state.history:
        obs = state.observation(state.current_player)
        if obs.phase == phase and len(obs.legal_actions) > 1:
            if seen == nth:
                return state
            seen += 1
        state.apply(players[state.current_player].choose(obs))
    return None


@pytest.mark.parametrize(("variant", "phase", "nth"), [
    ("partnership", "play", 4),
    ("three_handed", "bury", 0),
    ("partnership_pass", "pass", 0),
])
def test_a_costly_choice_is_warned_and_the_experts_is_not(variant: str, phase: str,
                                                          nth: int) -> None:
    """Over a few deals, some legal choice is warned about; the move the verdict offers
    instead is never warned about itself."""
    warned = 0
    for seed in range(8):
        state = drive(variant, phase, seed, nth)
        if state is None:
            continue
        obs = state.observation(state.current_player or 0)
        actions = sorted(obs.legal_actions, key=str)
        for action in actions[:: max(1, len(actions) // 12)]:
            verdict = judge(obs, action, OPTIONS)
            if verdict is None:
                continue
            assert verdict.kind == action.kind and verdict.better != action
            assert verdict.why and verdict.cost >= OPTIONS.threshold
            assert judge(obs, verdict.better, OPTIONS) is None
            warned += 1
        if warned >= 2:
            return
    assert warned, f"no {phase} choice was warned about"


def test_only_the_moves_it_judges_get_a_verdict() -> None:
    obs = partnership(WEAK).observation(2)
    agreed = assess(obs, Action.pass_(), OPTIONS)  # the Expert passes too: its figures
    assert agreed is not None and agreed.agrees and agreed.cost == 0.0
    assert agreed.willing is not None and agreed.willing < 260 and agreed.contract == 260
    assert agreed.made is not None and 0.0 <= agreed.made <= 1.0
    assert judge(obs, Action.pass_(), OPTIONS) is None
    obs = to_trump(partnership(SPADES)).observation(2)
    assert assess(obs, Action.pass_(), OPTIONS) is None  # not a move here
    for phase, kinds in JUDGED.items():
        for kind in JUDGED_KINDS:
            assert is_judged(phase, kind) == (kind in kinds)
        assert not is_judged(phase, "continue")
