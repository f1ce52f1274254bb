"""Where things go on the table, as pure geometry computed from the view size.

The scene keeps no hard-coded coordinates: every time the view is resized it
asks :func:`table_layout` for a fresh :class:`TableLayout` and moves its items.
Seats are numbered as in the engine; the viewer's seat is always drawn at the
bottom and the others follow clockwise (left, top, right), which is the order
of play. Nothing here imports a widget, so the arithmetic is easy to test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from .card_art import ASPECT

#: the most a card of the viewer's hand rises (in card heights): chosen and hovered
#: (``card_item.LIFT_SELECTED + LIFT_HOVER``); the hand's area keeps that room free
RAISE = 0.26
#: the table shrinks by these steps (cards, plates) when a panel finds no free place
FITS = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55)
#: the narrowest a name plate is, and the widest it grows for a long name
PLATE_LEAST = 112.0
PLATE_MOST = 220.0
#: the narrowest a plate in a row of seats may be (the name shown whole still)
ROW_PLATE_LEAST = 92.0
#: the hand card of the table the words, plates and panels are drawn for at their
#: usual size (a 1280 x 800 window); a larger table scales them with its cards, up to
#: :data:`MOST_SCALE`
USUAL_HAND_CARD = 108.0
MOST_SCALE = 3.0


@dataclass(frozen=True)
class SeatSpot:
    """Where one seat's things go."""

    seat: int
    #: centre of the seat's cards (the viewer: the hand; others: the fan of backs)
    fan_center: QPointF
    #: the name plate
    plate: QRectF
    #: the whole seat (fan and plate); the viewer's is the hand area
    box: QRectF
    #: centre of the meld row and the widest it may be
    meld_center: QPointF
    meld_max_width: float
    #: where this seat's card lies in a trick, and its tilt
    trick_pos: QPointF
    trick_rotation: float
    #: where the caption of an empty meld row ("no meld") goes: its anchor point (the
    #: top of the caption) and which side of it the caption lies: "center" (the
    #: anchor is the caption's top middle), "left" (its top left), "right" (top right)
    empty_caption: QPointF = field(default_factory=QPointF)
    empty_align: str = "center"


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    margin: float
    #: card widths: the viewer's hand, trick/widow, other seats' backs, meld rows
    hand_card: float
    table_card: float
    back_card: float
    meld_card: float
    #: the middle of the table (the trick)
    center: QPointF
    #: the always-visible panel with contract, trump and scores
    info: QRectF
    #: the viewer's hand: left and right limits, y of the card centres
    hand_left: float
    hand_right: float
    hand_y: float
    seats: tuple[SeatSpot, ...]
    #: where overlay panels (bidding, prompts) are centred
    panel_center: QPointF
    panel_max_width: float
    #: classic two-handed: the stock and the turned-up trump
    stock_center: QPointF
    up_card_center: QPointF
    #: the info panel's text unit, the meld captions' and the stock caption's
    info_unit: float = 12.0
    caption_unit: float = 10.0
    #: how much the table was shrunk to leave a panel room (1: not at all)
    fit: float = 1.0
    #: how much larger than usual the words, plates and panels are (a large table)
    scale: float = 1.0

    def spot(self, seat: int) -> SeatSpot:
        return self.seats[seat]

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)


def seat_angles(n: int) -> list[float]:
    """Angles (degrees, 0 = bottom, clockwise on screen) of the seats after the viewer."""
    if n <= 1:
        return []
    if n == 2:
        return [180.0]
    start = {3: 90.0, 4: 90.0}.get(n, 68.0)
    step = (360.0 - 2 * start) / (n - 2)
    return [start + i * step for i in range(n - 1)]


def seat_points(n: int, viewer: int, center: QPointF, rx: float, ry: float,
                angles: list[float] | None = None) -> dict[int, QPointF]:
    """Where each seat sits on an ellipse around ``center``: the viewer at the bottom,
    the others clockwise at ``angles`` (default :func:`seat_angles`)."""
    out: dict[int, QPointF] = {}
    if n <= 0:
        return out
    for i, angle in enumerate([0.0, *(seat_angles(n) if angles is None else angles)]):
        rad = math.radians(angle)
        out[(viewer + i) % n] = QPointF(center.x() - math.sin(rad) * rx,
                                        center.y() + math.cos(rad) * ry)
    return out


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


