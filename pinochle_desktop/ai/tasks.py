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
import time
import traceback
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

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


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def _lower_priority() -> None:
    """Worker processes yield the CPU to the table (a busy machine stutters less)."""
    with contextlib.suppress(AttributeError, OSError):  # not on this platform / not allowed
        os.nice(5)


#: how many times a deadline is extended while the work waits for a process to start
#: (a new worker process imports the program first; a busy machine is slow at that)
MAX_START_WAITS = 3
#: how long a shutdown that waits waits for the work under way, s
SHUTDOWN_WAIT = 30.0
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


class WorkerLost(BrokenExecutor):
    """A worker process ended (killed, out of memory) with work on it or waiting."""


def _serve(conn: Connection, owner: int, lower_priority: bool,
           prepare: Callable[[], Any] | None) -> None:
    """A worker process: ``prepare`` (import what the work needs), say it is ready,
    then answer each ``(fn, args)`` read from ``conn`` until it closes."""
    _worker_start(owner, lower_priority)
    if prepare is not None:
        with contextlib.suppress(Exception):  # the work will say what is wrong
            prepare()
    conn.send(_READY)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            break
        if job is None:
            break
        fn, args = job
        try:
            reply: tuple[bool, Any] = (True, fn(*args))
        except BaseException as exc:  # handed back to the caller
            reply = (False, exc)
        try:
            conn.send(reply)
        except (OSError, EOFError):
            break
        except Exception as exc:  # the answer cannot be pickled
            conn.send((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
    os._exit(0)


#: a new worker's first word: started, ready for work
_READY = "ready"


class _Job(Future[T]):
    """A piece of work for a worker process; ``asked`` once the process has it (a
    deadline counts from then, not from a wait for a process to start)."""

    asked = False

    def __init__(self, executor: PipeExecutor) -> None:
        super().__init__()
        self.executor = executor


class _Worker:
    """One worker process and the thread here that hands it work and waits for it."""

    def __init__(self, pool: PipeExecutor, context: Any, owner: int,
                 lower_priority: bool, prepare: Callable[[], Any] | None) -> None:
        self.pool = pool
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, owner, lower_priority, prepare),
                                       name="pinochle-worker", daemon=True)
        self.process.start()
        child.close()
        self.thread = threading.Thread(target=self._loop, name="worker-feed", daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        if not self._started():
            self.conn.close()
            return
        while True:
            job = self.pool.jobs.get()
            if job is None:
                with contextlib.suppress(OSError, ValueError):
                    self.conn.send(None)
                break
            future, fn, args = job
            if not future.set_running_or_notify_cancel():
                continue
            if not self._ask(future, fn, args):
                break
        self.conn.close()
        self.process.join(1.0)

    def _started(self) -> bool:
        """Wait for the process's first word; False (and the pool broken) if it died."""
        from multiprocessing.connection import wait

        if self.conn in wait([self.conn, self.process.sentinel]):
            with contextlib.suppress(EOFError, OSError):
                if self.conn.recv() == _READY:
                    self.pool.ready = True
                    return True
        self.process.join(1.0)
        self.pool.broke(f"a worker process did not start (exit code {self.process.exitcode})")
        return False

    def _ask(self, future: Future[Any], fn: Callable[..., Any], args: tuple[Any, ...]) -> bool:
        """Run one job in the process; False when the process is gone."""
        try:
            self.conn.send((fn, args))
        except (OSError, ValueError):
            return self._died(future)
        except Exception as exc:  # the work cannot be pickled
            future.set_exception(exc)
            return True
        if isinstance(future, _Job):
            future.asked = True
        from multiprocessing.connection import wait

        ready = wait([self.conn, self.process.sentinel])
        if self.conn not in ready:
            return self._died(future)
        try:
            ok, value = self.conn.recv()
        except (EOFError, OSError):
            return self._died(future)
        except Exception as exc:  # an answer that cannot be unpickled here
            future.set_exception(exc)
            return True
        self.pool.answered += 1
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)
        return True

    def _died(self, future: Future[Any]) -> bool:
        self.process.join(1.0)
        reason = f"a worker process ended (exit code {self.process.exitcode})"
        future.set_exception(WorkerLost(reason))
        self.pool.broke(reason)
        return False


class PipeExecutor(Executor):
    """A few worker processes (spawned), fed through a pipe each: an executor like
    ``ProcessPoolExecutor`` without its named semaphores. When one process dies the
    executor is broken, as that one is: its other processes are killed, the work
    waiting fails with :class:`WorkerLost` and submits raise it."""

    def __init__(self, size: int, *, lower_priority: bool = False,
                 prepare: Callable[[], Any] | None = None) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.size = size
        self.jobs: queue.SimpleQueue[tuple[Future[Any], Callable[..., Any],
                                           tuple[Any, ...]] | None] = queue.SimpleQueue()
        #: answers received (a pool that has answered did start)
        self.answered = 0
        #: a process has started and taken work
        self.ready = False
        self.broken = ""
        self._shut = False
        self._lock = threading.Lock()
        self._workers = [_Worker(self, context, os.getpid(), lower_priority, prepare)
                         for _ in range(size)]
        #: pid -> process, as ``ProcessPoolExecutor`` keeps them
        self._processes = {w.process.pid: w.process for w in self._workers}

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers]

    def alive(self) -> bool:
        """Every process is still running (none was killed while idle)."""
        return not self.broken and all(w.process.is_alive() for w in self._workers)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        if kwargs:
            raise TypeError("worker processes take positional arguments only")
        with self._lock:
            if self.broken:
                raise WorkerLost(self.broken)
            if self._shut:
                raise RuntimeError("cannot schedule new work after shutdown")
            future: _Job[T] = _Job(self)
            self.jobs.put((future, fn, args))
            return future

    def broke(self, reason: str) -> None:
        """A process died: stop the others and fail the work waiting."""
        with self._lock:
            if self.broken:
                return
            self.broken = reason
        log.debug("worker processes %s broken: %s", self.pids(), reason)
        self.kill()
        self._drain(WorkerLost(reason))

    def kill(self) -> None:
        """SIGKILL every process (a stopped one too); their threads see them die."""
        for worker in self._workers:
            with contextlib.suppress(OSError, AttributeError, ValueError):
                worker.process.kill()

    def _drain(self, exc: BaseException | None) -> None:
        while True:
            try:
                job = self.jobs.get_nowait()
            except queue.Empty:
                return
            if job is None:
                continue
            future = job[0]
            if exc is None:
                future.cancel()
            elif future.set_running_or_notify_cancel():
                future.set_exception(exc)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._shut = True
        if cancel_futures:
            self._drain(None)
        for _ in self._workers:
            self.jobs.put(None)
        if wait:
            deadline = time.monotonic() + SHUTDOWN_WAIT
            for worker in self._workers:
                worker.thread.join(max(0.0, deadline - time.monotonic()))
            self.kill()  # any still at work past the wait (stopped, frozen)


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
        long as this process: see :class:`_Spawner`)."""
        with self._lock:
            if self._executor is None:
                size, lower, prepare = self.size, self.lower_priority, self.prepare
                self._executor = _Spawner.get().call(
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
        return executor.submit(fn, *args)

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
        return sorted(p.pid for p in list(processes.values()) if p.pid and p.is_alive())

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
            if (isinstance(future, _Job) and not future.asked and not future.executor.ready
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
