"""The end of a hand (and of the game): what each side scored, then Next hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ..engine import Action
from .models import signed_cell
from .panel_base import Panel


def summary_title(summary: dict[str, Any], names: list[str]) -> str:
    """``West made 320`` / ``West was set (−320)`` / a two-handed hand's result."""
    bidder = summary.get("bidder")
    if bidder is None:
        deltas = summary.get("deltas", [])
        parts = [f"{names[s]} {d:+d}" for s, d in enumerate(deltas) if s < len(names)]
        return f"Hand {int(summary.get('hand', 0)) + 1}: " + ",  ".join(parts)
    who = names[bidder]
    were = "were" if who == "You" else "was"
    contract = summary.get("contract", 0)
    if summary.get("conceded"):
        return f"{who} conceded {contract}"
    if summary.get("moon"):
        return f"{who} shot the moon and {'made it!' if summary.get('made') else 'failed'}"
    if summary.get("made"):
        return f"{who} made the bid of {contract}"
    return f"{who} {were} set: −{contract}"


def summary_rows(summary: dict[str, Any], side_names: list[str]) -> list[list[str]]:
    """One row per side: name, meld, trick points, this hand, total."""
    rows = []
    melds = summary.get("meld_saved", summary.get("meld", []))
    points = summary.get("points", [])
    deltas = summary.get("deltas", [])
    scores = summary.get("scores", [])
    payments = summary.get("check_payments")
    for side, name in enumerate(side_names):
        delta = deltas[side] if side < len(deltas) else 0
        row = [name, _cell(melds, side), _cell(points, side), f"{delta:+d}", _cell(scores, side)]
        if payments is not None:  # check pinochle: each side is one player
            row.append(signed_cell(payments, side))
        rows.append(row)
    return rows


#: the summary table's columns (the checks paid this hand only with the check ledger;
#: the running ledger is on the info panel and in the score sheet)
SUMMARY_HEADERS = ["Side", "Meld", "Counters", "This hand", "Score", "Checks"]



def summary_note(summary: dict[str, Any], side_names: list[str]) -> str:
    """What the bidding side needed and what it took, in one sentence."""
    side = summary.get("bidding_side")
    contract = summary.get("contract")
    if side is None or contract is None or summary.get("conceded"):
        return ""
    meld = summary.get("meld_saved", summary.get("meld", []))
    points = summary.get("points", [])
    if side >= len(meld) or side >= len(points):
        return ""
    total = meld[side] + points[side]
    lost = " (meld counts only with a trick taken)" if meld[side] < summary.get(
        "meld", meld)[side] else ""
    return (f"{side_names[side]}: meld {meld[side]} + counters {points[side]} = {total}, "
            f"needing {contract}{lost}.")


def _cell(values: list[int], side: int) -> str:
    return str(values[side]) if side < len(values) else ""


class SummaryPanel(Panel):
    """The hand's result per side, and the button to go on."""

    #: () the game is over and the person wants a new one
    new_game_requested = Signal()

    def __init__(self, summary: dict[str, Any], names: list[str], side_names: list[str],
                 game_over_text: str = "", may_continue: bool = True,
                 parent: QWidget | None = None) -> None:
        title = game_over_text or summary_title(summary, names)
        super().__init__(title, summary_note(summary, side_names), parent)
        rows = summary_rows(summary, side_names)
        columns = len(rows[0]) if rows else 5
        self.table = QTableWidget(len(rows), columns)
        self.table.setHorizontalHeaderLabels(SUMMARY_HEADERS[:columns])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, columns):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        for r, values in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight |
                                          Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setDefaultSectionSize(30)
        height = self.table.horizontalHeader().sizeHint().height()
        height += self.table.verticalHeader().length() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(height)
        self.table.setMinimumWidth(380 if columns == 5 else 450)  # the ledger's column
        self.box.addWidget(self.table)
        row = self.button_row()
        if game_over_text:
            button = self.action_button(row, "New game…", None, primary=True)
            button.clicked.connect(self.new_game_requested.emit)
        elif may_continue:
            self.next_button = self.action_button(row, "Next hand", Action("continue"),
                                                  primary=True)
        row.addStretch(1)
