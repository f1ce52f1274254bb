"""Card art: SVG files rendered to pixmaps through a cache, crisp on high-DPI screens.

Rendering an SVG is slow compared with blitting a pixmap, and a table repaints
dozens of cards on every animation frame, so each face is rendered once per
(code, style, width, device pixel ratio) and reused. The cache key includes
the device pixel ratio so a window dragged to a 2x screen gets sharp cards.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...resources import ResourceMissing, read_resource
from .card_styles import BACK_STYLES, FACE_STYLES

__all__ = ["BACK", "BACK_STYLES", "FACE_STYLES", "CardRenderer"]

log = logging.getLogger(__name__)

#: the pseudo-code that means "the back of a card"
BACK = "back"
#: height / width of every card (the art is 250 x 350)
ASPECT = 1.4
#: rendered pixmaps kept at most, and the memory they may take; the least recently
#: used go first (the sizes of an old layout: resizing and fitting make new ones)
CACHE_LIMIT = 400
CACHE_BYTES = 24 * 1024 * 1024
#: card shadows kept (one a card size)
SHADOW_LIMIT = 32


def card_height(width: float) -> float:
    return width * ASPECT


class CardRenderer:
    """Renders card faces and backs to pixmaps, caching them.

    ``face_style`` is ``"2color"`` or ``"4color"``; ``back_style`` a key of
    :data:`BACK_STYLES`. Changing a style keeps the cache (both styles can be
    cached at once) but callers must repaint their items.
    """

    def __init__(self, face_style: str = "2color", back_style: str = "blue",
                 on_missing: Callable[[str], None] | None = None) -> None:
        self.face_style = face_style if face_style in FACE_STYLES else "2color"
        self.back_style = back_style if back_style in BACK_STYLES else "blue"
        #: told once per file that is missing or damaged (the card is drawn plain)
        self.on_missing = on_missing
        #: the shipped files found missing or damaged, in the order met
        self.missing: list[str] = []
        self._renderers: dict[tuple[str, ...], QSvgRenderer | None] = {}
        #: rendered pixmaps, least recently used first, and the bytes they hold
        self._cache: dict[tuple[str, str, int, float], QPixmap] = {}
        self._bytes = 0
        #: the shadow under a card, by (width, margin, dpr)
        self._shadows: dict[tuple[int, float, float], QPixmap] = {}
        #: a card of a size not drawn before is first scaled from another size, then
        #: drawn from its picture a card at a time while the program is idle (set by a
        #: table with an event loop: a new size then costs no pause in the animation)
        self.defer_rendering = False
        self._rough: dict[tuple[str, str, int, float], None] = {}
        self._refiner = QTimer()
        self._refiner.setSingleShot(True)
        self._refiner.setInterval(0)
        self._refiner.timeout.connect(self._refine_one)
        self._listeners: list[weakref.WeakMethod[Callable[[], object]]] = []

    # -- files --------------------------------------------------------------
    def resource_for(self, code: str, style: str | None = None) -> tuple[str, ...]:
        """The shipped SVG of a face (``"AS"``) or of the back (:data:`BACK`)."""
        if code == BACK:
            return ("cards", "backs", f"{style or self.back_style}.svg")
        return ("cards", style or self.face_style, f"{code}.svg")

    def _renderer(self, parts: tuple[str, ...]) -> QSvgRenderer | None:
        """The file's renderer, or None when it is missing or damaged (drawn plain)."""
        if parts in self._renderers:
            return self._renderers[parts]
        renderer: QSvgRenderer | None = None
        name = "/".join(parts)
        try:
            candidate = QSvgRenderer(QByteArray(read_resource(*parts)))
        except ResourceMissing as exc:
            problem = str(exc)
        else:
            if candidate.isValid():
                renderer = candidate
            problem = f"{name} is damaged"
        self._renderers[parts] = renderer
        if renderer is None:
            log.warning("card picture: %s", problem)
            self.missing.append(name)
            if self.on_missing is not None:
                self.on_missing(name)
        return renderer

    # -- pixmaps ----------------------------------------------------------------
    def style_of(self, code: str) -> str:
        return self.back_style if code == BACK else self.face_style

    def pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The card at ``width`` logical pixels for a screen of ratio ``dpr``."""
        style = self.style_of(code)
        logical = max(1, round(width))
        key = (code, style, logical, round(dpr, 2))
        cached = self._used(key)
        if cached is not None:
            return cached
        if self.defer_rendering:
            rough = self._scaled_from_another_size(key)
            if rough is not None:
                self._store(key, rough)
                self._rough[key] = None
                self._refiner.start()
                return rough
        image = self._render(key)
        self._store(key, image)
        return image

    def _render(self, key: tuple[str, str, int, float]) -> QPixmap:
        """The card of ``key`` drawn from its picture (slow: about a millisecond)."""
        code, style, logical, dpr = key
        renderer = self._renderer(self.resource_for(code, style))
        device = QSize(max(1, round(logical * dpr)), max(1, round(logical * ASPECT * dpr)))
        image = QPixmap(device)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(0, 0, device.width(), device.height())
        if renderer is not None:
            renderer.render(painter, area)
        else:
            _draw_plain(painter, area, code)
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def _scaled_from_another_size(self, key: tuple[str, str, int, float]) -> QPixmap | None:
        """The card of ``key`` scaled from the nearest size already drawn (a fraction of
        a millisecond, a little soft), or None when no other size is cached."""
        code, style, logical, dpr = key
        sizes = [k[2] for k in self._cache if k[0] == code and k[1] == style and k[3] == dpr
                 and k not in self._rough]
        if not sizes:
            return None
        nearest = min(sizes, key=lambda size: (abs(size - logical), -size))
        source = self._cache[(code, style, nearest, dpr)]
        device = QSize(max(1, round(logical * dpr)), max(1, round(logical * ASPECT * dpr)))
        image = source.scaled(device, Qt.AspectRatioMode.IgnoreAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        image.setDevicePixelRatio(dpr)
        return image

    def _refine_one(self) -> None:
        """Draw one card drawn roughly (scaled) from its picture again, with its shadowed
        copy; once none is left, tell the tables to repaint."""
        while self._rough:
            key = next(iter(self._rough))
            del self._rough[key]
            if key not in self._cache:
                continue  # dropped from the cache meanwhile
            self._store(key, self._render(key))
            code, style, logical, dpr = key
            shadow_key = (code, style + "+shadow", logical, dpr)
            if shadow_key in self._cache:
                self._drop(shadow_key)
                self.shadowed(code, logical, dpr)
            break
        if self._rough:
            self._refiner.start()
            return
        for ref in list(self._listeners):
            listener = ref()
            if listener is None:
                self._listeners.remove(ref)
            else:
                listener()

    def refine_all(self) -> None:
        """Draw every roughly drawn card from its picture now (before a screenshot)."""
        self._refiner.stop()
        while self._rough:
            self._refine_one()

    def when_refined(self, listener: Callable[[], object]) -> None:
        """Call ``listener`` (a bound method, held weakly) when the rough cards have been
        drawn again: whoever painted them repaints."""
        self._listeners.append(weakref.WeakMethod(listener))

    def _shadow_base(self, logical: int, margin: float, dpr: float) -> QPixmap:
        """The soft shadow under a card of this size, with no card on it (one a size)."""
        key = (logical, margin, dpr)
        base = self._shadows.get(key)
        if base is not None:
            return base
        size = QSize(round((logical + 2 * margin) * dpr),
                     round((logical * ASPECT + 2 * margin) * dpr))
        base = QPixmap(size)
        base.fill(Qt.GlobalColor.transparent)
        painter = QPainter(base)
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
        if len(self._shadows) >= SHADOW_LIMIT:
            self._shadows.clear()
        self._shadows[key] = base
        return base

    def shadowed(self, code: str, width: float, dpr: float = 1.0) -> tuple[QPixmap, float]:
        """The card with a soft drop shadow baked in, and the margin around the card.

        Painting one pre-composed pixmap is several times cheaper than drawing
        an antialiased shadow under every card on every frame; the shadow itself is
        drawn once a size and the card laid on a copy of it.
        """
        style = self.style_of(code)
        logical = max(1, round(width))
        margin = float(max(3, round(logical * 0.05)))
        key = (code, style + "+shadow", logical, round(dpr, 2))
        cached = self._used(key)
        if cached is not None:
            return cached, margin
        face = self.pixmap(code, logical, dpr)
        image = QPixmap(self._shadow_base(logical, margin, round(dpr, 2)))
        painter = QPainter(image)
        painter.scale(dpr, dpr)
        painter.drawPixmap(QPointF(margin, margin), face)
        painter.end()
        image.setDevicePixelRatio(dpr)
        self._store(key, image)
        return image, margin

    def _used(self, key: tuple[str, str, int, float]) -> QPixmap | None:
        """The cached pixmap of ``key``, now the most recently used (or None)."""
        cached = self._cache.pop(key, None)
        if cached is not None:
            self._cache[key] = cached
        return cached

    def _store(self, key: tuple[str, str, int, float], image: QPixmap) -> None:
        """Keep ``image``; the least recently used go beyond :data:`CACHE_LIMIT` pixmaps
        or :data:`CACHE_BYTES` (sizes no longer drawn: an old layout, a resized window)."""
        self._drop(key)
        self._cache[key] = image
        self._bytes += _bytes_of(image)
        while len(self._cache) > CACHE_LIMIT or self._bytes > CACHE_BYTES:
            self._drop(next(iter(self._cache)))

    def _drop(self, key: tuple[str, str, int, float]) -> None:
        image = self._cache.pop(key, None)
        if image is not None:
            self._bytes -= _bytes_of(image)

    def cache_size(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0
        self._shadows.clear()
        self._rough.clear()


def _bytes_of(image: QPixmap) -> int:
    return image.width() * image.height() * max(1, image.depth() // 8)


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
