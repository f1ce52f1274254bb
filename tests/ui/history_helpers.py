"""Recording random games into a hand history, for the review and statistics tests."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from pinochle_desktop.engine import Phase, RuleSet, State, new_game, preset
from pinochle_desktop.storage import HistoryDB, SeatInfo

from ..storage.drive import random_action

NAMES = ("Ann", "West", "North", "East", "Dev", "Elsa", "Finn", "Gwen")


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The user's folders under tmp_path, never the real ones."""
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    yield tmp_path


def seats(n: int, level: str = "standard", human: int | None = 0) -> list[SeatInfo]:
    return [SeatInfo(NAMES[s], None if s == human else level) for s in range(n)]


def record_game(db: HistoryDB, rules: RuleSet | str, seed: int, game_id: str, *,
                hands: int | None = None, level: str = "standard",
                human: int | None = 0) -> State:
    """Play random legal moves, recording every scored hand like the GUI does; stop
    after ``hands`` hands (or at the end of the game). Returns the game's state."""
    rules = preset(rules) if isinstance(rules, str) else rules
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    who = seats(rules.num_players, level, human)
    played = 0
    while not state.is_terminal:
        state.apply(random_action(state, rng))
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            db.record_state(state, game_id, human, who)
            played += 1
            if hands is not None and played >= hands:
                break
            if state.phase == Phase.HAND_OVER:
                state.apply("continue")
    return state


def short_game(variant: str, target: int = 400) -> RuleSet:
    return dataclasses.replace(preset(variant), target_score=target)
