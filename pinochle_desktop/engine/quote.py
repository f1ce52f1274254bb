"""Values quoted in messages: at most a short excerpt, huge numbers by their size.

The one place the engine (and everything above it) shortens a value it
quotes, so a refusal never repeats a 15 MB text or a number of thousands of
digits.
"""

from __future__ import annotations

#: the most characters of a value a message quotes
EXCERPT = 60
#: whole numbers this big are described by their size, never written out
_HUGE = 10**40


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def number(value: int) -> str:
    """A whole number for a message: ``12,345``, or its size when it is huge."""
    if abs(value) < _HUGE:
        return f"{value:,}"
    digits = int(value.bit_length() * 0.30103) + 1
    return f"a number of about {digits:,} digits"


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """``value`` as a message may quote it: at most ``limit`` characters (cut with
    "..."), lone surrogates and control characters escaped."""
    if _whole(value):
        assert isinstance(value, int)
        return number(value)
    cut = False
    if isinstance(value, str):
        raw, cut = value[: limit * 2], len(value) > limit * 2
    else:
        if isinstance(value, tuple | list) and len(value) > limit:
            value, cut = type(value)(value[:limit]), True  # never the whole of a huge list
        raw = repr(value)
    text = raw.encode("utf-8", "backslashreplace").decode("utf-8")
    text = "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)
    if cut or len(text) > limit:
        return text[: limit - 3] + "..."
    return text


def shown(value: object) -> str:
    """An excerpt for "..., not X": a text in quotes, so "12" and 12 differ."""
    return excerpt(repr(value) if isinstance(value, str) else value)


__all__ = ["EXCERPT", "excerpt", "number", "shown"]
