"""Card art: SVG files rendered to pixmaps through a cache, crisp on high-DPI screens.

Rendering an SVG is slow compared with blitting a pixmap, and a table repaints
dozens of cards on every animation frame, so each face is rendered once per
(code, style, width, device pixel ratio) and reused. The cache key includes
the device pixel ratio so a window dragged to a 2x screen gets sharp cards.

A table with an event loop has its cards drawn ahead on a worker thread
(:meth:`CardRenderer.prepare`: every face and back at the sizes its layout
uses) so the first sight of a card costs the GUI thread no rendering; a card
of a size not drawn yet is scaled from another size for a moment and drawn
properly on the worker. The drawing itself is :mod:`.card_drawing`.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...resources import ResourceMissing, read_resource
from .card_drawing import (
    ASPECT,
    BACK,
    draw_ahead,
    draw_card,
    draw_shadow,
    lay_on_shadow,
    shadow_margin,
)
from .card_styles import BACK_STYLES, FACE_STYLES

if TYPE_CHECKING:
    from ...ai.tasks import Outcome, TaskService, Ticket

__all__ = ["ASPECT", "BACK", "BACK_STYLES", "FACE_CODES", "FACE_STYLES", "CardRenderer"]

log = logging.getLogger(__name__)

#: rendered pixmaps kept at most, and the memory they may take at a ratio of 1 (four
#: times as much on a 2x screen); the least recently used go first (the sizes of an
#: old layout: resizing and fitting make new ones)
CACHE_LIMIT = 400
CACHE_BYTES = 24 * 1024 * 1024
#: card shadows kept (one a card size)
SHADOW_LIMIT = 32
#: the thread lane the cards are drawn ahead on
LANE = "card-art"
#: every face of the deck (a double deck has no nines: drawing them costs little)
FACE_CODES = tuple(rank + suit for rank in "9TJQKA" for suit in "SHDC")

Key = tuple[str, str, int, float]


def card_height(width: float) -> float:
    return width * ASPECT


class CardRenderer:
    """Renders card faces and backs to pixmaps, caching them.

    ``face_style`` is ``"2color"`` or ``"4color"``; ``back_style`` a key of
    :data:`BACK_STYLES`. Changing a style keeps the cache (both styles can be
    cached at once) but callers must repaint their items. ``tasks``: where the
    cards are drawn ahead (the app's task service; without it the renderer makes
    its own at the first :meth:`prepare`).
    """

    def __init__(self, face_style: str = "2color", back_style: str = "blue",
                 on_missing: Callable[[str], None] | None = None,
                 tasks: TaskService | None = None) -> None:
        self.face_style = face_style if face_style in FACE_STYLES else "2color"
        self.back_style = back_style if back_style in BACK_STYLES else "blue"
        #: told once per file that is missing or damaged (the card is drawn plain)
        self.on_missing = on_missing
        #: the shipped files found missing or damaged, in the order met
        self.missing: list[str] = []
        self._renderers: dict[tuple[str, ...], QSvgRenderer | None] = {}
        #: rendered pixmaps, least recently used first, and the bytes they hold
        self._cache: dict[Key, QPixmap] = {}
        self._bytes = 0
        #: the most bytes the cache may hold (more on a high-DPI screen)
        self._byte_limit = CACHE_BYTES
        #: the shadow under a card, by (width, margin, dpr)
        self._shadows: dict[tuple[int, float, float], QImage] = {}
        #: a table with an event loop sets this: cards are drawn ahead on a worker
        #: thread (:meth:`prepare`), and a card of a size not drawn before is first
        #: scaled from another size, then drawn from its picture on the worker (a new
        #: size then costs no pause in the animation)
        self.defer_rendering = False
        #: cards shown scaled from another size, waiting for their own drawing
        self._rough: dict[Key, None] = {}
        self._tasks = tasks
        self._own_tasks = False
        #: the worker's jobs under way, by what they draw (code, style)
        self._jobs: dict[tuple[str, str], tuple[Ticket, set[tuple[int, float]]]] = {}
        #: set to stop the worker's jobs (the program is quitting)
        self._stop = threading.Event()
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
        key = (code, self.style_of(code), max(1, round(width)), round(dpr, 2))
        cached = self._used(key)
        if cached is not None:
            return cached
        if self.defer_rendering:
            rough = self._scaled_from_another_size(key)
            if rough is not None:
                self._store_rough(key, rough)
                return rough
        image = QPixmap.fromImage(self._draw(key))
        self._store(key, image)
        return image

    def _draw(self, key: Key) -> QImage:
        """The card of ``key`` drawn from its picture here (slow: about a millisecond)."""
        code, style, logical, dpr = key
        return draw_card(self._renderer(self.resource_for(code, style)), code, logical, dpr)

    def _scaled_from_another_size(self, key: Key) -> QPixmap | None:
        """The card of ``key`` (alone, or on its shadow) scaled from the nearest size of
        the same kind already drawn (a fraction of a millisecond, a little soft), or None
        when no other size is cached."""
        code, style, logical, dpr = key
        sizes = [k[2] for k in self._cache if k[0] == code and k[1] == style and k[3] == dpr
                 and k not in self._rough]
        if not sizes:
            return None
        nearest = min(sizes, key=lambda size: (abs(size - logical), -size))
        source = self._cache[(code, style, nearest, dpr)]
        if style.endswith(_SHADOW):
            margin = 2 * shadow_margin(logical)
            device = QSize(round((logical + margin) * dpr),
                           round((logical * ASPECT + margin) * dpr))
        else:
            device = QSize(max(1, round(logical * dpr)), max(1, round(logical * ASPECT * dpr)))
        image = source.scaled(device, Qt.AspectRatioMode.IgnoreAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)
        image.setDevicePixelRatio(dpr)
        return image

    def _store_rough(self, key: Key, image: QPixmap) -> None:
        """Show ``image`` for ``key`` until the worker has drawn the card properly."""
        self._store(key, image)
        self._rough[key] = None
        code, style, logical, dpr = key
        self._draw_ahead(code, style.removesuffix(_SHADOW), [(logical, dpr)])

    def refine_all(self) -> None:
        """Draw every roughly drawn card from its picture now (before a screenshot)."""
        while self._rough:
            key = next(iter(self._rough))
            del self._rough[key]
            if key not in self._cache:
                continue  # dropped from the cache meanwhile
            code, style, logical, dpr = key
            if style.endswith(_SHADOW):
                plain = (code, style.removesuffix(_SHADOW), logical, dpr)
                margin = shadow_margin(logical)
                self._store(key, QPixmap.fromImage(lay_on_shadow(
                    self._draw(plain), self._shadow_base(logical, margin, dpr), margin, dpr)))
            else:
                self._store(key, QPixmap.fromImage(self._draw(key)))

    def when_refined(self, listener: Callable[[], object]) -> None:
        """Call ``listener`` (a bound method, held weakly) when cards shown roughly have
        been drawn properly: whoever painted them repaints."""
        self._listeners.append(weakref.WeakMethod(listener))

    def _tell_refined(self) -> None:
        for ref in list(self._listeners):
            listener = ref()
            if listener is None:
                self._listeners.remove(ref)
            else:
                listener()

    def _shadow_base(self, logical: int, margin: float, dpr: float) -> QImage:
        """The soft shadow under a card of this size, with no card on it (one a size)."""
        key = (logical, margin, dpr)
        base = self._shadows.get(key)
        if base is None:
            base = draw_shadow(logical, margin, dpr)
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
        dpr = round(dpr, 2)
        margin = shadow_margin(logical)
        key = (code, style + _SHADOW, logical, dpr)
        cached = self._used(key)
        if cached is not None:
            return cached, margin
        if self.defer_rendering:
            rough = self._scaled_from_another_size(key)
            if rough is None and self._drawing((code, style), (logical, dpr)):
                # the worker is at it: the card plain (rank and suit) for a moment
                rough = QPixmap.fromImage(lay_on_shadow(
                    draw_card(None, code, logical, dpr),
                    self._shadow_base(logical, margin, dpr), margin, dpr))
            if rough is not None:
                self._store_rough(key, rough)
                return rough, margin
        face = self._used((code, style, logical, dpr))
        face_image = face.toImage() if face is not None else self._draw(
            (code, style, logical, dpr))
        image = QPixmap.fromImage(lay_on_shadow(face_image, self._shadow_base(
            logical, margin, dpr), margin, dpr))
        self._store(key, image)
        return image, margin

    # -- drawing ahead on a worker thread ---------------------------------------------------
    def prepare(self, sizes: Iterable[tuple[Iterable[str], float]], dpr: float = 1.0) -> None:
        """Draw the cards a table is about to show on a worker thread, each ``(codes,
        width)`` of ``sizes`` in turn, for a screen of ratio ``dpr``: the first sight
        of each then costs the GUI thread no rendering. Cards drawn already are
        skipped; asking again for other sizes drops what is still waiting. Only a
        renderer of a table with an event loop (:attr:`defer_rendering`) draws ahead."""
        if not self.defer_rendering:
            return
        dpr = round(dpr, 2)
        self._byte_limit = max(self._byte_limit, round(CACHE_BYTES * max(1.0, dpr) ** 2))
        wanted: dict[tuple[str, str], list[tuple[int, float]]] = {}
        for codes, width in sizes:
            logical = max(1, round(width))
            for code in codes:
                style = self.style_of(code)
                if (code, style + _SHADOW, logical, dpr) in self._cache:
                    continue
                todo = wanted.setdefault((code, style), [])
                if (logical, dpr) not in todo:
                    todo.append((logical, dpr))
        for (code, style), todo in wanted.items():
            self._draw_ahead(code, style, todo)

    def _draw_ahead(self, code: str, style: str, sizes: list[tuple[int, float]]) -> None:
        """Have the worker draw ``code`` in ``style`` at ``sizes`` and at every size it is
        shown roughly (unless it is at it already); a job of other sizes is dropped."""
        sizes = sizes + [(k[2], k[3]) for k in self._rough
                         if k[0] == code and k[1].removesuffix(_SHADOW) == style
                         and (k[2], k[3]) not in sizes]
        job = self._jobs.get((code, style))
        if job is not None and set(sizes) <= job[1]:
            return
        if job is not None:
            job[0].cancel()
        tasks = self._worker()
        if tasks is None:
            return
        parts = self.resource_for(code, style)
        read = read_resource  # the module's own, looked up now (tests replace it)
        stop = self._stop

        def work() -> list[tuple[int, float, QImage, QImage]]:
            try:
                data = read(*parts)
            except ResourceMissing:
                return []  # drawn plain (and told) on the GUI thread when first shown
            return draw_ahead(code, data, sizes, stop)

        ticket = tasks.run(work, lane=LANE,
                           on_done=lambda outcome: self._drawn(code, style, outcome))
        self._jobs[(code, style)] = (ticket, set(sizes))

    def _worker(self) -> TaskService | None:
        """The task service the cards are drawn ahead with (made at the first use)."""
        if self._tasks is None:
            app = QCoreApplication.instance()
            if app is None:
                return None
            from ..tasks import gui_tasks

            self._tasks = gui_tasks()
            self._own_tasks = True
            app.aboutToQuit.connect(self._quit)
        return self._tasks

    def _quit(self) -> None:
        """The program is quitting: the worker stops drawing before Qt goes away."""
        self._stop.set()
        for ticket, _sizes in self._jobs.values():
            ticket.cancel()
        self._jobs.clear()
        if self._own_tasks and self._tasks is not None:
            self._tasks.wait(2.0)
            self._tasks.shutdown()

    def _drawn(self, code: str, style: str, outcome: Outcome) -> None:
        """On the GUI thread: keep what the worker drew; repaint where cards were shown
        roughly."""
        self._jobs.pop((code, style), None)
        if outcome.error is not None:
            log.warning("drawing cards ahead failed: %s", outcome.message)
            return
        drawn: Any = outcome.value
        refined = False
        for logical, dpr, face, shadowed in drawn:
            plain_key = (code, style, logical, dpr)
            shadow_key = (code, style + _SHADOW, logical, dpr)
            if plain_key in self._rough:  # shown scaled: its own drawing replaces it
                del self._rough[plain_key]
                self._store(plain_key, QPixmap.fromImage(face))
                refined = True
            if shadow_key in self._rough or shadow_key not in self._cache:
                refined = refined or shadow_key in self._rough
                self._rough.pop(shadow_key, None)
                self._store(shadow_key, QPixmap.fromImage(shadowed))
        # shown plain for a moment but not drawn (a missing or damaged picture): drawn
        # here at the next paint, where the player is told about the picture
        for key in [k for k in self._rough if k[0] == code
                    and k[1].removesuffix(_SHADOW) == style]:
            if key[1].endswith(_SHADOW) and not any(
                    (logical, dpr) == (key[2], key[3]) for logical, dpr, _f, _s in drawn):
                self._drop(key)
                refined = True
        if refined:
            self._tell_refined()

    def _drawing(self, what: tuple[str, str], size: tuple[int, float]) -> bool:
        """Whether the worker is drawing ``what`` (code, style) at ``size`` now."""
        job = self._jobs.get(what)
        return job is not None and size in job[1]

    def drawing_ahead(self) -> bool:
        """Whether the worker still has cards to draw."""
        return bool(self._jobs)

    # -- the cache ------------------------------------------------------------------------
    def _used(self, key: Key) -> QPixmap | None:
        """The cached pixmap of ``key``, now the most recently used (or None)."""
        cached = self._cache.pop(key, None)
        if cached is not None:
            self._cache[key] = cached
        return cached

    def _store(self, key: Key, image: QPixmap) -> None:
        """Keep ``image``; the least recently used go beyond :data:`CACHE_LIMIT` pixmaps
        or the byte limit (sizes no longer drawn: an old layout, a resized window)."""
        self._drop(key)
        self._cache[key] = image
        self._bytes += _bytes_of(image)
        while len(self._cache) > CACHE_LIMIT or self._bytes > self._byte_limit:
            self._drop(next(iter(self._cache)))

    def _drop(self, key: Key) -> None:
        image = self._cache.pop(key, None)
        if image is not None:
            self._bytes -= _bytes_of(image)
        self._rough.pop(key, None)

    def cache_size(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0
        self._shadows.clear()
        self._rough.clear()


#: the style suffix of a card drawn on its shadow
_SHADOW = "+shadow"


def _bytes_of(image: QPixmap) -> int:
    return image.width() * image.height() * max(1, image.depth() // 8)
