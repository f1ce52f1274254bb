"""Computer players. They import the engine only and decide from an observation."""

from .base import Player
from .registry import PLAYER_TYPES, make_player

__all__ = ["PLAYER_TYPES", "Player", "make_player"]
