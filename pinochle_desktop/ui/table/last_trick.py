"""The last trick shown again (L, or a click on a name plate), over the table.

Its cards go where they were played, on a shade with a caption ("Trick 5: won
by West, 20 in counters"), until a click, a card played or a few seconds
(:data:`LAST_TRICK_MS`). The cards are the table's own card items, so they
look like every other card, but they belong to no zone: the game's zones never
see them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from .card_item import CardItem
from .items import PileLabel
from .layout import TableLayout
from .piles import CardTable

#: over everything but the viewer's raised cards
Z_LAST = 400
#: how long the last trick stays when shown again (ms; a click or a card played ends it)
LAST_TRICK_MS = 4000


class LastTrickShow:
    """The cards, shade and caption of a trick shown again on ``table``."""

    def __init__(self, table: CardTable) -> None:
        self._table = table
        self.items: list[CardItem] = []
        self.caption = PileLabel()
        self.caption.setZValue(Z_LAST + 20)
        table.addItem(self.caption)
        self._shade = QGraphicsRectItem()
        self._shade.setZValue(Z_LAST)
        self._shade.setBrush(QColor(8, 24, 14, 200))
        self._shade.setPen(QPen(QColor(255, 255, 255, 70)))
        self._shade.hide()
        table.addItem(self._shade)
        self._timer = QTimer(table)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show(self, lay: TableLayout, cards: list[tuple[int, str]], caption: str) -> None:
        """Show ``cards`` (seat, code) where their seats play, captioned."""
        self.hide()
        if not cards or not lay.seats:
            return
        for i, (seat, code) in enumerate(cards):
            spot = lay.spot(seat)
            item = self._table.new_card(code, True, lay.table_card, spot.trick_pos)
            item.setRotation(spot.trick_rotation)
            item.setZValue(Z_LAST + 1 + i)
            self.items.append(item)
        area = QRectF()
        for item in self.items:
            area = area.united(item.mapRectToScene(item.face_rect()))
        unit = max(10.0, lay.table_card * 0.16)
        self.caption.set_unit(unit)
        self.caption.set_text(caption)
        area = area.adjusted(-unit, -unit, unit, unit * 2.6)
        self._shade.setRect(area)
        self._shade.show()
        self.caption.setPos(QPointF(area.center().x(), area.bottom() - unit * 1.3))
        self.caption.show()
        self._timer.start(max(1, int(LAST_TRICK_MS)))

    def hide(self) -> None:
        self._timer.stop()
        for item in self.items:
            self._table.drop_card(item)
        self.items = []
        self._shade.hide()
        self.caption.set_text("")
        self.caption.hide()


__all__ = ["LAST_TRICK_MS", "Z_LAST", "LastTrickShow"]
