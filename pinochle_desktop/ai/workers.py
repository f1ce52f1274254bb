"""Worker processes for the Expert's search, so the caller's thread stays free.

Search is split into chunks with their own seeds; each chunk runs in a
process of a small shared pool (two workers on this class of machine) and
the results are merged. ``workers=0`` runs the chunks in this process (tests,
or machines where processes cannot be started). Both give the same answer.
If a worker process dies during a search, that search finishes here and the
next one gets a new pool; after two pools lost in a row, searches stay here.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

_POOL: Executor | None = None
_POOL_SIZE = 0
#: pools lost in a row (their processes died); after two, searches stay in this
#: process: processes that die at once (a frozen build without ``freeze_support``)
#: would otherwise be started again for every decision
_BROKEN_IN_A_ROW = 0
_MAX_BROKEN = 2


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def _pool(size: int) -> Executor:
    global _POOL, _POOL_SIZE
    if _POOL is None or size != _POOL_SIZE:
        if _POOL is not None:
            _POOL.shutdown(cancel_futures=True)
        context = multiprocessing.get_context("spawn")
        _POOL = ProcessPoolExecutor(max_workers=size, mp_context=context)
        _POOL_SIZE = size
    return _POOL


def shutdown() -> None:
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(cancel_futures=True)
        _POOL = None


atexit.register(shutdown)


def run_chunks(fn: Callable[..., T], args: list[tuple[Any, ...]], workers: int) -> list[T]:
    """``[fn(*a) for a in args]``, spread over ``workers`` processes when > 0."""
    global _BROKEN_IN_A_ROW
    if workers <= 0 or len(args) <= 1 or _BROKEN_IN_A_ROW >= _MAX_BROKEN:
        return [fn(*a) for a in args]
    try:
        pool = _pool(workers)
        futures = [pool.submit(fn, *a) for a in args]
        results = [f.result() for f in futures]
    except BrokenExecutor:
        # a worker process died (killed, out of memory): answer here this time,
        # and start new processes for the next search
        _BROKEN_IN_A_ROW += 1
        shutdown()
        return [fn(*a) for a in args]
    except (OSError, RuntimeError):
        # processes unavailable (sandbox, interpreter shutting down): run here
        return [fn(*a) for a in args]
    _BROKEN_IN_A_ROW = 0
    return results
