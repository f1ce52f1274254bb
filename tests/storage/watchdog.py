"""A watchdog for loads that must not hang: SIGALRM interrupts the main thread,
even inside a blocking ``open`` of a named pipe (no sleeping, no polling)."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class Hang(AssertionError):
    """A load ran past its time limit."""


@contextmanager
def watchdog(seconds: float, what: str = "the load") -> Iterator[None]:
    """Raise :class:`Hang` in the main thread if the block runs over ``seconds``."""

    def fire(_signum: int, _frame: FrameType | None) -> None:
        raise Hang(f"{what} took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
