"""Meld: scoring the auction variants' meld, and classic two-handed meld built turn by turn.

``pinochle_desktop.engine.meld`` was one module before issue #20; its names now live in
:mod:`.auction` and still load from here, on first use, for scripts written
against the old layout.
"""

from importlib import import_module
from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(".auction", __name__), name)
