"""Statistics: the counts shown are the counts of the games recorded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import State
from pinochle_desktop.storage import HistoryDB
from pinochle_desktop.ui.review.stats_dialog import StatsDialog

from ..history_helpers import record_game, short_game, user_dirs  # noqa: F401  (fixture)


@pytest.fixture
def db(user_dirs: Path) -> Iterator[HistoryDB]:  # noqa: F811
    with HistoryDB() as history:
        yield history


def table(model: object) -> dict[str, list[str]]:
    rows = model.rows  # type: ignore[attr-defined]
    return {row[0]: row[1:] for row in rows}


def expected_counts(games: list[State]) -> dict[str, int]:
    hands = [h for g in games for h in g.history]
    return {
        "hands": len(hands),
        "made": sum(1 for h in hands if h.made is True),
        "set": sum(1 for h in hands if h.made is False),
        "mine_made": sum(1 for h in hands if h.bidder == 0 and h.made),
        "mine_set": sum(1 for h in hands if h.bidder == 0 and h.made is False),
        "finished": sum(1 for g in games if g.is_terminal),
        "won": sum(1 for g in games if g.is_terminal and g.winner == g.rules.side_of(0)),
    }


def test_the_dialog_shows_the_right_counts(qtbot: QtBot, db: HistoryDB) -> None:
    games = [
        record_game(db, short_game("partnership"), 21, "a"),
        record_game(db, short_game("partnership"), 22, "b", level="easy"),
        record_game(db, short_game("three_handed"), 23, "c"),
        record_game(db, "three_handed", 24, "d", hands=2),  # not finished
    ]
    want = expected_counts(games)
    assert want["finished"] == 3 and want["made"] + want["set"] == want["hands"]
    dialog = StatsDialog(db)
    qtbot.addWidget(dialog)
    shown = table(dialog.summary_model)
    assert shown["Games started"] == ["4"]
    assert shown["Games finished"] == ["3"]
    assert shown["Games won"][0].startswith(f"{want['won']} (")
    assert shown["Hands played"] == [str(want["hands"])]
    assert shown["Contracts made"][0].startswith(f"{want['made']} (")
    assert shown["Contracts set"][0].startswith(f"{want['set']} (")
    assert shown["Your contracts made"][0].startswith(f"{want['mine_made']} (")
    assert shown["Your contracts set"][0].startswith(f"{want['mine_set']} (")
    by_variant = table(dialog.variant_model)
    assert by_variant["Four-handed partnership"][0] == "2"
    assert by_variant["Three-handed auction (widow)"][0] == "1"
    by_level = table(dialog.level_model)
    assert by_level["Standard"][0] == "2" and by_level["Easy"][0] == "1"
    assert [b.label for b in dialog.variant_chart.bars] == list(by_variant)
    made_bar = dialog.contract_chart.bars[0]
    assert made_bar.value == want["made"]
    stats = db.stats()
    assert stats.average_bid is not None
    assert shown["Average winning bid"] == [f"{round(stats.average_bid):,}"]


def test_an_empty_history_shows_an_explanation(qtbot: QtBot, db: HistoryDB) -> None:
    dialog = StatsDialog(db)
    qtbot.addWidget(dialog)
    assert table(dialog.summary_model)["Hands played"] == ["0"]
    assert dialog.variant_chart.bars == [] and dialog.contract_chart.bars == []
