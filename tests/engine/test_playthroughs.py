"""The golden playthroughs still play out as written (see ``playthrough.py``)."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine import preset

from .playthrough import names, path_for, playthrough, read_rules_line, rules_line


@pytest.mark.parametrize("name", names())
def test_a_hand_plays_out_as_written(name: str) -> None:
    expected = path_for(name).read_text(encoding="utf-8").splitlines()
    actual = playthrough(name).splitlines()
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        if want.startswith("rules ") and got.startswith("rules "):
            if read_rules_line(want) != read_rules_line(got):
                pytest.fail(f"{path_for(name).name} line {number}: the rules differ\n"
                            f"  written: {want[:600]}\n  now:     {got[:600]}")
            continue
        if want != got:
            pytest.fail(f"{path_for(name).name} line {number} differs\n"
                        f"  written: {want[:600]}\n  now:     {got[:600]}\n"
                        "Regenerate with python -m tests.engine.make_playthroughs only if "
                        "the change is intended.")
    assert len(actual) == len(expected), f"{name}: {len(actual)} lines now, {len(expected)} written"


def test_every_preset_has_a_playthrough_that_reaches_the_next_deal() -> None:
    for name in names():
        text = path_for(name).read_text(encoding="utf-8")
        assert "hand over" in text and "event trick_won" in text, name


def test_the_rules_are_written_as_their_preset_and_what_differs_from_it() -> None:
    """A whole rule set as JSON still reads, and a preset's own rules write no options."""
    partnership = preset("partnership")
    assert rules_line(partnership) == "rules partnership {}"
    assert read_rules_line(f"rules {partnership.to_json()}") == partnership
    for name in names():
        line = next(line for line in path_for(name).read_text(encoding="utf-8").splitlines()
                    if line.startswith("rules "))
        rules = read_rules_line(line)
        assert read_rules_line(rules_line(rules)) == rules, name
