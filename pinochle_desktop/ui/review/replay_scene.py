"""The review table: every hand face up, read-only, drawn from a :class:`TableSnapshot`.

The game's :class:`~.table_scene.TableScene` shows one seat's view (the others
as backs) and animates a live game; the review draws its own small scene on
the same card-pile layer (:mod:`.piles`): each seat's cards are rows of
overlapping cards, the seats sit where :func:`~.layout.seat_points` puts them,
and the cloth is the same felt.
The scene has a fixed size and the view scales it to fit, so every seat's
cards stay readable whatever the window size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from ..table.card_art import ASPECT, BACK, CardRenderer
from ..table.card_item import CardItem
from ..table.items import NamePlate
from ..table.layout import seat_angles, seat_points
from ..table.piles import CardPile, CardTable, Spread, show_plate
from .hand_replay import TableSnapshot

translate = QCoreApplication.translate

#: the scene's height in its own units; its width follows the view's shape
HEIGHT = 800.0
MIN_ASPECT, MAX_ASPECT = 1.15, 2.3
MARGIN = 12.0
PLATE_W, PLATE_H = 250.0, 56.0
#: horizontal step between overlapping cards, in card widths
STEP = 0.3
#: ... and the least it may shrink to when a row is too wide
LEAST = 0.18


class ReplayScene(CardTable):
    """Seats around the table with their cards face up; the trick in the middle."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        self.table_width = HEIGHT * 1.6
        self.setSceneRect(QRectF(0, 0, self.table_width, HEIGHT))
        self.viewer = 0
        self._seating: tuple[list[str], list[str], list[int], int, int] = ([], [], [], 0, 12)
        self._rows = 1.0
        self._snapshot: TableSnapshot | None = None
        self.sides: list[int] = []
        self.plates: list[NamePlate] = []
        #: the rows of cards shown per seat (the hand, then classic table cards)
        self.seat_piles: dict[int, list[CardPile]] = {}
        self.trick_items: list[tuple[int, CardItem]] = []
        self.middle_items: list[CardItem] = []
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._centers: list[QPointF] = []
        self._card_w = 60.0
        self._block_w = 400.0

    def set_styles(self, face: str, back: str, table_color: str) -> None:
        """The player's deck, card back and cloth; what is shown is drawn again."""
        self.set_card_styles(face, back)
        self.set_table_color(table_color)
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
        points = seat_points(n, viewer, QPointF(width / 2, HEIGHT / 2), rx, ry, others)
        self._centers = [points[seat] for seat in range(n)]
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
    @property
    def seat_items(self) -> dict[int, list[CardItem]]:
        """The card items shown per seat (hand then table cards)."""
        return {seat: [item for pile in piles for item in pile.cards]
                for seat, piles in self.seat_piles.items()}

    def clear_cards(self) -> None:
        for piles in self.seat_piles.values():
            for pile in piles:
                self.clear_pile(pile)
        for _, item in self.trick_items:
            self.removeItem(item)
        for item in self.middle_items:
            self.removeItem(item)
        for label in self._labels:
            self.removeItem(label)
        self.seat_piles = {}
        self.trick_items = []
        self.middle_items = []
        self._labels = []

    def new_card(self, code: str, face_up: bool, width: float, at: QPointF) -> CardItem:
        item = super().new_card(code, face_up, width, at)
        item.setAcceptHoverEvents(False)
        return item

    def _card(self, code: str, at: QPointF, z: float, rotation: float = 0.0,
              width: float | None = None) -> CardItem:
        item = self.new_card(code, True, width or self._card_w, at)
        item.move_to(at, rotation, 0, z=z)
        return item

    def _row(self, name: str, codes: list[str], center: QPointF, width: float, extent: float,
             z: float, overlap: float = STEP) -> CardPile:
        """A row of face-up cards laid out at once."""
        pile = CardPile(name, Spread.ROW, z, center, width, extent, overlap, LEAST)
        self.move_cards([self.new_card(code, True, width, center) for code in codes], pile)
        return pile

    def show_snapshot(self, snap: TableSnapshot) -> None:
        """Draw the table exactly as ``snap`` says."""
        self._snapshot = snap
        self.clear_cards()
        w = self._card_w
        h = w * ASPECT
        for seat, view in enumerate(snap.seats):
            if seat >= len(self.plates):
                break
            show_plate(self.plates[seat], view)
            center = self._centers[seat]
            top = self.plates[seat].pos().y() + PLATE_H + 6
            rows = [view.cards] + ([view.table] if view.table else [])
            piles = [self._row(f"seat {seat} row {r}", codes,
                               QPointF(center.x(), top + h / 2 + r * h * 0.55), w,
                               self._block_w, 100 + r * 40)
                     for r, codes in enumerate(rows)]
            if view.table:
                left = min(item.pos().x() for item in piles[1].cards) - w / 2
                self._label(translate("Review", "on the table"), QPointF(left - 8, top + h * 1.3),
                            right=True)
            self.seat_piles[seat] = piles
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
            pile = self._row("middle", snap.middle, QPointF(middle.x(), y), w, w * 6, 250, 0.8)
            self.middle_items.extend(pile.cards)
            self._label(snap.middle_caption, QPointF(middle.x(), y - h * 0.5 - 18), center=True)
        if snap.up_card is not None or snap.stock_size:
            at = QPointF(middle.x() - w * 3.2, middle.y())
            if snap.up_card is not None:
                self.middle_items.append(self._card(snap.up_card, at, 240, rotation=90.0,
                                                    width=w))
            if snap.stock_size:
                self.middle_items.append(self._card(BACK, at + QPointF(w * 0.45, 0), 241,
                                                    width=w))
            words = translate("Review", "Stock {cards}").format(cards=snap.stock_size) \
                if snap.stock_size else translate("Review", "Stock empty")
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
        self.paint_felt(painter, self.sceneRect().center(), 0.7)


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
        self.setMinimumSize(320, 200)  # the cards shrink to fit; a small screen has room
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.scene()
        if isinstance(scene, ReplayScene) and size.height() > 0:
            scene.set_aspect(size.width() / size.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
