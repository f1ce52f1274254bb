"""No level peeks: with the hidden cards dealt differently, the decision does not change.

For a decision point we build a *twin* of the game: the same deal except that
cards the deciding seat cannot see are swapped between the other seats (or
with the stock), the same moves replayed, and the deciding seat's
observation identical. A different real deal with the same public
information must give the same decision (same seed), at several decision
points (bid, trump, pass, bury, play, two-handed phase 1) for every level.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.ai.coach import CoachOptions, assess
from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import Action, BaseState, RuleSet, new_game, preset
from pinochle_desktop.engine.cards import Card, make_deck
from pinochle_desktop.engine.phase import StateError
from pinochle_desktop.engine.states.deal import deal_cards

#: every level in the registry, each at a budget that runs its own code paths
LEVELS = tuple(quick_kind(base) for base in PLAYER_TYPES)


@dataclasses.dataclass
class Setup:
    rules: RuleSet
    hands: list[list[Card]]
    widow: list[Card]
    stock: list[Card] | None
    dealer: int

    def start(self, hands: list[list[Card]] | None = None,
              stock: list[Card] | None = None) -> BaseState:
        return new_game(
            self.rules,
            seed=0,
            deal=hands or self.hands,
            dealer=self.dealer,
            widow=self.widow or None,
            stock=stock if stock is not None else self.stock,
        )


def setup_for(rules: RuleSet, seed: int) -> Setup:
    rng = random.Random(seed)
    dealer = rng.randrange(rules.num_players)
    if rules.style == "classic":
        deck = make_deck("single")
        rng.shuffle(deck)
        return Setup(rules, [deck[:12], deck[12:24]], [], deck[24:], dealer)
    hands, widow = deal_cards(rules, rng, dealer)
    return Setup(rules, hands, widow, None, dealer)


def drive(setup: Setup, kind: str, phase: str, nth: int) -> BaseState | None:
    """Play with ``kind`` players until the ``nth`` decision in ``phase`` (None if never)."""
    state = setup.start()
    players = [make_player(kind, 100 + s) for s in range(setup.rules.num_players)]
    seen = 0
    while state.current_player is not None:
        obs = state.observation(state.current_player)
        if obs.phase == phase and len(obs.legal_actions) > 1:
            if seen == nth:
                return state
            seen += 1
        state.apply(players[state.current_player].choose(obs))
        if state.hand_number or any(e.kind in ("all_passed", "misdeal") for e in state.events):
            return None  # the deal was replaced
    return None


def twin(setup: Setup, state: BaseState, rng: random.Random) -> BaseState | None:
    """The same moves on a deal where cards hidden from the seat to move were swapped."""
    seat = state.current_player
    assert seat is not None
    target = state.observation(seat)
    others = [s for s in range(setup.rules.num_players) if s != seat and setup.hands[s]]
    for _ in range(600):
        hands = [list(h) for h in setup.hands]
        stock = list(setup.stock) if setup.stock is not None else None
        for _ in range(rng.randint(1, 3)):
            if stock is not None:
                a = others[0]
                i, j = rng.randrange(len(hands[a])), rng.randrange(len(stock) - 1)
                hands[a][i], stock[j] = stock[j], hands[a][i]
            else:
                a, b = rng.sample(others, 2)
                i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
                hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
        if [sorted(h) for h in hands] == [sorted(h) for h in setup.hands]:
            continue
        try:
            other = setup.start(hands, stock)
            for s, action in state.log:
                if other.current_player != s:
                    raise StateError("out of turn")
                other.apply(action)
        except (StateError, ValueError):
            continue
        if other.observation(seat) == target:
            return other
    return None


POINTS = [
    ("partnership", "bid", 1),
    ("partnership", "trump", 0),
    ("partnership_pass", "pass", 0),
    ("partnership_pass", "pass", 1),
    ("partnership", "play", 0),
    ("partnership", "play", 9),
    ("three_handed", "bid", 1),
    ("three_handed", "widow", 0),
    ("three_handed", "declare", 0),
    ("three_handed", "play", 7),
    ("double_deck", "play", 12),
    ("five_handed", "bid", 2),
    ("five_handed", "play", 11),
    ("two_handed", "classic_trick", 3),
]


def rules_named(name: str) -> RuleSet:
    if name == "partnership_pass":
        return dataclasses.replace(preset("partnership"), pass_count=3)
    return preset(name)


POINTS += [("three_handed", "trump", 0), ("three_handed", "bury", 0)]


@pytest.mark.parametrize("kind", LEVELS)
@pytest.mark.parametrize(("variant", "phase", "nth"), POINTS)
def test_decision_ignores_hidden_cards(kind: str, variant: str, phase: str, nth: int) -> None:
    """Positions are reached by Pro (every level's decision is then asked at them)."""
    check_twins("pro", kind, variant, phase, nth)


def check_twins(driver: str, kind: str, variant: str, phase: str, nth: int) -> None:
    """``kind`` decides the same on a twin deal (positions reached by ``driver``)."""
    rules = rules_named(variant)
    found = 0
    for seed in range(12):
        setup = setup_for(rules, seed)
        state = drive(setup, driver, phase, nth)
        if state is None:
            continue
        other = twin(setup, state, random.Random(seed))
        if other is None:
            continue
        seat = state.current_player
        assert seat is not None
        assert hidden_hands(other, seat) != hidden_hands(state, seat)
        mine = make_player(kind, 5).choose(state.observation(seat))
        theirs = make_player(kind, 5).choose(other.observation(seat))
        assert mine == theirs, (variant, phase, seed)
        found += 1
        if found == 2:
            break
    assert found >= 1, f"no twin deal found for {variant} {phase}"


def hidden_hands(state: BaseState, seat: int) -> list[list[Card]]:
    hands = state.hands  # type: ignore[attr-defined]
    return [sorted(h) for s, h in enumerate(hands) if s != seat]


def test_the_twin_check_catches_a_peeking_player() -> None:
    """A decision that reads the real hands does change on the twin deal."""
    rules = preset("partnership")
    for seed in range(20):
        setup = setup_for(rules, seed)
        state = drive(setup, "standard", "play", 2)
        if state is not None:
            break
    assert state is not None
    other = twin(setup, state, random.Random(1))
    assert other is not None
    seat = state.current_player
    assert seat is not None

    def peeking(s: BaseState) -> list[Action]:
        return [Action.play(c) for c in sorted(s.hands[(seat + 1) % 4])]  # type: ignore[attr-defined]

    assert peeking(state) != peeking(other)


#: the coach's judge at a small budget (every kind of move it judges is among POINTS)
COACH = CoachOptions(samples=12, bid_samples=12)


@pytest.mark.parametrize(("variant", "phase", "nth"), POINTS)
def test_the_coach_judges_from_the_observation_only(variant: str, phase: str, nth: int) -> None:
    """The coach's verdict on a move is the same on a twin deal."""
    rules = rules_named(variant)
    for seed in range(12):
        setup = setup_for(rules, seed)
        state = drive(setup, "pro", phase, nth)
        if state is None:
            continue
        other = twin(setup, state, random.Random(seed))
        if other is None:
            continue
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        actions = sorted(obs.legal_actions, key=str)
        for action in actions[:: max(1, len(actions) // 3)]:
            mine = assess(obs, action, COACH)
            theirs = assess(other.observation(seat), action, COACH)
            assert mine == theirs, (variant, phase, seed, action)
        return
    pytest.fail(f"no twin deal found for {variant} {phase}")
