"""Games driven by the engine into each phase where the person (seat 0) acts.

``phase_states(variant)`` plays a few deals of a preset with a steering policy
(seat 0 opens and the others pass, so the person wins the auction and meets
every phase of the bidder; everything else at random, from a seeded generator)
and keeps the first state of each kind: the person's turn to bid, name trump,
pass, bury, declare (play or concede), call a partner, the classic dix and meld
prompts, the first lead with the meld rows shown, a trick under way, and the end
of the hand. Used by the overlap test and by ``make_screenshots``.
"""

from __future__ import annotations

import random

from pinochle_desktop.engine import Action, State, new_game, preset

#: the kinds of situation laid out (a phase, or a phase and a moment in it)
KINDS = (
    "bid", "misdeal", "widow", "kitty", "trump", "call", "pass", "bury", "declare",
    "declare_all_meld", "classic_own_meld",
    "first_lead", "trick", "classic_trick", "classic_meld", "classic_dix", "classic_take",
    "hand_over",
)


def _kind(state: State) -> str | None:
    """The kind of situation the person is in, or ``None`` when it is not their turn."""
    phase = state.phase.value
    if phase == "hand_over":
        return "hand_over"
    if state.current_player != 0:
        return None
    if phase == "play":
        return "trick" if state.trick else ("first_lead" if not state.tricks else None)
    if phase == "classic_trick":
        return "classic_trick" if state.trick else None
    return phase


def _choose(state: State, rng: random.Random, seat: int) -> Action:
    """Steer the game: seat 0 takes the bid, nobody throws a hand in, the rest at random."""
    legal = list(state.legal_actions())
    phase = state.phase.value
    kinds = {a.kind for a in legal}
    if phase == "bid":
        bids = [a for a in legal if a.kind == "bid"]
        if seat == 0 and bids:
            return bids[0]
        passes = [a for a in legal if a.kind == "pass"]
        if passes:
            return passes[0]
        return bids[0] if bids else legal[0]
    if phase == "misdeal" and "keep" in kinds:
        return next(a for a in legal if a.kind == "keep")
    for wanted in ("play_hand", "see_widow"):
        if wanted in kinds:
            return next(a for a in legal if a.kind == wanted)
    return rng.choice(legal)


def phase_states(variant: str, seeds: range = range(1, 40), limit: int = 2000,
                 ) -> dict[str, State]:
    """The first state of each kind the person meets in games of ``variant``."""
    found: dict[str, State] = {}
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(preset(variant), seed=seed)
        for _ in range(limit):
            kind = _kind(state)
            if kind is not None and kind not in found:
                found[kind] = state.clone()
            if (state.phase.value == "classic_trick" and state.current_player == 0
                    and "classic_own_meld" not in found and state.observation(0).table[0]):
                # classic: the person's own meld on the table, its caption over the hand
                found["classic_own_meld"] = state.clone()
            if kind == "declare" and "declare_all_meld" not in found and all(
                    (state.observation(0).melds[s] or {}).get("total")
                    for s in range(state.rules.num_players)
                    if s not in state.observation(0).sitting_out):
                # every seat shows meld: the most crowded table a panel meets
                found["declare_all_meld"] = state.clone()
            if state.phase.value == "hand_over" or state.is_terminal:
                break
            seat = state.current_player
            state.apply(_choose(state, rng, seat if seat is not None else -1))
        if _done(variant, found):
            break
    return found


def _done(variant: str, found: dict[str, State]) -> bool:
    if variant == "two_handed":
        return {"classic_trick", "classic_meld", "classic_dix", "classic_own_meld",
                "hand_over"} <= set(found)
    return {"bid", "trump", "first_lead", "trick", "hand_over"} <= set(found)
