"""macOS hands a double-clicked saved game to the running program as a QFileOpenEvent."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.file_open import FileOpenFilter


def test_a_file_open_event_opens_the_file(qtbot: QtBot) -> None:
    opened: list[str] = []
    opener = FileOpenFilter(opened.append)
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(opener)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent("/tmp/game.pinochle"))
    finally:
        app.removeEventFilter(opener)
    assert opened == ["/tmp/game.pinochle"]
