"""Events: what happened, as one frozen value per kind of happening.

Every applied action yields an event; automatic consequences (a trick won, a
hand scored, a new deal) are attached to it as ``effects`` and also appended
to the state's flat event list, which the GUI and the history consume.

Each kind is its own class (:class:`BidMade`, :class:`CardPlayed`,
:class:`TrickWon`, :class:`HandScored`, ...) with typed fields; consumers
read the fields (``isinstance`` or ``match``). The class's ``kind`` is the
name the event had when events were string-keyed, and :meth:`Event.to_dict`
still gives exactly the JSON of those days (``{"kind", "seat", "data"}``, the
same keys in ``data`` in the same order, ``"effects"`` only when there are
some); :attr:`Event.data` is that ``data`` dict, for scripts written against
the old form. :meth:`Event.from_dict` reads the JSON back; a kind it does not
know becomes an :class:`OtherEvent` that keeps its kind and data.

Cards are ``"AS"`` codes, in the same shape as the JSON (a space-separated
string, or a list of codes, as each kind always had).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from .result import HandResult

__all__ = [
    "EVENT_TYPES",
    "AllPassed",
    "BidMade",
    "Built",
    "Buried",
    "CardPlayed",
    "CardsGiven",
    "Claimed",
    "Conceded",
    "ContractConceded",
    "ContractWon",
    "Dealt",
    "Declared",
    "Defended",
    "Dix",
    "Drew",
    "Event",
    "GameOver",
    "HandScored",
    "Kept",
    "KittyDealt",
    "MeldLaid",
    "MeldsShown",
    "Misdeal",
    "NoDix",
    "NoMeld",
    "OtherEvent",
    "PartnerCalled",
    "PartnerRevealed",
    "Passed",
    "PhaseTwo",
    "Rearranged",
    "SawWidow",
    "Took",
    "TrickWon",
    "TrumpNamed",
    "WidowTaken",
]

#: kind -> class, for :meth:`Event.from_dict`
EVENT_TYPES: dict[str, type[Event]] = {}

#: a field whose ``data`` key differs from its name: ``field(metadata={KEY: "from"})``
KEY = "key"
#: a field left out of ``data`` when it is None: ``field(metadata={OPTIONAL: True})``
OPTIONAL = "optional"

E = TypeVar("E", bound="Event")

_new = object.__new__
_set = object.__setattr__


#: the metadata of an optional field
_OPT = {OPTIONAL: True}


def _register(kind: str) -> Any:
    """Class decorator: name the event kind and register the class under it."""

    def register(cls: type[E]) -> type[E]:
        cls.kind = kind
        cls._layout = tuple(
            (f.name, f.metadata.get(KEY, f.name), bool(f.metadata.get(OPTIONAL)))
            for f in fields(cls)
            if f.name not in ("seat", "effects")
        )
        cls._names = tuple(f.name for f in fields(cls))
        EVENT_TYPES[kind] = cls
        return cls

    return register


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Something that happened; its subclasses are the kinds."""

    #: what happened: "dealt", "bid", "card_played", ... (the JSON's ``kind``)
    kind: ClassVar[str] = ""
    #: (field name, data key, left out when None) for each data field, in order
    _layout: ClassVar[tuple[tuple[str, str, bool], ...]] = ()
    #: all the fields' names
    _names: ClassVar[tuple[str, ...]] = ("seat", "effects")

    #: the seat that acted or is concerned, if any
    seat: int | None
    #: automatic follow-on events caused by the same action
    effects: tuple[Event, ...] = ()

    # -- the JSON form --------------------------------------------------------------
    def _data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, key, optional in self._layout:
            value = getattr(self, name)
            if value is None and optional:
                continue
            out[key] = value
        return out

    @property
    def data(self) -> dict[str, Any]:
        """The details as the JSON's ``data`` dict (a new dict each time)."""
        return self._data()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat, "data": self._data()}
        if self.effects:
            out["effects"] = [e.to_dict() for e in self.effects]
        return out

    @classmethod
    def _from_data(cls, seat: int | None, data: dict[str, Any],
                   effects: tuple[Event, ...]) -> Event:
        values = {name: data[key] for name, key, _optional in cls._layout if key in data}
        return cls(seat=seat, effects=effects, **values)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Event:
        """The event a :meth:`to_dict` dict describes.

        An unknown kind, or data its class cannot take, gives an :class:`OtherEvent`.
        """
        kind = str(d.get("kind", ""))
        seat = d.get("seat")
        data = d.get("data") or {}
        effects = tuple(Event.from_dict(e) for e in d.get("effects") or ())
        cls = EVENT_TYPES.get(kind)
        if cls is not None:
            try:
                return cls._from_data(seat, dict(data), effects)
            except (TypeError, KeyError, ValueError, AttributeError):
                pass
        return OtherEvent(kind=kind, seat=seat, payload=dict(data), effects=effects)

    # -- effects ---------------------------------------------------------------------
    def all(self) -> list[Event]:
        """This event then its effects, flattened."""
        if not self.effects:
            return [self]
        out: list[Event] = [self]
        for e in self.effects:
            out.extend(e.all())
        return out

    def with_effects(self: E, *more: Event) -> E:
        """A copy with ``more`` added after the effects it has."""
        if not more:
            return self
        copy = _new(type(self))
        for name in self._names:
            _set(copy, name, getattr(self, name))
        _set(copy, "effects", (*self.effects, *more))
        return copy


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherEvent(Event):
    """An event of a kind this version does not know (read from old JSON)."""

    kind: str = ""  # type: ignore[misc]  # per event here, not per class
    payload: dict[str, Any] = field(default_factory=dict)

    def _data(self) -> dict[str, Any]:
        return dict(self.payload)


