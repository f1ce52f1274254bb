"""The rule set's dict form: its version and migrations, and turning JSON values
and command-line text back into field values.

Rules are stored in saves, rule-set files, exports and history rows, so their
dict form (:meth:`.ruleset.RuleSet.to_dict`) carries ``rules_version``; a change
of meaning needs a migration in :data:`RULES_MIGRATIONS`. A new option is a new
version too, its migration adding nothing (the option's default keeps the old
meaning): an older copy of the game then reads the option it does not know as
rules from a newer version (:func:`newer_rules_version`), to be updated for,
rather than as damage. Nothing here knows
the :class:`.ruleset.RuleSet` class (which imports this module): the functions
take a rule set, or a template one, as a dataclass value.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from ..nesting import nested_too_deeply
from .choices import MELD_KINDS
from .limits import excerpt


class DataclassInstance(Protocol):
    """A dataclass value (a rule set) as the functions here see it."""

    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

#: the options that may be None (unlimited, never, the minimum bid)
OPTIONAL_INTS = ("max_redeals", "increment_threshold", "stuck_bid", "under_the_gun_bid")

#: the key :meth:`RuleSet.to_dict` writes the version under (absent: version 1)
VERSION_KEY = "rules_version"
#: the version :meth:`RuleSet.to_dict` writes. 1: no key (up to issue #20); 2: the key.
RULES_VERSION = 2

#: what is wrong with rules nested deeper than any we write
TOO_DEEP = "the rules are nested too deeply to be rules Pinochle Desktop wrote"

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only adds the version key: every version 1 option means the same."""
    return data


#: version N -> the function that turns a version N dict into version N + 1
RULES_MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}


class FutureRulesError(ValueError):
    """The rules were written by a newer Pinochle Desktop (a newer rules version)."""


def newer_rules_version(data: Any) -> bool:
    """Whether the rules dict ``data`` was written by a newer Pinochle Desktop: its
    version is a whole number above :data:`RULES_VERSION` (looked at before anything
    else, so whatever else a newer version wrote is never called damage)."""
    if not isinstance(data, dict):
        return False
    version = data.get(VERSION_KEY)
    return isinstance(version, int) and not isinstance(version, bool) and version > RULES_VERSION


def unknown_options(data: dict[str, Any], template: DataclassInstance) -> list[str]:
    """The keys of the rules dict ``data`` that are no option of ``template`` (a rule
    set) nor the version, sorted."""
    known = {f.name for f in dataclasses.fields(template)}
    return sorted(key for key in data if key not in known and key != VERSION_KEY)


