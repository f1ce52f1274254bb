"""Drawing one card picture into an image: the same pixels on any thread.

Everything here paints on ``QImage`` only (never a ``QPixmap`` or a widget),
so it may run on a worker thread as well as on the GUI thread, and a card
drawn ahead on a worker is the very card the GUI thread would have drawn.
:func:`draw_ahead` is the worker's job: one picture file drawn at several
sizes, each alone and on its shadow.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

#: height / width of every card (the art is 250 x 350)
ASPECT = 1.4
#: the pseudo-code that means "the back of a card"
BACK = "back"
#: the pixel format every card is drawn in (what a pixmap with transparency holds)
FORMAT = QImage.Format.Format_ARGB32_Premultiplied

__all__ = ["ASPECT", "BACK", "draw_ahead", "draw_card", "draw_shadow", "lay_on_shadow",
           "shadow_margin"]


def _blank(width: int, height: int) -> QImage:
    image = QImage(QSize(max(1, width), max(1, height)), FORMAT)
    image.fill(Qt.GlobalColor.transparent)
    return image


def draw_card(renderer: QSvgRenderer | None, code: str, logical: int, dpr: float) -> QImage:
    """The card ``logical`` pixels wide for a screen of ratio ``dpr``, drawn from its
    picture (``renderer``; None: a plain card with its rank and suit)."""
    image = _blank(round(logical * dpr), round(logical * ASPECT * dpr))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    area = QRectF(0, 0, image.width(), image.height())
    if renderer is not None:
        renderer.render(painter, area)
    else:
        _draw_plain(painter, area, code)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def shadow_margin(logical: int) -> float:
    """The room around a card of this width that its shadow takes."""
    return float(max(3, round(logical * 0.05)))


def draw_shadow(logical: int, margin: float, dpr: float) -> QImage:
    """The soft shadow under a card of this size, with no card on it."""
    image = _blank(round((logical + 2 * margin) * dpr),
                   round((logical * ASPECT + 2 * margin) * dpr))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    painter.setPen(Qt.PenStyle.NoPen)
    radius = logical * 0.05
    card = QRectF(margin, margin, logical, logical * ASPECT)
    for grow, alpha in ((2.0, 18), (1.0, 30), (0.0, 45)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(card.translated(1.2, 2.2).adjusted(-grow, -grow, grow, grow),
                                radius + grow, radius + grow)
    painter.end()
    return image


def lay_on_shadow(face: QImage, shadow: QImage, margin: float, dpr: float) -> QImage:
    """``face`` laid on a copy of ``shadow``: one picture to paint instead of two."""
    image = shadow.copy()
    painter = QPainter(image)
    painter.scale(dpr, dpr)
    painter.drawImage(QPointF(margin, margin), face)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def draw_ahead(code: str, data: bytes, sizes: list[tuple[int, float]],
               stop: threading.Event) -> list[tuple[int, float, QImage, QImage]]:
    """The worker's job: the card ``code`` from its picture file ``data``, at each
    (logical width, ratio) of ``sizes``, alone and on its shadow. Nothing when the
    picture is damaged (the GUI thread draws it plain and tells the player), and only
    what was done when ``stop`` is set."""
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        return []
    out: list[tuple[int, float, QImage, QImage]] = []
    for logical, dpr in sizes:
        if stop.is_set():
            break
        face = draw_card(renderer, code, logical, dpr)
        margin = shadow_margin(logical)
        out.append((logical, dpr, face,
                    lay_on_shadow(face, draw_shadow(logical, margin, dpr), margin, dpr)))
    return out


#: suit letters of a card code -> (symbol, ink) for a card drawn without its picture
_PLAIN_SUITS = {"S": ("\u2660", "#111111"), "H": ("\u2665", "#c8102e"),
                "D": ("\u2666", "#c8102e"), "C": ("\u2663", "#111111")}


def _draw_plain(painter: QPainter, area: QRectF, code: str) -> None:
    """A readable card without its picture: white with rank and suit, or a plain back."""
    radius = area.width() * 0.05
    inset = area.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(QColor("#555555"), max(1.0, area.width() / 80)))
    if code == BACK:
        painter.setBrush(QColor("#1f4e8c"))
        painter.drawRoundedRect(inset, radius, radius)
        return
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(inset, radius, radius)
    symbol, ink = _PLAIN_SUITS.get(code[-1:], ("?", "#111111"))
    rank = "10" if code[:1] == "T" else code[:1]
    painter.setPen(QColor(ink))
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(area.width() * 0.3)))
    painter.setFont(font)
    painter.drawText(inset, Qt.AlignmentFlag.AlignCenter, f"{rank}\n{symbol}")
