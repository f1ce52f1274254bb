"""Things the player must be told once: a damaged or newer-version file moved aside
and defaults used, or hands kept in memory because the history cannot be written.

Storage posts a :class:`Notice` where it happens (loading settings, rule sets,
the history); the GUI shows each one once. A notice is delivered by whichever
call takes it first: :func:`take_notices` (at start-up, after the settings,
the rule sets and the history have been opened) or the owner's own
``take_messages()`` / ``take_message()`` / ``open_history()`` return value,
never by both.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .text import printable

#: which file a notice is about
Source = Literal["settings", "rulesets", "history", "window"]
#: at most this many untaken notices are kept (the oldest go first)
MAX_PENDING = 20


@dataclass
class Notice:
    """One sentence for the player (under 300 characters) about one file."""

    text: str
    source: Source
    #: where the damaged file was kept, when it was moved or copied aside
    backup: Path | None = None
    taken: bool = False

    def take(self) -> str | None:
        """The text, once (then None)."""
        if self.taken:
            return None
        self.taken = True
        return self.text


_lock = threading.Lock()
_pending: list[Notice] = []


def post(text: str, source: Source, backup: Path | None = None) -> Notice:
    """Record a sentence to show the player once; return its notice."""
    shown = printable(text)
    notice = Notice(text if shown == text else shown, source, backup)  # a Text stays one
    with _lock:
        _pending.append(notice)
        _pending[:] = [n for n in _pending if not n.taken][-MAX_PENDING:]
    return notice


def take_notices() -> list[Notice]:
    """Every notice not yet shown, oldest first; each is returned only once."""
    with _lock:
        fresh = [n for n in _pending if not n.taken]
        _pending.clear()
    for notice in fresh:
        notice.taken = True
    return fresh


def startup_notices() -> list[str]:
    """The sentences of :func:`take_notices`: call once the window is up, after
    ``Settings.load()``, ``RuleSetStore()`` and ``open_history()``, and show each."""
    return [n.text for n in take_notices()]


def clear_notices() -> None:
    """Forget every notice (tests)."""
    with _lock:
        _pending.clear()
