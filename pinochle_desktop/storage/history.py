"""The hand history: every finished hand in an SQLite database in the data dir.

Standard library ``sqlite3`` in WAL mode. The schema version is
``PRAGMA user_version``; ``MIGRATIONS[i]`` upgrades a database from version
``i`` to ``i + 1`` inside one transaction, so an empty file becomes the
current schema by the same path an old one does.

Two tables matter: ``hands`` holds one narrow row per hand (what the list,
the filters and the statistics use, with indexes for them) and
``hand_details`` the full :class:`HandRecord` as JSON, read only when one
hand is opened. ``games`` holds one row per game: its variant, seats, result
and its latest state document, whose log prefixes replay any of its hands.

One :class:`HistoryDB` belongs to one thread (the GUI thread).

Hardening (issue #24): the file is first opened read-only and its format
checked (``user_version`` from 0 to the current schema, our tables present);
only a database that passes is switched to WAL or migrated, so a refused one is
never written. Every ``sqlite3`` error after that (missing tables, damaged
pages, bad JSON in a row, read-only, locked, disk full) becomes a
:class:`HistoryError` with words. Writes wait at most :data:`BUSY_TIMEOUT`
for another connection's lock. :meth:`HistoryDB.record_state` never loses a
hand to a database it cannot write: the hand is kept in memory
(:attr:`HistoryDB.pending_count`), recorded by the next call or
:meth:`HistoryDB.flush_pending` once the database can be written again, and
:meth:`HistoryDB.take_notice` gives the sentence to tell the player, once.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from ..engine import Action, State
from ..engine.rules.ruleset import migrate_rules_dict
from . import atomic, notices, paths
from .bounds import check_game_data
from .handrecord import HandRecord, hand_record_from_state, utc_now_text
from .jsonfile import DocumentError, backup_path, decode_json, describe
from .seats import SeatInfo, opponents_level
from .text import excerpt, json_problem, short_name, shorten

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
_ROW_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, zlib.error,
               RecursionError, OverflowError)


def sqlite_problem(exc: sqlite3.Error) -> tuple[str, Literal["damaged", "unusable"]]:
    """An sqlite3 error in words, and whether it means damage or only "not now"."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return "another program is using it", "unusable"
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return "it is read-only", "unusable"
    if name.startswith("SQLITE_FULL") or "full" in text:
        return "the disk is full", "unusable"
    damage = ("malformed", "not a database", "no such table", "no such column", "corrupt")
    if (
        name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
        or any(word in text for word in damage)
        or not isinstance(exc, sqlite3.OperationalError)
    ):
        return f"it is damaged ({excerpt(text, 60)})", "damaged"
    return f"it could not be read or written ({excerpt(text, 60)})", "unusable"


@dataclass
class _Pending:
    """A hand kept in memory until the history can be written."""

    record: HandRecord
    game_state: dict[str, Any] | None
    #: (winner_side, scores) when the hand ended the game
    result: tuple[int | None, list[int]] | None = None


def _v0_to_v1(db: sqlite3.Connection) -> None:
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


#: MIGRATIONS[i] takes the schema from user_version i to i + 1
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v0_to_v1]


def schema_version() -> int:
    return len(MIGRATIONS)


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
_HAND_COLUMNS = (
    "id, game_id, hand_number, played_at, variant, level, human_seat, dealer, bidder, "
    "contract, trump, made, my_contract, our_contract, human_meld, human_delta, scores_json"
)


def _when(value: datetime | str | None) -> str | None:
    """A datetime (naive means local time) or ready text -> the stored UTC text."""
    if value is None or isinstance(value, str):
        return value
    if value.tzinfo is None:
        value = value.astimezone()
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


