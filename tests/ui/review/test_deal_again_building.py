"""Review > Play this deal again, for a hand of two-handed hand building: the same
face-down pile is laid again (there is no deal to repeat)."""

from __future__ import annotations

import random

from pinochle_desktop.engine import Phase, new_game
from pinochle_desktop.storage.handrecord import hand_record_from_state
from pinochle_desktop.ui.review.files import deal_again
from tests.engine.helpers import sane_random_action
from tests.engine.test_hand_building import building


def test_a_built_hand_is_dealt_again_from_its_pile() -> None:
    state = new_game(building(), seed=12)
    first_draw = state.observation(state.current_player).drawn
    rng = random.Random(3)
    while not state.history:
        state.apply(sane_random_action(state, rng))
    record = hand_record_from_state(state, 0, "g")
    assert record.stock  # the pile the hands were built from
    again = deal_again(record, state)
    assert again.phase == Phase.BUILD
    assert again.dealer == record.dealer
    assert again.observation(again.current_player).drawn == first_draw
