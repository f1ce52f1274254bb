"""The hand history's format: its error type, which ``sqlite3`` errors mean what,
its limits, the first migration, and a hand waiting in memory for a database
that cannot be written.

Split from :mod:`.history` (which re-exports every name here) to keep each
module readable; the database itself is :class:`.history.HistoryDB`.
"""

from __future__ import annotations

import logging
import sqlite3
import zlib
from dataclasses import dataclass
from typing import Any, Literal

from ..engine.text import QT_TRANSLATE_NOOP
from .handrecord import HandRecord
from .text import excerpt, shorten

log = logging.getLogger(__name__)


class HistoryError(ValueError):
    """The history cannot be used; the message is for people.

    ``kind``: "damaged" (not a database, or not ours), "newer" (written by a
    newer version), "missing" (a hand or game that is not there), "unusable"
    (could not be opened, or a hand that cannot be replayed or imported).
    """

    def __init__(
        self,
        message: str,
        kind: Literal["damaged", "newer", "missing", "unusable"] = "unusable",
    ) -> None:
        super().__init__(shorten(message))
        self.kind = kind


#: seconds a statement waits for another connection's lock (was 5 s: the table froze)
BUSY_TIMEOUT = 0.25
#: hands kept in memory at most while the history cannot be written (the oldest go)
MAX_PENDING = 500
#: the tables every schema version from 1 on has
TABLES = frozenset({"games", "hands", "hand_details"})
#: sqlite error names that mean "cannot write now", not damage
#: what a row read back can fail with when its contents are damaged
ROW_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, zlib.error,
               RecursionError, OverflowError)


def sqlite_problem(exc: sqlite3.Error) -> tuple[str, Literal["damaged", "unusable"]]:
    """An sqlite3 error in words, and whether it means damage or only "not now"."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return QT_TRANSLATE_NOOP("Files", "another program is using it"), "unusable"
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return QT_TRANSLATE_NOOP("Files", "it is read-only"), "unusable"
    if name.startswith("SQLITE_FULL") or "full" in text:
        return QT_TRANSLATE_NOOP("Files", "the disk is full"), "unusable"
    damage = ("malformed", "not a database", "no such table", "no such column", "corrupt")
    if (
        name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
        or any(word in text for word in damage)
        or not isinstance(exc, sqlite3.OperationalError)
    ):
        return QT_TRANSLATE_NOOP("Files", "it is damaged ({detail})").format(
            detail=excerpt(text, 60)), "damaged"
    return QT_TRANSLATE_NOOP("Files", "it could not be read or written ({detail})").format(
        detail=excerpt(text, 60)), "unusable"


@dataclass
class PendingHand:
    """A hand kept in memory until the history can be written."""

    record: HandRecord
    game_state: dict[str, Any] | None
    #: (winner_side, scores) when the hand ended the game
    result: tuple[int | None, list[int]] | None = None


def v0_to_v1(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE games (
            id TEXT PRIMARY KEY,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            variant TEXT NOT NULL,
            level TEXT NOT NULL,
            human_seat INTEGER,
            human_side INTEGER,
            seats_json TEXT NOT NULL,
            rules_json TEXT NOT NULL,
            winner_side INTEGER,
            human_won INTEGER,
            scores_json TEXT,
            state_z BLOB
        )"""
    )
    db.execute(
        """CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            hand_number INTEGER NOT NULL,
            played_at TEXT NOT NULL,
            variant TEXT NOT NULL,
            level TEXT NOT NULL,
            human_seat INTEGER,
            dealer INTEGER NOT NULL,
            bidder INTEGER,
            contract INTEGER,
            trump TEXT,
            made INTEGER,
            my_contract INTEGER NOT NULL,
            our_contract INTEGER NOT NULL,
            human_meld INTEGER,
            human_delta INTEGER,
            scores_json TEXT NOT NULL,
            UNIQUE (game_id, hand_number)
        )"""
    )
    db.execute(
        """CREATE TABLE hand_details (
            hand_id INTEGER PRIMARY KEY REFERENCES hands(id) ON DELETE CASCADE,
            record_z BLOB NOT NULL
        )"""
    )
    db.execute("CREATE INDEX hands_by_time ON hands (played_at, id)")
    db.execute("CREATE INDEX hands_by_variant ON hands (variant, played_at, id)")
    db.execute("CREATE INDEX hands_mine ON hands (my_contract, played_at, id)")
    db.execute("CREATE INDEX games_by_variant ON games (variant)")


#: the version of the analysis figures in ``hand_costs`` (a figure of another version is
#: left out: the judge that made it weighed decisions differently; 2: costly by the
#: coach's own rule; 3: cards valued with the Expert's knowledge of the hidden hands)
COST_VERSION = 3
#: the most points a hand's decisions can be said to cost, and decisions in one hand
MAX_HAND_COST = 10_000.0
MAX_DECISIONS = 500


@dataclass(frozen=True)
class HandCost:
    """One analysed hand: what the person's decisions cost in all, by the coach."""

    hand_id: int
    points: float
    decisions: int


def v1_to_v2(db: sqlite3.Connection) -> None:
    """The analysis figure of each analysed hand: what the person's decisions cost."""
    db.execute(
        """CREATE TABLE hand_costs (
            hand_id INTEGER PRIMARY KEY REFERENCES hands(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            analysed_at TEXT NOT NULL,
            points REAL NOT NULL,
            decisions INTEGER NOT NULL
        )"""
    )
