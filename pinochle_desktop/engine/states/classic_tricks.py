"""Classic two-handed pinochle's tricks: the cards a seat may play in phase 1
(any card held, in hand or on the table) and phase 2 (follow suit, trump,
head), a card played, a trick won, and the hand scored after the last trick.

Functions over the plain state (:class:`.classic_hand.ClassicHand`); the fields
they keep are created there.
"""

from __future__ import annotations

from itertools import compress
from operator import or_
from typing import Any

from ..actions import Action
from ..cards import ALL_CARDS
from ..events import Event, card_played, trick_won
from ..play.trick import Trick
from ..play.tricks import NOT_NOW, why_illegal
from ..text import QT_TRANSLATE_NOOP
from .classic_hand import CODES, ClassicHand, codes, phase2_plays, round_counters
from .classic_phase1 import winner_turn

_PLAY = tuple(Action("play", cards=(c,)) for c in ALL_CARDS)


def phase1_plays(state: ClassicHand, seat: int) -> list[Action]:
    """Phase 1: any card held, in the hidden hand or on the table."""
    return list(compress(_PLAY, map(or_, state._hand[seat], state._table_count[seat])))


def phase2_actions(state: ClassicHand, seat: int) -> list[Action]:
    """Phase 2: any card to lead; then follow suit, trump and head as the rules say."""
    plays = state._trick.plays
    if not plays:
        return list(compress(_PLAY, state._hand[seat]))
    return [
        _PLAY[c]
        for c in phase2_plays(state._hand[seat], plays[0][1], state._t, state._head_always,
                              state.rules.must_trump)
    ]


def phase1_refusal(state: ClassicHand, seat: int, card: int) -> str | None:
    """Why ``seat`` may not play ``card`` in phase 1 (None: it may)."""
    if state._hand[seat][card] or state._table_count[seat][card]:
        return None
    return QT_TRANSLATE_NOOP(
        "Refusals", "{card} is not in your hand or on the table.").format(
        card=ALL_CARDS[card].label)


def phase2_refusal(state: ClassicHand, seat: int, action: Action) -> str:
    """Why ``seat`` may not play ``action``'s card in phase 2 (not a legal play), in words."""
    return why_illegal(
        action.card, state.hands[seat], [ALL_CARDS[c] for c in state._trick.cards],
        state.trump, state.rules, head_rule=state.rules.phase2_head,
    ) or NOT_NOW


def play(state: ClassicHand, seat: int, card: int) -> Event:
    from_table = False
    if state.phase1 and state._table_count[seat][card]:
        state._take_from_table(seat, card)
        from_table = True
    else:
        state._hand[seat][card] -= 1
        state._forget(seat, card)
    trick = state._trick = state._trick.add(seat, ALL_CARDS[card])
    if len(trick.plays) == 1:
        state.current_player = 1 - seat
        return card_played(seat, CODES[card], from_table)
    effects: list[Event] = []
    _resolve(state, effects)
    return card_played(seat, CODES[card], from_table, tuple(effects))


def _resolve(state: ClassicHand, effects: list[Event]) -> None:
    trick = state._trick
    (lead_seat, c0), (_follower, c1) = trick.plays
    winner = trick.winner
    values = state._card_values
    points = values[c0] + values[c1]
    state.counters[winner] += points
    state.tricks_taken[winner] += 1
    state.won[winner] += (c0, c1)
    state.tricks.append((lead_seat, trick.plays, winner))
    state._trick = Trick.start(state._t)
    cards = [CODES[c0], CODES[c1]]
    if state.phase1:
        effects.append(trick_won(winner, cards, lead_seat, winner, points))
        winner_turn(state, winner, effects)
        return
    if any(state._hand[winner]):
        effects.append(trick_won(winner, cards, lead_seat, winner, points))
        state.leader = winner
        state.current_player = winner
        return
    bonus = state.rules.last_trick_bonus
    state.counters[winner] += bonus
    effects.append(trick_won(winner, cards, lead_seat, winner, points, bonus))
    effects.append(_score(state))


def _score(state: ClassicHand) -> Event:
    raw = list(state.counters)
    rounded = [round_counters(p) for p in raw] if state.rules.round_counts else list(raw)
    meld = list(state.meld_total)
    summary: dict[str, Any] = {
        "trump": state.trump.name,
        "dealer": state.dealer,
        "meld": meld,
        "melds": [
            [{"kind": k, "name": n, "points": p, "cards": codes(c)} for k, n, p, c, _ in ms]
            for ms in state.melds
        ],
        "counters": raw,
        "counters_rounded": rounded,
        # the names the auction summary and engine.checks use
        "points": rounded,
        "raw_points": raw,
        "tricks": list(state.tricks_taken),
        "last_trick": state.tricks[-1][2],
        "deltas": [meld[s] + rounded[s] for s in (0, 1)],
    }
    return state._finish_hand(summary, None, True)
