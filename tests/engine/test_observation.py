"""Observations are frozen values that share their unchanging parts."""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
import random

import pytest

from pinochle_desktop.engine import Observation, Phase, new_game, preset
from pinochle_desktop.engine.observation import FIELDS, FrozenDict, FrozenList, observe
from pinochle_desktop.engine.states.base import BaseState

from .helpers import sane_random_action


def play_until(state: BaseState, phase: Phase, rng: random.Random, tricks: int = 0) -> None:
    while not (state.phase == phase and len(getattr(state, "tricks", ())) >= tricks):
        state.apply(sane_random_action(state, rng))


@pytest.mark.parametrize("name", ["partnership", "two_handed", "five_handed"])
def test_an_observation_is_frozen(name: str) -> None:
    state = new_game(preset(name), seed=4)
    play_until(state, Phase.PLAY, random.Random(4))
    obs = state.observation(state.current_player or 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.hand = ()  # type: ignore[misc]
    for name_ in FIELDS:
        value = getattr(obs, name_)
        if isinstance(value, list):
            assert isinstance(value, FrozenList), name_
        assert not isinstance(value, dict) or isinstance(value, FrozenDict), name_
    meld = next(m for m in obs.melds if m is not None)
    with pytest.raises(TypeError):
        meld["total"] = 0  # type: ignore[index]
    with pytest.raises(TypeError):
        meld["melds"].append({})
    # a changed copy is made with replace; equal values compare equal
    other = dataclasses.replace(obs, scores=(1, 2))
    assert other.scores == (1, 2) and other.hand == obs.hand and other != obs
    assert Observation(**{f: getattr(obs, f) for f in FIELDS}) == obs
    # copies, pickles (the Expert's worker processes) and JSON
    assert copy.deepcopy(obs) == obs
    again = pickle.loads(pickle.dumps(obs))
    assert again == obs and type(again.melds[0]) is type(obs.melds[0])
    assert json.dumps(obs.to_dict())


def test_observations_of_a_hand_share_the_melds() -> None:
    state = new_game(preset("partnership"), seed=8)
    rng = random.Random(8)
    play_until(state, Phase.PLAY, rng)
    first = state.observation(0)
    play_until(state, Phase.PLAY, rng, tricks=2)
    later = state.observation(1)
    assert later.melds is first.melds  # scored once a hand, frozen once
    assert later.tricks[0] is state.observation(2).tricks[0]
    assert later.rules is first.rules is state.rules


def test_to_dict_is_plain_json_data() -> None:
    state = new_game(preset("partnership"), seed=8)
    play_until(state, Phase.PLAY, random.Random(8), tricks=1)
    data = state.observation(0).to_dict()
    assert type(data["melds"][0]) is dict and type(data["melds"][0]["melds"]) is list
    assert type(data["hand_sizes"]) is list and type(data["scores"]) is list
    assert type(data["bids"]) is list and type(data["tricks"]) is list


def test_observe_needs_exactly_the_fields() -> None:
    state = new_game(preset("partnership"), seed=1)
    obs = state.observation(0)
    values = {f: getattr(obs, f) for f in FIELDS}
    assert observe(**values) == obs
    with pytest.raises(TypeError, match="unknown"):
        observe(**values, colour="red")
    del values["hand"]
    with pytest.raises(TypeError, match="missing"):
        observe(**values)


@pytest.mark.parametrize("name", ["partnership", "five_handed", "three_handed", "check_pinochle"])
def test_kept_fields_are_always_right(name: str) -> None:
    """While bidding and in trick play the state reuses the fields those phases
    leave alone: always equal to an observation built from scratch."""
    from pinochle_desktop.engine.states.auction import AuctionState
    from pinochle_desktop.engine.states.auction_view import fresh_observation

    for seed in range(3):
        state = new_game(preset(name), seed=seed)
        assert isinstance(state, AuctionState)
        rng = random.Random(seed)
        while state.hand_number < 3 and not state.is_terminal:
            for seat in range(state.num_players):
                assert state.observation(seat) == fresh_observation(state, seat), state.phase
            state.apply(sane_random_action(state, rng))
