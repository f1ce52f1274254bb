"""The end of a hand (and of the game): what each side scored, then Next hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
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
from ..words import QT_TRANSLATE_NOOP, and_list, card_label, describe_action, is_you, signed_cell
from . import stakes_words
from .base import Panel

translate = QCoreApplication.translate

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
        return translate("Summary", "Hand {hand}: {scores}").format(hand=r.hand + 1,
                                                                    scores=",  ".join(parts))
    team = _team(r, names)
    who = team_name(r, names) or names[bidder]
    # "you" or more than one player: "were" in English
    many = len(team) > 1 or is_you(team[0] if team else names[bidder])
    contract = r.contract or 0
    if r.conceded:
        text = translate("Summary", "{who} conceded {contract}")
    elif r.moon:
        text = translate("Summary", "{who} shot the moon and made it!") if r.made \
            else translate("Summary", "{who} shot the moon and failed")
    elif r.made:
        text = translate("Summary", "{who} made the bid of {contract}")
    elif many:
        text = translate("Summary", "{who} were set: −{contract}", "you, or a team")
    else:
        text = translate("Summary", "{who} was set: −{contract}")
    return text.format(who=who, contract=contract)


def _team(r: HandResult, names: list[str]) -> list[str]:
    sides = r.hand_sides
    if not sides or not sides[0]:
        return []
    return [names[s] for s in sides[0]]


def team_name(summary: Summary, names: list[str]) -> str:
    """Five-handed: the bidder's team (``You and West``, ``West (alone)``); else ``""``."""
    team = _team(HandResult.of(summary), names)
    if not team:
        return ""
    if len(team) == 1:
        return translate("Summary", "{name} (alone)").format(name=team[0])
    return and_list([team[0]] + [_mid(n) for n in team[1:]])


def _mid(name: str) -> str:
    """A name inside a sentence (``you``, not ``You``)."""
    return translate("Summary", "you", "a name inside a sentence") if is_you(name) else name


def _with_role(r: HandResult, seat: int, name: str) -> str:
    """Five-handed: ``West (bidder)`` / ``You (partner)``; else the name."""
    if not r.has_partner:
        return name
    if seat == r.bidder:
        return translate("Summary", "{name} (bidder)").format(name=name)
    if seat == r.partner:
        return translate("Summary", "{name} (partner)").format(name=name)
    return name


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
        row = [_with_role(r, side, name), _cell(melds, side), _cell(points, side),
               f"{delta:+d}", _cell(scores, side)]
        if payments is not None:  # check pinochle: each side is one player
            row.append(signed_cell(payments, side))
        rows.append(row)
    return rows


#: the summary table's columns (the checks paid this hand only with the check ledger;
#: the running ledger is on the info panel and in the score sheet); translated where shown
SUMMARY_HEADERS = [
    QT_TRANSLATE_NOOP("Summary", "Side"),
    QT_TRANSLATE_NOOP("Summary", "Meld"),
    QT_TRANSLATE_NOOP("Summary", "Counters"),
    QT_TRANSLATE_NOOP("Summary", "This hand"),
    QT_TRANSLATE_NOOP("Summary", "Score"),
    QT_TRANSLATE_NOOP("Summary", "Checks"),
]


def summary_headers(summary: Summary, columns: int) -> list[str]:
    """The table's headers: ``Player`` rather than ``Side`` when each player scores alone."""
    first = translate("Summary", "Player") if HandResult.of(summary).has_partner \
        else translate("Summary", SUMMARY_HEADERS[0])
    return [first, *(translate("Summary", h) for h in SUMMARY_HEADERS[1:columns])]


def call_sentence(summary: Summary, names: list[str]) -> str:
    """Five-handed: ``You called A♥ and West held it`` / ``West called A♥ and played alone``."""
    r = HandResult.of(summary)
    bidder, called = r.bidder, r.called
    if bidder is None or not called or not r.has_partner:
        return ""
    partner = r.partner
    card = card_label(str(called))
    if partner is None:
        return translate("Summary", "{bidder} called {card} and played alone").format(
            bidder=names[bidder], card=card)
    return translate("Summary", "{bidder} called {card} and {partner} held it").format(
        bidder=names[bidder], card=card, partner=_mid(names[partner]))


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
    if called and r.partner is not None:
        text = translate("Summary", "{who}: together meld {meld} + counters {counters} = "
                         "{total}, needing {contract}")
    else:
        text = translate("Summary", "{who}: meld {meld} + counters {counters} = {total}, "
                         "needing {contract}")
    text = text.format(who=called or side_names[side], meld=meld[side], counters=points[side],
                       total=total, contract=contract)
    if meld[side] < (r.meld or meld)[side]:
        return translate("Summary", "{sentence} (meld counts only with a trick taken).").format(
            sentence=text)
    return text + "."


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
        #: how much larger than usual the panel is drawn (a large table)
        self._scale = 1.0
        self.table.setMinimumWidth(self._min_width)
        self.box.addWidget(self.table)
        row = self.button_row()
        if game_over_text:
            button = self.action_button(row, translate("Summary", "New game…"), None,
                                        primary=True)
            button.clicked.connect(self.new_game_requested.emit)
        elif may_continue:
            self.next_button = self.action_button(row, describe_action(Action("continue")),
                                                  Action("continue"),
                                                  primary=True)
        row.addStretch(1)

    def _fit_rows(self, row_height: int) -> None:
        """Rows ``row_height`` pixels high, the table exactly as tall as they are."""
        self.table.verticalHeader().setDefaultSectionSize(row_height)
        height = self.table.horizontalHeader().sizeHint().height()
        height += self.table.verticalHeader().length() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(height)

    def set_room(self, compact: bool, tight: bool, scale: float = 1.0) -> None:
        super().set_room(compact, tight, scale)
        self._fit_rows(round((22 if compact else 30) * scale))
        self._scale = scale
        self.table.setMinimumWidth(round(self._min_width * scale))

    def showEvent(self, event: QShowEvent) -> None:
        """Widen the table to its contents (long names, "(partner)") once it is styled."""
        super().showEvent(event)
        header = self.table.horizontalHeader()
        widths = [max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c))
                  for c in range(self.table.columnCount())]
        needed = sum(widths) + 2 * self.table.frameWidth() + 4
        self.table.setMinimumWidth(max(round(self._min_width * self._scale), needed))


#: a hand's result to build the warm-up table from (what it says is never shown)
_SAMPLE: dict[str, Any] = {"hand": 0, "bidder": 0, "contract": 0, "made": True,
                           "meld": [0, 0], "points": [0, 0], "deltas": [0, 0],
                           "scores": [0, 0]}


def warm_up(host: QWidget) -> None:
    """Build a hand's summary once, unseen, inside ``host`` (the panel that will show
    the real ones), style it and throw it away. Qt's first table on a styled panel costs
    several times what a later one does (its styles and fonts made ready); done here, at
    a quiet moment, the first hand's end is drawn as quickly as the others."""
    panel = SummaryPanel(_SAMPLE, ["", ""], ["", ""], parent=host)
    for widget in (panel, *panel.findChildren(QWidget)):
        widget.ensurePolished()
    panel.sizeHint()
    panel.table.horizontalHeader().sizeHint()
    panel.table.sizeHintForColumn(0)
    panel.deleteLater()
