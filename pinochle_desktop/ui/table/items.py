"""The non-card things on the table: name plates, the info panel, the dealer chip, labels.

They draw with ``QPainter`` directly (no widgets in the scene) so text stays crisp
at every size; each takes plain values and repaints when they change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..words import suit_title
from .layout import info_unit

#: colours of the sides (a stripe on each plate, and the score lines)
SIDE_COLORS = (
    QColor("#4f8fe0"),
    QColor("#e0604f"),
    QColor("#e0b23a"),
    QColor("#5bc48a"),
    QColor("#b07be0"),
    QColor("#40c4c4"),
    QColor("#e07bb8"),
    QColor("#a0a0a0"),
)


class TablePalette:
    """The colours the table's plates and panels are drawn in: the usual ones, or the
    high-contrast ones (the "Easy to see" preference: near-opaque black panels, white
    words and edges, brighter suits), switched for every table at once."""

    def __init__(self) -> None:
        self.high_contrast = False
        self.use(False)

    def use(self, high_contrast: bool) -> None:
        self.high_contrast = high_contrast
        if high_contrast:
            self.panel = QColor(0, 0, 0, 242)
            self.edge = QColor(255, 255, 255, 230)
            self.text = QColor("#ffffff")
            self.muted = QColor("#f0f0f0")
            self.gold = QColor("#ffe000")
            self.red_suit = QColor("#ff8a8a")
            self.suits = {"S": QColor("#ffffff"), "H": self.red_suit,
                          "D": QColor("#8cc4ff"), "C": QColor("#7dff9e")}
        else:
            self.panel = QColor(10, 30, 18, 200)
            self.edge = QColor(255, 255, 255, 40)
            self.text = QColor("#f4f1e6")
            self.muted = QColor("#b9c9bb")
            self.gold = QColor("#ffcf4a")
            self.red_suit = QColor("#ff6b6b")
            self.suits = {"S": QColor("#e8e8e8"), "H": self.red_suit,
                          "D": QColor("#6fa8ff"), "C": QColor("#6fd08c")}


#: the one palette every table item paints with
PALETTE = TablePalette()
#: the cloth in high contrast: almost black, so white cards and words stand out most
HIGH_CONTRAST_TABLE_COLOR = "#0b1d12"
_SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: the smallest a plate's name is drawn (pixels) before it is cut short, and the room
#: left of it for the side's stripe
NAME_LEAST_PX = 10.0
_PLATE_PAD = 12.0


#: the cloth's colour unless the settings say otherwise
DEFAULT_TABLE_COLOR = "#22703c"


def felt_stops(color: QColor) -> list[tuple[float, QColor]]:
    """The cloth's radial gradient around ``color``: lit in the middle, dark at the edges."""
    return [(0.0, color.lighter(124)), (0.55, QColor(color)), (1.0, color.darker(175))]


def suit_color(letter: str, four_color: bool = False) -> QColor:
    if four_color or PALETTE.high_contrast:
        return QColor(PALETTE.suits[letter])
    return QColor(PALETTE.red_suit) if letter in "HD" else QColor("#f0f0f0")


@cache
def smallest_px() -> int:
    """The smallest words the table draws, in pixels: the platform's small font (its
    smallest readable one, or three quarters of its usual font when that is smaller),
    and never under 9 pixels."""
    readable = QFontInfo(QFontDatabase.systemFont(
        QFontDatabase.SystemFont.SmallestReadableFont)).pixelSize()
    usual = QFontInfo(QGuiApplication.font()).pixelSize()
    return max(9, min(readable, round(usual * 0.75)))


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(smallest_px(), round(size)))
    font.setBold(bold)
    return font


