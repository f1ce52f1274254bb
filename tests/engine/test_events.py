"""Typed events: one frozen class per kind, the same JSON as the string-keyed events had."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.engine.events import (
    EVENT_TYPES,
    AllPassed,
    BidMade,
    Built,
    Buried,
    CardPlayed,
    CardsGiven,
    Claimed,
    Conceded,
    ContractConceded,
    ContractWon,
    Dealt,
    Declared,
    Defended,
    Dix,
    Drew,
    Event,
    GameOver,
    HandScored,
    Kept,
    KittyDealt,
    MeldLaid,
    MeldsShown,
    Misdeal,
    NoDix,
    NoMeld,
    OtherEvent,
    PartnerCalled,
    PartnerRevealed,
    Passed,
    PhaseTwo,
    Rearranged,
    SawWidow,
    Took,
    TrickWon,
    TrumpNamed,
    WidowTaken,
    card_played,
    trick_won,
)
from pinochle_desktop.engine.result import HandResult
from pinochle_desktop.engine.rules.presets import PRESET_NAMES

from .helpers import sane_random_action

#: one event of each kind, with its data as the engine has always written it
EXAMPLES: list[tuple[Event, dict[str, Any]]] = [
    (Dealt(seat=1, dealer=1, hand=0, hands=["AS TS", "KH QH"], widow="9C", sitting_out=[]),
     {"dealer": 1, "hand": 0, "hands": ["AS TS", "KH QH"], "widow": "9C", "sitting_out": []}),
    (Dealt(seat=0, dealer=0, hand=2, hands=["AS", "KH"], up_card="9D", trump="DIAMONDS",
           stock="QC JC"),
     {"dealer": 0, "hand": 2, "hands": ["AS", "KH"], "up_card": "9D", "trump": "DIAMONDS",
      "stock": "QC JC"}),
    (Misdeal(seat=2, redeals=1), {"redeals": 1}),
    (Kept(seat=2), {}),
    (Built(seat=1, keep=True, left=46), {"keep": True, "left": 46}),
    (AllPassed(seat=None, next_dealer=3), {"next_dealer": 3}),
    (BidMade(seat=1, amount=250), {"amount": 250}),
    (Passed(seat=2), {}),
    (ContractWon(seat=1, bidder=1, amount=250, stuck=False),
     {"bidder": 1, "amount": 250, "stuck": False}),
    (SawWidow(seat=1), {}),
    (WidowTaken(seat=1, cards="AS TS 9C", shown=True), {"cards": "AS TS 9C", "shown": True}),
    (KittyDealt(seat=0, cards="AS TS", to=[0, 1]), {"cards": "AS TS", "to": [0, 1]}),
    (TrumpNamed(seat=1, suit="HEARTS"), {"suit": "HEARTS"}),
    (PartnerCalled(seat=0, card="AH"), {"card": "AH"}),
    (CardsGiven(seat=2, cards="AS TS KS", to=0), {"cards": "AS TS KS", "to": 0}),
    (Buried(seat=1, cards="9C 9D JH"), {"cards": "9C 9D JH"}),
    (MeldsShown(seat=None, melds={"0": {"total": 20, "melds": []}}),
     {"melds": {"0": {"total": 20, "melds": []}}}),
    (Declared(seat=1, moon=False), {"moon": False}),
    (Conceded(seat=1, unseen=True), {"unseen": True}),
    (Claimed(seat=1), {}),
    (Rearranged(seat=1, cards="9C JD QS"), {"cards": "9C JD QS"}),
    (ContractConceded(seat=2), {}),
    (Defended(seat=3), {}),
    (CardPlayed(seat=0, card="AS"), {"card": "AS"}),
    (CardPlayed(seat=1, card="KH", from_table=True), {"card": "KH", "from_table": True}),
    (PartnerRevealed(seat=3, card="AH"), {"card": "AH"}),
    (TrickWon(seat=2, cards="AS TS KS QS", leader=0), {"cards": "AS TS KS QS", "leader": 0}),
    (TrickWon(seat=1, winner=1, leader=0, cards=["AS", "TS"], points=20),
     {"winner": 1, "leader": 0, "cards": ["AS", "TS"], "points": 20}),
    (TrickWon(seat=1, winner=1, leader=1, cards=["AS", "TS"], points=30, last_trick_bonus=10),
     {"winner": 1, "leader": 1, "cards": ["AS", "TS"], "points": 30, "last_trick_bonus": 10}),
    (HandScored(seat=None, result=HandResult(hand=0, scores=[10, 20])),
     {"scores": [10, 20], "hand": 0}),
    (GameOver(seat=None, winner=0, scores=[1500, 900], target=1500),
     {"winner": 0, "scores": [1500, 900], "target": 1500}),
    (MeldLaid(seat=0, meld_kind="marriage", name="marriage in hearts", points=20,
              cards=["KH", "QH"], from_hand=["KH", "QH"], from_table=[], upgraded=[]),
     {"kind": "marriage", "name": "marriage in hearts", "points": 20, "cards": ["KH", "QH"],
      "from_hand": ["KH", "QH"], "from_table": [], "upgraded": []}),
    (NoMeld(seat=1), {}),
    (Dix(seat=0, how="turned_up", card="9D", points=10),
     {"how": "turned_up", "card": "9D", "points": 10}),
    (Dix(seat=1, how="exchange", card="9H", points=10, took="KH"),
     {"card": "9H", "points": 10, "how": "exchange", "took": "KH"}),
    (Dix(seat=1, how="show", card="9H", points=10), {"card": "9H", "points": 10, "how": "show"}),
    (NoDix(seat=1), {}),
    (Drew(seat=0, card="9S", source="stock"), {"card": "9S", "from": "stock"}),
    (Took(seat=1, card="KC"), {"card": "KC"}),
    (PhaseTwo(seat=None, leader=1, returned=[["KH"], []]), {"leader": 1, "returned": [["KH"], []]}),
]


def test_the_examples_cover_every_registered_kind() -> None:
    assert {type(e) for e, _ in EXAMPLES} == set(EVENT_TYPES.values())
    assert all(EVENT_TYPES[cls.kind] is cls for cls in EVENT_TYPES.values())


@pytest.mark.parametrize(("event", "data"), EXAMPLES, ids=lambda v: getattr(v, "kind", ""))
def test_each_kind_writes_its_data_and_reads_back_equal(event: Event, data: dict[str, Any]) -> None:
    d = event.to_dict()
    assert d == {"kind": event.kind, "seat": event.seat, "data": data}
    assert json.dumps(d["data"]) == json.dumps(data)  # the keys in the same order too
    assert event.data == d["data"]
    back = Event.from_dict(json.loads(json.dumps(d)))
    assert type(back) is type(event) and back == event


@pytest.mark.parametrize("cls", sorted(EVENT_TYPES.values(), key=lambda c: c.kind))
def test_every_kind_is_a_frozen_dataclass_with_slots(cls: type[Event]) -> None:
    assert issubclass(cls, Event) and cls is not OtherEvent
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    assert params.frozen
    assert "__slots__" in cls.__dict__
    event = next(e for e, _ in EXAMPLES if type(e) is cls)
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seat = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.effects = ()  # type: ignore[misc]


def test_data_is_a_new_dict_each_time() -> None:
    event = BidMade(seat=0, amount=250)
    event.data["amount"] = 1
    assert event.amount == 250 and event.data == {"amount": 250}


def test_an_unknown_kind_loads_as_an_other_event_that_keeps_it() -> None:
    d = {"kind": "fanfare", "seat": 2, "data": {"loud": True, "tune": "AS"}}
    event = Event.from_dict(d)
    assert isinstance(event, OtherEvent)
    assert event.kind == "fanfare" and event.seat == 2 and event.data == d["data"]
    assert event.to_dict() == d
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seat = 1  # type: ignore[misc]


def test_a_known_kind_with_data_it_cannot_take_loads_as_an_other_event() -> None:
    d = {"kind": "bid", "seat": 1, "data": {"sum": 250}}
    event = Event.from_dict(d)
    assert isinstance(event, OtherEvent) and event.to_dict() == d


def test_effects_nest_and_flatten() -> None:
    won = TrickWon(seat=1, cards="AS TS", leader=0)
    scored = HandScored(seat=None, result=HandResult(hand=0, scores=[1, 2]),
                        effects=(GameOver(seat=None, winner=1, scores=[1, 2], target=2),))
    played = CardPlayed(seat=0, card="TS", effects=(won, scored))
    assert played.all() == [played, won, scored, scored.effects[0]]
    d = played.to_dict()
    assert [e["kind"] for e in d["effects"]] == ["trick_won", "hand_scored"]
    assert d["effects"][1]["effects"][0]["kind"] == "game_over"
    assert "effects" not in won.to_dict()
    assert Event.from_dict(d) == played


def test_with_effects_gives_a_copy() -> None:
    bid = BidMade(seat=0, amount=250)
    won = ContractWon(seat=0, bidder=0, amount=250)
    more = bid.with_effects(won)
    assert bid.effects == () and more.effects == (won,) and more.amount == 250
    assert more.with_effects() is more
    assert more.with_effects(won).effects == (won, won)


def _play(name: str, seed: int, hands: int) -> list[Event]:
    state = new_game(preset(name), seed=seed)
    rng = random.Random(seed)
    returned: list[Event] = []
    seen = 0
    while not state.is_terminal and seen < hands:
        if state.phase == Phase.HAND_OVER:
            seen += 1
        returned.append(state.apply(sane_random_action(state, rng)))
    assert [e for r in returned for e in r.all()] == state.events[-sum(
        len(r.all()) for r in returned):]
    return state.events


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_engine_emits_only_registered_kinds_that_round_trip(name: str) -> None:
    kinds = set()
    for seed in range(2):
        for event in _play(name, seed, hands=2):
            assert type(event) in EVENT_TYPES.values(), event
            assert EVENT_TYPES[event.kind] is type(event)
            d = event.to_dict()
            assert event.data == d["data"]
            assert Event.from_dict(json.loads(json.dumps(d))) == event
            kinds.add(event.kind)
    assert {"dealt", "card_played", "trick_won", "hand_scored"} <= kinds


def test_the_fast_makers_make_the_same_values() -> None:
    won = TrickWon(seat=1, cards="AS TS", leader=0)
    assert trick_won(1, "AS TS", 0) == won and type(trick_won(1, "AS TS", 0)) is TrickWon
    assert trick_won(1, ["AS", "TS"], 1, 1, 30, 10) == TrickWon(
        seat=1, cards=["AS", "TS"], leader=1, winner=1, points=30, last_trick_bonus=10)
    assert card_played(0, "AS") == CardPlayed(seat=0, card="AS")
    assert card_played(0, "AS", True, (won,)) == CardPlayed(seat=0, card="AS", from_table=True,
                                                           effects=(won,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        card_played(0, "AS").card = "TS"  # type: ignore[misc]


@pytest.mark.parametrize(("event", "data"), EXAMPLES, ids=lambda v: getattr(v, "kind", ""))
def test_with_effects_keeps_every_field(event: Event, data: dict[str, Any]) -> None:
    more = event.with_effects(Passed(seat=0))
    assert type(more) is type(event) and more.data == data
    assert dataclasses.replace(more, effects=()) == event
