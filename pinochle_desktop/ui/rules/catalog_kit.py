"""What the rule catalogue's pages (:mod:`.catalog` and its ``catalog_*``
modules) are written with: the common reasons an option does not apply, the
misdeal conditions in words, and the helpers that put words to a RuleSet
field's choices and take its range.
"""

from __future__ import annotations

from typing import Any, TypedDict

from PySide6.QtCore import QCoreApplication

from ...engine.rules.fields import option_info
from ...engine.rules.ruleset import RuleSet
from ...engine.states.ledger import ledger_applies
from ..words import QT_TRANSLATE_NOOP
from .options import CLASSIC_ONLY, NO_AUCTION, Choice, auction_only, classic_only

translate = QCoreApplication.translate

#: the reason of an option that only auction games have
AUCTION = auction_only(NO_AUCTION)
#: the reason of an option that only classic two-handed has
CLASSIC = classic_only(CLASSIC_ONLY)


def fixed(_rules: RuleSet) -> str:
    """The reason of an option the variant fixes."""
    return translate("HouseRules", "Set by the variant: choose another variant at the top to "
                     "change it.")


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


def ledger_reason(rules: RuleSet) -> str | None:
    if not ledger_applies(rules):
        return (translate("HouseRules", "Checks are paid between players who play alone "
                "(three-handed, cutthroat, check pinochle)."))
    return None


def ledger_off(rules: RuleSet) -> str | None:
    return None if rules.check_ledger else translate("HouseRules", "The check ledger is off.")


__all__ = [
    "AUCTION",
    "CLASSIC",
    "CONDITION_WORDS",
    "Range",
    "bounds",
    "choice_list",
    "fixed",
    "labelled",
    "ledger_off",
    "ledger_reason",
]
