"""Claiming the rest: when a seat is sure, from what it knows, that its side takes
every remaining trick.

A claim is fair only when it is certain from the claimant's own knowledge: the
claimant has a line of play from its own hand that wins every remaining trick
for its side against every legal play of every distribution of the unseen
cards consistent with what that seat has seen (its hand, the cards played, the
meld shown, the cards passed, the voids shown). The partner's cards count as
unseen; with the partner still to lead, the claim is certain only if every
partner hand that fits still leads into the sweep. That test is
:class:`~pinochle_desktop.ai.search.sure_claim.SureClaim`; people and computer
players claim by the same rule.

Then every remaining counter and the last trick go to that side however the
others play, so the hand ends the same as if it were played out.

The check runs in two steps so that the GUI thread's share does not grow with
the game: :func:`claim_question` takes, on the GUI thread, the current hands
and trick (the engine's fast trick model,
:func:`~pinochle_desktop.engine.play.fast_position.from_state`) and the
observations of the seats that may claim, all of it the size of one hand,
never the game's history; :func:`answer` searches, off the GUI thread. It
first asks the cheap question with every hand known (an AND-OR search on the
fast model: one card of the side that keeps the sweep, against every card of
the others; cards that play alike are tried once, as in the Expert's endgame
solver, :func:`~pinochle_desktop.ai.search.endgame.distinct_moves`): a side
that cannot sweep with every hand known cannot be sure of it either. Then it
asks each seat of that side whether it can be sure, and returns the cards to
play, in order: the claimant's own that keep the sweep, the others' lowest
legal card (any card ends the same). Nothing here changes the engine.

The trick-taking play of the auction variants is claimed, and the classic
two-handed game's second half (after the stock is gone: 12 tricks, must follow
and head the trick as ``phase2_head`` says). There each player knows the
other's hand, so the sure question is the every-hand-known one, cheap enough
to look from the second half's first trick (:data:`MAX_CARDS_BY_SEATS`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ...ai.search.endgame import distinct_moves
from ...ai.search.sure_claim import OutOfNodes, SureClaim
from ...engine.cards import ALL_CARDS
from ...engine.observation import Observation
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
    """A certain end of the hand: ``seat`` claims, ``side`` takes every remaining trick."""

    side: int
    #: (seat, card code) to play, in order, to the end of the hand
    plays: tuple[tuple[int, str], ...]
    #: the tricks still to be won (the trick in progress counts)
    tricks: int
    #: the seat that claims (sure of the sweep from what it knows)
    seat: int


@dataclass(frozen=True)
class ClaimQuestion:
    """What the claim check needs, all of it the size of one hand: the current
    hands and trick, and the observation of each seat that may claim."""

    position: FastPosition
    views: tuple[Observation, ...]
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


def claim_question(state: Any, seats: Iterable[int] | None = None) -> ClaimQuestion | None:
    """The claim check's input for ``seats`` (default: every seat in play), or None
    when there is nothing to look for (not the trick play, or too many cards left
    to be sure quickly). Cheap: the current hands and trick, and one observation
    per seat; nothing of the game's history is copied."""
    if getattr(state, "phase", None) != Phase.PLAY or getattr(state, "trump", None) is None:
        return None
    hands = getattr(state, "hands", None)
    if not hands:
        return None
    active = list(getattr(state, "active_seats", range(len(hands))))
    most = max(len(h) for h in hands)
    if most < 1 or most > MAX_CARDS_BY_SEATS.get(len(active), MAX_CARDS_PER_HAND):
        return None
    try:
        position = from_state(state)
    except (ValueError, TypeError, AttributeError):
        return None
    chosen = active if seats is None else [s for s in seats if s in active]
    if not chosen:
        return None
    views = tuple(state.observation(s) for s in chosen)
    return ClaimQuestion(position, views, most)


def _full_sweep(start: FastPosition, side: int) -> _Search | bool:
    """The every-hand-known search for ``side`` when ``side`` sweeps so; False when
    it does not; True when the search ran out of positions before it knew."""
    search = _Search(side)
    others = sum(start.tricks) - start.tricks[side]
    try:
        return search if search.sweeps(start.copy(), others) else False
    except _OutOfTime:
        return True


def sweeps_with_every_hand_known(state: Any, side: int) -> bool:
    """Whether ``side`` takes every remaining trick when its players may look at
    every hand (necessary for a claim, not enough: nobody at the table sees them)."""
    question = claim_question(state)
    return question is not None and isinstance(_full_sweep(question.position, side), _Search)


def _sure_line(start: FastPosition, obs: Observation,
               full: _Search | None) -> list[tuple[int, str]] | None:
    """The line of ``obs.seat``'s sure sweep, or None when that seat cannot be sure
    (``full``: the every-hand-known search that found the side's sweep, None when
    that search ran out of positions)."""
    try:
        sure = SureClaim(obs, MAX_NODES)
        if sure.deal_known:
            if full is None:
                return None
            # the seat knows every card in play: the every-hand-known line is its own
            others = sum(start.tricks) - start.tricks[full.side]
            full.nodes = 0
            return full.line(start.copy(), others)
        if not sure.sweeps():
            return None
        pos = start.copy()
        side = pos.cfg.side[obs.seat]
        lost = sum(pos.tricks) - pos.tricks[side]
        out: list[tuple[int, str]] = []
        while pos.turn >= 0:
            seat = pos.turn
            if seat == obs.seat:
                card = sure.keeping_card()
            else:
                mask = legal(pos)
                card = (mask & -mask).bit_length() - 1
            sure.play(card)
            play(pos, card)
            out.append((seat, ALL_CARDS[card].code))
        return out if sum(pos.tricks) - pos.tricks[side] == lost else None
    except (OutOfNodes, _OutOfTime, ValueError):
        return None


def answer(question: ClaimQuestion) -> ClaimLine | None:
    """The line of the first seat of ``question`` that is sure its side takes every
    remaining trick, or None (off the GUI thread: this is the search)."""
    start = question.position
    sweeping: dict[int, _Search | bool] = {}
    for obs in question.views:
        side = start.cfg.side[obs.seat]
        if side not in sweeping:
            sweeping[side] = _full_sweep(start, side)
        full = sweeping[side]
        if full is False:
            continue  # not even with every hand known
        # out of positions with every hand known: the seat's own search decides (a
        # claim must not hang on how long the hidden cards take to search)
        plays = _sure_line(start, obs, full if isinstance(full, _Search) else None)
        if plays is not None:
            return ClaimLine(side, tuple(plays), question.tricks, obs.seat)
    return None


def claim_line(state: Any, seats: Iterable[int] | None = None) -> ClaimLine | None:
    """The line of a seat of ``seats`` (default: every seat in play) sure from what it
    knows that its side takes every remaining trick, or None (not the trick-taking
    play, too many cards left to be sure quickly, or nobody sure)."""
    question = claim_question(state, seats)
    return answer(question) if question is not None else None


__all__ = [
    "MAX_CARDS_BY_SEATS",
    "MAX_CARDS_PER_HAND",
    "ClaimLine",
    "ClaimQuestion",
    "answer",
    "claim_line",
    "claim_question",
    "sweeps_with_every_hand_known",
]
