"""The review table's plates say "1 trick", not "1 tricks"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pinochle_desktop.storage import HistoryDB
from pinochle_desktop.ui.review.hand_replay import HandReplay, snapshot

from ..history_helpers import record_game, user_dirs  # noqa: F401  (fixture)


@pytest.fixture
def db(user_dirs: Path) -> Iterator[HistoryDB]:  # noqa: F811
    with HistoryDB() as history:
        yield history


def test_a_seat_with_one_trick_says_one_trick(db: HistoryDB) -> None:
    record_game(db, "partnership", 11, "p", hands=3)
    replays = []
    for summary in db.list_hands():
        record = db.get_hand(summary.id)
        start, actions = db.replay(summary.id)
        replays.append(HandReplay(start, actions, [s.name for s in record.seats]))
    replay = max(replays, key=lambda r: r.tricks)
    assert replay.tricks >= 2
    first = replay.trick_end(1)
    seats = snapshot(replay, first).seats
    details = [seat.detail for seat in seats if seat.detail and "trick" in seat.detail]
    assert len(details) == 1, details
    assert "1 trick," in details[0] and "tricks" not in details[0]
    later = [seat.detail for seat in snapshot(replay, replay.trick_end(replay.tricks)).seats]
    assert any("tricks," in words for words in later)