class NamePlate(QGraphicsObject):
    """A seat's name, level and status, with a bright frame when it is that seat's turn."""

    def __init__(self, name: str, level: str, side: int) -> None:
        super().__init__()
        self.name = name
        self.level = level
        self.side = side
        self.status = ""
        self.detail = ""
        self.active = False
        self.dealer = False
        self.sitting_out = False
        self._rect = QRectF(0, 0, 150, 48)
        self.setZValue(180)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def set_values(self, **values: object) -> None:
        changed = False
        for key, value in values.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def plate_rect(self) -> QRectF:
        """The plate itself in item coordinates (without the glow of the turn)."""
        return QRectF(self._rect)

    def _texts(self) -> tuple[str, str]:
        sub = self.detail or self.level
        if self.sitting_out:
            sub = QCoreApplication.translate("NamePlate", "sits out this hand")
        return self.name, sub

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The name's font (smaller, down to :data:`NAME_LEAST_PX`, for a name that
        would not fit whole at its size), the detail's and the status bubble's."""
        h = self._rect.height()
        size = h * 0.32
        room = self._rect.width() - _PLATE_PAD - 6
        wide = QFontMetricsF(_font(size, bold=True)).horizontalAdvance(self.name)
        if wide > room > 0:
            size = max(NAME_LEAST_PX, size * room / wide)
        return _font(size, bold=True), _font(h * 0.24), _font(h * 0.26, bold=True)

    @staticmethod
    def width_for(names: list[str]) -> float:
        """The plate width that shows each of ``names`` whole at the least name size."""
        metrics = QFontMetricsF(_font(NAME_LEAST_PX, bold=True))
        return max((metrics.horizontalAdvance(n) for n in names), default=0.0) + _PLATE_PAD + 8

    def parts(self) -> dict[str, QRectF]:
        """Where each part of the plate is drawn (item coordinates): the name and the
        detail as wide as their text, the status bubble, the dealer's chip. They
        never cover each other. The name is never cut short while it fits the plate
        at all: the status bubble moves down beside the detail rather than squeeze
        it (the detail is elided instead)."""
        r = self._rect
        h = r.height()
        pad = _PLATE_PAD
        name_font, small, status_font = self._fonts()
        name, sub = self._texts()
        out: dict[str, QRectF] = {}
        chip_w = 0.0
        if self.dealer:
            d = h * 0.4
            out["chip"] = QRectF(r.right() - d - 6, r.bottom() - d - 3, d, d)
            chip_w = d + 8
        full = max(0.0, r.width() - pad - 6)
        name_w = QFontMetricsF(name_font).horizontalAdvance(name)
        status_w = 0.0
        status_low = False
        if self.status:
            status_w = QFontMetricsF(status_font).horizontalAdvance(self.status) + 10
            status_w = min(status_w, r.width() - pad - 10)
            if name_w + status_w + 4 > full:  # beside the detail, left of the chip
                status_low = True
                status_w = min(status_w, max(0.0, full - chip_w))
                out["status"] = QRectF(r.right() - 6 - chip_w - status_w + 1,
                                       r.top() + h * 0.54, status_w, h * 0.38)
            else:
                out["status"] = QRectF(r.right() - status_w - 5, r.top() + h * 0.1, status_w,
                                       h * 0.38)
        top_used = status_w + 4 if status_w and not status_low else 0.0
        low_used = chip_w + (status_w + 4 if status_low else 0.0)
        name_rect = QRectF(r.left() + pad, r.top() + h * 0.05, max(0.0, full - top_used),
                           h * 0.46)
        sub_rect = QRectF(r.left() + pad, r.top() + h * 0.52, max(0.0, full - low_used),
                          h * 0.42)
        for key, text, font, rect in (("name", name, name_font, name_rect),
                                      ("detail", sub, small, sub_rect)):
            metrics = QFontMetricsF(font)
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
            if shown:
                width = min(rect.width(), metrics.horizontalAdvance(shown))
                out[key] = QRectF(rect.left(), rect.top(), width, rect.height())
        return out

    def shown_name(self) -> str:
        """The name as the plate draws it (elided only when it cannot fit at all)."""
        rect = self.parts().get("name")
        if rect is None:
            return ""
        return QFontMetricsF(self._fonts()[0]).elidedText(
            self.name, Qt.TextElideMode.ElideRight, rect.width() + 0.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = r.height() * 0.22
        if self.active:
            glow = QColor(PALETTE.gold)
            for i, alpha in enumerate((40, 70, 110)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 6 - 2 * i))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), radius, radius)
        fill = QColor(PALETTE.panel)
        if self.sitting_out:
            fill.setAlpha(120)
        painter.setPen(QPen(PALETTE.gold if self.active else PALETTE.edge,
                            2 if self.active or PALETTE.high_contrast else 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        stripe = QRectF(r.left() + 3, r.top() + 5, 4, r.height() - 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SIDE_COLORS[self.side % len(SIDE_COLORS)])
        painter.drawRoundedRect(stripe, 2, 2)
        name_font, small, status_font = self._fonts()
        name, sub = self._texts()
        parts = self.parts()
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        bubble = parts.get("status")
        if bubble is not None:
            painter.setFont(status_font)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 225) if not self.active else PALETTE.gold)
            painter.drawRoundedRect(bubble, bubble.height() / 2, bubble.height() / 2)
            painter.setPen(QColor("#1b2a1f"))
            text = QFontMetricsF(status_font).elidedText(
                self.status, Qt.TextElideMode.ElideRight, bubble.width() - 6)
            painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, text)
        for key, text, font, color in (("name", name, name_font,
                                        PALETTE.gold if self.active else PALETTE.text),
                                       ("detail", sub, small, PALETTE.muted)):
            rect = parts.get(key)
            if rect is None:
                continue
            painter.setFont(font)
            painter.setPen(color)
            shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                                   rect.width() + 0.5)
            painter.drawText(rect.adjusted(0, 0, 1, 0), left, shown)
        chip = parts.get("chip")
        if chip is not None:
            d = chip.height()
            painter.setPen(QPen(QColor("#1b2a1f"), 1.5))
            painter.setBrush(QColor("#fffbe8"))
            painter.drawEllipse(chip)
            painter.setFont(_font(d * 0.55, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("NamePlate", "D",
                                                        "the dealer's chip"))


@dataclass
class SideLine:
    """One side's line in the info panel."""

    name: str
    score: int
    side: int
    detail: str = ""


