"""Application start-up: the QApplication and the main window."""

from __future__ import annotations

from collections.abc import Sequence


def run(argv: Sequence[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication(list(argv))
    app.setApplicationName("Pinochle Desktop")
    app.setOrganizationName("PinochleDesktop")
    window = QMainWindow()
    window.setWindowTitle("Pinochle Desktop")
    label = QLabel("The game table is coming: the rules engine and simulator are ready.")
    label.setMargin(40)
    window.setCentralWidget(label)
    window.resize(900, 640)
    window.show()
    return app.exec()
