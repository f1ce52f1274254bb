"""Check pinochle on the table: the ledger beside the score, after each hand
and in the score sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.engine.states.base import BaseState
from pinochle_desktop.ui.panels.summary import summary_rows
from pinochle_desktop.ui.play.models import ScoreSheetModel
from pinochle_desktop.ui.play.presenter import Seating, info_values
from pinochle_desktop.ui.rules.text import rules_html
from tests.engine.helpers import play_standard

NAMES = ["You", "West", "East"]


def hands_with_checks(count: int) -> BaseState:
    """A check pinochle game played on until ``count`` hands moved checks."""
    state = new_game(preset("check_pinochle"), seed=5)
    play_standard(state, 0, lambda s: sum(any(h.check_payments) for h in s.history) >= count)
    return state


def test_the_hand_summary_shows_each_players_checks() -> None:
    state = hands_with_checks(1)
    summary = state.history[-1]
    rows = summary_rows(summary, NAMES)
    assert [r[5] for r in rows] == [f"{p:+d}" for p in summary.check_payments]
    assert all(len(r) == 6 for r in rows)


def test_the_info_panel_and_score_sheet_keep_the_ledger() -> None:
    state = hands_with_checks(2)
    seating = Seating(NAMES, ["", "Standard", "Standard"], "Check pinochle")
    info = info_values(state.observation(0), seating)
    assert [s.detail.split("checks ")[-1] for s in info.sides] == [
        f"{c:+d}" for c in state.checks
    ]
    model = ScoreSheetModel()
    model.set_history(state.history, NAMES, NAMES)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers.count("checks") == 3
    last = [model.index(model.rowCount() - 1, c).data() for c in range(model.columnCount())]
    column = headers.index("checks")
    assert last[column] == f"{state.checks[0]:+d}"


def test_other_games_show_no_checks() -> None:
    state = new_game(preset("three_handed"), seed=5)
    model = ScoreSheetModel()
    model.set_history([], NAMES, NAMES)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "checks" not in headers
    seating = Seating(NAMES, ["", "Standard", "Standard"], "Three-handed")
    assert all("checks" not in s.detail for s in info_values(state.observation(0), seating).sides)


def test_the_rules_summary_lists_the_checks() -> None:
    html = rules_html(preset("check_pinochle"))
    assert "Check ledger" in html and "a run +1" in html
    assert "Check ledger" not in rules_html(preset("three_handed"))
