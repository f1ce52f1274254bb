"""The one interface every computer player implements."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.observation import Observation


class Player(Protocol):
    """Chooses an action from ``obs.legal_actions`` using only ``obs``."""

    name: str

    def choose(self, obs: Observation) -> Action: ...


class SeededPlayer:
    """Base for players: owns an injected, seeded ``random.Random``."""

    name = "player"
    #: what asking it costs (``ai.tasks.COSTS``): "quick" decides at once, "search"
    #: searches in Python (asked in a worker process, so the table keeps the
    #: interpreter lock), "own_processes" waits on worker processes of its own
    cost = "quick"

    def __init__(self, seed: int = 0, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)

    def choose(self, obs: Observation) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError
