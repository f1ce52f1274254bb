"""The review table: every hand face up, read-only, drawn from a :class:`TableSnapshot`.

The game's :class:`~.table_scene.TableScene` shows one seat's view (the others
as backs) and animates a live game, so the review draws its own small scene
with the same parts: the colleague's :class:`~.card_item.CardItem` and
:class:`~.table_items.NamePlate`, and the shared :class:`~.cards.CardRenderer`.
The scene has a fixed size and the view scales it to fit, so every seat's
cards stay readable whatever the window size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from .card_item import CardItem
from .cards import ASPECT, BACK, CardRenderer
from .hand_replay import TableSnapshot
from .layout import seat_angles
from .table_items import DEFAULT_TABLE_COLOR, NamePlate, felt_stops

#: the scene's height in its own units; its width follows the view's shape
HEIGHT = 800.0
MIN_ASPECT, MAX_ASPECT = 1.15, 2.3
MARGIN = 12.0
PLATE_W, PLATE_H = 250.0, 56.0
#: horizontal step between overlapping cards, in card widths
STEP = 0.3


class ReplayScene(QGraphicsScene):
    """Seats around the table with their cards face up; the trick in the middle."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__()
        self.renderer = renderer or CardRenderer()
        #: the colour of the cloth (the player's table colour)
        self.table_color = QColor(DEFAULT_TABLE_COLOR)
        self.table_width = HEIGHT * 1.6
        self.setSceneRect(QRectF(0, 0, self.table_width, HEIGHT))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.viewer = 0
        self._seating: tuple[list[str], list[str], list[int], int, int] = ([], [], [], 0, 12)
        self._rows = 1.0
        self._snapshot: TableSnapshot | None = None
        self.sides: list[int] = []
        self.plates: list[NamePlate] = []
        #: the card items shown per seat (hand then table cards), and in the middle
        self.seat_items: dict[int, list[CardItem]] = {}
        self.trick_items: list[tuple[int, CardItem]] = []
        self.middle_items: list[CardItem] = []
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._centers: list[QPointF] = []
        self._card_w = 60.0
        self._block_w = 400.0

    def set_styles(self, face: str, back: str, table_color: str) -> None:
        """The player's deck, card back and cloth; what is shown is drawn again."""
        self.renderer.face_style = face
        self.renderer.back_style = back
        color = QColor(table_color)
        if color.isValid():
            self.table_color = color
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for item in self.items():
            item.update()

    # -- seats -----------------------------------------------------------------------------
    def set_seats(self, names: list[str], levels: list[str], sides: list[int],
                  viewer: int, max_cards: int, table_row: bool = False) -> None:
        """A new hand: one plate per seat, the person's seat at the bottom;
        ``table_row``: room for a second row of cards (classic melds on the table)."""
        self._seating = (names, levels, sides, viewer, max_cards)
        self._rows = 1.55 if table_row else 1.0
        self._snapshot = None
        self._lay_out()

    def set_aspect(self, aspect: float) -> None:
        """Match the view's shape (width / height) and lay the table out again."""
        width = HEIGHT * max(MIN_ASPECT, min(MAX_ASPECT, aspect))
        if abs(width - self.table_width) < 1:
            return
        self.table_width = width
        self.setSceneRect(QRectF(0, 0, width, HEIGHT))
        self._lay_out()
        if self._snapshot is not None:
            self.show_snapshot(self._snapshot)

    def _lay_out(self) -> None:
        names, levels, sides, viewer, max_cards = self._seating
        width = self.table_width
        self.clear_cards()
        for plate in self.plates:
            self.removeItem(plate)
        self.plates = []
        self.viewer = viewer
        self.sides = sides
        n = len(names)
        self._block_w = width * (0.4 if n <= 4 else 0.27 if n <= 6 else 0.22)
        fit = self._block_w / (1 + STEP * max(0, max_cards - 1))
        # vertically: two seat blocks and the trick (about 1.9 cards) for up to four
        # players; about four blocks for the big tables
        blocks = 2 if n <= 4 else 4
        room = HEIGHT - 2 * MARGIN - blocks * (PLATE_H + 6) - 30
        tall = room / (blocks * self._rows + (2.0 if n <= 4 else 0.6))
        self._card_w = max(30.0, min(tall / ASPECT, fit))
        block_h = PLATE_H + 6 + self._card_w * ASPECT * self._rows
        rx = width / 2 - self._block_w / 2 - MARGIN
        ry = HEIGHT / 2 - block_h / 2 - MARGIN
        # three players: the two others sit up the table rather than level with the trick
        others = [125.0, 235.0] if n == 3 else seat_angles(n)
        angles = [0.0, *others] if n else []
        self._centers = [QPointF()] * n
        for i, angle in enumerate(angles):
            seat = (viewer + i) % n
            rad = math.radians(angle)
            self._centers[seat] = QPointF(width / 2 - math.sin(rad) * rx,
                                          HEIGHT / 2 + math.cos(rad) * ry)
        for seat, name in enumerate(names):
            plate = NamePlate(name, levels[seat], sides[seat])
            center = self._centers[seat]
            top = center.y() - block_h / 2
            plate.set_rect(QRectF(center.x() - PLATE_W / 2, top, PLATE_W, PLATE_H))
            self.addItem(plate)
            self.plates.append(plate)

    @property
    def card_width(self) -> float:
        return self._card_w

    # -- cards -------------------------------------------------------------------------------
    def clear_cards(self) -> None:
        for items in self.seat_items.values():
            for item in items:
                self.removeItem(item)
        for _, item in self.trick_items:
            self.removeItem(item)
        for item in self.middle_items:
            self.removeItem(item)
        for label in self._labels:
            self.removeItem(label)
        self.seat_items = {}
        self.trick_items = []
        self.middle_items = []
        self._labels = []

    def _card(self, code: str, at: QPointF, z: float, rotation: float = 0.0,
              width: float | None = None) -> CardItem:
        item = CardItem(self.renderer, code, width or self._card_w, True)
        item.setAcceptHoverEvents(False)
        item.move_to(at, rotation, 0, z=z)
        self.addItem(item)
        return item

    def show_snapshot(self, snap: TableSnapshot) -> None:
        """Draw the table exactly as ``snap`` says."""
        self._snapshot = snap
        self.clear_cards()
        w = self._card_w
        h = w * ASPECT
        for seat, view in enumerate(snap.seats):
            if seat >= len(self.plates):
                break
            self.plates[seat].set_values(status=view.status, detail=view.detail,
                                         active=view.active, dealer=view.dealer,
                                         sitting_out=view.sitting_out)
            center = self._centers[seat]
            top = self.plates[seat].pos().y() + PLATE_H + 6
            items: list[CardItem] = []
            rows = [view.cards] + ([view.table] if view.table else [])
            for r, codes in enumerate(rows):
                y = top + h / 2 + r * h * 0.55
                for i, point in enumerate(_row(len(codes), center.x(), y, w, self._block_w)):
                    items.append(self._card(codes[i], point, 100 + r * 40 + i))
            if view.table:
                left = min(item.pos().x() for item in items[len(view.cards):]) - w / 2
                self._label("on the table", QPointF(left - 8, top + h * 1.3), right=True)
            self.seat_items[seat] = items
        self._show_middle(snap)

    def _show_middle(self, snap: TableSnapshot) -> None:
        n = max(2, len(self.plates))
        w = self._card_w if n <= 4 else max(self._card_w, 64.0)
        h = w * ASPECT
        middle = QPointF(self.table_width / 2, HEIGHT / 2)
        for i, (seat, code) in enumerate(snap.trick):
            at = self._trick_spot(seat, middle, w, n)
            item = self._card(code, at, 300 + i, rotation=float((seat * 7) % 9 - 4), width=w)
            if snap.last_card is not None and snap.last_card == (seat, code) and \
                    i == len(snap.trick) - 1:
                item.set_state(selected=True)
            self.trick_items.append((seat, item))
        if snap.middle:
            y = middle.y() - h * (1.55 if snap.trick else 0.0)
            points = _row(len(snap.middle), middle.x(), y, w, w * 6, step=0.8)
            for i, point in enumerate(points):
                self.middle_items.append(self._card(snap.middle[i], point, 250 + i, width=w))
            self._label(snap.middle_caption, QPointF(middle.x(), y - h * 0.5 - 18), center=True)
        if snap.up_card is not None or snap.stock_size:
            at = QPointF(middle.x() - w * 3.2, middle.y())
            if snap.up_card is not None:
                self.middle_items.append(self._card(snap.up_card, at, 240, rotation=90.0,
                                                    width=w))
            if snap.stock_size:
                self.middle_items.append(self._card(BACK, at + QPointF(w * 0.45, 0), 241,
                                                    width=w))
            words = f"Stock {snap.stock_size}" if snap.stock_size else "Stock empty"
            self._label(words, QPointF(at.x(), at.y() + h * 0.62), center=True)

    def _trick_spot(self, seat: int, middle: QPointF, w: float, n: int) -> QPointF:
        """Where ``seat``'s card lies in the trick: pushed from the middle toward the seat."""
        h = w * ASPECT
        if n == 2:
            return middle + QPointF(-w * 0.35 if seat == self.viewer else w * 0.35,
                                    h * 0.08 if seat == self.viewer else -h * 0.08)
        toward = self._centers[seat] - middle
        length = math.hypot(toward.x(), toward.y()) or 1.0
        if n <= 4:
            reach = QPointF(w * 0.75, h * 0.42)
        else:
            reach = QPointF(w * (1.3 if n <= 6 else 1.75), h * (0.62 if n <= 6 else 0.72))
        return middle + QPointF(toward.x() / length * reach.x(), toward.y() / length * reach.y())

    def _label(self, text: str, at: QPointF, center: bool = False, right: bool = False
               ) -> None:
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#f4f1e6"))
        width = label.boundingRect().width()
        x = at.x() - width / 2 if center else at.x() - width if right else at.x()
        label.setPos(x, at.y())
        label.setZValue(400)
        self.addItem(label)
        self._labels.append(label)

    # -- helpers for tests --------------------------------------------------------------------
    def seat_codes(self, seat: int) -> list[str]:
        """The card codes drawn for ``seat`` (hand, then table cards)."""
        return [item.code for item in self.seat_items.get(seat, [])]

    def trick_codes(self) -> list[tuple[int, str]]:
        return [(seat, item.code) for seat, item in self.trick_items]

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        area = self.sceneRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
        for at, color in felt_stops(self.table_color):
            gradient.setColorAt(at, color)
        painter.fillRect(area, gradient)


def _row(count: int, x: float, y: float, card_w: float, max_w: float,
         step: float = STEP) -> list[QPointF]:
    """Centres of ``count`` overlapping cards centred on (x, y), within ``max_w``."""
    if count <= 0:
        return []
    gap = card_w * step
    if count > 1 and card_w + gap * (count - 1) > max_w:
        gap = max(card_w * 0.18, (max_w - card_w) / (count - 1))
    left = x - gap * (count - 1) / 2
    return [QPointF(left + i * gap, y) for i in range(count)]


class ReplayView(QGraphicsView):
    """Shows the review scene scaled to fit, keeping its proportions."""

    def __init__(self, scene: ReplayScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#143f23"))
        self.setMinimumSize(480, 320)
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.scene()
        if isinstance(scene, ReplayScene) and size.height() > 0:
            scene.set_aspect(size.width() / size.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
