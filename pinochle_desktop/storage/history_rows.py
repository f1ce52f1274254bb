"""Reading the hand history's rows back: the list's summaries, the statistics,
packed JSON cells, and checking each value read before anything is built from it.

Split from :mod:`.history` (which re-exports every name here); a row that
cannot be read back raises :class:`.history_schema.HistoryError`.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Callable
from dataclasses import MISSING, dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from ..engine import Action, RuleSet, State
from ..engine.nesting import nested_too_deeply
from ..engine.rules.limits import MAX_SEATS
from ..engine.rules.serialisation import migrate_rules_dict, newer_rules_version
from ..engine.text import QT_TRANSLATE_NOOP
from .bounds import MAX_CARDS_TEXT, MAX_MOVE_TEXT, MAX_MOVES, check_game_data, check_rules_data
from .handrecord import HandRecord
from .history_schema import (
    HistoryError,
)
from .text import clause, encodable, excerpt, reason_of

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HandSummary:
    """One row of the hand list."""

    id: int
    game_id: str
    hand_number: int
    #: UTC, "YYYY-MM-DD HH:MM:SS"
    played_at: str
    variant: str
    level: str
    human_seat: int | None
    dealer: int
    bidder: int | None
    contract: int | None
    trump: str | None
    made: bool | None
    my_contract: bool
    our_contract: bool
    human_meld: int | None
    human_delta: int | None
    scores: list[int]

    @property
    def local_time(self) -> datetime:
        """``played_at`` in the computer's time zone."""
        return datetime.fromisoformat(self.played_at).replace(tzinfo=UTC).astimezone()


@dataclass(frozen=True)
class WinRate:
    key: str
    played: int
    won: int

    @property
    def rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class Stats:
    games_started: int
    #: finished games the person played in
    games_played: int
    games_won: int
    hands_played: int
    win_rate_by_variant: list[WinRate]
    #: by the computer opponents' level ("mixed" when they differed)
    win_rate_by_difficulty: list[WinRate]
    contracts_made: int
    contracts_set: int
    #: contracts the person bid
    my_contracts_made: int
    my_contracts_set: int
    #: the person's side's meld per hand
    average_meld: float | None
    #: the winning bid per hand, and the person's own winning bids
    average_bid: float | None
    average_my_bid: float | None


Result = Literal["made", "set"]


def when_text(value: datetime | str | None) -> str | None:
    """A datetime (naive means local time) or ready text -> the stored UTC text."""
    if value is None or isinstance(value, str):
        return value
    if value.tzinfo is None:
        value = value.astimezone()
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def replay_from(game: dict[str, Any], record: HandRecord) -> tuple[State, list[Action]]:
    """The position before ``record``'s deal and its moves, from a game state document."""
    from ..engine import StateError

    log_entries = game.get("log")
    if not isinstance(log_entries, list) or len(log_entries) < record.log_end:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The saved game does not reach this hand, so it cannot be replayed."))
    if log_entries[record.log_start : record.log_end] != record.actions:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand cannot be replayed: its moves and the saved game disagree."))
    try:
        check_game_data(game)
    except ValueError as exc:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand cannot be replayed: the game is damaged: {reason}."
        ).format(reason=reason_of(exc))) from None
    try:
        start = State.from_dict(dict(game, log=log_entries[: record.log_start]))
        actions = [Action.parse(e.split(":", 1)[1]) for e in record.actions]
    except (StateError, ValueError, IndexError, TypeError, AttributeError) as exc:
        raise HistoryError(QT_TRANSLATE_NOOP("Files", "The hand cannot be replayed: {reason}")
                           .format(reason=reason_of(exc))) from None
    except Exception as exc:  # an engine failure must not escape as anything else
        log.exception("replaying a hand failed unexpectedly")
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand cannot be replayed: the game before it could not be set up "
            "({failure})."
        ).format(failure=f"{type(exc).__name__}: {excerpt(str(exc), 60)}")) from None
    probe = start.clone()
    for number, action in enumerate(actions, start=1):
        try:
            reason = probe.why_not(action)
            if reason is None:
                probe.apply(action)
        except Exception as exc:
            log.exception("replaying move %d of a hand failed unexpectedly", number)
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand cannot be replayed: move {number} of the hand ({move}) could "
                "not be played ({failure})."
            ).format(number=number, move=str(action),
                     failure=f"{type(exc).__name__}: {excerpt(str(exc), 60)}")) from None
        if reason is not None:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand cannot be replayed: move {number} of the hand ({move}) is not "
                "allowed: {reason}").format(number=number, move=str(action), reason=reason))
    return start, actions


