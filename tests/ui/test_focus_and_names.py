"""What a screen reader finds at the table besides the cards: one object has the focus,
the keys are said once a game and on ?, the bid's − and + are named in words, the
status bar's grip has a name, and suits in the questions' notes are words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QPushButton, QSizeGrip
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.ui.announce import table_keys_words
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.base import NoteLabel

from .conftest import WindowFactory

Name = QAccessible.Text.Name


def _walk(iface: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    out = [iface]
    if depth < 20:
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                out += _walk(child, depth + 1)
    return out


def _focused(window: MainWindow) -> list[str]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return [f"{i.role()}: {i.text(Name)}" for i in _walk(root)
            if i.state().focused and not i.state().invisible]


def _at_bid(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state is not None
                    and c.state.phase == Phase.BID, timeout=3000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def test_one_object_has_the_focus_when_a_card_has_it(qtbot: QtBot,
                                                      make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _at_bid(qtbot, window)
    view = window.table.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=1000)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focused = _focused(window)
    assert len(focused) == 1 and focused[0].startswith("Role.ListItem"), focused


def test_the_keys_are_said_once_as_a_game_starts_and_on_question_mark(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _at_bid(qtbot, window)
    keys = table_keys_words()
    assert window.announcer.spoken.count(keys) == 1
    view = window.table.view
    view.setFocus()
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.announcer.spoken.count(keys) == 1  # not with each card
    qtbot.keyClick(view, Qt.Key.Key_Question)
    assert window.announcer.spoken[-1] == keys


def test_the_bid_steps_and_the_status_bar_grip_are_named_in_words(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _at_bid(qtbot, window)
    steps = [b for b in window.table.panel.findChildren(QPushButton)
             if b.objectName() == "Step"]
    names = {b.text(): b.accessibleName() for b in steps}
    assert names == {"−": "Lower bid", "+": "Raise bid"}
    grips = window.statusBar().findChildren(QSizeGrip)
    assert grips and all(g.accessibleName() for g in grips)


def test_a_suit_in_a_question_is_read_as_a_word(qtbot: QtBot,
                                                make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _at_bid(qtbot, window)
    notes = [n for n in window.table.panel.findChildren(NoteLabel)
             if any(s in n.full_text for s in "♠♥♦♣")]
    assert notes, "the bid panel names the best trump with its suit"
    for note in notes:
        iface = QAccessible.queryAccessibleInterface(note)
        assert iface is not None
        said = iface.text(Name)
        assert said and not any(s in said for s in "♠♥♦♣"), said
