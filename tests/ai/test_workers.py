"""The Expert's worker pool: answers come from other processes, and a pool whose
processes died (killed, out of memory) is replaced instead of slowing every
later decision down to one process."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from pinochle_desktop.ai import workers


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
def fresh_pool(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    workers.shutdown()
    monkeypatch.setattr(workers, "_BROKEN_IN_A_ROW", 0)
    yield
    workers.shutdown()


def test_chunks_run_in_worker_processes(fresh_pool: None) -> None:
    results = workers.run_chunks(square_and_pid, [(2,), (3,), (4,)], workers=2)
    assert [r for r, _ in results] == [4, 9, 16]
    assert os.getpid() not in {pid for _, pid in results}


def test_a_pool_whose_processes_died_is_replaced(fresh_pool: None) -> None:
    first = workers.run_chunks(square_and_pid, [(2,), (3,)], workers=2)
    pool = workers._POOL
    assert pool is not None
    for process in list(pool._processes.values()):  # type: ignore[attr-defined]
        process.kill()
        process.join()
    # the decision under way still gets its answer (here, if need be) ...
    again = workers.run_chunks(square_and_pid, [(5,), (6,)], workers=2)
    assert [r for r, _ in again] == [25, 36]
    # ... and the next one is searched in new worker processes again
    later = workers.run_chunks(square_and_pid, [(7,), (8,)], workers=2)
    assert [r for r, _ in later] == [49, 64]
    pids = {pid for _, pid in later}
    assert os.getpid() not in pids
    assert not pids & {pid for _, pid in first}


def test_processes_that_always_die_are_given_up_after_two_pools(
        fresh_pool: None, monkeypatch: pytest.MonkeyPatch) -> None:
    pools: list[int] = []
    make_pool = workers._pool
    monkeypatch.setattr(workers, "_pool", lambda size: pools.append(size) or make_pool(size))
    for _ in range(2):
        assert workers.run_chunks(square_unless_in_a_worker, [(2,), (3,)], workers=2) == [4, 9]
    assert len(pools) == 2
    # no third pool is started: the search stays in this process
    assert workers.run_chunks(square_unless_in_a_worker, [(4,), (5,)], workers=2) == [16, 25]
    assert len(pools) == 2
