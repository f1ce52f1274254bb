"""Bounds are checked before anything is built from a rule set, and messages quote at
most a short excerpt of a value."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from typing import Any

import pytest

from pinochle_desktop.engine import RuleSet, preset
from pinochle_desktop.engine.rules.fields import option_info
from pinochle_desktop.engine.rules.limits import EXCERPT, MAX_MELD_VALUE, MAX_SEATS, excerpt

#: every message is a sentence a player can read
MESSAGE_LIMIT = 300


def within(seconds: float, fn: Callable[[], Any]) -> Any:
    """``fn()``, failing the test if it has not answered after ``seconds`` (a hang)."""
    box: list[tuple[bool, Any]] = []

    def call() -> None:
        try:
            box.append((True, fn()))
        except BaseException as exc:  # handed back to the test
            box.append((False, exc))

    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    thread.join(seconds)
    assert box, f"no answer within {seconds} s"
    ok, value = box[0]
    if not ok:
        raise value
    return value


def problems_of(**changes: Any) -> list[str]:
    rules = dataclasses.replace(preset("partnership"), **changes)
    problems: list[str] = within(2.0, rules.validate)
    assert problems, changes
    assert all(len(p) < MESSAGE_LIMIT for p in problems), problems
    return problems


def test_a_hundred_million_players_is_refused_at_once() -> None:
    problems = problems_of(num_players=10**8)
    assert any("2 to 8, not 100,000,000" in p for p in problems), problems


def test_a_billion_players_is_refused_without_running_out_of_memory() -> None:
    problems = problems_of(num_players=10**9, sit_out=10**9 - 5)
    assert any("Num players" in p for p in problems), problems


def test_a_number_with_thousands_of_digits_is_described_not_written() -> None:
    (problem, *_) = problems_of(max_bid=10**10_000)
    assert "about 10,001 digits" in problem


def test_a_number_that_is_not_one_is_named() -> None:
    assert problems_of(hand_size="12") == ["Hand size must be a whole number, not '12'."]
    assert problems_of(num_players=None) == ["Num players must be set."]


@pytest.mark.parametrize(("changes", "words"), [
    ({"sides": tuple((s,) for s in range(9))}, "at most 8 entries, not 9"),
    ({"sides": ((0, 2), (1, 10**8))}, "A seat in the sides must be from 0 to 7"),
    ({"sides": ((0, 2), tuple(range(1, 10**5)))}, "not a short list of numbers"),
    ({"sides": "0-2,1-3"}, "Sides must be a list"),
    ({"meld_values": (("run", (150, 1500, 3000, 10**9)),)}, "from 0 to 100,000"),
    ({"meld_values": (("run", (150, -1, 3000, 4000)),)}, "from 0 to 100,000, not -1"),
    ({"meld_values": (("run", (150,)),)}, "four values"),
    ({"meld_values": (("x" * 100, (1, 2, 3, 4)),)}, "at most 40 characters"),
    ({"meld_values": tuple((f"k{i}", (1, 2, 3, 4)) for i in range(1000))},
     "at most 32 entries, not 1,000"),
    ({"variant": "v" * 15_000_000}, "Variant may be at most 40 characters long, not 15,000,000"),
    ({"variant": "bad\ud800"}, "cannot be saved"),
    ({"extra": (("note", "n" * 3000),)}, "at most 2,000 characters"),
    ({"extra": (("n" * 100, "text"),)}, "A note's name may be at most 60"),
    ({"extra": tuple((f"n{i}", "t") for i in range(100))}, "at most 32 entries"),
    ({"misdeal_conditions": tuple(f"c{i}" for i in range(11))}, "at most 10 entries"),
    ({"misdeal_conditions": ("5_nines", "x" * 10_000)}, "at most 40 characters"),
])
def test_collections_and_texts_have_bounds(changes: dict[str, Any], words: str) -> None:
    problems = problems_of(**changes)
    assert any(words in p for p in problems), problems


def test_the_bounds_are_declared_with_the_fields() -> None:
    assert option_info("num_players").maximum == MAX_SEATS
    sides = option_info("sides")
    assert (sides.max_items, sides.item_minimum, sides.item_maximum) == (8, 0, 7)
    melds = option_info("meld_values")
    assert (melds.item_minimum, melds.item_maximum) == (0, MAX_MELD_VALUE)
    assert option_info("misdeal_conditions").max_items == 10
    assert option_info("variant").max_text == 40
    assert option_info("extra").max_items == 32


def test_misdeal_conditions_are_checked_with_misdeal_on_nines_off() -> None:
    problems = problems_of(misdeal_nines=False, misdeal_conditions=("5_nines", "lucky"))
    assert problems == ["Unknown misdeal condition(s): lucky."]


def test_every_preset_is_within_its_bounds() -> None:
    from pinochle_desktop.engine import PRESET_NAMES

    for name in PRESET_NAMES:
        assert preset(name).validate() == [], name


def test_messages_quote_an_excerpt_of_a_value() -> None:
    problems = problems_of(head_rule="h" * 100_000)
    assert problems[0].startswith("'" + "h" * (EXCERPT - 3) + "...'")
    seats = problems_of(sides=((0, 1, 2, 3, 4, 5, 6), (7,)), num_players=4)
    assert any("they seat [0, 1, 2, 3, 4, 5, 6, 7]" in p for p in seats), seats


def test_excerpt() -> None:
    assert excerpt("short") == "short"
    assert excerpt("x" * 1000) == "x" * 57 + "..."
    assert len(excerpt(list(range(10**6)))) == EXCERPT
    assert excerpt("a\ud800b\x00") == "a\\ud800b\\x00"
    assert excerpt(-12345) == "-12,345"
    assert excerpt(10**5000).startswith("a number of about")


@pytest.mark.parametrize(("name", "text", "words"), [
    ("num_players", "9" * 10_000, "takes a whole number"),
    ("max_redeals", "lots", "takes a whole number"),
    ("must_trump", "maybe" * 1000, "takes true or false"),
    ("meld_values", "{" * 1000, "takes a JSON value"),
    ("x" * 1000, "1", "unknown rule option"),
])
def test_option_text_messages_are_short(name: str, text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words) as caught:
        within(2.0, lambda: RuleSet().with_option(name, text))
    assert len(str(caught.value)) < MESSAGE_LIMIT


def test_an_unknown_variant_is_quoted_short() -> None:
    with pytest.raises(ValueError, match="Unknown variant") as caught:
        preset("v" * 100_000)
    assert len(str(caught.value)) < MESSAGE_LIMIT


def test_from_dict_quotes_short() -> None:
    with pytest.raises(ValueError) as caught:
        RuleSet.from_dict({"rules_version": "v" * 10_000})
    assert len(str(caught.value)) < MESSAGE_LIMIT
    with pytest.raises(ValueError) as caught:
        RuleSet.from_dict({"o" * 100: 1, "p" * 100: 2})
    assert len(str(caught.value)) < MESSAGE_LIMIT


def test_none_is_allowed_where_it_means_unlimited() -> None:
    from pinochle_desktop.engine.rules.serialisation import OPTIONAL_INTS

    for name in OPTIONAL_INTS:
        assert option_info(name).optional, name
        rules = dataclasses.replace(preset("partnership"), **{name: None})
        assert not any("must be set" in p for p in rules.validate()), name


def _nested(levels: int) -> list[Any]:
    """A list nested ``levels`` deep, built without recursing."""
    value: list[Any] = []
    for _ in range(levels - 1):
        value = [value]
    return value


@pytest.mark.parametrize("text", [
    "[" * 10_000 + "]" * 10_000,
    '{"meld_values": ' + "[" * 10_000 + "]" * 10_000 + "}",
])
def test_rules_nested_ten_thousand_deep_as_text_are_refused_in_words(text: str) -> None:
    with pytest.raises(ValueError, match="nested too deeply") as caught:
        RuleSet.from_json(text)
    assert len(str(caught.value)) < MESSAGE_LIMIT


def test_rules_nested_ten_thousand_deep_as_an_object_are_refused_in_words() -> None:
    with pytest.raises(ValueError, match="nested too deeply") as caught:
        RuleSet.from_dict({"meld_values": {"run": _nested(10_000)}})
    assert len(str(caught.value)) < MESSAGE_LIMIT
