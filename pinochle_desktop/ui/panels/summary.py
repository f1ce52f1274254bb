"""The end of a hand (and of the game): what each side scored, then Next hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...engine import Action
from ...engine.result import HandResult
from ..words import card_label, signed_cell
from . import stakes_words
from .base import Panel

#: a hand's result, or (from older callers and tests) its summary dict
Summary = HandResult | dict[str, Any]


def summary_title(summary: Summary, names: list[str]) -> str:
    """``West made 320`` / ``West was set (−320)`` / a two-handed hand's result;
    five-handed names the bidder's team (``You and West made the bid of 500``)."""
    r = HandResult.of(summary)
    bidder = r.bidder
    if bidder is None:
        deltas = r.deltas or []
        parts = [f"{names[s]} {d:+d}" for s, d in enumerate(deltas) if s < len(names)]
        return f"Hand {r.hand + 1}: " + ",  ".join(parts)
    who = team_name(r, names) or names[bidder]
    were = "were" if who.split(" ")[0] == "You" or " and " in who else "was"
    contract = r.contract or 0
    if r.conceded:
        return f"{who} conceded {contract}"
    if r.moon:
        return f"{who} shot the moon and {'made it!' if r.made else 'failed'}"
    if r.made:
        return f"{who} made the bid of {contract}"
    return f"{who} {were} set: −{contract}"


def team_name(summary: Summary, names: list[str]) -> str:
    """Five-handed: the bidder's team (``You and West``, ``West (alone)``); else ``""``."""
    sides = HandResult.of(summary).hand_sides
    if not sides or not sides[0]:
        return ""
    team = [names[s] for s in sides[0]]
    if len(team) == 1:
        return f"{team[0]} (alone)"
    return " and ".join([team[0]] + [_mid(n) for n in team[1:]])


def _mid(name: str) -> str:
    """A name inside a sentence (``you``, not ``You``)."""
    return "you" if name == "You" else name


def _role(r: HandResult, seat: int) -> str:
    """Five-handed: `` (bidder)`` / `` (partner)`` after a seat's name."""
    if not r.has_partner:
        return ""
    if seat == r.bidder:
        return " (bidder)"
    return " (partner)" if seat == r.partner else ""


def summary_rows(summary: Summary, side_names: list[str]) -> list[list[str]]:
    """One row per side: name, meld, trick points, this hand, total (five-handed: one
    row per player, the bidder and partner marked)."""
    r = HandResult.of(summary)
    rows = []
    melds = r.kept_meld
    points = r.points or []
    deltas = r.deltas or []
    scores = r.scores or []
    payments = r.check_payments
    for side, name in enumerate(side_names):
        delta = deltas[side] if side < len(deltas) else 0
        row = [name + _role(r, side), _cell(melds, side), _cell(points, side),
               f"{delta:+d}", _cell(scores, side)]
        if payments is not None:  # check pinochle: each side is one player
            row.append(signed_cell(payments, side))
        rows.append(row)
    return rows


#: the summary table's columns (the checks paid this hand only with the check ledger;
#: the running ledger is on the info panel and in the score sheet)
SUMMARY_HEADERS = ["Side", "Meld", "Counters", "This hand", "Score", "Checks"]


def summary_headers(summary: Summary, columns: int) -> list[str]:
    """The table's headers: ``Player`` rather than ``Side`` when each player scores alone."""
    first = "Player" if HandResult.of(summary).has_partner else SUMMARY_HEADERS[0]
    return [first, *SUMMARY_HEADERS[1:columns]]


def call_sentence(summary: Summary, names: list[str]) -> str:
    """Five-handed: ``You called A♥ and West held it`` / ``West called A♥ and played alone``."""
    r = HandResult.of(summary)
    bidder, called = r.bidder, r.called
    if bidder is None or not called or not r.has_partner:
        return ""
    partner = r.partner
    held = f"{_mid(names[partner])} held it" if partner is not None else "played alone"
    return f"{names[bidder]} called {card_label(str(called))} and {held}"


def summary_note(summary: Summary, side_names: list[str]) -> str:
    """What the bidding side needed and what it took, in one sentence."""
    r = HandResult.of(summary)
    side = r.bidding_side
    contract = r.contract
    called = call_sentence(r, side_names)
    if side is None or contract is None or r.conceded:
        return called + "." if called else ""
    meld = r.kept_meld
    points = r.points or []
    if side >= len(meld) or side >= len(points):
        return ""
    total = meld[side] + points[side]
    lost = " (meld counts only with a trick taken)" if meld[side] < (r.meld or meld)[side] else ""
    if called:
        together = "together " if r.partner is not None else ""
        return (f"{called}: {together}meld {meld[side]} + counters {points[side]} = {total}, "
                f"needing {contract}{lost}.")
    return (f"{side_names[side]}: meld {meld[side]} + counters {points[side]} = {total}, "
            f"needing {contract}{lost}.")


def _cell(values: list[int], side: int) -> str:
    return str(values[side]) if side < len(values) else ""


class SummaryPanel(Panel):
    """The hand's result per side, and the button to go on."""

    #: () the game is over and the person wants a new one
    new_game_requested = Signal()

    def __init__(self, summary: Summary, names: list[str], side_names: list[str],
                 game_over_text: str = "", may_continue: bool = True,
                 parent: QWidget | None = None) -> None:
        stakes = HandResult.of(summary).is_stakes
        if stakes:  # settled in units, with the kitty
            sentence = stakes_words.summary_title(summary, names)
            note = stakes_words.summary_note(summary, names)
            if game_over_text:  # the title says who won; the hand goes in the note
                note = f"{sentence}. {note}"
            title = game_over_text or sentence
            rows = stakes_words.summary_rows(summary, names)
            headers = stakes_words.summary_headers()
        else:
            title = game_over_text or summary_title(summary, names)
            note = summary_note(summary, side_names)
            rows = summary_rows(summary, side_names)
            headers = summary_headers(summary, len(rows[0]) if rows else 5)
        super().__init__(title, note, parent)
        columns = len(headers)
        self.table = QTableWidget(len(rows), columns)
        self.table.setHorizontalHeaderLabels(headers)
        if stakes:
            self.table.setAccessibleName(stakes_words.table_name())
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
        self._fit_rows(30)
        self._min_width = 380 if columns == 5 else 450  # the ledger's column
        self.table.setMinimumWidth(self._min_width)
        self.box.addWidget(self.table)
        row = self.button_row()
        if game_over_text:
            button = self.action_button(row, "New game…", None, primary=True)
            button.clicked.connect(self.new_game_requested.emit)
        elif may_continue:
            self.next_button = self.action_button(row, "Next hand", Action("continue"),
                                                  primary=True)
        row.addStretch(1)

    def _fit_rows(self, row_height: int) -> None:
        """Rows ``row_height`` pixels high, the table exactly as tall as they are."""
        self.table.verticalHeader().setDefaultSectionSize(row_height)
        height = self.table.horizontalHeader().sizeHint().height()
        height += self.table.verticalHeader().length() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(height)

    def set_compact(self, on: bool) -> None:
        super().set_compact(on)
        self._fit_rows(22 if on else 30)

    def showEvent(self, event: QShowEvent) -> None:
        """Widen the table to its contents (long names, "(partner)") once it is styled."""
        super().showEvent(event)
        header = self.table.horizontalHeader()
        widths = [max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c))
                  for c in range(self.table.columnCount())]
        needed = sum(widths) + 2 * self.table.frameWidth() + 4
        self.table.setMinimumWidth(max(self._min_width, needed))
