"""Text on its way in and out: can it be written back, is it a sane length, and
messages that quote a bad value only in part (issue #24).

A string read from a file must be UTF-8 encodable (a lone surrogate such as
``"\\ud800"`` loads from JSON but can never be written again) and hold no
control characters where one line is expected. A message for people quotes at
most :data:`EXCERPT` characters of any value and stays under
:data:`MESSAGE_LIMIT` characters in all.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

#: the most characters of an offending value a message quotes
EXCERPT = 60
#: every sentence for people is shorter than this
MESSAGE_LIMIT = 300
#: a JSON value nested deeper than this is not something we wrote
MAX_DEPTH = 40

_LONG_WORD = re.compile(rf"\S{{{EXCERPT + 1},}}")


def encodable(text: str) -> bool:
    """True when ``text`` can be written as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def printable(text: str) -> str:
    """``text`` with lone surrogates shown as ``\\udXXX`` escapes (safe for logs and Qt)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def short_name(path: object, limit: int = EXCERPT) -> str:
    """A file's name for a message: its last part, printable, at most ``limit`` characters."""
    name = printable(getattr(path, "name", str(path)))
    return name if len(name) <= limit else name[: limit - 1] + "…"


def excerpt(value: object, limit: int = 40) -> str:
    """A short, quotable form of ``value``: at most ``limit`` characters of its repr.

    Huge whole numbers are described by their size (Python refuses to print
    numbers of more than 4,300 digits, and nobody wants to read them).
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        digits = math.floor(value.bit_length() * math.log10(2)) + 1
        return f"a number of about {digits:,} digits"
    if isinstance(value, str):
        shown = repr(value[: limit + 1])
    elif isinstance(value, list | dict):
        shown = _json_head(value, limit)
    else:
        shown = repr(value)
    shown = printable(shown)
    if len(shown) > limit:
        shown = shown[: max(1, limit - 1)] + "…"
    return shown


def _json_head(value: Any, limit: int) -> str:
    """The first characters of ``value`` as JSON, without serialising all of it."""
    try:
        text = json.dumps(_trim(value, limit, 0), ensure_ascii=True)
    except (ValueError, RecursionError):
        return "a damaged value"
    return text


def _trim(value: Any, limit: int, depth: int) -> Any:
    """A small copy of a JSON value: enough of it for an excerpt of ``limit`` characters."""
    if depth > 4:
        return "…"
    if isinstance(value, list):
        return [_trim(v, limit, depth + 1) for v in value[:limit]]
    if isinstance(value, dict):
        keys = list(value)[:limit]
        return {str(k)[:limit]: _trim(value[k], limit, depth + 1) for k in keys}
    if isinstance(value, str):
        return value[:limit]
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**40:
        return 0
    return value


#: a file path in a message (kept whole, up to a point: the player needs it)
_PATH = re.compile(r"(/|[A-Za-z]:\\)[^'\"]{0,240}")


def _cut_word(match: re.Match[str]) -> str:
    word = match.group(0)
    if _PATH.fullmatch(word.rstrip(".,;:)")):
        return word
    return word[: EXCERPT - 1] + "…"


def shorten(message: str, limit: int = MESSAGE_LIMIT) -> str:
    """``message`` with any run of more than :data:`EXCERPT` non-blank characters
    (other than a file's path) cut to an excerpt, lone surrogates escaped, and the
    whole kept under ``limit``. A message with nothing to cut comes back as it
    was (a translatable :class:`~pinochle_desktop.engine.text.Text` stays one)."""
    given = message
    message = printable(message)
    message = _LONG_WORD.sub(_cut_word, message)
    if len(message) >= limit:
        message = message[: limit - 2].rstrip() + "…"
    return given if message == given else message


def check_text(
    value: object,
    what: str,
    *,
    max_length: int,
    single_line: bool = True,
    allow_empty: bool = True,
) -> str:
    """``value`` if it is text that can be written back and is at most ``max_length``
    characters long; ValueError with a sentence about ``what`` otherwise."""
    if not isinstance(value, str):
        raise ValueError(f"{what} is not text")
    if len(value) > max_length:
        raise ValueError(
            f"{what} is too long ({len(value):,} characters; at most {max_length:,}): "
            f"{excerpt(value)}"
        )
    if not encodable(value):
        raise ValueError(f"{what} holds characters that cannot be saved: {excerpt(value)}")
    if single_line and any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ValueError(f"{what} holds control characters: {excerpt(value)}")
    if not allow_empty and not value.strip():
        raise ValueError(f"{what} is empty")
    return value


def json_problem(value: Any, *, max_string: int, max_items: int = 10_000) -> str | None:
    """What makes a JSON value unfit to be written back, in words, or None.

    Checks every string (keys too) is encodable and at most ``max_string``
    characters, and that the value is not nested deeper than :data:`MAX_DEPTH`
    nor holds more than ``max_items`` values in all.
    """
    count = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > max_items:
            return f"it holds more than {max_items:,} values"
        if depth > MAX_DEPTH:
            return "it is nested too deeply"
        if isinstance(item, str):
            if len(item) > max_string:
                return f"a text in it is too long ({len(item):,} characters): {excerpt(item)}"
            if not encodable(item):
                return f"a text in it holds characters that cannot be saved: {excerpt(item)}"
        elif isinstance(item, dict):
            for key, sub in item.items():
                stack.append((key, depth + 1))
                stack.append((sub, depth + 1))
        elif isinstance(item, list):
            stack.extend((sub, depth + 1) for sub in item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= 10**100:
            return f"it holds {excerpt(item)}"
    return None