def pack(value: Any) -> bytes:
    """Compact JSON, zlib-compressed: hand records shrink about five times."""
    return zlib.compress(json.dumps(value, separators=(",", ":")).encode("utf-8"), 6)


def unpack(blob: bytes) -> Any:
    """A packed cell read back (ValueError if it is damaged or nested too deeply)."""
    return loads_cell(zlib.decompress(blob).decode("utf-8"))


def loads_cell(text: str | bytes) -> Any:
    """A JSON cell read back; ValueError if it is not JSON or is nested deeper than any
    value we write (checked before anything walks it)."""
    value = json.loads(text)
    if nested_too_deeply(value):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "it is nested too deeply"))
    return value


def cell_at(values: Any, index: int | None) -> int | None:
    if index is None or not isinstance(values, list) or not 0 <= index < len(values):
        return None
    value = values[index]
    return value if isinstance(value, int) else None


def text_cell(value: Any) -> str:
    """A text column read back: text that can be shown and written; ValueError otherwise."""
    if not isinstance(value, str) or len(value) > 200:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a text column holds {value}").format(
            value=excerpt(value)))
    return value


def int_cells(row: tuple[Any, ...], *indexes: int) -> None:
    for i in indexes:
        value = row[i]
        if value is not None and (not isinstance(value, int) or abs(value) > 10**12):
            raise ValueError(QT_TRANSLATE_NOOP("Files", "a number column holds {value}").format(
                value=excerpt(value)))


# -- the hand record's schema: every field's type and bounds, checked before use ---------

#: whole numbers a record holds (points, scores, bids) stay within this either way
_LARGEST = 10**12
#: tricks, passes and other events a hand can hold (a 120-card deck has 40 tricks)
_MOST_ITEMS = 1_000


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= _LARGEST


def _count(value: Any) -> bool:
    return _whole(value) and 0 <= value <= 10**6


def _seat(value: Any) -> bool:
    return _whole(value) and 0 <= value < MAX_SEATS


def _flag(value: Any) -> bool:
    return isinstance(value, bool)


def _text(limit: int) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, str) and len(value) <= limit and encodable(value)


