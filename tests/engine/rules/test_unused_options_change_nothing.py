"""An option the engine says is not in use changes nothing in the game.

The House Rules dialog hides or greys an option where the engine says it does
not apply (:mod:`pinochle_desktop.engine.rules.applicability`), so a player who
could change it there would expect no difference; an option wrongly said to be
unused hides a rule that is in force. For every preset and every option said not
to be in use there, the option is given another valid value (nothing else
changed) and seeded hands with seeded random players are played under both
rules: every move, every hand's result and the scores must be the same.
"""

from __future__ import annotations

import dataclasses
import zlib
from typing import Any

import pytest

from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules.applicability import applies
from pinochle_desktop.engine.states.game import new_game

from .option_cases import OPTIONS, candidates

#: hands played under each pair of rules
HANDS = 2
#: games (seeds) per pair
GAMES = 2


def _unused_changes() -> list[tuple[str, str, Any]]:
    out = []
    for variant in PRESET_NAMES:
        rules = preset(variant)
        for name in OPTIONS:
            if applies(name).reason(rules) is None:
                continue
            for value in candidates(name, getattr(rules, name)):
                try:
                    other = dataclasses.replace(rules, **{name: value})
                except (TypeError, ValueError):
                    continue
                if not other.validate():
                    out.append((variant, name, value))
                    break
    return out


CASES = _unused_changes()


def _play(rules: RuleSet, seed: int) -> list[str]:
    """Every move and hand result of the first hands, as text."""
    state = new_game(rules, seed=seed)
    players = [make_player("random", seed * 10 + s) for s in range(rules.num_players)]
    seen: list[str] = []
    while len(state.history) < HANDS and not state.is_terminal:
        seat = state.current_player
        action = (state.legal_actions()[0] if seat is None
                  else players[seat].choose(state.observation(seat)))
        seen.append(f"{seat} {action}")
        state.apply(action)
    seen += [repr(result) for result in state.history]
    seen.append(repr(state.scores))
    return seen


def test_some_options_are_unused_in_some_presets() -> None:
    assert len(CASES) > len(PRESET_NAMES)


@pytest.mark.parametrize(("variant", "name", "value"), CASES,
                         ids=[f"{v}-{n}" for v, n, _ in CASES])
def test_an_option_said_unused_changes_nothing(variant: str, name: str, value: Any) -> None:
    rules = preset(variant)
    other = dataclasses.replace(rules, **{name: value})
    for game in range(GAMES):
        seed = zlib.crc32(f"{variant} {name} {game}".encode())
        assert _play(rules, seed) == _play(other, seed), (
            f"{name} = {value!r} changed a game of {variant} (seed {seed}), where the "
            f"engine says: {applies(name).reason(rules)}")
