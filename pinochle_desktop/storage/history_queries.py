"""Asking the hand history: the list of hands and its filters, one hand, its
replay, the variants played, the statistics and the analysis figures.

A base class of :class:`.history.HistoryDB`, kept apart so each module reads
as one job; every ``sqlite3`` error becomes :class:`.history_schema.HistoryError`
through the database's ``_guard``.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..engine import Action, State
from ..engine.text import QT_TRANSLATE_NOOP
from .handrecord import HandRecord
from .history_rows import (
    HAND_COLUMNS,
    HandSummary,
    Result,
    Stats,
    WinRate,
    checked_record,
    loads_cell,
    replay_from,
    summary_from_row,
    text_cell,
    unpack,
    when_text,
)
from .history_schema import (
    COST_VERSION,
    MAX_DECISIONS,
    MAX_HAND_COST,
    ROW_ERRORS,
    HandCost,
    HistoryError,
)
from .text import excerpt

if TYPE_CHECKING:
    from contextlib import AbstractContextManager


class HistoryQueries:
    """The read-only questions :class:`.history.HistoryDB` answers."""

    db: sqlite3.Connection

    if TYPE_CHECKING:
        def _guard(self, what: str) -> AbstractContextManager[None]: ...

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
        with self._guard(QT_TRANSLATE_NOOP("Files", "listing the hands")):
            rows = self.db.execute(
                f"SELECT {HAND_COLUMNS} FROM hands {where} "
                "ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                (*args, limit, offset),
            ).fetchall()
            return [summary_from_row(r) for r in rows]

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
        with self._guard(QT_TRANSLATE_NOOP("Files", "counting the hands")):
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
            args.append(when_text(since))
        if until is not None:
            clauses.append("played_at < ?")
            args.append(when_text(until))
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
        with self._guard(QT_TRANSLATE_NOOP("Files", "listing the variants")):
            rows = self.db.execute(
                "SELECT DISTINCT variant FROM games ORDER BY variant"
            ).fetchall()
            return [text_cell(r[0]) for r in rows]

    def get_hand(self, hand_id: int) -> HandRecord:
        """The full record of one hand; HistoryError if it is not there or damaged."""
        with self._guard(QT_TRANSLATE_NOOP("Files", "reading hand {hand}").format(
                hand=excerpt(hand_id))):
            row = self.db.execute(
                "SELECT d.record_z, g.rules_json FROM hand_details AS d "
                "JOIN hands AS h ON h.id = d.hand_id JOIN games AS g ON g.id = h.game_id "
                "WHERE d.hand_id = ?",
                (hand_id,),
            ).fetchone()
        if row is None:
            raise HistoryError(QT_TRANSLATE_NOOP("Files", "Hand {hand} is not in the history.")
                               .format(hand=excerpt(hand_id)), "missing")
        try:
            data = unpack(row[0])
            if not isinstance(data, dict):
                raise ValueError(QT_TRANSLATE_NOOP("Files", "it is not a hand record"))
            if "rules" not in data:
                data["rules"] = loads_cell(row[1])
            return checked_record(data)
        except ROW_ERRORS as exc:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "Hand {hand} in the history is damaged ({detail})."
            ).format(hand=hand_id, detail=excerpt(str(exc), 60)), "damaged") from None

    def replay(self, hand_id: int) -> tuple[State, list[Action]]:
        """The game just before hand ``hand_id`` was dealt, and the hand's moves in order.

        Apply the moves one by one to step through the hand exactly as it was played.
        """
        record = self.get_hand(hand_id)
        game = self._game_state(record.game_id)
        if game is None:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The game of hand {hand} was not kept, so it cannot be replayed."
            ).format(hand=hand_id))
        return replay_from(game, record)

    def _game_state(self, game_id: str) -> dict[str, Any] | None:
        with self._guard(QT_TRANSLATE_NOOP("Files", "reading a game")):
            row = self.db.execute(
                "SELECT state_z FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        if row is None or row[0] is None:
            return None
        try:
            game = unpack(row[0])
        except ROW_ERRORS as exc:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "Files", "The game {game} in the history is damaged ({detail})."
            ).format(game=excerpt(game_id), detail=excerpt(str(exc), 60)), "damaged") from None
        return game if isinstance(game, dict) else None

    def stats(self) -> Stats:
        """Counts and rates over the whole history."""
        with self._guard(QT_TRANSLATE_NOOP("Files", "counting the statistics")):
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

    # -- the analysis figures -----------------------------------------------------------------
    def hand_costs(self, limit: int = 50) -> list[HandCost]:
        """The analysis figures of the last ``limit`` analysed hands, oldest first; a
        damaged figure is refused (HistoryError, kind "damaged", with the hand's number)."""
        with self._guard(QT_TRANSLATE_NOOP("Files", "reading the analysis figures")):
            rows = self.db.execute(
                "SELECT c.hand_id, c.points, c.decisions FROM hand_costs c "
                "JOIN hands h ON h.id = c.hand_id WHERE c.version = ? "
                "ORDER BY h.played_at DESC, h.id DESC LIMIT ?",
                (COST_VERSION, max(0, int(limit)))).fetchall()
            return [checked_cost(*row) for row in reversed(rows)]


def checked_cost(hand_id: object, points: object, decisions: object) -> HandCost:
    """A stored figure, its numbers checked against their bounds."""
    if (
        type(hand_id) is not int or type(decisions) is not int
        or not isinstance(points, (int, float)) or isinstance(points, bool)
        or not 0.0 <= float(points) <= MAX_HAND_COST or not 1 <= decisions <= MAX_DECISIONS
    ):
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The analysis figure of hand {hand} is damaged; analyse the hand again "
            "in Review hands to replace it.").format(
                hand=hand_id if type(hand_id) is int else excerpt(repr(hand_id), 20)),
            "damaged")
    return HandCost(hand_id, float(points), decisions)
