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

The file is first opened read-only and immutable and its format checked
(:mod:`.history_format`); only a database that passes is switched to WAL or
migrated, so a refused one is never written. Every ``sqlite3`` error after that
(missing tables, damaged pages, bad JSON in a row, read-only, locked, disk full)
becomes a
:class:`HistoryError` with words. Writes wait at most :data:`BUSY_TIMEOUT`
for another connection's lock. :meth:`HistoryDB.record_state` never loses a
hand to a database it cannot write: the hand is kept in memory
(:attr:`HistoryDB.pending_count`), recorded by the next call or
:meth:`HistoryDB.flush_pending` once the database can be written again, and
:meth:`HistoryDB.take_notice` gives the sentence to tell the player, once.

The format's pieces (errors, limits) are in :mod:`.history_schema`, reading rows
back in :mod:`.history_rows` (both re-exported here), and the questions asked of
the database (list, filters, one hand, replay, statistics) in
:mod:`.history_queries`, a base class of :class:`HistoryDB`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import State
from ..engine.text import QT_TRANSLATE_NOOP, Text
from . import atomic, notices, paths
from .handrecord import HandRecord, hand_record_from_state, utc_now_text
from .history_format import check_format, check_version, connect_read_only, not_opened
from .history_queries import HistoryQueries, checked_cost
from .history_rows import (
    HAND_COLUMNS,
    HandSummary,
    Result,
    Stats,
    WinRate,
    cell_at,
    checked_record,
    loads_cell,
    pack,
    replay_from,
    same_rules,
    unpack,
    when_text,
)
from .history_schema import (
    BUSY_TIMEOUT,
    COST_VERSION,
    MAX_PENDING,
    ROW_ERRORS,
    TABLES,
    HistoryError,
    PendingHand,
    sqlite_problem,
    v0_to_v1,
    v1_to_v2,
)
from .jsonfile import DocumentError, backup_path, decode_json, describe
from .seats import SeatInfo, opponents_level
from .text import excerpt, json_problem, reason_of, short_name, shorten

log = logging.getLogger(__name__)


#: MIGRATIONS[i] takes the schema from user_version i to i + 1
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [v0_to_v1, v1_to_v2]


def schema_version() -> int:
    return len(MIGRATIONS)


def _quoted(exc: BaseException, limit: int) -> str:
    """The reason ``exc`` gives, quoted (translatable when it is our own sentence, whole),
    else as an excerpt."""
    shown = excerpt(str(exc), limit)
    why = reason_of(exc)
    if shown == f"'{why}'" or (isinstance(why, Text) and len(why) <= limit):
        return QT_TRANSLATE_NOOP("Files", "'{reason}'").format(reason=why)
    return shown


