"""The lesson's panel beside the table: the step's words, the suggested move, its buttons.

A dock of the main window, so the table stays whole beside it. It only shows
and asks: :class:`~.lesson.LessonRun` decides what it says, and listens to its
buttons (``continued``, ``follow``, ``left``). Every part has an accessible
name, the words are its description too, and the keyboard reaches each button;
the run puts the keyboard on Continue while the table waits for the person to
read.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

translate = QCoreApplication.translate

#: the panel's least width: a few words a line are hard to read, and the table beside
#: it keeps most of a small window (the words wrap and scroll instead)
MIN_WIDTH = 240
#: the share of the window's width the panel takes when it opens, and the most it takes
SHARE = 0.34
MOST_WIDTH = 460


class LessonPanel(QDockWidget):
    """Shows a lesson's step and suggestion; says what the person pressed."""

    #: () the person has read the step: the table may go on
    continued = Signal()
    #: () the person wants the suggested move made for them
    follow = Signal()
    #: () the person leaves the lesson (its button, or the panel closed)
    left = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Lesson", "Lesson"), parent)
        self.setObjectName("lesson")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setMinimumWidth(MIN_WIDTH)
        self.setAccessibleName(translate("Lesson", "Lesson"))
        self.setAccessibleDescription(translate(
            "Lesson", "What each step of the lesson means, and a good move at your turns. "
            "Ctrl+4 comes back here from the table."))
        self.heading = QLabel()
        self.heading.setObjectName("lesson_heading")
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.heading.setAccessibleName(translate("Lesson", "Lesson step"))
        self.text = _words("lesson_text", translate("Lesson", "Explanation"))
        self.advice = _words("lesson_advice", translate("Lesson", "Suggested move"))
        self.advice.setStyleSheet("QLabel { background: palette(alternate-base); "
                                  "border-left: 4px solid palette(highlight); padding: 6px; }")
        self.advice.hide()
        self.continue_button = self._button("continue_button",
                                            translate("Lesson", "Co&ntinue"),
                                            translate("Lesson", "The table goes on to the next "
                                                      "move"), self.continued)
        self.follow_button = self._button("follow_button",
                                          translate("Lesson", "Follow the &Suggestion"),
                                          translate("Lesson", "Make the suggested move"),
                                          self.follow)
        self.leave_button = self._button("leave_button", translate("Lesson", "&Leave Lesson"),
                                         translate("Lesson", "Stop the lesson; the game on the "
                                                   "table goes on as a normal game"), self.left)
        self.continue_button.hide()
        self.follow_button.hide()
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self.heading)
        layout.addWidget(self.text)
        layout.addWidget(self.advice)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)
        # the way on and the way out on lines of their own: the panel stays narrow
        moves = QHBoxLayout()
        moves.addWidget(self.continue_button)
        moves.addWidget(self.follow_button)
        moves.addStretch(1)
        out = QHBoxLayout()
        out.addStretch(1)
        out.addWidget(self.leave_button)
        body = QWidget()
        outer = QVBoxLayout(body)
        outer.addWidget(scroll, 1)
        outer.addLayout(moves)
        outer.addLayout(out)
        self.setWidget(body)

    def width_for(self, window_width: int) -> int:
        """The panel's width when it opens beside a table in a window ``window_width``
        wide: a share of it, so the table keeps most of a small window."""
        least = max(MIN_WIDTH, self.minimumSizeHint().width())
        return max(least, min(MOST_WIDTH, round(window_width * SHARE)))

    def _button(self, name: str, text: str, tip: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.setAutoDefault(True)
        button.clicked.connect(lambda: signal.emit())
        return button

    # -- what the run shows --------------------------------------------------------------
    def show_step(self, title: str, body: str, waits: bool) -> None:
        """A step's words; ``waits``: the table waits for Continue."""
        self.heading.setText(title)
        self.text.setText(body)
        self.text.setAccessibleDescription(body)
        self.heading.setAccessibleDescription(title)
        self.continue_button.setVisible(waits)

    def show_advice(self, text: str | None, ready: bool = False) -> None:
        """The suggested move in words (None: none now); ``ready``: it may be followed."""
        if not text:
            self.advice.clear()
            self.advice.hide()
            self.follow_button.hide()
            return
        self.advice.setText(text)
        self.advice.setAccessibleDescription(text)
        self.advice.show()
        self.follow_button.setVisible(ready)

    def finish(self) -> None:
        """The lesson is over: only its closing words and a way to close the panel stay."""
        self.continue_button.hide()
        self.show_advice(None)
        self.leave_button.setText(translate("Lesson", "&Close Lesson"))
        self.leave_button.setToolTip(translate("Lesson", "Close this panel; the game on the "
                                               "table goes on"))
        self.leave_button.setAccessibleDescription(self.leave_button.toolTip())

    def reset(self) -> None:
        """Ready for a new lesson."""
        self.heading.clear()
        self.text.clear()
        self.show_advice(None)
        self.continue_button.hide()
        self.leave_button.setText(translate("Lesson", "&Leave Lesson"))
        self.leave_button.setToolTip(translate("Lesson", "Stop the lesson; the game on the "
                                               "table goes on as a normal game"))
        self.leave_button.setAccessibleDescription(self.leave_button.toolTip())

    def focus_first(self) -> None:
        """The keyboard to the panel: its first button shown, else its words."""
        for widget in (self.continue_button, self.follow_button):
            if widget.isVisible():
                widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return
        self.text.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.left.emit()


def _words(name: str, accessible: str) -> QLabel:
    """A label of sentences the keyboard can reach and a screen reader reads."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                  | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    label.setAccessibleName(accessible)
    return label


__all__ = ["LessonPanel"]
