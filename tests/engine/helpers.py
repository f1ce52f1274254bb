"""Helpers for building positions in engine tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from pinochle_desktop.engine import Action, BaseState, Phase, RuleSet, new_game, parse_cards
from pinochle_desktop.engine.cards import Card, make_deck, remove_cards


def fill_deal(
    rules: RuleSet, fixed: dict[int, str], seed: int = 0, widow: str | None = None
) -> tuple[list[list[Card]], list[Card]]:
    """Hands where the given seats hold the given cards; the rest dealt at random."""
    rest = make_deck(rules.deck)
    hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
    for seat, text in fixed.items():
        hands[seat] = parse_cards(text)
        rest = remove_cards(rest, hands[seat])
    widow_cards = parse_cards(widow) if widow else []
    rest = remove_cards(rest, widow_cards)
    random.Random(seed).shuffle(rest)
    for seat in range(rules.num_players):
        while len(hands[seat]) < rules.hand_size:
            hands[seat].append(rest.pop())
    while len(widow_cards) < rules.widow_size:
        widow_cards.append(rest.pop())
    assert not rest
    return hands, widow_cards


def game_with(
    rules: RuleSet, fixed: dict[int, str], dealer: int = 3, seed: int = 0, widow: str | None = None
) -> BaseState:
    hands, widow_cards = fill_deal(rules, fixed, seed, widow)
    return new_game(
        rules, seed=seed, deal=hands, dealer=dealer, widow=widow_cards if rules.widow_size else None
    )


def act(state: BaseState, *texts: str) -> None:
    for text in texts:
        state.apply(Action.parse(text))


def play_random(
    state: BaseState, rng: random.Random, until_phase: Phase | None = None, max_steps: int = 100_000
) -> None:
    """Random legal actions (minimum bids, no concessions) until a phase or the end."""
    for _ in range(max_steps):
        if state.is_terminal or (until_phase is not None and state.phase == until_phase):
            return
        state.apply(sane_random_action(state, rng))
    raise AssertionError("game did not finish")


def sane_random_action(state: BaseState, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if state.phase == Phase.BID:
        bids = [a for a in legal if a.kind == "bid"][:1]
        passes = [a for a in legal if a.kind == "pass"]
        return rng.choice(bids + passes)
    if state.phase == Phase.DECLARE:
        play = [a for a in legal if a.kind == "play_hand"]
        if play:
            return play[0]
    return rng.choice(legal)


def play_standard(state: BaseState, seed: int, done: Callable[[BaseState], bool]) -> None:
    """Standard players (sensible and quick; random play rarely ends a game) until
    ``done(state)``."""
    from pinochle_desktop.ai.levels.standard import StandardPlayer

    players = [StandardPlayer(seed * 10 + s) for s in range(state.rules.num_players)]
    while not done(state):
        assert not state.is_terminal, "the game ended first"
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
        else:
            state.apply(players[seat].choose(state.observation(seat)))
