"""The table's zones and keeping them equal to the game, each change drawn once.

:class:`ZonedTable` is the part of :class:`~.scene.TableScene` that holds the
*zones*: each seat's hand and meld row (with its caption), the trick, the
widow in the middle, the classic stock with its turned-up card and caption.
The scene's event handlers move cards between zones as things happen (a card
played, a trick won) and say which piles they changed (:meth:`mark_moved`);
:meth:`ZonedTable.sync_zones` then compares every zone with the viewer's
observation and reconciles only the zones that differ (a meld row laid, cards
buried: changes no event moved), and moves only the piles that changed. The
whole table is rebuilt and placed only when asked (:meth:`rebuild_next`: a new
game, a resize, a fresh deal), so an ordinary card play moves one card and
closes one hand instead of re-placing every card on the table.

A deal that is animated is laid out a seat at a time: the viewer's hand and
the rest at once, each other seat's fan of backs a frame later (its cards
would only start moving then anyway), so no frame makes four dozen cards.
Anything that touches the hands first finishes the deal (:meth:`finish_deal`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QTimer

from ...engine import Observation, sort_hand
from ...engine.cards import Suit
from .card_art import ASPECT, BACK, CardRenderer
from .card_item import CardItem
from .input import MOVE_MS, PlayableTable
from .items import MeldLabel, PileLabel
from .layout import TableLayout, table_layout
from .piles import CardPile, Spread
from .records import TableDetails

#: base animation durations in ms (multiplied by the speed factor)
DEAL_STAGGER_MS = 28
DEAL_TOTAL_MS = 1000
#: an animated deal lays out another seat's cards every this many ms (a frame)
DEAL_STEP_MS = 16

#: the z of each kind of thing on the table (cards of a pile count up from it)
Z_STOCK, Z_MELD, Z_HAND, Z_WIDOW, Z_SWEEP, Z_TRICK = 60, 80, 100, 200, 290, 300


class ZonedTable(PlayableTable):
    """A playable card table with a game's zones, kept equal to the viewer's observation."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        self.viewer = 0
        self.num_players = 0
        self.classic = False
        self.layout = table_layout(1200, 800, 2)
        #: each seat's hand (the viewer's an arc fan, the others' fans of backs), meld
        #: row, the widow in the middle and the classic stock
        self.hand_piles: dict[int, CardPile] = {}
        self.meld_piles: dict[int, CardPile] = {}
        self.widow_pile = CardPile("widow", Spread.ROW, Z_WIDOW, overlap=1.08)
        self.stock_pile = CardPile("stock", Spread.STACK, Z_STOCK, offset=QPointF(-1.5, -1.5))
        #: the trick in play order (each card at its player's spot)
        self.trick: list[tuple[int, CardItem]] = []
        self.up_card: CardItem | None = None
        #: a trick won, on its way to the winner
        self.sweeping: list[CardItem] = []
        #: each seat's meld caption (under its row), and the stock's count
        self.meld_labels: dict[int, MeldLabel] = {}
        self.stock_label = PileLabel()
        self.addItem(self.stock_label)
        self._dealer = 0
        #: the next sync reconciles and places every zone (a new game, a resize, a deal)
        self._rebuild = True
        #: piles whose cards an event moved since they were last placed (by id)
        self._moved: dict[int, CardPile] = {}
        #: an animated deal's seats still to lay out: (pile, its cards), and when the
        #: deal began with the time between two cards dealt
        self._deal_later: list[tuple[CardPile, list[str]]] = []
        self._deal_clock = QElapsedTimer()
        self._deal_stagger = 0
        self._deal_timer = QTimer(self)
        self._deal_timer.setInterval(DEAL_STEP_MS)
        self._deal_timer.timeout.connect(self._deal_next_seat)

    @property
    def hands(self) -> dict[int, list[CardItem]]:
        """Each seat's cards in hand, left to right."""
        return {seat: pile.cards for seat, pile in self.hand_piles.items()}

    @property
    def melds(self) -> dict[int, list[CardItem]]:
        """Each seat's meld row (classic: the cards it has on the table)."""
        return {seat: pile.cards for seat, pile in self.meld_piles.items()}

    @property
    def widow(self) -> list[CardItem]:
        return self.widow_pile.cards

    @property
    def stock(self) -> list[CardItem]:
        return self.stock_pile.cards

    def piles(self) -> list[CardPile]:
        """Every pile: the hands, the meld rows, the widow and the stock."""
        return [*self.hand_piles.values(), *self.meld_piles.values(), self.widow_pile,
                self.stock_pile]

    def _new_piles(self) -> None:
        self.hand_piles = {}
        self.meld_piles = {}
        for seat in range(self.num_players):
            hand = CardPile(f"hand {seat}", Spread.ARC, Z_HAND)
            if seat == self.viewer:
                hand.overlap, hand.tilt, hand.tilt_per_card, hand.drop = 0.62, 6.0, 0.5, 0.08
            else:
                hand.overlap, hand.tilt, hand.drop = 0.16, 7.0, 0.06
            self.hand_piles[seat] = hand
            self.meld_piles[seat] = CardPile(f"meld {seat}", Spread.ROW, Z_MELD)
        self.widow_pile.cards = []
        self.stock_pile.cards = []
        self._moved = {}
        self._place_piles()

    def pile_places(self, lay: TableLayout) -> list[tuple[CardPile, QPointF, float, float]]:
        """Each pile's centre, card width and widest spread in ``lay``."""
        out: list[tuple[CardPile, QPointF, float, float]] = []
        if not lay.seats:
            return out
        for seat, hand in self.hand_piles.items():
            if seat >= len(lay.seats):
                continue
            if seat == self.viewer:
                out.append((hand, QPointF((lay.hand_left + lay.hand_right) / 2, lay.hand_y),
                            lay.hand_card, lay.hand_right - lay.hand_left))
            else:
                spot = lay.spot(seat)
                out.append((hand, spot.fan_center, lay.back_card, spot.box.width() * 0.98))
        for seat, meld in self.meld_piles.items():
            if seat < len(lay.seats):
                spot = lay.spot(seat)
                out.append((meld, spot.meld_center, lay.meld_card, spot.meld_max_width))
        out.append((self.widow_pile, lay.center, lay.table_card, lay.table_card * 5))
        out.append((self.stock_pile, lay.stock_center, lay.table_card, 1e9))
        return out

    def _place_piles(self) -> None:
        """Give every pile its place from the current layout."""
        for pile, center, width, extent in self.pile_places(self.layout):
            pile.set_geometry(center, width, extent)

    # -- items -------------------------------------------------------------------
    def all_cards(self) -> list[CardItem]:
        items: list[CardItem] = []
        for pile in self.piles():
            items.extend(pile.cards)
        items.extend(item for _, item in self.trick)
        if self.up_card is not None:
            items.append(self.up_card)
        items.extend(self.sweeping)
        items.extend(self.flying)
        return items

    def clear_zones(self) -> None:
        """Take every card off the table; the next sync rebuilds every zone."""
        self._deal_timer.stop()
        self._deal_later = []
        for item in self.all_cards():
            self.drop_card(item)
        for pile in self.piles():
            pile.cards = []
        self.trick = []
        self.up_card = None
        self.sweeping = []
        self.flying = []
        self._selected = []
        self._focus_item = None
        self._focus_index = 0
        self._moved = {}
        self._rebuild = True

    def rebuild_next(self) -> None:
        """The next sync reconciles and places every zone, changed or not."""
        self._rebuild = True

    def mark_moved(self, *piles: CardPile) -> None:
        """An event changed these piles' cards: the next sync moves them into place."""
        for pile in piles:
            self._moved[id(pile)] = pile

    # -- reconciling with the observation -------------------------------------------
    def sync_zones(self, obs: Observation, view: TableDetails, dealing: bool) -> None:
        """Make every zone show exactly what ``obs`` says: reconcile the zones that differ
        from it, then move the piles that changed (every pile when rebuilding)."""
        self.finish_deal()
        lay = self.layout
        rebuild, self._rebuild = self._rebuild or dealing, False
        changed = dict(self._moved)
        self._moved = {}
        spawn = lay.spot(self._dealer).plate.center() if dealing else lay.center
        trump = Suit(obs.trump) if obs.trump is not None else None
        wanted: list[tuple[CardPile, list[str], bool, QPointF]] = []
        # the viewer's hand, sorted with trump first; the other seats' backs
        viewer_hand = [c.code for c in sort_hand(obs.hand, trump)]
        for seat, pile in self.hand_piles.items():
            if seat == self.viewer:
                wanted.append((pile, viewer_hand, True, spawn))
            else:
                count = obs.hand_sizes[seat] if seat < len(obs.hand_sizes) else 0
                wanted.append((pile, [BACK] * count, False,
                               lay.spot(seat).fan_center if not dealing else spawn))
        for seat, pile in self.meld_piles.items():
            entry = view.meld_rows.get(seat)
            wanted.append((pile, entry[0] if entry is not None else [], True,
                           lay.spot(seat).meld_center))
        size = obs.rules.widow_size
        if view.show_widow and size:
            faces = [c.code for c in obs.widow] if obs.widow else [BACK] * size
            wanted.append((self.widow_pile, faces, True, lay.center))
        else:
            wanted.append((self.widow_pile, [], True, lay.center))
        if self.classic:
            piles = min(obs.stock_size, 4) if obs.stock_size else 0
            wanted.append((self.stock_pile, [BACK] * piles, False, lay.stock_center))
        stagger = dealing and self.speed > 0
        self._deal_stagger = self._stagger(sum(len(codes) for pile, codes, _, _ in wanted
                                               if pile in self.hand_piles.values())) \
            if stagger else 0
        if stagger:
            self._deal_clock.start()
        for pile, codes, face_up, at in wanted:
            if stagger and pile in self.hand_piles.values() and \
                    pile is not self.hand_piles.get(self.viewer) and codes:
                self.clear_pile(pile)
                self._deal_later.append((pile, codes))
                continue
            if rebuild or [item.final_code() for item in pile.cards] != codes:
                hidden = dealing and face_up and pile is self.hand_piles.get(self.viewer)
                self._reconcile(pile, codes, face_up, at, hidden and self.speed > 0)
                changed[id(pile)] = pile
        trick_changed = self._sync_trick(obs) or rebuild
        up_changed = self._sync_up_card(obs) or rebuild
        self.stock_label.set_text(QCoreApplication.translate("Table", "Stock {cards}").format(
            cards=obs.stock_size) if self.classic and obs.stock_size else "")
        for seat, label in self.meld_labels.items():
            entry = view.meld_rows.get(seat)
            label.set_content(*((entry[1], entry[2]) if entry is not None else ([], "")))
        if rebuild:
            self.place_all(animate=True, dealing=dealing)
            if self._deal_later:
                self._deal_timer.start()
            return
        duration = self._ms(MOVE_MS)
        for pile in changed.values():
            self.place_pile(pile, duration)
        for seat, meld in self.meld_piles.items():
            if id(meld) in changed:
                self._place_caption(seat)
        if trick_changed:
            self._place_trick(duration)
        if up_changed:
            self._place_up_card(duration)

    def _reconcile(self, pile: CardPile, codes: list[str], face_up: bool, spawn: QPointF,
                   hidden_until_placed: bool = False) -> None:
        """Reuse items whose face matches, turn or drop the rest, create what is missing.

        ``hidden_until_placed``: new cards travel face down and turn over when they
        arrive (the deal), so nobody sees them in the dealer's hands.
        """
        zone = pile.cards
        width = pile.card_width
        pool = list(zone)
        result: list[CardItem | None] = []
        for code in codes:
            match = next((it for it in pool if it.final_code() == code), None)
            if match is not None:
                pool.remove(match)
            result.append(match)
        for i, code in enumerate(codes):
            if result[i] is not None:
                continue
            if pool:
                item = pool.pop(0)
                item.set_face(code, face_up)
            elif hidden_until_placed and face_up:
                item = self.new_card(code, False, width, spawn)
                item.pending = code
            else:
                item = self.new_card(code, face_up, width, spawn)
            result[i] = item
        for item in pool:
            self._unfocus(item)
            self.drop_card(item)
        zone[:] = [it for it in result if it is not None]
        for item in zone:
            item.set_width(width)

    def _sync_trick(self, obs: Observation) -> bool:
        """Rebuild the trick when it is not the one in ``obs`` (True when it was)."""
        wanted = [(seat, card.code) for seat, card in obs.trick]
        current = [(seat, item.code) for seat, item in self.trick]
        if current == wanted:
            return False
        for _, item in self.trick:
            self.drop_card(item)
        self.trick = []
        for seat, code in wanted:
            spot = self.layout.spot(seat)
            item = self.new_card(code, True, self.layout.table_card, spot.trick_pos)
            self.trick.append((seat, item))
        return True

    def _sync_up_card(self, obs: Observation) -> bool:
        """Classic: the turned-up trump under the stock (True when it changed)."""
        if obs.up_card is not None and self.classic:
            if self.up_card is None:
                self.up_card = self.new_card(obs.up_card.code, True, self.layout.table_card,
                                              self.layout.up_card_center)
                return True
            if self.up_card.final_code() != obs.up_card.code:
                self.up_card.set_face(obs.up_card.code, True)
                return True
            return False
        if self.up_card is not None:
            self.drop_card(self.up_card)
            self.up_card = None
            return True
        return False

    # -- dealing a seat at a time -------------------------------------------------------
    def _stagger(self, cards: int) -> int:
        """The time between two cards dealt, for a deal of ``cards`` cards."""
        return self._ms(min(DEAL_STAGGER_MS, DEAL_TOTAL_MS / max(1, cards)))

    def _dealt_after(self, seat: int, stagger: int, elapsed: int = 0) -> Callable[[int], int]:
        """When ``seat``'s card ``i`` sets off: round the table from the dealer's left, a
        card at a time (``elapsed`` ms of the deal gone by already)."""
        order = [(self._dealer + 1 + k) % self.num_players for k in range(self.num_players)]
        pos = order.index(seat) if seat in order else 0

        def dealt(i: int) -> int:
            return max(0, (i * self.num_players + pos) * stagger - elapsed)

        return dealt

    def _deal_next_seat(self) -> None:
        """Lay out the next seat of an animated deal: its cards come from the dealer."""
        if not self._deal_later:
            self._deal_timer.stop()
            return
        pile, codes = self._deal_later.pop(0)
        seat = next((s for s, hand in self.hand_piles.items() if hand is pile), 0)
        spawn = self.layout.spot(self._dealer).plate.center()
        self._reconcile(pile, codes, False, spawn)
        elapsed = int(self._deal_clock.elapsed()) if self._deal_clock.isValid() else 0
        self.place_pile(pile, self._ms(MOVE_MS),
                        self._dealt_after(seat, self._deal_stagger, elapsed))
        if not self._deal_later:
            self._deal_timer.stop()

    def finish_deal(self) -> None:
        """Lay out at once the seats an animated deal has not reached yet."""
        while self._deal_later:
            self._deal_next_seat()

    # -- placing -------------------------------------------------------------------------
    def place_all(self, animate: bool = True, dealing: bool = False) -> None:
        """Move every card where the layout wants it (``dealing``: the cards dealt go
        out one at a time round the table)."""
        if not dealing:
            self.finish_deal()
        duration = self._ms(MOVE_MS) if animate else 0
        total = sum(len(hand) for hand in self.hands.values())
        stagger = (self._deal_stagger or self._stagger(total)) if dealing and animate else 0
        for seat, hand in self.hand_piles.items():
            self.place_pile(hand, duration,
                            self._dealt_after(seat, stagger) if stagger else None)
        self._place_trick(duration)
        for seat, meld in self.meld_piles.items():
            self.place_pile(meld, duration)
            self._place_caption(seat)
        self.place_pile(self.widow_pile, duration)
        self.place_pile(self.stock_pile, duration)
        self._place_up_card(duration)
        self.stock_label.setPos(stock_label_center(self.layout))
        self._moved = {}

    def trick_z(self, index: int) -> float:
        """The z of the trick's card ``index`` (later cards over earlier ones)."""
        return Z_TRICK + 1 + index

    def _place_trick(self, duration: int) -> None:
        lay = self.layout
        for i, (seat, item) in enumerate(self.trick):
            spot = lay.spot(seat)
            item.set_width(lay.table_card)
            item.move_to(spot.trick_pos, spot.trick_rotation, duration, z=self.trick_z(i))

    def _place_up_card(self, duration: int) -> None:
        if self.up_card is not None:
            lay = self.layout
            self.up_card.set_width(lay.table_card)
            self.up_card.move_to(lay.up_card_center, 90.0, duration, z=Z_STOCK - 1)

    def _place_caption(self, seat: int) -> None:
        label = self.meld_labels.get(seat)
        if label is not None:
            count = len(self.meld_piles[seat]) if seat in self.meld_piles else 0
            label.set_geometry(*caption_place(self.layout, seat, count))


def caption_place(lay: TableLayout, seat: int, cards: int) -> tuple[QPointF, float, float, str]:
    """Where a meld row's caption goes: under its cards, or (no cards: "no meld")
    beside the seat's plate rather than alone in the middle of the table."""
    spot = lay.spot(seat)
    width = spot.meld_max_width if len(lay.seats) >= 5 else max(spot.meld_max_width,
                                                                lay.meld_card * 4)
    if not cards:
        return spot.empty_caption, width, lay.caption_unit, spot.empty_align
    top = QPointF(spot.meld_center.x(),
                  spot.meld_center.y() + lay.meld_card * ASPECT / 2 + lay.margin * 0.3)
    return top, width, lay.caption_unit, "center"


def stock_unit(lay: TableLayout) -> float:
    """The stock caption's text unit."""
    return max(9.0, lay.table_card * 0.14)


def stock_label_center(lay: TableLayout) -> QPointF:
    """Where the stock's caption goes: under the stock."""
    return lay.stock_center + QPointF(0, lay.table_card * (ASPECT / 2 + 0.04)
                                      + stock_unit(lay) * 0.85)


__all__ = ["ZonedTable", "caption_place", "stock_label_center", "stock_unit"]
