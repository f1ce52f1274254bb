"""One card on the table: a ``QGraphicsObject`` that draws itself and reports intent.

A card item knows how to look (face or back, raised when legal, hover, selected,
keyboard focus, dimmed) and how to move (animated position and rotation). It
never decides anything: a click or a drag ends in a signal, and the scene and
controller decide what it means (KPat ``KCard``: the card is dumb, the scene
knows the rules).
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QByteArray,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_art import ASPECT, BACK, CardRenderer

#: how far (in card heights) a card rises for each reason
LIFT_LEGAL = 0.10
LIFT_HOVER = 0.06
LIFT_SELECTED = 0.20
_MAX_LIFT = LIFT_LEGAL + LIFT_HOVER + LIFT_SELECTED
_SELECT = QColor(255, 196, 0)
#: the keyboard focus ring: a bright line on a dark edge (two tones: it shows on the
#: green felt and on a white card alike)
_FOCUS = QColor(64, 196, 255)
_FOCUS_EDGE = QColor(0, 0, 0)
_RING_WIDTH = 3.0
_RING_EDGE = 1.5
_RING_GAP = 2.5
#: how far the ring reaches outside the card
_RING_REACH = _RING_GAP + _RING_WIDTH / 2 + _RING_EDGE
_DIM = QColor(20, 30, 20, 95)
#: a card just received (passed to you, from the widow, drawn from the stock)
_FRESH = QColor(64, 224, 150)


class CardItem(QGraphicsObject):
    """A card that can be face up (``code`` like ``"AS"``) or show its back."""

    #: this item, after a click (press and release without dragging)
    clicked = Signal(object)
    #: this item and the scene point where the user let go of a drag
    dropped = Signal(object, QPointF)

    def __init__(self, renderer: CardRenderer, code: str = BACK, width: float = 80.0,
                 face_up: bool = True) -> None:
        super().__init__()
        self._renderer = renderer
        self.code = code
        self.face_up = face_up and code != BACK
        self._width = width
        self._lift = 0.0
        self.legal = False
        self.selected_card = False
        self.focused = False
        self.dimmed = False
        #: just received: marked until the viewer's next action
        self.fresh = False
        self._hover = False
        self._interactive = False
        self._press: QPointF | None = None
        self._drag_origin: QPointF | None = None
        self._dragging = False
        self._anim: QAbstractAnimation | None = None
        self._lift_anim = QPropertyAnimation(self, QByteArray(b"lift"), self)
        self._lift_anim.setDuration(110)
        #: the face this card will show when it lands (dealing), else None
        self.pending: str | None = None
        #: where the layout wants this card (the scene sets it with every move)
        self.home = QPointF()
        self.home_rotation = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- looks --------------------------------------------------------------
    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * ASPECT

    def shown_code(self) -> str:
        return self.code if self.face_up else BACK

    def final_code(self) -> str:
        """The face it shows, or will show once it lands."""
        return self.pending or self.shown_code()

    def set_face(self, code: str, face_up: bool = True) -> None:
        self.pending = None
        face_up = face_up and code != BACK
        if code != self.code or face_up != self.face_up:
            self.code = code
            self.face_up = face_up
            self.update()

    def set_width(self, width: float) -> None:
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    def set_interactive(self, on: bool) -> None:
        """Human's own card: hover feedback and clicks/drags."""
        self._interactive = on
        self.setAcceptHoverEvents(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else
                                     Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self._hover = False
        self._update_lift()

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_state(self, *, legal: bool | None = None, selected: bool | None = None,
                  focused: bool | None = None, dimmed: bool | None = None,
                  fresh: bool | None = None) -> None:
        """Change the marks a player sees; only what is given changes."""
        if fresh is not None:
            self.fresh = fresh
        if legal is not None:
            self.legal = legal
        if selected is not None:
            self.selected_card = selected
        if focused is not None:
            self.focused = focused
        if dimmed is not None:
            self.dimmed = dimmed
        self._update_lift()
        self.update()

    def _target_lift(self) -> float:
        lift = 0.0
        if self.legal:
            lift += LIFT_LEGAL
        if self.selected_card:
            lift += LIFT_SELECTED
        if self._interactive and (self._hover or self.focused) and (
            self.legal or self.selected_card or not self.dimmed
        ):
            lift += LIFT_HOVER
        return lift * self.height

    def set_lift_duration(self, ms: int) -> None:
        """How long rising and falling takes (0: at once, for the instant speed)."""
        self._lift_anim.setDuration(max(0, ms))

    def _update_lift(self) -> None:
        target = self._target_lift()
        if abs(target - self._lift) < 0.5 or self._lift_anim.duration() <= 0:
            self._set_lift(target)
            return
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self.prepareGeometryChange()
            self._lift = value
            self.update()

    #: how far the card is drawn above its position (animated)
    lift = Property(float, _get_lift, _set_lift)  # type: ignore[call-arg, unused-ignore]  # stubs differ by PySide6 version

    def face_rect(self) -> QRectF:
        """The card's rectangle in item coordinates, where it is drawn now."""
        w, h = self._width, self.height
        return QRectF(-w / 2, -h / 2 - self._lift, w, h)

    # -- QGraphicsItem ---------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w, h = self._width, self.height
        top = -h / 2 - max(self._lift, _MAX_LIFT * h)
        pad = max(3.0, round(w * 0.05), _RING_REACH) + 1
        return QRectF(-w / 2 - pad, top - pad, w + 2 * pad, h / 2 - top + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.face_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.face_rect()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        if self.rotation():
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pixmap, margin = self._renderer.shadowed(self.shown_code(), self._width, dpr)
        painter.drawPixmap(QPointF(rect.left() - margin, rect.top() - margin), pixmap)
        if not (self.dimmed or self.selected_card or self.focused or self.fresh):
            return
        radius = self._width * 0.05
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.fresh:  # a green band along the top and a border: "new in your hand"
            band = QRectF(rect.left(), rect.top(), rect.width(), max(4.0, rect.height() * 0.06))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_FRESH)
            painter.drawRoundedRect(band, radius, radius)
            painter.setPen(QPen(_FRESH, max(2.5, self._width * 0.04)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_DIM)
            painter.drawRoundedRect(rect, radius, radius)
        if self.selected_card:
            pen = QPen(_SELECT, max(2.0, self._width * 0.035))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.focused:
            self._paint_focus_ring(painter, rect, radius)

    @staticmethod
    def _paint_focus_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
        """The keyboard's card: a thick ring just outside the card, bright on a dark edge,
        so it shows on the felt, on the card's face and on its neighbours."""
        ring = rect.adjusted(-_RING_GAP, -_RING_GAP, _RING_GAP, _RING_GAP)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_FOCUS_EDGE, _RING_WIDTH + 2 * _RING_EDGE))
        painter.drawRoundedRect(ring, radius + _RING_GAP, radius + _RING_GAP)
        painter.setPen(QPen(_FOCUS, _RING_WIDTH))
        painter.drawRoundedRect(ring, radius + _RING_GAP, radius + _RING_GAP)

    # -- mouse -------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self._update_lift()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self._update_lift()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._drag_origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._drag_origin is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self.stop_animation()
            self.setZValue(self.zValue() + 1000)
        if self._dragging:
            self.setPos(self._drag_origin + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragging = self._dragging
        self._press = None
        self._dragging = False
        if dragging:
            self.setZValue(self.zValue() - 1000)
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    # -- movement -----------------------------------------------------------------------
    def stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    def is_moving(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def _going_to(self, pos: QPointF, rotation: float) -> bool:
        """Whether the card is at ``pos``/``rotation`` or moving there now."""
        if self.home != pos or abs(self.home_rotation - rotation) > 0.01 or self._dragging:
            return False
        return self.is_moving() or (self.pos() == pos and
                                    abs(self.rotation() - rotation) <= 0.01)

    def move_to(self, pos: QPointF, rotation: float = 0.0, duration: int = 0,
                delay: int = 0, z: float | None = None, reveal: str | None = None) -> None:
        """Go to ``pos``/``rotation``, animated over ``duration`` ms after ``delay`` ms.

        ``reveal``: a face to turn up when the card arrives (dealing, the widow).
        ``z`` is applied at once so a moving card passes over the cards it joins.
        A card already there, or on its way there, is left as it is: asked again, the
        same move is not started over.
        """
        if self._going_to(pos, rotation) and (reveal is None or reveal == self.pending):
            if z is not None:
                self.setZValue(z)
            return
        self.home = QPointF(pos)
        self.home_rotation = rotation
        if z is not None:
            self.setZValue(z)
        self.stop_animation()
        if duration <= 0 and delay <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            if reveal is not None:
                self.set_face(reveal, True)
            return
        if duration <= 0 and self.pos() == pos and self.rotation() == rotation:
            if reveal is not None:
                self.set_face(reveal, True)
            return
        group = QParallelAnimationGroup()
        move = QPropertyAnimation(self, QByteArray(b"pos"))
        move.setDuration(max(1, duration))
        move.setEndValue(pos)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(move)
        if abs(self.rotation() - rotation) > 0.01:
            turn = QPropertyAnimation(self, QByteArray(b"rotation"))
            turn.setDuration(max(1, duration))
            turn.setEndValue(rotation)
            turn.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(turn)
        anim: QAbstractAnimation = group
        if delay > 0:
            seq = QSequentialAnimationGroup()
            seq.addPause(delay)
            seq.addAnimation(group)
            anim = seq
        if reveal is not None:
            code = reveal
            self.pending = code
            anim.finished.connect(lambda: self.set_face(code, True))
        self._anim = anim
        anim.start()
