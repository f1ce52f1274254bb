"""The rules engine: pure Python, no Qt, no I/O beyond JSON text.

>>> from pinochle_desktop.engine import parse_cards, preset, score_meld
>>> score_meld(parse_cards("AS TS KS QS JS"), "S", preset("partnership")).total
150
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .result import HandResult
    from .rules import RuleSet
    from .tricks import legal_plays, trick_points, trick_winner, why_illegal

    #: the public name of a game state; ``State.from_json`` rebuilds any variant
    State = BaseState

#: public names and where each is defined, imported on first use so that a
#: module needing one small piece (the preset names, say) does not load it all
#: (the game states come from ``game``, which loads every variant's state class)
_LAZY: dict[str, tuple[str, str]] = {
    "ALL_CARDS": ("cards", "ALL_CARDS"),
    "Action": ("actions", "Action"),
    "BaseState": ("game", "BaseState"),
    "Card": ("cards", "Card"),
    "Event": ("events", "Event"),
    "HandResult": ("result", "HandResult"),
    "MeldItem": ("meld", "MeldItem"),
    "MeldResult": ("meld", "MeldResult"),
    "Observation": ("observation", "Observation"),
    "PRESETS": ("presets", "PRESETS"),
    "PRESET_NAMES": ("variants", "PRESET_NAMES"),
    "PRESET_TITLES": ("variants", "PRESET_TITLES"),
    "Phase": ("phase", "Phase"),
    "Rank": ("cards", "Rank"),
    "RuleSet": ("rules", "RuleSet"),
    "State": ("game", "BaseState"),
    "StateError": ("phase", "StateError"),
    "Suit": ("cards", "Suit"),
    "format_cards": ("cards", "format_cards"),
    "legal_plays": ("tricks", "legal_plays"),
    "make_deck": ("cards", "make_deck"),
    "new_game": ("game", "new_game"),
    "parse_card": ("cards", "parse_card"),
    "parse_cards": ("cards", "parse_cards"),
    "preset": ("presets", "preset"),
    "score_meld": ("meld", "score_meld"),
    "sort_hand": ("cards", "sort_hand"),
    "state_from_dict": ("game", "state_from_dict"),
    "state_from_json": ("game", "state_from_json"),
    "to_suit": ("cards", "to_suit"),
    "trick_points": ("tricks", "trick_points"),
    "trick_winner": ("tricks", "trick_winner"),
    "why_illegal": ("tricks", "why_illegal"),
}


def __getattr__(name: str) -> Any:
    where = _LAZY.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{where[0]}", __name__), where[1])
    globals()[name] = value
    return value


__all__ = [
    "ALL_CARDS",
    "PRESETS",
    "PRESET_NAMES",
    "PRESET_TITLES",
    "Action",
    "BaseState",
    "Card",
    "Event",
    "HandResult",
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
