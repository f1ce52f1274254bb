"""Player types by name, for the simulator, the GUI and the tests."""

from __future__ import annotations

from collections.abc import Callable

from .base import SeededPlayer
from .random_player import RandomPlayer

PLAYER_TYPES: dict[str, Callable[[int], SeededPlayer]] = {
    "random": lambda seed: RandomPlayer(seed),
}


def make_player(kind: str, seed: int = 0) -> SeededPlayer:
    try:
        factory = PLAYER_TYPES[kind]
    except KeyError:
        raise ValueError(
            f"Unknown player type {kind!r}: choose one of {', '.join(PLAYER_TYPES)}."
        ) from None
    return factory(seed)