@dataclass
class InfoValues:
    """Everything the info panel shows."""

    title: str = ""
    hand_text: str = ""
    contract_text: str = ""
    trump: str | None = None
    trump_note: str = ""
    target: int = 0
    #: the line above the sides' scores (``Score  ·  game to 1000``), in the words of
    #: whoever builds the values; a stakes game counts units hand by hand
    heading: str = ""
    sides: list[SideLine] = field(default_factory=list)
    #: five-handed: the called card and the partner once shown (above the notes)
    call_text: str = ""
    note: str = ""
    four_color: bool = False


class InfoPanel(QGraphicsObject):
    """Contract, trump (a big symbol), each side's score against the target, hand number."""

    def __init__(self) -> None:
        super().__init__()
        self.values = InfoValues()
        self._rect = QRectF(0, 0, 220, 180)
        self._unit = 0.0
        self.setZValue(40)

    def set_rect(self, rect: QRectF, unit: float = 0.0) -> None:
        """Where the panel goes, and its text unit (0: from its width)."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._unit = unit
        self.update()

    def content_rect(self) -> QRectF:
        """The panel in item coordinates (all it draws is inside)."""
        return QRectF(self._rect)

    def set_values(self, values: InfoValues) -> None:
        if values != self.values:
            self.values = values
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        v = self.values
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(PALETTE.edge, 1))
        painter.setBrush(PALETTE.panel)
        painter.drawRoundedRect(r, 10, 10)
        u = self._unit or info_unit(r.width())
        pad = u * 0.9
        x = r.left() + pad
        width = r.width() - 2 * pad
        y = r.top() + pad
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        y = self._line(painter, v.title, _font(u * 1.05, True), PALETTE.text, x, y, width, u * 1.35)
        y = self._line(painter, v.hand_text, _font(u * 0.85), PALETTE.muted, x, y, width, u * 1.35)
        # the trump symbol, big, and the contract beside it
        big = u * 3.4
        box = QRectF(x, y + u * 0.2, big, big)
        painter.setPen(QPen(PALETTE.edge, 1))
        painter.setBrush(QColor(255, 255, 255, 22))
        painter.drawRoundedRect(box, 8, 8)
        if v.trump:
            painter.setFont(_font(big * 0.8))
            painter.setPen(suit_color(v.trump, v.four_color))
            painter.drawText(box.adjusted(0, -big * 0.04, 0, 0), Qt.AlignmentFlag.AlignCenter,
                             _SUIT_SYMBOL[v.trump])
        else:
            painter.setFont(_font(big * 0.42))
            painter.setPen(PALETTE.muted)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
        tx = x + big + u * 0.7
        tw = width - big - u * 0.7
        if v.trump_note:
            word = v.trump_note
        elif v.trump:
            word = QCoreApplication.translate("Table", "Trump: {suit}").format(
                suit=suit_title(v.trump))
        else:
            word = QCoreApplication.translate("Table", "No trump yet")
        self._line(painter, word, _font(u * 0.85), PALETTE.muted, tx, y + u * 0.25, tw, big * 0.45)
        self._line(painter, v.contract_text, _font(u, True), PALETTE.text, tx,
                   y + u * 0.2 + big * 0.45, tw, big * 0.55)
        y += big + u * 0.6
        y = self._line(painter, v.heading, _font(u * 0.78), PALETTE.muted, x, y, width, u * 1.1)
        for s in v.sides:
            color = SIDE_COLORS[s.side % len(SIDE_COLORS)]
            row_h = u * 1.35
            if y + row_h > r.bottom() + 0.5:
                break
            dot = u * 0.55
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawEllipse(QRectF(x, y + (row_h - dot) / 2, dot, dot))
            score_font = _font(u * 1.05, True)
            score = f"{s.score}"
            sw = QFontMetricsF(score_font).horizontalAdvance(score)
            painter.setFont(score_font)
            painter.setPen(PALETTE.text)
            painter.drawText(QRectF(x + width - sw, y, sw, row_h), left, score)
            self._line(painter, s.name, _font(u * 0.95), PALETTE.text, x + dot * 1.8, y,
                       width - sw - dot * 2.4, row_h)
            y += row_h
            if s.detail:
                self._line(painter, s.detail, _font(u * 0.75), PALETTE.muted, x + dot * 1.8,
                           y - u * 0.15, width - dot * 1.8, u * 0.9)
            if v.target > 0:
                frac = max(0.0, min(1.0, s.score / v.target))
                painter.setPen(Qt.PenStyle.NoPen)
                track = QColor(255, 255, 255, 25)
                painter.setBrush(track)
                bar = QRectF(x + dot * 1.8, y + u * 0.82, width - dot * 1.8, 2.0)
                painter.drawRect(bar)
                c = QColor(color)
                c.setAlpha(200)
                painter.setBrush(c)
                painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * frac, 2.0))
            y += u * 1.0
        if v.call_text and y + u * 1.1 <= r.bottom():
            y = self._line(painter, v.call_text, _font(u * 0.85, True), PALETTE.text, x,
                           y + u * 0.1, width, u * 1.15)
        if v.note:
            for text in v.note.splitlines():
                if y + u * 1.1 > r.bottom():
                    break
                y = self._line(painter, text, _font(u * 0.82), PALETTE.muted, x, y + u * 0.1, width,
                               u * 1.15)

    @staticmethod
    def _line(painter: QPainter, text: str, font: QFont, color: QColor, x: float, y: float,
              width: float, height: float) -> float:
        """Draw one elided line of text; return the y below it."""
        painter.setFont(font)
        painter.setPen(color)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
        painter.drawText(QRectF(x, y, width, height),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
        return y + height


class MeldLabel(QGraphicsObject):
    """The itemised meld under a seat's meld row: names with points, then the total."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.total = ""
        self._width = 200.0
        self._unit = 12.0
        self._align = "center"
        self.setZValue(30)

    def set_content(self, lines: list[str], total: str) -> None:
        if lines == self.lines and total == self.total:
            return
        self.prepareGeometryChange()
        self.lines = lines
        self.total = total
        self.update()

    def set_geometry(self, anchor: QPointF, width: float, unit: float,
                     align: str = "center") -> None:
        """Put the caption at ``anchor``: its top middle ("center"), its top left
        ("left") or its top right ("right"); at most ``width`` wide."""
        shift = {"left": 0.0, "right": width}.get(align, width / 2)
        if (width, unit, align) == (self._width, self._unit, self._align) and \
                self.pos() == QPointF(anchor.x() - shift, anchor.y()):
            return
        self.prepareGeometryChange()
        self._width = width
        self._unit = unit
        self._align = align
        shift = {"left": 0.0, "right": width}.get(align, width / 2)
        self.setPos(anchor.x() - shift, anchor.y())
        self.update()

    def _text(self) -> str:
        body = "  ·  ".join(self.lines)
        return f"{body}   = {self.total}" if body else self.total

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._unit * 1.9)

    def _shown(self) -> tuple[QFont, str, QRectF]:
        """The font, the (elided) text and the chip it is drawn on."""
        font = _font(self._unit)
        metrics = QFontMetricsF(font)
        whole = self._text()
        room = self._width - 12
        wide = metrics.horizontalAdvance(whole)
        if wide > room:  # smaller words, down to the smallest the table draws, before a cut
            font = _font(self._unit * max(0.0, room / wide))
            metrics = QFontMetricsF(font)
        text = metrics.elidedText(whole, Qt.TextElideMode.ElideMiddle, room)
        tw = metrics.horizontalAdvance(text) + 14
        left = {"left": 0.0, "right": self._width - tw}.get(self._align, (self._width - tw) / 2)
        return font, text, QRectF(left, 0, tw, self._unit * 1.7)

    def chip_at(self, anchor: QPointF, width: float, unit: float,
                align: str = "center") -> QRectF:
        """The scene rectangle the caption would take at this place (nothing moves)."""
        if not self.lines and not self.total:
            return QRectF()
        saved = self._width, self._unit, self._align
        self._width, self._unit, self._align = width, unit, align
        rect = self._shown()[2]
        self._width, self._unit, self._align = saved
        shift = {"left": 0.0, "right": width}.get(align, width / 2)
        return rect.translated(anchor.x() - shift, anchor.y())

    def text_rect(self) -> QRectF:
        """The chip the caption is drawn on, in item coordinates (empty when blank)."""
        if not self.lines and not self.total:
            return QRectF()
        return self._shown()[2]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.lines and not self.total:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font, text, rect = self._shown()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 130))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(font)
        painter.setPen(PALETTE.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class PileLabel(QGraphicsObject):
    """A small caption (the stock count, "Widow") on a rounded dark chip."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.text = text
        self._unit = 12.0
        self.setZValue(500)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def set_unit(self, unit: float) -> None:
        self.prepareGeometryChange()
        self._unit = unit

    def _size(self, unit: float | None = None) -> tuple[float, float]:
        unit = self._unit if unit is None else unit
        w = QFontMetricsF(_font(unit, True)).horizontalAdvance(self.text) + 14
        return w, unit * 1.7

    def chip_at(self, center: QPointF, unit: float) -> QRectF:
        """The scene rectangle the caption would take centred at ``center``."""
        if not self.text:
            return QRectF()
        w, h = self._size(unit)
        return QRectF(center.x() - w / 2, center.y() - h / 2, w, h)

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(_font(self._unit, True))
        painter.setPen(PALETTE.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def felt_brush(rect: QRectF) -> QLinearGradient:
    """The green felt: a soft vignette from the middle of the table."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, QColor("#1d5e34"))
    gradient.setColorAt(0.5, QColor("#24703f"))
    gradient.setColorAt(1.0, QColor("#1a5430"))
    return gradient
