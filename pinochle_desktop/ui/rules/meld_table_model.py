"""The meld value table as an editable model: meld kinds down, 1 to 4 copies across.

A thin adapter over ``RuleSet.meld_values`` (a tuple of (kind, four values)):
editing a cell replaces the table and emits :attr:`MeldTableModel.table_changed`
with the new one, so the dialog's RuleSet stays the single truth. Columns for
copies the deck cannot hold (a third aces-around in a 48-card deck) and the
dix row in a deck without nines are shown greyed, with the reason as a tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ...engine import RuleSet
from ...engine.cards import deck_copies, deck_has_nines
from ...engine.rules.choices import MELD_KINDS, MeldTable
from ..words import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

#: the meld kinds in words (English source text: see :func:`meld_name`)
MELD_NAMES = {
    "run": QT_TRANSLATE_NOOP("MeldTable", "Run (A 10 K Q J of trump)"),
    "royal_marriage": QT_TRANSLATE_NOOP("MeldTable", "Royal marriage (K Q of trump)"),
    "marriage": QT_TRANSLATE_NOOP("MeldTable", "Marriage (K Q of another suit)"),
    "aces": QT_TRANSLATE_NOOP("MeldTable", "Aces around"),
    "kings": QT_TRANSLATE_NOOP("MeldTable", "Kings around"),
    "queens": QT_TRANSLATE_NOOP("MeldTable", "Queens around"),
    "jacks": QT_TRANSLATE_NOOP("MeldTable", "Jacks around"),
    "pinochle": QT_TRANSLATE_NOOP("MeldTable", "Pinochle (Q♠ J♦)"),
    "dix": QT_TRANSLATE_NOOP("MeldTable", "Dix (9 of trump)"),
}
#: the columns: one to four copies held at once (see :func:`copy_name`)
COPY_NAMES = (
    QT_TRANSLATE_NOOP("MeldTable", "Single"),
    QT_TRANSLATE_NOOP("MeldTable", "Double"),
    QT_TRANSLATE_NOOP("MeldTable", "Triple"),
    QT_TRANSLATE_NOOP("MeldTable", "Quadruple"),
)
#: the copies as they read inside a sentence ("double run": 1500)
COPY_WORDS = (
    QT_TRANSLATE_NOOP("MeldTable", "single"),
    QT_TRANSLATE_NOOP("MeldTable", "double"),
    QT_TRANSLATE_NOOP("MeldTable", "triple"),
    QT_TRANSLATE_NOOP("MeldTable", "quadruple"),
)
MAX_VALUE = 100_000

_Index = QModelIndex | QPersistentModelIndex


def meld_name(kind: str) -> str:
    """A meld kind in words, translated (an unknown kind: its name)."""
    return translate("MeldTable", MELD_NAMES[kind]) if kind in MELD_NAMES else kind


def copy_name(copies: int, heading: bool = True) -> str:
    """"Single" ... "Quadruple" for 1 to 4 copies, translated (lower case within a sentence)."""
    return translate("MeldTable", (COPY_NAMES if heading else COPY_WORDS)[copies - 1])


def copies_in_deck(deck: str) -> int:
    """How many of each card the deck holds (2, 4 or 6)."""
    return deck_copies(deck)


class MeldTableModel(QAbstractTableModel):
    """Rows: :data:`MELD_KINDS`; columns: the value for 1, 2, 3 and 4 copies held at once."""

    #: (MeldTable) the whole table after a cell was edited
    table_changed = Signal(object)

    def __init__(self, rules: RuleSet | None = None) -> None:
        super().__init__()
        self._table: dict[str, tuple[int, int, int, int]] = {}
        self._deck = "single"
        if rules is not None:
            self.set_rules(rules)

    def set_rules(self, rules: RuleSet) -> None:
        table = dict(rules.meld_values)
        if table == self._table and rules.deck == self._deck:
            return
        self.beginResetModel()
        self._table = table
        self._deck = rules.deck
        self.endResetModel()

    def table(self) -> MeldTable:
        return tuple((kind, self._table[kind]) for kind in MELD_KINDS)

    # -- what may be edited ------------------------------------------------------------
    def reason_unused(self, row: int, column: int) -> str | None:
        """Why a cell cannot matter with this deck (None when it can)."""
        kind = MELD_KINDS[row]
        if kind == "dix" and not deck_has_nines(self._deck):
            return translate("MeldTable", "This deck has no nines, so there is no dix.")
        held = copies_in_deck(self._deck)
        if column + 1 > held:
            return translate("MeldTable", "This deck has only {copies} of each card.").format(
                copies=held)
        return None

    # -- Qt model -----------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(MELD_KINDS)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COPY_NAMES)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        kind = MELD_KINDS[index.row()]
        value = self._table.get(kind, (0, 0, 0, 0))[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            reason = self.reason_unused(index.row(), index.column())
            if reason:
                return reason
            return translate("MeldTable", "{meld}, {copies}: {value} points").format(
                meld=meld_name(kind), copies=copy_name(index.column() + 1, heading=False),
                value=value)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.reason_unused(index.row(), index.column()):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        if not 0 <= number <= MAX_VALUE:
            return False
        kind = MELD_KINDS[index.row()]
        values = list(self._table[kind])
        if values[index.column()] == number:
            return True
        values[index.column()] = number
        self._table[kind] = (values[0], values[1], values[2], values[3])
        self.dataChanged.emit(index, index)
        self.table_changed.emit(self.table())
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return copy_name(section + 1)
        return meld_name(MELD_KINDS[section])
