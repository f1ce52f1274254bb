"""Every deal has its own number, and a new game with that number deals it again
("The deal number stays the same for every hand of a game, so 'play
deal N' only reproduces hand 1")."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.engine.states.base import BaseState
from tests.engine.helpers import sane_random_action


def dealt(state: BaseState) -> tuple[int, list[list[int]]]:
    return state.dealer, [sorted(int(c) for c in state.observation(s).hand)
                          for s in range(state.rules.num_players)]


@pytest.mark.parametrize("variant", ["two_handed", "three_handed", "partnership",
                                     "auction_sit_out", "double_deck", "five_handed"])
def test_a_later_deal_is_dealt_again_from_its_own_number(variant: str) -> None:
    rules = preset(variant)
    state = new_game(rules, seed=2024)
    assert state.deal_number == 2024  # the first deal's number is the game's
    deals = {state.deal_index: (state.deal_number, dealt(state))}
    rng = random.Random(7)
    while state.hand_number < 3 and not state.is_terminal:
        state.apply(sane_random_action(state, rng))
        if state.deal_index not in deals:
            deals[state.deal_index] = (state.deal_number, dealt(state))
    assert len(deals) >= 4
    numbers = [number for number, _ in deals.values()]
    assert len(set(numbers)) == len(numbers)  # each deal its own number
    for number, seen in list(deals.values())[1:]:
        replay = new_game(rules, seed=number)
        assert replay.deal_number == number
        assert dealt(replay) == seen  # the same dealer, the same cards to the same seats
