"""The Expert's search chunks, spread over worker processes.

Search is split into chunks with their own seeds; each chunk runs in a
process of a :class:`~.tasks.ProcessPool` and the results are merged.
``workers=0`` runs the chunks in this process (tests, or machines where
processes cannot be started). Both give the same answer.

The pool is handed in by its owner (the app makes one and shuts it down at
exit; the simulator makes one per run). A player that was given none makes
its own at its first search. What happens when a worker process dies is the
pool's business (``ai.tasks``): the search under way finishes here, the next
one gets a new pool, and after two pools lost in a row searches stay here.
So is the reverse: the workers end by themselves when the process that made
the pool dies, even by ``kill -9`` (the parent-death signal and a watcher
thread, ``ai.worker_processes._worker_start``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..tasks import ProcessPool, default_workers

__all__ = ["ProcessPool", "default_workers", "run_chunks"]

T = TypeVar("T")


def run_chunks(fn: Callable[..., T], args: list[tuple[Any, ...]], workers: int,
               pool: ProcessPool | None = None) -> list[T]:
    """``[fn(*a) for a in args]``, spread over ``pool``'s processes when ``workers`` > 0
    (with no pool, here)."""
    if workers <= 0 or len(args) <= 1 or pool is None:
        return [fn(*a) for a in args]
    return pool.run_all(fn, args)
