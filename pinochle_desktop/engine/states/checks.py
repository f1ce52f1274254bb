"""Invariants every position must satisfy (used by ``pinochle-sim --check`` and tests)."""

from __future__ import annotations

from collections import Counter

from ..cards import Card, make_deck
from ..phase import Phase
from .base import BaseState


def card_multiset(state: BaseState) -> Counter[Card]:
    """Every card the state holds anywhere right now (hands, widow, tricks...)."""
    locate = getattr(state, "all_cards", None)
    if locate is None:
        return Counter()
    return Counter(locate())


def check_invariants(state: BaseState) -> list[str]:
    """Problems found in ``state``; an empty list means it is sound."""
    problems: list[str] = []
    rules = state.rules
    deck = Counter(make_deck(rules.deck))
    held = card_multiset(state)
    if held and held != deck:
        missing = deck - held
        extra = held - deck
        problems.append(f"cards not conserved: missing {sorted(missing)}, extra {sorted(extra)}")
    for seat in range(rules.num_players):
        obs = state.observation(seat)
        own = getattr(state, "hands", None)
        if own is not None and sorted(obs.hand) != sorted(own[seat]):
            problems.append(f"seat {seat}: observation hand differs from the real hand")
        if state.current_player != seat and obs.legal_actions:
            problems.append(f"seat {seat}: sees legal actions out of turn")
    if state.phase not in (Phase.GAME_OVER, Phase.HAND_OVER) and not state.legal_actions():
        problems.append(f"no legal action in phase {state.phase.value}")
    return problems


def check_hand_total(state: BaseState) -> list[str]:
    """After a played-out hand: trick points add up to the deck's total; a stakes
    hand's units add up to zero with the kitty's (:func:`check_units`)."""
    if not state.history:
        return []
    last = state.history[-1]
    if last.is_stakes:
        problems = check_units(state)
        if problems or last.settlement in ("claimed", "conceded_to"):
            return problems  # (claimed or conceded to the bidder: no trick was played)
    if last.conceded or last.points is None:
        return []
    total = sum(last.points)
    if last.hand_points is not None:  # a called partner: the seats show their own figures
        total = sum(last.hand_points)
    want = state.rules.total_trick_points
    if last.raw_points is not None:
        total = sum(last.raw_points)
    if total != want:
        return [f"hand {last.hand}: trick points add to {total}, not {want}"]
    return []


def check_units(state: BaseState) -> list[str]:
    """The auction for stakes: every hand's units and the kitty's add up to zero, and
    so do the players' totals with the kitty (nothing is made or lost)."""
    problems: list[str] = []
    for result in state.history:
        if not result.is_stakes:
            continue
        paid = sum(result.deltas or []) + (result.kitty_delta or 0)
        if paid:
            problems.append(f"hand {result.hand}: the units paid add up to {paid}, not 0")
    if sum(state.scores) + state.kitty:
        problems.append(
            f"the players' units ({sum(state.scores)}) and the kitty's ({state.kitty}) "
            "do not add up to 0"
        )
    if state.kitty < 0:
        problems.append(f"the kitty holds {state.kitty} units")
    return problems
