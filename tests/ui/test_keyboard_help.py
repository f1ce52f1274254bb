"""Help > Keyboard: every key of the game in one list, made from the keys
themselves: each shortcut of the main window's actions, the table's keys, the questions'
keys (K and R for hand building) and the keys that close windows; the toolbar's
tooltips tell their keys."""

from __future__ import annotations

from PySide6.QtCore import QKeyCombination, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QTableWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.window_dialogs import keyboard_keys

from .conftest import WindowFactory

NATIVE = QKeySequence.SequenceFormat.NativeText


def _named(key: Qt.Key) -> str:
    return QKeySequence(QKeyCombination(key)).toString(NATIVE)


def test_the_keyboard_help_lists_every_shortcut_of_the_window(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    assert window.table is not None  # the table built: every action has its key
    rows = keyboard_keys(window)
    keys_column = " | ".join(keys for keys, _ in rows)
    missing = []
    count = 0
    for action in window.findChildren(QAction):
        for shortcut in action.shortcuts():
            if shortcut.isEmpty():
                continue
            count += 1
            if shortcut.toString(NATIVE) not in keys_column:
                missing.append(f"{action.text()}: {shortcut.toString(NATIVE)}")
    assert count >= 10, count  # New, Open, Save, Quit, Undo, H, L, C, Ctrl+R, the docks...
    assert not missing, missing
    said = {text for _, text in rows}
    for key, words in ((Qt.Key.Key_H, "Hint"), (Qt.Key.Key_L, "Last Trick"),
                       (Qt.Key.Key_C, "Claim the Rest"), (Qt.Key.Key_K, "Keep the card"),
                       (Qt.Key.Key_R, "Reject the card")):
        assert any(_named(key) in keys.split(", ") and text.startswith(words)
                   for keys, text in rows), (words, said)
    # the table's keys, Tab to the question, the keys that close a window
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return,
                Qt.Key.Key_Tab, Qt.Key.Key_Up, Qt.Key.Key_Escape):
        assert _named(key) in keys_column, key
    assert QKeySequence("Ctrl+W").toString(NATIVE) in keys_column


def test_help_keyboard_opens_the_list(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    help_menu = window.menuBar().actions()[-1].menu()
    assert isinstance(help_menu, QMenu) and window.menus.keys_action in help_menu.actions()
    found: list[int] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, look)
            return
        table = dialog.findChild(QTableWidget, "keyboard_keys")
        found.append(table.rowCount() if table is not None else -1)
        dialog.reject()

    QTimer.singleShot(0, look)
    window.menus.keys_action.trigger()
    assert found and found[0] >= 15, found


def test_toolbar_tooltips_tell_the_keys(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    assert window.table is not None  # the keys are set once the table is built
    menus = window.menus
    for action in (menus.new_action, menus.open_action, menus.save_action,
                   menus.hint_action, menus.last_trick_action, menus.rules_action):
        key = action.shortcut().toString(NATIVE)
        assert key and key in action.toolTip(), (action.text(), action.toolTip())
