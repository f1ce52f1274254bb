"""Asking computer players for a move without blocking the table.

``Thinker.ask(ticket, player, obs)`` returns at once; the answer arrives later
as ``answered(ticket, action)`` on the GUI thread. The work goes through the
task service (``ai.tasks``, ``ui.tasks``): a player that searches in Python
(``cost = "search"``) is asked in a worker process, so it cannot hold the
interpreter lock the table needs to animate; the player object travels there
and back (``player_returned``), so its memory survives. Every other player is
asked on a thread (the Expert mostly waits there on its own worker processes).
:meth:`Thinker.cancel` drops the answers on their way (a new game, an undo).

A player that gives no answer in time (:func:`~...ai.tasks.answer_bound`: a few
times its own time budget, at least fifteen seconds) fails with a word for the log:
its worker process is killed and replaced (a frozen or stopped process), or
the worker processes it waits on are, and the controller plays a stand-in
move and tells the player. The table never waits on a dead or frozen process.

* :class:`SyncThinker` answers inline (Picard's ``FakeThreadPool``) so tests
  are deterministic and need no waiting.
* :class:`ThreadThinker` asks every player on a thread; :class:`ProcessThinker`
  every player in a process (tests of each way).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...ai.tasks import (
    ANSWER_FLOOR,
    NoAnswer,
    Outcome,
    ProcessPool,
    SyncTaskService,
    TaskService,
    Ticket,
    Where,
    answer_bound,
    where_to_ask,
)
from ...engine import Observation
from ..tasks import gui_tasks

log = logging.getLogger(__name__)


def _choose_remote(player: Any, obs: Observation) -> tuple[Any, Any]:
    """Runs in the worker process: the choice, and the player with its memory updated."""
    return player.choose(obs), player


def _warm_up() -> bool:
    """Import the players in the worker process before the first real question."""
    from ... import ai  # noqa: F401

    return True


class Thinker(QObject):
    """Asks players through a task service; ``answered`` or ``failed`` for every ``ask``."""

    #: (ticket, Action) the player's choice, on the GUI thread
    answered = Signal(int, object)
    #: (ticket, message) the player raised an error
    failed = Signal(int, str)
    #: (ticket, player) the player object back from another process, memory updated
    player_returned = Signal(int, object)

    #: None: where the player's declared cost says; else always there
    where: Where | None = None
    #: the least time a player is given before it is taken to be frozen, s
    answer_floor: float = ANSWER_FLOOR

    def __init__(self, tasks: TaskService | None = None, parent: QObject | None = None,
                 *, lane: str = "players") -> None:
        super().__init__(parent)
        #: the service shut down with this thinker when it made it
        self._own = tasks is None
        self.tasks = tasks if tasks is not None else self._make_tasks()
        self.lane = lane
        self._pending: list[Ticket] = []

    def _make_tasks(self) -> TaskService:
        return gui_tasks()

    @property
    def synchronous(self) -> bool:
        return isinstance(self.tasks, SyncTaskService)

    @property
    def broken(self) -> bool:
        """Worker processes were given up: every question goes to a thread."""
        return self.tasks.broken

    def where_for(self, player: Any) -> Where:
        return self.where or where_to_ask(player)

    def ask(self, ticket: int, player: Any, obs: Observation) -> None:
        where = self.where_for(player)
        bound = answer_bound(player, self.answer_floor)
        pool = getattr(player, "pool", None)
        unblock = None
        if where == "thread" and isinstance(pool, ProcessPool):
            def unblock() -> None:  # the player waits on its own frozen processes
                pool.kill("no answer in time")

        def done(outcome: Outcome) -> None:
            if isinstance(outcome.error, NoAnswer):
                log.warning("%s gave no answer in %.1f s; a stand-in move is played",
                            getattr(player, "name", type(player).__name__), bound)
                self.failed.emit(ticket, outcome.message)
            elif outcome.error is not None:
                log.debug("player failed: %s", outcome.trace or outcome.message)
                self.failed.emit(ticket, outcome.message)
            elif where == "process":
                action, returned = outcome.value
                self.player_returned.emit(ticket, returned)
                self.answered.emit(ticket, action)
            else:
                self.answered.emit(ticket, outcome.value)

        self._pending = [t for t in self._pending if not t.cancelled]
        if where == "process":
            task = self.tasks.run(_choose_remote, player, obs, on_done=done,
                                  where="process", lane=self.lane, timeout=bound)
        else:
            task = self.tasks.run(player.choose, obs, on_done=done, lane=self.lane,
                                  timeout=bound, on_timeout=unblock)
        self._pending.append(task)

    def warm_up(self) -> None:
        """Start the worker process now rather than at the first question."""
        self.tasks.warm_up(_warm_up)

    def cancel(self) -> None:
        """Drop every answer still on its way."""
        for task in self._pending:
            task.cancel()
        self._pending = []

    def shutdown(self) -> None:
        """Stop accepting work; pending answers are dropped."""
        self.cancel()
        if self._own:
            self.tasks.shutdown()


class SyncThinker(Thinker):
    """Answers inline, before ``ask`` returns."""

    where = "thread"

    def _make_tasks(self) -> TaskService:
        return SyncTaskService()


class ThreadThinker(Thinker):
    """Asks every player on a worker thread."""

    where = "thread"


class ProcessThinker(Thinker):
    """Asks every player in a worker process (a thread once processes are given up)."""

    where = "process"
