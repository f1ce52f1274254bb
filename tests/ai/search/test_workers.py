"""The Expert's worker pool: answers come from other processes, and a pool whose
processes died (killed, out of memory) is replaced instead of slowing every
later decision down to one process. The pool is an object handed in by its
owner, who shuts it down."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.search import workers
from pinochle_desktop.ai.tasks import ProcessPool


def square_and_pid(x: int) -> tuple[int, int]:
    return x * x, os.getpid()


def square_unless_in_a_worker(x: int) -> int:
    """Kills the worker process it runs in, like a frozen build whose workers
    cannot start the program."""
    import multiprocessing

    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return x * x


@pytest.fixture
def pool() -> Iterator[ProcessPool]:
    made = ProcessPool(2)
    yield made
    made.shutdown()


def test_chunks_run_in_worker_processes(pool: ProcessPool) -> None:
    results = workers.run_chunks(square_and_pid, [(2,), (3,), (4,)], workers=2, pool=pool)
    assert [r for r, _ in results] == [4, 9, 16]
    assert os.getpid() not in {pid for _, pid in results}


def test_without_workers_or_a_pool_the_chunks_run_here(pool: ProcessPool) -> None:
    here = os.getpid()
    assert {p for _, p in workers.run_chunks(square_and_pid, [(2,), (3,)], 0, pool)} == {here}
    assert {p for _, p in workers.run_chunks(square_and_pid, [(2,), (3,)], 2)} == {here}
    assert pool.pids() == []  # no process was started


def test_a_pool_whose_processes_died_is_replaced(pool: ProcessPool) -> None:
    first = workers.run_chunks(square_and_pid, [(2,), (3,)], workers=2, pool=pool)
    executor = pool.executor()
    for process in list(executor._processes.values()):  # type: ignore[attr-defined]
        process.kill()
        process.join()
    # the decision under way still gets its answer (here, if need be) ...
    again = workers.run_chunks(square_and_pid, [(5,), (6,)], workers=2, pool=pool)
    assert [r for r, _ in again] == [25, 36]
    # ... and the next one is searched in new worker processes again
    later = workers.run_chunks(square_and_pid, [(7,), (8,)], workers=2, pool=pool)
    assert [r for r, _ in later] == [49, 64]
    pids = {pid for _, pid in later}
    assert os.getpid() not in pids
    assert not pids & {pid for _, pid in first}


def test_processes_that_always_die_are_given_up_after_two_pools(
        pool: ProcessPool, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[object] = []
    make = pool.executor

    def counted() -> object:
        executor = make()
        if not started or started[-1] is not executor:
            started.append(executor)
        return executor

    monkeypatch.setattr(pool, "executor", counted)
    for _ in range(2):
        assert workers.run_chunks(square_unless_in_a_worker, [(2,), (3,)], 2, pool) == [4, 9]
    assert len(started) == 2 and pool.given_up
    # no third pool is started: the search stays in this process
    assert workers.run_chunks(square_unless_in_a_worker, [(4,), (5,)], 2, pool) == [16, 25]
    assert len(started) == 2


def test_the_pool_is_handed_to_the_expert_and_shut_down_by_its_owner(pool: ProcessPool) -> None:
    expert = make_player("expert/samples=8/bid_samples=8", 3, pool=pool)
    assert expert.pool is pool  # type: ignore[attr-defined]
    assert make_player("expert/workers=0", 3).pool is None  # type: ignore[attr-defined]
    # quick players need none and get none
    assert not hasattr(make_player("random", 3, pool=pool), "pool")
    workers.run_chunks(square_and_pid, [(1,), (2,)], 2, pool)
    pids = pool.pids()
    assert pids
    pool.shutdown()
    for pid in pids:
        with pytest.raises(OSError):
            os.kill(pid, 0)
