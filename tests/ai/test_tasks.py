"""The task service (``ai.tasks``) without Qt: cancelled answers are dropped,
a dead worker process is survived, the stand-in for tests answers inline, and
a player's declared cost decides between a thread and a process."""

from __future__ import annotations

import contextlib
import os
import queue
import select
import selectors
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pinochle_desktop.ai import PLAYER_TYPES
from pinochle_desktop.ai.tasks import (
    ANSWER_FLOOR,
    NoAnswer,
    Outcome,
    ProcessPool,
    SyncTaskService,
    TaskService,
    answer_bound,
    where_to_ask,
)

WAIT = 30.0


def pid_of_worker() -> int:
    return os.getpid()


def dies_in_a_worker() -> int:
    import multiprocessing

    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return os.getpid()


def fails() -> None:
    raise ValueError("no move")


class Mailbox:
    """A ``post`` that queues each answer, as the GUI thread's event queue would."""

    def __init__(self) -> None:
        self.calls: queue.Queue[Callable[[], None]] = queue.Queue()
        self.outcomes: list[Outcome] = []

    def post(self, call: Callable[[], None]) -> None:
        self.calls.put(call)

    def deliver_one(self) -> None:
        self.calls.get(timeout=WAIT)()

    def on_done(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)


@pytest.fixture
def mailbox() -> Mailbox:
    return Mailbox()


@pytest.fixture
def service(mailbox: Mailbox) -> Iterator[TaskService]:
    made = TaskService(mailbox.post)
    yield made
    made.shutdown()


def test_the_stand_in_answers_inline() -> None:
    got: list[Outcome] = []
    SyncTaskService().run(lambda a, b: a + b, 2, 3, on_done=got.append, where="process")
    assert [o.value for o in got] == [5]  # before run returned, in this process
    SyncTaskService().run(fails, on_done=got.append)
    assert got[1].message == "ValueError: no move" and not got[1].ok


def test_a_thread_answer_arrives_through_post(service: TaskService, mailbox: Mailbox) -> None:
    service.run(threading.get_ident, on_done=mailbox.on_done)
    mailbox.deliver_one()
    assert mailbox.outcomes[0].value != threading.get_ident()


def test_an_answer_that_arrives_after_cancelling_is_dropped(
        service: TaskService, mailbox: Mailbox) -> None:
    release = threading.Event()
    ticket = service.run(release.wait, WAIT, on_done=mailbox.on_done)
    ticket.cancel()
    release.set()
    assert service.wait(WAIT)
    assert mailbox.calls.empty() and mailbox.outcomes == []
    # cancelled while the answer was already on its way: dropped on delivery too
    late = service.run(lambda: 1, on_done=mailbox.on_done)
    assert service.wait(WAIT)
    late.cancel()
    mailbox.deliver_one()
    assert mailbox.outcomes == []


def test_work_runs_in_a_worker_process(service: TaskService, mailbox: Mailbox) -> None:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    assert mailbox.outcomes[0].value != os.getpid()


