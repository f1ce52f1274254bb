"""The rule set: every house-rule option, the presets, and how options hang together.

``pinochle_desktop.engine.rules`` was one module before issue #20; its names now live in
:mod:`.ruleset` and still load from here, on first use, for scripts written
against the old layout.
"""

from importlib import import_module
from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(".ruleset", __name__), name)
