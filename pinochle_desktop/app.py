"""Application start-up: the QApplication and the main window."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .ui.main_window import MainWindow


def run(argv: Sequence[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    app = QApplication(list(argv))
    app.setApplicationName("Pinochle Desktop")
    app.setOrganizationName("PinochleDesktop")
    app.setApplicationDisplayName("Pinochle Desktop")
    window = MainWindow()
    window.show()
    opened = False
    for arg in list(argv)[1:]:
        if not arg.startswith("-"):
            opened = window.open_path(arg)
            break
    if not opened:
        QTimer.singleShot(0, lambda: _offer_resume(window))
    return app.exec()


def _offer_resume(window: MainWindow) -> None:
    """After a quit or a crash: offer the unfinished game back."""
    from .ui.resume_prompt import ask_resume

    found = ask_resume(window)
    if found is not None:
        state, meta = found
        window.resume(state, meta)
