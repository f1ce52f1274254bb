"""Esc and Ctrl+W close every window and dialog but the main one.

:func:`install_close_keys` puts one filter on the application, so every dialog and
window the program opens (the review window, Preferences, the House Rules, the
statistics, message boxes, file dialogs) closes the same way without each
remembering to. Ctrl+W (the platform's Close key) closes a dialog or a secondary
window, and Esc, which Qt's dialogs already take as Cancel, closes a secondary
main window (the review window) too. The main window has no parent: these keys
never close it (Quit does). Menus and drop-down lists close themselves.

A filter on every event of the program: the main window installs it once its
first paint is done (it would slow that).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QWidget

#: the application's property saying the filter is installed
_CLOSE_KEYS = "pinochle_close_keys"


class CloseKeys(QObject):
    """Closes the window a Close or Esc key was pressed in (see the module)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        close = event.matches(QKeySequence.StandardKey.Close) or (
            event.key() == Qt.Key.Key_W
            and event.modifiers() == Qt.KeyboardModifier.ControlModifier)
        escape = event.key() == Qt.Key.Key_Escape and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if not (close or escape):
            return False
        window = watched.window()
        if window.windowType() in (Qt.WindowType.Popup, Qt.WindowType.ToolTip) or isinstance(
                window, QDockWidget):
            return False  # a menu, a list, a floating dock: not a window to close
        if isinstance(window, QDialog):
            if not close:
                return False  # Esc: the dialog's own Cancel
        elif window.parentWidget() is None:
            return False  # the main window
        window.close()
        return True


def install_close_keys() -> None:
    """Install the filter on the application, once however many windows ask."""
    app = QApplication.instance()
    if app is None or app.property(_CLOSE_KEYS):
        return
    keys = CloseKeys(app)
    app.installEventFilter(keys)
    app.setProperty(_CLOSE_KEYS, True)
