"""Computer players. They import the engine only and decide from an observation.

The names below load on first use (PEP 562), so that importing a light
module such as :mod:`.tasks` at start-up does not import every player and the
engine before the window's first paint.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Player
    from .registry import PLAYER_TYPES, make_player

__all__ = ["PLAYER_TYPES", "Player", "make_player"]

_WHERE = {"Player": ".base", "PLAYER_TYPES": ".registry", "make_player": ".registry"}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(where, __name__), name)
    globals()[name] = value
    return value
