"""The challenge history: a series read back is as written; a damaged file is refused in words."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pinochle_desktop.storage.challenges import (
    ChallengeFileError,
    DealScore,
    SeriesRecord,
    load_series,
    save_series,
)


def a_series(number: int = 123456) -> SeriesRecord:
    return SeriesRecord(number, "partnership", 0, [None, "standard", "standard", "standard"],
                        "expert/workers=2/max_seconds=0", 12, "2026-11-27 18:00:00",
                        [DealScore(0, (250, 40), (300, 20)), DealScore(1, (-20, 180), (60, 150))])


def test_a_series_read_back_is_the_series_written(tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    record = a_series()
    assert save_series(record, path) is None
    assert load_series(path) == [record]
    assert os.stat(path).st_mode & 0o077 == 0
    record.results.append(DealScore(2, (0, 0), (10, 0)))
    save_series(record, path)
    other = a_series(7)
    save_series(other, path)
    assert load_series(path) == [record, other]
    # partnership: your side (seats 0 and 2) against the other
    assert record.total_difference() == (210 - 280) + (-200 - -90) + (0 - 10)


def test_no_file_is_no_series(tmp_path: Path) -> None:
    assert load_series(tmp_path / "none.json") == []


@pytest.mark.parametrize("damage", [
    lambda d: d["series"][0].update(seat=9),
    lambda d: d["series"][0]["results"][0].update(yours=[1, 2, 3]),
    lambda d: d["series"][0]["results"][0].update(expert=[10**9, 0]),
    lambda d: d["series"][0].update(variant="whist"),
    lambda d: d["series"][0].update(levels=["standard"] * 4),
    lambda d: d.update(series={"a": 1}),
])
def test_a_damaged_file_is_refused_with_a_sentence_and_left_alone(
        tmp_path: Path, damage: Callable[[dict[str, Any]], object]) -> None:
    path = tmp_path / "challenges.json"
    save_series(a_series(), path)
    data = json.loads(path.read_text())
    damage(data)
    text = json.dumps(data)
    path.write_text(text)
    with pytest.raises(ChallengeFileError) as caught:
        load_series(path)
    message = str(caught.value)
    assert message.startswith("The challenge history") and message.endswith(".")
    assert "Traceback" not in message
    assert path.read_text() == text


def test_saving_over_a_damaged_file_keeps_a_copy_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    path.write_text("{not json")
    message = save_series(a_series(), path)
    assert message is not None and "challenge history" in message
    assert load_series(path) == [a_series()]
    assert [p for p in tmp_path.iterdir() if p.name.startswith("challenges.json.bak-")]
