"""The card-pile layer both tables draw on (after KPat's libkcardgame).

A :class:`CardPile` (``KCardPile``) is a named place on the table holding
:class:`~.card_item.CardItem`\\ s in order: where it is, how wide its cards
are, how they spread (stacked, a row or column overlapping so each index
shows, or an arc fan like a hand in the fingers) and the z-order they take.
A :class:`CardTable` (``KCardScene``) is the ``QGraphicsScene`` that owns the
piles, the card back and face styles, the cloth and the speed, and moves
cards: :meth:`CardTable.place_pile` puts a pile's cards where its spread wants
them over a duration, :meth:`CardTable.move_cards` moves cards into a pile,
:meth:`CardTable.fly_off` sends cards to a point and takes them away (a trick
swept to its winner). The geometry itself is pure arithmetic in :mod:`.layout`
(where the seats sit for N players, rows and fans), so it is testable without
a scene.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from .card_art import CardRenderer
from .card_item import CardItem
from .items import DEFAULT_TABLE_COLOR, NamePlate, felt_stops
from .layout import arc, row
from .records import PlateText


class Spread(Enum):
    """How a pile lays out its cards."""

    #: one on another, each nudged by ``CardPile.offset`` (a stock)
    STACK = "stack"
    #: side by side, overlapping (meld rows, the widow)
    ROW = "row"
    #: one under another, overlapping
    COLUMN = "column"
    #: a fan on a gentle arc, outer cards tilted and lower (hands)
    ARC = "arc"


@dataclass
class CardPile:
    """A named place on the table and the cards on it, bottom card first."""

    name: str
    spread: Spread = Spread.STACK
    #: the z of the bottom card; each card above it one more
    z: float = 0.0
    center: QPointF = field(default_factory=QPointF)
    card_width: float = 60.0
    #: the widest (tallest, for a column) the spread may be
    extent: float = 1e9
    #: distance between neighbours in card widths, and the least it may shrink to
    overlap: float = 0.42
    least: float = 0.16
    #: stack: each card's shift from the one below; arc: outer tilt, lower outer cards
    offset: QPointF = field(default_factory=QPointF)
    tilt: float = 0.0
    drop: float = 0.0
    #: arc: the tilt grows by this per card until it reaches ``tilt``
    tilt_per_card: float = 1e9
    #: every card turned this much (a card laid crosswise)
    rotation: float = 0.0

    def __post_init__(self) -> None:
        self.cards: list[CardItem] = []

    def __len__(self) -> int:
        return len(self.cards)

    def set_geometry(self, center: QPointF, card_width: float,
                     extent: float | None = None) -> None:
        self.center = QPointF(center)
        self.card_width = card_width
        if extent is not None:
            self.extent = extent

    def spots_at(self, center: QPointF, card_width: float,
                 extent: float) -> list[tuple[QPointF, float]]:
        """Where the cards would go with this geometry (the pile does not change)."""
        saved = self.center, self.card_width, self.extent
        self.center, self.card_width, self.extent = QPointF(center), card_width, extent
        try:
            return self.spots()
        finally:
            self.center, self.card_width, self.extent = saved

    def spots(self, count: int | None = None) -> list[tuple[QPointF, float]]:
        """Where each card goes and its tilt, bottom card first."""
        n = len(self.cards) if count is None else count
        w = self.card_width
        if self.spread is Spread.ARC:
            return arc(n, self.center, w, self.extent, self.overlap,
                       min(self.tilt, self.tilt_per_card * n), self.drop)
        if self.spread is Spread.ROW:
            return [(p, self.rotation) for p in
                    row(n, self.center, w, self.extent, self.overlap, self.least)]
        if self.spread is Spread.COLUMN:
            flipped = QPointF(self.center.y(), self.center.x())
            return [(QPointF(p.y(), p.x()), self.rotation) for p in
                    row(n, flipped, w, self.extent, self.overlap, self.least)]
        return [(self.center + QPointF(self.offset.x() * i, self.offset.y() * i), self.rotation)
                for i in range(n)]


def show_plate(plate: NamePlate, text: PlateText) -> None:
    """Put a seat's words on its name plate."""
    plate.set_values(status=text.status, detail=text.detail, active=text.active,
                     dealer=text.dealer, sitting_out=text.sitting_out)


