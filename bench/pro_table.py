"""Finishing a hand with four Pro players, for the benches that check one decision."""

from __future__ import annotations

from typing import Any

from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine.base import BaseState


def play_out(state: BaseState, seed: int) -> dict[str, Any]:
    """Finish the current hand (in place) with Pro in every seat; its summary."""
    players = [make_player("pro", seed=seed + s) for s in range(state.rules.num_players)]
    hands = len(state.history)
    while len(state.history) == hands:
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
        else:
            state.apply(players[seat].choose(state.observation(seat)))
    return state.history[-1]


def side_value(summary: dict[str, Any], side: int) -> float:
    """A side's score for the hand less the mean of the other sides' scores."""
    deltas = summary["deltas"]
    others = [d for i, d in enumerate(deltas) if i != side]
    return float(deltas[side] - sum(others) / len(others))
