"""The task service (``ai.tasks``) without Qt: cancelled answers are dropped,
a dead worker process is survived, the stand-in for tests answers inline, and
a player's declared cost decides between a thread and a process."""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Iterator

import pytest

from pinochle_desktop.ai import PLAYER_TYPES
from pinochle_desktop.ai.tasks import (
    Outcome,
    ProcessPool,
    SyncTaskService,
    TaskService,
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
