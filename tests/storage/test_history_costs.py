"""The analysis figures kept in the hand history: written, read back newest hands last,
bounded when read, and a database of the first schema upgraded with its hands kept."""

from __future__ import annotations

import sqlite3

import pytest

from pinochle_desktop.storage import history
from pinochle_desktop.storage.history import HistoryDB, HistoryError

from .conftest import UserDirs
from .test_history import play_game


@pytest.fixture
def db(user_dirs: UserDirs) -> HistoryDB:
    return HistoryDB()


def hand_ids(db: HistoryDB) -> list[int]:
    """The hands, oldest first."""
    return [h.id for h in reversed(db.list_hands())]


def test_figures_are_kept_and_read_back_oldest_first(db: HistoryDB) -> None:
    play_game(db, "partnership", 5, game_id="g", hands=4)
    ids = hand_ids(db)
    assert len(ids) == 4 and db.hand_costs() == []
    for n, hand in enumerate(reversed(ids)):
        db.record_cost(hand, 10.0 * n + 0.25, n + 1)
    db.record_cost(ids[0], 7.0, 3)  # analysed again: the newer figure stands
    figures = db.hand_costs()
    assert [f.hand_id for f in figures] == ids
    assert [f.points for f in figures] == [7.0, 20.2, 10.2, 0.2]
    assert [f.hand_id for f in db.hand_costs(limit=2)] == ids[2:]


@pytest.mark.parametrize("column, value", [
    ("points", -1.0), ("points", 1e300), ("points", "'many'"), ("points", "X'00'"),
    ("decisions", 0), ("decisions", 10**9), ("decisions", 2.5),
])
def test_a_damaged_figure_is_refused_with_a_sentence(
    db: HistoryDB, column: str, value: object
) -> None:
    play_game(db, "partnership", 6, game_id="g", hands=1)
    (hand,) = hand_ids(db)
    db.record_cost(hand, 12.0, 4)
    db.db.execute(f"UPDATE hand_costs SET {column} = {value}")
    before = db.path.read_bytes()
    with pytest.raises(HistoryError) as caught:
        db.hand_costs()
    assert caught.value.kind == "damaged"
    assert f"analysis figure of hand {hand} is damaged" in str(caught.value)
    assert db.path.read_bytes() == before


def test_a_figure_of_another_judge_is_left_out(db: HistoryDB) -> None:
    play_game(db, "partnership", 7, game_id="g", hands=1)
    (hand,) = hand_ids(db)
    db.record_cost(hand, 12.0, 4)
    db.db.execute("UPDATE hand_costs SET version = version + 1")
    assert db.hand_costs() == []


def test_a_first_schema_history_is_upgraded_with_its_hands(user_dirs: UserDirs) -> None:
    with HistoryDB() as db:
        play_game(db, "three_handed", 8, game_id="old", hands=2)
        path = db.path
    con = sqlite3.connect(path)
    con.execute("DROP TABLE hand_costs")
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    with HistoryDB() as db:
        assert db.db.execute("PRAGMA user_version").fetchone()[0] == len(history.MIGRATIONS)
        assert db.count_hands() == 2 and db.hand_costs() == []
        db.record_cost(hand_ids(db)[0], 3.0, 2)
        assert len(db.hand_costs()) == 1
