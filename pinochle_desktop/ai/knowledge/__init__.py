"""What a seat knows and infers: unseen cards, voids, bids and meld read, deals sampled.

``pinochle_desktop.ai.knowledge`` was one module before issue #20; its names now live in
:mod:`.holdings` and still load from here, on first use, for scripts written
against the old layout.
"""

from importlib import import_module
from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(".holdings", __name__), name)
