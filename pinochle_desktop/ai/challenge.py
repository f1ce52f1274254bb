"""Duplicate play against the Expert: the same deal, the same table, the Expert in your seat.

A challenge series is numbered like a run of ``pinochle-sim``: deal ``d`` of
series ``S`` is the first hand of ``new_game(rules, seed=deal_seed(S, d))`` and
the computer player at seat ``s`` is made with ``player_seed(S, d, s)``, so
``pinochle-sim --variant V --players K0,K1,... --seed S --first d --deals 1``
plays exactly the hand the Expert plays here (with the Expert's kind at the
person's seat). A friend who enters the same series number gets the same deals
and the same computer players.

:func:`play_deal` plays one deal between computer players (the Expert's replay),
:func:`hand_outcome` reads how a hand came out from a finished game (the
person's own play), and :func:`parting` finds the first decision where two
lines of play of the same deal went apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.result import HandResult, net_points
from ..engine.rules.ruleset import RuleSet
from ..engine.states.base import BaseState
from ..engine.states.game import new_game
from .base import SeededPlayer
from .registry import make_player
from .tasks import ProcessPool

#: the Expert of a challenge: its full budget without a clock (``max_seconds=0``) and a
#: fixed split of its search (``workers=2``), so its choices depend only on the deal and
#: not on how busy or how big the machine is
EXPERT_KIND = "expert/workers=2/max_seconds=0"
#: series numbers chosen at random stay below this (easy to read out and type in)
MAX_SERIES = 1_000_000
#: the most deals a series may have
MAX_DEALS = 100
#: moves a hand may take before it is given up as stuck (a hand has about sixty)
MAX_MOVES = 2_000


def deal_seed(series: int, deal: int) -> int:
    """The game seed of deal ``deal`` of series (``pinochle-sim`` seed) ``series``."""
    return series * 1_000_003 + deal


def player_seed(series: int, deal: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` for deal ``deal`` of ``series``."""
    return series * 7919 + deal * 31 + seat


def deal_state(rules: RuleSet, series: int, deal: int) -> BaseState:
    """The game whose first hand is deal ``deal`` of ``series``, as dealt."""
    return new_game(rules, seed=deal_seed(series, deal))


def table_players(kinds: Sequence[str], series: int, deal: int,
                  pool: ProcessPool | None = None) -> list[SeededPlayer]:
    """One player per seat, ``kinds[seat]`` seeded for this deal of the series."""
    return [make_player(kind, seed=player_seed(series, deal, seat), pool=pool)
            for seat, kind in enumerate(kinds)]


def with_expert(kinds: Sequence[str], seat: int, expert: str = EXPERT_KIND) -> list[str]:
    """``kinds`` with the Expert at ``seat`` (the person's seat)."""
    out = list(kinds)
    out[seat] = expert
    return out


@dataclass(frozen=True)
class DealOutcome:
    """How one hand came out, from the point of view of one seat."""

    seat: int
    #: the side of ``seat`` (an index into the per-side lists)
    side: int
    #: what each side scored this hand
    deltas: tuple[int, ...]
    bidder: int | None
    contract: int | None
    trump: str | None
    #: True made, False set, None when there was no contract (classic two-handed)
    made: bool | None
    #: the hand's moves, as the game's log holds them: (seat or None, action)
    actions: tuple[tuple[int | None, str], ...]
    #: the side that bought the contract (None: no contract)
    bidder_side: int | None = None

    @property
    def net(self) -> float:
        """The seat's side's points less the mean of the other sides' points: what
        the seat's play is measured by (a side scoring more while the others score
        the same, or the others less, both count)."""
        return net_points(self.deltas, self.side)

    @property
    def our_contract(self) -> bool:
        return self.bidder is not None and self.bidder_side == self.side

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "side": self.side, "deltas": list(self.deltas),
                "bidder": self.bidder, "bidder_side": self.bidder_side,
                "contract": self.contract, "trump": self.trump, "made": self.made,
                "actions": [[s, a] for s, a in self.actions]}


