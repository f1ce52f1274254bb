"""What the main window's parts (its games, its dialogs) need of the window itself.

A part holds the window only as a :class:`WindowHost`, so it cannot reach into
the rest of it, and a test can hand it a small stand-in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .play.controller import GameController
    from .play.recorder import GameRecorder
    from .preferences import Preferences


class WindowHost(Protocol):
    """The settings, the table's controller and recorder, the status bar and the window."""

    prefs: Preferences

    @property
    def controller(self) -> GameController: ...
    @property
    def recorder(self) -> GameRecorder: ...
    def table_built(self) -> bool: ...
    def show_status(self, text: str) -> None: ...
    def window(self) -> QWidget: ...
