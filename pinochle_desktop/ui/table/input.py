"""The viewer's hands on the table: clicking, dragging, selecting and the keyboard.

:class:`PlayableTable` is the part of :class:`~.table_scene.TableScene` that
turns the viewer's input into intent: in ``"play"`` mode the legal cards rise
and a click (or Enter, or a drag onto the table) emits ``card_activated`` /
``card_dropped``; in ``"select"`` mode clicks pick cards (passing, burying)
and ``selection_changed`` says which. The scene says which cards the viewer
may act on (:attr:`hands`, :attr:`melds`, :attr:`viewer`, :attr:`classic`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, Signal

from .card_art import CardRenderer
from .card_item import CardItem
from .layout import TableLayout, table_layout
from .piles import CardTable

#: base animation durations in ms (multiplied by the speed factor)
MOVE_MS = 320
LIFT_MS = 110


class PlayableTable(CardTable):
    """A card table whose viewer plays and picks cards with the mouse and keyboard."""

    #: (card code, "hand" or "table") the viewer asked to play or choose this card
    card_activated = Signal(str, str)
    #: (card code, "hand" or "table") the viewer dragged this card onto the table
    card_dropped = Signal(str, str)
    #: (card codes) the viewer's selection changed (passing, burying, the kitty)
    selection_changed = Signal(list)
    #: () the card the keyboard is on changed, or was shown (a screen reader is told)
    keyboard_focus_moved = Signal()

    def __init__(self, renderer: CardRenderer | None = None) -> None:
        super().__init__(renderer)
        self.viewer = 0
        self.classic = False
        self.layout: TableLayout = table_layout(1200, 800, 2)
        self._mode = "none"
        self._legal: set[str] = set()
        self._select_count = 0
        self._selected: list[CardItem] = []
        #: play mode: the card raised by a first click, waiting for the second
        self._armed: str | None = None
        #: the card the arrow keys are on (always one the viewer may act on), and where
        #: in the hand it was (the focus moves to the nearest card when it leaves)
        self._focus_item: CardItem | None = None
        self._focus_index = 0
        #: the keyboard has been used: the focused card is shown (outlined and raised)
        self.keyboard_shown = False
        #: why the card ``code`` may not be played now, in words (None: it may); set by
        #: whoever knows the game, read when a card not allowed is named
        self.refusal: Callable[[str], str | None] | None = None

    @property
    def hands(self) -> dict[int, list[CardItem]]:
        """Each seat's cards in hand (the scene says)."""
        return {}

    @property
    def melds(self) -> dict[int, list[CardItem]]:
        """Each seat's cards on the table (the scene says)."""
        return {}

    def new_card(self, code: str, face_up: bool, width: float, at: QPointF) -> CardItem:
        item = super().new_card(code, face_up, width, at)
        item.set_lift_duration(self._ms(LIFT_MS))
        item.clicked.connect(self._on_item_clicked)
        item.dropped.connect(self._on_item_dropped)
        return item

    def drop_card(self, item: CardItem) -> None:
        if item in self._selected:
            self._selected.remove(item)
        super().drop_card(item)

    # -- interaction ------------------------------------------------------------------------
    def set_interaction(self, mode: str, legal: Iterable[str] = (), select_count: int = 0) -> None:
        """``"play"``: legal cards rise and clicks play; ``"select"``: clicks pick
        ``select_count`` cards; ``"none"``: the viewer's cards are inert."""
        self._mode = mode
        self._legal = set(legal)
        self._select_count = select_count
        if mode != "play" or self._armed not in self._legal:
            self._armed = None
        if mode != "select" and self._selected:
            self._selected = []
            self.selection_changed.emit([])
        self._apply_interaction()

    def _playable(self) -> list[CardItem]:
        """The viewer's cards that can be acted on: the hand, then (classic) the table."""
        items = list(self.hands.get(self.viewer, []))
        if self.classic:
            items += self.melds.get(self.viewer, [])
        return items

    def actionable_cards(self) -> list[CardItem]:
        """The viewer's own cards: the hand, then (two-handed) those on the table."""
        return self._playable()

    def _apply_interaction(self) -> None:
        mode = self._mode
        hand = set(self.hands.get(self.viewer, []))
        for item in self._playable():
            on = mode in ("play", "select") and item.face_up
            if not on and item not in hand:
                item.set_interactive(False)
                item.set_state(legal=False, dimmed=False, selected=False)
                continue
            item.set_interactive(on)
            legal = mode == "play" and item.code in self._legal
            dim = mode == "play" and not legal
            armed = legal and item.code == self._armed
            item.set_state(legal=legal, dimmed=dim, selected=item in self._selected or armed)
        for seat, meld in self.melds.items():
            if seat != self.viewer or not self.classic:
                for item in meld:
                    item.set_interactive(False)
        self._place_focus()

    def focus_candidates(self) -> list[CardItem]:
        """The cards the arrow keys visit: every face-up card of the viewer's, in every
        phase (a card the rules do not allow now is visited too, and says why)."""
        return [item for item in self._playable() if item.face_up]

    def focused_card(self) -> CardItem | None:
        """The card the keyboard is on (None when no card may be acted on)."""
        return self._focus_item if self._focus_item in self.focus_candidates() else None

    def _place_focus(self) -> None:
        """Keep the focus on the card the player put it on; when that card leaves the
        hand (played, passed), on the nearest one to where it was."""
        candidates = self.focus_candidates()
        playable = self._playable()
        if self._focus_item in playable:
            self._focus_index = playable.index(self._focus_item)
        if candidates and self._focus_item not in candidates:
            where = self._focus_index
            self._focus_item = min(candidates,
                                   key=lambda it: (abs(playable.index(it) - where),
                                                   playable.index(it)))
        show = self.keyboard_shown and bool(candidates)
        before = [item for item in playable if item.focused]
        for item in playable:
            item.set_state(focused=show and item is self._focus_item)
        if before != [item for item in playable if item.focused]:
            self.keyboard_focus_moved.emit()

    def why_not_playable(self, item: CardItem) -> str:
        """Why ``item`` may not be played now ("" when it may, or nobody can say)."""
        if self._mode != "play" or item.code in self._legal or self.refusal is None:
            return ""
        return self.refusal(item.code) or ""

    @property
    def mode(self) -> str:
        return self._mode

    @property
    def armed(self) -> str | None:
        """The card raised by a first click when a card is played with a second."""
        return self._armed

    def set_armed(self, code: str | None) -> None:
        """Raise the legal card ``code`` above the others (None: lower it again)."""
        self._armed = code if code in self._legal and self._mode == "play" else None
        self._apply_interaction()

    def selected_codes(self) -> list[str]:
        return [item.code for item in self._selected]

    def _zone_of(self, item: CardItem) -> str:
        return "table" if item in self.melds.get(self.viewer, []) else "hand"

    def _on_item_clicked(self, item: object) -> None:
        assert isinstance(item, CardItem)
        if item not in self._playable():
            return
        self._activate(item)

    def _on_item_dropped(self, item: object, point: QPointF) -> None:
        assert isinstance(item, CardItem)
        lay = self.layout
        hand_top = lay.hand_y - lay.hand_card * 0.9
        if self._mode == "play" and point.y() < hand_top:
            self.card_dropped.emit(item.code, self._zone_of(item))
        if item in self._playable():
            item.move_to(item.home, item.home_rotation, self._ms(MOVE_MS * 0.6))

    def _activate(self, item: CardItem) -> None:
        if self._mode == "play":
            self.card_activated.emit(item.code, self._zone_of(item))
        elif self._mode == "select":
            if item in self._selected:
                self._selected.remove(item)
            else:
                self._selected.append(item)
                while len(self._selected) > max(1, self._select_count):
                    self._selected.pop(0)
            self._apply_interaction()
            self.selection_changed.emit(self.selected_codes())

    def select_codes(self, codes: list[str]) -> None:
        """Choose exactly these cards (a hint for passing or burying), as if clicked."""
        if self._mode != "select":
            return
        chosen: list[CardItem] = []
        for code in codes:
            item = next((it for it in self._playable()
                         if it.face_up and it.code == code and it not in chosen), None)
            if item is not None:
                chosen.append(item)
        self._selected = chosen
        self._apply_interaction()
        self.selection_changed.emit(self.selected_codes())

    def clear_selection(self) -> None:
        self._selected = []
        self._apply_interaction()
        self.selection_changed.emit([])

    # -- keyboard -------------------------------------------------------------------------
    def move_focus(self, step: int) -> None:
        """Left and Right: the previous or next card of the viewer's. The first
        press shows where the focus is (always on such a card) without moving it."""
        items = self.focus_candidates()
        if not items:
            return
        current = self.focused_card()
        if not self.keyboard_shown or current is None:
            self.keyboard_shown = True
        else:
            self._focus_item = items[(items.index(current) + step) % len(items)]
        self._place_focus()

    def focus_card(self, code: str) -> None:
        """Put the keyboard focus on the viewer's card ``code`` (shows a hinted card)."""
        for item in self.focus_candidates():
            if item.code == code:
                self._focus_item = item
                self.keyboard_shown = True
                self._place_focus()
                return

    def activate_focus(self) -> None:
        """Enter or Space: act on the focused card (the first press only shows it); a card
        the rules do not allow now is offered all the same, and refused with the reason."""
        item = self.focused_card()
        if item is None:
            return
        if not self.keyboard_shown:
            self.keyboard_shown = True
            self._place_focus()
            return
        self._activate(item)

    def _unfocus(self, item: CardItem) -> None:
        if item in self._selected:
            self._selected.remove(item)
        if item is self._focus_item:
            playable = self._playable()
            if item in playable:
                self._focus_index = playable.index(item)
            self._focus_item = None
        item.set_state(focused=False)

    # -- helpers for tests and tools ---------------------------------------------------
    def card_items(self, code: str, zone: str = "hand") -> list[CardItem]:
        """The viewer's items showing ``code`` in ``zone`` ("hand" or "table")."""
        source = self.hands[self.viewer] if zone == "hand" else self.melds[self.viewer]
        return [item for item in source if item.face_up and item.code == code]

    def click_point(self, item: CardItem) -> QPointF:
        """A scene point on ``item`` not covered by the card to its right."""
        rect = item.face_rect()
        local = QPointF(rect.left() + min(rect.width() * 0.12, 10.0), rect.center().y())
        return item.mapToScene(local)


__all__ = ["LIFT_MS", "MOVE_MS", "PlayableTable"]
