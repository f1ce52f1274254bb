"""The rules engine: pure Python, no Qt, no I/O beyond JSON text.

>>> from pinochle_desktop.engine import parse_cards, preset, score_meld
>>> score_meld(parse_cards("AS TS KS QS JS"), "S", preset("partnership")).total
150
"""

from .actions import Action
from .base import BaseState, state_from_dict, state_from_json
from .cards import (
    ALL_CARDS,
    Card,
    Rank,
    Suit,
    format_cards,
    make_deck,
    parse_card,
    parse_cards,
    sort_hand,
    to_suit,
)
from .events import Event
from .game import new_game
from .meld import MeldItem, MeldResult, score_meld
from .observation import Observation
from .phase import Phase, StateError
from .presets import PRESET_NAMES, PRESET_TITLES, PRESETS, preset
from .rules import RuleSet
from .tricks import legal_plays, trick_points, trick_winner, why_illegal

#: the public name of a game state; ``State.from_json`` rebuilds any variant
State = BaseState

__all__ = [
    "ALL_CARDS",
    "PRESETS",
    "PRESET_NAMES",
    "PRESET_TITLES",
    "Action",
    "BaseState",
    "Card",
    "Event",
    "MeldItem",
    "MeldResult",
    "Observation",
    "Phase",
    "Rank",
    "RuleSet",
    "State",
    "StateError",
    "Suit",
    "format_cards",
    "legal_plays",
    "make_deck",
    "new_game",
    "parse_card",
    "parse_cards",
    "preset",
    "score_meld",
    "sort_hand",
    "state_from_dict",
    "state_from_json",
    "to_suit",
    "trick_points",
    "trick_winner",
    "why_illegal",
]
