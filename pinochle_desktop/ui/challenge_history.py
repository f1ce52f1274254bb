"""Statistics > Challenges: every series played against the Expert, with its total.

Read from the challenge history (:mod:`..storage.challenges`); a file that
cannot be read is named in a sentence in place of the list, and left alone.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..storage.challenges import ChallengeFileError, SeriesRecord, load_series
from .challenge_dialogs import points
from .play.config import title_of
from .review.history_models import RowsModel

translate = QCoreApplication.translate


def series_rows(records: list[SeriesRecord]) -> list[list[str]]:
    """One row per series, newest first: started, number, game, deals, difference."""
    rows = []
    for record in reversed(records):
        played = len(record.results)
        deals = (str(played) if played >= record.deals else
                 translate("Statistics", "{played} of {deals}").format(played=played,
                                                                       deals=record.deals))
        rows.append([record.started, str(record.series), title_of(record.variant), deals,
                     points(record.total_difference())])
    return rows


def challenges_page(records: list[SeriesRecord] | None = None) -> QWidget:
    """The Challenges tab: the list of series, or why it cannot be shown."""
    page = QWidget()
    page.setObjectName("challenges_page")
    column = QVBoxLayout(page)
    try:
        found = load_series() if records is None else records
    except ChallengeFileError as exc:
        problem = QLabel(str(exc))
        problem.setObjectName("challenges_problem")
        problem.setWordWrap(True)
        column.addWidget(problem)
        column.addStretch(1)
        return page
    model = RowsModel((translate("Statistics", "Started (UTC)"),
                       translate("Statistics", "Series"), translate("Statistics", "Game"),
                       translate("Statistics", "Deals"),
                       translate("Statistics", "Against the Expert")), series_rows(found))
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    view.setObjectName("challenges_table")
    view.setAccessibleName(translate("Statistics", "Challenges against the Expert"))
    page.model = model  # type: ignore[attr-defined]
    column.addWidget(view, 1)
    if found:
        total = sum(r.total_difference() for r in found)
        deals = sum(len(r.results) for r in found)
        text = translate("Statistics", "{series} series, {deals} deals: {total} points against "
                         "the Expert in all (positive: you did better).").format(
            series=len(found), deals=deals, total=points(total))
    else:
        text = translate("Statistics", "No challenges yet: Game > Challenge the Expert plays "
                         "a series of deals and compares each with the Expert's play.")
    note = QLabel(text)
    note.setWordWrap(True)
    note.setObjectName("challenges_note")
    column.addWidget(note)
    return page
