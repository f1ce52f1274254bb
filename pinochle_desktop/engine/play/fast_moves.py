"""The fast trick-play model's moves: the legal cards, playing a card in place
and taking it back (the exact solver's make/unmake loop).

Part of the fast model described in :mod:`.fast` (which re-exports every name
here). :func:`play` is a speed copy of the trick kernel (:mod:`.trick`): it
keeps the trick's winner and best card in the position's own fields; the test
suite cross-checks it against the kernel.
"""

from __future__ import annotations

from ..cards import Card
from .fast_position import FastPosition, mask_cards
from .trick import ABOVE, BEATS, BIT, legal_mask


def legal(pos: FastPosition) -> int:
    """The legal cards of the player to move, as a presence mask (0 once over).

    The kernel's :func:`.trick.legal_mask` for the position's rules.
    """
    seat = pos.turn
    if seat < 0:
        return 0
    cfg = pos.cfg
    trick = pos.trick
    return legal_mask(
        pos.hands[seat], trick[0] if trick else -1, pos.win, pos.best, pos.trump, cfg.head,
        cfg.must_trump, pos.first_lead and cfg.first_lead_trump,
    )


def legal_cards(pos: FastPosition) -> list[Card]:
    """:func:`legal` as a list of distinct cards, lowest id first."""
    return mask_cards(legal(pos))


#: what :func:`play` returns for :func:`unplay`
Undo = tuple[int, int, int, int, int, int, bool, tuple[int, ...] | None, int, int]


def play(pos: FastPosition, card: int) -> Undo:
    """Play ``card`` for the player to move, in place; return the undo record.

    The card must be legal (see :func:`legal`); only possession is checked.
    Finishing a trick credits its points and the trick to the winner's side
    (plus the last-trick bonus on the last trick) and the winner leads next.
    """
    seat = pos.turn
    if seat < 0:
        raise ValueError("the hand is over")
    bit = BIT[card]
    mask = pos.hands[seat]
    if not mask & bit:
        raise ValueError(f"{Card(card)} is not in seat {seat}'s hand")
    index = 24 * seat + card
    left = pos.counts[index] - 1
    pos.counts[index] = left
    if not left:
        pos.hands[seat] = mask ^ bit
    pos.left -= 1
    cfg = pos.cfg
    trick = pos.trick
    undo_head = (seat, card, pos.leader, pos.win, pos.win_seat, pos.best, pos.first_lead)
    if not trick:
        pos.leader = pos.win_seat = seat
        pos.win = pos.best = card
        pos.first_lead = False
    else:
        if bit & BEATS[pos.trump][pos.win]:
            pos.win = card
            pos.win_seat = seat
        if bit & ABOVE[pos.best]:
            pos.best = card
    trick.append(card)
    if len(trick) < cfg.n:
        pos.turn = cfg.next_seat[seat]
        return (*undo_head, None, 0, pos.last_winner)
    values = cfg.values
    gained = 0
    for c in trick:
        gained += values[c]
    winner = pos.win_seat
    if not pos.left:
        gained += cfg.last_bonus
    side = cfg.side[winner]
    pos.points[side] += gained
    pos.tricks[side] += 1
    done = tuple(trick)
    last = pos.last_winner
    pos.last_winner = winner
    pos.trick = []
    pos.win = pos.best = -1
    pos.leader = winner
    pos.turn = winner if pos.left else -1
    return (*undo_head, done, gained, last)


def unplay(pos: FastPosition, undo: Undo) -> None:
    """Take back the move that returned ``undo`` (moves are undone last first)."""
    seat, card, leader, win, win_seat, best, first_lead, done, gained, last = undo
    cfg = pos.cfg
    if done is not None:
        side = cfg.side[pos.last_winner]
        pos.points[side] -= gained
        pos.tricks[side] -= 1
        pos.last_winner = last
        pos.trick = list(done)
    pos.trick.pop()
    index = 24 * seat + card
    pos.counts[index] += 1
    pos.hands[seat] |= BIT[card]
    pos.left += 1
    pos.turn = seat
    pos.leader = leader
    pos.win = win
    pos.win_seat = win_seat
    pos.best = best
    pos.first_lead = first_lead


def final_points(pos: FastPosition) -> list[int]:
    """Trick points per side so far (with the last-trick bonus once over)."""
    return pos.points[:]


def trick_winner_seat(pos: FastPosition) -> int:
    """The seat winning the trick in progress (-1 when no card is down)."""
    return pos.win_seat if pos.trick else -1


__all__ = [
    "Undo",
    "final_points",
    "legal",
    "legal_cards",
    "play",
    "trick_winner_seat",
    "unplay",
]