class CardTable(QGraphicsScene):
    """A scene of piles on a cloth: the card styles, the cloth colour, the speed, and
    moving cards between piles with a duration."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__()
        self.renderer = renderer or CardRenderer()
        #: the colour of the cloth (the middle of its gradient)
        self.table_color = QColor(DEFAULT_TABLE_COLOR)
        #: animation durations are multiplied by this (0: no animation)
        self.speed = 1.0
        #: cards on their way off the table (they are removed when they land)
        self.flying: list[CardItem] = []
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer.when_refined(self._cards_refined)

    def _cards_refined(self) -> None:
        """Cards first drawn scaled are drawn from their pictures now: show them."""
        self.update()

    def _ms(self, base: float) -> int:
        return int(base * self.speed)

    def set_speed(self, factor: float) -> None:
        self.speed = max(0.0, factor)

    # -- styles ------------------------------------------------------------------------
    def set_card_styles(self, face: str, back: str) -> None:
        self.renderer.face_style = face
        self.renderer.back_style = back

    def set_table_color(self, color: QColor | str) -> bool:
        """Draw the cloth in ``color``; False if it is not a colour or already it."""
        chosen = QColor(color)
        if not chosen.isValid() or chosen == self.table_color:
            return False
        self.table_color = chosen
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        return True

    def paint_felt(self, painter: QPainter, center: QPointF, reach: float) -> None:
        """The cloth: a radial gradient of the table colour, lightest at ``center``,
        reaching ``reach`` times the scene's longer side."""
        area: QRectF = self.sceneRect()
        gradient = QRadialGradient(center, max(area.width(), area.height()) * reach)
        for at, color in felt_stops(self.table_color):
            gradient.setColorAt(at, color)
        painter.fillRect(area, gradient)

    # -- cards -------------------------------------------------------------------------
    def new_card(self, code: str, face_up: bool, width: float, at: QPointF) -> CardItem:
        item = CardItem(self.renderer, code, width, face_up)
        item.setPos(at)
        self.addItem(item)
        return item

    def drop_card(self, item: CardItem) -> None:
        """Take ``item`` off the table."""
        item.stop_animation()
        if item.scene() is self:
            self.removeItem(item)

    def clear_pile(self, pile: CardPile) -> None:
        for item in pile.cards:
            self.drop_card(item)
        pile.cards = []

    def place_pile(self, pile: CardPile, duration: int = 0,
                   delay: Callable[[int], int] | None = None) -> None:
        """Move the pile's cards where its spread wants them over ``duration`` ms
        (card ``i`` after ``delay(i)`` ms); a card waiting to be turned up (dealt face
        down) turns when it arrives."""
        for i, (item, (point, tilt)) in enumerate(zip(pile.cards, pile.spots(), strict=False)):
            item.set_width(pile.card_width)
            reveal = item.pending if item.pending and not item.face_up else None
            if reveal is not None and duration <= 0:
                item.set_face(reveal, True)
                reveal = None
            item.move_to(point, tilt, duration, delay=delay(i) if delay else 0,
                         z=pile.z + i, reveal=reveal)

    def move_cards(self, items: Iterable[CardItem], pile: CardPile, duration: int = 0,
                   sources: Iterable[CardPile] = ()) -> None:
        """Put ``items`` on top of ``pile`` (taking them from ``sources``) and move
        the pile's cards to their places over ``duration`` ms."""
        moved = list(items)
        for source in sources:
            source.cards = [item for item in source.cards if item not in moved]
        pile.cards.extend(moved)
        self.place_pile(pile, duration)

    def fly_off(self, items: Iterable[CardItem], target: QPointF, duration: int, z: float,
                delay: int = 0) -> None:
        """Send ``items`` to ``target`` and take them off the table when they land
        (at once when there is no time to show it)."""
        for item in items:
            if duration <= 0 and delay <= 0:
                self.drop_card(item)
                continue
            self.flying.append(item)
            item.move_to(target, 0.0, duration, delay=delay, z=z)
            QTimer.singleShot(delay + duration + 30, lambda it=item: self.land(it))

    def land(self, item: CardItem) -> None:
        if item in self.flying:
            self.flying.remove(item)
            self.drop_card(item)


__all__ = ["CardPile", "CardTable", "Spread", "show_plate"]
