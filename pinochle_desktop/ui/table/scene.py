"""The card table: a ``QGraphicsScene`` with hands, the trick, meld rows, widow and stock.
Left whole at a little over 500 lines on purpose: it is one class,
:class:`TableScene`, whose parts (setting up the seats, animating the
controller's events, :meth:`TableScene.sync`, placing the cards) all read and
change the same zones; split into mixins, one object's state would be spread
over several files. What is not about this table's zones already lives
elsewhere: clicks, drags and keys in :mod:`.input`, piles and card moves in
:mod:`.piles`, where seats sit in :mod:`.layout`, the records it is shown in
:mod:`.records`.

The scene is a reusable card-table layer (KPat's ``KCardScene``): it knows
*zones* (each seat's hand, the trick, meld rows, the widow, the stock) and
keeps one :class:`CardItem` per card shown. It is told what happened (a card
was played, a trick was won) and animates it, then :meth:`TableScene.sync`
reconciles every zone with the viewer's observation so the picture can never
drift from the game. It emits intent only: ``card_activated`` when the viewer
clicks or presses Enter on a card (``card_dropped`` when it drags one to the
table); the controller decides.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from ...engine import Observation, sort_hand
from ...engine.cards import Suit
from .card_art import ASPECT, BACK, CardRenderer
from .card_item import CardItem
from .input import LIFT_MS, MOVE_MS, PlayableTable
from .items import InfoPanel, MeldLabel, NamePlate, PileLabel
from .layout import FITS, PLATE_LEAST, TableLayout, row, table_layout
from .piles import CardPile, Spread, show_plate
from .records import PlateText, TableDetails

#: base animation durations in ms (multiplied by the speed factor)
DEAL_STAGGER_MS = 28
DEAL_TOTAL_MS = 1000
SWEEP_PAUSE_MS = 900

_Z_STOCK, _Z_MELD, _Z_HAND, _Z_WIDOW, _Z_SWEEP, _Z_TRICK = 60, 80, 100, 200, 290, 300
#: the last trick shown again (L), over everything but the viewer's raised cards
_Z_LAST = 400
#: how long the last trick stays when shown again (ms; a click or a card played ends it)
LAST_TRICK_MS = 4000


class TableScene(PlayableTable):
    """Draws a game from one seat's point of view and animates what happens."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        self.viewer = 0
        self.num_players = 0
        self.classic = False
        self.layout = table_layout(1200, 800, 2)
        #: how much the table is shrunk to leave the panel room (1: not at all), and
        #: how the others are seated ("round" the table, or in a "row" along the top)
        self.fit = 1.0
        self.arrangement = "round"
        #: each seat's hand (the viewer's an arc fan, the others' fans of backs), meld
        #: row, the widow in the middle and the classic stock
        self.hand_piles: dict[int, CardPile] = {}
        self.meld_piles: dict[int, CardPile] = {}
        self.widow_pile = CardPile("widow", Spread.ROW, _Z_WIDOW, overlap=1.08)
        self.stock_pile = CardPile("stock", Spread.STACK, _Z_STOCK, offset=QPointF(-1.5, -1.5))
        #: the trick in play order (each card at its player's spot)
        self.trick: list[tuple[int, CardItem]] = []
        self.up_card: CardItem | None = None
        self.sweeping: list[CardItem] = []
        self.plates: list[NamePlate] = []
        self.meld_labels: dict[int, MeldLabel] = {}
        self.info = InfoPanel()
        self.addItem(self.info)
        self.stock_label = PileLabel()
        self.addItem(self.stock_label)
        self._sweep_timer = QTimer(self)
        self._sweep_timer.setSingleShot(True)
        self._sweep_timer.timeout.connect(self._sweep_now)
        self._sweep_to: int | None = None
        self._dealer = 0
        self._deal_pending = False
        self._obs: Observation | None = None
        self._max_hand = 12
        self._num_sides = 2
        #: the narrowest a name plate may be: its longest name shown whole
        self._plate_least = PLATE_LEAST
        #: the last trick shown again: its cards, the shade behind them and the caption
        self.last_trick_items: list[CardItem] = []
        self.last_trick_caption = PileLabel()
        self.last_trick_caption.setZValue(_Z_LAST + 20)
        self.addItem(self.last_trick_caption)
        self._last_shade = QGraphicsRectItem()
        self._last_shade.setZValue(_Z_LAST)
        self._last_shade.setBrush(QColor(8, 24, 14, 200))
        self._last_shade.setPen(QPen(QColor(255, 255, 255, 70)))
        self._last_shade.hide()
        self.addItem(self._last_shade)
        self._last_timer = QTimer(self)
        self._last_timer.setSingleShot(True)
        self._last_timer.timeout.connect(self.hide_last_trick)

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

    def _new_piles(self) -> None:
        self.hand_piles = {}
        self.meld_piles = {}
        for seat in range(self.num_players):
            hand = CardPile(f"hand {seat}", Spread.ARC, _Z_HAND)
            if seat == self.viewer:
                hand.overlap, hand.tilt, hand.tilt_per_card, hand.drop = 0.62, 6.0, 0.5, 0.08
            else:
                hand.overlap, hand.tilt, hand.drop = 0.16, 7.0, 0.06
            self.hand_piles[seat] = hand
            self.meld_piles[seat] = CardPile(f"meld {seat}", Spread.ROW, _Z_MELD)
        self.widow_pile.cards = []
        self.stock_pile.cards = []
        self._place_piles()

    def _pile_places(self, lay: TableLayout) -> list[tuple[CardPile, QPointF, float, float]]:
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
        for pile, center, width, extent in self._pile_places(self.layout):
            pile.set_geometry(center, width, extent)

    # -- setup ---------------------------------------------------------------
    def set_seats(self, names: list[str], levels: list[str], sides: list[int], viewer: int,
                  classic: bool, max_hand: int) -> None:
        """A new game: one name plate per seat; everything else is cleared."""
        self.clear_cards()
        for plate in self.plates:
            self.removeItem(plate)
        for label in self.meld_labels.values():
            self.removeItem(label)
        self.num_players = len(names)
        self.viewer = viewer
        self.classic = classic
        self._max_hand = max_hand
        self._num_sides = len(set(sides))
        self._plate_least = NamePlate.width_for(list(names))
        self.plates = []
        self.meld_labels = {}
        for seat, name in enumerate(names):
            plate = NamePlate(name, levels[seat], sides[seat])
            plate.setToolTip(QCoreApplication.translate(
                "TableScene", "{0}: click to see the last trick again (L)").format(name))
            self.addItem(plate)
            self.plates.append(plate)
            label = MeldLabel()
            self.addItem(label)
            self.meld_labels[seat] = label
        self._relayout_geometry()
        self._new_piles()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self._relayout_geometry()
        self.place_all(animate=False)

    def layout_for(self, fit: float, arrangement: str | None = None) -> TableLayout:
        """The layout of this table at its size, shrunk by ``fit``, the others seated
        by ``arrangement`` (the current one by default); nothing moves."""
        rect = self.sceneRect()
        others = max(1, self._max_hand)
        return table_layout(rect.width() or 1200, rect.height() or 800,
                            max(2, self.num_players), self.viewer, self._max_hand,
                            others, self._num_sides, fit, self._plate_least,
                            arrangement or self.arrangement)

    def set_fit(self, fit: float, arrangement: str = "round") -> None:
        """Shrink the table by ``fit`` (see :data:`.layout.FITS`), seat the others by
        ``arrangement`` and move everything."""
        if abs(fit - self.fit) < 1e-6 and arrangement == self.arrangement:
            return
        self.fit = fit
        self.arrangement = arrangement
        self._relayout_geometry()
        self.place_all(animate=True)

    def _relayout_geometry(self) -> None:
        self.layout = self.layout_for(self.fit)
        lay = self.layout
        self.info.set_rect(lay.info, lay.info_unit)
        for seat, plate in enumerate(self.plates):
            plate.set_rect(lay.spot(seat).plate)
        self.stock_label.set_unit(_stock_unit(lay))
        self._place_piles()

    def set_renderer_styles(self, face: str, back: str) -> None:
        self.set_card_styles(face, back)
        for item in self.all_cards():
            item.update()

    def set_speed(self, factor: float) -> None:
        super().set_speed(factor)
        for item in self.all_cards():
            item.set_lift_duration(self._ms(LIFT_MS))

    # -- items -------------------------------------------------------------------
    def all_cards(self) -> list[CardItem]:
        items: list[CardItem] = []
        for hand in self.hands.values():
            items.extend(hand)
        items.extend(item for _, item in self.trick)
        for meld in self.melds.values():
            items.extend(meld)
        items.extend(self.widow)
        items.extend(self.stock)
        if self.up_card is not None:
            items.append(self.up_card)
        items.extend(self.sweeping)
        items.extend(self.flying)
        return items

    # -- the last trick, shown again ------------------------------------------------------
    def show_last_trick(self, cards: list[tuple[int, str]], caption: str) -> None:
        """Show a finished trick again where its cards were played, on a shade with a
        caption, until a click, a card played or a few seconds (``LAST_TRICK_MS``)."""
        self.hide_last_trick()
        lay = self.layout
        if not cards or not lay.seats:
            return
        for i, (seat, code) in enumerate(cards):
            spot = lay.spot(seat)
            item = self.new_card(code, True, lay.table_card, spot.trick_pos)
            item.setRotation(spot.trick_rotation)
            item.setZValue(_Z_LAST + 1 + i)
            self.last_trick_items.append(item)
        area = QRectF()
        for item in self.last_trick_items:
            area = area.united(item.mapRectToScene(item.face_rect()))
        unit = max(10.0, lay.table_card * 0.16)
        self.last_trick_caption.set_unit(unit)
        self.last_trick_caption.set_text(caption)
        area = area.adjusted(-unit, -unit, unit, unit * 2.6)
        self._last_shade.setRect(area)
        self._last_shade.show()
        self.last_trick_caption.setPos(QPointF(area.center().x(), area.bottom() - unit * 1.3))
        self.last_trick_caption.show()
        self._last_timer.start(max(1, int(LAST_TRICK_MS)))

    def hide_last_trick(self) -> None:
        self._last_timer.stop()
        for item in self.last_trick_items:
            self.drop_card(item)
        self.last_trick_items = []
        self._last_shade.hide()
        self.last_trick_caption.set_text("")
        self.last_trick_caption.hide()

    @property
    def last_trick_shown(self) -> list[str]:
        """The cards of the last trick on show again (empty when it is not)."""
        return [item.code for item in self.last_trick_items]

    def clear_cards(self) -> None:
        self.hide_last_trick()
        self._sweep_timer.stop()
        for item in self.all_cards():
            self.drop_card(item)
        for pile in [*self.hand_piles.values(), *self.meld_piles.values(), self.widow_pile,
                     self.stock_pile]:
            pile.cards = []
        self.trick = []
        self.up_card = None
        self.sweeping = []
        self.flying = []
        self._selected = []
        self._focus_item = None
        self._focus_index = 0

    # -- events from the controller ----------------------------------------------
    def on_dealt(self, dealer: int) -> None:
        """A fresh deal: clear the table; the next sync deals the cards out from the dealer."""
        self.clear_cards()
        self._dealer = dealer
        self._deal_pending = True

    def on_card_played(self, seat: int, code: str, from_table: bool) -> None:
        self.hide_last_trick()
        if self.sweeping:
            self._sweep_now()
        item = self._take_from_seat(seat, code, from_table)
        item.set_face(code, True)
        item.set_interactive(False)
        item.set_state(legal=False, selected=False, focused=False, dimmed=False, fresh=False)
        item.set_width(self.layout.table_card)
        self.trick.append((seat, item))
        spot = self.layout.spot(seat)
        item.move_to(spot.trick_pos, spot.trick_rotation, self._ms(MOVE_MS),
                     z=_Z_TRICK + len(self.trick))

    def _take_from_seat(self, seat: int, code: str, from_table: bool) -> CardItem:
        """The item that represents ``code`` leaving ``seat`` (made if none fits)."""
        zones = [self.melds[seat], self.hands[seat]] if from_table else [
            self.hands[seat], self.melds[seat]]
        for zone in zones:
            for item in zone:
                if item.face_up and item.code == code:
                    zone.remove(item)
                    self._unfocus(item)
                    return item
        hand = self.hands[seat]
        if seat != self.viewer and hand:
            item = hand.pop(len(hand) // 2)
            return item
        start = self.layout.spot(seat).fan_center
        return self.new_card(code, True, self.layout.table_card, start)

    def on_trick_won(self, winner: int) -> None:
        """Leave the trick in view a moment, then sweep it to the winner."""
        self.sweeping.extend(item for _, item in self.trick)
        self.trick = []
        self._sweep_to = winner
        if self.speed <= 0:
            self._sweep_now()
        else:
            self._sweep_timer.start(self._ms(SWEEP_PAUSE_MS))

    def _sweep_now(self) -> None:
        self._sweep_timer.stop()
        items, self.sweeping = self.sweeping, []
        if self._sweep_to is None or not items:
            for item in items:
                self.drop_card(item)
            return
        target = self.layout.spot(self._sweep_to).plate.center()
        self.fly_off(items, target, self._ms(MOVE_MS * 1.2), _Z_SWEEP)

    def on_widow_shown(self, bidder: int, codes: list[str]) -> None:
        """Turn the widow up in the middle, then move it into the bidder's hand."""
        items = list(self.widow)
        self.widow_pile.cards = []
        lay = self.layout
        positions = row(len(items), lay.center, lay.table_card, lay.table_card * 4, 1.08)
        for i, item in enumerate(items):
            if i < len(codes):
                item.set_face(codes[i], True)
            if i < len(positions):
                item.move_to(positions[i], 0.0, 0)
        if bidder == self.viewer and codes:
            for item in items:
                item.set_width(lay.hand_card)
                item.set_state(fresh=True)
                self.hands[bidder].append(item)
            return
        pause = self._ms(1600) if codes else 0
        self.fly_off(items, lay.spot(bidder).fan_center, self._ms(MOVE_MS), _Z_WIDOW, pause)

    def on_cards_passed(self, giver: int, receiver: int, codes: list[str]) -> None:
        """Move cards from one seat's hand to another's (faces shown only to the viewer)."""
        if receiver < 0 or receiver >= self.num_players:
            return
        moved: list[CardItem] = []
        count = max(len(codes), 1)
        for i in range(count):
            code = codes[i] if i < len(codes) else BACK
            item = self._take_passed(giver, code)
            if item is None:
                break
            moved.append(item)
        width = self.layout.hand_card if receiver == self.viewer else self.layout.back_card
        for item in moved:
            item.set_interactive(False)
            item.set_state(legal=False, selected=False, focused=False, dimmed=False,
                           fresh=False)
            item.set_width(width)
            if receiver == self.viewer and item.code != BACK:
                item.set_face(item.code, True)
                item.set_state(fresh=True)
            else:
                item.set_face(BACK, False)
            self.hands[receiver].append(item)

    def _take_passed(self, giver: int, code: str) -> CardItem | None:
        hand = self.hands[giver]
        for item in hand:
            if code != BACK and item.face_up and item.code == code:
                hand.remove(item)
                self._unfocus(item)
                return item
        if hand and giver != self.viewer:
            item = hand.pop()
            if code != BACK:
                item.code = code
            return item
        return None

    def on_card_drawn(self, seat: int, code: str) -> None:
        """Classic: a card goes from the stock (or the up card) to a hand."""
        source: CardItem | None = None
        if self.up_card is not None and code and code == self.up_card.code and not self.stock:
            source, self.up_card = self.up_card, None
        elif self.stock:
            source = self.stock.pop()
        elif self.up_card is not None:
            source, self.up_card = self.up_card, None
        if source is None:
            return
        source.setRotation(0)
        if seat == self.viewer and code:
            source.set_face(code, True)
            source.set_width(self.layout.hand_card)
            source.set_state(fresh=True)
        else:
            source.set_face(BACK, False)
            source.set_width(self.layout.back_card)
        self.hands[seat].append(source)

    def fresh_cards(self) -> list[str]:
        """The viewer's cards marked as just received."""
        return [item.code for item in self.hands.get(self.viewer, []) if item.fresh]

    def clear_fresh(self) -> None:
        """The viewer acted: the cards received before are no longer new."""
        for item in self.all_cards():
            if item.fresh:
                item.set_state(fresh=False)

    # -- reconciling with the observation -------------------------------------------
    def sync(self, obs: Observation, view: TableDetails) -> None:
        """Make every zone show exactly what ``obs`` says, animating the differences."""
        self._obs = obs
        lay = self.layout
        dealing = self._deal_pending
        self._deal_pending = False
        spawn = lay.spot(self._dealer).plate.center() if dealing else lay.center
        trump = Suit(obs.trump) if obs.trump is not None else None
        # the viewer's hand, sorted with trump first
        wanted = [c.code for c in sort_hand(obs.hand, trump)]
        self._reconcile(self.hands[self.viewer], wanted, True, lay.hand_card, spawn,
                        hidden_until_placed=dealing and self.speed > 0)
        # other seats: backs
        for seat in range(self.num_players):
            if seat == self.viewer:
                continue
            count = obs.hand_sizes[seat] if seat < len(obs.hand_sizes) else 0
            self._reconcile(self.hands[seat], [BACK] * count, False, lay.back_card,
                            lay.spot(seat).fan_center if not dealing else spawn)
        # the trick in progress
        self._sync_trick(obs)
        # meld rows
        for seat in range(self.num_players):
            entry = view.meld_rows.get(seat)
            codes = entry[0] if entry is not None else []
            at = lay.spot(seat).meld_center
            self._reconcile(self.melds[seat], codes, True, lay.meld_card, at)
            label = self.meld_labels[seat]
            if entry is not None:
                label.set_content(entry[1], entry[2])
            else:
                label.set_content([], "")
        # widow or kitty in the middle
        self._sync_widow(obs, view.show_widow)
        # classic stock and turned-up trump
        self._sync_stock(obs)
        # plates and info
        for seat, plate in enumerate(self.plates):
            show_plate(plate, view.plates[seat])
        self.info.set_values(view.info)
        self.place_all(animate=True, dealing=dealing)
        self._apply_interaction()

    def _reconcile(self, zone: list[CardItem], codes: list[str], face_up: bool, width: float,
                   spawn: QPointF, hidden_until_placed: bool = False) -> None:
        """Reuse items whose face matches, turn or drop the rest, create what is missing.

        ``hidden_until_placed``: new cards travel face down and turn over when they
        arrive (the deal), so nobody sees them in the dealer's hands.
        """
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

    def _sync_trick(self, obs: Observation) -> None:
        wanted = [(seat, card.code) for seat, card in obs.trick]
        current = [(seat, item.code) for seat, item in self.trick]
        if current == wanted:
            return
        for _, item in self.trick:
            self.drop_card(item)
        self.trick = []
        for seat, code in wanted:
            spot = self.layout.spot(seat)
            item = self.new_card(code, True, self.layout.table_card, spot.trick_pos)
            self.trick.append((seat, item))

    def _sync_widow(self, obs: Observation, show: bool) -> None:
        size = obs.rules.widow_size
        if not show or not size:
            self.clear_pile(self.widow_pile)
            return
        faces = [c.code for c in obs.widow] if obs.widow else [BACK] * size
        self._reconcile(self.widow, faces, True, self.layout.table_card, self.layout.center)

    def _sync_stock(self, obs: Observation) -> None:
        if not self.classic:
            self.stock_label.set_text("")
            return
        piles = min(obs.stock_size, 4) if obs.stock_size else 0
        self._reconcile(self.stock, [BACK] * piles, False, self.layout.table_card,
                        self.layout.stock_center)
        if obs.up_card is not None:
            if self.up_card is None:
                self.up_card = self.new_card(obs.up_card.code, True, self.layout.table_card,
                                              self.layout.up_card_center)
            else:
                self.up_card.set_face(obs.up_card.code, True)
        elif self.up_card is not None:
            self.drop_card(self.up_card)
            self.up_card = None
        self.stock_label.set_text(QCoreApplication.translate("Table", "Stock {cards}").format(
            cards=obs.stock_size) if obs.stock_size else "")

    # -- placing -------------------------------------------------------------------------
    def place_all(self, animate: bool = True, dealing: bool = False) -> None:
        """Move every card where the layout wants it."""
        lay = self.layout
        duration = self._ms(MOVE_MS) if animate else 0
        total = sum(len(hand) for hand in self.hands.values()) or 1
        stagger = self._ms(min(DEAL_STAGGER_MS, DEAL_TOTAL_MS / total)) if dealing and animate \
            else 0
        order = [(self._dealer + 1 + k) % self.num_players for k in range(self.num_players)]
        for seat, hand in self.hand_piles.items():
            pos = order.index(seat)

            def dealt(i: int, pos: int = pos) -> int:
                """Deal order: round the table from the dealer's left, a card at a time."""
                return (i * self.num_players + pos) * stagger

            self.place_pile(hand, duration, dealt if stagger else None)
        for seat, item in self.trick:
            spot = lay.spot(seat)
            item.set_width(lay.table_card)
            item.move_to(spot.trick_pos, spot.trick_rotation, duration,
                         z=_Z_TRICK + self.trick.index((seat, item)))
        for seat, meld in self.meld_piles.items():
            self.place_pile(meld, duration)
            self.meld_labels[seat].set_geometry(*self._caption_place(lay, seat, len(meld)))
        self.place_pile(self.widow_pile, duration)
        self.place_pile(self.stock_pile, duration)
        if self.up_card is not None:
            self.up_card.set_width(lay.table_card)
            self.up_card.move_to(lay.up_card_center, 90.0, duration, z=_Z_STOCK - 1)
        self.stock_label.setPos(_stock_label_center(lay))

    @staticmethod
    def _caption_place(lay: TableLayout, seat: int,
                       cards: int) -> tuple[QPointF, float, float, str]:
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

    def occupied(self, lay: TableLayout | None = None) -> list[QRectF]:
        """What a panel must not cover in ``lay`` (the current layout by default)."""
        return [rect for _, rect in self.occupied_named(lay)]

    def occupied_named(self, lay: TableLayout | None = None) -> list[tuple[str, QRectF]]:
        """Every thing on the table in ``lay`` (the current layout by default), named
        ``"<kind> <seat>"``: the info panel, the plates, every card where it is going
        (the person's raised as high as they rise, one rectangle a pile) and the
        captions. Cards on their way off the table are not counted."""
        lay = lay or self.layout
        out: list[tuple[str, QRectF]] = [("info -", QRectF(lay.info))]
        out += [(f"plate {spot.seat}", QRectF(spot.plate)) for spot in lay.seats]
        names = {id(self.widow_pile): "widow -", id(self.stock_pile): "stock -"}
        for seat, pile in self.hand_piles.items():
            names[id(pile)] = "hand -" if seat == self.viewer else f"fan {seat}"
        for seat, pile in self.meld_piles.items():
            names[id(pile)] = f"meld {seat}"
        for pile, center, width, extent in self._pile_places(lay):
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
        for seat, label in self.meld_labels.items():
            if seat < len(lay.seats):
                count = len(self.meld_piles[seat]) if seat in self.meld_piles else 0
                out.append((f"caption {seat}",
                            label.chip_at(*self._caption_place(lay, seat, count))))
        if self.up_card is not None:
            w, h = lay.table_card, lay.table_card * ASPECT
            c = lay.up_card_center
            out.append(("stock up", QRectF(c.x() - h / 2, c.y() - w / 2, h, w)))
        out.append(("caption stock",
                    self.stock_label.chip_at(_stock_label_center(lay), _stock_unit(lay))))
        area = QRectF()
        for seat, _item in self.trick:
            spot = lay.spot(seat)
            w, h = lay.table_card, lay.table_card * ASPECT
            area = area.united(QRectF(spot.trick_pos.x() - w / 2 - 4,
                                      spot.trick_pos.y() - h / 2 - 4, w + 8, h + 8))
        out.append(("trick -", area))
        return [(name, rect) for name, rect in out if not rect.isEmpty()]

    def obstacles(self) -> list[QRectF]:
        """Scene rectangles a floating panel should not cover (see :meth:`occupied`)."""
        return self.occupied()

    def fit_panel(self, size: tuple[float, float] | None, bounds: QRectF) -> QPointF | None:
        """Lay the table out at the largest fit (:data:`.layout.FITS`) where nothing
        on it covers anything else and, with a panel of ``size``, the panel has a
        place near the middle covering nothing. The place chosen (top left), or
        ``None`` without a panel; the table is laid out at the fit found."""
        from .layout import crossings, free_spot, place_panel

        # round the table first, shrinking; then (three seats or more) in a row
        tries = [(fit, "round") for fit in FITS]
        if self.num_players >= 3:
            tries += [(fit, "row") for fit in FITS]
        fallback: tuple[float, str] | None = None
        for fit, arrangement in tries:
            lay = self.layout_for(fit, arrangement)
            named = self.occupied_named(lay)
            if crossings(named):
                continue
            if fallback is None:
                fallback = (fit, arrangement)
            if size is None:
                self.set_fit(fit, arrangement)
                return None
            spot = free_spot(size, lay.panel_center, bounds, [r for _, r in named],
                             gap=lay.margin * 0.5)
            if spot is not None:
                self.set_fit(fit, arrangement)
                return spot
        self.set_fit(*(fallback or (FITS[-1], "round")))
        if size is None:
            return None
        return place_panel(size, self.layout.panel_center, bounds, self.occupied())

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        lay = self.layout
        self.paint_felt(painter, lay.center, 0.75)
        if not self.classic and self.num_players:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            ring = QColor(255, 255, 255, 18)
            painter.setPen(ring)
            painter.setBrush(QColor(0, 0, 0, 18))
            r = lay.table_card * (1.25 if self.num_players <= 4 else 1.6)
            painter.drawEllipse(lay.center, r * 1.05, r)


def _stock_unit(lay: TableLayout) -> float:
    return max(9.0, lay.table_card * 0.14)


def _stock_label_center(lay: TableLayout) -> QPointF:
    return lay.stock_center + QPointF(0, lay.table_card * (ASPECT / 2 + 0.04)
                                      + _stock_unit(lay) * 0.85)


__all__ = ["PlateText", "TableDetails", "TableScene"]  # the records live in .records
