"""Shared parts of the floating panels: a title, a note, a row of buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action


class Panel(QWidget):
    """A panel offers the person some actions and emits the one they choose."""

    #: (Action) the person chose this action
    chosen = Signal(object)

    def __init__(self, title: str, note: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(10)
        self.title = QLabel(title)
        self.title.setObjectName("PanelTitle")
        self.title.setWordWrap(True)
        self.box.addWidget(self.title)
        self.note = QLabel(note)
        self.note.setObjectName("PanelNote")
        self.note.setWordWrap(True)
        # in the layout (so a child of the panel) before it is shown or hidden: a label
        # shown without a parent is a window of its own and takes the keyboard away
        self.box.addWidget(self.note)
        self.note.setVisible(bool(note))
        # a screen reader names the group of controls by its question
        self.setAccessibleName(title)

    def set_compact(self, on: bool) -> None:
        """A small table: closer lines (a panel with more to tighten says how)."""
        self.box.setSpacing(6 if on else 10)

    def hint_button(self, action: Action) -> QPushButton | None:
        """The button that gives ``action`` (a hint marks it), if the panel has one."""
        buttons: dict[str, QPushButton] = getattr(self, "buttons", {})
        return buttons.get(str(action))

    def show_hint(self, action: Action) -> QPushButton | None:
        """Mark the button that gives ``action`` and put the keyboard focus on it (Enter
        or Space then chooses it); the button marked, if there is one."""
        button = self.hint_button(action)
        if button is None:
            return None
        button.setProperty("hinted", True)
        button.style().unpolish(button)
        button.style().polish(button)
        button.setFocus()
        return button

    def focus_target(self) -> QWidget | None:
        """Where the keyboard goes when the panel appears: the main answer's button, else
        the first control that takes the keyboard (None: the table, where the cards are
        chosen)."""
        controls = [w for w in self.findChildren(QWidget)
                    if w.isEnabled() and not w.isHidden()
                    and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
        for widget in controls:
            if isinstance(widget, QPushButton) and widget.objectName() == "Primary":
                return widget
        return controls[0] if controls else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter (like Space) presses the button the keyboard is on."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            focus = QApplication.focusWidget()
            if isinstance(focus, QAbstractButton) and focus.isEnabled() and \
                    self.isAncestorOf(focus):
                focus.click()
                event.accept()
                return
        super().keyPressEvent(event)

    def set_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addStretch(1)
        self.box.addLayout(row)
        return row

    def action_button(self, row: QHBoxLayout, label: str, action: Action | None,
                      primary: bool = False, tooltip: str = "") -> QPushButton:
        button = QPushButton(label)
        if primary:
            button.setObjectName("Primary")
            button.setDefault(True)
        if tooltip:
            button.setToolTip(tooltip)
        if action is not None:
            button.clicked.connect(lambda: self.chosen.emit(action))
        row.addWidget(button)
        return button


class ChoicePanel(Panel):
    """A question with one button per answer (declare, misdeal, widow, dix, take...)."""

    def __init__(self, title: str, note: str,
                 choices: list[tuple[str, Action, bool, str]],
                 parent: QWidget | None = None, vertical: bool = False) -> None:
        super().__init__(title, note, parent)
        self.buttons: dict[str, QPushButton] = {}
        if vertical:
            for label, action, primary, tip in choices:
                row = QHBoxLayout()
                self.box.addLayout(row)
                button = self.action_button(row, label, action, primary, tip)
                self.buttons[str(action)] = button
            return
        row = self.button_row()
        for label, action, primary, tip in choices:
            self.buttons[str(action)] = self.action_button(row, label, action, primary, tip)
        row.addStretch(1)
