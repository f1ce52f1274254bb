"""Saved states: versioned JSON that replays the log and rejects corruption clearly."""

from __future__ import annotations

import json
import random

import pytest

from pinochle_desktop.engine import RuleSet, State, StateError, new_game, preset, state_from_dict

from ..helpers import sane_random_action


def some_state() -> State:
    state = new_game(preset("partnership"), seed=5)
    rng = random.Random(5)
    for _ in range(30):
        state.apply(sane_random_action(state, rng))
    return state


def test_round_trip_keeps_rules_seed_and_log() -> None:
    state = some_state()
    data = json.loads(state.to_json())
    assert data["format"] == "pinochle-state" and data["version"] == 1
    assert data["seed"] == 5 and len(data["log"]) == 30
    again = State.from_json(state.to_json())
    assert again.log == state.log and again.rules == state.rules


def test_explicit_deal_round_trips() -> None:
    from ..helpers import fill_deal

    rules = preset("three_handed")
    hands, widow = fill_deal(rules, {0: "AS AS TS TS KS KS QS QS JS JS 9S 9S AH AH TH"})
    state = new_game(rules, seed=1, deal=hands, dealer=2, widow=widow)
    again = State.from_json(state.to_json())
    assert again.hands == state.hands and again.widow == state.widow  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("mangle", "words"),
    [
        (lambda d: d.update(version=99), "newer version"),
        (lambda d: d.update(format="other"), "not a saved pinochle game"),
        (lambda d: d["log"].__setitem__(3, "0:play AS"), "Move 4"),
        (lambda d: d["log"].__setitem__(0, "3:pass"), "wrong player"),
        (lambda d: d["log"].__setitem__(1, "1:dance"), "damaged"),
        (lambda d: d.update(log="nope"), "no list of moves"),
        (lambda d: d["rules"].update(hand_size=13), "contradictory"),
        (lambda d: d["rules"].update(bogus=1), "unknown rule option"),
        (lambda d: d["rules"].update(min_bid="x"), "whole number"),
        (lambda d: d.update(seed="x"), "seed"),
    ],
)
def test_corrupt_saves_fail_with_a_clear_message(mangle, words: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(some_state().to_json())
    mangle(data)
    with pytest.raises(StateError, match=words):
        State.from_json(json.dumps(data))


def test_not_json_at_all() -> None:
    with pytest.raises(StateError, match="not valid JSON"):
        State.from_json("{truncated")


@pytest.mark.parametrize("text", [
    "[" * 10_000 + "]" * 10_000,
    '{"format": "pinochle-state", "log": ' + "[" * 10_000 + "]" * 10_000 + "}",
])
def test_a_save_nested_ten_thousand_deep_is_refused_in_words(text: str) -> None:
    with pytest.raises(StateError, match="nested too deeply"):
        State.from_json(text)


def test_a_saved_object_nested_ten_thousand_deep_is_refused_in_words() -> None:
    deep: list[object] = []
    for _ in range(10_000):
        deep = [deep]
    saved = json.loads(new_game(preset("partnership"), seed=1).to_json())
    saved["rules"]["meld_values"] = {"run": deep}
    with pytest.raises(StateError, match="nested too deeply"):
        State.from_dict(saved)


def test_rule_set_json_round_trip_and_overrides() -> None:
    for name in ("partnership", "double_deck", "two_handed"):
        rules = preset(name)
        assert RuleSet.from_json(rules.to_json()) == rules
    rules = preset("partnership").with_option("max_redeals", "unlimited")
    assert rules.max_redeals is None
    assert preset("partnership").with_option("misdeal_nines", "yes").misdeal_nines
    with pytest.raises(ValueError, match="true or false"):
        preset("partnership").with_option("misdeal_nines", "maybe")


def test_every_style_has_its_state_class_and_base_imports_none() -> None:
    """base.py finds the state classes in a registry they fill themselves, so
    it imports neither them nor ``game`` (no import circle); the package hands
    out ``State`` from ``game``, which loads them all."""
    import subprocess
    import sys

    from pinochle_desktop.engine.states.auction import AuctionState
    from pinochle_desktop.engine.states.base import STATE_CLASSES
    from pinochle_desktop.engine.states.classic import ClassicState

    assert {"auction": AuctionState, "classic": ClassicState} == STATE_CLASSES
    for name in ("partnership", "two_handed"):
        state = new_game(preset(name), seed=2, widow=None)
        assert type(State.from_json(state.to_json())) is type(state)
    # classic two-handed has no widow: new_game leaves it out, as before
    assert "widow" not in new_game(preset("two_handed"), seed=2).to_dict()
    code = (
        "import sys, pinochle_desktop.engine.states.base as b; "
        "e = 'pinochle_desktop.engine.states.'; "
        "assert not {e + 'game', e + 'auction', e + 'classic'} & set(sys.modules), "
        "sorted(sys.modules); "
        "from pinochle_desktop.engine import State; "
        "assert set(b.STATE_CLASSES) == {'auction', 'classic'}"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_damaged_move_is_quoted_short() -> None:
    """A 5,000-character move in a saved game gives a sentence, not the move."""
    data = new_game(preset("partnership"), seed=3).to_dict()
    data["log"] = ["0:bid " + "9" * 5000]
    with pytest.raises(StateError) as info:
        state_from_dict(data)
    assert "Move 1" in str(info.value) and len(str(info.value)) < 300
