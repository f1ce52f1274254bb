"""The review's charts paint through one set-up: the palette's text colour for the
axis and the words, the same margins, and a sentence when there is nothing to draw."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPalette
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.review.charts import MARGIN, BarChart, Chart, Histogram, RunningChart

INK = QColor("#00c000")


def _painted(qtbot: QtBot, chart: Chart) -> QImage:
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.WindowText, INK)
    palette.setColor(QPalette.ColorRole.Window, QColor("white"))
    chart.setPalette(palette)
    chart.setAutoFillBackground(True)
    qtbot.addWidget(chart)
    chart.resize(320, 180)
    return chart.grab().toImage()


def _inked(image: QImage, x: int, y: int) -> bool:
    c = image.pixelColor(x, y)
    return c.green() > 120 and c.red() < 160 and c.blue() < 160 and c.green() > c.red() + 40


def _axis_row(image: QImage) -> int | None:
    """The row of the axis line: inked across the middle of the chart."""
    for y in range(image.height() - 1, -1, -1):
        if all(_inked(image, x, y) for x in range(40, image.width() - 40, 20)):
            return y
    return None


@pytest.mark.parametrize("kind", [Histogram, RunningChart])
def test_the_axis_is_drawn_in_the_text_colour_within_the_same_margins(
    qtbot: QtBot, kind: type[Histogram] | type[RunningChart]
) -> None:
    chart = kind()
    chart.set_values([120.0, 250.0, 310.0, 90.0, 400.0])
    image = _painted(qtbot, chart)
    row = _axis_row(image)
    assert row is not None, "no axis in the text colour"
    below = QFontMetricsF(chart.font()).height() if kind is Histogram else 0.0
    assert abs(row - (image.height() - MARGIN - below)) <= 1
    left = min(x for x in range(image.width()) if _inked(image, x, row))
    right = max(x for x in range(image.width()) if _inked(image, x, row))
    assert abs(left - MARGIN) <= 1 and abs(right - (image.width() - MARGIN)) <= 1


@pytest.mark.parametrize("kind", [BarChart, Histogram, RunningChart])
def test_an_empty_chart_says_so_in_the_text_colour(
    qtbot: QtBot, kind: type[BarChart] | type[Histogram] | type[RunningChart]
) -> None:
    chart = kind()
    assert chart.empty_text
    image = _painted(qtbot, chart)
    assert any(_inked(image, x, y) for x in range(image.width())
               for y in range(image.height() // 3, 2 * image.height() // 3))