class HistoryDB:
    """The hand history database. ``HistoryDB()`` opens (or creates) the user's."""

    def __init__(self, path: Path | str | None = None) -> None:
        """Open and upgrade; HistoryError for a damaged, foreign or newer-version
        database, which is left exactly as it was (it is only read to refuse it).

        A database that can be read but not written (a read-only file or
        folder) opens read-only: :attr:`read_only` is True, the hands can be
        listed and replayed, and :meth:`record_state` keeps new hands in memory.
        """
        self.path = Path(path) if path is not None else paths.history_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        #: the database could be read but not written: new hands wait in memory
        self.read_only = False
        self._pending: list[_Pending] = []
        self._notice: notices.Notice | None = None
        for extra in ("", "-wal", "-shm", "-journal"):
            try:
                atomic.check_regular(self.path.with_name(self.path.name + extra))
            except OSError as exc:
                raise HistoryError(
                    f"The hand history {self.path} cannot be used: {describe(exc)}."
                ) from None
        version = self._check_format() if self.path.exists() else 0
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as exc:
            raise HistoryError(
                f"The hand history {self.path} could not be opened ({excerpt(str(exc), 60)})."
            ) from None
        try:
            self._setup()
        except sqlite3.Error as exc:
            self.db.close()
            why, kind = sqlite_problem(exc)
            if why == "it is read-only" and version == schema_version():
                self.db = self._connect_read_only()
                self.read_only = True
                return
            raise HistoryError(
                f"The hand history {self.path} could not be opened: {why}.", kind
            ) from None
        except HistoryError:
            self.db.close()
            raise

    def _connect_read_only(self) -> sqlite3.Connection:
        uri = f"{self.path.absolute().as_uri()}?mode=ro"
        return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)

    def _check_format(self) -> int:
        """Read the schema version and tables without writing; HistoryError if the
        database is not ours, damaged, or newer. Returns the version."""
        try:
            con = self._connect_read_only()
        except sqlite3.Error as exc:
            why, kind = sqlite_problem(exc)
            raise HistoryError(f"The hand history {self.path} could not be opened: {why}.",
                               kind) from None
        try:
            version = int(con.execute("PRAGMA user_version").fetchone()[0])
            tables = {
                r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
        except sqlite3.Error as exc:
            why, kind = sqlite_problem(exc)
            if kind == "damaged":
                why = "it is not a hand history database, or it is damaged"
            raise HistoryError(f"The hand history {self.path} cannot be read: {why}.",
                               kind) from None
        finally:
            con.close()
        self._check_version(version, tables)
        return version

    def _check_version(self, version: int, tables: set[str] | None) -> None:
        target = schema_version()
        if version < 0:
            raise HistoryError(
                f"The hand history {self.path} is damaged: its format number ({version}) is "
                "not one Pinochle Desktop writes.",
                "damaged",
            )
        if version > target:
            raise HistoryError(
                f"The hand history {self.path} was written by a newer version of Pinochle "
                f"Desktop (schema {version}; this version knows {target}). Update the "
                "program to use it.",
                "newer",
            )
        if tables is None:
            return
        if version == 0 and tables:
            raise HistoryError(
                f"The hand history {self.path} is not a Pinochle Desktop hand history "
                "(it holds other tables).",
                "damaged",
            )
        if version > 0 and not tables >= TABLES:
            missing = ", ".join(sorted(TABLES - tables))
            raise HistoryError(
                f"The hand history {self.path} is damaged: its tables are missing ({missing}).",
                "damaged",
            )

    def _setup(self) -> None:
        db = self.db
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        self._check_version(version, None)  # again: another copy may have changed it
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        target = schema_version()
        while version < target:
            db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[version](db)
                db.execute(f"PRAGMA user_version = {version + 1}")
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
            version += 1

    def close(self) -> None:
        """Record any hands kept in memory if possible (they are lost otherwise: the
        log says how many), then close."""
        if self._pending:
            self.flush_pending()
            if self._pending:
                log.warning("%d hand(s) could not be added to the history", len(self._pending))
        self.db.close()

    def __enter__(self) -> HistoryDB:
        return self

    @contextlib.contextmanager
    def _guard(self, what: str) -> Iterator[None]:
        """Turn any sqlite3 error, or a row that cannot be read back, into HistoryError."""
        try:
            yield
        except HistoryError:
            raise
        except sqlite3.Error as exc:
            why, kind = sqlite_problem(exc)
            log.warning("history %s: %s failed: %s", self.path, what, exc)
            raise HistoryError(f"The hand history could not be used ({what}): {why}.",
                               kind) from None
        except _ROW_ERRORS as exc:
            log.warning("history %s: %s failed: %r", self.path, what, exc)
            raise HistoryError(
                f"The hand history is damaged ({what}): {excerpt(str(exc), 60)}.", "damaged"
            ) from None

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE (waiting at most BUSY_TIMEOUT for a lock) ... COMMIT, or ROLLBACK."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise

    # -- hands kept in memory while the history cannot be written ----------------------
    @property
    def pending_count(self) -> int:
        """Hands played but not yet recorded because the database could not be written."""
        return len(self._pending)

    def flush_pending(self) -> int:
        """Record the hands kept in memory, oldest first; return how many were recorded.

        Stops at the first that still cannot be written (it stays kept). Never raises.
        """
        done = 0
        while self._pending:
            try:
                self._record_pending(self._pending[0])
            except HistoryError as exc:
                log.info("history still cannot be written: %s", exc)
                break
            self._pending.pop(0)
            done += 1
        if done:
            log.info("%d kept hand(s) added to the history", done)
        return done

    def take_notice(self) -> str | None:
        """The sentence for the player when hands had to be kept in memory, once per
        session (then None; also delivered by :func:`storage.notices.take_notices`)."""
        return None if self._notice is None else self._notice.take()

    def _record_pending(self, item: _Pending) -> int:
        hand_id = self.record_hand(item.record, item.game_state)
        if item.result is not None:
            winner, scores = item.result
            self.record_game_result(item.record.game_id, winner_side=winner, scores=scores)
        return hand_id

    def _keep(self, item: _Pending, error: HistoryError | None) -> None:
        self._pending.append(item)
        if len(self._pending) > MAX_PENDING:
            del self._pending[0]
            log.warning("history: more than %d hands kept; the oldest is dropped", MAX_PENDING)
        if self._notice is None:
            why = "it is read-only" if error is None else str(error)
            log.warning("history %s cannot be written (%s); hands kept in memory", self.path, why)
            self._notice = notices.post(
                "Your hand history cannot be written just now, so the hands you play are "
                "kept and will be added when it can be written again "
                f"({excerpt(why, 120).strip(chr(39))}).",
                "history",
            )

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- recording ------------------------------------------------------------------------
    def record_hand(self, record: HandRecord, game_state: dict[str, Any] | None = None) -> int:
        """Store a finished hand (and its game, if new); return the hand's id.

        Recording the same hand of the same game twice (say after resuming an
        autosave) keeps the first record. ``game_state`` is the game's state
        document (``state.to_dict()``) at or after the hand, kept so the hand
        can be replayed; the newest one given is kept.

        HistoryError if it cannot be written (nothing is kept: see
        :meth:`record_state` for the call that keeps hands until it can).
        """
        human_side = record.human_side
        summary = record.summary
        deltas = summary.get("deltas", [])
        meld = summary.get("meld", [])
        human_meld = _at(meld, human_side)
        human_delta = _at(deltas, human_side)
        level = opponents_level(record.seats)
        with self._guard("recording a hand"), self._transaction() as db:
            db.execute(
                "INSERT OR IGNORE INTO games (id, started_at, variant, level, human_seat, "
                "human_side, seats_json, rules_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.game_id,
                    record.played_at,
                    record.variant,
                    level,
                    record.human_seat,
                    human_side,
                    json.dumps([s.to_dict() for s in record.seats]),
                    json.dumps(record.rules),
                ),
            )
            if game_state is not None:
                db.execute(
                    "UPDATE games SET state_z = ? WHERE id = ?",
                    (pack(game_state), record.game_id),
                )
            row = db.execute(
                "SELECT id FROM hands WHERE game_id = ? AND hand_number = ?",
                (record.game_id, record.hand_number),
            ).fetchone()
            if row is not None:
                return int(row[0])  # the transaction commits on leaving the block
            cur = db.execute(
                f"INSERT INTO hands ({_HAND_COLUMNS.removeprefix('id, ')}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.game_id,
                    record.hand_number,
                    record.played_at,
                    record.variant,
                    level,
                    record.human_seat,
                    record.dealer,
                    record.bidder,
                    record.contract,
                    record.trump,
                    None if record.made is None else int(record.made),
                    int(record.my_contract),
                    int(record.our_contract),
                    human_meld,
                    human_delta,
                    json.dumps(summary.get("scores", [])),
                ),
            )
            hand_id = int(cur.lastrowid or 0)
            detail = record.to_dict()
            (game_rules,) = db.execute(
                "SELECT rules_json FROM games WHERE id = ?", (record.game_id,)
            ).fetchone()
            if _same_rules(json.loads(game_rules), record.rules):
                del detail["rules"]  # kept once per game, not once per hand
            db.execute(
                "INSERT INTO hand_details (hand_id, record_z) VALUES (?, ?)",
                (hand_id, pack(detail)),
            )
        return hand_id

    def record_game_result(
        self,
        game_id: str,
        *,
        winner_side: int | None,
        scores: Sequence[int],
        finished_at: datetime | str | None = None,
    ) -> None:
        """Mark a game finished; whether the person won follows from their side.

        HistoryError if no hand of that game was recorded.
        """
        with self._guard("recording a game's result"):
            row = self.db.execute(
                "SELECT human_side FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if row is None:
                raise HistoryError(f"No hand of game {game_id} is in the history.", "missing")
            human_side = row[0]
            won = (
                None if human_side is None or winner_side is None
                else int(winner_side == human_side)
            )
            self.db.execute(
                "UPDATE games SET finished_at = ?, winner_side = ?, human_won = ?, "
                "scores_json = ? WHERE id = ?",
                (
                    _when(finished_at) or utc_now_text(),
                    winner_side,
                    won,
                    json.dumps(list(scores)),
                    game_id,
                ),
            )

    def record_state(
        self,
        state: State,
        game_id: str,
        human_seat: int | None,
        seats: Sequence[SeatInfo] | None = None,
    ) -> int | None:
        """The one call after each ``hand_scored``: record the latest hand, and the
        result when the game is over. Returns the hand's id (None if none scored).

        Never raises for the database: if it cannot be written (read-only,
        locked, full, damaged) the hand is kept in memory and None comes back;
        the kept hands are recorded first, in order, by the next call (or
        :meth:`flush_pending`), and :meth:`take_notice` has a sentence for the
        player the first time. ValueError only for a state with no such hand.
        """
        if not state.history:
            return None
        record = hand_record_from_state(state, human_seat, game_id, seats=seats)
        result = (state.winner, list(state.scores)) if state.is_terminal else None
        item = _Pending(record, state.to_dict(), result)
        if self.read_only:
            self._keep(item, None)
            return None
        self.flush_pending()
        if self._pending:
            self._keep(item, None)  # after the older hands, still waiting
            return None
        try:
            return self._record_pending(item)
        except HistoryError as exc:
            self._keep(item, exc)
            return None

    # -- reading --------------------------------------------------------------------------
    def list_hands(
        self,
        *,
        since: datetime | str | None = None,
        until: datetime | str | None = None,
        variant: str | None = None,
        result: Result | None = None,
        my_contract_only: bool = False,
        game_id: str | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[HandSummary]:
        """Hands newest first, filtered: played in [since, until), of a variant, contracts
        made or set, only contracts the person bid, of one game."""
        where, args = self._filters(since, until, variant, result, my_contract_only, game_id)
        with self._guard("listing the hands"):
            rows = self.db.execute(
                f"SELECT {_HAND_COLUMNS} FROM hands {where} "
                "ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                (*args, limit, offset),
            ).fetchall()
            return [_summary(r) for r in rows]

    def count_hands(
        self,
        *,
        since: datetime | str | None = None,
        until: datetime | str | None = None,
        variant: str | None = None,
        result: Result | None = None,
        my_contract_only: bool = False,
        game_id: str | None = None,
    ) -> int:
        where, args = self._filters(since, until, variant, result, my_contract_only, game_id)
        with self._guard("counting the hands"):
            return int(self.db.execute(f"SELECT COUNT(*) FROM hands {where}", args).fetchone()[0])

    @staticmethod
    def _filters(
        since: datetime | str | None,
        until: datetime | str | None,
        variant: str | None,
        result: Result | None,
        my_contract_only: bool,
        game_id: str | None,
    ) -> tuple[str, tuple[Any, ...]]:
        clauses: list[str] = []
        args: list[Any] = []
        if since is not None:
            clauses.append("played_at >= ?")
            args.append(_when(since))
        if until is not None:
            clauses.append("played_at < ?")
            args.append(_when(until))
        if variant is not None:
            clauses.append("variant = ?")
            args.append(variant)
        if result is not None:
            if result not in ("made", "set"):
                raise ValueError(f"result must be 'made' or 'set', not {result!r}")
            clauses.append("made = ?")
            args.append(1 if result == "made" else 0)
        if my_contract_only:
            clauses.append("my_contract = 1")
        if game_id is not None:
            clauses.append("game_id = ?")
            args.append(game_id)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        return where, tuple(args)

    def variants(self) -> list[str]:
        """The variants that have hands (for the filter's combo box)."""
        with self._guard("listing the variants"):
            rows = self.db.execute(
                "SELECT DISTINCT variant FROM games ORDER BY variant"
            ).fetchall()
            return [_text_cell(r[0]) for r in rows]

    def get_hand(self, hand_id: int) -> HandRecord:
        """The full record of one hand; HistoryError if it is not there or damaged."""
        with self._guard(f"reading hand {excerpt(hand_id)}"):
            row = self.db.execute(
                "SELECT d.record_z, g.rules_json FROM hand_details AS d "
                "JOIN hands AS h ON h.id = d.hand_id JOIN games AS g ON g.id = h.game_id "
                "WHERE d.hand_id = ?",
                (hand_id,),
            ).fetchone()
        if row is None:
            raise HistoryError(f"Hand {excerpt(hand_id)} is not in the history.", "missing")
        try:
            data = unpack(row[0])
            if not isinstance(data, dict):
                raise ValueError("it is not a hand record")
            if "rules" not in data:
                data["rules"] = json.loads(row[1])
            return _checked_record(data)
        except _ROW_ERRORS as exc:
            raise HistoryError(
                f"Hand {hand_id} in the history is damaged ({excerpt(str(exc), 60)}).", "damaged"
            ) from None

    def replay(self, hand_id: int) -> tuple[State, list[Action]]:
        """The game just before hand ``hand_id`` was dealt, and the hand's moves in order.

        Apply the moves one by one to step through the hand exactly as it was played.
        """
        record = self.get_hand(hand_id)
        game = self._game_state(record.game_id)
        if game is None:
            raise HistoryError(
                f"The game of hand {hand_id} was not kept, so it cannot be replayed."
            )
        return replay_from(game, record)

    def _game_state(self, game_id: str) -> dict[str, Any] | None:
        with self._guard("reading a game"):
            row = self.db.execute(
                "SELECT state_z FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        if row is None or row[0] is None:
            return None
        try:
            game = unpack(row[0])
        except _ROW_ERRORS as exc:
            raise HistoryError(
                f"The game {excerpt(game_id)} in the history is damaged "
                f"({excerpt(str(exc), 60)}).",
                "damaged",
            ) from None
        return game if isinstance(game, dict) else None

    def stats(self) -> Stats:
        """Counts and rates over the whole history."""
        with self._guard("counting the statistics"):
            return self._stats()

    def _stats(self) -> Stats:
        q = self.db.execute
        games_started = q("SELECT COUNT(*) FROM games").fetchone()[0]
        played, won = q(
            "SELECT COUNT(*), COALESCE(SUM(human_won), 0) FROM games WHERE human_won IS NOT NULL"
        ).fetchone()

        def rates(column: str) -> list[WinRate]:
            rows = q(
                f"SELECT {column}, COUNT(*), SUM(human_won) FROM games "
                f"WHERE human_won IS NOT NULL GROUP BY {column} ORDER BY {column}"
            ).fetchall()
            return [WinRate(r[0], r[1], r[2]) for r in rows]

        hands, made, set_, avg_bid, my_made, my_set, avg_my_bid, avg_meld = q(
            "SELECT COUNT(*), COALESCE(SUM(made = 1), 0), COALESCE(SUM(made = 0), 0), "
            "AVG(contract), COALESCE(SUM(my_contract = 1 AND made = 1), 0), "
            "COALESCE(SUM(my_contract = 1 AND made = 0), 0), "
            "AVG(CASE WHEN my_contract = 1 THEN contract END), AVG(human_meld) FROM hands"
        ).fetchone()
        return Stats(
            games_started=games_started,
            games_played=played,
            games_won=won,
            hands_played=hands,
            win_rate_by_variant=rates("variant"),
            win_rate_by_difficulty=rates("level"),
            contracts_made=made,
            contracts_set=set_,
            my_contracts_made=my_made,
            my_contracts_set=my_set,
            average_meld=avg_meld,
            average_bid=avg_bid,
            average_my_bid=avg_my_bid,
        )

    # -- one hand as a file ------------------------------------------------------------------
    def export_hand(self, hand_id: int) -> dict[str, Any]:
        """A self-contained document for one hand: its record and the game up to its end."""
        record = self.get_hand(hand_id)
        game = self._game_state(record.game_id)
        if game is not None:
            moves = game.get("log")
            if not isinstance(moves, list):
                raise HistoryError(f"The game of hand {hand_id} in the history is damaged.",
                                   "damaged")
            game = dict(game, log=moves[: record.log_end])
        return {"format": "pinochle-hand", "version": 1, "record": record.to_dict(), "game": game}

    def import_hand(self, document: Any) -> int:
        """Store a hand from :meth:`export_hand`; HistoryError in words if it will not do."""
        try:
            if not isinstance(document, dict) or document.get("format") != "pinochle-hand":
                raise ValueError("it is not an exported pinochle hand")
            version = document.get("version")
            if not isinstance(version, int) or version > 1:
                raise ValueError("it was exported by a newer version of Pinochle Desktop")
            problem = json_problem(document, max_string=10_000, max_items=1_000_000)
            if problem is not None:
                raise ValueError(problem)
            record = _checked_record(document["record"])
            game = document.get("game")
            if game is not None:
                if not isinstance(game, dict):
                    raise ValueError("its game is not a saved game")
                replay_from(game, record)  # proves the hand replays before it is kept
        except HistoryError:
            raise
        except _ROW_ERRORS as exc:
            raise HistoryError(f"The hand could not be imported: {excerpt(str(exc), 120)}.",
                               ) from None
        return self.record_hand(record, game)

    def export_hand_file(self, hand_id: int, path: Path | str) -> None:
        """Write :meth:`export_hand` to a file (atomically); OSError if it cannot be written,
        HistoryError if the hand cannot be read or written as a file."""
        try:
            atomic.write_text(path, json.dumps(self.export_hand(hand_id), indent=1) + "\n",
                              limit=atomic.SAVE_LIMIT)
        except ValueError as exc:
            if isinstance(exc, HistoryError):
                raise
            raise HistoryError(f"Hand {hand_id} could not be exported: "
                               f"{excerpt(str(exc), 120)}.") from None

    def import_hand_file(self, path: Path | str) -> int:
        """Store the hand in an exported file; HistoryError names any problem."""
        path = Path(path)
        try:
            document = decode_json(atomic.read_bytes(path, atomic.SAVE_LIMIT))
        except FileNotFoundError:
            raise HistoryError(f"The file {path} does not exist.", "missing") from None
        except (OSError, atomic.FileTooLargeError, DocumentError) as exc:
            why = describe(exc) if isinstance(exc, OSError) else str(exc)
            raise HistoryError(f"{short_name(path)} could not be imported: {why}.") from None
        return self.import_hand(document)


def replay_from(game: dict[str, Any], record: HandRecord) -> tuple[State, list[Action]]:
    """The position before ``record``'s deal and its moves, from a game state document."""
    from ..engine import StateError

    log_entries = game.get("log")
    if not isinstance(log_entries, list) or len(log_entries) < record.log_end:
        raise HistoryError("The saved game does not reach this hand, so it cannot be replayed.")
    if log_entries[record.log_start : record.log_end] != record.actions:
        raise HistoryError("The hand cannot be replayed: its moves and the saved game disagree.")
    try:
        check_game_data(game)
    except ValueError as exc:
        raise HistoryError(f"The hand cannot be replayed: the game is damaged: {exc}.") from None
    try:
        start = State.from_dict(dict(game, log=log_entries[: record.log_start]))
        actions = [Action.parse(e.split(":", 1)[1]) for e in record.actions]
    except (StateError, ValueError, IndexError, TypeError, AttributeError) as exc:
        raise HistoryError(f"The hand cannot be replayed: {exc}") from None
    except Exception as exc:  # an engine failure must not escape as anything else
        log.exception("replaying a hand failed unexpectedly")
        raise HistoryError(
            f"The hand cannot be replayed: the game before it could not be set up "
            f"({type(exc).__name__}: {excerpt(str(exc), 60)})."
        ) from None
    probe = start.clone()
    for number, action in enumerate(actions, start=1):
        try:
            reason = probe.why_not(action)
            if reason is None:
                probe.apply(action)
        except Exception as exc:
            log.exception("replaying move %d of a hand failed unexpectedly", number)
            raise HistoryError(
                f"The hand cannot be replayed: move {number} of the hand ({action}) could not "
                f"be played ({type(exc).__name__}: {excerpt(str(exc), 60)})."
            ) from None
        if reason is not None:
            raise HistoryError(
                f"The hand cannot be replayed: move {number} of the hand ({action}) is not "
                f"allowed: {reason}"
            )
    return start, actions


def pack(value: Any) -> bytes:
    """Compact JSON, zlib-compressed: hand records shrink about five times."""
    return zlib.compress(json.dumps(value, separators=(",", ":")).encode("utf-8"), 6)


def unpack(blob: bytes) -> Any:
    return json.loads(zlib.decompress(blob).decode("utf-8"))


def _at(values: Any, index: int | None) -> int | None:
    if index is None or not isinstance(values, list) or not 0 <= index < len(values):
        return None
    value = values[index]
    return value if isinstance(value, int) else None


def _text_cell(value: Any) -> str:
    """A text column read back: text that can be shown and written; ValueError otherwise."""
    if not isinstance(value, str) or len(value) > 200:
        raise ValueError(f"a text column holds {excerpt(value)}")
    return value


def _int_cells(row: tuple[Any, ...], *indexes: int) -> None:
    for i in indexes:
        value = row[i]
        if value is not None and (not isinstance(value, int) or abs(value) > 10**12):
            raise ValueError(f"a number column holds {excerpt(value)}")


def _checked_record(data: Any) -> HandRecord:
    """A HandRecord from its dict, with the fields the history files by checked."""
    if not isinstance(data, dict):
        raise ValueError("the hand record is not an object")
    record = HandRecord.from_dict(data)
    for name in ("game_id", "played_at", "variant"):
        _text_cell(getattr(record, name))
    for name in ("hand_number", "dealer", "log_start", "log_end"):
        value = getattr(record, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**6:
            raise ValueError(f"the hand's {name.replace('_', ' ')} is {excerpt(value)}")
    if not isinstance(record.rules, dict) or not isinstance(record.actions, list):
        raise ValueError("the hand's rules or moves are missing")
    if not all(isinstance(a, str) and ":" in a for a in record.actions):
        raise ValueError("a move of the hand is damaged")
    return record


def _summary(row: tuple[Any, ...]) -> HandSummary:
    _int_cells(row, 0, 2, 6, 7, 8, 9, 11, 12, 13, 14, 15)
    for i in (1, 3, 4, 5):
        _text_cell(row[i])
    datetime.fromisoformat(row[3])  # local_time must work
    scores = json.loads(row[16])
    if not isinstance(scores, list):
        raise ValueError("the scores are not a list")
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


def open_history(path: Path | None = None) -> tuple[HistoryDB | None, str | None]:
    """Open the user's history the forgiving way: (db, message for the user or None).

    A damaged database is moved aside as ``history.sqlite3.bak-<timestamp>``
    (with its ``-wal`` and ``-shm`` files) and a new one is started. A
    database from a newer version is left alone and ``(None, message)`` comes
    back: the game works, hands are just not recorded this time.
    """
    path = path if path is not None else paths.history_path()
    try:
        return HistoryDB(path), None
    except HistoryError as exc:
        if exc.kind == "newer":
            return None, shorten(f"{exc} Hands will not be recorded until then.")
        if exc.kind != "damaged":
            return None, shorten(f"{exc} Hands will not be recorded this time.")
        error = exc
    try:
        backup = backup_path(path)
        os.replace(path, backup)
        for extra in ("-wal", "-shm"):
            side = path.with_name(path.name + extra)
            if side.exists():
                os.replace(side, backup.with_name(backup.name + extra))
        db = HistoryDB(path)
    except (OSError, HistoryError) as exc:
        why = describe(exc) if isinstance(exc, OSError) else str(exc)
        return None, shorten(
            f"{error} It could not be set aside ({why}); hands will not be recorded."
        )
    log.warning("history %s damaged (%s); kept as %s", path, error, backup)
    return db, (
        f"Your hand history was damaged and a new one has been started. The old file is "
        f"kept as {backup}."
    )


def _same_rules(kept: Any, rules: dict[str, Any]) -> bool:
    """The game's rules row and a hand's rules say the same, whatever rules version
    each was written in (a game begun before the version key has none)."""
    if kept == rules:
        return True
    try:
        return bool(migrate_rules_dict(kept) == migrate_rules_dict(rules))
    except (ValueError, TypeError, AttributeError):
        return False
