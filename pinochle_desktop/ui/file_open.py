"""Files the operating system hands to a running program (macOS: a double-click in the Finder).

On Linux and Windows a double-clicked ``.pinochle`` file arrives on the command
line (and, when a copy already runs, through :mod:`.single_instance`); macOS
instead sends the running application a :class:`QFileOpenEvent`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Calls ``open_file(path)`` for every file-open event the application receives."""

    def __init__(self, open_file: Callable[[str], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self._open_file(path)
                return True
        return False
