"""One finished hand, as the hand history keeps it: extracted from a game state.

:func:`hand_record_from_state` reads ``state.events`` (what happened) and
``state.history`` (how it scored) right after a hand is scored, or later for
any earlier hand of the same game. The record says everything the review
window shows (the deal, the auction, passes, widow and bury, meld, every trick
with its points, the score) and where the hand sits in the game's action log
(``log_start``/``log_end``), so it can be replayed exactly: the game's state
document with ``log[:log_start]`` is the position just before the deal, and
``actions`` are the moves of the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from typing import Any

from ..engine import State
from ..engine.events import (
    AllPassed,
    BidMade,
    Buried,
    CardPlayed,
    CardsGiven,
    Conceded,
    ContractWon,
    Dealt,
    Declared,
    Event,
    GameOver,
    HandScored,
    Kept,
    KittyDealt,
    MeldsShown,
    Misdeal,
    Passed,
    SawWidow,
    TrickWon,
    TrumpNamed,
    WidowTaken,
)
from ..engine.play.tricks import with_trick_points
from .seats import SeatInfo, default_seats

#: the kinds the record has a field for, or needs not keep; the rest land in ``other_events``
_KNOWN: tuple[type[Event], ...] = (
    Dealt,
    Misdeal,
    AllPassed,
    Kept,
    BidMade,
    Passed,
    ContractWon,
    SawWidow,
    WidowTaken,
    KittyDealt,
    TrumpNamed,
    CardsGiven,
    Buried,
    MeldsShown,
    Declared,
    CardPlayed,
    TrickWon,
    Conceded,
    HandScored,
    GameOver,
)


@dataclass
class HandRecord:
    game_id: str
    hand_number: int
    #: when the hand was recorded: UTC, "YYYY-MM-DD HH:MM:SS"
    played_at: str
    variant: str
    rules: dict[str, Any]
    seats: list[SeatInfo]
    human_seat: int | None
    dealer: int
    #: each seat's cards as dealt ("AS TS ..."; empty for a seat sitting out)
    deal: list[str]
    widow: str = ""
    #: classic two-handed: the face-down stock and the turned-up card
    stock: str = ""
    up_card: str | None = None
    #: throw-ins (misdeal on nines, everybody passed) before this deal
    redeals: int = 0
    #: (seat, amount); amount None for a pass
    bidding: list[tuple[int, int | None]] = field(default_factory=list)
    bidder: int | None = None
    contract: int | None = None
    #: the dealer was stuck with the bid
    stuck: bool = False
    trump: str | None = None
    #: the widow as the bidder took it, and whether everybody saw it
    widow_taken: str = ""
    widow_shown: bool = False
    #: kitty: the cards the bidder handed out, in seat order ``kitty_to``
    kitty: str = ""
    kitty_to: list[int] = field(default_factory=list)
    #: passing: {"seat", "to", "cards"} in order
    passes: list[dict[str, Any]] = field(default_factory=list)
    buried: str = ""
    #: each seat's meld {"total", "melds": [...]}, None for a seat without one
    melds: list[dict[str, Any] | None] = field(default_factory=list)
    moon: bool = False
    conceded: bool = False
    #: every trick: {"leader", "cards": [[seat, "AS"], ...], "winner", "points"}
    tricks: list[dict[str, Any]] = field(default_factory=list)
    #: the engine's summary of the hand (meld and points per side, deltas, scores...)
    summary: dict[str, Any] = field(default_factory=dict)
    #: True made, False set, None when there was no contract (classic)
    made: bool | None = None
    #: the person was the bidder / the person's side won the auction
    my_contract: bool = False
    our_contract: bool = False
    #: this hand's moves in the game's action log: log[log_start:log_end]
    log_start: int = 0
    log_end: int = 0
    #: this hand's moves as text ("0:bid 250", "-:continue" never included)
    actions: list[str] = field(default_factory=list)
    #: events of kinds without a field here (classic meld, dix, draws...): kind, seat, data
    other_events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def human_side(self) -> int | None:
        if self.human_seat is None:
            return None
        return _side_of(self.rules, self.human_seat)

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON data, sharing nothing with the record (a plain copy:
        every field holds JSON values, so no dataclass walk is needed)."""
        data = {name: _plain(getattr(self, name)) for name in _FIELDS}
        data["seats"] = [s.to_dict() for s in self.seats]
        data["bidding"] = [list(b) for b in self.bidding]
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> HandRecord:
        """Rebuild from :meth:`to_dict`; ValueError/TypeError/KeyError if malformed."""
        values = dict(data)
        values["seats"] = [SeatInfo.from_dict(s) for s in data["seats"]]
        values["bidding"] = [(int(s), None if a is None else int(a)) for s, a in data["bidding"]]
        known = set(HandRecord.__dataclass_fields__)
        return HandRecord(**{k: v for k, v in values.items() if k in known})


#: the record's fields, in order
_FIELDS = tuple(f.name for f in fields(HandRecord))


