"""The levels' measured strength: written from the benchmark results, never by
hand, and shown in the New Game dialog."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from pinochle_desktop.resources import read_resource
from pinochle_desktop.ui.play import config

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import strength_table  # noqa: E402


def test_the_shipped_figures_and_the_readme_table_are_what_the_results_give() -> None:
    rows = strength_table.load()
    assert strength_table.shipped_text(rows) == read_resource("strength.json").decode()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert strength_table.readme_text(rows, readme) == readme
    assert strength_table.main(["--check"]) == 0


def test_every_level_of_the_ladder_has_a_measured_headline() -> None:
    shipped = json.loads(read_resource("strength.json"))["levels"]
    for level, below, variant, rules in strength_table.LADDER:
        row = shipped[level]
        assert (row["against"], row["variant"], row["rules"]) == (below, variant, list(rules))
        low, high = row["ci95"]
        assert low <= row["points_per_deal"] <= high
        assert row["deals"] >= 100


@pytest.mark.parametrize("level", ["easy", "standard", "pro", "expert"])
def test_the_dialog_words_quote_the_measured_figure(level: str) -> None:
    row = config.measured_strength()[level]
    words = config.level_description(level)
    assert words.startswith(config.LEVEL_WORDS[level])
    assert "Measured:" in words and row["against"].capitalize() in words
    assert f"{abs(row['points_per_deal']):.0f} points a deal" in words
    assert f"{row['deals']:,} deals" in words


def test_only_the_shipped_configuration_of_a_level_is_quoted() -> None:
    rows = strength_table.load()
    headline = strength_table.headline(rows, "expert", "pro", "partnership", ("pass_count=3",))
    assert headline is not None
    tuned = dict(next(r for r in rows if r["pair"].startswith("expert")),
                 pair="expert/workers=0/infer=0:pro", deals=100_000,
                 variant="partnership", rules=["pass_count=3"], points_per_deal=99.0)
    assert strength_table.headline([*rows, tuned], "expert", "pro", "partnership",
                                   ("pass_count=3",)) == headline


def test_a_damaged_figures_file_leaves_the_plain_words(monkeypatch: pytest.MonkeyPatch) -> None:
    for bad in (b"{not json", b'{"version": 2, "levels": {}}',
                b'{"version": 1, "levels": {"pro": {"points_per_deal": 1e308, "ci95": [0, 1], '
                b'"deals": 5, "against": "standard", "variant": "partnership"}}}'):
        monkeypatch.setattr(config, "read_resource", lambda *parts, data=bad: data)
        config.measured_strength.cache_clear()
        try:
            assert config.level_description("pro") == config.LEVEL_WORDS["pro"]
        finally:
            config.measured_strength.cache_clear()