# -- dealing --------------------------------------------------------------------------------


@_register("dealt")
@dataclass(frozen=True, slots=True, kw_only=True)
class Dealt(Event):
    """A new hand was dealt; ``seat`` is the dealer.

    Auction games have ``widow`` and ``sitting_out``; classic two-handed has
    ``up_card``, ``trump`` and ``stock`` instead.
    """

    dealer: int
    #: the hand's number in the game, from 0
    hand: int
    #: each seat's cards, "AS TS ..." (empty for a seat sitting out)
    hands: list[str]
    widow: str | None = field(default=None, metadata=_OPT)
    sitting_out: list[int] | None = field(default=None, metadata=_OPT)
    up_card: str | None = field(default=None, metadata=_OPT)
    #: the trump suit's name ("SPADES")
    trump: str | None = field(default=None, metadata=_OPT)
    #: the stock, face down, as dealt
    stock: str | None = field(default=None, metadata=_OPT)


@_register("misdeal")
@dataclass(frozen=True, slots=True, kw_only=True)
class Misdeal(Event):
    """``seat`` threw the hand in (too many nines); a redeal follows as an effect."""

    redeals: int


@_register("kept")
@dataclass(frozen=True, slots=True, kw_only=True)
class Kept(Event):
    """``seat`` could have thrown the hand in and kept it."""


@_register("built")
@dataclass(frozen=True, slots=True, kw_only=True)
class Built(Event):
    """Hand building: ``seat`` kept the card it drew (``keep``; the next card went
    face down, unseen, to its discard pile) or rejected it (it went to the discard
    pile and the next card to the hand). Names no card: only ``seat`` saw them."""

    keep: bool
    #: cards left in the face-down pile
    left: int


@_register("all_passed")
@dataclass(frozen=True, slots=True, kw_only=True)
class AllPassed(Event):
    """Everybody passed: the deal moves on to ``next_dealer``."""

    next_dealer: int


# -- the auction -----------------------------------------------------------------------------


@_register("bid")
@dataclass(frozen=True, slots=True, kw_only=True)
class BidMade(Event):
    amount: int


@_register("passed")
@dataclass(frozen=True, slots=True, kw_only=True)
class Passed(Event):
    """``seat`` passed in the auction."""


@_register("contract")
@dataclass(frozen=True, slots=True, kw_only=True)
class ContractWon(Event):
    bidder: int
    amount: int
    #: the dealer was stuck with it (everybody else passed)
    stuck: bool = False


@_register("see_widow")
@dataclass(frozen=True, slots=True, kw_only=True)
class SawWidow(Event):
    """A forced bidder chose to see the widow rather than concede unseen."""


@_register("widow_taken")
@dataclass(frozen=True, slots=True, kw_only=True)
class WidowTaken(Event):
    cards: str
    #: turned up for everyone (else only the bidder saw it)
    shown: bool


@_register("kitty")
@dataclass(frozen=True, slots=True, kw_only=True)
class KittyDealt(Event):
    """The bidder gave the kitty out, one card to each seat in ``to``."""

    cards: str
    to: list[int]


@_register("trump")
@dataclass(frozen=True, slots=True, kw_only=True)
class TrumpNamed(Event):
    #: the suit's name ("SPADES")
    suit: str


