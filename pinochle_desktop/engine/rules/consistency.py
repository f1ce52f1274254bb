"""How a change to one rule option ripples to the others, without the UI.

:func:`apply_change` is the one way the House Rules dialog changes a rule: it sets
the field, then keeps the fields that follow from it consistent (the cards each
when the widow changes, the players and sides when some sit out: the option's
``follows`` in :data:`.applicability.APPLIES`, written in :mod:`.ripples`), then
:func:`normalize` puts options that no longer do anything back to their resting
value (:attr:`.applicability.Applicability.resets_to`: the stuck-dealer bid while
everybody's pass redeals). Contradictions that
remain are for :meth:`RuleSet.validate` to explain in words.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .applicability import APPLIES, KEEP, applies, is_idle
from .ruleset import RuleSet

#: option -> the value it rests at: while the option is idle
#: (:attr:`.applicability.Applicability.idle`), :func:`normalize` puts it back there
RESTING: dict[str, Any] = {
    name: entry.resets_to for name, entry in APPLIES.items() if entry.resets_to is not KEEP
}


def is_resting(name: str, rules: RuleSet) -> bool:
    """Whether option ``name`` has no effect with ``rules`` and is put back while so
    (False for options never reset)."""
    return name in RESTING and is_idle(name, rules)


def apply_change(rules: RuleSet, name: str, value: Any) -> RuleSet:
    """``rules`` with ``name`` set to ``value`` and the fields that follow from it
    updated (the option's :attr:`.applicability.Applicability.follows`)."""
    new = dataclasses.replace(rules, **{name: value})
    follows = applies(name).follows
    if follows is not None:
        new = follows(rules, new)
    return normalize(new)


def normalize(rules: RuleSet) -> RuleSet:
    """Put options that no longer do anything back to their resting value."""
    changes = {
        name: rest
        for name, rest in RESTING.items()
        if is_idle(name, rules) and getattr(rules, name) != rest
    }
    return dataclasses.replace(rules, **changes) if changes else rules


def is_normal(rules: RuleSet) -> bool:
    """Whether every option without effect is at its resting value."""
    return normalize(rules) == rules
