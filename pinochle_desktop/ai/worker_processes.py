"""The game's worker processes: started, fed through pipes, watched and replaced.

:class:`PipeExecutor` is a :class:`concurrent.futures.Executor` whose processes
talk to this one through plain pipes only: no named semaphores
(multiprocessing's queues make five per pool, and a ``kill -9`` of the whole
process group leaves them in ``/dev/shm``). Each worker ends by itself when the
process that started it dies, however it dies (``kill -9`` included): on Linux
the kernel's parent-death signal (``PR_SET_PDEATHSIG``), everywhere a thread in
each worker that watches its parent (:func:`_worker_start`).
:class:`~.tasks.ProcessPool` and :class:`~.tasks.TaskService` are built on it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

T = TypeVar("T")


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


def running(process: Any) -> bool:
    """``process`` (a started ``multiprocessing`` process) has not ended.

    Read from its sentinel, which any ending makes readable, rather than
    ``is_alive``: that asks ``waitpid``, and when another thread reaps the process
    first (every process start polls all children) it answers "alive" for good.
    """
    from multiprocessing.connection import wait

    try:
        return not wait([process.sentinel], 0)
    except (ValueError, OSError):  # closed
        return False


class Spawner:
    """One thread, alive as long as this process, that starts every worker process.

    The kernel sends the parent-death signal when the *thread* that started a
    process ends, not the process: a worker started from a short-lived thread
    (a search run on a task thread) would be killed with that thread. Starting
    them all here ties them to the process alone.
    """

    _instance: Spawner | None = None
    _lock = threading.Lock()

    def __init__(self) -> None:
        self.pid = os.getpid()
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = (
            queue.SimpleQueue())
        self._thread = threading.Thread(target=self._loop, name="worker-spawner", daemon=True)
        self._thread.start()

    @classmethod
    def get(cls) -> Spawner:
        with cls._lock:
            if cls._instance is None or cls._instance.pid != os.getpid():  # a forked copy
                cls._instance = Spawner()
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


class Job(Future[T]):
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
        if isinstance(future, Job):
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
        return not self.broken and all(running(w.process) for w in self._workers)

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        if kwargs:
            raise TypeError("worker processes take positional arguments only")
        with self._lock:
            if self.broken:
                raise WorkerLost(self.broken)
            if self._shut:
                raise RuntimeError("cannot schedule new work after shutdown")
            future: Job[T] = Job(self)
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
