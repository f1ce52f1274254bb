"""Driving games with random legal actions, and comparing two states as a player would."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from pinochle_desktop.engine import PRESET_NAMES, Action, Phase, RuleSet, State, new_game, preset

#: every preset, plus house rules that reach the phases presets never do
RULE_SETS: dict[str, RuleSet] = {name: preset(name) for name in PRESET_NAMES} | {
    "partnership+house": dataclasses.replace(
        preset("partnership"),
        misdeal_nines=True,
        misdeal_conditions=("4_nines_no_aces",),
        shoot_the_moon=True,
        pass_count=3,
    ),
    "three_handed+kitty": dataclasses.replace(preset("three_handed"), widow_mode="kitty"),
    "two_handed+choice": dataclasses.replace(preset("two_handed"), last_draw_choice=True),
}


def random_action(state: State, rng: random.Random) -> Action:
    """A random legal action; minimum raises or passes, so auctions end and games finish."""
    legal = state.legal_actions()
    if state.phase == Phase.BID:
        bids = [a for a in legal if a.kind == "bid"][:1]
        passes = [a for a in legal if a.kind == "pass"]
        return rng.choice(bids + passes)
    if state.phase == Phase.DECLARE:
        play = [a for a in legal if a.kind == "play_hand"]
        if play and rng.random() < 0.8:
            return play[0]
    return rng.choice(legal)


def play(
    state: State,
    rng: random.Random,
    steps: int,
    stop: Callable[[State], bool] | None = None,
) -> State:
    """Up to ``steps`` random actions (fewer at the end of the game or when ``stop``)."""
    for _ in range(steps):
        if state.is_terminal or (stop is not None and stop(state)):
            break
        state.apply(random_action(state, rng))
    return state


def game_after(rules: RuleSet | str, seed: int, steps: int) -> State:
    if isinstance(rules, str):
        rules = RULE_SETS[rules]
    return play(new_game(rules, seed=seed), random.Random(seed), steps)


def snapshot(state: State) -> dict[str, Any]:
    """Everything a player or the program could notice about a position."""
    return {
        "phase": state.phase,
        "current_player": state.current_player,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "scores": list(state.scores),
        "target": state.target,
        "winner": state.winner,
        "history": state.history,
        "legal": [str(a) for a in state.legal_actions()],
        "observations": [state.observation(s).to_dict() for s in range(state.num_players)],
        "events": [(e.kind, e.seat, e.data) for e in state.events],
        "log": [(seat, str(a)) for seat, a in state.log],
        "rng": state.rng.getstate(),
    }


def tricks_done(state: State) -> int:
    """Tricks finished so far in the whole game."""
    return sum(1 for e in state.events if e.kind == "trick_won")
