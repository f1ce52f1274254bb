"""How a change to one rule ripples to the others, checked without the UI."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import PRESET_NAMES, preset
from pinochle_desktop.engine.rules.consistency import (
    RESTING,
    apply_change,
    is_normal,
    is_resting,
    normalize,
)
from pinochle_desktop.engine.rules.ripples import derived_hand_size


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_every_preset_is_normal_and_consistent(variant: str) -> None:
    rules = preset(variant)
    assert is_normal(rules)
    if rules.style == "auction":
        assert derived_hand_size(rules) == rules.hand_size
    else:
        assert derived_hand_size(rules) is None


def test_a_kitty_resizes_the_widow_and_the_hands() -> None:
    rules = apply_change(preset("partnership"), "widow_mode", "kitty")
    assert (rules.widow_mode, rules.widow_size, rules.hand_size) == ("kitty", 4, 11)
    assert rules.validate() == []
    back = apply_change(rules, "widow_mode", "none")
    assert (back.widow_size, back.hand_size) == (0, 12) and back.validate() == []


def test_turning_the_widow_on_picks_a_size_that_shares_the_deck() -> None:
    rules = apply_change(preset("partnership"), "widow_mode", "shown")
    assert rules.widow_size and rules.validate() == []
    rules = apply_change(preset("double_deck"), "widow_mode", "blind")
    assert rules.widow_size == 4 and rules.hand_size == 19 and rules.validate() == []


def test_sitting_out_changes_the_table() -> None:
    rules = apply_change(preset("auction_sit_out"), "sit_out", 2)
    assert rules.num_players == 5 and rules.sides == tuple((s,) for s in range(5))
    assert rules.validate() == []


def test_options_without_effect_rest() -> None:
    stuck = apply_change(preset("partnership"), "all_pass", "dealer_stuck")
    stuck = apply_change(stuck, "stuck_bid", 190)
    assert stuck.stuck_bid == 190 and not is_resting("stuck_bid", stuck)
    assert apply_change(stuck, "all_pass", "redeal").stuck_bid is None
    unseen = apply_change(preset("three_handed"), "concede_unseen_at_min", True)
    assert unseen.concede_unseen_at_min
    assert not apply_change(unseen, "widow_mode", "none").concede_unseen_at_min


def test_normalize_puts_every_resting_option_back() -> None:
    messy = dataclasses.replace(
        preset("partnership"), stuck_bid=300, concede_unseen_at_min=True
    )
    assert not is_normal(messy)
    clean = normalize(messy)
    assert clean.stuck_bid is None and clean.concede_unseen_at_min is False
    assert normalize(clean) is clean
    assert set(RESTING) == {"stuck_bid", "concede_unseen_at_min",
                            "building_discards_to_defender", "forced_open_at_min"}
    assert not is_resting("min_bid", clean)
