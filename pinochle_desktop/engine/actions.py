"""Actions: small frozen values with a string form and a parser.

One class covers every decision so the log, the save format and the network of
signals in the GUI all speak the same language: ``bid 250``, ``pass``,
``trump H``, ``give AS TS KS``, ``bury 9C 9D JH``, ``play AS``, ``meld KH QH``...
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit, SuitLike, format_cards, parse_cards, to_suit
from .quote import shown

#: kinds with no argument
SIMPLE_KINDS = (
    "pass",  # pass in the auction
    "misdeal",  # throw in a hand with too many nines
    "keep",  # keep a hand that could be thrown in; hand building: keep the drawn card
    "reject",  # hand building: discard the drawn card and keep the next one
    "concede",  # bidder throws in (before the first lead)
    "concede_unseen",  # three-handed: forced bidder concedes without the widow
    "see_widow",  # three-handed: forced bidder looks at the widow instead
    "play_hand",  # bidder plays the hand out
    "moon",  # bidder declares shoot the moon
    "claim",  # stakes: the bidder's meld makes the bid, so it is made without play
    "rearrange",  # stakes: the bidder takes the burial back to name trump and bury again
    "concede_contract",  # stakes: an opponent concedes the contract to the bidder
    "continue",  # start the next hand once the score is read
    "no_meld",  # classic: the trick winner declines to meld
    "dix_exchange",  # classic: exchange the dix for the turned-up trump
    "dix_show",  # classic: show the dix for 10 without exchanging
    "no_dix",  # classic: do not declare the dix now
)
#: kinds that take an amount
AMOUNT_KINDS = ("bid",)
#: kinds that take a suit
SUIT_KINDS = ("trump",)
#: kinds that take cards (exactly one for play, take and call)
CARD_KINDS = ("play", "give", "bury", "kitty", "meld", "take", "call")
ACTION_KINDS = SIMPLE_KINDS + AMOUNT_KINDS + SUIT_KINDS + CARD_KINDS


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    amount: int = 0
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()

    # -- constructors ---------------------------------------------------
    @staticmethod
    def bid(amount: int) -> Action:
        return Action("bid", amount=int(amount))

    @staticmethod
    def pass_() -> Action:
        return PASS

    @staticmethod
    def trump(suit: SuitLike) -> Action:
        return Action("trump", suit=to_suit(suit))

    @staticmethod
    def play(card: Card) -> Action:
        return Action("play", cards=(card,))

    @staticmethod
    def give(cards: tuple[Card, ...] | list[Card]) -> Action:
        return Action("give", cards=tuple(sorted(cards)))

    @staticmethod
    def bury(cards: tuple[Card, ...] | list[Card]) -> Action:
        return Action("bury", cards=tuple(sorted(cards)))

    @staticmethod
    def kitty(cards: tuple[Card, ...] | list[Card]) -> Action:
        """``cards[i]`` goes to the i-th active seat counted from the bidder."""
        return Action("kitty", cards=tuple(cards))

    @staticmethod
    def meld(cards: tuple[Card, ...] | list[Card]) -> Action:
        return Action("meld", cards=tuple(sorted(cards)))

    @staticmethod
    def take(card: Card) -> Action:
        return Action("take", cards=(card,))

    @staticmethod
    def call(card: Card) -> Action:
        """Five-handed: the bidder names a card; its holder is the secret partner."""
        return Action("call", cards=(card,))

    @staticmethod
    def simple(kind: str) -> Action:
        if kind not in SIMPLE_KINDS:
            raise ValueError(f"{shown(kind)} is not an action without arguments")
        return Action(kind)

    # -- accessors ------------------------------------------------------
    @property
    def card(self) -> Card:
        return self.cards[0]

    def __str__(self) -> str:
        if self.kind in AMOUNT_KINDS:
            return f"{self.kind} {self.amount}"
        if self.kind in SUIT_KINDS:
            return f"{self.kind} {self.suit.name if self.suit is not None else '?'}"
        if self.kind in CARD_KINDS:
            return f"{self.kind} {format_cards(self.cards)}".rstrip()
        return self.kind

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @staticmethod
    def parse(text: str) -> Action:
        """Inverse of ``str(action)``; raises ValueError with a readable message."""
        if not isinstance(text, str):
            raise ValueError("an action must be text")
        parts = text.strip().split(maxsplit=1)
        if not parts:
            raise ValueError("empty action")
        kind = parts[0].lower()
        arg = parts[1] if len(parts) > 1 else ""
        if kind in SIMPLE_KINDS:
            if arg:
                raise ValueError(f"{shown(kind)} takes no argument")
            return PASS if kind == "pass" else Action(kind)
        if kind in AMOUNT_KINDS:
            try:
                return Action(kind, amount=int(arg))
            except ValueError:
                raise ValueError(f"{shown(kind)} needs a whole number, not {shown(arg)}") from None
        if kind in SUIT_KINDS:
            return Action(kind, suit=to_suit(arg))
        if kind in CARD_KINDS:
            cards = tuple(parse_cards(arg))
            if kind in ("play", "take", "call") and len(cards) != 1:
                raise ValueError(f"{shown(kind)} takes exactly one card")
            if kind in ("give", "bury", "meld"):
                cards = tuple(sorted(cards))
            return Action(kind, cards=cards)
        raise ValueError(f"unknown action {shown(kind)}")


PASS = Action("pass")
CONTINUE = Action("continue")
