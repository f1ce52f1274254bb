"""What the rule catalogue's pages (:mod:`.catalog` and its ``catalog_*``
modules) are written with: the misdeal conditions in words, and the helpers
that put words to a RuleSet field's choices and take its range.
"""

from __future__ import annotations

from typing import Any, TypedDict

from PySide6.QtCore import QCoreApplication

from ...engine.rules.fields import option_info
from ..words import QT_TRANSLATE_NOOP
from .options import Choice

translate = QCoreApplication.translate

CONDITION_WORDS = {
    "5_nines": QT_TRANSLATE_NOOP("HouseRules", "Five or more nines"),
    "6_nines": QT_TRANSLATE_NOOP("HouseRules", "Six or more nines"),
    "5_nines_no_meld": QT_TRANSLATE_NOOP("HouseRules", "Five nines and no meld"),
    "4_nines_no_aces": QT_TRANSLATE_NOOP("HouseRules", "Four nines and no aces"),
    "5_nines_max_one_ace": QT_TRANSLATE_NOOP("HouseRules", "Five nines and at most one ace"),
}


def choice_list(*pairs: tuple[Any, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


def labelled(name: str, words: dict[Any, str]) -> tuple[Choice, ...]:
    """The RuleSet field's choices, in its order, each with its words here."""
    allowed = option_info(name).choices
    if set(words) != set(allowed):
        raise ValueError(f"{name}: words for {list(words)}, but the choices are {list(allowed)}")
    return tuple(Choice(value, words[value]) for value in allowed)


class Range(TypedDict):
    minimum: int
    maximum: int


def bounds(name: str, none_value: int | None = None) -> Range:
    """The spin box's range: the RuleSet field's (down to ``none_value``, None's stand-in)."""
    info = option_info(name)
    if info.minimum is None or info.maximum is None:
        raise ValueError(f"{name} has no range")
    low = info.minimum if none_value is None else min(none_value, info.minimum)
    return Range(minimum=low, maximum=info.maximum)


__all__ = [
    "CONDITION_WORDS",
    "Range",
    "bounds",
    "choice_list",
    "labelled",
]
