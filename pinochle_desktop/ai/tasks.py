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
  died is replaced next time, and after two pools lost in a row the work stays
  in this process (on a thread). A question whose process died is asked again
  on a thread, so it still gets its answer.
* :class:`SyncTaskService` answers inline, before ``run`` returns (Picard's
  ``FakeThreadPool``): tests need no waiting.
* A player declares what it costs to ask (``cost`` on the classes in ``ai``);
  :func:`where_to_ask` turns that into ``"thread"`` or ``"process"``.
* Worker processes end by themselves when the process that started them dies,
  however it dies (``kill -9`` included): on Linux the kernel's parent-death
  signal (``PR_SET_PDEATHSIG``), everywhere a thread in each worker that
  watches its parent (:func:`_worker_start`). multiprocessing's resource
  tracker then ends too: it exits when the last process holding its pipe
  (the workers and the game) has gone.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
import os
import queue
import signal
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

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


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def _lower_priority() -> None:
    """Worker processes yield the CPU to the table (a busy machine stutters less)."""
    with contextlib.suppress(AttributeError, OSError):  # not on this platform / not allowed
        os.nice(5)


#: how often a worker looks whether the process that started it is still there
PARENT_POLL = 0.5
#: prctl(2): the signal a process gets when the thread that started it ends
_PR_SET_PDEATHSIG = 1


def _parent_death_signal() -> bool:
    """Linux: have the kernel SIGKILL this process when its parent dies. False elsewhere
    (or when it cannot be set); the watcher thread covers those."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _parent_gone(owner: int, first_parent: int) -> bool:
    """The process that started this worker has died: the parent is no longer the one
    it started with (an orphan is handed to init or a subreaper), or the pipe
    multiprocessing keeps from the parent has closed."""
    if os.name == "posix" and os.getppid() not in (owner, first_parent):
        return True
    import multiprocessing

    parent = multiprocessing.parent_process()
    return parent is not None and not parent.is_alive()


def _watch_parent(owner: int, first_parent: int) -> None:
    """A worker's watcher thread: end the worker once its parent has gone."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    while not _parent_gone(owner, first_parent):
        if parent is not None:
            parent.join(PARENT_POLL)  # wakes at once when the parent's pipe closes
        else:
            threading.Event().wait(PARENT_POLL)
    os._exit(0)


def _worker_start(owner: int, lower_priority: bool) -> None:
    """The first thing each worker process runs: it ends when ``owner`` (the process
    that made the pool) dies, and, if asked, yields the CPU to the table."""
    first_parent = os.getppid()
    _parent_death_signal()
    if _parent_gone(owner, first_parent):  # died before the signal was set
        os._exit(0)
    watcher = threading.Thread(target=_watch_parent, args=(owner, first_parent),
                               name="parent-watch", daemon=True)
    watcher.start()
    if lower_priority:
        _lower_priority()


class _Spawner:
    """One thread, alive as long as this process, that starts every worker process.

    The kernel sends the parent-death signal when the *thread* that started a
    process ends, not the process: a worker started from a short-lived thread
    (a search run on a task thread) would be killed with that thread. Starting
    them all here ties them to the process alone.
    """

    _instance: _Spawner | None = None
    _lock = threading.Lock()

    def __init__(self) -> None:
        self.pid = os.getpid()
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = (
            queue.SimpleQueue())
        self._thread = threading.Thread(target=self._loop, name="worker-spawner", daemon=True)
        self._thread.start()

    @classmethod
    def get(cls) -> _Spawner:
        with cls._lock:
            if cls._instance is None or cls._instance.pid != os.getpid():  # a forked copy
                cls._instance = _Spawner()
            return cls._instance

    def _loop(self) -> None:
        while True:
            fn, future = self._jobs.get()
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn())
                except BaseException as exc:  # handed back to the caller
                    future.set_exception(exc)

    def call(self, fn: Callable[[], T]) -> T:
        """``fn()`` on the spawner thread; its result or its exception here."""
        if threading.current_thread() is self._thread:
            return fn()
        future: Future[T] = Future()
        self._jobs.put((fn, future))
        return future.result()


