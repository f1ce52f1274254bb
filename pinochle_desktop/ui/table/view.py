"""The QGraphicsView that shows the table: resizes the scene, hosts the floating panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..words import QT_TRANSLATE_NOOP
from . import accessible
from .items import NamePlate
from .scene import TableScene

#: the table's own keys (the keyboard on the table), with what they do; Help > Keyboard
#: lists them (translated where shown, context "TableKeys"); :meth:`TableView.keyPressEvent`
#: is what they do
TABLE_KEYS: list[tuple[tuple[Qt.Key, ...], str]] = [
    ((Qt.Key.Key_Left, Qt.Key.Key_Right),
     QT_TRANSLATE_NOOP("TableKeys", "Move between the cards of your hand, in every phase (the "
                       "first press shows where the keyboard is)")),
    ((Qt.Key.Key_Return, Qt.Key.Key_Space),
     QT_TRANSLATE_NOOP("TableKeys", "Play the card the keyboard is on")),
    ((Qt.Key.Key_Space,),
     QT_TRANSLATE_NOOP("TableKeys", "Passing or burying: choose the card the keyboard is on, "
                       "or put it back")),
    ((Qt.Key.Key_Return,),
     QT_TRANSLATE_NOOP("TableKeys", "Passing or burying: once every card is chosen, pass or "
                       "bury them")),
    ((Qt.Key.Key_Question,),
     QT_TRANSLATE_NOOP("TableKeys", "Say the keys of the table (a screen reader speaks them)")),
]


#: the least room the table is laid out in: a window of its least width (820) with a
#: dock of a third of it beside the table
MINIMUM = (480, 340)


class TableView(QGraphicsView):
    """One scene pixel per view pixel: the scene re-lays itself out on resize."""

    #: (width, height) the view changed size and the scene was laid out again
    resized = Signal(int, int)
    #: () a name plate (where the tricks won are counted) was clicked: show the last trick
    last_trick_requested = Signal()
    #: () the player asked to hear the table's keys (?)
    keys_requested = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # 2x on a 1440x900 screen leaves about 720x370 for the table (menus, toolbar
        # and status bar take the rest), and a dock beside it (a lesson, the trick log)
        # takes a third of an 820-pixel window; the layout holds down to this
        self.setMinimumSize(*MINIMUM)
        self.overlay: QWidget | None = None
        #: Enter while choosing cards (passing, burying): passes or buries them once they
        #: are all chosen (True when it did); otherwise Enter chooses, like Space
        self.confirm_selection: Callable[[], bool] | None = None
        # a screen reader finds the cards, plates and groups (see .accessible)
        accessible.install(TableView)
        accessible.adopt_viewport(self)
        self.setAccessibleName(QCoreApplication.translate("TableAccess", "Card table"))
        self.viewport().setAccessibleName(
            QCoreApplication.translate("TableAccess", "Controls over the table"))
        scene.keyboard_focus_moved.connect(self._announce_focus)

    def _announce_focus(self) -> None:
        """The keyboard moved to another card: it is the screen reader's focus too."""
        if self.hasFocus():
            iface = accessible.interface_for(self)
            if iface is not None:
                iface.announce_focus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # after Qt has told the screen reader the table took the focus: the card is last
        QTimer.singleShot(0, self, self._announce_focus)

    def set_overlay(self, widget: QWidget) -> None:
        """A widget floating over the middle of the table (the action panel)."""
        self.overlay = widget
        widget.setParent(self.viewport())
        if not widget.accessibleName():
            widget.setAccessibleName(QCoreApplication.translate("TableAccess",
                                                                "Your choices"))
        self.place_overlay()

    def place_overlay(self) -> None:
        """Put the panel near the middle of the table where it covers nothing: no
        card, plate, caption or the info panel (the table shrinks a little when there
        is no such place, see :meth:`TableScene.fit_panel`). With no panel the table
        takes its full size again."""
        widget = self.overlay
        view = self.viewport()
        if widget is None or widget.isHidden():
            self.table.fit_panel(None, QRectF(view.rect()))
            return
        compact = view.height() < 620 or view.width() < 900
        lay = self.table.layout
        margin = 6 if compact else round(8 * lay.scale)
        bounds = QRectF(margin, margin, view.width() - 2 * margin, view.height() - 2 * margin)
        set_room = getattr(widget, "set_room", None)
        # a short question's note wraps; on a small table where the panel then finds no
        # place covering nothing, it keeps to one line (the whole of it in its tooltip)
        short = bool(getattr(getattr(widget, "current", None), "short_when_compact", False))
        for tight in ((False, True) if compact and short else (compact,)):
            if set_room is not None:
                set_room(compact, tight, lay.scale)
            width, height = self._overlay_size(widget, compact, margin)
            if tight or set_room is None or self.table.panel_has_room(
                    (float(width), float(height)), bounds):
                break
        widget.resize(width, height)
        top_left = self.table.fit_panel((float(width), float(height)), bounds)
        if top_left is not None:
            widget.move(self.mapFromScene(top_left))

    def _overlay_size(self, widget: QWidget, compact: bool, margin: int) -> tuple[int, int]:
        """The floating panel's width and height on this table."""
        lay = self.table.layout
        hint = widget.sizeHint()
        # a panel whose contents need more room (the check ledger's column) gets it
        cap = max(int(lay.panel_max_width + 120 * lay.scale), widget.minimumSizeHint().width())
        least = 300 if compact else round(360 * lay.scale)
        width = min(max(hint.width(), least), cap, self.viewport().width() - 2 * margin)
        return width, max(hint.height(), widget.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()
        self.place_overlay()
        self.resized.emit(size.width(), size.height())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click puts away the last trick shown again; a click on a name plate (its
        tricks) shows it."""
        shown = bool(self.table.last_trick_items)
        self.table.hide_last_trick()
        item = self.itemAt(event.position().toPoint())
        if isinstance(item, NamePlate) and event.button() == Qt.MouseButton.LeftButton:
            if not shown:
                self.last_trick_requested.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.table.move_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table.mode == "select" \
                and self.confirm_selection is not None and self.confirm_selection():
            pass
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        elif key == Qt.Key.Key_Question:
            self.keys_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
