"""RuleSet fields document themselves (words, choices, ranges), the ranges are checked,
and the rules' dict form carries a version with migrations."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules import serialisation
from pinochle_desktop.engine.rules.fields import CHOICES, bid_step_count, option_info
from pinochle_desktop.engine.rules.limits import MAX_BID_STEPS
from pinochle_desktop.engine.rules.serialisation import RULES_VERSION, VERSION_KEY, FutureRulesError
from pinochle_desktop.engine.states.deal import bid_grid


def test_every_field_documents_itself() -> None:
    for f in dataclasses.fields(RuleSet):
        info = option_info(f.name)
        assert info.doc.strip(), f.name
        if info.minimum is not None:
            assert info.maximum is not None and info.minimum <= info.maximum, f.name
            default = f.default
            assert default is None or info.minimum <= default <= info.maximum, f.name
        if info.choices and not isinstance(f.default, tuple):
            assert f.default in info.choices, f.name


def test_choices_come_from_the_fields() -> None:
    assert CHOICES["style"] == ("auction", "classic")
    assert CHOICES["deck"] == ("single", "double", "triple", "double_with_nines")
    assert CHOICES["pass_count"] == (0, 2, 3, 4)
    assert "misdeal_conditions" not in CHOICES  # its choices are per element
    assert set(CHOICES) == {
        f.name for f in dataclasses.fields(RuleSet)
        if option_info(f.name).choices and f.name != "misdeal_conditions"
    }
    bad = dataclasses.replace(preset("partnership"), head_rule="sometimes")  # type: ignore[arg-type]
    assert bad.validate() == [
        "'sometimes' is not a choice for head rule (choose always, always_strict, "
        "trump_led, never)."
    ]


def test_typed_text_options_stay_plain_text() -> None:
    rules = preset("two_handed")
    assert rules.style == "classic" and type(rules.style) is str
    assert rules.with_option("pass_count", "3").pass_count == 3
    assert RuleSet.from_json(rules.to_json()) == rules


def test_every_preset_is_within_the_bounds() -> None:
    for name in PRESET_NAMES:
        assert preset(name).validate() == [], name


@pytest.mark.parametrize(
    ("name", "value", "words"),
    [
        ("max_bid", 100_000_000, "Max bid must be from 0 to 100,000, not 100,000,000."),
        ("slide_out_sets", 51, "Slide out sets must be from 1 to 50, not 51."),
        ("widow_size", 13, "Widow size must be from 0 to 12, not 13."),
    ],
)
def test_numbers_out_of_range_are_refused_in_words(name: str, value: int, words: str) -> None:
    rules = dataclasses.replace(preset("partnership"), **{name: value})
    assert words in rules.validate()


def test_a_bid_grid_too_long_to_offer_is_refused() -> None:
    """A huge max_bid hung the bid grid; now the rules say why they cannot be used."""
    rules = dataclasses.replace(preset("partnership"), max_bid=100_000, bid_increment=1)
    steps = bid_step_count(rules)
    assert steps > MAX_BID_STEPS
    assert any(f"there are {steps:,} bids" in p for p in rules.validate())
    assert bid_step_count(dataclasses.replace(rules, bid_increment=50)) <= MAX_BID_STEPS


def test_the_bid_count_matches_the_grid() -> None:
    rng = random.Random(20)
    cases = [preset(n) for n in PRESET_NAMES]
    for _ in range(300):
        low = rng.randrange(0, 2000)
        cases.append(dataclasses.replace(
            preset("partnership"),
            min_bid=low,
            max_bid=low + rng.randrange(-50, 3000),
            bid_increment=rng.randrange(1, 60),
            increment_above=rng.randrange(1, 200),
            increment_threshold=rng.choice([None, rng.randrange(0, 5000)]),
        ))
    for rules in cases:
        assert bid_step_count(rules) == len(bid_grid(rules)), rules


# -- the version and its migrations ----------------------------------------------------------


def test_the_dict_form_carries_the_version() -> None:
    data = preset("partnership").to_dict()
    assert data[VERSION_KEY] == RULES_VERSION == 2
    assert json.loads(preset("partnership").to_json())[VERSION_KEY] == RULES_VERSION


def test_an_old_dict_without_a_version_loads() -> None:
    rules = dataclasses.replace(preset("three_handed"), min_bid=300)
    old = rules.to_dict()
    del old[VERSION_KEY]  # as version 1 wrote it
    assert RuleSet.from_dict(old) == rules
    assert RuleSet.from_json(json.dumps(old)) == rules
    assert RuleSet.from_dict({"min_bid": 300}) == RuleSet(min_bid=300)


@pytest.mark.parametrize("version", [RULES_VERSION + 1, 99])
def test_a_future_version_is_refused_in_words(version: int) -> None:
    data = preset("partnership").to_dict() | {VERSION_KEY: version}
    with pytest.raises(FutureRulesError, match=(
        f"written by a newer version of Pinochle Desktop \\(rules version {version}; "
        f"this version reads up to {RULES_VERSION}\\)"
    )):
        RuleSet.from_dict(data)


@pytest.mark.parametrize("version", ["2", 0, -1, True, None, 1.5])
def test_a_version_that_is_not_a_version_is_refused(version: Any) -> None:
    with pytest.raises(ValueError, match="rules version must be a whole number"):
        RuleSet.from_dict({VERSION_KEY: version})


def test_migrations_run_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pretend version 3 renames an option: a version 1 dict goes 1 -> 2 -> 3."""
    ran: list[int] = []

    def two_to_three(data: dict[str, Any]) -> dict[str, Any]:
        ran.append(2)
        data = dict(data)
        if "lowest_bid" in data:  # pretend version 2 called it so
            data["min_bid"] = data.pop("lowest_bid")
        return data

    original = serialisation.RULES_MIGRATIONS[1]

    def one_to_two(data: dict[str, Any]) -> dict[str, Any]:
        ran.append(1)
        return original(data)

    monkeypatch.setattr(serialisation, "RULES_VERSION", 3)
    monkeypatch.setitem(serialisation.RULES_MIGRATIONS, 1, one_to_two)
    monkeypatch.setitem(serialisation.RULES_MIGRATIONS, 2, two_to_three)
    assert RuleSet.from_dict({"lowest_bid": 300}).min_bid == 300
    assert ran == [1, 2]
    ran.clear()
    assert RuleSet.from_dict({VERSION_KEY: 2, "lowest_bid": 350}).min_bid == 350
    assert ran == [2]
    ran.clear()
    assert RuleSet.from_dict({VERSION_KEY: 3, "min_bid": 400}).min_bid == 400
    assert ran == []
    assert RuleSet(min_bid=400).to_dict()[VERSION_KEY] == 3


def test_a_saved_game_from_before_the_version_loads() -> None:
    from pinochle_desktop.engine import State, new_game

    state = new_game(preset("partnership"), seed=3)
    data = json.loads(state.to_json())
    del data["rules"][VERSION_KEY]
    assert State.from_dict(data).rules == state.rules


@pytest.mark.parametrize(
    ("version", "newer"),
    [(RULES_VERSION + 1, True), (99, True), (RULES_VERSION, False), (1, False),
     (True, False), ("3", False), (None, False)],
)
def test_rules_from_a_newer_version_are_recognised_before_anything_else(
        version: Any, newer: bool) -> None:
    """Whatever else a newer version wrote (an option or a value this one does not
    know), its rules version says where the rules come from."""
    data = preset("partnership").to_dict() | {VERSION_KEY: version, "kitty_bonus": 50}
    assert serialisation.newer_rules_version(data) is newer
    assert serialisation.unknown_options(data, preset("partnership")) == ["kitty_bonus"]
    assert not serialisation.newer_rules_version(["rules_version", 99])
