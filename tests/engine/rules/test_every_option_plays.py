"""Every rule option, changed from a preset, plays under the simulator's check mode.

The cases come from the registries (:mod:`.option_cases`): each RuleSet field but
the table's, changed where it applies and in effect. Each case plays the first
hands of a few games of random seeds with seeded random players, every invariant
checked on every move (``sim.check_hands``, what ``pinochle-sim --check`` does); a
failure names the option, the preset, the value and the seed.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine.rules.applicability import OPTION_NAMES
from pinochle_desktop.sim import check_hands

from .option_cases import FIXED_BY_VARIANT, OPTIONS, case_for

#: games per option, each of a random seed (a failure names its seed)
GAMES = 6
#: hands of each game (the first hands of the game, so a few are enough)
HANDS = 4


def test_every_option_but_the_table_can_be_changed_somewhere() -> None:
    assert [name for name in OPTIONS if case_for(name) is None] == []
    assert set(OPTION_NAMES) > FIXED_BY_VARIANT


@pytest.mark.parametrize("name", OPTIONS)
@settings(max_examples=GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_each_option_changed_from_its_preset_plays_under_check_mode(name: str, seed: int) -> None:
    case = case_for(name)
    assert case is not None, f"{name}: no preset where another value is valid"
    variant, start, rules = case
    assert rules.validate() == []
    problems = check_hands(rules, seed, HANDS)
    assert problems == [], (
        f"{name} = {getattr(rules, name)!r} (was {getattr(start, name)!r}) in {variant}, "
        f"seed {seed}: {problems[:5]}")
