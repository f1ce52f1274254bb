"""Shared by the benches that check one decision: finishing a hand with four
Pro players, the 95% interval as text, and spreading deals over processes."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from pinochle_desktop.ai.base import SeededPlayer
from pinochle_desktop.ai.registry import make_player
from pinochle_desktop.engine.states.base import BaseState

T = TypeVar("T")


def pro_players(state: BaseState, seed: int) -> list[SeededPlayer]:
    """Pro in every seat, seat ``s`` seeded ``seed + s``."""
    return [make_player("pro", seed=seed + s) for s in range(state.rules.num_players)]


def advance(
    state: BaseState, players: list[SeededPlayer], until: Callable[[BaseState], bool]
) -> None:
    """Let ``players`` act (the table's own steps, such as dealing, taken as they
    come) until ``until(state)`` holds."""
    while not until(state):
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
        else:
            state.apply(players[seat].choose(state.observation(seat)))


def play_out(state: BaseState, seed: int) -> dict[str, Any]:
    """Finish the current hand (in place) with Pro in every seat; its summary."""
    hands = len(state.history)
    advance(state, pro_players(state, seed), lambda s: len(s.history) > hands)
    return state.history[-1]


def side_value(summary: dict[str, Any], side: int) -> float:
    """A side's score for the hand less the mean of the other sides' scores."""
    deltas = summary["deltas"]
    others = [d for i, d in enumerate(deltas) if i != side]
    return float(deltas[side] - sum(others) / len(others))


def ci_text(values: list[float]) -> str:
    """``mean (low .. high)``, the 95% interval of the mean (the mean alone for one value)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return f"{mean:+7.1f}"
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+7.1f} ({mean - half:+.1f} .. {mean + half:+.1f})"


def over_deals(work: Callable[[int], T | None], deals: int, jobs: int) -> list[T]:
    """``work(deal)`` for deals 0 to ``deals - 1`` in ``jobs`` processes (each
    taking every ``jobs``-th deal); the results that are not None, by deal."""
    jobs = max(1, jobs)
    chunks = [(work, list(range(k, deals, jobs))) for k in range(jobs)]
    if jobs == 1:
        parts = [_run(chunks[0])]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_run, chunks))
    by_deal = {d: r for part in parts for d, r in part}
    return [by_deal[d] for d in sorted(by_deal)]


def _run(chunk: tuple[Callable[[int], T | None], list[int]]) -> list[tuple[int, T]]:
    work, deals = chunk
    out = []
    for d in deals:
        result = work(d)
        if result is not None:
            out.append((d, result))
    return out
