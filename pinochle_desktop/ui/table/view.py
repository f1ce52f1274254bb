"""The QGraphicsView that shows the table: resizes the scene, hosts the floating panel."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .items import NamePlate
from .layout import place_panel
from .scene import TableScene


class TableView(QGraphicsView):
    """One scene pixel per view pixel: the scene re-lays itself out on resize."""

    #: (width, height) the view changed size and the scene was laid out again
    resized = Signal(int, int)
    #: () a name plate (where the tricks won are counted) was clicked: show the last trick
    last_trick_requested = Signal()

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
        self.setMinimumSize(640, 420)
        self.overlay: QWidget | None = None

    def set_overlay(self, widget: QWidget) -> None:
        """A widget floating over the middle of the table (the action panel)."""
        self.overlay = widget
        widget.setParent(self.viewport())
        self.place_overlay()

    def place_overlay(self) -> None:
        """Put the panel near the middle where it hides the fewest cards."""
        widget = self.overlay
        if widget is None or widget.isHidden():
            return
        lay = self.table.layout
        hint = widget.sizeHint()
        # a panel whose contents need more room (the check ledger's column) gets it
        cap = max(int(lay.panel_max_width) + 120, widget.minimumSizeHint().width())
        width = min(max(hint.width(), 360), cap, self.width() - 20)
        height = max(hint.height(), widget.heightForWidth(width))
        widget.resize(width, height)
        bottom = lay.hand_y - lay.hand_card * 0.85 - 6
        bounds = QRectF(8, 8, self.viewport().width() - 16, max(height + 1, bottom - 8))
        top_left = place_panel((width, height), lay.panel_center, bounds, self.table.obstacles())
        widget.move(self.mapFromScene(top_left))

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
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
