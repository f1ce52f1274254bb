"""``new_game``: build the right state for a rule set and deal the first hand."""

from __future__ import annotations

import random

from ..cards import Card
from ..phase import StateError
from ..rules.ruleset import RuleSet
from .auction import AuctionState
from .base import STATE_CLASSES, BaseState, start_state, state_from_dict, state_from_json
from .classic import ClassicState
from .deal import first_dealer

#: rule sets found valid, by identity: a RuleSet is frozen, so checking one
#: again (as a simulation's every deal would) finds the same
_VALID: dict[int, RuleSet] = {}

#: every style has its state class (they register themselves when defined)
assert STATE_CLASSES.keys() >= {"auction", "classic"}, STATE_CLASSES


def new_game(
    rules: RuleSet,
    seed: int | None = None,
    *,
    deal: list[list[Card]] | None = None,
    dealer: int | None = None,
    widow: list[Card] | None = None,
    stock: list[Card] | None = None,
) -> BaseState:
    """Start a game. The same ``seed`` gives the same game.

    ``deal`` fixes the first hand (one list per seat, empty for a seat sitting
    out); ``widow`` its widow, or for classic two-handed ``stock`` the 24 cards
    left with the turned-up trump last. Later hands are dealt from the seed.
    """
    if _VALID.get(id(rules)) is not rules:
        problems = rules.validate()
        if problems:
            raise ValueError("The rules do not work together: " + " ".join(problems))
        if len(_VALID) >= 64:
            _VALID.clear()
        _VALID[id(rules)] = rules
    if seed is None:
        seed = random.SystemRandom().randrange(2**53)
    if dealer is None:
        dealer = first_dealer(seed, rules.num_players)
    if not 0 <= dealer < rules.num_players:
        raise ValueError(f"dealer must be a seat from 0 to {rules.num_players - 1}")
    return start_state(rules, seed, dealer=dealer, deal=deal, widow=widow, stock=stock)


__all__ = [
    "AuctionState",
    "BaseState",
    "ClassicState",
    "StateError",
    "new_game",
    "state_from_dict",
    "state_from_json",
]