class ProcessPool:
    """Worker processes (spawned) that survive their processes dying.

    The executor is started at the first use. When its processes die
    (:meth:`lost`), it is shut down and the next use starts a new one; after
    ``max_lost`` pools lost in a row (processes that die at once: a frozen
    build without ``freeze_support``) :attr:`given_up` is set and callers run
    the work here instead. The owner calls :meth:`shutdown` (the app at exit).
    """

    def __init__(self, size: int | None = None, *, lower_priority: bool = False,
                 max_lost: int = 2) -> None:
        self.size = default_workers() if size is None else max(1, size)
        self.lower_priority = lower_priority
        self.max_lost = max_lost
        #: pools lost in a row; reset by a success
        self.lost_in_a_row = 0
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
        return self.lost_in_a_row >= self.max_lost

    def executor(self) -> Executor:
        """The running executor (started now if need be)."""
        with self._lock:
            if self._executor is None:
                # loaded with the first process, not with the program (start-up time)
                import multiprocessing
                from concurrent.futures import ProcessPoolExecutor

                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(
                    self.size, mp_context=context, initializer=_worker_start,
                    initargs=(os.getpid(), self.lower_priority))
            return self._executor

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        executor = self.executor()
        started = getattr(executor, "_processes", None)
        if started is not None and len(started) >= self.size:
            return executor.submit(fn, *args)  # every process is started: none to spawn
        # a submit may start a process: on the thread that lives as long as we do
        return _Spawner.get().call(lambda: executor.submit(fn, *args))

    def warm_up(self, fn: Callable[[], Any]) -> None:
        """Start the processes now rather than at the first question, running
        ``fn`` there (it imports what the questions will need)."""
        if not self.given_up:
            self.submit(fn)

    def lost(self, reason: str = "") -> None:
        """The processes died: drop this pool; the next use starts a new one."""
        with self._lock:
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
        return sorted(p.pid for p in list(processes.values()) if p.pid)

    def run_all(self, fn: Callable[..., T], args: list[tuple[Any, ...]]) -> list[T]:
        """``[fn(*a) for a in args]`` spread over the processes; waits for every result.

        If the processes die on the way the work is done here this time (and a
        new pool is started next time); if processes cannot be started at all
        (a sandbox, the interpreter shutting down) it is done here too.
        """
        if self.given_up or len(args) <= 1:
            return [fn(*a) for a in args]
        try:
            futures = [self.submit(fn, *a) for a in args]
            results = [f.result() for f in futures]
        except BrokenExecutor as exc:
            self.lost(str(exc))
            return [fn(*a) for a in args]
        except (OSError, RuntimeError):
            return [fn(*a) for a in args]
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

    def cancel(self) -> None:
        self._cancelled.set()

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

    def _deliver(self, ticket: Ticket, on_done: Done | None, outcome: Outcome) -> None:
        if on_done is None or ticket.cancelled or self._closed:
            return

        def call() -> None:
            if not ticket.cancelled:  # cancelled while the answer was on its way
                on_done(outcome)

        with contextlib.suppress(RuntimeError):  # the receiver is gone (window closed)
            self.post(call)

    def run(self, fn: Callable[..., Any], *args: Any, on_done: Done | None = None,
            where: Where = "thread", lane: str = "default") -> Ticket:
        ticket = Ticket()
        if where == "process" and not self.processes.given_up:
            try:
                future = self.processes.submit(fn, *args)
            except Exception as exc:  # processes cannot be started here
                self._cannot_start(exc)
            else:
                future.add_done_callback(
                    lambda f: self._process_done(f, ticket, fn, args, on_done, lane))
                return ticket
        self._on_thread(ticket, fn, args, on_done, lane)
        return ticket

    def _cannot_start(self, exc: BaseException) -> None:
        pool = self.processes
        if not pool.given_up:
            log.warning("worker processes cannot be started (%s: %s); "
                        "work runs on a thread", type(exc).__name__, exc)
        pool.lost_in_a_row = pool.max_lost

    def _on_thread(self, ticket: Ticket, fn: Callable[..., Any], args: tuple[Any, ...],
                   on_done: Done | None, lane: str) -> None:
        def work() -> None:
            if not ticket.cancelled:
                self._deliver(ticket, on_done, _call(fn, args))

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
                      args: tuple[Any, ...], on_done: Done | None, lane: str) -> None:
        if future.cancelled():
            return
        exc = future.exception()
        if isinstance(exc, BrokenExecutor):
            # the process died during the question (killed, out of memory): ask it
            # again here, and let the next question start a new pool
            self.processes.lost(str(exc) or "the worker process stopped")
            self._on_thread(ticket, fn, args, on_done, lane)
            return
        self.processes.succeeded()
        outcome = Outcome(future.result()) if exc is None else Outcome(error=exc)
        self._deliver(ticket, on_done, outcome)

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
            where: Where = "thread", lane: str = "default") -> Ticket:
        ticket = Ticket()
        self._deliver(ticket, on_done, _call(fn, args))
        return ticket

    def warm_up(self, fn: Callable[[], Any]) -> None:
        pass