def migrate_rules_dict(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` brought to :data:`RULES_VERSION`, without the version key; a new dict.

    ValueError in words if the version is not a whole number, FutureRulesError if
    it is newer than this program reads.
    """
    out = dict(data)
    version = out.pop(VERSION_KEY, 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(
            f"the rules version must be a whole number from 1, not {excerpt(version)}")
    if version > RULES_VERSION:
        raise FutureRulesError(
            f"the rules were written by a newer version of Pinochle Desktop (rules version "
            f"{excerpt(version)}; this version reads up to {RULES_VERSION}): update "
            "Pinochle Desktop to use them"
        )
    while version < RULES_VERSION:
        out = RULES_MIGRATIONS[version](out)
        version += 1
    return out



def coerce_value(name: str, value: Any, default: Any) -> Any:
    """Turn JSON values back into the dataclass field types, checking them."""
    if name == "meld_values":
        if not isinstance(value, dict):
            raise ValueError("meld_values must be an object of meld name to values")
        table = []
        for kind in MELD_KINDS:
            raw = value.get(kind, dict(default).get(kind))
            if not isinstance(raw, list | tuple) or len(raw) != 4:
                raise ValueError(f"meld value for {kind} must be four numbers")  # a known kind
            table.append((kind, tuple(_whole(name, v) for v in raw)))
        return tuple(table)
    if name == "sides":
        if not isinstance(value, list):
            raise ValueError("sides must be a list of seat lists")
        return tuple(tuple(_whole(name, s) for s in side) for side in value)
    if name == "stakes_bands":
        if not isinstance(value, list) or not all(
            isinstance(band, list | tuple) and len(band) == 2 for band in value
        ):
            raise ValueError("stakes_bands must be a list of [lowest bid, units] pairs")
        return tuple((_whole(name, low), _whole(name, units)) for low, units in value)
    if name == "misdeal_conditions":
        if not isinstance(value, list):
            raise ValueError("misdeal_conditions must be a list")
        return tuple(str(v) for v in value)
    if name == "extra":
        if not isinstance(value, dict):
            raise ValueError("extra must be an object")
        return tuple(sorted((str(k), str(v)) for k, v in value.items()))
    if value is None:
        if name in OPTIONAL_INTS:
            return None
        raise ValueError(f"{name} may not be empty")
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false")
        return value
    if isinstance(default, int) or name in OPTIONAL_INTS:
        return _whole(name, value)
    if isinstance(default, str):
        if not isinstance(value, str):
            raise ValueError(f"{name} must be text")
        return value
    return value


def _whole(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number")
    if abs(value) > 10**9:
        raise ValueError(f"{name} is out of range")
    return value


def rules_to_dict(rules: DataclassInstance) -> dict[str, Any]:
    """:meth:`.ruleset.RuleSet.to_dict`: JSON values, with the version key."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        if f.name == "meld_values":
            value = {k: list(v) for k, v in value}
        elif f.name in ("sides", "stakes_bands"):
            value = [list(s) for s in value]
        elif f.name in ("misdeal_conditions",):
            value = list(value)
        elif f.name == "extra":
            value = dict(value)
        out[f.name] = value
    out[VERSION_KEY] = RULES_VERSION
    return out


def field_values(data: dict[str, Any], template: DataclassInstance) -> dict[str, Any]:
    """The keyword arguments :meth:`.ruleset.RuleSet.from_dict` builds the rules from.

    ``data`` is migrated (:func:`migrate_rules_dict`); unknown keys are an error;
    each value is checked and turned into the type of ``template``'s field
    (a default rule set).
    """
    if not isinstance(data, dict):
        raise ValueError("the rules must be a JSON object")
    if nested_too_deeply(data):
        raise ValueError(TOO_DEEP)
    data = migrate_rules_dict(data)
    unknown = unknown_options(data, template)
    if unknown:
        raise ValueError(f"unknown rule option(s): {excerpt(', '.join(unknown[:20]))}")
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        kwargs[name] = coerce_value(name, value, getattr(template, name))
    return kwargs


def rules_json_value(text: str | bytes) -> Any:
    """The JSON value of rules written as text (:meth:`.ruleset.RuleSet.from_json`);
    ValueError in words if it is not JSON or is nested deeper than any rules."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(TOO_DEEP) from None


def option_from_text(rules: DataclassInstance, name: str, text: str) -> Any:
    """The value of option ``name`` written as ``text`` (:meth:`.ruleset.RuleSet.with_option`)."""
    known = {f.name for f in dataclasses.fields(rules)}
    if name not in known:
        raise ValueError(f"unknown rule option {excerpt(repr(name))}")
    default = getattr(rules, name)
    value: Any
    if isinstance(default, bool):
        low = text.strip().lower()
        if low not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
            raise ValueError(f"{name} takes true or false, not {excerpt(repr(text))}")
        value = low in ("1", "true", "yes", "on")
    elif name in OPTIONAL_INTS:
        value = None if text.strip().lower() in ("none", "unlimited", "") else _int(name, text)
    elif isinstance(default, int):
        value = _int(name, text)
    elif name == "misdeal_conditions":
        value = tuple(x for x in text.replace("+", ",").split(",") if x)
    elif name == "sides":
        value = tuple(tuple(_int(name, s) for s in side.split("-")) for side in text.split(","))
    elif isinstance(default, str):
        value = text
    else:
        try:
            value = json.loads(text)
        except ValueError:
            raise ValueError(f"{name} takes a JSON value, not {excerpt(repr(text))}") from None
        value = coerce_value(name, value, default)
    return value


def _int(name: str, text: str) -> int:
    """A whole number written as text (``--rule``), or ValueError quoting an excerpt."""
    if len(text) <= 40:  # a longer one is no option's number (and is never parsed)
        with contextlib.suppress(ValueError):
            return int(text)
    raise ValueError(f"{name} takes a whole number, not {excerpt(repr(text))}")


__all__ = [
    "OPTIONAL_INTS",
    "RULES_MIGRATIONS",
    "RULES_VERSION",
    "VERSION_KEY",
    "FutureRulesError",
    "Migration",
    "coerce_value",
    "field_values",
    "migrate_rules_dict",
    "newer_rules_version",
    "option_from_text",
    "rules_to_dict",
    "unknown_options",
]