def info_height(width: float, sides: int, notes: int = 1, scale: float = 1.0) -> float:
    """Height the info panel needs for ``sides`` score lines (each with a detail line)."""
    unit = info_unit(width, scale)
    return unit * (0.9 * 2 + 1.35 * 2 + 3.4 + 0.6 + 1.1 + sides * 2.35 + notes * 1.15)


def info_unit(width: float, scale: float = 1.0) -> float:
    """The info panel's text unit (pixels) for a panel ``width`` wide on a table whose
    words are ``scale`` times their usual size."""
    return _clamp(width / 17.5, 10.0, 15.0 * scale)


def table_scale(width: float, height: float) -> float:
    """How much larger than usual a table of this size draws its words, plates and
    panels: with its cards, never smaller than usual."""
    return _clamp(min(height * 0.15, width * 0.105) / USUAL_HAND_CARD, 1.0, MOST_SCALE)


def caption_unit(meld_card: float) -> float:
    """The text unit of the captions under meld rows."""
    return max(9.0, meld_card * 0.17)


def table_layout(width: float, height: float, num_players: int, viewer: int = 0,
                 hand_cards: int = 12, other_cards: int = 12, sides: int = 2,
                 fit: float = 1.0, plate_least: float = PLATE_LEAST,
                 arrangement: str = "round") -> TableLayout:
    """Lay out a table of ``num_players`` seats in a ``width`` x ``height`` view.

    ``fit`` (at most 1) shrinks the cards and the plates, to leave a panel room
    on a small table (see :data:`FITS`); ``plate_least`` is the narrowest a name
    plate may be (wide enough for the longest name, up to a point).

    ``arrangement``: "round" seats the others round the table (left, top, right);
    "row" (a small table with a panel to make room for) puts them in a row along
    the top, right of the info panel, in two rows when one is too narrow, each
    meld row under its plate, and the viewer's meld beside the hand: the middle of
    the table is left free from side to side."""
    w = max(320.0, float(width))
    h = max(240.0, float(height))
    n = num_players
    big = n >= 5
    fit = _clamp(fit, 0.3, 1.0)
    m = max(5.0, 0.012 * min(w, h))
    hand_card = max(30.0, min(h * 0.15, w * 0.105) * fit)
    hand_h = hand_card * ASPECT
    table_card = hand_card * (0.78 if not big else 0.6)
    back_card = hand_card * (0.5 if not big else 0.4)
    meld_card = table_card * (0.74 if not big else 0.8)
    scale = table_scale(w, h)
    least = _clamp(plate_least * scale, PLATE_LEAST * scale, min(PLATE_MOST * scale, w * 0.3))
    plate_w = _clamp(w * 0.13 * fit, least, max(190.0 * scale, least))
    plate_h = _clamp(h * 0.07 * fit, 36.0, 58.0 * scale)
    info_w = _clamp(w * 0.18, 190.0, 265.0 * scale)
    if fit < 1.0:  # the info panel gives way too, to a point
        info_w = max(140.0, info_w * max(0.72, fit))
    unit = info_unit(info_w, scale)
    need = info_height(info_w, sides, scale=scale)
    room = h * (0.42 if not big else 0.62)
    if need > room:  # a small window: smaller words rather than lines cut off
        unit *= room / need
    info = QRectF(m, m, info_w, min(need, room))

    # the viewer's hand along the bottom, its name plate in the bottom-left corner
    hand_y = h - m - hand_h / 2 - hand_card * 0.08
    side = plate_w + 2 * m
    if w - 2 * side >= hand_card * 4:
        hand_left, hand_right = side, w - side
    else:
        hand_left, hand_right = m, w - m
    viewer_plate = QRectF(m, h - m - plate_h, plate_w, plate_h)
    hand_top = hand_y - hand_h / 2 - RAISE * hand_h
    table_bottom = hand_top - m
    cap_h = caption_unit(meld_card) * 1.7
    meld_h = meld_card * ASPECT
    #: the top of the viewer's meld row: the others' rows and captions stay above it
    viewer_meld_top = hand_top - m - cap_h - meld_h
    rowed = arrangement == "row" and n >= 3
    #: the viewer's meld row beside the hand (row arrangement): its centre and width
    beside: tuple[QPointF, float] | None = None
    if rowed:
        count = max(1, hand_cards)
        step = min(hand_card * 0.62, (hand_right - hand_left - hand_card) / max(1, count - 1))
        extent = hand_card + step * (count - 1) + hand_card * 0.2
        room_x = w - m - (hand_left + extent + m)
        if room_x >= max(meld_card * 4, w * 0.22) and meld_h + cap_h + m <= h - hand_top:
            hand_right = hand_left + extent
            mid_y = h - m - cap_h - m * 0.3 - meld_h / 2
            beside = (QPointF(hand_right + m + room_x / 2, mid_y), room_x)
            viewer_meld_top = hand_top
            table_bottom = hand_top - m

    # the other seats on an ellipse over the top of the table
    back_h = back_card * ASPECT
    spacing = back_card * 0.16
    fan_w = back_card + spacing * max(0, other_cards - 1)
    fan_w = min(fan_w, plate_w * 1.25)
    box_w = max(plate_w, fan_w)
    box_h = back_h * 0.78 + plate_h
    region = QRectF(m, m, w - 2 * m, table_bottom - m)
    if big:
        # a big table keeps the left column for the info panel, like a sidebar
        region = QRectF(info.right() + m, m, w - info.right() - 2 * m, table_bottom - m)
    cx, cy = region.center().x(), region.center().y()
    rx = max(0.0, region.width() / 2 - box_w / 2)
    ry = max(0.0, region.height() / 2 - box_h / 2)
    center = QPointF(cx if big else w / 2,
                     cy if n != 2 else (region.top() + box_h + table_bottom) / 2)

    boxes: dict[int, QRectF] = {}
    row_slot: dict[int, float] = {}
    if rowed:
        boxes, row_slot, rows_bottom = _row_boxes(
            n, viewer, QRectF(info.right() + m, m, w - info.right() - 2 * m, table_bottom - m),
            box_w, box_h, m, meld_h + m * 1.5 + cap_h + m,
            max(ROW_PLATE_LEAST, min(plate_least, PLATE_MOST)))
        center = QPointF((info.right() + w) / 2, (rows_bottom + table_bottom) / 2)
    points = seat_points(n, viewer, QPointF(cx, cy), rx, ry)
    for angle, seat in zip(seat_angles(n), [(viewer + i) % n for i in range(1, n)],
                           strict=True):
        if rowed:
            break
        bx = points[seat].x()
        by = points[seat].y() if n > 2 else region.top() + box_h / 2
        box = QRectF(bx - box_w / 2, by - box_h / 2, box_w, box_h)
        if box.intersects(info.adjusted(-m, -m, m, m)):
            down = info.bottom() + m - box.top()
            right = info.right() + m - box.left()
            if angle < 120 and down < box_h:
                box.translate(0, down)
            else:
                box.translate(right, 0)
        boxes[seat] = box

    def on_side(seat: int) -> bool:
        if rowed:
            return False
        box = boxes[seat]
        vx, vy = box.center().x() - center.x(), box.center().y() - center.y()
        return abs(vx) > abs(vy) * 1.3

    # the rows of the seats across the table lie under their plates; the rows of the
    # seats on the sides lie between those and the viewer's row
    top_rows = [boxes[s].bottom() + m * 1.5 + meld_h + cap_h for s in boxes if not on_side(s)]
    side_row_y = (max(top_rows) + viewer_meld_top) / 2 if top_rows and n <= 4 else None

    # the trick: each card pushed from the middle toward its player (a cross for four)
    trick_rx = table_card * 0.72
    trick_ry = table_card * ASPECT * 0.44
    two = n == 2
    if big or rowed:
        trick_rx = max(table_card * 0.9, min(region.width() * 0.15, table_card * 2.2))
        trick_ry = max(table_card * 0.55, min(region.height() * 0.2, table_card * ASPECT * 0.75))
    seats: list[SeatSpot] = []
    for seat in range(n):
        if seat == viewer:
            dx, dy = 0.0, 1.0
            meld_center = QPointF(w / 2, hand_top - m - cap_h - meld_card * ASPECT / 2)
            meld_width = min(w * 0.6, hand_right - hand_left)
            empty = QPointF(w / 2, hand_top - m - cap_h)
            if beside is not None:
                meld_center, meld_width = beside
                empty = QPointF(meld_center.x(), h - m - cap_h)
            spot = SeatSpot(
                seat=seat,
                fan_center=QPointF((hand_left + hand_right) / 2, hand_y),
                plate=viewer_plate,
                box=QRectF(hand_left, hand_top, hand_right - hand_left, h - hand_top),
                meld_center=meld_center,
                meld_max_width=meld_width,
                trick_pos=center + (QPointF(-table_card * 0.42, table_card * 0.12) if two
                                    else QPointF(0, trick_ry)),
                trick_rotation=_tilt(seat),
                empty_caption=empty,
            )
            seats.append(spot)
            continue
        box = boxes[seat]
        fan_center = QPointF(box.center().x(), box.top() + back_h / 2)
        seat_plate_w = min(plate_w, box.width()) if rowed else plate_w
        plate = QRectF(box.center().x() - seat_plate_w / 2, box.bottom() - plate_h,
                       seat_plate_w, plate_h)
        vx, vy = box.center().x() - center.x(), box.center().y() - center.y()
        length = math.hypot(vx, vy) or 1.0
        dx, dy = vx / length, vy / length
        inner = box.right() + m if dx < 0 else box.left() - m
        room = abs(center.x() - inner) - table_card * 0.9
        if not rowed and abs(dx) > abs(dy) * 1.3 and room >= meld_card * 2.2:
            # a seat on the side: its meld lies toward the middle, level with it (but
            # above the viewer's meld row and its caption)
            mx = inner + (room / 2 if dx < 0 else -room / 2)
            my = min(box.center().y(), viewer_meld_top - m - cap_h - meld_h / 2)
            if side_row_y is not None:
                my = side_row_y - cap_h / 2
            meld_center = QPointF(mx, my)
            meld_max = room
            empty = QPointF(inner, plate.center().y() - cap_h / 2)
            align = "left" if dx < 0 else "right"
        else:
            meld_center = QPointF(box.center().x(), box.bottom() + m * 1.5 + meld_h / 2)
            meld_max = max(meld_card * 2, min(w * 0.42, w / max(2, n - 2)))
            if big:  # seats close together: a row (and its caption) as wide as the seat
                meld_max = max(meld_card * 2, box_w * 1.1)
            if rowed:  # a row as wide as the seat's slot
                meld_max = max(meld_card * 2, row_slot[seat] - m)
            empty = QPointF(box.center().x(), box.bottom() + m * 0.5)
            align = "center"
        seats.append(
            SeatSpot(
                seat=seat,
                fan_center=fan_center,
                plate=plate,
                box=box,
                meld_center=meld_center,
                meld_max_width=meld_max,
                trick_pos=center + (QPointF(table_card * 0.42, -table_card * 0.12) if two
                                    else QPointF(dx * trick_rx, dy * trick_ry)),
                trick_rotation=_tilt(seat),
                empty_caption=empty,
                empty_align=align,
            )
        )
    panel_w = min(w * 0.56, 560.0 * scale)
    stock_center = QPointF(center.x() - table_card * 2.9, center.y())
    up_card_center = QPointF(stock_center.x() + table_card * 0.62, center.y())
    return TableLayout(
        width=w,
        height=h,
        margin=m,
        hand_card=hand_card,
        table_card=table_card,
        back_card=back_card,
        meld_card=meld_card,
        center=center,
        info=info,
        hand_left=hand_left,
        hand_right=hand_right,
        hand_y=hand_y,
        seats=tuple(seats),
        panel_center=QPointF(center.x(), center.y()),
        panel_max_width=panel_w,
        stock_center=stock_center,
        up_card_center=up_card_center,
        info_unit=unit,
        caption_unit=caption_unit(meld_card),
        scale=scale,
        fit=fit,
    )


