"""Table models for the review window and the statistics: thin adapters over plain data.

* :class:`HandListModel`: the hand history, newest first, filtered, fetched a
  page at a time (``canFetchMore``/``fetchMore``), so ten thousand hands open
  as fast as a hundred.
* :class:`StepListModel`: the moves of the hand being replayed, the current one bold.
* :class:`TrickTableModel`: every trick of the hand with its points.
* :class:`RowsModel`: a read-only table of already-worded rows (statistics).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtGui import QFont

from ...storage import HandRecord, HandSummary, HistoryDB
from ..rules.catalog import variant_title
from ..words import QT_TRANSLATE_NOOP, card_label, suit_label, units_words
from .hand_replay import Step

_Index = QModelIndex | QPersistentModelIndex
PAGE = 200
#: variant names short enough for a column (translated where shown)
SHORT_TITLES = {
    "two_handed": QT_TRANSLATE_NOOP("Review", "Two-handed"),
    "three_handed": QT_TRANSLATE_NOOP("Review", "Three-handed"),
    "cutthroat": QT_TRANSLATE_NOOP("Review", "Cutthroat"),
    "partnership": QT_TRANSLATE_NOOP("Review", "Partnership"),
    "auction_sit_out": QT_TRANSLATE_NOOP("Review", "Sit-out auction"),
    "auction_stakes": QT_TRANSLATE_NOOP("Review", "Stakes"),
    "double_deck": QT_TRANSLATE_NOOP("Review", "Double deck"),
    "racehorse": QT_TRANSLATE_NOOP("Review", "Racehorse"),
    "six_handed": QT_TRANSLATE_NOOP("Review", "Six-handed"),
    "eight_handed": QT_TRANSLATE_NOOP("Review", "Eight-handed"),
}

translate = QCoreApplication.translate

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True)
class HandFilter:
    """The review window's filters; dates are local days, both included."""

    since: date | None = None
    until: date | None = None
    variant: str | None = None
    #: "made", "set" or None
    result: str | None = None
    my_contract_only: bool = False

    def query(self) -> dict[str, Any]:
        """Keyword arguments for ``HistoryDB.list_hands``/``count_hands``."""
        return {
            "since": datetime.combine(self.since, time()) if self.since else None,
            "until": datetime.combine(self.until + timedelta(days=1), time())
            if self.until else None,
            "variant": self.variant,
            "result": self.result,
            "my_contract_only": self.my_contract_only,
        }


def bidder_words(hand: HandSummary) -> str:
    if hand.bidder is None:
        return "—"
    if hand.my_contract:
        return translate("Review", "You")
    if hand.our_contract:
        return translate("Review", "Your partner")
    return translate("Review", "Opponent")


def is_stakes(hand: HandSummary) -> bool:
    """A hand of the auction for stakes: its score is in units."""
    return hand.variant == "auction_stakes"


def result_words(hand: HandSummary) -> str:
    if hand.made is None:
        return "—"
    return translate("Review", "Made") if hand.made else translate("Review", "Set")


