"""Claiming the rest: when every remaining trick is certain to go to one side.

A side may claim when it has a way of playing that wins every remaining trick
whatever the others play (with every hand known: the program knows them, and a
claim at a real table is judged with the cards shown). Then every remaining
counter and the last trick go to that side however the others play, so the hand
ends the same as if it were played out. :func:`claim_line` searches for such a
line on the engine's fast trick model (an AND-OR search: one card of the
claiming side that keeps the sweep, against every card of the others; cards
that play alike are tried once, as in the Expert's endgame solver,
:func:`~pinochle_desktop.ai.search.endgame.distinct_moves`) and returns the
cards to play, in order. The controller runs it off the GUI thread and plays
the line out at once when the side claims; nothing here changes the engine.

The trick-taking play of the auction variants is claimed, and the classic
two-handed game's second half (after the stock is gone: 12 tricks, must follow
and head the trick as ``phase2_head`` says; the fast model's
:func:`~pinochle_desktop.engine.play.fast_position.from_state` holds it). With
two players the search is cheap enough to look from the second half's first
trick (:data:`MAX_CARDS_BY_SEATS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...ai.search.endgame import distinct_moves
from ...engine.cards import ALL_CARDS
from ...engine.phase import Phase
from ...engine.play.fast_moves import legal, play, unplay
from ...engine.play.fast_position import FastPosition, from_state

#: claims are looked for once at most this many cards are left in each hand...
MAX_CARDS_PER_HAND = 6
#: ... or this many, by the number of seats in play (two: the whole classic second
#: half, well under a second's search at worst, off the GUI thread)
MAX_CARDS_BY_SEATS = {2: 12}
#: the search gives up (no claim) after this many positions
MAX_NODES = 60_000


class _OutOfTime(Exception):
    pass


@dataclass(frozen=True)
class ClaimLine:
    """A certain end of the hand: ``side`` takes every remaining trick."""

    side: int
    #: (seat, card code) to play, in order, to the end of the hand
    plays: tuple[tuple[int, str], ...]
    #: the tricks still to be won (the trick in progress counts)
    tricks: int


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _Search:
    def __init__(self, side: int) -> None:
        self.side = side
        self.nodes = 0

    def moves(self, pos: FastPosition) -> list[int]:
        mask = legal(pos)
        if mask & (mask - 1):
            seat = pos.turn
            outside = 0
            for s in pos.cfg.order:
                if s != seat:
                    outside |= pos.hands[s]
            for c in pos.trick:
                outside |= 1 << c
            mask = distinct_moves(mask, outside, pos.cfg.values)
        return _bits(mask)

    def sweeps(self, pos: FastPosition, others: int) -> bool:
        """Whether ``side`` takes every trick from here (``others``: the tricks the
        other sides had when the search began)."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _OutOfTime
        if sum(pos.tricks) - pos.tricks[self.side] > others:
            return False
        if pos.turn < 0:
            return True
        ours = pos.cfg.side[pos.turn] == self.side
        for card in self.moves(pos):
            undo = play(pos, card)
            ok = self.sweeps(pos, others)
            unplay(pos, undo)
            if ours and ok:
                return True
            if not ours and not ok:
                return False
        return not ours

    def line(self, pos: FastPosition, others: int) -> list[tuple[int, str]]:
        """The cards that play the sweep out: the claiming side's keep it, the others
        play their lowest legal card (any card ends the same)."""
        out: list[tuple[int, str]] = []
        while pos.turn >= 0:
            seat = pos.turn
            choices = self.moves(pos)
            chosen = choices[0]
            if pos.cfg.side[seat] == self.side:
                for card in choices:
                    undo = play(pos, card)
                    ok = self.sweeps(pos, others)
                    unplay(pos, undo)
                    if ok:
                        chosen = card
                        break
            play(pos, chosen)
            out.append((seat, ALL_CARDS[chosen].code))
        return out


def claim_line(state: Any) -> ClaimLine | None:
    """The line of a side certain to take every remaining trick, or None (not the
    trick-taking play, too many cards left to be sure quickly, or no such side)."""
    if getattr(state, "phase", None) != Phase.PLAY or getattr(state, "trump", None) is None:
        return None
    hands = getattr(state, "hands", None)
    if not hands:
        return None
    seats = len(getattr(state, "active_seats", hands))
    if max(len(h) for h in hands) > MAX_CARDS_BY_SEATS.get(seats, MAX_CARDS_PER_HAND):
        return None
    try:
        start = from_state(state)
    except (ValueError, TypeError, AttributeError):
        return None
    left = max(len(h) for h in hands) + (1 if start.trick else 0)
    if not start.trick and left < 1:
        return None
    for side in range(start.cfg.num_sides):
        search = _Search(side)
        others = sum(start.tricks) - start.tricks[side]
        try:
            if search.sweeps(start.copy(), others):
                plays = search.line(start.copy(), others)
                tricks = max(len(h) for h in hands)
                return ClaimLine(side, tuple(plays), tricks)
        except _OutOfTime:
            continue
    return None


__all__ = ["MAX_CARDS_BY_SEATS", "MAX_CARDS_PER_HAND", "ClaimLine", "claim_line"]
