"""The one interface every computer player implements, and the decision it answers with."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.observation import Observation
from ..engine.text import Text


@dataclass(frozen=True)
class Decision:
    """A player's answer: the action, and why when the player can say.

    ``rule`` names the reasoning that picked the action (a stable key a coach or
    a test can match, e.g. ``"lead_sure_trump"``); ``reason`` says it in words a
    person can read (an :class:`~..engine.text.Text`, translated where shown);
    both are empty when the player gives no reason."""

    action: Action
    reason: Text | None = None
    rule: str = ""


class Player(Protocol):
    """Chooses an action from ``obs.legal_actions`` using only ``obs``."""

    name: str

    def choose(self, obs: Observation) -> Action: ...

    def decide(self, obs: Observation) -> Decision: ...


class SeededPlayer:
    """Base for players: owns an injected, seeded ``random.Random``.

    A player overrides :meth:`choose` (a bare action; :meth:`decide` wraps it
    with no reason) or :meth:`decide` (an action with its reason; :meth:`choose`
    is then its action)."""

    name = "player"
    #: what asking it costs (``ai.tasks.COSTS``): "quick" decides at once, "search"
    #: searches in Python (asked in a worker process, so the table keeps the
    #: interpreter lock), "own_processes" waits on worker processes of its own
    cost = "quick"

    def __init__(self, seed: int = 0, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        if type(self).decide is SeededPlayer.decide:  # pragma: no cover - abstract
            raise NotImplementedError
        return self.decide(obs).action

    def decide(self, obs: Observation) -> Decision:
        """The action with the player's reason (none unless the player overrides this)."""
        return Decision(self.choose(obs))