class HandListModel(QAbstractTableModel):
    """Past hands, newest first, under a :class:`HandFilter`."""

    COLUMNS = (QT_TRANSLATE_NOOP("Review", "Played"), QT_TRANSLATE_NOOP("Review", "Variant"),
               QT_TRANSLATE_NOOP("Review", "Hand"), QT_TRANSLATE_NOOP("Review", "Contract"),
               QT_TRANSLATE_NOOP("Review", "Bidder"), QT_TRANSLATE_NOOP("Review", "Result"),
               QT_TRANSLATE_NOOP("Review", "Meld"), QT_TRANSLATE_NOOP("Review", "Score"))
    TIPS = (QT_TRANSLATE_NOOP("Review", "When the hand was played"),
            QT_TRANSLATE_NOOP("Review", "The game played"),
            QT_TRANSLATE_NOOP("Review", "The hand's number in its game"),
            QT_TRANSLATE_NOOP("Review", "The winning bid and trump"),
            QT_TRANSLATE_NOOP("Review", "Who won the auction"),
            QT_TRANSLATE_NOOP("Review", "Whether the contract was made"),
            QT_TRANSLATE_NOOP("Review", "Your side's meld"),
            QT_TRANSLATE_NOOP("Review", "What the hand added to your side's score"))

    def __init__(self, db: HistoryDB, page: int = PAGE) -> None:
        super().__init__()
        self.db = db
        self.page = page
        self.filter = HandFilter()
        self.rows: list[HandSummary] = []
        self.total = 0
        self.refresh()

    def set_filter(self, hand_filter: HandFilter) -> None:
        self.filter = hand_filter
        self.refresh()

    def refresh(self) -> None:
        """Read the first page again (after a filter change, an import...)."""
        query = self.filter.query()
        self.beginResetModel()
        self.total = self.db.count_hands(**query)
        self.rows = self.db.list_hands(**query, limit=self.page, offset=0)
        self.endResetModel()

    def hand(self, row: int) -> HandSummary:
        return self.rows[row]

    def row_of(self, hand_id: int) -> int | None:
        return next((i for i, h in enumerate(self.rows) if h.id == hand_id), None)

    # -- lazy loading ------------------------------------------------------------------------
    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        more = self.db.list_hands(**self.filter.query(), limit=self.page, offset=len(self.rows))
        if not more:
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    # -- Qt model ---------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("Review", self.COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("Review", self.TIPS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        hand = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(hand, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (2, 3, 6, 7):
            return _RIGHT
        if role == Qt.ItemDataRole.UserRole:
            return hand.id
        if role == Qt.ItemDataRole.ToolTipRole:
            scores = ", ".join(str(s) for s in hand.scores)
            when = hand.local_time.strftime("%Y-%m-%d %H:%M")
            if is_stakes(hand):
                text = translate("Review", "{variant}, {when}. Units after this hand: {scores}")
            else:
                text = translate("Review", "{variant}, {when}. Scores after this hand: {scores}")
            return text.format(variant=variant_title(hand.variant), when=when, scores=scores)
        return None

    @staticmethod
    def _text(hand: HandSummary, column: int) -> str:
        if column == 0:
            # Qt's date pattern, in the player's language (month names, day order)
            pattern = translate("Review", "dd MMM HH:mm", "the hand list's date, Qt's pattern")
            t = hand.local_time
            moment = QDateTime(QDate(t.year, t.month, t.day), QTime(t.hour, t.minute, t.second))
            return QLocale().toString(moment, pattern)
        if column == 1:
            short = SHORT_TITLES.get(hand.variant)
            return translate("Review", short) if short else variant_title(hand.variant)
        if column == 2:
            return str(hand.hand_number + 1)
        if column == 3:
            if hand.contract is None:
                return "—"
            trump = suit_label(hand.trump).split()[0] if hand.trump else ""
            return f"{hand.contract} {trump}".strip()
        if column == 4:
            return bidder_words(hand)
        if column == 5:
            return result_words(hand)
        if column == 6:
            return "—" if hand.human_meld is None else str(hand.human_meld)
        if hand.human_delta is None:
            return "—"
        if is_stakes(hand):
            return units_words(hand.human_delta) if hand.human_delta <= 0 \
                else "+" + units_words(hand.human_delta)
        return f"{hand.human_delta:+d}"


class StepListModel(QAbstractListModel):
    """The replayed hand's moves; the step on show is bold."""

    def __init__(self) -> None:
        super().__init__()
        self.steps: list[Step] = []
        self.current = 0

    def set_steps(self, steps: Sequence[Step]) -> None:
        self.beginResetModel()
        self.steps = list(steps)
        self.current = 0
        self.endResetModel()

    def set_current(self, number: int) -> None:
        old, self.current = self.current, number
        for row in (old, number):
            if 0 <= row < len(self.steps):
                index = self.index(row)
                self.dataChanged.emit(index, index)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.steps)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        step = self.steps[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            stage = translate("Review", step.stage)
            return f"{step.number:>3}. {stage}: {step.text}" if step.number else step.text
        if role == Qt.ItemDataRole.FontRole and index.row() == self.current:
            font = QFont()
            font.setBold(True)
            return font
        return None


class TrickTableModel(QAbstractTableModel):
    """Every trick of a hand: who led, the cards, who won and the points."""

    COLUMNS = (QT_TRANSLATE_NOOP("Review", "Trick"), QT_TRANSLATE_NOOP("Review", "Led by"),
               QT_TRANSLATE_NOOP("Review", "Cards"), QT_TRANSLATE_NOOP("Review", "Won by"),
               QT_TRANSLATE_NOOP("Review", "Points"))

    def __init__(self) -> None:
        super().__init__()
        self.tricks: list[dict[str, Any]] = []
        self.names: list[str] = []

    def set_record(self, record: HandRecord | None) -> None:
        self.beginResetModel()
        self.tricks = list(record.tricks) if record is not None else []
        self.names = [s.name for s in record.seats] if record is not None else []
        self.endResetModel()

    def _name(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return "—"

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.tricks)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("Review", self.COLUMNS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        trick = self.tricks[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 4):
            return _RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return str(index.row() + 1)
        if column == 1:
            return self._name(trick.get("leader"))
        if column == 2:
            return "  ".join(card_label(code) for _, code in trick.get("cards", []))
        if column == 3:
            return self._name(trick.get("winner"))
        points = int(trick.get("points", 0))
        bonus = int(trick.get("last_trick_bonus", 0))
        return translate("Review", "{points} + {bonus} last trick").format(
            points=points, bonus=bonus) if bonus else str(points)


class RowsModel(QAbstractTableModel):
    """Rows of ready words under column headings (read-only; the words come translated)."""

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str]] = ()) -> None:
        super().__init__()
        self.headers = list(headers)
        self.rows = [list(r) for r in rows]

    def set_rows(self, rows: Sequence[Sequence[str]]) -> None:
        self.beginResetModel()
        self.rows = [list(r) for r in rows]
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return _RIGHT
        return None
