"""The golden playthroughs still play out as written (see ``playthrough.py``)."""

from __future__ import annotations

import pytest

from .playthrough import names, path_for, playthrough


@pytest.mark.parametrize("name", names())
def test_a_hand_plays_out_as_written(name: str) -> None:
    expected = path_for(name).read_text(encoding="utf-8").splitlines()
    actual = playthrough(name).splitlines()
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
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