class HistoryDB(HistoryQueries):
    """The hand history database. ``HistoryDB()`` opens (or creates) the user's."""

    def __init__(self, path: Path | str | None = None) -> None:
        """Open and upgrade; HistoryError for a damaged, foreign or newer-version
        database, which is left exactly as it was (it is only read to refuse it).

        A database that can be read but not written (a read-only file or
        folder) opens read-only: :attr:`read_only` is True, the hands can be
        listed and replayed, and :meth:`record_state` keeps new hands in memory.
        """
        self.path = Path(path) if path is not None else paths.history_path()
        paths.ensure_dir(self.path.parent)
        #: the database could be read but not written: new hands wait in memory
        self.read_only = False
        self._pending: list[PendingHand] = []
        self._notice: notices.Notice | None = None
        #: the rules of the last hand recorded, which passed the record's check
        self._rules_checked: dict[str, Any] | None = None
        for extra in ("", "-wal", "-shm", "-journal"):
            try:
                atomic.check_regular(self.path.with_name(self.path.name + extra))
            except OSError as exc:
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "Files", "The hand history {path} cannot be used: {reason}."
                ).format(path=self.path, reason=describe(exc))) from None
        version = check_format(self.path, schema_version()) if self.path.exists() else 0
        atomic.create_private(self.path, beside=paths.SQLITE_SIDECARS)
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as exc:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand history {path} could not be opened ({detail})."
            ).format(path=self.path, detail=excerpt(str(exc), 60))) from None
        try:
            self._setup()
        except sqlite3.Error as exc:
            self.db.close()
            why, kind = sqlite_problem(exc)
            if why == "it is read-only" and version == schema_version():
                self.db = connect_read_only(self.path)
                self.read_only = True
                return
            raise HistoryError(not_opened(self.path, why), kind) from None
        except HistoryError:
            self.db.close()
            raise

    def _setup(self) -> None:
        db = self.db
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        # again: another copy may have changed it since the format was read
        check_version(self.path, version, schema_version(), None)
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
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand history could not be used ({doing}): {reason}."
            ).format(doing=what, reason=why), kind) from None
        except ROW_ERRORS as exc:
            log.warning("history %s: %s failed: %r", self.path, what, exc)
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand history is damaged ({doing}): {detail}."
            ).format(doing=what, detail=excerpt(str(exc), 60)), "damaged") from None

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

    def _record_pending(self, item: PendingHand) -> int:
        hand_id = self.record_hand(item.record, item.game_state)
        if item.result is not None:
            winner, scores = item.result
            self.record_game_result(item.record.game_id, winner_side=winner, scores=scores)
        return hand_id

    def _keep(self, item: PendingHand, error: HistoryError | None) -> None:
        self._pending.append(item)
        if len(self._pending) > MAX_PENDING:
            del self._pending[0]
            log.warning("history: more than %d hands kept; the oldest is dropped", MAX_PENDING)
        if self._notice is None:
            why = "it is read-only" if error is None else str(error)
            log.warning("history %s cannot be written (%s); hands kept in memory", self.path, why)
            self._notice = notices.post(
                QT_TRANSLATE_NOOP(
                    "Files", "Your hand history cannot be written just now, so the hands you "
                             "play are kept and will be added when it can be written again "
                             "({reason})."
                ).format(reason=excerpt(why, 120).strip(chr(39))),
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
        with self._guard(QT_TRANSLATE_NOOP("Files", "recording a hand")):
            detail = record.to_dict()
            # a record built in memory meets the schema too; the rules of a game, the
            # same in each of its hands, are built into a rule set once
            checked_record(detail, self._rules_checked)
            self._rules_checked = detail["rules"]  # a copy of the record's, kept unchanged
            human_side = record.human_side
            summary = record.summary
            human_meld = cell_at(summary.get("meld", []), human_side)
            human_delta = cell_at(summary.get("deltas", []), human_side)
            level = opponents_level(record.seats)
        with self._guard(QT_TRANSLATE_NOOP("Files", "recording a hand")), self._transaction() as db:
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
                f"INSERT INTO hands ({HAND_COLUMNS.removeprefix('id, ')}) "
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
            (game_rules,) = db.execute(
                "SELECT rules_json FROM games WHERE id = ?", (record.game_id,)
            ).fetchone()
            if same_rules(loads_cell(game_rules), record.rules):
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
        with self._guard(QT_TRANSLATE_NOOP("Files", "recording a game's result")):
            row = self.db.execute(
                "SELECT human_side FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if row is None:
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "Files", "No hand of game {game} is in the history.").format(game=game_id),
                    "missing")
            human_side = row[0]
            won = (
                None if human_side is None or winner_side is None
                else int(winner_side == human_side)
            )
            self.db.execute(
                "UPDATE games SET finished_at = ?, winner_side = ?, human_won = ?, "
                "scores_json = ? WHERE id = ?",
                (
                    when_text(finished_at) or utc_now_text(),
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
        hand_number: int | None = None,
    ) -> int | None:
        """The one call after each ``hand_scored``: record the latest hand (or hand
        ``hand_number``, when the game has gone on since), and the result when it is
        the game's last. Returns the hand's id (None if none scored).

        Never raises for the database: if it cannot be written (read-only,
        locked, full, damaged) the hand is kept in memory and None comes back;
        the kept hands are recorded first, in order, by the next call (or
        :meth:`flush_pending`), and :meth:`take_notice` has a sentence for the
        player the first time. ValueError only for a state with no such hand.
        """
        if not state.history:
            return None
        record = hand_record_from_state(state, human_seat, game_id, seats=seats,
                                        hand_number=hand_number)
        last = record.hand_number == state.history[-1].hand
        result = (state.winner, list(state.scores)) if state.is_terminal and last else None
        item = PendingHand(record, state.to_dict(), result)
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

    # -- one hand as a file ------------------------------------------------------------------
    def record_cost(self, hand_id: int, points: float, decisions: int) -> None:
        """Keep the analysis figure of a hand (replacing an older one); HistoryError
        when it cannot be written or the hand is not there."""
        checked_cost(hand_id, round(max(0.0, points), 1), decisions)
        with self._guard(QT_TRANSLATE_NOOP("Files", "keeping an analysis figure")), \
                self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO hand_costs (hand_id, version, analysed_at, points, "
                "decisions) VALUES (?, ?, ?, ?, ?)",
                (hand_id, COST_VERSION, utc_now_text(), round(max(0.0, points), 1), decisions))

    def export_hand(self, hand_id: int) -> dict[str, Any]:
        """A self-contained document for one hand: its record and the game up to its end."""
        record = self.get_hand(hand_id)
        game = self._game_state(record.game_id)
        if game is not None:
            moves = game.get("log")
            if not isinstance(moves, list):
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "Files", "The game of hand {hand} in the history is damaged.").format(
                        hand=hand_id), "damaged")
            game = dict(game, log=moves[: record.log_end])
        return {"format": "pinochle-hand", "version": 1, "record": record.to_dict(), "game": game}

    def import_hand(self, document: Any) -> int:
        """Store a hand from :meth:`export_hand`; HistoryError in words if it will not do."""
        try:
            if not isinstance(document, dict) or document.get("format") != "pinochle-hand":
                raise ValueError(QT_TRANSLATE_NOOP("Files", "it is not an exported pinochle hand"))
            version = document.get("version")
            if not isinstance(version, int) or version > 1:
                raise ValueError(QT_TRANSLATE_NOOP(
                    "Files", "it was exported by a newer version of Pinochle Desktop"))
            problem = json_problem(document, max_string=10_000, max_items=1_000_000)
            if problem is not None:
                raise ValueError(problem)
            record = checked_record(document["record"])
            game = document.get("game")
            if game is not None:
                if not isinstance(game, dict):
                    raise ValueError(QT_TRANSLATE_NOOP("Files", "its game is not a saved game"))
                replay_from(game, record)  # proves the hand replays before it is kept
        except HistoryError:
            raise
        except ROW_ERRORS as exc:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The hand could not be imported: {reason}.").format(
                    reason=_quoted(exc, 120))) from None
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
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "Hand {hand} could not be exported: {reason}.").format(
                    hand=hand_id, reason=_quoted(exc, 120))) from None

    def import_hand_file(self, path: Path | str) -> int:
        """Store the hand in an exported file; HistoryError names any problem."""
        path = Path(path)
        try:
            document = decode_json(atomic.read_bytes(path, atomic.SAVE_LIMIT))
        except FileNotFoundError:
            raise HistoryError(QT_TRANSLATE_NOOP("Files", "The file {path} does not exist.")
                               .format(path=path), "missing") from None
        except (OSError, atomic.FileTooLargeError, DocumentError) as exc:
            why = describe(exc) if isinstance(exc, OSError) else reason_of(exc)
            raise HistoryError(QT_TRANSLATE_NOOP("Files", "{name} could not be imported: {reason}.")
                               .format(name=short_name(path), reason=why)) from None
        return self.import_hand(document)


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
            return None, shorten(QT_TRANSLATE_NOOP(
                "Files", "{problem} Hands will not be recorded until then.").format(
                    problem=reason_of(exc)))
        if exc.kind != "damaged":
            return None, shorten(QT_TRANSLATE_NOOP(
                "Files", "{problem} Hands will not be recorded this time.").format(
                    problem=reason_of(exc)))
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
        why = describe(exc) if isinstance(exc, OSError) else reason_of(exc)
        return None, shorten(QT_TRANSLATE_NOOP(
            "Files", "{problem} It could not be set aside ({reason}); hands will not be "
            "recorded.").format(problem=reason_of(error), reason=why))
    log.warning("history %s damaged (%s); kept as %s", path, error, backup)
    return db, QT_TRANSLATE_NOOP(
        "Files", "Your hand history was damaged and a new one has been started. The old file "
        "is kept as {backup}.").format(backup=backup)


__all__ = [
    "BUSY_TIMEOUT",
    "MAX_PENDING",
    "MIGRATIONS",
    "TABLES",
    "HandSummary",
    "HistoryDB",
    "HistoryError",
    "Result",
    "Stats",
    "WinRate",
    "open_history",
    "pack",
    "replay_from",
    "schema_version",
    "unpack",
]
