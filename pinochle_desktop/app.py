"""Application start-up: the QApplication and the main window."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .ui.main_window import MainWindow


def run(argv: Sequence[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .storage.paths import state_dir
    from .ui.main_window import MainWindow
    from .ui.single_instance import SingleInstance

    app = QApplication(list(argv))
    app.setApplicationName("Pinochle Desktop")
    app.setOrganizationName("PinochleDesktop")
    app.setApplicationDisplayName("Pinochle Desktop")
    files = [arg for arg in list(argv)[1:] if not arg.startswith("-")]
    guard = SingleInstance(state_dir())
    if not guard.acquire():
        # a copy is running: it comes forward (and opens the file) instead
        if guard.hand_over(files[:1]):
            return 0
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, "Pinochle Desktop", ALREADY_RUNNING)
        box.exec()
        return 1
    guard.listen()  # requests wait in the socket until the event loop runs
    window = MainWindow()
    window.show()
    guard.activated.connect(lambda asked: _bring_forward(window, asked))
    opened = bool(files) and window.open_path(files[0])
    if not opened:
        QTimer.singleShot(0, lambda: _offer_resume(window))
    code = app.exec()
    guard.release()
    return code


ALREADY_RUNNING = (
    "Pinochle Desktop is already open, but that window does not answer. "
    "Close it (or end it in your task manager), then start the game again."
)


def _bring_forward(window: MainWindow, files: list[str]) -> None:
    """Another start of the program: show this window, and open its file if it had one."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    if files:
        window.open_path(files[0])


def _offer_resume(window: MainWindow) -> None:
    """After a quit or a crash: offer the unfinished game back."""
    from .ui.resume_prompt import ask_resume

    found = ask_resume(window)
    if found is not None:
        state, meta = found
        window.resume(state, meta)
