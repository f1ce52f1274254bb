"""Hands recorded with the person's decisions chosen: a bid far beyond the hand, the
worst trump, the cards that break the most meld buried or passed; the others pass in the auction and
play at random."""

from __future__ import annotations

import random
from collections import Counter

from pinochle_desktop.engine import Action, Phase, RuleSet, State, new_game, preset
from pinochle_desktop.engine.cards import Card, Suit, remove_cards
from pinochle_desktop.engine.meld.auction import meld_total
from pinochle_desktop.engine.observation import Observation
from pinochle_desktop.storage import HistoryDB

from ...storage.drive import random_action
from ..history_helpers import seats


def _cards_worth(obs: Observation, cards: tuple[Card, ...]) -> tuple[int, int, int]:
    """How much giving up ``cards`` hurts: the meld broken, the trumps, the ranks."""
    trump = Suit(int(obs.trump)) if obs.trump is not None else None
    broken = 0
    if trump is not None:
        left = remove_cards(list(obs.hand), list(cards))
        broken = (meld_total(list(obs.hand), trump, obs.rules)
                  - meld_total(left, trump, obs.rules))
    return (broken, sum(1 for c in cards if trump is not None and c.suit == trump),
            sum(int(c.rank) for c in cards))


#: every kind of decision made badly
ALL_BAD = frozenset({"bid", "trump", "bury", "give"})


def bad_choice(state: State, rng: random.Random, bad: frozenset[str] = ALL_BAD) -> Action:
    """The person's move; of the kinds in ``bad`` the poor one: a pass in the auction
    (when ``pass`` is in it), a bid far beyond the hand (then the lowest), the suit
    they hold least of as trump, the cards breaking the most meld buried or passed
    (else the lowest bid, the suit held most, the cards breaking the least). The hand
    is played out; cards at random."""
    legal = state.legal_actions()
    obs = state.observation(state.current_player)  # type: ignore[arg-type]
    if state.phase == Phase.BID:
        passes = [a for a in legal if a.kind == "pass"]
        if "pass" in bad and passes:
            return passes[0]
        bids = [a for a in legal if a.kind == "bid"]
        if bids:
            mine = any(s == obs.seat and a is not None for s, a in obs.bids)
            aim = bids[0].amount + 200  # far beyond what an ordinary hand makes
            if mine or "bid" not in bad:
                return bids[0]
            return min(bids, key=lambda a: abs(a.amount - aim))
    if state.phase == Phase.TRUMP:
        held = Counter(int(c.suit) for c in obs.hand)
        trumps = [a for a in legal if a.kind == "trump"]
        if trumps:
            sign = 1 if "trump" in bad else -1
            return min(trumps, key=lambda a: (sign * held[int(a.suit or 0)], int(a.suit or 0)))
    played = [a for a in legal if a.kind == "play_hand"]
    if played:  # the hand is played out, never conceded
        return played[0]
    kept = [a for a in legal if a.kind in ("bury", "give")]
    if kept:
        if kept[0].kind in bad:
            return max(kept, key=lambda a: _cards_worth(obs, a.cards))
        return min(kept, key=lambda a: _cards_worth(obs, a.cards))
    return random_action(state, rng)


def record_built_hand(db: HistoryDB, rules: RuleSet | str, seed: int, game_id: str,
                      bad: frozenset[str] = ALL_BAD) -> State:
    """One hand recorded with the person (seat 0) choosing by :func:`bad_choice`."""
    rules = preset(rules) if isinstance(rules, str) else rules
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        if state.current_player == 0:
            action = bad_choice(state, rng, bad)
        elif state.phase == Phase.BID and any(a.kind == "pass" for a in state.legal_actions()):
            action = next(a for a in state.legal_actions() if a.kind == "pass")
        else:
            action = random_action(state, rng)
        state.apply(action)
    db.record_state(state, game_id, 0, seats(rules.num_players))
    return state
