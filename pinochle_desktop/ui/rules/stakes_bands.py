"""The stakes band table (``RuleSet.stakes_bands``) as an editable model and its editor.

A thin adapter like :mod:`.meld_table_model`: one row a band, the lowest bid of
the band and the units it is worth. Editing a cell, adding or removing a band
emits :attr:`StakesBandsModel.bands_changed` with the whole new table, so the
dialog's RuleSet stays the single truth. The model takes any whole numbers in
range; a table that does not go up, or starts above the minimum bid, is for
``RuleSet.validate()`` to explain (the dialog keeps OK disabled meanwhile).
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
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules.limits import MAX_STAKES_BANDS, MAX_STAKES_VALUE
from ..words import plural

Bands = tuple[tuple[int, int], ...]
_Index = QModelIndex | QPersistentModelIndex
translate = QCoreApplication.translate


def bands_words(bands: Bands) -> str:
    """The table in a line: "250 or more: 2 units; 300 or more: 3 units; ..."."""
    if not bands:
        return translate("StakesBands", "No bands")
    return "; ".join(
        translate("StakesBands", "{low} or more: {units}").format(low=f"{low:,}", units=units)
        for low, units in bands
    )


class StakesBandsModel(QAbstractTableModel):
    """Rows: the bands, lowest first; columns: the lowest bid of the band, its units."""

    #: (tuple of (low, units)) the whole table after an edit
    bands_changed = Signal(object)

    def __init__(self, bands: Bands = ()) -> None:
        super().__init__()
        self._bands: list[tuple[int, int]] = list(bands)

    def set_bands(self, bands: Bands) -> None:
        if list(bands) == self._bands:
            return
        self.beginResetModel()
        self._bands = [(int(low), int(units)) for low, units in bands]
        self.endResetModel()

    def bands(self) -> Bands:
        return tuple(self._bands)

    def add_band(self) -> bool:
        """A band 50 above the last, worth one unit more (or 250: 1 in an empty table)."""
        if len(self._bands) >= MAX_STAKES_BANDS:
            return False
        low, units = self._bands[-1] if self._bands else (200, 0)
        new = (min(low + 50, MAX_STAKES_VALUE), min(units + 1, MAX_STAKES_VALUE))
        self.beginInsertRows(QModelIndex(), len(self._bands), len(self._bands))
        self._bands.append(new)
        self.endInsertRows()
        self.bands_changed.emit(self.bands())
        return True

    def remove_band(self, row: int) -> bool:
        if not 0 <= row < len(self._bands) or len(self._bands) <= 1:
            return False
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._bands[row]
        self.endRemoveRows()
        self.bands_changed.emit(self.bands())
        return True

    # -- Qt model -------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._bands)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._bands):
            return None
        low, units = self._bands[index.row()]
        value = low if index.column() == 0 else units
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            nxt = self._bands[index.row() + 1][0] if index.row() + 1 < len(self._bands) else None
            if nxt is None:
                words = translate("StakesBands", "A bid of {low} or more is worth %n unit(s).",
                                  None, units)
            else:
                words = translate("StakesBands", "A bid from {low} to {high} is worth %n "
                                  "unit(s).", None, units)
            return plural(words, units).format(
                low=f"{low:,}", high=f"{nxt - 10:,}" if nxt is not None else "")
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        if not 0 <= number <= MAX_STAKES_VALUE:
            return False
        low, units = self._bands[index.row()]
        new = (number, units) if index.column() == 0 else (low, number)
        if new == (low, units):
            return True
        self._bands[index.row()] = new
        self.dataChanged.emit(index, index)
        self.bands_changed.emit(self.bands())
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section == 0:
                return translate("StakesBands", "Bids from")
            return translate("StakesBands", "Units")
        return str(section + 1)


class StakesBandsEditor(QWidget):
    """The band table with Add band and Remove band buttons; ``bands_changed`` on edits."""

    bands_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StakesBandsModel()
        self.model.bands_changed.connect(self.bands_changed)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAlternatingRowColors(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.setMinimumHeight(160)
        self.view.setMaximumWidth(320)
        self.view.setAccessibleName(translate("StakesBands", "Stakes bands"))
        self.view.setAccessibleDescription(translate(
            "StakesBands", "Each row: the lowest bid of the band and the units it is worth."))
        self.add_button = QPushButton(translate("StakesBands", "&Add band"))
        self.add_button.setAccessibleName(translate("StakesBands", "Add a stakes band"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.model.add_band)
        self.remove_button = QPushButton(translate("StakesBands", "Re&move band"))
        self.remove_button.setAccessibleName(
            translate("StakesBands", "Remove the chosen stakes band"))
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self._remove_chosen)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view)
        column.addLayout(buttons)

    def set_bands(self, bands: Bands) -> None:
        self.model.set_bands(bands)

    def bands(self) -> Bands:
        return self.model.bands()

    def _remove_chosen(self) -> None:
        index = self.view.currentIndex()
        row = index.row() if index.isValid() else self.model.rowCount() - 1
        self.model.remove_band(row)


__all__ = ["StakesBandsEditor", "StakesBandsModel", "bands_words"]
