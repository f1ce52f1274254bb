"""Small charts drawn with QPainter: horizontal bars, a histogram, and a running figure.
No extra libraries.

They take plain numbers and repaint; their ``values`` are kept for tests and
accessibility (the bars' words are also the widget's accessible description).
Every chart paints through one set-up (:class:`Chart`): the painter, the
palette's text colour, the widget's font, the margins, the axis and the words
shown when there is nothing to draw; each chart draws only its own marks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

BAR_COLOR = QColor("#4f8fe0")
ALT_COLOR = QColor("#e0604f")
MARK_COLOR = QColor("#b3261e")
#: the space, in pixels, between a chart's marks and the widget's edges
MARGIN = 8.0


@dataclass(frozen=True)
class Plot:
    """Where a chart draws: the painter (set up), the text colour, the font's
    metrics, and the area inside the margins (``base``: the axis line's height;
    ``top``: below a line of words)."""

    painter: QPainter
    text_color: QColor
    metrics: QFontMetricsF
    left: float
    right: float
    top: float
    base: float

    def axis(self) -> None:
        """The axis line along the base, in the text colour."""
        self.painter.setPen(QPen(self.text_color, 1))
        self.painter.drawLine(QPointF(self.left, self.base), QPointF(self.right, self.base))

    def words(self, rect: QRectF, align: Qt.AlignmentFlag, text: str,
              color: QColor | None = None) -> None:
        """``text`` in ``rect``, in the text colour (or ``color``)."""
        self.painter.setPen(color if color is not None else self.text_color)
        self.painter.drawText(rect, align, text)


class Chart(QWidget):
    """What every chart shares: its painting set up once (:class:`Plot`), and
    ``empty_text`` centred when there is nothing to draw. A chart says whether it
    has anything (:meth:`has_values`), whether words go under its axis
    (``labels_below``) and draws its marks in :meth:`paint`."""

    #: a line of words under the axis (its ends' values)
    labels_below = False

    def __init__(self, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.empty_text = empty_text

    def has_values(self) -> bool:
        raise NotImplementedError

    def paint(self, plot: Plot) -> None:
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        painter.setPen(text_color)
        if not self.has_values():
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        metrics = QFontMetricsF(self.font())
        below = metrics.height() if self.labels_below else 0.0
        self.paint(Plot(painter, text_color, metrics, MARGIN, self.width() - MARGIN,
                        metrics.height() + 6, self.height() - MARGIN - below))


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    #: what is written after the bar ("62% of 13")
    text: str
    #: the bar's colour ("#rrggbb")
    color: str = BAR_COLOR.name()


class BarChart(Chart):
    """Labelled horizontal bars, scaled to ``maximum`` (or the largest value)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Charts", "Nothing to show yet."), parent)
        self.bars: list[Bar] = []
        self.maximum: float | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_bars(self, bars: list[Bar], maximum: float | None = None) -> None:
        self.bars = list(bars)
        self.maximum = maximum
        self.setAccessibleDescription("; ".join(f"{b.label}: {b.text}" for b in bars))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, max(60, 28 * len(self.bars) + 16))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, max(40, 22 * len(self.bars) + 10))

    def has_values(self) -> bool:
        return bool(self.bars)

    def paint(self, plot: Plot) -> None:
        painter, metrics = plot.painter, plot.metrics
        label_w = min(self.width() * 0.35, max(metrics.horizontalAdvance(b.label)
                                               for b in self.bars) + 12)
        value_w = max(metrics.horizontalAdvance(b.text) for b in self.bars) + 12
        top = MARGIN
        row = (self.height() - 2 * top) / len(self.bars)
        bar_h = min(22.0, row * 0.7)
        span = self.maximum or max((b.value for b in self.bars), default=0.0) or 1.0
        room = max(10.0, self.width() - label_w - value_w - MARGIN)
        for i, bar in enumerate(self.bars):
            y = top + i * row + (row - bar_h) / 2
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight,
                                       label_w - MARGIN)
            plot.words(QRectF(0, y, label_w - MARGIN, bar_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            length = room * max(0.0, min(1.0, bar.value / span))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(bar.color))
            painter.drawRoundedRect(QRectF(label_w, y, max(2.0, length), bar_h), 3, 3)
            plot.words(QRectF(label_w + length + 6, y, value_w, bar_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bar.text)


class Histogram(Chart):
    """How often values fell in each range, with an optional marker (the contract)."""

    labels_below = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Charts", "No simulation yet."), parent)
        self.values: list[float] = []
        self.marker: float | None = None
        self.marker_label = ""
        self.bins = 12
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_values(self, values: list[float], marker: float | None = None,
                   marker_label: str = "") -> None:
        self.values = list(values)
        self.marker = marker
        self.marker_label = marker_label
        self.update()

    def counts(self) -> tuple[float, float, list[int]]:
        """(low edge, bin width, count per bin), the marker included in the range."""
        points = self.values + ([self.marker] if self.marker is not None else [])
        low, high = min(points), max(points)
        width = max(10.0, math.ceil((high - low + 1) / self.bins / 10) * 10)
        low = math.floor(low / 10) * 10
        counts = [0] * self.bins
        for v in self.values:
            counts[min(self.bins - 1, int((v - low) // width))] += 1
        return low, width, counts

    def sizeHint(self) -> QSize:
        return QSize(360, 180)

    def has_values(self) -> bool:
        return bool(self.values)

    def paint(self, plot: Plot) -> None:
        painter, metrics = plot.painter, plot.metrics
        low, width, counts = self.counts()
        base, top, left, right = plot.base, plot.top, plot.left, plot.right
        slot = (right - left) / self.bins
        tallest = max(counts) or 1
        for i, count in enumerate(counts):
            h = (base - top) * count / tallest
            start = low + i * width
            made = self.marker is None or start + width / 2 >= self.marker
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BAR_COLOR if made else ALT_COLOR)
            painter.drawRect(QRectF(left + i * slot + 1, base - h, slot - 2, h))
        plot.axis()
        end = low + width * self.bins
        plot.words(QRectF(left, base + 2, 120, metrics.height()),
                   Qt.AlignmentFlag.AlignLeft, f"{round(low)}")
        plot.words(QRectF(right - 120, base + 2, 120, metrics.height()),
                   Qt.AlignmentFlag.AlignRight, f"{round(end)}")
        if self.marker is not None:
            x = left + (self.marker - low) / (end - low) * (right - left)
            painter.setPen(QPen(MARK_COLOR, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, top - 2), QPointF(x, base))
            text = self.marker_label or f"{round(self.marker)}"
            text_w = metrics.horizontalAdvance(text) + 4
            tx = min(max(left, x - text_w / 2), right - text_w)
            plot.words(QRectF(tx, 0, text_w, metrics.height() + 2),
                       Qt.AlignmentFlag.AlignCenter, text, MARK_COLOR)


def running_means(values: list[float]) -> list[float]:
    """The mean of the first 1, 2, ... n values: a running figure."""
    out: list[float] = []
    total = 0.0
    for i, v in enumerate(values, 1):
        total += v
        out.append(total / i)
    return out


class RunningChart(Chart):
    """A value per item as thin bars, oldest on the left, and their running mean as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Charts", "Nothing to show yet."), parent)
        self.values: list[float] = []
        self.running: list[float] = []
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_values(self, values: list[float]) -> None:
        self.values = list(values)
        self.running = running_means(self.values)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 180)

    def has_values(self) -> bool:
        return bool(self.values)

    def paint(self, plot: Plot) -> None:
        painter, metrics = plot.painter, plot.metrics
        base, top, left, right = plot.base, plot.top, plot.left, plot.right
        tallest = max(max(self.values), 1.0)
        slot = (right - left) / len(self.values)

        def y(value: float) -> float:
            return base - (base - top) * max(0.0, value) / tallest

        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BAR_COLOR)
        for i, value in enumerate(self.values):
            painter.drawRect(QRectF(left + i * slot + 1, y(value), max(1.0, slot - 2),
                                    base - y(value)))
        painter.setPen(QPen(MARK_COLOR, 2))
        points = [QPointF(left + (i + 0.5) * slot, y(v)) for i, v in enumerate(self.running)]
        for a, b in pairwise(points):
            painter.drawLine(a, b)
        plot.axis()
        plot.words(QRectF(left, 0, right - left, metrics.height() + 2),
                   Qt.AlignmentFlag.AlignLeft, f"{round(tallest)}")
