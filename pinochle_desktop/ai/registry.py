"""Player types by name, for the simulator, the GUI and the tests.

Difficulty is chosen per seat: each seat gets its own ``make_player(kind, seed)``.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import SeededPlayer
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .pro import ProPlayer
from .random_player import RandomPlayer
from .standard import StandardPlayer

PLAYER_TYPES: dict[str, Callable[[int], SeededPlayer]] = {
    "random": lambda seed: RandomPlayer(seed),
    "easy": lambda seed: EasyPlayer(seed),
    "standard": lambda seed: StandardPlayer(seed),
    "pro": lambda seed: ProPlayer(seed),
    "expert": lambda seed: ExpertPlayer(seed),
}


def make_player(kind: str, seed: int = 0) -> SeededPlayer:
    try:
        factory = PLAYER_TYPES[kind]
    except KeyError:
        raise ValueError(
            f"Unknown player type {kind!r}: choose one of {', '.join(PLAYER_TYPES)}."
        ) from None
    return factory(seed)
