"""The rules engine: pure Python, no Qt, no I/O beyond JSON text.

>>> from pinochle_desktop.engine import parse_cards, preset, score_meld
>>> score_meld(parse_cards("AS TS KS QS JS"), "S", preset("partnership")).total
150
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
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
    from .meld.auction import MeldItem, MeldResult, score_meld
    from .observation import Observation
    from .phase import Phase, StateError
    from .play.tricks import legal_plays, trick_points, trick_winner, why_illegal
    from .result import HandResult
    from .rules.presets import PRESET_NAMES, PRESET_TITLES, PRESETS, preset
    from .rules.ruleset import RuleSet
    from .states.base import BaseState, state_from_dict, state_from_json
    from .states.game import new_game

    #: the public name of a game state; ``State.from_json`` rebuilds any variant
    State = BaseState

#: public names and where each is defined, imported on first use so that a
#: module needing one small piece (the preset names, say) does not load it all
#: (the game states come from ``game``, which loads every variant's state class)
_LAZY: dict[str, tuple[str, str]] = {
    "ALL_CARDS": ("cards", "ALL_CARDS"),
    "Action": ("actions", "Action"),
    "BaseState": ("states.game", "BaseState"),
    "Card": ("cards", "Card"),
    "Event": ("events", "Event"),
    "HandResult": ("result", "HandResult"),
    "MeldItem": ("meld.auction", "MeldItem"),
    "MeldResult": ("meld.auction", "MeldResult"),
    "Observation": ("observation", "Observation"),
    "PRESETS": ("rules.presets", "PRESETS"),
    "PRESET_NAMES": ("rules.variants", "PRESET_NAMES"),
    "PRESET_TITLES": ("rules.variants", "PRESET_TITLES"),
    "Phase": ("phase", "Phase"),
    "Rank": ("cards", "Rank"),
    "RuleSet": ("rules.ruleset", "RuleSet"),
    "State": ("states.game", "BaseState"),
    "StateError": ("phase", "StateError"),
    "Suit": ("cards", "Suit"),
    "format_cards": ("cards", "format_cards"),
    "legal_plays": ("play.tricks", "legal_plays"),
    "make_deck": ("cards", "make_deck"),
    "new_game": ("states.game", "new_game"),
    "parse_card": ("cards", "parse_card"),
    "parse_cards": ("cards", "parse_cards"),
    "preset": ("rules.presets", "preset"),
    "score_meld": ("meld.auction", "score_meld"),
    "sort_hand": ("cards", "sort_hand"),
    "state_from_dict": ("states.game", "state_from_dict"),
    "state_from_json": ("states.game", "state_from_json"),
    "to_suit": ("cards", "to_suit"),
    "trick_points": ("play.tricks", "trick_points"),
    "trick_winner": ("play.tricks", "trick_winner"),
    "why_illegal": ("play.tricks", "why_illegal"),
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
