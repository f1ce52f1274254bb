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
    open_series,
    save_series,
)


def a_series(number: int = 123456) -> SeriesRecord:
    return SeriesRecord(number, "partnership", 0, [None, "standard", "standard", "standard"],
                        "expert/workers=2/max_seconds=0", 12, "2026-11-27 18:00:00",
                        [DealScore(0, (250, 40), (300, 20)), DealScore(1, (-20, 180), (60, 150))],
                        next_deal=2)


def test_a_series_read_back_is_the_series_written(tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    record = a_series()
    assert save_series(record, path) is None
    assert load_series(path) == [record]
    assert os.stat(path).st_mode & 0o077 == 0
    record.results.append(DealScore(2, (0, 0), (10, 0)))
    record.next_deal = 3
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
    lambda d: d["series"][0].update(next=1),
    lambda d: d["series"][0].update(next=13),
    lambda d: d["series"][0].update(open="yes"),
    lambda d: d["series"][0].pop("next"),
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


def test_a_series_left_open_is_found_where_it_stopped_and_an_ended_one_is_not(
        tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    assert open_series(path) is None
    ended = a_series(1)
    save_series(ended, path)
    left = a_series(2)
    left.started = "2026-11-27 19:00:00"
    left.open = True
    save_series(left, path)
    assert open_series(path) == left and open_series(path).next_deal == 2
    left.open = False
    save_series(left, path)
    assert open_series(path) is None
    save_series(left, path, forget=True)
    assert load_series(path) == [ended]


def test_a_first_version_file_reads_as_series_that_have_ended(tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    old = a_series().to_dict()
    del old["next"], old["open"]
    old["results"] = [old["results"][1]]  # the first deal left out (the Expert had failed)
    path.write_text(json.dumps({"format": "pinochle-challenges", "version": 1,
                                "series": [old]}))
    before = path.read_text()
    (record,) = load_series(path)
    assert not record.open and record.next_deal == 2 and len(record.results) == 1
    assert open_series(path) is None
    assert path.read_text() == before