def _row_boxes(n: int, viewer: int, region: QRectF, box_w: float, box_h: float, m: float,
               below: float, least: float) -> tuple[dict[int, QRectF], dict[int, float], float]:
    """The others' boxes in a row along the top of ``region`` in the order of play
    (narrower, down to ``least``, to stay in one row; two rows when one is too
    narrow even so: the first and last seats below, the middle ones above), each
    slot's width, and the bottom of the rows with their meld rows (``below`` under
    each box)."""
    seats = [(viewer + i) % n for i in range(1, n)]
    if region.width() / len(seats) >= min(box_w, least) + m or len(seats) < 4:
        rows = [seats]
    else:
        top = (len(seats) + 1) // 2
        low = len(seats) - top
        rows = [seats[low // 2: low // 2 + top], seats[: low // 2] + seats[low // 2 + top:]]
    boxes: dict[int, QRectF] = {}
    slots: dict[int, float] = {}
    y = region.top()
    for line in rows:
        slot = region.width() / len(line)
        width = min(box_w, slot - m)
        for i, seat in enumerate(line):
            x = region.left() + slot * (i + 0.5)
            boxes[seat] = QRectF(x - width / 2, y, width, box_h)
            slots[seat] = slot
        y += box_h + below
    return boxes, slots, y


def _tilt(seat: int) -> float:
    """A small fixed tilt per seat so a trick looks dropped by hand."""
    return float((seat * 7) % 9 - 4)


def arc(count: int, center: QPointF, card_width: float, max_width: float, overlap: float,
        tilt: float, drop: float) -> list[tuple[QPointF, float]]:
    """Positions and tilts of ``count`` cards fanned on a gentle arc about ``center``:
    ``overlap`` card widths apart (closer if wider than ``max_width``), the outer cards
    tilted ``tilt`` degrees and ``drop`` card widths lower."""
    if count <= 0:
        return []
    room = max_width - card_width
    step = min(card_width * overlap, room / max(1, count - 1)) if count > 1 else 0.0
    total = step * (count - 1)
    x0 = center.x() - total / 2
    out: list[tuple[QPointF, float]] = []
    mid = (count - 1) / 2
    for i in range(count):
        t = (i - mid) / max(1.0, mid) if count > 1 else 0.0
        out.append((QPointF(x0 + i * step, center.y() + (t * t) * card_width * drop),
                    t * tilt))
    return out


def hand_fan(count: int, layout: TableLayout) -> list[tuple[QPointF, float]]:
    """Positions and tilts of the viewer's cards: a gentle arc along the bottom."""
    return arc(count, QPointF((layout.hand_left + layout.hand_right) / 2, layout.hand_y),
               layout.hand_card, layout.hand_right - layout.hand_left, 0.62,
               min(6.0, 0.5 * count), 0.08)


def back_fan(count: int, spot: SeatSpot, card_width: float) -> list[tuple[QPointF, float]]:
    """A compact fan of backs for another seat, centred on its fan centre."""
    return arc(count, spot.fan_center, card_width, spot.box.width() * 0.98, 0.16, 7.0, 0.06)


def row(count: int, center: QPointF, card_width: float, max_width: float,
        overlap: float = 0.42, least: float = 0.16) -> list[QPointF]:
    """Cards side by side (overlapping so each index shows), centred, within ``max_width``
    (never closer than ``least`` card widths)."""
    if count <= 0:
        return []
    step = card_width * overlap
    if count > 1 and card_width + step * (count - 1) > max_width:
        step = max(card_width * least, (max_width - card_width) / (count - 1))
    total = step * (count - 1)
    return [QPointF(center.x() - total / 2 + i * step, center.y()) for i in range(count)]


def place_panel(size: tuple[float, float], preferred: QPointF, bounds: QRectF,
                obstacles: list[QRectF]) -> QPointF:
    """Top-left corner for a panel of ``size`` near ``preferred`` covering as little as possible.

    Tries positions in widening steps around the preferred centre inside
    ``bounds``; the one overlapping the obstacles least wins, ties going to the
    nearest. So the bidding panel slides below the widow, the declare prompt
    between meld rows.
    """
    w, h = size
    best: tuple[float, float, QPointF] | None = None
    step = 12.0
    xs = [0.0, -0.2, 0.2, -0.35, 0.35]
    for fx in xs:
        cx = preferred.x() + fx * bounds.width()
        left = max(bounds.left(), min(bounds.right() - w, cx - w / 2))
        for k in range(0, 80):
            dy = (k + 1) // 2 * step * (1 if k % 2 else -1)
            top = preferred.y() - h / 2 + dy
            if top < bounds.top() or top + h > bounds.bottom():
                continue
            rect = QRectF(left, top, w, h)
            cover = 0.0
            for ob in obstacles:
                part = rect.intersected(ob)
                if not part.isEmpty():
                    cover += part.width() * part.height()
            distance = abs(dy) + abs(left + w / 2 - preferred.x())
            key = (cover, distance)
            if best is None or key < best[:2]:
                best = (cover, distance, QPointF(left, top))
    if best is None:
        return QPointF(max(bounds.left(), preferred.x() - w / 2), bounds.top())
    return best[2]


def free_spot(size: tuple[float, float], preferred: QPointF, bounds: QRectF,
              obstacles: list[QRectF], gap: float = 4.0) -> QPointF | None:
    """Top-left corner for a panel of ``size`` inside ``bounds`` that covers none of
    ``obstacles`` (kept ``gap`` away from them), as near ``preferred`` (the panel's
    centre) as can be; ``None`` when there is no such place.

    The candidates are the preferred place, the edges of the bounds and the places
    just beside each obstacle, so any free place found is tight against something.
    """
    w, h = size
    if w > bounds.width() or h > bounds.height():
        return None
    boxes = [(r.left() - gap, r.top() - gap, r.right() + gap, r.bottom() + gap)
             for r in obstacles if not r.isEmpty()]
    lo_x, hi_x = bounds.left(), bounds.right() - w
    lo_y, hi_y = bounds.top(), bounds.bottom() - h
    px, py = preferred.x() - w / 2, preferred.y() - h / 2
    xs = {_clamp(px, lo_x, hi_x), lo_x, hi_x}
    ys = {_clamp(py, lo_y, hi_y), lo_y, hi_y}
    for left, top, right, bottom in boxes:
        xs.update((right, left - w))
        ys.update((bottom, top - h))
    xs = {x for x in xs if lo_x - 0.01 <= x <= hi_x + 0.01}
    ys = {y for y in ys if lo_y - 0.01 <= y <= hi_y + 0.01}
    candidates = sorted(((x - px) ** 2 + (y - py) ** 2, x, y) for x in xs for y in ys)
    for _, x, y in candidates:
        x2, y2 = x + w, y + h
        if all(x >= right or x2 <= left or y >= bottom or y2 <= top
               for left, top, right, bottom in boxes):
            return QPointF(x, y)
    return None


def crossings(items: list[tuple[str, QRectF]], slack: float = 1.0) -> list[tuple[str, str]]:
    """The pairs of named rectangles that overlap by more than ``slack`` both ways.

    Names are ``"<kind> <owner>"``; a seat's fan of cards and its own plate
    (``"fan 2"``, ``"plate 2"``) may overlap: the plate lies over the fan's foot.
    """
    out: list[tuple[str, str]] = []
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            ka, _, oa = a.partition(" ")
            kb, _, ob = b.partition(" ")
            if {ka, kb} == {"fan", "plate"} and oa == ob:
                continue
            part = ra.intersected(rb)
            if part.width() > slack and part.height() > slack:
                out.append((a, b))
    return out
