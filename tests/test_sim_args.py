"""pinochle-sim refuses counts and rule numbers out of range with a sentence and exit
code 2, before it builds a rule set, a player or a process pool."""

from __future__ import annotations

import pytest

from pinochle_desktop import sim


@pytest.fixture
def nothing_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the simulator gets as far as building players or a pool."""

    def boom(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("built something before the arguments were checked")

    monkeypatch.setattr(sim, "ProcessPool", boom)
    monkeypatch.setattr(sim, "Runner", boom)


@pytest.mark.usefixtures("nothing_built")
@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--deals", "-5"], "--deals takes a whole number from 1 to 10,000,000, not -5."),
        (["--deals", "0"], "--deals takes a whole number from 1"),
        (["--games", "-1"], "--games takes a whole number from 1 to 1,000,000, not -1."),
        (["--deals", "1", "--first", "-3"], "--first takes a whole number from 0"),
        (["--deals", "1", "--seed", str(10**40)], "--seed takes a whole number"),
        (
            ["--deals", "1", "--rule", "max_bid=1000000000"],
            "max_bid takes a whole number from 0 to 100,000, not 1,000,000,000.",
        ),
        (
            ["--deals", "1", "--rule", "num_players=1000000000"],
            "num_players takes a whole number from 2 to 8, not 1,000,000,000.",
        ),
        (["--deals", "1", "--rule", "num_players=100000000"], "from 2 to 8"),
        (["--deals", "1", "--rule", "hand_size=" + "9" * 40], "not 9,999,999,999"),
        (["--deals", "1", "--rule", "target_score=-1"], "target_score takes a whole number"),
        (["--deals", "1", "--rule", "min_bid=lots"], "min_bid takes a whole number, not 'lots'."),
        (["--deals", "1", "--rule", "variant=" + "x" * 5000], "is too long"),
    ],
)
def test_out_of_range_is_refused_before_anything_is_built(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sim.main(argv) == 2
    err = capsys.readouterr().err
    assert words in err
    assert err.startswith("pinochle-sim: ") and len(err) < 300 and "Traceback" not in err


def test_none_is_still_a_value_for_the_optional_numbers() -> None:
    rules = sim.build_rules("partnership", ["max_redeals=none", "stuck_bid=unlimited"])
    assert rules.max_redeals is None and rules.stuck_bid is None


def test_numbers_in_range_still_work() -> None:
    rules = sim.build_rules("partnership", ["max_bid=2600", "num_players=4"])
    assert rules.max_bid == 2600
    assert sim.main(["--deals", "1", "--rule", "max_bid=2600"]) == 0
