"""The table's side of a game: the signals the widgets listen to, made from engine events.

:class:`TableEvents` is the half of :class:`~.controller.GameController` that
turns what the engine says happened (its events) into Qt signals and status
lines, in the words and with the visibility of the seat the table is shown
for: a card passed between two other players arrives as a count, not as
cards. It knows the seats' names but never changes the game; running the game
(turns, computer players, undo, hints) is the controller's job.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine import Observation, State
from ...engine.events import (
    AllPassed,
    BidMade,
    Built,
    Buried,
    CardPlayed,
    CardsGiven,
    Claimed,
    Conceded,
    ContractConceded,
    ContractWon,
    Dealt,
    Declared,
    Defended,
    Dix,
    Drew,
    Event,
    GameOver,
    HandScored,
    KittyDealt,
    MeldLaid,
    MeldsShown,
    Misdeal,
    PartnerCalled,
    PartnerRevealed,
    Passed,
    PhaseTwo,
    Rearranged,
    TrickWon,
    TrumpNamed,
    WidowTaken,
)
from ..engine_text import engine_text
from ..words import card_label, plural, seat_name
from .config import GameConfig

translate = QCoreApplication.translate


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
    #: (seat or None) this seat's action is about to be applied (the table puts away
    #: what belonged to the moment before: the marks on cards just received)
    acting = Signal(object)
    #: () anything changed; views should re-read :meth:`observation`
    state_changed = Signal()
    #: () a different game or position replaced the old one (new, open, undo)
    reset = Signal()
    #: (action text, reason) the hint asked for with :meth:`request_hint`
    hint_ready = Signal(str, str)
    #: (ClaimLine or None) the person's side may claim the rest now (None: no longer)
    claim_offered = Signal(object)
    #: (bidder seat, card codes the viewer may see; empty if hidden) a stakes bidder
    #: re-arranged: the buried cards go back into the hand, trump and meld are taken back
    cards_returned = Signal(int, list)
    #: (seat, "claimed" / "conceded_to" / "defended") a stakes decision before the
    #: first lead: the bidder claimed, an opponent conceded the contract or defends it
    stakes_decided = Signal(int, str)

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
        """The seat's name as the player reads it (``North`` translated; a person's name
        as it is)."""
        if seat is None or not 0 <= seat < len(self.config.seats):
            return "—"
        return seat_name(self.config.seats[seat].name)

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
            handler = _HANDLERS.get(type(e))
            if handler is not None:
                handler(self, e)

    def _visible_to_viewer(self, *seats: int | None) -> bool:
        return self.viewer in seats

    def _on_dealt(self, e: Dealt) -> None:
        self.dealt.emit(e.dealer, e.hand)

    def _on_bid(self, e: BidMade) -> None:
        assert e.seat is not None
        self.bid_made.emit(e.seat, e.amount)

    def _on_passed(self, e: Passed) -> None:
        assert e.seat is not None
        self.bid_made.emit(e.seat, None)

    def _on_contract(self, e: ContractWon) -> None:
        bidder, amount = e.bidder, e.amount
        self.contract_won.emit(bidder, amount)
        if e.stuck:
            text = translate("TableEvents",
                             "{bidder} won the bid at {amount} (the dealer is stuck with it).")
        else:
            text = translate("TableEvents", "{bidder} won the bid at {amount}.")
        self.message.emit(text.format(bidder=self.seat_name(bidder), amount=amount))

    def _on_trump(self, e: TrumpNamed) -> None:
        assert e.seat is not None
        self.trump_named.emit(e.seat, e.suit)

    def _on_called(self, e: PartnerCalled) -> None:
        assert e.seat is not None
        card = card_label(e.card)
        self.message.emit(translate("TableEvents", "{bidder} called {card}: its holder is the "
                                    "partner, in secret until it plays it.").format(
            bidder=self.seat_name(e.seat), card=card))

    def _on_partner(self, e: PartnerRevealed) -> None:
        assert e.seat is not None and self.state is not None
        bidder = self.state.observation(self.viewer).bidder
        who, card = self.seat_name(e.seat), card_label(e.card)
        if e.seat == self.viewer:
            text = translate("TableEvents", "{who} played {card}: you are {bidder}'s partner.")
        elif bidder == self.viewer:
            text = translate("TableEvents", "{who} played {card}: {who} is your partner.")
        else:
            text = translate("TableEvents", "{who} played {card}: {who} is {bidder}'s partner.")
        self.message.emit(text.format(who=who, card=card, bidder=self.seat_name(bidder)))

    def _on_gave(self, e: CardsGiven) -> None:
        assert e.seat is not None
        target = e.to if e.to is not None else -1
        codes = e.cards.split()
        shown = codes if self._visible_to_viewer(e.seat, target) else []
        self.cards_passed.emit(e.seat, target, shown)
        count = len(codes)
        self.message.emit(plural(translate("TableEvents", "{seat} passed %n card(s) to {target}.",
                                           None, count), count).format(
            seat=self.seat_name(e.seat), target=self.seat_name(target)))

    def _on_kitty(self, e: KittyDealt) -> None:
        assert e.seat is not None
        for target, code in zip(e.to, e.cards.split(), strict=False):
            shown = [code] if self._visible_to_viewer(e.seat, target) else []
            self.cards_passed.emit(e.seat, target, shown)

    def _on_widow(self, e: WidowTaken) -> None:
        assert e.seat is not None
        codes = e.cards.split()
        visible = e.shown or self._visible_to_viewer(e.seat)
        self.widow_shown.emit(e.seat, codes if visible else [])
        if e.shown:
            self.message.emit(translate("TableEvents", "The widow is turned up for {seat}.").format(
                seat=self.seat_name(e.seat)))

    def _on_buried(self, e: Buried) -> None:
        assert e.seat is not None
        self.cards_buried.emit(e.seat, len(e.cards.split()))

    def _on_melds(self, e: MeldsShown) -> None:
        self.melds_shown.emit({int(k): v for k, v in e.melds.items()})

    def _on_classic_meld(self, e: MeldLaid | Dix) -> None:
        assert e.seat is not None and self.state is not None
        obs = self.state.observation(self.viewer)
        self.melds_shown.emit({e.seat: obs.melds[e.seat]})
        if isinstance(e, MeldLaid):
            text = translate("TableEvents", "{seat} melds {meld} for {points}.").format(
                seat=self.seat_name(e.seat), meld=engine_text(e.name), points=e.points)
        else:
            text = translate("TableEvents", "{seat} melds the dix for {points}.").format(
                seat=self.seat_name(e.seat), points=e.points)
        self.message.emit(text)

    def _on_card_played(self, e: CardPlayed) -> None:
        assert e.seat is not None
        self.card_played.emit(e.seat, e.card, bool(e.from_table))

    def _on_trick_won(self, e: TrickWon) -> None:
        assert e.seat is not None
        self.trick_won.emit(e.seat, e.codes)

    def _on_drew(self, e: Drew) -> None:
        assert e.seat is not None
        code = e.card if e.public or self._visible_to_viewer(e.seat) else ""
        self.card_drawn.emit(e.seat, code)

    def _on_phase2(self, e: PhaseTwo) -> None:
        self.message.emit(translate("TableEvents", "The stock is used up: melds go back to the "
                                    "hands, and now you must follow suit."))

    def _on_hand_scored(self, e: HandScored) -> None:
        self.hand_scored.emit(e.result)

    def _on_game_over(self, e: GameOver) -> None:
        self.game_over.emit(e.winner, list(e.scores))

    def _on_declared(self, e: Declared) -> None:
        if e.moon:
            self.message.emit(translate("TableEvents", "{seat} shoots the moon!").format(
                seat=self.seat_name(e.seat)))

    def _on_conceded(self, e: Conceded) -> None:
        text = translate("TableEvents", "{seat} conceded the hand without seeing the widow.") \
            if e.unseen else translate("TableEvents", "{seat} conceded the hand.")
        self.message.emit(text.format(seat=self.seat_name(e.seat)))

    # -- the auction for stakes: before the first lead --------------------------------------
    def _on_claimed(self, e: Claimed) -> None:
        assert e.seat is not None
        self.stakes_decided.emit(e.seat, "claimed")
        self.message.emit(translate("TableEvents", "{seat} claimed the contract: the meld makes "
                                    "the bid.").format(seat=self.seat_name(e.seat)))

    def _on_rearranged(self, e: Rearranged) -> None:
        assert e.seat is not None
        codes = e.cards.split()
        self.cards_returned.emit(e.seat, codes if self._visible_to_viewer(e.seat) else [])
        self.message.emit(translate(
            "TableEvents", "{seat} took the {count} buried cards back to name trump, meld and "
            "bury again.").format(seat=self.seat_name(e.seat), count=len(codes)))

    def _on_contract_conceded(self, e: ContractConceded) -> None:
        assert e.seat is not None
        self.stakes_decided.emit(e.seat, "conceded_to")
        self.message.emit(translate("TableEvents", "{seat} conceded the contract.").format(
            seat=self.seat_name(e.seat)))

    def _on_defended(self, e: Defended) -> None:
        assert e.seat is not None
        self.stakes_decided.emit(e.seat, "defended")
        self.message.emit(translate("TableEvents", "{seat} defends: the hand is played out.")
                          .format(seat=self.seat_name(e.seat)))

    def _on_misdeal(self, e: Misdeal) -> None:
        self.message.emit(translate("TableEvents", "{seat} threw the hand in (too many nines): "
                                    "redeal.").format(seat=self.seat_name(e.seat)))

    def _on_built(self, e: Built) -> None:
        """Hand building: who kept or rejected the card drawn (the card is theirs alone)."""
        text = (translate("TableEvents",
                          "{seat} kept the card drawn; the next went unseen to the discards.")
                if e.keep else
                translate("TableEvents", "{seat} rejected the card drawn and kept the next."))
        text = text.format(seat=self.seat_name(e.seat))
        if not e.left:
            text += " " + translate("TableEvents", "Every card is chosen: the bidding begins.")
        self.message.emit(text)

    def _on_all_passed(self, e: AllPassed) -> None:
        self.message.emit(translate("TableEvents", "Everybody passed: the deal moves on."))


#: what each kind of event does on the table (kinds not listed say nothing)
_HANDLERS: dict[type[Event], Callable[[TableEvents, Any], None]] = {
    Dealt: TableEvents._on_dealt,
    Built: TableEvents._on_built,
    BidMade: TableEvents._on_bid,
    Passed: TableEvents._on_passed,
    ContractWon: TableEvents._on_contract,
    TrumpNamed: TableEvents._on_trump,
    PartnerCalled: TableEvents._on_called,
    PartnerRevealed: TableEvents._on_partner,
    CardsGiven: TableEvents._on_gave,
    KittyDealt: TableEvents._on_kitty,
    WidowTaken: TableEvents._on_widow,
    Buried: TableEvents._on_buried,
    MeldsShown: TableEvents._on_melds,
    MeldLaid: TableEvents._on_classic_meld,
    Dix: TableEvents._on_classic_meld,
    CardPlayed: TableEvents._on_card_played,
    TrickWon: TableEvents._on_trick_won,
    Drew: TableEvents._on_drew,
    PhaseTwo: TableEvents._on_phase2,
    HandScored: TableEvents._on_hand_scored,
    GameOver: TableEvents._on_game_over,
    Declared: TableEvents._on_declared,
    Conceded: TableEvents._on_conceded,
    Misdeal: TableEvents._on_misdeal,
    AllPassed: TableEvents._on_all_passed,
    Claimed: TableEvents._on_claimed,
    Rearranged: TableEvents._on_rearranged,
    ContractConceded: TableEvents._on_contract_conceded,
    Defended: TableEvents._on_defended,
}
