"""The card table: a ``QGraphicsScene`` with hands, the trick, meld rows, widow and stock.

The scene is a reusable card-table layer (KPat's ``KCardScene``): it knows
*zones* (each seat's hand, the trick, meld rows, the widow, the stock) and
keeps one :class:`CardItem` per card shown. It is told what happened (a card
was played, a trick was won) and animates it, then :meth:`TableScene.sync`
brings the zones level with the viewer's observation, touching only what
differs, so the picture can never drift from the game and each change is
drawn once. It emits intent only: ``card_activated`` when the viewer clicks
or presses Enter on a card (``card_dropped`` when it drags one to the table);
the controller decides.

The layers, each in its own module: piles and card moves (:mod:`.piles`),
the viewer's clicks, drags and keys (:mod:`.input`), the zones and keeping
them equal to the game (:mod:`.zones`), what a panel must not cover
(:mod:`.occupancy`), the last trick shown again (:mod:`.last_trick`), where
seats sit (:mod:`.layout`). This module sets up the seats, animates the
controller's events and fits the table around the floating panel.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Observation
from .card_art import BACK, FACE_CODES, CardRenderer
from .card_item import CardItem
from .input import LIFT_MS, MOVE_MS
from .items import InfoPanel, MeldLabel, NamePlate, PileLabel
from .last_trick import LAST_TRICK_MS, LastTrickShow
from .layout import (
    FITS,
    PLATE_LEAST,
    TableLayout,
    crossings,
    free_spot,
    place_panel,
    row,
    table_layout,
)
from .occupancy import occupancy_key, occupied_named
from .piles import show_plate
from .records import PlateText, TableDetails
from .zones import Z_SWEEP, Z_WIDOW, ZonedTable, stock_unit

#: base animation durations in ms (multiplied by the speed factor)
SWEEP_PAUSE_MS = 900
#: a short question's note wraps when the table need shrink no further than this for
#: the panel (otherwise it keeps to one line)
ROOMY_FIT = 0.8


class TableScene(ZonedTable):
    """Draws a game from one seat's point of view and animates what happens."""

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        #: how much the table is shrunk to leave the panel room (1: not at all), and
        #: how the others are seated ("round" the table, or in a "row" along the top)
        self.fit = 1.0
        self.arrangement = "round"
        self.plates: list[NamePlate] = []
        self.info = InfoPanel()
        self.addItem(self.info)
        self._sweep_timer = QTimer(self)
        self._sweep_timer.setSingleShot(True)
        self._sweep_timer.timeout.connect(self._sweep_now)
        self._sweep_to: int | None = None
        self._deal_pending = False
        self._obs: Observation | None = None
        self._max_hand = 12
        self._num_sides = 2
        #: the narrowest a name plate may be: its longest name shown whole
        self._plate_least = PLATE_LEAST
        #: the last trick shown again: its cards, the shade behind them and the caption
        self._last = LastTrickShow(self)
        #: the last panel fitted: what it depended on, and the place found
        self._fitted: tuple[Hashable, QPointF | None] | None = None

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
        self.rebuild_next()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self._relayout_geometry()
        self.place_all(animate=False)
        self.rebuild_next()

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
        self.stock_label.set_unit(stock_unit(lay))
        self._place_piles()
        self._fitted = None
        self.prepare_cards()

    def prepare_cards(self) -> None:
        """Have every face and back drawn ahead at the sizes this layout shows them (the
        backs first: a deal shows them at once), for the screen the table is on."""
        lay = self.layout
        dpr = max((view.devicePixelRatioF() for view in self.views()), default=1.0)
        backs = [BACK]
        self.renderer.prepare([(backs, lay.back_card), (backs, lay.hand_card),
                               (backs, lay.table_card), (FACE_CODES, lay.hand_card),
                               (FACE_CODES, lay.table_card), (FACE_CODES, lay.meld_card)], dpr)

    def set_renderer_styles(self, face: str, back: str) -> None:
        self.set_card_styles(face, back)
        for item in self.all_cards():
            item.update()
        self.prepare_cards()

    def set_speed(self, factor: float) -> None:
        super().set_speed(factor)
        for item in self.all_cards():
            item.set_lift_duration(self._ms(LIFT_MS))

    # -- the last trick, shown again ------------------------------------------------------
    def show_last_trick(self, cards: list[tuple[int, str]], caption: str) -> None:
        """Show a finished trick again where its cards were played, on a shade with a
        caption, until a click, a card played or a few seconds (``LAST_TRICK_MS``)."""
        self._last.show(self.layout, cards, caption)

    def hide_last_trick(self) -> None:
        self._last.hide()

    @property
    def last_trick_items(self) -> list[CardItem]:
        return self._last.items

    @property
    def last_trick_caption(self) -> PileLabel:
        """The caption under the last trick shown again."""
        return self._last.caption

    @property
    def last_trick_shown(self) -> list[str]:
        """The cards of the last trick on show again (empty when it is not)."""
        return [item.code for item in self._last.items]

    def clear_cards(self) -> None:
        self.hide_last_trick()
        self._sweep_timer.stop()
        self.clear_zones()

    # -- events from the controller ----------------------------------------------
    def on_dealt(self, dealer: int) -> None:
        """A fresh deal: clear the table; the next sync deals the cards out from the dealer."""
        self.clear_cards()
        self._dealer = dealer
        self._deal_pending = True

    def on_card_played(self, seat: int, code: str, from_table: bool) -> None:
        self.hide_last_trick()
        self.finish_deal()
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
                     z=self.trick_z(len(self.trick) - 1))

    def _take_from_seat(self, seat: int, code: str, from_table: bool) -> CardItem:
        """The item that represents ``code`` leaving ``seat`` (made if none fits)."""
        piles = [self.meld_piles[seat], self.hand_piles[seat]] if from_table else [
            self.hand_piles[seat], self.meld_piles[seat]]
        for pile in piles:
            for item in pile.cards:
                if item.face_up and item.code == code:
                    pile.cards.remove(item)
                    self.mark_moved(pile)
                    self._unfocus(item)
                    return item
        hand = self.hand_piles[seat]
        if seat != self.viewer and hand.cards:
            self.mark_moved(hand)
            return hand.cards.pop(len(hand.cards) // 2)
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
        self.fly_off(items, target, self._ms(MOVE_MS * 1.2), Z_SWEEP)

    def on_widow_shown(self, bidder: int, codes: list[str]) -> None:
        """Turn the widow up in the middle, then move it into the bidder's hand."""
        self.finish_deal()
        items = list(self.widow)
        self.widow_pile.cards = []
        self.mark_moved(self.widow_pile)
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
            self.mark_moved(self.hand_piles[bidder])
            return
        pause = self._ms(1600) if codes else 0
        self.fly_off(items, lay.spot(bidder).fan_center, self._ms(MOVE_MS), Z_WIDOW, pause)

    def on_cards_passed(self, giver: int, receiver: int, codes: list[str]) -> None:
        """Move cards from one seat's hand to another's (faces shown only to the viewer)."""
        self.finish_deal()
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
        self.mark_moved(self.hand_piles[giver], self.hand_piles[receiver])

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
        self.finish_deal()
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
        self.mark_moved(self.stock_pile, self.hand_piles[seat])

    def fresh_cards(self) -> list[str]:
        """The viewer's cards marked as just received."""
        return [item.code for item in self.hands.get(self.viewer, []) if item.fresh]

    def clear_fresh(self) -> None:
        """The viewer acted: the cards received before are no longer new."""
        for item in self.all_cards():
            if item.fresh:
                item.set_state(fresh=False)

    # -- keeping level with the game -------------------------------------------------
    def sync(self, obs: Observation, view: TableDetails) -> None:
        """Make every zone, plate and the info panel show exactly what ``obs`` and
        ``view`` say, moving only what changed (everything after :meth:`rebuild_next`)."""
        self._obs = obs
        dealing = self._deal_pending
        self._deal_pending = False
        self.sync_zones(obs, view, dealing)
        for seat, plate in enumerate(self.plates):
            show_plate(plate, view.plates[seat])
        self.info.set_values(view.info)
        self._apply_interaction()

    # -- fitting the table round the panel ---------------------------------------------
    def occupied(self, lay: TableLayout | None = None) -> list[QRectF]:
        """What a panel must not cover in ``lay`` (the current layout by default)."""
        return [rect for _, rect in self.occupied_named(lay)]

    def occupied_named(self, lay: TableLayout | None = None) -> list[tuple[str, QRectF]]:
        """Every thing on the table in ``lay`` (the current layout by default), named
        (see :func:`.occupancy.occupied_named`)."""
        return occupied_named(self, lay or self.layout)

    def obstacles(self) -> list[QRectF]:
        """Scene rectangles a floating panel should not cover (see :meth:`occupied`)."""
        return self.occupied()

    def fit_panel(self, size: tuple[float, float] | None, bounds: QRectF) -> QPointF | None:
        """Lay the table out at the largest fit (:data:`.layout.FITS`) where nothing
        on it covers anything else and, with a panel of ``size``, the panel has a
        place near the middle covering nothing. The place chosen (top left), or
        ``None`` without a panel; the table is laid out at the fit found. Asked again
        with nothing changed, the same answer without searching again."""
        key = (size, bounds.getRect(), self.sceneRect().getRect(), occupancy_key(self))
        if self._fitted is not None and self._fitted[0] == key:
            return self._fitted[1]
        spot = self._search_fit(size, bounds)
        self._fitted = (key, spot)
        return spot

    def _tries(self) -> list[tuple[float, str]]:
        """The fits and arrangements tried for a panel, in order."""
        tries = [(fit, "round") for fit in FITS]
        if self.num_players >= 3:
            tries += [(fit, "row") for fit in FITS]
        return tries

    def panel_has_room(self, size: tuple[float, float], bounds: QRectF) -> bool:
        """Whether a panel of ``size`` finds a place covering nothing with the table
        round it shrunk a little at most (down to :data:`ROOMY_FIT`; nothing moves)."""
        for fit in FITS:
            if fit < ROOMY_FIT:
                break
            lay = self.layout_for(fit, "round")
            named = self.occupied_named(lay)
            if not crossings(named) and free_spot(
                    size, lay.panel_center, bounds, [r for _, r in named],
                    gap=lay.margin * 0.5) is not None:
                return True
        return False

    def _search_fit(self, size: tuple[float, float] | None, bounds: QRectF) -> QPointF | None:
        # round the table first, shrinking; then (three seats or more) in a row
        tries = self._tries()
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


__all__ = ["LAST_TRICK_MS", "PlateText", "TableDetails", "TableScene"]  # records: .records
