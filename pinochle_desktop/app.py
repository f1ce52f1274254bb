"""Application start-up: the QApplication and the main window."""

from __future__ import annotations

from collections.abc import Sequence


def run(argv: Sequence[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    app = QApplication(list(argv))
    app.setApplicationName("Pinochle Desktop")
    app.setOrganizationName("PinochleDesktop")
    app.setApplicationDisplayName("Pinochle Desktop")
    window = MainWindow()
    window.show()
    for arg in list(argv)[1:]:
        if not arg.startswith("-"):
            window.open_path(arg)
            break
    return app.exec()