def _maybe(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: value is None or check(value)


def _list_of(check: Callable[[Any], bool], most: int) -> Callable[[Any], bool]:
    return lambda value: (isinstance(value, list) and len(value) <= most
                          and all(check(item) for item in value))


def _object(**keys: Callable[[Any], bool]) -> Callable[[Any], bool]:
    """A JSON object whose listed keys, where present, pass their checks."""
    return lambda value: isinstance(value, dict) and all(
        key not in value or check(value[key]) for key, check in keys.items())


_cards = _text(MAX_CARDS_TEXT)
_short = _text(200)
_numbers = _list_of(_whole, MAX_SEATS)


def _when(value: Any) -> bool:
    """"YYYY-MM-DD HH:MM:SS": the list shows it in local time."""
    if not _text(40)(value):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _bid(value: Any) -> bool:
    """(seat, amount) as a pair; amount None for a pass."""
    return (isinstance(value, list | tuple) and len(value) == 2 and _seat(value[0])
            and (value[1] is None or _whole(value[1])))


def _move(value: Any) -> bool:
    return _text(MAX_MOVE_TEXT)(value) and ":" in value


#: every field of :class:`HandRecord` and what its value must be
RECORD_SCHEMA: dict[str, Callable[[Any], bool]] = {
    "game_id": _short,
    "hand_number": _count,
    "played_at": _when,
    "variant": _short,
    "rules": lambda value: isinstance(value, dict),  # then bounded and built: _check_rules
    "seats": _list_of(lambda value: isinstance(value, dict), MAX_SEATS),  # then SeatInfo
    "human_seat": _maybe(_seat),
    "dealer": _seat,
    "deal": _list_of(_cards, MAX_SEATS),
    "widow": _cards,
    "stock": _cards,
    "up_card": _maybe(_cards),
    "redeals": _count,
    "bidding": _list_of(_bid, _MOST_ITEMS),
    "bidder": _maybe(_seat),
    "contract": _maybe(_whole),
    "stuck": _flag,
    "trump": _maybe(_text(20)),
    "widow_taken": _cards,
    "widow_shown": _flag,
    "kitty": _cards,
    "kitty_to": _list_of(_seat, MAX_SEATS),
    "passes": _list_of(_object(seat=_maybe(_seat), to=_maybe(_seat), cards=_cards),
                       _MOST_ITEMS),
    "buried": _cards,
    "melds": _list_of(_maybe(_object(total=_maybe(_whole), melds=_list_of(
        lambda value: isinstance(value, dict), _MOST_ITEMS))), MAX_SEATS),
    "moon": _flag,
    "conceded": _flag,
    "tricks": _list_of(_object(
        leader=_maybe(_seat), winner=_maybe(_seat), points=_whole, last_trick_bonus=_whole,
        cards=_list_of(lambda value: (isinstance(value, list) and len(value) == 2
                                      and _maybe(_seat)(value[0]) and _cards(value[1])),
                       _MOST_ITEMS)), _MOST_ITEMS),
    "summary": _object(hand=_count, scores=_numbers, deltas=_numbers, meld=_numbers,
                       points=_numbers, tricks=_numbers, contract=_maybe(_whole),
                       bidder=_maybe(_seat)),
    "made": _maybe(_flag),
    "my_contract": _flag,
    "our_contract": _flag,
    "log_start": _count,
    "log_end": _count,
    "actions": _list_of(_move, MAX_MOVES),
    "other_events": _list_of(_object(kind=_short, seat=_maybe(_seat)), _MOST_ITEMS),
}

#: the fields a record cannot do without (the others have defaults)
_REQUIRED = tuple(name for name, spec in HandRecord.__dataclass_fields__.items()
                  if spec.default is MISSING and spec.default_factory is MISSING)


def checked_record(data: Any, known_rules: dict[str, Any] | None = None) -> HandRecord:
    """A HandRecord from its dict, every field checked against :data:`RECORD_SCHEMA`
    first: ValueError in words for a missing field, a value of the wrong type or out
    of bounds, or rules that do not make a rule set. Rules equal to ``known_rules``
    (rules that passed this check before) are not built into a rule set again."""
    if not isinstance(data, dict):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand record is not an object"))
    for name in _REQUIRED:
        if name not in data:
            raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand record has no field \"{field}\"")
                             .format(field=name))
    for name, check in RECORD_SCHEMA.items():
        if name in data and not check(data[name]):
            raise ValueError(QT_TRANSLATE_NOOP(
                "Files", "the hand record's field \"{field}\" is not valid ({value})").format(
                    field=name, value=excerpt(data[name])))
    if known_rules is None or data["rules"] != known_rules:
        _check_rules(data["rules"])
    record = HandRecord.from_dict(data)
    if record.log_start > record.log_end:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "the hand's moves end before they start ({start} to {end})").format(
                start=record.log_start, end=record.log_end))
    for name in ("human_seat", "dealer", "bidder"):
        seat = getattr(record, name)
        if seat is not None and seat >= len(record.seats):
            raise ValueError(QT_TRANSLATE_NOOP(
                "Files", "the hand record's field \"{field}\" is not valid ({value})").format(
                    field=name, value=excerpt(seat)))
    return record


def _check_rules(rules: dict[str, Any]) -> None:
    """The record's rules: bounded, then built into a rule set (so its sides, used to
    find the person's side, are what they should be)."""
    if newer_rules_version(rules):
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "the hand's rules were made by a newer version of Pinochle Desktop; "
            "update Pinochle Desktop to use this hand"))
    try:
        check_rules_data(rules)
        RuleSet.from_dict(rules)
    except (ValueError, TypeError) as exc:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand's rules are damaged: {reason}")
                         .format(reason=clause(reason_of(exc)))) from None


def summary_from_row(row: tuple[Any, ...]) -> HandSummary:
    int_cells(row, 0, 2, 6, 7, 8, 9, 11, 12, 13, 14, 15)
    for i in (1, 3, 4, 5):
        text_cell(row[i])
    datetime.fromisoformat(row[3])  # local_time must work
    scores = loads_cell(row[16])
    if not isinstance(scores, list):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the scores are not a list"))
    return HandSummary(
        id=row[0],
        game_id=row[1],
        hand_number=row[2],
        played_at=row[3],
        variant=row[4],
        level=row[5],
        human_seat=row[6],
        dealer=row[7],
        bidder=row[8],
        contract=row[9],
        trump=row[10],
        made=None if row[11] is None else bool(row[11]),
        my_contract=bool(row[12]),
        our_contract=bool(row[13]),
        human_meld=row[14],
        human_delta=row[15],
        scores=scores,
    )


def same_rules(kept: Any, rules: dict[str, Any]) -> bool:
    """The game's rules row and a hand's rules say the same, whatever rules version
    each was written in (a game begun before the version key has none)."""
    if kept == rules:
        return True
    try:
        return bool(migrate_rules_dict(kept) == migrate_rules_dict(rules))
    except (ValueError, TypeError, AttributeError):
        return False


HAND_COLUMNS = (
    "id, game_id, hand_number, played_at, variant, level, human_seat, dealer, bidder, "
    "contract, trump, made, my_contract, our_contract, human_meld, human_delta, scores_json"
)
