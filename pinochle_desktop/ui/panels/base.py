"""Shared parts of the floating panels: a title, a note, a row of buttons."""

from __future__ import annotations

import html

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action
from ..announce import spoken_cards


class NoteLabel(QLabel):
    """A panel's note: wrapped lines, or (a small table, where a panel must be short) one
    line cut with "…", the whole text in its tooltip and told to a screen reader."""

    #: how small the font of a one-line note may get before its words are cut
    SMALLEST = 0.85

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.full_text = text
        self.one_line = False
        self.setWordWrap(True)
        self._size = self.font().pointSizeF()

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self._show()

    def set_one_line(self, on: bool) -> None:
        if on == self.one_line:
            return
        self.one_line = on
        self.setWordWrap(not on)
        # one line asks for no width of its own: the buttons set the panel's width
        self.setSizePolicy(QSizePolicy.Policy.Ignored if on else QSizePolicy.Policy.Preferred,
                           QSizePolicy.Policy.Preferred)
        self._show()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.one_line:
            self._show()

    def _show(self) -> None:
        text = self.full_text
        scale = 1.0
        if self.one_line:
            # a slightly smaller font before any word is cut
            width = max(1, self.width())
            while scale > self.SMALLEST and self._width_at(scale, text) > width:
                scale = max(self.SMALLEST, scale - 0.05)
        self._scale_font(scale)
        if self.one_line:
            shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                  max(1, self.width()))
        else:
            shown = text
        if shown != self.text():
            self.setText(shown)
        cut = shown != text
        # rich text: Qt wraps it, where a plain tooltip is one line running off the window
        self.setToolTip(f"<p>{html.escape(text)}</p>" if cut else "")
        # the whole text for a listener, the suits and cards in words ("Spades", not
        # "black spade suit")
        spoken = spoken_cards(text)
        self.setAccessibleName(spoken if cut or spoken != text else "")

    def _width_at(self, scale: float, text: str) -> int:
        font = QFont(self.font())
        font.setPointSizeF(self._size * scale)
        return QFontMetrics(font).horizontalAdvance(text)

    def _scale_font(self, scale: float) -> None:
        if abs(self.font().pointSizeF() - self._size * scale) > 0.01:
            font = QFont(self.font())
            font.setPointSizeF(self._size * scale)
            self.setFont(font)


class FlowRow(QLayout):
    """Buttons in a centred row that wraps onto a second (third...) row when the panel
    is narrower than the row (a small table)."""

    def __init__(self, spacing: int = 8, narrow: bool = False) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        #: the row may be narrower than its buttons in one line (it asks only for its
        #: widest button): the table then gives it no more than its panels' usual width.
        #: Otherwise it wraps only when the table is narrower than the whole row.
        self.narrow = narrow
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def sizeHint(self) -> QSize:
        items = self._shown()
        width = sum(i.sizeHint().width() for i in items) + self.spacing() * max(0,
                                                                                len(items) - 1)
        height = max((i.sizeHint().height() for i in items), default=0)
        return QSize(width, height)

    def minimumSize(self) -> QSize:
        if not self.narrow:
            return self.sizeHint()
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        lines: list[list[QLayoutItem]] = []
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if lines and used + self.spacing() + w <= width:
                lines[-1].append(item)
                used += self.spacing() + w
            else:
                lines.append([item])
                used = w
        return lines

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the buttons out in ``rect`` (or only measure): the height used."""
        y = rect.y()
        gap = self.spacing()
        for n, line in enumerate(self._lines(rect.width())):
            if n:
                y += gap
            sizes = [item.sizeHint() for item in line]
            height = max(size.height() for size in sizes)
            total = sum(size.width() for size in sizes) + gap * (len(line) - 1)
            x = rect.x() + max(0, (rect.width() - total) // 2)
            for item, size in zip(line, sizes, strict=True):
                width = min(size.width(), rect.width())
                if move:
                    item.setGeometry(QRect(x, y, width, height))
                x += width + gap
            y += height
        return y - rect.y()



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
        self.note = NoteLabel(note)
        self.note.setObjectName("PanelNote")
        #: a small table shows the note on one line (a question that must stay short)
        self.short_when_compact = False
        # in the layout (so a child of the panel) before it is shown or hidden: a label
        # shown without a parent is a window of its own and takes the keyboard away
        self.box.addWidget(self.note)
        self.note.setVisible(bool(note))
        # a screen reader names the group of controls by its question
        self.setAccessibleName(title)

    def set_compact(self, on: bool) -> None:
        """A small table: closer lines (see :meth:`set_room`)."""
        self.set_room(on, on)

    def set_room(self, compact: bool, tight: bool, scale: float = 1.0) -> None:
        """Fit the table: closer lines on a small table (``compact``), a short question's
        note on one line where there is little room (``tight``; otherwise it wraps),
        everything ``scale`` times larger on a large table (a panel with more to fit
        says how)."""
        self.box.setSpacing(round((6 if compact else 10) * scale))
        if self.short_when_compact:
            self.note.set_one_line(tight)

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
        self.note.set_full_text(text)
        self.note.setVisible(bool(text))

    def button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addStretch(1)
        self.box.addLayout(row)
        return row

    def action_button(self, row: QHBoxLayout | FlowRow, label: str, action: Action | None,
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
                 parent: QWidget | None = None, vertical: bool = False,
                 short: bool = False) -> None:
        super().__init__(title, note, parent)
        self.short_when_compact = short
        self.buttons: dict[str, QPushButton] = {}
        if vertical:
            for label, action, primary, tip in choices:
                row = QHBoxLayout()
                self.box.addLayout(row)
                button = self.action_button(row, label, action, primary, tip)
                self.buttons[str(action)] = button
            return
        # one centred row, two when the table is too narrow for it (a short question, the
        # declare prompt, keeps to the table's usual panel width)
        flow = FlowRow(narrow=short)
        self.box.addLayout(flow)
        for label, action, primary, tip in choices:
            self.buttons[str(action)] = self.action_button(flow, label, action, primary, tip)