@_register("called")
@dataclass(frozen=True, slots=True, kw_only=True)
class PartnerCalled(Event):
    """Five-handed: the bidder named the card whose holder is its partner."""

    card: str


@_register("gave")
@dataclass(frozen=True, slots=True, kw_only=True)
class CardsGiven(Event):
    """Cards passed between partners."""

    cards: str
    to: int | None


@_register("buried")
@dataclass(frozen=True, slots=True, kw_only=True)
class Buried(Event):
    cards: str


@_register("melds")
@dataclass(frozen=True, slots=True, kw_only=True)
class MeldsShown(Event):
    """Auction games: every seat's meld, ``{"0": meld dict, ...}``."""

    melds: dict[str, Any]


@_register("declared")
@dataclass(frozen=True, slots=True, kw_only=True)
class Declared(Event):
    """The bidder plays the hand (``moon``: shooting the moon)."""

    moon: bool


@_register("conceded")
@dataclass(frozen=True, slots=True, kw_only=True)
class Conceded(Event):
    #: conceded without seeing the widow
    unseen: bool


# -- the auction for stakes: before the first lead (RULES.md section 11) -----------------


@_register("claimed")
@dataclass(frozen=True, slots=True, kw_only=True)
class Claimed(Event):
    """The bidder claimed the contract: the meld alone makes the bid (seed 004)."""


@_register("rearranged")
@dataclass(frozen=True, slots=True, kw_only=True)
class Rearranged(Event):
    """The bidder took the buried ``cards`` back to bury, meld and name trump again
    (seed 004: "before he leads to the first trick he may change the cards that he
    has discarded, change the melds and the trump suit")."""

    cards: str


@_register("contract_conceded")
@dataclass(frozen=True, slots=True, kw_only=True)
class ContractConceded(Event):
    """An opponent conceded the contract to the bidder; when every opponent has, the
    contract is made without play."""


@_register("defended")
@dataclass(frozen=True, slots=True, kw_only=True)
class Defended(Event):
    """An opponent chose to play the contract out rather than concede it."""


# -- trick play ----------------------------------------------------------------------------


@_register("card_played")
@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlayed(Event):
    card: str
    #: classic two-handed only: the card came from the seat's meld on the table
    from_table: bool | None = field(default=None, metadata=_OPT)


@_register("partner")
@dataclass(frozen=True, slots=True, kw_only=True)
class PartnerRevealed(Event):
    """Five-handed: ``seat`` played the called ``card`` and is the bidder's partner."""

    card: str


@_register("trick_won")
@dataclass(frozen=True, slots=True, kw_only=True)
class TrickWon(Event):
    """``seat`` won a trick, worth ``points`` in counters (the rules' card values
    with the hand's trump, :func:`.rules.values.card_values`).

    Auction games: ``cards`` is "AS TS ..." in play order, with ``leader`` and
    ``points`` (None in events written before tricks carried their points:
    :func:`.play.tricks.with_trick_points` works them out). Classic two-handed: ``cards`` is a
    list and ``winner`` is given too (and on the last trick ``last_trick_bonus``).
    """

    cards: str | list[str]
    leader: int
    winner: int | None = field(default=None, metadata=_OPT)
    points: int | None = field(default=None, metadata=_OPT)
    last_trick_bonus: int | None = field(default=None, metadata=_OPT)

    @property
    def codes(self) -> list[str]:
        """The trick's cards in play order."""
        cards = self.cards
        return cards.split() if isinstance(cards, str) else list(cards)

    def _data(self) -> dict[str, Any]:
        if self.winner is None:
            if self.points is None:
                return {"cards": self.cards, "leader": self.leader}
            return {"cards": self.cards, "leader": self.leader, "points": self.points}
        out: dict[str, Any] = {"winner": self.winner, "leader": self.leader,
                               "cards": self.cards, "points": self.points}
        if self.last_trick_bonus is not None:
            out["last_trick_bonus"] = self.last_trick_bonus
        return out


# -- scoring ----------------------------------------------------------------------------------


@_register("hand_scored")
@dataclass(frozen=True, slots=True, kw_only=True)
class HandScored(Event):
    """A hand was scored; its data is the result's dict."""

    result: HandResult

    def _data(self) -> dict[str, Any]:
        return self.result.to_dict()

    @classmethod
    def _from_data(cls, seat: int | None, data: dict[str, Any],
                   effects: tuple[Event, ...]) -> Event:
        return cls(seat=seat, effects=effects, result=HandResult.from_dict(data))


