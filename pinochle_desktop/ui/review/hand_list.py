"""The review window's left side: the list of past hands and its filters.

``HandListPanel(db)`` shows the hands of the history that pass the filters
(dates, variant, made or set, only the contracts you bid), says how many, and
holds the buttons under the list (import, export, play this deal again), which
the review window connects. It emits ``hand_chosen(hand_id)`` when the chosen
row changes and ``filters_changed()`` when a filter does; the window decides
which hand to show then (:meth:`select_hand`).
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QItemSelectionModel, QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...storage import HistoryDB
from ..rules.catalog import variant_title
from ..words import plural
from .history_models import HandFilter, HandListModel

translate = QCoreApplication.translate


def _day(edit: QDateEdit) -> date:
    value = edit.date()
    return date(value.year(), value.month(), value.day())


class HandListPanel(QWidget):
    """The filtered list of past hands, with its count and buttons."""

    #: (hand id) the chosen row changed to this hand
    hand_chosen = Signal(int)
    #: a filter changed (the list is not filtered yet: see :meth:`select_hand`)
    filters_changed = Signal()

    def __init__(self, db: HistoryDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.model = HandListModel(db)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._build_filters())
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.setWordWrap(False)
        self.view.setAccessibleName(translate("Review", "Past hands"))
        self.view.selectionModel().currentRowChanged.connect(self._row_changed)
        self.model.modelReset.connect(self.count_changed)
        self.model.rowsInserted.connect(self.count_changed)
        layout.addWidget(self.view, 1)
        self.count_label = QLabel("")
        self.count_label.setWordWrap(True)
        layout.addWidget(self.count_label)
        buttons = QGridLayout()
        self.import_button = QPushButton(translate("Review", "&Import..."))
        self.import_button.setToolTip(translate("Review",
                                                "Add a hand someone exported to your history."))
        self.export_button = QPushButton(translate("Review", "E&xport..."))
        self.export_button.setToolTip(translate("Review",
                                                "Write the chosen hand to a file to share."))
        self.replay_button = QPushButton(translate("Review", "&Play this deal again"))
        self.replay_button.setToolTip(translate("Review",
                                                "Start a new game with exactly these cards."))
        self.expert_button = QPushButton(translate("Review", "Replay with the Exper&t"))
        self.expert_button.setToolTip(translate(
            "Review", "The Expert plays this deal in your seat; see both results side by side."))
        # two rows, so that the longer words of a translation fit a narrow list
        buttons.addWidget(self.import_button, 0, 0)
        buttons.addWidget(self.export_button, 0, 1)
        buttons.addWidget(self.replay_button, 1, 0)
        buttons.addWidget(self.expert_button, 1, 1)
        layout.addLayout(buttons)

    def _build_filters(self) -> QGroupBox:
        box = QGroupBox(translate("Review", "Show"))
        grid = QGridLayout(box)
        today = QDate.currentDate()
        self.since_box = QCheckBox(translate("Review", "From"))
        self.since_edit = QDateEdit(today.addMonths(-1))
        self.since_edit.setAccessibleName(translate("Review", "Hands played from"))
        self.until_box = QCheckBox(translate("Review", "To"))
        self.until_edit = QDateEdit(today)
        self.until_edit.setAccessibleName(translate("Review", "Hands played until"))
        for edit in (self.since_edit, self.until_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
            edit.dateChanged.connect(self._filter_changed)
        self.since_box.toggled.connect(self.since_edit.setEnabled)
        self.until_box.toggled.connect(self.until_edit.setEnabled)
        self.since_box.toggled.connect(self._filter_changed)
        self.until_box.toggled.connect(self._filter_changed)
        # one filter a row: the list stays narrow enough for a small screen
        grid.addWidget(self.since_box, 0, 0)
        grid.addWidget(self.since_edit, 0, 1)
        grid.addWidget(self.until_box, 1, 0)
        grid.addWidget(self.until_edit, 1, 1)
        self.variant_combo = QComboBox()
        self.fill_variants()
        self.variant_combo.currentIndexChanged.connect(self._filter_changed)
        self.variant_combo.setAccessibleName(translate("Review", "Variant"))
        variant_label = QLabel(translate("Review", "&Variant"))
        variant_label.setBuddy(self.variant_combo)
        grid.addWidget(variant_label, 2, 0)
        grid.addWidget(self.variant_combo, 2, 1)
        self.result_combo = QComboBox()
        for words, value in ((translate("Review", "Made and set"), None),
                             (translate("Review", "Contracts made"), "made"),
                             (translate("Review", "Contracts set"), "set")):
            self.result_combo.addItem(words, value)
        self.result_combo.setAccessibleName(translate("Review", "Result"))
        self.result_combo.currentIndexChanged.connect(self._filter_changed)
        result_label = QLabel(translate("Review", "&Result"))
        result_label.setBuddy(self.result_combo)
        grid.addWidget(result_label, 3, 0)
        grid.addWidget(self.result_combo, 3, 1)
        self.mine_box = QCheckBox(translate("Review", "Only contracts I bid"))
        self.mine_box.toggled.connect(self._filter_changed)
        grid.addWidget(self.mine_box, 4, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _filter_changed(self, *_args: object) -> None:
        self.filters_changed.emit()

    def fill_variants(self) -> None:
        """The variant filter's choices: the variants in the history (kept chosen)."""
        current = self.variant_combo.currentData()
        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        self.variant_combo.addItem(translate("Review", "All variants"), None)
        for variant in self.db.variants():
            self.variant_combo.addItem(variant_title(variant), variant)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(current)))
        self.variant_combo.blockSignals(False)

    def hand_filter(self) -> HandFilter:
        since = _day(self.since_edit) if self.since_box.isChecked() else None
        until = _day(self.until_edit) if self.until_box.isChecked() else None
        return HandFilter(
            since=since,
            until=until,
            variant=self.variant_combo.currentData(),
            result=self.result_combo.currentData(),
            my_contract_only=self.mine_box.isChecked(),
        )

    def select_hand(self, shown: int | None) -> bool:
        """Filter the list, then choose hand ``shown`` if it passes, else the first
        row; False if the list is empty."""
        self.model.set_filter(self.hand_filter())
        row = self.model.row_of(shown) if shown is not None else None
        if row is not None:
            self.select_row(row)
        elif self.model.rowCount():
            self.select_row(0)
        else:
            return False
        return True

    def count_changed(self) -> None:
        total = self.model.total
        shown = self.model.rowCount()
        if total == 0:
            self.count_label.setText(
                translate("Review", "No hands match.") if self.db.count_hands() else
                translate("Review", "No hands yet: finished hands are kept here automatically."))
        elif shown < total:
            self.count_label.setText(translate("Review", "{hands} hands (scroll for more)").format(
                hands=f"{total:,}"))
        else:
            self.count_label.setText(plural(translate("Review", "%n hand(s)", None, total),
                                            total).replace(str(total), f"{total:,}", 1))

    def select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        self.view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.view.scrollTo(index)

    def _row_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        if current.isValid():
            self.hand_chosen.emit(self.model.hand(current.row()).id)
