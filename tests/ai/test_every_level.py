"""Every level in the registry plays every preset: legal moves only, the same moves
for the same seed."""

from __future__ import annotations

import pytest

from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import Action, new_game
from pinochle_desktop.engine.rules.presets import PRESET_NAMES, preset


def play_one_hand(variant: str, kind: str, seed: int) -> list[tuple[int, Action]]:
    """A hand of ``variant`` with ``kind`` in every seat; every move checked legal."""
    rules = preset(variant)
    state = new_game(rules, seed=seed)
    players = [make_player(kind, seed * 10 + s) for s in range(rules.num_players)]
    moves: list[tuple[int, Action]] = []
    while state.current_player is not None and not state.hand_number and len(moves) < 2_000:
        seat = state.current_player
        obs = state.observation(seat)
        action = players[seat].choose(obs)
        assert action in obs.legal_actions, (variant, kind, seed, obs.phase, action)
        state.apply(action)
        moves.append((seat, action))
    assert state.hand_number or state.current_player is None, "the hand did not end"
    return moves


@pytest.mark.parametrize("variant", PRESET_NAMES)
@pytest.mark.parametrize("base", list(PLAYER_TYPES))
def test_every_level_plays_every_preset_legally_and_repeatably(base: str, variant: str) -> None:
    kind = quick_kind(base)
    first = play_one_hand(variant, kind, seed=3)
    assert play_one_hand(variant, kind, seed=3) == first, "the same seed gave other moves"
