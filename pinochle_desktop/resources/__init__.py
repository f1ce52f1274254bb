"""The files the program ships with: card art, the app icon.

They live inside the package (so a wheel, an sdist and a frozen build all
carry them) and are read through :mod:`importlib.resources`, never through a
path worked out from ``__file__``: that is what broke installed wheels, whose
card art was left behind in the source checkout.

Qt-free: callers get bytes and turn them into pictures themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["APP_ID", "ResourceMissing", "read_resource", "resource"]

#: the largest resource file we read (card faces are 3-8 kB; a damaged or
#: replaced file of any size must not be read whole into memory)
MAX_RESOURCE_BYTES = 2_000_000

#: the app id shared with the desktop entry, the metainfo and the icon's name
APP_ID = "io.github.pinochledesktop.PinochleDesktop"


class ResourceMissing(OSError):
    """A file the program ships with is missing, unreadable or too large."""


def resource(*parts: str) -> Traversable:
    """The shipped file at ``parts`` (``resource("cards", "backs", "red.svg")``)."""
    # loaded on first use: the program's start (which reads only APP_ID) does not wait
    from importlib.resources import files

    node: Traversable = files(__name__)
    for part in parts:
        node = node / part
    return node


def read_resource(*parts: str) -> bytes:
    """The bytes of a shipped file; :class:`ResourceMissing` names it in words."""
    name = "/".join(parts)
    node = resource(*parts)
    try:
        with node.open("rb") as handle:
            data: bytes = handle.read(MAX_RESOURCE_BYTES + 1)
    except OSError as exc:
        raise ResourceMissing(f"{name} is missing or unreadable ({exc.strerror or exc})") from exc
    if len(data) > MAX_RESOURCE_BYTES:
        raise ResourceMissing(f"{name} is larger than any file the program ships with")
    return data

