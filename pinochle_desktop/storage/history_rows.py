"""Reading the hand history's rows back: the list's summaries, the statistics,
packed JSON cells, and checking each value read before anything is built from it.

Split from :mod:`.history` (which re-exports every name here); a row that
cannot be read back raises :class:`.history_schema.HistoryError`.
"""

from __future__ import annotations

import json
import logging
import zlib
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from ..engine import Action, State
from ..engine.rules.serialisation import migrate_rules_dict
from ..engine.text import QT_TRANSLATE_NOOP
from .bounds import check_game_data
from .handrecord import HandRecord
from .history_schema import (
    HistoryError,
)
from .text import excerpt, reason_of

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
    return json.loads(zlib.decompress(blob).decode("utf-8"))


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


def checked_record(data: Any) -> HandRecord:
    """A HandRecord from its dict, with the fields the history files by checked."""
    if not isinstance(data, dict):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand record is not an object"))
    record = HandRecord.from_dict(data)
    for name in ("game_id", "played_at", "variant"):
        text_cell(getattr(record, name))
    for name in ("hand_number", "dealer", "log_start", "log_end"):
        value = getattr(record, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**6:
            raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand's {field} is {value}").format(
                field=name.replace("_", " "), value=excerpt(value)))
    if not isinstance(record.rules, dict) or not isinstance(record.actions, list):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the hand's rules or moves are missing"))
    if not all(isinstance(a, str) and ":" in a for a in record.actions):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a move of the hand is damaged"))
    return record


def summary_from_row(row: tuple[Any, ...]) -> HandSummary:
    int_cells(row, 0, 2, 6, 7, 8, 9, 11, 12, 13, 14, 15)
    for i in (1, 3, 4, 5):
        text_cell(row[i])
    datetime.fromisoformat(row[3])  # local_time must work
    scores = json.loads(row[16])
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
