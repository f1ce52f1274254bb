"""The house rules in force that the rules summary's own sentences leave unsaid,
each in a line of the House Rules catalogue's words.

The summary (:mod:`.text`) tells the game in sentences written for it; every other
option the engine says is in use (:mod:`pinochle_desktop.engine.rules.applicability`)
gets a line "label: value", in the words the House Rules dialog shows for it
(:data:`.catalog.OPTIONS`, :func:`.catalog.value_words`), so an option declared in
the engine with its catalogue entry is in Help > Rules without a sentence of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import RuleSet
from ...engine.rules.applicability import reason_not_used
from .catalog import OPTIONS, value_words

translate = QCoreApplication.translate

#: whether the summary's sentences state option ``name``'s value in these rules
Stated = Callable[[str, RuleSet], bool]


@cache
def _defaults() -> RuleSet:
    """Every option at the engine's default."""
    return RuleSet()


def worth_saying(name: str, value: Any) -> bool:
    """Whether ``value`` of option ``name`` is a rule to tell: everything but an option
    left at a default of "nothing" (off, none, 0: a house rule not played)."""
    return bool(value) or value != getattr(_defaults(), name)


def in_force(name: str, rules: RuleSet) -> bool:
    """Whether option ``name`` is in use in ``rules`` and its value worth telling."""
    return reason_not_used(name, rules) is None and worth_saying(name, getattr(rules, name))


def house_rule_lines(rules: RuleSet, stated: Stated) -> list[str]:
    """A line for each option in force (:func:`in_force`) that ``stated`` says the
    summary's sentences do not state, in the House Rules dialog's order."""
    return [
        translate("RulesText", "{option}: {value}").format(
            option=option.title, value=value_words(option, rules))
        for option in OPTIONS
        if in_force(option.name, rules) and not stated(option.name, rules)
    ]


__all__ = ["Stated", "house_rule_lines", "in_force", "worth_saying"]
