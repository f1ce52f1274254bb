"""What is on the table, as rectangles: where a floating panel must not go.

:func:`occupied_named` names every thing on a :class:`~.zones.ZonedTable` laid
out by a given layout (the info panel, the plates, every pile where its cards
are going, the captions, the trick), so the scene can try layouts without
moving anything (:meth:`~.scene.TableScene.fit_panel`). :func:`occupancy_key`
is what those rectangles depend on besides the layout, so a search whose
answer cannot have changed is not made again.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF

from .card_art import ASPECT
from .layout import TableLayout
from .zones import ZonedTable, caption_place, stock_label_center, stock_unit


def occupied_named(table: ZonedTable, lay: TableLayout) -> list[tuple[str, QRectF]]:
    """Every thing on ``table`` laid out by ``lay``, named ``"<kind> <seat>"``: the
    info panel, the plates, every card where it is going (the person's raised as
    high as they rise, one rectangle a pile) and the captions. Cards on their way off
    the table are not counted."""
    out: list[tuple[str, QRectF]] = [("info -", QRectF(lay.info))]
    out += [(f"plate {spot.seat}", QRectF(spot.plate)) for spot in lay.seats]
    names = {id(table.widow_pile): "widow -", id(table.stock_pile): "stock -"}
    for seat, pile in table.hand_piles.items():
        names[id(pile)] = "hand -" if seat == table.viewer else f"fan {seat}"
    for seat, pile in table.meld_piles.items():
        names[id(pile)] = f"meld {seat}"
    for pile, center, width, extent in table.pile_places(lay):
        spots = pile.spots_at(center, width, extent)
        if not spots:
            continue
        h = width * ASPECT
        pad = width * 0.08 if pile.spread.value == "arc" else 0.0
        area = QRectF()
        for point, _tilt in spots:
            area = area.united(QRectF(point.x() - width / 2 - pad, point.y() - h / 2 - pad,
                                      width + 2 * pad, h + 2 * pad))
        if names[id(pile)] == "hand -":
            area.setTop(area.top() - 0.26 * h)
        out.append((names[id(pile)], area))
    for seat, label in table.meld_labels.items():
        if seat < len(lay.seats):
            count = len(table.meld_piles[seat]) if seat in table.meld_piles else 0
            out.append((f"caption {seat}", label.chip_at(*caption_place(lay, seat, count))))
    if table.up_card is not None:
        w, h = lay.table_card, lay.table_card * ASPECT
        c = lay.up_card_center
        out.append(("stock up", QRectF(c.x() - h / 2, c.y() - w / 2, h, w)))
    out.append(("caption stock",
                table.stock_label.chip_at(stock_label_center(lay), stock_unit(lay))))
    area = QRectF()
    for seat, _item in table.trick:
        spot = lay.spot(seat)
        w, h = lay.table_card, lay.table_card * ASPECT
        area = area.united(QRectF(spot.trick_pos.x() - w / 2 - 4,
                                  spot.trick_pos.y() - h / 2 - 4, w + 8, h + 8))
    out.append(("trick -", area))
    return [(name, rect) for name, rect in out if not rect.isEmpty()]


def occupancy_key(table: ZonedTable) -> Hashable:
    """Everything :func:`occupied_named` reads from ``table`` besides the layout: the
    number of cards in each pile, the captions' words, the up card, the trick's seats."""
    return (
        tuple(len(pile) for pile in table.piles()),
        tuple((seat, tuple(label.lines), label.total)
              for seat, label in table.meld_labels.items()),
        table.up_card is not None,
        table.stock_label.text,
        tuple(seat for seat, _item in table.trick),
    )


__all__ = ["occupancy_key", "occupied_named"]
