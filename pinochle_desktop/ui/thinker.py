"""Asking computer players for a move without blocking the table.

``Thinker.ask(ticket, player, obs)`` returns at once; the answer arrives later
as ``answered(ticket, action)`` on the GUI thread (Anki's taskman: "on_done will
be called on the main thread"). A ticket lets the controller ignore answers it
no longer wants (a new game started, a move was undone): that is cancelling.

* :class:`ThreadThinker` runs ``player.choose`` on a worker thread, for
  players that decide quickly.
  Heavy players (the Expert) run their own search in worker processes
  (``ai/workers.py``), so this thread mostly waits and the interpreter lock
  stays free for the table.
* :class:`ProcessThinker` runs it in a worker process for players that search
  in Python: a thread would hold the interpreter lock the table needs to
  animate. The player object travels there and back, so its memory survives.
* :class:`SyncThinker` answers inline (Picard's ``FakeThreadPool``) so tests
  are deterministic and need no waiting.
"""

from __future__ import annotations

import concurrent.futures
import concurrent.futures.process
import contextlib
import logging
import multiprocessing
import os
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..engine import Observation

log = logging.getLogger(__name__)


class Thinker(QObject):
    """Base: subclasses deliver ``answered`` or ``failed`` for every ``ask``."""

    #: (ticket, Action) the player's choice, on the GUI thread
    answered = Signal(int, object)
    #: (ticket, message) the player raised an error
    failed = Signal(int, str)
    #: (ticket, player) the player object back from another process, memory updated
    player_returned = Signal(int, object)

    def ask(self, ticket: int, player: Any, obs: Observation) -> None:
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop accepting work; pending answers are dropped."""


class SyncThinker(Thinker):
    """Answers inline, before ``ask`` returns."""

    def ask(self, ticket: int, player: Any, obs: Observation) -> None:
        try:
            action = player.choose(obs)
        except Exception as exc:  # a broken player must not take the table down
            self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
            return
        self.answered.emit(ticket, action)


class _Task(QRunnable):
    def __init__(self, owner: ThreadThinker, ticket: int, player: Any, obs: Observation) -> None:
        super().__init__()
        self.owner = owner
        self.ticket = ticket
        self.player = player
        self.obs = obs

    def run(self) -> None:
        try:
            action = self.player.choose(self.obs)
        except Exception:
            self.owner.failed.emit(self.ticket, traceback.format_exc(limit=3))
            return
        self.owner.answered.emit(self.ticket, action)


class ThreadThinker(Thinker):
    """One worker thread; answers come back through queued signals."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    def ask(self, ticket: int, player: Any, obs: Observation) -> None:
        self._pool.start(_Task(self, ticket, player, obs))

    def shutdown(self) -> None:
        self._pool.clear()
        self._pool.waitForDone(2000)


def _choose_remote(player: Any, obs: Observation) -> tuple[Any, Any]:
    """Runs in the worker process: the choice, and the player with its memory updated."""
    return player.choose(obs), player


def _lower_priority() -> None:
    """Worker processes yield the CPU to the table (a busy machine stutters less)."""
    with contextlib.suppress(AttributeError, OSError):  # not on this platform / not allowed
        os.nice(5)


def _warm_up() -> bool:
    """Import the players in the worker process before the first real question."""
    from .. import ai  # noqa: F401

    return True


class ProcessThinker(Thinker):
    """Asks in a separate (spawned) process, so a searching player cannot hold the
    interpreter lock the table needs; the player object goes there and back.

    If worker processes cannot be started (a frozen build without
    ``freeze_support``, a script without a main guard, a sandbox) it says so
    once in the log and answers on a thread instead: slower to animate, but
    the game goes on with the player the person chose.
    """

    #: the worker process died during a question (ticket, player, observation,
    #: why): emitted from the pool's own thread, handled on this object's thread
    _lost = Signal(int, object, object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._fallback: ThreadThinker | None = None
        #: processes failed; every question now goes to a thread
        self.broken = False
        self._lost.connect(self._ask_again_on_a_thread)

    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._executor = concurrent.futures.ProcessPoolExecutor(
                1, mp_context=context, initializer=_lower_priority)
        return self._executor

    def _thread(self) -> ThreadThinker:
        if self._fallback is None:
            self._fallback = ThreadThinker(self)
            self._fallback.answered.connect(self.answered.emit)
            self._fallback.failed.connect(self.failed.emit)
        return self._fallback

    def _give_up(self, reason: str) -> None:
        if not self.broken:
            log.warning("computer players cannot use a worker process (%s); "
                        "they will think on a thread", reason)
        self.broken = True

    def warm_up(self) -> None:
        """Start the worker process now rather than at the first question."""
        if self.broken:
            return
        try:
            self._pool().submit(_warm_up)
        except Exception as exc:
            self._give_up(f"{type(exc).__name__}: {exc}")

    def ask(self, ticket: int, player: Any, obs: Observation) -> None:
        if self.broken:
            self._thread().ask(ticket, player, obs)
            return
        try:
            future = self._pool().submit(_choose_remote, player, obs)
        except Exception as exc:
            self._give_up(f"{type(exc).__name__}: {exc}")
            self._thread().ask(ticket, player, obs)
            return

        def done(fut: concurrent.futures.Future[tuple[Any, Any]]) -> None:
            try:
                action, returned = fut.result()
            except concurrent.futures.process.BrokenProcessPool as exc:
                # this runs on the pool's thread: the thread fallback must be made
                # (and asked) on ours, or its answers never reach the table
                self._lost.emit(ticket, player, obs, str(exc) or "the worker process stopped")
                return
            except Exception as exc:  # the player itself failed
                self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
                return
            self.player_returned.emit(ticket, returned)
            self.answered.emit(ticket, action)

        future.add_done_callback(done)

    def _ask_again_on_a_thread(self, ticket: int, player: Any, obs: Observation,
                               reason: str) -> None:
        self._give_up(reason)
        self._thread().ask(ticket, player, obs)

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        if self._fallback is not None:
            self._fallback.shutdown()
