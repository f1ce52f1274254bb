"""Typed options: key, type, default and doc in one declaration (Orange's
``config_slot``, Picard's ``BoolOption``).

An :class:`Option` knows how to check a raw JSON value and turn it into its
type; a bad value raises ValueError with the reason in words, which the
settings store turns into "fall back to the default, with a warning".
The GUI reads ``doc``, ``choices``, ``minimum`` and ``maximum`` to build its
preferences widgets.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from .text import encodable

T = TypeVar("T")

#: "config": settings.json in the config dir; "state": window.json in the state dir
Store = Literal["config", "state"]


@dataclass(frozen=True)
class Option(Generic[T]):
    key: str
    default: T
    #: one line for people (tooltips, the preferences dialog)
    doc: str
    #: raw JSON value -> typed value; ValueError (in words) if it will not do
    check: Callable[[Any], T]
    store: Store = "config"
    #: the allowed values (combo boxes), when there is a fixed list
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> T:
        return self.check(value)


def bool_option(key: str, default: bool, doc: str, store: Store = "config") -> Option[bool]:
    def check(value: Any) -> bool:
        if not isinstance(value, bool):
            raise ValueError("must be true or false")
        return value

    return Option(key, default, doc, check, store)


def int_option(
    key: str, default: int, doc: str, minimum: int, maximum: int, store: Store = "config"
) -> Option[int]:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("must be a whole number")
        if not minimum <= value <= maximum:
            raise ValueError(f"must be from {minimum} to {maximum}")
        return value

    return Option(key, default, doc, check, store, minimum=minimum, maximum=maximum)


def choice_option(
    key: str, default: str, doc: str, choices: Sequence[str], store: Store = "config"
) -> Option[str]:
    allowed = tuple(choices)

    def check(value: Any) -> str:
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(allowed)}")
        return str(value)

    return Option(key, default, doc, check, store, choices=allowed)


def _text_checker(pattern: str | None, max_length: int, strip: bool) -> Callable[[Any], str]:
    regex = re.compile(pattern) if pattern is not None else None

    def check(value: Any) -> str:
        if not isinstance(value, str):
            raise ValueError("must be text")
        if strip:
            value = value.strip()
        if len(value) > max_length:
            raise ValueError(f"is longer than {max_length} characters")
        if any(ord(ch) < 32 for ch in value):
            raise ValueError("contains control characters")
        if not encodable(value):
            raise ValueError("contains characters that cannot be saved (lone surrogates)")
        if regex is not None and not regex.fullmatch(value):
            raise ValueError("is not in the expected form")
        return value

    return check


def text_option(
    key: str,
    default: str,
    doc: str,
    *,
    pattern: str | None = None,
    max_length: int = 200,
    strip: bool = True,
    store: Store = "config",
) -> Option[str]:
    return Option(key, default, doc, _text_checker(pattern, max_length, strip), store)


def list_option(
    key: str,
    default: Sequence[str],
    doc: str,
    *,
    item_pattern: str | None = None,
    max_items: int = 50,
    max_length: int = 4096,
    store: Store = "config",
    drop_bad: bool = False,
) -> Option[list[str]]:
    """A list of texts; ``drop_bad``: entries that do not fit are left out (a recent
    file whose name cannot be saved) instead of the whole list being refused."""
    item = _text_checker(item_pattern, max_length, strip=False)

    def check(value: Any) -> list[str]:
        if not isinstance(value, list):
            raise ValueError("must be a list")
        if len(value) > max_items:
            raise ValueError(f"has more than {max_items} entries")
        if drop_bad:
            return [v for v in value if _fits(item, v)]
        try:
            return [item(v) for v in value]
        except ValueError as exc:
            raise ValueError(f"has an entry that {exc}") from None

    return Option(key, list(default), doc, check, store)


def _fits(check: Callable[[Any], str], value: Any) -> bool:
    try:
        check(value)
    except ValueError:
        return False
    return True