def outcome(rules: RuleSet, seat: int, summary: HandResult,
            log: Sequence[tuple[int | None, Action]]) -> DealOutcome:
    """The outcome of a scored hand (its ``summary``) and its moves ``log`` for ``seat``."""
    deltas = tuple(int(x) for x in (summary.deltas or []))
    bidder = summary.bidder
    return DealOutcome(
        seat=seat, side=rules.side_of(seat), deltas=deltas, bidder=bidder,
        contract=summary.contract, trump=summary.trump, made=summary.made,
        actions=tuple((s, str(a)) for s, a in log),
        bidder_side=None if bidder is None else rules.side_of(bidder))


def play_out(state: BaseState, players: Sequence[SeededPlayer], seat: int) -> DealOutcome:
    """Play ``state`` on with ``players`` until its current hand is scored, as
    ``pinochle-sim`` plays a deal (a move nobody is asked for is the first legal
    one); the outcome for ``seat``. ValueError if the hand never ends."""
    start_hands = len(state.history)
    start_log = len(state.log)
    moves = 0
    while len(state.history) == start_hands and not state.is_terminal:
        if moves >= MAX_MOVES:
            raise ValueError("the hand did not end")
        moves += 1
        current = state.current_player
        if current is None:
            state.apply(state.legal_actions()[0])
            continue
        state.apply(players[current].choose(state.observation(current)))
    if len(state.history) == start_hands:
        raise ValueError("the game ended before the hand was scored")
    return outcome(state.rules, seat, state.history[-1], state.log[start_log:])


def play_deal(rules: RuleSet, series: int, deal: int, kinds: Sequence[str], seat: int,
              pool: ProcessPool | None = None) -> DealOutcome:
    """Deal ``deal`` of ``series`` played by ``kinds`` (one per seat), for ``seat``:
    the hand ``pinochle-sim --seed series --first deal --deals 1`` plays."""
    if len(kinds) != rules.num_players:
        raise ValueError(f"{rules.num_players} players are needed, not {len(kinds)}")
    state = deal_state(rules, series, deal)
    return play_out(state, table_players(kinds, series, deal, pool), seat)


def hand_outcome(state: BaseState, seat: int, hand: int = 0) -> DealOutcome:
    """How hand ``hand`` of a game (the first: a challenge deal) came out for ``seat``."""
    if hand >= len(state.history):
        raise ValueError("that hand has not been scored")
    ends = [i for i, (_s, a) in enumerate(state.log) if a.kind == "continue"]
    start = ends[hand - 1] + 1 if hand > 0 and len(ends) >= hand else 0
    end = ends[hand] if len(ends) > hand else len(state.log)
    return outcome(state.rules, seat, state.history[hand], state.log[start:end])


@dataclass(frozen=True)
class Parting:
    """Where two lines of play of the same deal went apart."""

    #: the move (from 0) where they differ
    index: int
    #: the seat whose decision differed
    seat: int | None
    #: the first line's move there and the second's (None: that line had ended)
    first: str | None
    second: str | None
    #: the phase at that move ("bid", "play"...) and, in the trick play, the trick (from 1)
    phase: str
    trick: int | None


def parting(start: BaseState, first: Sequence[tuple[int | None, str]],
            second: Sequence[tuple[int | None, str]]) -> Parting | None:
    """The first move where ``first`` and ``second`` (two lines of play from the
    position ``start``) differ, with the phase and trick it came in; None when
    they are the same line."""
    index = next((i for i, (a, b) in enumerate(zip(first, second, strict=False)) if a != b),
                 None)
    if index is None:
        if len(first) == len(second):
            return None
        index = min(len(first), len(second))
    state = start.clone()
    for _seat, text in first[:index]:
        state.apply(Action.parse(text))
    phase = str(state.phase)
    trick: int | None = None
    mover = first[index][0] if index < len(first) else second[index][0]
    if mover is not None and phase in ("play", "classic_trick"):
        trick = len(state.observation(mover).tricks) + 1
    return Parting(
        index=index, seat=mover,
        first=first[index][1] if index < len(first) else None,
        second=second[index][1] if index < len(second) else None,
        phase=phase, trick=trick)
