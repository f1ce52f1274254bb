"""Card art: SVG files rendered to pixmaps through a cache, crisp on high-DPI screens.

Rendering an SVG is slow compared with blitting a pixmap, and a table repaints
dozens of cards on every animation frame, so each face is rendered once per
(code, style, width, device pixel ratio) and reused. The cache key includes
the device pixel ratio so a window dragged to a 2x screen gets sharp cards.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .card_styles import BACK_STYLES, FACE_STYLES

#: the repository's resources folder (a sibling of the package)
__all__ = ["BACK", "BACK_STYLES", "FACE_STYLES", "CardRenderer"]

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
CARDS_DIR = RESOURCES / "cards"

#: the pseudo-code that means "the back of a card"
BACK = "back"
#: height / width of every card (the art is 250 x 350)
ASPECT = 1.4
#: rendered pixmaps kept; old sizes are dropped first (resizing makes new ones)
CACHE_LIMIT = 400


def card_height(width: float) -> float:
    return width * ASPECT


class CardRenderer:
    """Renders card faces and backs to pixmaps, caching them.

    ``face_style`` is ``"2color"`` or ``"4color"``; ``back_style`` a key of
    :data:`BACK_STYLES`. Changing a style keeps the cache (both styles can be
    cached at once) but callers must repaint their items.
    """

    def __init__(self, face_style: str = "2color", back_style: str = "blue",
                 cards_dir: Path = CARDS_DIR) -> None:
        self.cards_dir = cards_dir
        self.face_style = face_style if face_style in FACE_STYLES else "2color"
        self.back_style = back_style if back_style in BACK_STYLES else "blue"
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._cache: dict[tuple[str, str, int, float], QPixmap] = {}

    # -- paths --------------------------------------------------------------
    def path_for(self, code: str, style: str | None = None) -> Path:
        """The SVG file of a face (``"AS"``) or of the back (:data:`BACK`)."""
        if code == BACK:
            return self.cards_dir / "backs" / f"{style or self.back_style}.svg"
        return self.cards_dir / (style or self.face_style) / f"{code}.svg"

    def _renderer(self, path: Path) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"Card image missing or damaged: {path}")
            self._renderers[path] = renderer
        return renderer

    # -- pixmaps ----------------------------------------------------------------
    def style_of(self, code: str) -> str:
        return self.back_style if code == BACK else self.face_style

    def pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The card at ``width`` logical pixels for a screen of ratio ``dpr``."""
        style = self.style_of(code)
        logical = max(1, round(width))
        key = (code, style, logical, round(dpr, 2))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        renderer = self._renderer(self.path_for(code, style))
        device = QSize(max(1, round(logical * dpr)), max(1, round(logical * ASPECT * dpr)))
        image = QPixmap(device)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, device.width(), device.height()))
        painter.end()
        image.setDevicePixelRatio(dpr)
        self._store(key, image)
        return image

    def shadowed(self, code: str, width: float, dpr: float = 1.0) -> tuple[QPixmap, float]:
        """The card with a soft drop shadow baked in, and the margin around the card.

        Painting one pre-composed pixmap is several times cheaper than drawing
        an antialiased shadow under every card on every frame.
        """
        style = self.style_of(code)
        logical = max(1, round(width))
        margin = float(max(3, round(logical * 0.05)))
        key = (code, style + "+shadow", logical, round(dpr, 2))
        cached = self._cache.get(key)
        if cached is not None:
            return cached, margin
        face = self.pixmap(code, logical, dpr)
        size = QSize(round((logical + 2 * margin) * dpr),
                     round((logical * ASPECT + 2 * margin) * dpr))
        image = QPixmap(size)
        image.fill(Qt.GlobalColor.transparent)
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
        painter.drawPixmap(QPointF(margin, margin), face)
        painter.end()
        image.setDevicePixelRatio(dpr)
        self._store(key, image)
        return image, margin

    def _store(self, key: tuple[str, str, int, float], image: QPixmap) -> None:
        if len(self._cache) >= CACHE_LIMIT:
            for old in list(self._cache)[: CACHE_LIMIT // 4]:
                del self._cache[old]
        self._cache[key] = image

    def cache_size(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        self._cache.clear()
