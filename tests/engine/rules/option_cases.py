"""Each rule option changed from a preset, the way the House Rules dialog changes it:
the cases of the property games (``test_every_option_plays.py``) and of the dialog's
test of where options apply, made from the registries, not from a list.

:func:`case_for` takes the first preset where the option applies
(:mod:`pinochle_desktop.engine.rules.applicability`) and another value gives valid
rules (:func:`apply_change`); an option idle there is first brought into effect by
changing one or two others (shoot the moon, then moon points). The new value is the
first that validates among: the other of a yes/no, the field's other choices, the
values the other presets give it, and steps from the current number.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules.applicability import OPTION_NAMES, applies
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.engine.rules.fields import option_info

#: the fields a house rule never changes on its own: the table (players, seats,
#: deck and the cards each follow from the variant) and the notes kept with the rules
FIXED_BY_VARIANT = frozenset({"style", "num_players", "sides", "deck", "hand_size", "extra"})


def candidates(name: str, current: Any) -> Iterator[Any]:
    """Values to try for option ``name`` other than ``current``, likeliest first."""
    info = option_info(name)
    seen = [current]

    def fresh(values: Any) -> Iterator[Any]:
        for value in values:
            if value not in seen:
                seen.append(value)
                yield value

    if isinstance(current, bool):
        yield from fresh([not current])
    elif isinstance(current, tuple) and info.choices:  # a set of choices: one more, one alone
        yield from fresh((*current, c) for c in info.choices if c not in current)
        yield from fresh((c,) for c in info.choices)
    elif info.choices:
        yield from fresh(info.choices)
    yield from fresh(getattr(preset(p), name) for p in PRESET_NAMES)
    if info.minimum is not None and info.maximum is not None:
        base = current if isinstance(current, int) else info.minimum
        steps = (base + 10, base - 10, base + 1, base - 1, base * 2, info.minimum, info.maximum)
        yield from fresh(v for v in steps if info.minimum <= v <= info.maximum)
        if info.optional:
            yield from fresh([None])


def changed(rules: RuleSet, name: str) -> RuleSet | None:
    """``rules`` with option ``name`` set to its first other value that validates, one
    keeping it in effect if there is such a value."""
    valid = None
    for value in candidates(name, getattr(rules, name)):
        try:
            new = apply_change(rules, name, value)
        except (TypeError, ValueError):
            continue
        if getattr(new, name) == getattr(rules, name) or new.validate():
            continue
        if applies(name).reason(new) is None:
            return new
        valid = valid or new
    return valid


@cache
def switched_on(variant: str) -> tuple[RuleSet, ...]:
    """The preset with one option changed, then with another after one that turns
    something on: what brings an idle option into effect (valid or not: the case
    checks)."""
    base = preset(variant)

    def once(rules: RuleSet) -> list[RuleSet]:
        out = []
        for other in OPTION_NAMES:
            current = getattr(rules, other)
            if other in FIXED_BY_VARIANT or isinstance(current, tuple):
                continue
            if applies(other).variant(rules) is not None:
                continue
            values = list(candidates(other, current))
            if not (isinstance(current, bool) or option_info(other).choices):
                values = values[:1]  # a number: one step is enough to turn a rule on
            out += [apply_change(rules, other, value) for value in values]
        return out

    first = once(base)
    second = [r for on in first if on.shoot_the_moon or on.stakes or on.misdeal_nines
              or on.slide_out or on.call_partner for r in once(on)]
    return (*first, *second)


@cache
def case_for(name: str) -> tuple[str, RuleSet, RuleSet] | None:
    """(preset, the rules it starts from, the rules with ``name`` changed): in effect
    where possible, else merely where it applies."""
    fallback = None
    for variant in PRESET_NAMES:
        rules = preset(variant)
        if applies(name).variant(rules) is not None:
            continue
        new = changed(rules, name)
        if new is None:
            continue
        if applies(name).idle(new) is None:
            return variant, rules, new
        fallback = fallback or (variant, rules, new)
    for variant in PRESET_NAMES:
        for start in switched_on(variant):
            if applies(name).reason(start) is not None or start.validate():
                continue
            new = changed(start, name)
            if new is not None and applies(name).reason(new) is None:
                return variant, start, new
    return fallback


OPTIONS = tuple(name for name in OPTION_NAMES if name not in FIXED_BY_VARIANT)