@_register("game_over")
@dataclass(frozen=True, slots=True, kw_only=True)
class GameOver(Event):
    #: the winning side
    winner: int
    scores: list[int]
    target: int


# -- classic two-handed ---------------------------------------------------------------------------


@_register("meld")
@dataclass(frozen=True, slots=True, kw_only=True)
class MeldLaid(Event):
    """Classic two-handed: ``seat`` laid one meld on the table."""

    #: the meld's kind ("marriage", ...): the data's ``kind`` key
    meld_kind: str = field(metadata={KEY: "kind"})
    name: str
    points: int
    cards: list[str]
    from_hand: list[str]
    from_table: list[str]
    #: the names of the melds on the table it builds on
    upgraded: list[str]


@_register("no_meld")
@dataclass(frozen=True, slots=True, kw_only=True)
class NoMeld(Event):
    """Classic: the trick's winner chose not to meld."""


@_register("dix")
@dataclass(frozen=True, slots=True, kw_only=True)
class Dix(Event):
    """Classic: the nine of trump scored.

    ``how`` is "turned_up" (the dealer's bonus), "exchange" (``took`` is the up
    card taken for it) or "show".
    """

    how: str
    card: str
    points: int
    took: str | None = field(default=None, metadata=_OPT)

    def _data(self) -> dict[str, Any]:
        if self.how == "turned_up":
            return {"how": self.how, "card": self.card, "points": self.points}
        out: dict[str, Any] = {"card": self.card, "points": self.points, "how": self.how}
        if self.took is not None:
            out["took"] = self.took
        return out


@_register("no_dix")
@dataclass(frozen=True, slots=True, kw_only=True)
class NoDix(Event):
    """Classic: the holder of the dix kept it hidden."""


@_register("drew")
@dataclass(frozen=True, slots=True, kw_only=True)
class Drew(Event):
    """Classic: ``seat`` drew ``card`` from "stock", "last" or "up_card"."""

    card: str
    source: str = field(metadata={KEY: "from"})

    @property
    def public(self) -> bool:
        """Both players see the card (the last two cards of the stock)."""
        return self.source in ("last", "up_card")


@_register("took")
@dataclass(frozen=True, slots=True, kw_only=True)
class Took(Event):
    """Classic: the trick's winner chose which of the last two cards to take."""

    card: str


@_register("phase2")
@dataclass(frozen=True, slots=True, kw_only=True)
class PhaseTwo(Event):
    """Classic: the stock is used up; the melds go back to the hands."""

    leader: int
    #: each seat's cards taken back from the table
    returned: list[list[str]]


# -- the hot path ------------------------------------------------------------------------------
# A card is played and a trick won hundreds of thousands of times in a search
# or a simulation; a frozen dataclass's keyword call costs about twice a plain
# object's. These make the same values (equal to the keyword-built ones)
# straight through the slots.


def _slot(cls: type, name: str) -> Any:
    return cls.__dict__[name].__set__


_seat, _effects = _slot(Event, "seat"), _slot(Event, "effects")
_played_card, _from_table = _slot(CardPlayed, "card"), _slot(CardPlayed, "from_table")
_won_cards, _won_leader = _slot(TrickWon, "cards"), _slot(TrickWon, "leader")
_won_winner, _won_points = _slot(TrickWon, "winner"), _slot(TrickWon, "points")
_won_bonus = _slot(TrickWon, "last_trick_bonus")


def card_played(seat: int, card: str, from_table: bool | None = None,
                effects: tuple[Event, ...] = ()) -> CardPlayed:
    """``CardPlayed(seat=seat, card=card, ...)``, made faster."""
    event: CardPlayed = _new(CardPlayed)
    _seat(event, seat)
    _effects(event, effects)
    _played_card(event, card)
    _from_table(event, from_table)
    return event


def trick_won(seat: int, cards: str | list[str], leader: int, winner: int | None = None,
              points: int | None = None, last_trick_bonus: int | None = None) -> TrickWon:
    """``TrickWon(seat=seat, cards=cards, leader=leader, ...)``, made faster."""
    event: TrickWon = _new(TrickWon)
    _seat(event, seat)
    _effects(event, ())
    _won_cards(event, cards)
    _won_leader(event, leader)
    _won_winner(event, winner)
    _won_points(event, points)
    _won_bonus(event, last_trick_bonus)
    return event
