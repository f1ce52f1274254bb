"""One service for background work: a callable on a thread or in a process.

After Picard's ``run_task`` (``picard/util/thread.py``: the work runs on a pool,
its ``next_func`` on the main thread) and Anki's taskman ("on_done will be
called on the main thread"). This module has no Qt in it: *how* an answer
reaches the main thread is the ``post`` function given to :class:`TaskService`
(``ui.tasks`` gives one that queues it on the GUI thread; the default calls it
at once, on whatever thread finished the work).

* :meth:`TaskService.run` returns a :class:`Ticket`; :meth:`Ticket.cancel`
  drops an answer that arrives afterwards (the work itself runs on).
* ``where="process"`` runs it in a :class:`ProcessPool`; a pool whose process
  died is replaced at the next use, and after two pools lost in a row (or too
  many replaced in a run) the work stays in this process (on a thread). A
  question whose process died is asked again on a thread, so it still gets
  its answer.
* ``timeout``: work that gives no answer in time is answered with
  :class:`NoAnswer` and its worker processes are killed and replaced (a frozen
  or stopped process never holds the table up); the late answer is dropped.
* The pool's processes talk to this one through pipes only: no named
  semaphores (multiprocessing's queues make five per pool, and a
  ``kill -9`` of the whole process group leaves them in ``/dev/shm``).
* :class:`SyncTaskService` answers inline, before ``run`` returns (Picard's
  ``FakeThreadPool``): tests need no waiting.
* A player declares what it costs to ask (``cost`` on the classes in ``ai``);
  :func:`where_to_ask` turns that into ``"thread"`` or ``"process"``.
* Worker processes end by themselves when the process that started them dies,
  however it dies (``kill -9`` included): on Linux the kernel's parent-death
  signal (``PR_SET_PDEATHSIG``), everywhere a thread in each worker that
  watches its parent (:func:`.worker_processes._worker_start`). multiprocessing's resource
  tracker then ends too: it exits when the last process holding its pipe
  (the workers and the game) has gone.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    pass

from .worker_processes import (
    MAX_START_WAITS,
    Job,
    PipeExecutor,
    Spawner,
    WorkerLost,
    default_workers,
    running,
)

log = logging.getLogger(__name__)

T = TypeVar("T")
Where = Literal["thread", "process"]

#: what asking a player costs, declared on its class (``cost = ...``):
#: "quick" decides at once (a thread is enough); "search" searches in Python and
#: would hold the interpreter lock the table needs (a process of its own);
#: "own_processes" waits on its own worker processes (a thread; it needs a pool)
COSTS = ("quick", "search", "own_processes")


def player_cost(player: object) -> str:
    cost = getattr(player, "cost", "quick")
    return cost if cost in COSTS else "quick"


def where_to_ask(player: object) -> Where:
    """A thread, or a worker process for a player that searches in Python."""
    return "process" if player_cost(player) == "search" else "thread"


#: the least time a player is given to answer before a stand-in move is played, s
ANSWER_FLOOR = 15.0
#: ... or this many times the player's own time budget, when that is longer
ANSWER_FACTOR = 4.0


def time_budget(player: object) -> float:
    """The seconds a player means to think per decision (``time_budget`` on its class,
    else its options' ``max_seconds``); 0 when it names none."""
    budget: Any = getattr(player, "time_budget", None)
    if budget is None:
        budget = getattr(getattr(player, "options", None), "max_seconds", 0.0)
    try:
        return max(0.0, float(budget))
    except (TypeError, ValueError):
        return 0.0


def answer_bound(player: object, floor: float = ANSWER_FLOOR) -> float:
    """How long to wait for ``player``'s answer: a few times its budget, at least ``floor``."""
    return max(floor, ANSWER_FACTOR * time_budget(player))


class NoAnswer(TimeoutError):
    """The work gave no answer in the time allowed (its process was stopped or froze)."""


class ProcessPool:
    """Worker processes (spawned) that survive their processes dying.

    The executor is started at the first use. When its processes die
    (:meth:`lost`), it is shut down and the next use starts a new one; after
    ``max_lost`` pools lost in a row (processes that die at once: a frozen
    build without ``freeze_support``) :attr:`given_up` is set and callers run
    the work here instead. A pool that has answered and is found dead at the
    next use (a process killed while idle), or whose processes were killed for
    giving no answer (:meth:`kill`), is replaced at once; past ``max_replaced``
    replacements in a run the work stays here too. The owner calls
    :meth:`shutdown` (the app at exit).
    """

    def __init__(self, size: int | None = None, *, lower_priority: bool = False,
                 max_lost: int = 2, max_replaced: int = 20) -> None:
        self.size = default_workers() if size is None else max(1, size)
        self.lower_priority = lower_priority
        self.max_lost = max_lost
        self.max_replaced = max_replaced
        #: pools lost in a row; reset by a success
        self.lost_in_a_row = 0
        #: pools replaced after they had worked (killed while idle, or for no answer)
        self.replaced = 0
        #: run first in each new process (:meth:`warm_up`)
        self.prepare: Callable[[], Any] | None = None
        self._executor: Executor | None = None
        self._lock = threading.Lock()

    def __getstate__(self) -> dict[str, Any]:
        # a player holding a pool may be copied to another process: the copy starts none
        state = dict(self.__dict__)
        state["_executor"] = None
        state["_lock"] = None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._lock = threading.Lock()

    @property
    def given_up(self) -> bool:
        return self.lost_in_a_row >= self.max_lost or self.replaced > self.max_replaced

    def executor(self) -> Executor:
        """The running executor (started now if need be, on the thread that lives as
        long as this process: see :class:`Spawner`)."""
        with self._lock:
            if self._executor is None:
                size, lower, prepare = self.size, self.lower_priority, self.prepare
                self._executor = Spawner.get().call(
                    lambda: PipeExecutor(size, lower_priority=lower, prepare=prepare))
            return self._executor

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``fn(*args)`` in a process. A pool found dead is replaced first (a
        process killed while idle); BrokenExecutor when that is no longer done."""
        executor = self.executor()
        if isinstance(executor, PipeExecutor) and not executor.alive():
            self._replace(executor)
            if self.given_up:
                raise WorkerLost(executor.broken or "worker processes keep dying")
            executor = self.executor()
        try:
            return executor.submit(fn, *args)
        except WorkerLost:
            # it broke between the check and the submit (its thread saw the process die
            # first): replaced like a pool found dead
            if not isinstance(executor, PipeExecutor):
                raise
            self._replace(executor)
            if self.given_up:
                raise
            return self.executor().submit(fn, *args)

    def _replace(self, executor: PipeExecutor) -> None:
        """``executor`` was found dead: drop it (counted as lost if it never answered)."""
        if executor.answered:
            self.kill("a worker process was found dead")
        else:
            self.lost(executor.broken or "a worker process was found dead")

    def kill(self, reason: str) -> None:
        """Kill the processes (frozen, stopped, or found dead) and drop the pool; the
        next use starts a new one."""
        with self._lock:
            executor, self._executor = self._executor, None
            self.replaced += 1
            if self.given_up:
                log.warning("worker processes replaced %d times (%s); work stays in this "
                            "process", self.replaced, reason)
        if isinstance(executor, PipeExecutor):
            executor.kill()
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def warm_up(self, fn: Callable[[], Any]) -> None:
        """Start the processes now rather than at the first question, running
        ``fn`` there (it imports what the questions will need), as every process
        started later does before it takes work."""
        self.prepare = fn
        if not self.given_up:
            self.executor()

    def lost(self, reason: str = "", executor: Executor | None = None) -> None:
        """The processes died: drop this pool (``executor``, when it is still the
        one in use); the next use starts a new one."""
        with self._lock:
            if executor is not None and executor is not self._executor:
                return  # that one was replaced already
            executor, self._executor = self._executor, None
            self.lost_in_a_row += 1
            if self.given_up:
                log.warning("worker processes keep dying (%s); work stays in this process",
                            reason or "no reason given")
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def succeeded(self) -> None:
        self.lost_in_a_row = 0

    def pids(self) -> list[int]:
        executor = self._executor
        processes = getattr(executor, "_processes", None) or {}
        return sorted(p.pid for p in list(processes.values()) if p.pid and running(p))

    def run_all(self, fn: Callable[..., T], args: list[tuple[Any, ...]]) -> list[T]:
        """``[fn(*a) for a in args]`` spread over the processes; waits for every result.

        If the processes die on the way the work is done here this time (and a
        new pool is started next time); if processes cannot be started at all
        (a sandbox, the interpreter shutting down) it is done here too.
        """
        if self.given_up or len(args) <= 1:
            return [fn(*a) for a in args]
        futures: list[Future[T]] = []
        try:
            futures.extend(self.submit(fn, *a) for a in args)
            results = [f.result() for f in futures]
        except BrokenExecutor as exc:
            # the pool these went to, unless it was replaced already (killed for no answer)
            self.lost(str(exc), getattr(futures[0], "executor", None) if futures else None)
            return [fn(*a) for a in args]
        except (OSError, RuntimeError, concurrent.futures.CancelledError):
            return [fn(*a) for a in args]  # (cancelled: dropped with a pool replaced)
        self.succeeded()
        return results

    def shutdown(self, wait: bool = True) -> None:
        """Stop the processes (``wait``: until the work under way is done)."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=True)


class Ticket:
    """One piece of work asked for; cancelling it drops its answer."""

    def __init__(self) -> None:
        self._cancelled = threading.Event()
        #: the work in a process, dropped from its queue when cancelled before it starts
        self.future: Future[Any] | None = None

    def cancel(self) -> None:
        self._cancelled.set()
        if self.future is not None:
            self.future.cancel()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()


@dataclass
class Outcome:
    """What the work gave: ``value``, or ``error`` (with ``trace`` for the log)."""

    value: Any = None
    error: BaseException | None = None
    trace: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def message(self) -> str:
        return f"{type(self.error).__name__}: {self.error}" if self.error else ""


Done = Callable[[Outcome], None]


def _call(fn: Callable[..., Any], args: tuple[Any, ...]) -> Outcome:
    try:
        return Outcome(fn(*args))
    except Exception as exc:  # the caller's on_done decides what a failure means
        return Outcome(error=exc, trace=traceback.format_exc(limit=3))


def _inline(call: Callable[[], None]) -> None:
    call()


class _Once:
    """One piece of work's answer is handed on once: the answer or its deadline's."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._claimed = False
        self.future: Future[Any] | None = None
        self.timer: threading.Timer | None = None
        #: deadlines passed while the work waited for its process to start
        self.waits = 0

    def claim(self) -> bool:
        """True for the first caller only (it stops the deadline)."""
        with self._lock:
            if self._claimed:
                return False
            self._claimed = True
        if self.timer is not None:
            self.timer.cancel()
        return True

    @property
    def claimed(self) -> bool:
        return self._claimed


class TaskService:
    """Runs callables on threads (one per lane, so a lane's work is done in
    order) or in a :class:`ProcessPool`, and hands each :class:`Outcome` to
    ``on_done`` through ``post`` unless its ticket was cancelled first."""

    def __init__(self, post: Callable[[Callable[[], None]], None] | None = None, *,
                 processes: ProcessPool | None = None,
                 search_pool: ProcessPool | None = None) -> None:
        self.post = post or _inline
        #: where ``where="process"`` work runs (made at the first use when not given)
        self._processes = processes
        #: the pool handed to players that run their own processes (the Expert)
        self._search_pool = search_pool
        #: pools given here are their giver's to shut down; the ones made here are ours
        self._given = {id(p) for p in (processes, search_pool) if p is not None}
        self._lanes: dict[str, concurrent.futures.ThreadPoolExecutor] = {}
        self._running: set[Future[Any]] = set()
        self._lock = threading.Lock()
        self._closed = False
        #: whatever ``post`` needs kept alive (the GUI-thread receiver)
        self.keep: Any = None

    @property
    def processes(self) -> ProcessPool:
        if self._processes is None:
            self._processes = ProcessPool(1, lower_priority=True)
        return self._processes

    @property
    def search_pool(self) -> ProcessPool:
        if self._search_pool is None:
            self._search_pool = ProcessPool(default_workers())
        return self._search_pool

    @property
    def broken(self) -> bool:
        """Worker processes were given up: process work runs on threads."""
        return self._processes is not None and self._processes.given_up

    def _lane(self, name: str) -> concurrent.futures.ThreadPoolExecutor:
        with self._lock:
            lane = self._lanes.get(name)
            if lane is None:
                lane = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix=f"task-{name}")
                self._lanes[name] = lane
            return lane

    def _deliver(self, ticket: Ticket, on_done: Done | None, outcome: Outcome,
                 once: _Once | None = None) -> None:
        if on_done is None or ticket.cancelled or self._closed:
            return
        if once is not None and not once.claim():
            return  # the deadline answered first

        def call() -> None:
            if not ticket.cancelled:  # cancelled while the answer was on its way
                on_done(outcome)

        with contextlib.suppress(RuntimeError):  # the receiver is gone (window closed)
            self.post(call)

    def run(self, fn: Callable[..., Any], *args: Any, on_done: Done | None = None,
            where: Where = "thread", lane: str = "default", timeout: float | None = None,
            on_timeout: Callable[[], None] | None = None) -> Ticket:
        """Run ``fn(*args)`` on ``lane``'s thread or in a worker process; ``on_done``
        gets its :class:`Outcome` (through ``post``).

        ``timeout``: seconds after which ``on_done`` gets :class:`NoAnswer` instead
        and the answer, if it ever comes, is dropped. Work in a process: the
        process is killed and the pool replaced. Work on a thread runs on after
        ``on_timeout`` is called (to unblock it, say by killing the processes
        it waits on).
        """
        ticket = Ticket()
        once = _Once()
        if where == "process" and not self.processes.given_up:
            try:
                future = self.processes.submit(fn, *args)
            except Exception as exc:  # processes cannot be started here
                self._cannot_start(exc)
            else:
                once.future = ticket.future = future
                self._deadline(ticket, once, on_done, timeout, on_timeout)
                future.add_done_callback(
                    lambda f: self._process_done(f, ticket, fn, args, on_done, lane, once))
                return ticket
        self._deadline(ticket, once, on_done, timeout, on_timeout)
        self._on_thread(ticket, fn, args, on_done, lane, once)
        return ticket

    def _deadline(self, ticket: Ticket, once: _Once, on_done: Done | None,
                  timeout: float | None, on_timeout: Callable[[], None] | None) -> None:
        """Answer with :class:`NoAnswer` when ``timeout`` passes before the answer."""
        if timeout is None or on_done is None:
            return

        def expire() -> None:
            if ticket.cancelled or self._closed or once.claimed:
                return
            future = once.future
            if (isinstance(future, Job) and not future.asked and not future.executor.ready
                    and once.waits < MAX_START_WAITS):
                once.waits += 1  # still waiting for its process to start: wait again
                start(timeout)
                return
            if not once.claim():
                return
            if future is not None and not future.done():
                log.warning("a worker process gave no answer in %.1f s: it is replaced, "
                            "and a stand-in answers", timeout)
                self.processes.kill("no answer in time")
            else:
                log.warning("work on a thread gave no answer in %.1f s: a stand-in answers",
                            timeout)
            if on_timeout is not None:
                try:
                    on_timeout()
                except Exception:  # the stand-in's answer matters more
                    log.exception("unblocking work that gave no answer failed")
            outcome = Outcome(error=NoAnswer(f"no answer in {timeout:.1f} s"))
            self._deliver(ticket, on_done, outcome)

        def start(seconds: float) -> None:
            timer = threading.Timer(seconds, expire)
            timer.daemon = True
            timer.name = "answer-deadline"
            once.timer = timer
            timer.start()

        start(timeout)

    def _cannot_start(self, exc: BaseException) -> None:
        pool = self.processes
        if not pool.given_up:
            log.warning("worker processes cannot be started (%s: %s); "
                        "work runs on a thread", type(exc).__name__, exc)
        pool.lost_in_a_row = pool.max_lost

    def _on_thread(self, ticket: Ticket, fn: Callable[..., Any], args: tuple[Any, ...],
                   on_done: Done | None, lane: str, once: _Once | None = None) -> None:
        def work() -> None:
            if not ticket.cancelled and not (once is not None and once.claimed):
                self._deliver(ticket, on_done, _call(fn, args), once)

        try:
            future = self._lane(lane).submit(work)
        except RuntimeError:  # shut down
            return
        with self._lock:
            self._running.add(future)
        future.add_done_callback(self._forget)

    def _forget(self, future: Future[Any]) -> None:
        with self._lock:
            self._running.discard(future)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the thread work asked for so far has ended (Picard's
        ``TaskCounter.wait_for_tasks``); False if ``timeout`` seconds passed first."""
        with self._lock:
            running = list(self._running)
        _, not_done = concurrent.futures.wait(running, timeout)
        return not not_done

    def _process_done(self, future: Future[Any], ticket: Ticket, fn: Callable[..., Any],
                      args: tuple[Any, ...], on_done: Done | None, lane: str,
                      once: _Once) -> None:
        if once.claimed or ticket.cancelled:
            return  # the deadline answered (and replaced the process), or nobody waits
        if future.cancelled():
            # dropped with a pool replaced before its turn came: ask it again
            self._on_thread(ticket, fn, args, on_done, lane, once)
            return
        exc = future.exception()
        if isinstance(exc, BrokenExecutor):
            # the process died during the question (killed, out of memory): ask it
            # again here, and let the next question start a new pool
            log.debug("a worker process died with work on it (%s): asked on a thread", exc)
            self.processes.lost(str(exc) or "the worker process stopped",
                                getattr(future, "executor", None))
            self._on_thread(ticket, fn, args, on_done, lane, once)
            return
        self.processes.succeeded()
        outcome = Outcome(future.result()) if exc is None else Outcome(error=exc)
        self._deliver(ticket, on_done, outcome, once)

    def warm_up(self, fn: Callable[[], Any]) -> None:
        """Start the worker process now rather than at the first question (see
        :meth:`ProcessPool.warm_up`)."""
        try:
            self.processes.warm_up(fn)
        except Exception as exc:
            self._cannot_start(exc)

    def shutdown(self) -> None:
        """Stop: answers still on their way are dropped, pools are shut down."""
        self._closed = True
        with self._lock:
            lanes, self._lanes = list(self._lanes.values()), {}
        for lane in lanes:
            lane.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None and id(self._processes) not in self._given:
            self._processes.shutdown(wait=False)  # a search under way is not waited for
        if self._search_pool is not None and id(self._search_pool) not in self._given:
            self._search_pool.shutdown()


class SyncTaskService(TaskService):
    """Answers inline, before :meth:`run` returns (a stand-in for tests)."""

    def run(self, fn: Callable[..., Any], *args: Any, on_done: Done | None = None,
            where: Where = "thread", lane: str = "default", timeout: float | None = None,
            on_timeout: Callable[[], None] | None = None) -> Ticket:
        ticket = Ticket()
        self._deliver(ticket, on_done, _call(fn, args))
        return ticket

    def warm_up(self, fn: Callable[[], Any]) -> None:
        pass
