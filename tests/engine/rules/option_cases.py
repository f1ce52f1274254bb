"""Each rule option changed from a preset, the way the House Rules dialog changes it:
the cases of the property games (``test_every_option_plays.py``) and of the dialog's
test of where options apply, made from the registries, not from a list.

:func:`case_for` takes the first preset where the option applies
(:mod:`pinochle_desktop.engine.rules.applicability`) and another value gives valid
rules (:func:`apply_change`); an option idle there is first brought into effect by
the fewest changes of other options (:func:`enablers`: shoot the moon, then moon
points; stakes off first where a stakes game refuses the moon). The new value is the
first that validates among: the other of a yes/no, the field's other choices, the
values the other presets give it, and steps from the current number.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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
    if isinstance(current, tuple) and len(current) > 1:  # a table: one row fewer
        yield from fresh([current[:-1]])
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


#: one change: an option and its new value
Change = tuple[str, Any]


def single_changes(rules: RuleSet, keep: str) -> Iterator[tuple[Change, RuleSet]]:
    """Each other option that applies (not ``keep``, not the table), changed to each
    value a person might pick (a number: one step), as the dialog changes it."""
    for other in OPTION_NAMES:
        current = getattr(rules, other)
        if other in (keep, "variant") or other in FIXED_BY_VARIANT or isinstance(current, tuple):
            continue
        if applies(other).variant(rules) is not None:
            continue
        values = list(candidates(other, current))
        if not (isinstance(current, bool) or option_info(other).choices):
            values = values[:1]
        for value in values:
            yield (other, value), apply_change(rules, other, value)


def brings_in(before: RuleSet, after: RuleSet) -> bool:
    """Whether some option idle in ``before`` is in effect in ``after``."""
    return any(applies(o).idle(before) is not None and applies(o).idle(after) is None
               for o in OPTION_NAMES)


def fewest_changes(start: RuleSet, keep: str, done: Callable[[RuleSet], bool],
                   most: int = 2, only_bringing_in: bool = False,
                   ) -> tuple[tuple[Change, ...], RuleSet] | None:
    """The fewest changes (at most ``most``, none of ``keep``) after which ``done``;
    ``only_bringing_in``: a change is followed by others only if it brings some idle
    option into effect (shoot the moon, before moon points)."""
    if done(start):
        return (), start
    level: list[tuple[tuple[Change, ...], RuleSet]] = [((), start)]
    for _ in range(most):
        following = []
        for path, rules in level:
            for change, new in single_changes(rules, keep):
                if done(new):
                    return (*path, change), new
                if not only_bringing_in or brings_in(rules, new):
                    following.append(((*path, change), new))
        level = following
    return None


@cache
def enablers(name: str, variant: str) -> tuple[tuple[Change, ...], RuleSet] | None:
    """The changes, in order, that bring option ``name`` into effect in valid rules
    where it can be changed too, starting from preset ``variant``, and those rules
    (None: it does not apply there, or no two changes bring it in, and two more make
    it changeable, or failing that valid: simplified display needs a count in tens
    first)."""
    start = preset(variant)
    if name in FIXED_BY_VARIANT or applies(name).variant(start) is not None:
        return None

    def in_effect(rules: RuleSet) -> bool:
        return applies(name).reason(rules) is None

    def changeable(rules: RuleSet) -> bool:  # valid, and valid with the option changed
        if not in_effect(rules) or rules.validate():
            return False
        new = changed(rules, name)
        return new is not None and in_effect(new)

    found = fewest_changes(start, name, in_effect, only_bringing_in=True)
    if found is None:
        return None
    path, rules = found
    valid = (fewest_changes(rules, name, changeable, most=1)
             or fewest_changes(rules, name, lambda r: in_effect(r) and not r.validate()))
    return None if valid is None else ((*path, *valid[0]), valid[1])


@cache
def case_for(name: str) -> tuple[str, RuleSet, RuleSet] | None:
    """(preset, the rules it starts from, the rules with ``name`` changed): in effect,
    in the first preset where it is so without other changes, else in the first
    where other changes bring it in; else merely where it applies."""
    fallback = None
    for variant in PRESET_NAMES:
        rules = preset(variant)
        if applies(name).variant(rules) is not None:
            continue
        new = changed(rules, name)
        if new is not None and applies(name).reason(new) is None:
            return variant, rules, new
        fallback = fallback or (None if new is None else (variant, rules, new))
    for variant in PRESET_NAMES:
        found = enablers(name, variant)
        new = None if found is None else changed(found[1], name)
        if found is not None and new is not None and applies(name).reason(new) is None:
            return variant, found[1], new
    return fallback


OPTIONS = tuple(name for name in OPTION_NAMES if name not in FIXED_BY_VARIANT)
