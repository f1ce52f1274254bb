"""Each trick event carries its points; events written before they did get them
worked out on load, and the hand history reads the same figures either way."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import BaseState, Phase, new_game, preset
from pinochle_desktop.engine.cards import parse_cards
from pinochle_desktop.engine.events import Event, TrickWon
from pinochle_desktop.engine.play.tricks import trick_points, with_trick_points
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.storage.handrecord import hand_record_from_state
from tests.engine.helpers import sane_random_action


def _played(name: str) -> BaseState:
    """A hand of preset ``name`` played at random to its score, with tricks played."""
    for seed in range(100):
        state = new_game(preset(name), seed=seed)
        rng = random.Random(seed)
        while state.phase != Phase.HAND_OVER and not state.is_terminal:
            state.apply(sane_random_action(state, rng))
        if any(isinstance(e, TrickWon) for e in state.events):
            return state
    raise AssertionError(f"{name}: no hand in 100 seeds played a trick")


def _as_written_before(event: Event) -> Event:
    """The event as a version whose auction trick events had no points wrote it."""
    data = event.to_dict()
    if isinstance(event, TrickWon) and event.winner is None:
        data["data"].pop("points")
    return Event.from_dict(data)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_trick_event_carries_its_points_and_old_events_get_them_on_load(
    name: str,
) -> None:
    state = _played(name)
    tricks = [e for e in state.events if isinstance(e, TrickWon)]
    assert tricks
    trump = state.history[-1].trump
    for e in tricks:
        assert e.points == trick_points(parse_cards(" ".join(e.codes)), state.rules, trump)
        assert Event.from_dict(e.to_dict()) == e
    old = [_as_written_before(e) for e in state.events]
    if state.rules.style == "auction":
        assert any(isinstance(e, TrickWon) and e.points is None for e in old)
    assert [e.to_dict() for e in with_trick_points(old, state.rules)] == [
        e.to_dict() for e in state.events
    ]


@pytest.mark.parametrize("name", ["partnership", "three_handed", "two_handed"])
def test_the_hand_history_reads_the_same_trick_points_from_old_events(name: str) -> None:
    state = _played(name)
    record = hand_record_from_state(state, 0, "game")
    state.events[:] = [_as_written_before(e) for e in state.events]
    again = hand_record_from_state(state, 0, "game", played_at=record.played_at)
    assert again.tricks == record.tricks
    assert sum(t["points"] for t in record.tricks) > 0
