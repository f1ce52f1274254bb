"""Small charts drawn with QPainter: horizontal bars, a histogram, and a running figure.
No extra libraries.

Both take plain numbers and repaint; their ``values`` are kept for tests and
accessibility (the bars' words are also the widget's accessible description).
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


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    #: what is written after the bar ("62% of 13")
    text: str
    #: the bar's colour ("#rrggbb")
    color: str = BAR_COLOR.name()


class BarChart(QWidget):
    """Labelled horizontal bars, scaled to ``maximum`` (or the largest value)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[Bar] = []
        self.maximum: float | None = None
        self.empty_text = QCoreApplication.translate("Charts", "Nothing to show yet.")
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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        if not self.bars:
            painter.setPen(text_color)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        metrics = QFontMetricsF(self.font())
        label_w = min(self.width() * 0.35, max(metrics.horizontalAdvance(b.label)
                                               for b in self.bars) + 12)
        value_w = max(metrics.horizontalAdvance(b.text) for b in self.bars) + 12
        top = 8.0
        row = (self.height() - 2 * top) / len(self.bars)
        bar_h = min(22.0, row * 0.7)
        span = self.maximum or max((b.value for b in self.bars), default=0.0) or 1.0
        room = max(10.0, self.width() - label_w - value_w - 8)
        for i, bar in enumerate(self.bars):
            y = top + i * row + (row - bar_h) / 2
            painter.setPen(text_color)
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, label_w - 8)
            painter.drawText(QRectF(0, y, label_w - 8, bar_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            length = room * max(0.0, min(1.0, bar.value / span))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(bar.color))
            painter.drawRoundedRect(QRectF(label_w, y, max(2.0, length), bar_h), 3, 3)
            painter.setPen(text_color)
            painter.drawText(QRectF(label_w + length + 6, y, value_w, bar_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bar.text)


class Histogram(QWidget):
    """How often values fell in each range, with an optional marker (the contract)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.marker: float | None = None
        self.marker_label = ""
        self.bins = 12
        self.empty_text = QCoreApplication.translate("Charts", "No simulation yet.")
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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        painter.setPen(text_color)
        if not self.values:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        low, width, counts = self.counts()
        metrics = QFontMetricsF(self.font())
        base = self.height() - metrics.height() - 8
        top = metrics.height() + 6
        left, right = 8.0, self.width() - 8.0
        slot = (right - left) / self.bins
        tallest = max(counts) or 1
        for i, count in enumerate(counts):
            h = (base - top) * count / tallest
            start = low + i * width
            made = self.marker is None or start + width / 2 >= self.marker
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BAR_COLOR if made else ALT_COLOR)
            painter.drawRect(QRectF(left + i * slot + 1, base - h, slot - 2, h))
        painter.setPen(QPen(text_color, 1))
        painter.drawLine(QPointF(left, base), QPointF(right, base))
        end = low + width * self.bins
        painter.drawText(QRectF(left, base + 2, 120, metrics.height()),
                         Qt.AlignmentFlag.AlignLeft, f"{round(low)}")
        painter.drawText(QRectF(right - 120, base + 2, 120, metrics.height()),
                         Qt.AlignmentFlag.AlignRight, f"{round(end)}")
        if self.marker is not None:
            x = left + (self.marker - low) / (end - low) * (right - left)
            painter.setPen(QPen(MARK_COLOR, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, top - 2), QPointF(x, base))
            painter.setPen(MARK_COLOR)
            text = self.marker_label or f"{round(self.marker)}"
            text_w = metrics.horizontalAdvance(text) + 4
            tx = min(max(left, x - text_w / 2), right - text_w)
            painter.drawText(QRectF(tx, 0, text_w, metrics.height() + 2),
                             Qt.AlignmentFlag.AlignCenter, text)


def running_means(values: list[float]) -> list[float]:
    """The mean of the first 1, 2, ... n values: a running figure."""
    out: list[float] = []
    total = 0.0
    for i, v in enumerate(values, 1):
        total += v
        out.append(total / i)
    return out


class RunningChart(QWidget):
    """A value per item as thin bars, oldest on the left, and their running mean as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.running: list[float] = []
        self.empty_text = QCoreApplication.translate("Charts", "Nothing to show yet.")
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_values(self, values: list[float]) -> None:
        self.values = list(values)
        self.running = running_means(self.values)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 180)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().windowText().color()
        painter.setPen(text_color)
        if not self.values:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        metrics = QFontMetricsF(self.font())
        top, base = metrics.height() + 6, self.height() - 8.0
        left, right = 8.0, self.width() - 8.0
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
        painter.setPen(QPen(text_color, 1))
        painter.drawLine(QPointF(left, base), QPointF(right, base))
        painter.drawText(QRectF(left, 0, right - left, metrics.height() + 2),
                         Qt.AlignmentFlag.AlignLeft, f"{round(tallest)}")
