"""The application as a screen reader lists it: its name and what it is.

Qt describes the application object with the path of the program that runs it
(for this game, the Python interpreter's); :func:`install` gives the
application an accessible interface that says what the program is instead, and
otherwise answers as Qt's own does: its children are the open windows, its focus
is the active window's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget

translate = QCoreApplication.translate


def description() -> str:
    return translate("Application", "A pinochle card game against computer players, "
                     "played with the keyboard or the mouse.")


class ApplicationAccessible(QAccessibleInterface):
    """The application's accessible object (see the module's words)."""

    def __init__(self, app: QObject) -> None:
        super().__init__()
        self._app = app

    @staticmethod
    def _windows() -> list[QWidget]:
        skipped = (Qt.WindowType.Popup, Qt.WindowType.Desktop)
        return [w for w in QApplication.topLevelWidgets()
                if w.isWindow() and w.windowType() not in skipped and not w.isHidden()]

    def isValid(self) -> bool:
        return QCoreApplication.instance() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return self._app

    def window(self) -> QWindow | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        windows = self._windows()
        if 0 <= index < len(windows):
            return QAccessible.queryAccessibleInterface(windows[index])
        return None

    def childCount(self) -> int:
        return len(self._windows())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object() if child is not None else None
        for i, w in enumerate(self._windows()):
            if w is target:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for w in self._windows():
            if w.frameGeometry().contains(x, y):
                return QAccessible.queryAccessibleInterface(w)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        active = QApplication.activeWindow()
        return QAccessible.queryAccessibleInterface(active) if active is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QGuiApplication.applicationDisplayName()
        if kind == QAccessible.Text.Description:
            return description()
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        return None

    def rect(self) -> QRect:
        return QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Application

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def relations(self, match: Any = None) -> list[Any]:
        return []


_made: list[ApplicationAccessible] = []


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key != "QApplication" or obj is not QCoreApplication.instance():
        return None
    if not _made:
        _made.append(ApplicationAccessible(obj))
    return _made[0]


def install() -> None:
    """Give the application its accessible interface (once; Qt's own, if a screen
    reader already asked for it, is let go)."""
    app = QCoreApplication.instance()
    if _installed or app is None:
        return
    _installed.append(_factory)
    QAccessible.installFactory(_factory)
    current = QAccessible.queryAccessibleInterface(app)
    if current is not None and not isinstance(current, ApplicationAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(current))


_installed: list[object] = []

__all__ = ["ApplicationAccessible", "description", "install"]