def _plain(value: Any) -> Any:
    """A copy of JSON-like ``value`` (dicts, lists and tuples of plain values)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    return value


def _side_of(rules: dict[str, Any], seat: int) -> int | None:
    for i, side in enumerate(rules.get("sides", [])):
        if seat in side:
            return i
    return None


def utc_now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S")


def hand_record_from_state(
    state: State,
    human_seat: int | None,
    game_id: str,
    *,
    seats: Sequence[SeatInfo] | None = None,
    hand_number: int | None = None,
    played_at: str | None = None,
) -> HandRecord:
    """The record of a scored hand of ``state`` (the latest one unless ``hand_number``).

    ValueError if that hand has not been scored.
    """
    if not state.history:
        raise ValueError("no hand of this game has been scored yet")
    number = state.history[-1].hand if hand_number is None else hand_number
    result = next((h for h in state.history if h.hand == number), None)
    if result is None:
        raise ValueError(f"hand {number} of this game has not been scored")
    events, redeals = _hand_events(state.events, number)
    rules = state.rules
    seat_list = list(seats) if seats is not None else default_seats(rules.num_players, human_seat)
    dealt = events[0]
    assert isinstance(dealt, Dealt)
    start, end = _log_span(state, number)
    record = HandRecord(
        game_id=game_id,
        hand_number=number,
        played_at=played_at or utc_now_text(),
        variant=rules.variant,
        rules=rules.to_dict(),
        seats=seat_list,
        human_seat=human_seat,
        dealer=dealt.dealer,
        deal=list(dealt.hands),
        widow=dealt.widow or "",
        stock=dealt.stock or "",
        up_card=dealt.up_card,
        redeals=redeals,
        summary=result.to_dict(),
        log_start=start,
        log_end=end,
        actions=[_entry(seat, a) for seat, a in state.log[start:end]],
    )
    _read_events(record, events[1:], state)
    if result.bidder is not None:
        record.bidder = result.bidder
        record.contract = result.contract
        record.made = bool(result.made)
        record.moon = bool(result.moon)
        record.conceded = bool(result.conceded)
    if record.trump is None and result.trump:
        record.trump = str(result.trump)
    if not record.melds and result.melds is not None:  # classic
        record.melds = [
            {"total": total, "melds": items}
            for total, items in zip(result.meld or [], result.melds, strict=False)
        ]
    if human_seat is not None and record.bidder is not None:
        record.my_contract = record.bidder == human_seat
        record.our_contract = rules.side_of(record.bidder) == rules.side_of(human_seat)
    return record


def _entry(seat: int | None, action: object) -> str:
    return f"{'-' if seat is None else seat}:{action}"


def _hand_events(events: list[Event], number: int) -> tuple[list[Event], int]:
    """This hand's events from its final deal to its score, and how many redeals came first."""
    end = next(
        (
            i
            for i in range(len(events) - 1, -1, -1)
            if _is_score_of(events[i], number)
        ),
        None,
    )
    if end is None:
        raise ValueError(f"hand {number} of this game has not been scored")
    deals = [i for i in range(end) if _is_deal_of(events[i], number)]
    if not deals:
        raise ValueError(f"the deal of hand {number} is not in the game's events")
    last = end + 1
    if last < len(events) and isinstance(events[last], GameOver):
        last += 1
    return events[deals[-1] : last], len(deals) - 1


def _is_score_of(event: Event, number: int) -> bool:
    return isinstance(event, HandScored) and event.result.hand == number


def _is_deal_of(event: Event, number: int) -> bool:
    return isinstance(event, Dealt) and event.hand == number


def _log_span(state: State, number: int) -> tuple[int, int]:
    """Where hand ``number`` lies in the log: after the number-th "continue"."""
    starts = [0] + [i + 1 for i, (seat, a) in enumerate(state.log) if seat is None]
    if number >= len(starts):
        raise ValueError(f"hand {number} is not in the game's log")
    start = starts[number]
    end = starts[number + 1] - 1 if number + 1 < len(starts) else len(state.log)
    return start, end


def _read_events(record: HandRecord, events: list[Event], state: State) -> None:
    rules = state.rules
    melds: dict[int, dict[str, Any]] = {}
    trick: list[list[Any]] = []
    for e in with_trick_points(events, rules):
        seat = e.seat
        match e:
            case BidMade() if seat is not None:
                record.bidding.append((seat, e.amount))
            case Passed() if seat is not None:
                record.bidding.append((seat, None))
            case ContractWon():
                record.stuck = e.stuck
            case WidowTaken():
                record.widow_taken = e.cards
                record.widow_shown = e.shown
            case KittyDealt():
                record.kitty = e.cards
                record.kitty_to = list(e.to)
            case TrumpNamed():
                record.trump = e.suit
            case CardsGiven():
                record.passes.append({"seat": seat, "to": e.to, "cards": e.cards})
            case Buried():
                record.buried = e.cards
            case MeldsShown():
                melds = {int(s): m for s, m in e.melds.items()}
            case CardPlayed():
                trick.append([seat, e.card])
            case TrickWon():
                record.tricks.append(
                    {
                        "leader": e.leader,
                        "cards": trick,
                        "winner": seat,
                        "points": int(e.points or 0),
                        "last_trick_bonus": e.last_trick_bonus or 0,
                    }
                )
                trick = []
            case _ if not isinstance(e, _KNOWN):
                record.other_events.append({"kind": e.kind, "seat": seat, "data": e.data})
    if melds:
        record.melds = [melds.get(s) for s in range(rules.num_players)]
    if record.tricks and "bidder" in record.summary and rules.last_trick_bonus:
        record.tricks[-1]["last_trick_bonus"] = rules.last_trick_bonus
