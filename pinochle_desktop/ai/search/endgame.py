"""The Expert's endgame: once few cards are left, each sampled deal is solved
exactly (minimax with alpha-beta over the remaining cards, on the fast model).

:func:`.expert.play_values` decides when (:func:`endgame_size`) and plays a
deal on with the rollout policy up to there (:func:`rollout_to`);
:mod:`.expert` re-exports every name here.
"""

from __future__ import annotations

import math

from ...engine.play.fast_moves import legal, play, unplay
from ...engine.play.fast_position import FastPosition
from ...engine.play.trick import SUIT_MASK
from ..policy.heuristics import bits
from .rollout import Evaluator, Policy


def endgame_size(n_players: int) -> int:
    """Solve exactly once this few cards are left in all hands together."""
    return {2: 12, 3: 9}.get(n_players, 8)


def certain_endgame_size(n_players: int) -> int:
    """With the deal known (two-handed phase 2), solve exactly from this many cards."""
    return 14 if n_players == 2 else endgame_size(n_players)


def rollout_to(pos: FastPosition, policy: Policy, left: int) -> None:
    """Play ``pos`` on with ``policy`` until at most ``left`` cards remain (in place)."""
    while pos.turn >= 0 and pos.left > left:
        play(pos, policy(pos))



def distinct_moves(mask: int, outside: int, values: tuple[int, ...]) -> int:
    """``mask`` less the cards that are interchangeable with a lower one kept.

    Two cards of one suit in the mover's hand play the same when they count
    the same and no card ranked from the lower to the higher of them is held
    by another player or lies on the trick (``outside``): every card that one
    beats, the other beats too, now and later (the idea of equivalent cards
    in bridge double-dummy solvers). Only the lowest of each such run is kept.
    """
    out = 0
    for suit in range(4):
        m = mask & SUIT_MASK[suit]
        if not m & (m - 1):
            out |= m
            continue
        prev = -1
        for c in range(6 * suit, 6 * suit + 6):
            b = 1 << c
            if outside & b:
                out |= m & b
                prev = -1
            elif m & b:
                if prev < 0 or values[c] != values[prev]:
                    out |= b
                prev = c
    return out


def solve(pos: FastPosition, ev: Evaluator, side: int, alpha: float, beta: float) -> float:
    """Exact value of a full-information position for ``side`` (others minimise).

    Alpha-beta over the legal cards, trying one card of each run of
    interchangeable cards (:func:`distinct_moves`).
    """
    if pos.turn < 0:
        return ev.value(pos.points, pos.tricks)
    cfg = pos.cfg
    seat = pos.turn
    maximise = cfg.side[seat] == side
    mask = legal(pos)
    if mask & (mask - 1):
        outside = 0
        for s in cfg.order:
            if s != seat:
                outside |= pos.hands[s]
        for c in pos.trick:
            outside |= 1 << c
        mask = distinct_moves(mask, outside, cfg.values)
    best = -math.inf if maximise else math.inf
    for c in bits(mask):
        undo = play(pos, c)
        v = solve(pos, ev, side, alpha, beta)
        unplay(pos, undo)
        if maximise:
            if v > best:
                best = v
            if v > alpha:
                alpha = v
        else:
            if v < best:
                best = v
            if v < beta:
                beta = v
        if alpha >= beta:
            break
    return best


__all__ = ["certain_endgame_size", "distinct_moves", "endgame_size", "rollout_to", "solve"]