def test_a_killed_worker_process_is_survived(service: TaskService, mailbox: Mailbox) -> None:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    first = mailbox.outcomes[-1].value
    os.kill(first, 9)
    # asked again here when the process is found dead ...
    service.run(dies_in_a_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    assert mailbox.outcomes[-1].value == os.getpid()
    # ... and the next question gets a new process
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    assert mailbox.outcomes[-1].value not in (first, os.getpid())
    assert not service.broken


def test_after_two_pools_lost_in_a_row_work_stays_here(
        service: TaskService, mailbox: Mailbox) -> None:
    for _ in range(2):
        service.run(dies_in_a_worker, on_done=mailbox.on_done, where="process")
        mailbox.deliver_one()
    assert service.broken
    service.run(dies_in_a_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    assert [o.value for o in mailbox.outcomes] == [os.getpid()] * 3
    assert service.processes.pids() == []


def test_a_pool_handed_in_is_left_to_its_owner(mailbox: Mailbox) -> None:
    pool = ProcessPool(1)
    service = TaskService(mailbox.post, processes=pool)
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    service.shutdown()
    assert pool.pids() == [mailbox.outcomes[0].value]  # still running: not ours to stop
    pool.shutdown()
    assert pool.pids() == []


def _stopped(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()[0] == "T"
    except OSError:
        return False


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stops a process")
def test_a_stopped_worker_gets_no_answer_by_its_deadline_and_is_replaced(
        service: TaskService, mailbox: Mailbox) -> None:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    frozen = mailbox.outcomes[-1].value
    os.kill(frozen, signal.SIGSTOP)
    try:
        service.run(pid_of_worker, on_done=mailbox.on_done, where="process", timeout=1.0)
        mailbox.deliver_one()  # the deadline answers: the table is not held up
        assert isinstance(mailbox.outcomes[-1].error, NoAnswer)
        # the stopped process was killed, and the next question gets a new one
        service.run(pid_of_worker, on_done=mailbox.on_done, where="process", timeout=WAIT)
        mailbox.deliver_one()
        assert mailbox.outcomes[-1].value not in (frozen, os.getpid())
        assert not _alive(frozen) and not service.broken
        assert mailbox.calls.empty()  # the late answer of the stopped one never comes
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(frozen, signal.SIGKILL)


def test_work_on_a_thread_past_its_deadline_is_answered_and_unblocked(
        service: TaskService, mailbox: Mailbox) -> None:
    release = threading.Event()
    service.run(release.wait, WAIT, on_done=mailbox.on_done, timeout=0.2,
                on_timeout=release.set)
    mailbox.deliver_one()
    assert isinstance(mailbox.outcomes[0].error, NoAnswer)
    assert service.wait(WAIT) and release.is_set()
    assert mailbox.calls.empty() and len(mailbox.outcomes) == 1  # its own answer dropped


def test_an_answer_in_time_stops_the_deadline(service: TaskService, mailbox: Mailbox) -> None:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process", timeout=WAIT)
    mailbox.deliver_one()
    assert mailbox.outcomes[-1].ok
    for thread in [t for t in threading.enumerate() if t.name == "answer-deadline"]:
        thread.join(WAIT)
        assert not thread.is_alive(), "the deadline still runs after the answer"
    assert mailbox.calls.empty()


def test_a_worker_killed_while_idle_is_replaced_at_the_next_question(
        service: TaskService, mailbox: Mailbox) -> None:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    first = mailbox.outcomes[-1].value
    exited = os.pidfd_open(first)  # readable once the process has ended
    os.kill(first, signal.SIGKILL)
    try:
        assert select.select([exited], [], [], WAIT)[0], "the killed worker did not end"
    finally:
        os.close(exited)
    for _ in range(3):  # every later question runs in a worker process again
        service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
        mailbox.deliver_one()
        assert mailbox.outcomes[-1].value not in (first, os.getpid())
    assert not service.broken


@pytest.fixture
def one_worker(mailbox: Mailbox) -> Iterator[tuple[ProcessPool, TaskService]]:
    """A service with a pool of one worker process."""
    pool = ProcessPool(1)
    service = TaskService(mailbox.post, processes=pool)
    yield pool, service
    service.shutdown()
    pool.shutdown()


def ask_worker_pid(service: TaskService, mailbox: Mailbox) -> int:
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    pid: int = mailbox.outcomes[-1].value
    return pid


def test_a_pool_that_breaks_between_the_check_and_the_question_is_replaced(
        one_worker: tuple[ProcessPool, TaskService], mailbox: Mailbox,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its own thread may see the process die before the next question finds it dead."""
    from pinochle_desktop.ai.worker_processes import PipeExecutor

    pool, service = one_worker
    first = ask_worker_pid(service, mailbox)
    broken = pool.executor()
    assert isinstance(broken, PipeExecutor)
    os.kill(first, signal.SIGKILL)
    broken.broke("a worker process ended")  # what its thread does when it sees that
    monkeypatch.setattr(PipeExecutor, "alive", lambda self: True)  # checked too early
    assert ask_worker_pid(service, mailbox) not in (first, os.getpid())
    assert not service.broken


def test_a_worker_reaped_by_another_thread_is_found_dead(
        one_worker: tuple[ProcessPool, TaskService], mailbox: Mailbox) -> None:
    """Any process start polls every child: the pool must still see its dead worker."""
    pool, service = one_worker
    first = ask_worker_pid(service, mailbox)
    os.kill(first, signal.SIGKILL)
    os.waitpid(first, 0)  # reaped behind multiprocessing's back
    assert pool.pids() == []
    second = ask_worker_pid(service, mailbox)
    assert second not in (first, os.getpid())
    assert pool.pids() == [second] and not service.broken


def test_replacements_are_capped(mailbox: Mailbox) -> None:
    pool = ProcessPool(1, max_replaced=1)
    service = TaskService(mailbox.post, processes=pool)
    try:
        for _ in range(2):
            service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
            mailbox.deliver_one()
            pool.kill("a test")
        assert service.broken
        service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
        mailbox.deliver_one()
        assert mailbox.outcomes[-1].value == os.getpid()
    finally:
        service.shutdown()
        pool.shutdown()


def test_worker_processes_use_no_named_semaphores(
        service: TaskService, mailbox: Mailbox, monkeypatch: pytest.MonkeyPatch) -> None:
    """Named semaphores outlive a kill -9 of the whole process group (in /dev/shm)."""
    from multiprocessing import synchronize

    made: list[object] = []
    real = synchronize.SemLock.__init__

    def counted(self: object, *args: object, **kwargs: object) -> None:
        made.append(self)
        real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(synchronize.SemLock, "__init__", counted)
    service.run(pid_of_worker, on_done=mailbox.on_done, where="process")
    mailbox.deliver_one()
    assert mailbox.outcomes[-1].value != os.getpid()
    assert made == []


def test_a_player_gets_a_few_times_its_budget_with_a_floor() -> None:
    class Quick:
        pass

    class Slow:
        time_budget = 5.0

    assert answer_bound(Quick()) == ANSWER_FLOOR
    assert answer_bound(Slow()) > 5.0 * 2
    for level, make in PLAYER_TYPES.items():
        assert answer_bound(make(1)) >= ANSWER_FLOOR, level


@pytest.mark.parametrize("level, where", [
    ("random", "thread"), ("easy", "thread"), ("standard", "process"),
    ("pro", "process"), ("expert", "thread"),
])
def test_a_players_declared_cost_decides_thread_or_process(level: str, where: str) -> None:
    player = PLAYER_TYPES[level](1)
    assert where_to_ask(player) == where


def test_a_player_without_a_declared_cost_is_asked_on_a_thread() -> None:
    class Plain:
        def choose(self, obs: object) -> None: ...

    assert where_to_ask(Plain()) == "thread"


# -- no orphans: workers end when the game's process is killed ---------------------------

OWNER = '''
import sys
import threading

from pinochle_desktop.ai import tasks, worker_processes

if "--no-pdeathsig" in sys.argv:  # also run in each worker (spawn re-runs this file)
    worker_processes._parent_death_signal = lambda: False


def square(x: int) -> int:
    return x * x


if __name__ == "__main__":
    from multiprocessing import resource_tracker

    pool = tasks.ProcessPool(2)
    result: list[int] = []
    # from a short-lived thread, as the Expert's search does: the workers must outlive it
    thread = threading.Thread(target=lambda: result.extend(
        pool.run_all(square, [(1,), (2,), (3,), (4,)])))
    thread.start()
    thread.join()
    assert result == [1, 4, 9, 16], result
    print("WORKERS", *pool.pids(), resource_tracker._resource_tracker._pid or 0, flush=True)
    sys.stdin.read()  # until killed
'''


def _alive(pid: int) -> bool:
    """Running (a zombie counts as gone: only its parent could still reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


def _line_from(process: subprocess.Popen[str], deadline: float) -> str:
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while time.monotonic() < deadline:
            if selector.select(deadline - time.monotonic()):
                return process.stdout.readline()
    raise AssertionError("the pool's owner never reported its workers")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("how", ["parent-death signal", "watcher thread"])
def test_workers_and_the_resource_tracker_end_when_the_owner_is_killed(
        tmp_path: Path, how: str) -> None:
    script = tmp_path / "owner.py"
    script.write_text(OWNER)
    args = [sys.executable, str(script)]
    if how == "watcher thread":
        args.append("--no-pdeathsig")
    owner = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    pids: list[int] = []
    try:
        line = _line_from(owner, time.monotonic() + 120)
        assert line.startswith("WORKERS"), line
        pids = [int(word) for word in line.split()[1:] if word != "0"]
        assert len(pids) >= 2 and all(_alive(pid) for pid in pids)
        killed = time.monotonic()
        owner.kill()  # SIGKILL: no atexit, no shutdown of the pool
        owner.wait()
        deadline = killed + 10
        while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.05)  # polling with a deadline: the test is not timed
        left = [pid for pid in pids if _alive(pid)]
        assert not left, f"{left} outlived their owner ({how})"
    finally:
        if owner.poll() is None:
            owner.kill()
            owner.wait()
        for pid in pids:
            if _alive(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
