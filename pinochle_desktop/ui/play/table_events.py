"""The table's side of a game: the signals the widgets listen to, made from engine events.

:class:`TableEvents` is the half of :class:`~.controller.GameController` that
turns what the engine says happened (its events) into Qt signals and status
lines, in the words and with the visibility of the seat the table is shown
for: a card passed between two other players arrives as a count, not as
cards. It knows the seats' names but never changes the game; running the game
(turns, computer players, undo, hints) is the controller's job.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ...engine import Observation, State
from ...engine.events import Event
from ...engine.result import HandResult
from ..words import card_label
from .config import GameConfig


class TableEvents(QObject):
    """The signals of a game on the table, and the seat names they are told with."""


    #: (dealer seat, hand number) a new hand was dealt; redraw the hands
    dealt = Signal(int, int)
    #: (seat, amount or None for a pass) a bid in the auction
    bid_made = Signal(int, object)
    #: (bidder seat, amount) the auction is over
    contract_won = Signal(int, int)
    #: (seat, suit letter "S"/"H"/"D"/"C") trump was named
    trump_named = Signal(int, str)
    #: (from seat, to seat, card codes the viewer may see; empty if hidden)
    cards_passed = Signal(int, int, list)
    #: (seat, number of cards) the bidder buried cards face down
    cards_buried = Signal(int, int)
    #: (bidder seat, widow card codes; empty if the viewer may not see them)
    widow_shown = Signal(int, list)
    #: ({seat: {"total": n, "melds": [...]}}) meld laid on the table
    melds_shown = Signal(object)
    #: (seat, card code, True if it came from the seat's meld on the table) a card was played
    card_played = Signal(int, str, bool)
    #: (winner seat, card codes of the trick in play order)
    trick_won = Signal(int, list)
    #: (seat, card code or "" if hidden) classic two-handed: a card drawn from the stock
    card_drawn = Signal(int, str)
    #: (the hand's HandResult, equal to ``state.history[-1]``) a hand was scored
    hand_scored = Signal(object)
    #: (winning side, final scores per side) the game is over
    game_over = Signal(int, list)
    #: (seat to act, or None between hands) whose turn it is now
    turn_changed = Signal(object)
    #: (seat) a computer player has started thinking
    thinking = Signal(int)
    #: (reason) the human tried something the rules do not allow; nothing changed
    illegal_move = Signal(str)
    #: (sentence) something worth a line in the status bar happened
    message = Signal(str)
    #: () anything changed; views should re-read :meth:`observation`
    state_changed = Signal()
    #: () a different game or position replaced the old one (new, open, undo)
    reset = Signal()
    #: (action text, reason) the hint asked for with :meth:`request_hint`
    hint_ready = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: State | None = None
        self.config = GameConfig()
        #: the kind of the last event told (pacing reads it: a trick just won waits longer)
        self._last_kind = ""

    # -- queries -----------------------------------------------------------------
    @property
    def human_seat(self) -> int | None:
        return self.config.human_seat

    @property
    def viewer(self) -> int:
        """The seat whose view the table shows (the person, or seat 0 in autoplay)."""
        seat = self.human_seat
        return 0 if seat is None else seat

    @property
    def autoplay(self) -> bool:
        return self.human_seat is None

    def observation(self) -> Observation:
        assert self.state is not None
        return self.state.observation(self.viewer)

    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.config.seats):
            return "—"
        return self.config.seats[seat].name

    def seat_level(self, seat: int) -> str | None:
        return self.config.seats[seat].level

    def side_name(self, side: int) -> str:
        assert self.state is not None
        seats = self.state.rules.sides[side]
        return " & ".join(self.seat_name(s) for s in seats)

    # -- events to signals ------------------------------------------------------------------
    def _emit(self, event: Event) -> None:
        for e in event.all():
            self._last_kind = e.kind
            handler = _HANDLERS.get(e.kind)
            if handler is not None:
                handler(self, e)

    def _visible_to_viewer(self, *seats: int | None) -> bool:
        return self.viewer in seats

    def _on_dealt(self, e: Event) -> None:
        self.dealt.emit(int(e.data.get("dealer", e.seat or 0)), int(e.data.get("hand", 0)))

    def _on_bid(self, e: Event) -> None:
        assert e.seat is not None
        self.bid_made.emit(e.seat, int(e.data["amount"]))

    def _on_passed(self, e: Event) -> None:
        assert e.seat is not None
        self.bid_made.emit(e.seat, None)

    def _on_contract(self, e: Event) -> None:
        bidder, amount = int(e.data["bidder"]), int(e.data["amount"])
        self.contract_won.emit(bidder, amount)
        stuck = " (the dealer is stuck with it)" if e.data.get("stuck") else ""
        self.message.emit(f"{self.seat_name(bidder)} won the bid at {amount}{stuck}.")

    def _on_trump(self, e: Event) -> None:
        assert e.seat is not None
        self.trump_named.emit(e.seat, str(e.data["suit"]))

    def _on_called(self, e: Event) -> None:
        assert e.seat is not None
        card = card_label(str(e.data["card"]))
        self.message.emit(f"{self.seat_name(e.seat)} called {card}: "
                          "its holder is the partner, in secret until it plays it.")

    def _on_partner(self, e: Event) -> None:
        assert e.seat is not None and self.state is not None
        bidder = self.state.observation(self.viewer).bidder
        who, card = self.seat_name(e.seat), card_label(str(e.data["card"]))
        if e.seat == self.viewer:
            news = f"you are {self.seat_name(bidder)}'s partner"
        elif bidder == self.viewer:
            news = f"{who} is your partner"
        else:
            news = f"{who} is {self.seat_name(bidder)}'s partner"
        self.message.emit(f"{who} played {card}: {news}.")

    def _on_gave(self, e: Event) -> None:
        assert e.seat is not None
        to = e.data.get("to")
        target = int(to) if to is not None else -1
        codes = str(e.data["cards"]).split()
        shown = codes if self._visible_to_viewer(e.seat, target) else []
        self.cards_passed.emit(e.seat, target, shown)
        self.message.emit(f"{self.seat_name(e.seat)} passed {len(codes)} cards to "
                          f"{self.seat_name(target)}.")

    def _on_kitty(self, e: Event) -> None:
        assert e.seat is not None
        codes = str(e.data["cards"]).split()
        for target, code in zip(e.data["to"], codes, strict=False):
            shown = [code] if self._visible_to_viewer(e.seat, int(target)) else []
            self.cards_passed.emit(e.seat, int(target), shown)

    def _on_widow(self, e: Event) -> None:
        assert e.seat is not None
        codes = str(e.data["cards"]).split()
        visible = bool(e.data.get("shown")) or self._visible_to_viewer(e.seat)
        self.widow_shown.emit(e.seat, codes if visible else [])
        if e.data.get("shown"):
            self.message.emit(f"The widow is turned up for {self.seat_name(e.seat)}.")

    def _on_buried(self, e: Event) -> None:
        assert e.seat is not None
        self.cards_buried.emit(e.seat, len(str(e.data["cards"]).split()))

    def _on_melds(self, e: Event) -> None:
        self.melds_shown.emit({int(k): v for k, v in e.data["melds"].items()})

    def _on_classic_meld(self, e: Event) -> None:
        assert e.seat is not None and self.state is not None
        obs = self.state.observation(self.viewer)
        self.melds_shown.emit({e.seat: obs.melds[e.seat]})
        points = e.data.get("points")
        what = e.data.get("name", "meld") if e.kind == "meld" else "the dix"
        self.message.emit(f"{self.seat_name(e.seat)} melds {what} for {points}.")

    def _on_card_played(self, e: Event) -> None:
        assert e.seat is not None
        self.card_played.emit(e.seat, str(e.data["card"]), bool(e.data.get("from_table")))

    def _on_trick_won(self, e: Event) -> None:
        assert e.seat is not None
        cards = e.data["cards"]
        codes = cards.split() if isinstance(cards, str) else [str(c) for c in cards]
        self.trick_won.emit(e.seat, codes)

    def _on_drew(self, e: Event) -> None:
        assert e.seat is not None
        public = e.data.get("from") in ("last", "up_card")
        code = str(e.data["card"]) if public or self._visible_to_viewer(e.seat) else ""
        self.card_drawn.emit(e.seat, code)

    def _on_phase2(self, e: Event) -> None:
        self.message.emit("The stock is used up: melds go back to the hands, and now you must "
                          "follow suit.")

    def _on_hand_scored(self, e: Event) -> None:
        self.hand_scored.emit(HandResult.from_dict(e.data))

    def _on_game_over(self, e: Event) -> None:
        self.game_over.emit(int(e.data["winner"]), list(e.data["scores"]))

    def _on_declared(self, e: Event) -> None:
        if e.data.get("moon"):
            self.message.emit(f"{self.seat_name(e.seat)} shoots the moon!")

    def _on_conceded(self, e: Event) -> None:
        unseen = " without seeing the widow" if e.data.get("unseen") else ""
        self.message.emit(f"{self.seat_name(e.seat)} conceded the hand{unseen}.")

    def _on_misdeal(self, e: Event) -> None:
        self.message.emit(f"{self.seat_name(e.seat)} threw the hand in (too many nines): "
                          "redeal.")

    def _on_all_passed(self, e: Event) -> None:
        self.message.emit("Everybody passed: the deal moves on.")


_HANDLERS: dict[str, Any] = {
    "dealt": TableEvents._on_dealt,
    "bid": TableEvents._on_bid,
    "passed": TableEvents._on_passed,
    "contract": TableEvents._on_contract,
    "trump": TableEvents._on_trump,
    "called": TableEvents._on_called,
    "partner": TableEvents._on_partner,
    "gave": TableEvents._on_gave,
    "kitty": TableEvents._on_kitty,
    "widow_taken": TableEvents._on_widow,
    "buried": TableEvents._on_buried,
    "melds": TableEvents._on_melds,
    "meld": TableEvents._on_classic_meld,
    "dix": TableEvents._on_classic_meld,
    "card_played": TableEvents._on_card_played,
    "trick_won": TableEvents._on_trick_won,
    "drew": TableEvents._on_drew,
    "phase2": TableEvents._on_phase2,
    "hand_scored": TableEvents._on_hand_scored,
    "game_over": TableEvents._on_game_over,
    "declared": TableEvents._on_declared,
    "conceded": TableEvents._on_conceded,
    "misdeal": TableEvents._on_misdeal,
    "all_passed": TableEvents._on_all_passed,
}
