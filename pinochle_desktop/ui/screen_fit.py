"""Windows and dialogs that fit the screen they open on.

Every top-level window and dialog is never larger than its screen's free area
(the desktop less panels and docks), and it is on that area: a size or place
remembered from a bigger screen, or a window designed for a large one, is cut
down and brought back (:func:`fit_to_screen`). Windows that have no natural
size are sized from the screen (:func:`size_from_screen`), and a dialog whose
content could be taller or wider than a small screen scrolls rather than
running off it (:class:`FittingScrollArea`).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: room guessed for a title bar before the window has one (the frame is known once shown)
TITLE_BAR_GUESS = 30
#: the smallest a window is ever made, whatever the screen
LEAST = (200, 200)


def free_area(widget: QWidget) -> QRect | None:
    """The free area of the screen ``widget`` is on: a dialog or window that has a
    parent opens over it, on its screen (Qt places it there only after its show
    event); one without is where it shows, or where its own screen says."""
    screen = None
    parent = widget.parentWidget()
    if parent is not None:
        screen = parent.window().screen()
    elif widget.isVisible():
        screen = QGuiApplication.screenAt(widget.frameGeometry().center())
    screen = screen or widget.screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def _frame(widget: QWidget) -> tuple[int, int]:
    """The title bar and borders around ``widget``, once it has them (a guess before)."""
    frame_w = max(0, widget.frameGeometry().width() - widget.geometry().width())
    frame_h = max(0, widget.frameGeometry().height() - widget.geometry().height())
    return frame_w, frame_h or TITLE_BAR_GUESS


def room(widget: QWidget) -> QSize | None:
    """The largest size ``widget`` (a top-level window) may have on its screen."""
    free = free_area(widget)
    if free is None:
        return None
    frame_w, frame_h = _frame(widget)
    return QSize(max(LEAST[0], free.width() - frame_w), max(LEAST[1], free.height() - frame_h))


def fit_to_screen(widget: QWidget, minimum: tuple[int, int] | None = None) -> None:
    """Cut ``widget`` down to its screen's free area and move it onto it.

    ``minimum``: the smallest size the window wants; it shrinks to the screen too
    (a scale factor of 2 on a 1440 x 900 screen leaves 720 x 450 logical pixels).
    """
    space = room(widget)
    free = free_area(widget)
    if space is None or free is None:
        return
    if minimum is not None:
        widget.setMinimumSize(min(minimum[0], space.width()), min(minimum[1], space.height()))
    elif widget.minimumWidth() > space.width() or widget.minimumHeight() > space.height():
        widget.setMinimumSize(min(widget.minimumWidth(), space.width()),
                              min(widget.minimumHeight(), space.height()))
    if widget.width() > space.width() or widget.height() > space.height():
        widget.resize(min(widget.width(), space.width()), min(widget.height(), space.height()))
    frame = widget.frameGeometry()
    if not free.contains(frame.topLeft()) or not free.contains(frame.bottomRight()):
        x = min(max(frame.x(), free.x()), free.right() - frame.width() + 1)
        y = min(max(frame.y(), free.y()), free.bottom() - frame.height() + 1)
        widget.move(max(free.x(), x), max(free.y(), y))


def size_from_screen(widget: QWidget, share: float = 0.9,
                     least: tuple[int, int] = (0, 0)) -> None:
    """Size ``widget`` to ``share`` of its screen's free area (never below ``least``
    nor its own minimum, never above the screen), centred on it."""
    space = room(widget)
    free = free_area(widget)
    if space is None or free is None:
        return
    width = max(least[0], widget.minimumWidth(), round(space.width() * share))
    height = max(least[1], widget.minimumHeight(), round(space.height() * share))
    widget.resize(min(width, space.width()), min(height, space.height()))
    frame_w, frame_h = _frame(widget)
    widget.move(free.x() + max(0, (free.width() - widget.width() - frame_w) // 2),
                free.y() + max(0, (free.height() - widget.height() - frame_h) // 2))


class FittingScrollArea(QScrollArea):
    """Holds a dialog's content: as large as the content wants, but willing to be
    smaller, scrolling, when the screen has less room (:func:`fit_to_screen`).

    Qt's own scroll area asks for at most 36 x 24 lines of room, which would make
    every dialog scroll; this one asks for the whole content.
    """

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint().expandedTo(content.minimumSizeHint())
        if content.hasHeightForWidth():  # wrapped words: as tall as they are at that width
            hint.setHeight(max(hint.height(), content.heightForWidth(hint.width())))
        margins = self.contentsMargins()
        # room for the vertical scroll bar, so that scrolling down never scrolls sideways too
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width() + margins.left() + margins.right() + bar,
                     hint.height() + margins.top() + margins.bottom())

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        wanted = self.sizeHint()
        if content is None:
            return super().minimumSizeHint()
        # small enough for any screen; fit_to_screen keeps the dialog as large as it may be
        return QSize(min(wanted.width(), 240), min(wanted.height(), 160))


def fit_dialog(dialog: QWidget) -> None:
    """At show: the dialog's own size (Qt would cap it at two thirds of the screen),
    no larger than the screen, centred where Qt put it and kept on the screen."""
    space = room(dialog)
    if space is None:
        return
    for area in dialog.findChildren(FittingScrollArea):  # their content may have changed
        content = area.widget()
        inner = content.layout() if content is not None else None
        if inner is not None:
            inner.activate()
        area.updateGeometry()
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    wanted = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    centre = dialog.geometry().center()
    dialog.resize(min(wanted.width(), space.width()), min(wanted.height(), space.height()))
    frame = dialog.frameGeometry()
    frame.moveCenter(centre)
    dialog.move(frame.topLeft())
    fit_to_screen(dialog)


#: a command-line option in a sentence: "--/frobnicate", "-x", "--help"
_OPTION = re.compile(r"(?<!\S)(--?[^\s]+?)(?=[.,;:!?)]?(?:\s|$))")
#: Unicode's WORD JOINER: invisible, and no line may break at it
_JOINER = "\u2060"


def unbroken_options(text: str) -> str:
    """``text`` with each command-line option in it kept on one line when the text
    wraps: a box must not show "--/" on one line and "frobnicate" on the next."""
    def joined(match: re.Match[str]) -> str:
        option = match.group(1)  # a joiner after each place a line could break
        return "".join(c + _JOINER if c in "-/=._:" else c for c in option[:-1]) + option[-1]

    return _OPTION.sub(joined, text)
