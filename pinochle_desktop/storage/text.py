"""Text on its way in and out: can it be written back, is it a sane length, and
messages that quote a bad value only in part.

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

from ..engine.nesting import nested_too_deeply
from ..engine.text import QT_TRANSLATE_NOOP, Text

#: the most characters of an offending value a message quotes
EXCERPT = 60
#: every sentence for people is shorter than this
MESSAGE_LIMIT = 300

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
        return QT_TRANSLATE_NOOP("Files", "a number of about {digits} digits").format(
            digits=f"{digits:,}")
    if isinstance(value, str):
        shown = repr(value[: limit + 1])
    elif isinstance(value, list | dict):
        shown = _json_head(value, limit)
        if isinstance(shown, Text):
            return shown
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
        return QT_TRANSLATE_NOOP("Files", "a damaged value")
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
    if message == given:
        return given
    if isinstance(given, Text) and given.fields:
        # cut the quoted values, not the sentence: it stays translatable
        fields = {name: shorten(value, limit) if isinstance(value, str) else value
                  for name, value in given.fields.items()}
        cut = given.format(**fields)
        if shorten(str(cut), limit) == cut:
            return cut
    return message


class Clause(Text):
    """A sentence worked into another one: its English starts in lower case and has
    no full stop ("The number is too large." is "the number is too large"); its
    translation keeps its capitals and loses only the full stop."""

    __slots__ = ()

    def __new__(cls, sentence: Text) -> Clause:
        words = str(sentence).rstrip(".")
        self = str.__new__(cls, words[:1].lower() + words[1:])
        self.context = sentence.context
        self.template = sentence.template
        self.fields = sentence.fields
        self.n = sentence.n
        self.disambiguation = sentence.disambiguation
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Clause, (Text(self.context, self.template, self.fields, self.n,
                              self.disambiguation),))


def clause(sentence: str) -> str:
    """``sentence`` to be worked into another: lower case first, no full stop (a
    :class:`Text` stays translatable, as a :class:`Clause`)."""
    if isinstance(sentence, Text):
        return Clause(sentence)
    words = sentence.rstrip(".")
    return words[:1].lower() + words[1:]


def reason_of(exc: BaseException) -> str:
    """The sentence an exception carries for people: the translatable
    :class:`~pinochle_desktop.engine.text.Text` it was raised with, else ``str(exc)``.

    Put it in another sentence's field (``.format(reason=reason_of(exc))``) so the
    whole stays translatable; ``str(exc)`` is always the plain English."""
    args = getattr(exc, "args", ())
    if args and isinstance(args[0], Text) and str(exc) == args[0]:
        return args[0]
    return str(exc)


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
        raise ValueError(QT_TRANSLATE_NOOP("Files", "{what} is not text").format(what=what))
    if len(value) > max_length:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "{what} is too long ({length} characters; at most {limit}): {value}"
        ).format(what=what, length=f"{len(value):,}", limit=f"{max_length:,}",
                 value=excerpt(value)))
    if not encodable(value):
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "{what} holds characters that cannot be saved: {value}"
        ).format(what=what, value=excerpt(value)))
    if single_line and any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "{what} holds control characters: {value}")
                         .format(what=what, value=excerpt(value)))
    if not allow_empty and not value.strip():
        raise ValueError(QT_TRANSLATE_NOOP("Files", "{what} is empty").format(what=what))
    return value


def json_problem(value: Any, *, max_string: int, max_items: int = 10_000) -> str | None:
    """What makes a JSON value unfit to be written back, in words, or None.

    Checks every string (keys too) is encodable and at most ``max_string``
    characters, and that the value is not nested deeper than
    :data:`~..engine.nesting.MAX_DEPTH` nor holds more than ``max_items`` values in all.
    """
    if nested_too_deeply(value):
        return QT_TRANSLATE_NOOP("Files", "it is nested too deeply")
    count = 0
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        count += 1
        if count > max_items:
            return QT_TRANSLATE_NOOP("Files", "it holds more than {count} values").format(
                count=f"{max_items:,}")
        if isinstance(item, str):
            if len(item) > max_string:
                return QT_TRANSLATE_NOOP(
                    "Files", "a text in it is too long ({length} characters): {value}"
                ).format(length=f"{len(item):,}", value=excerpt(item))
            if not encodable(item):
                return QT_TRANSLATE_NOOP(
                    "Files", "a text in it holds characters that cannot be saved: {value}"
                ).format(value=excerpt(item))
        elif isinstance(item, dict):
            for key, sub in item.items():
                stack.append(key)
                stack.append(sub)
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= 10**100:
            return QT_TRANSLATE_NOOP("Files", "it holds {value}").format(value=excerpt(item))
    return None
