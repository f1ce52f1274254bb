"""View > Statistics: games and hands played, win rates, contracts made and set, averages.

Shown as tables and simple bar charts from ``HistoryDB.stats()``:
``StatsDialog(db_or_stats, parent)``. Nothing is computed here that the
history does not already count; the dialog only puts it in words.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...storage import HistoryDB, Stats, WinRate
from ..rules.catalog import variant_title
from .charts import ALT_COLOR, Bar, BarChart
from .history_models import RowsModel


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "—"


def average(value: float | None) -> str:
    return "—" if value is None else f"{round(value):,}"


def _share(part: int, whole: int) -> str:
    return f"{part:,} ({percent(part, whole)})"


def summary_rows(stats: Stats) -> list[list[str]]:
    """The overview table: what was counted, and the count."""
    contracts = stats.contracts_made + stats.contracts_set
    mine = stats.my_contracts_made + stats.my_contracts_set
    return [
        ["Games started", f"{stats.games_started:,}"],
        ["Games finished", f"{stats.games_played:,}"],
        ["Games won", _share(stats.games_won, stats.games_played)],
        ["Hands played", f"{stats.hands_played:,}"],
        ["Contracts made", _share(stats.contracts_made, contracts)],
        ["Contracts set", _share(stats.contracts_set, contracts)],
        ["Your contracts made", _share(stats.my_contracts_made, mine)],
        ["Your contracts set", _share(stats.my_contracts_set, mine)],
        ["Average meld (your side)", average(stats.average_meld)],
        ["Average winning bid", average(stats.average_bid)],
        ["Average of your winning bids", average(stats.average_my_bid)],
    ]


def rate_rows(rates: list[WinRate], names: dict[str, str] | None = None) -> list[list[str]]:
    return [[(names or {}).get(r.key, r.key.capitalize()), f"{r.played:,}", f"{r.won:,}",
             percent(r.won, r.played)] for r in rates]


def rate_bars(rates: list[WinRate], names: dict[str, str] | None = None) -> list[Bar]:
    return [Bar((names or {}).get(r.key, r.key.capitalize()), r.rate or 0.0,
                f"{percent(r.won, r.played)} of {r.played}") for r in rates]


def _table(model: RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setAlternatingRowColors(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return view


class StatsDialog(QDialog):
    """Statistics over the whole hand history."""

    def __init__(self, source: HistoryDB | Stats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        stats = source.stats() if isinstance(source, HistoryDB) else source
        self.stats = stats
        tabs = QTabWidget()
        tabs.addTab(self._overview(stats), "Overview")
        self.variant_model, self.variant_chart, page = self._rates(
            "Win rate by variant", stats.win_rate_by_variant, "Variant",
            {r.key: variant_title(r.key) for r in stats.win_rate_by_variant})
        tabs.addTab(page, "By variant")
        self.level_model, self.level_chart, page = self._rates(
            "Win rate by the computer players' level", stats.win_rate_by_difficulty,
            "Opponents", {"mixed": "Mixed levels", "none": "No computer players"})
        tabs.addTab(page, "By difficulty")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if not stats.hands_played:
            note = QLabel("No hands have been played yet. Finished hands are counted here "
                          "automatically.")
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.resize(720, 520)

    def _overview(self, stats: Stats) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        self.summary_model = RowsModel(("", "Count"), summary_rows(stats))
        summary = _table(self.summary_model)
        summary.horizontalHeader().hide()
        row.addWidget(summary, 1)
        box = QGroupBox("Contracts")
        column = QVBoxLayout(box)
        self.contract_chart = BarChart()
        total = stats.contracts_made + stats.contracts_set
        mine = stats.my_contracts_made + stats.my_contracts_set
        red = ALT_COLOR.name()
        self.contract_chart.set_bars([
            Bar("All made", stats.contracts_made, f"{stats.contracts_made:,}"),
            Bar("All set", stats.contracts_set, f"{stats.contracts_set:,}", red),
            Bar("Yours made", stats.my_contracts_made, f"{stats.my_contracts_made:,}"),
            Bar("Yours set", stats.my_contracts_set, f"{stats.my_contracts_set:,}", red),
        ] if total or mine else [], maximum=float(max(total, 1)))
        column.addWidget(self.contract_chart)
        column.addStretch(1)
        row.addWidget(box, 1)
        return page

    @staticmethod
    def _rates(title: str, rates: list[WinRate], heading: str,
               names: dict[str, str]) -> tuple[RowsModel, BarChart, QWidget]:
        page = QWidget()
        column = QVBoxLayout(page)
        model = RowsModel((heading, "Games", "Won", "Win rate"), rate_rows(rates, names))
        column.addWidget(_table(model), 1)
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        chart = BarChart()
        chart.empty_text = "No finished games yet."
        chart.set_bars(rate_bars(rates, names), maximum=1.0)
        inner.addWidget(chart)
        column.addWidget(box, 1)
        return model, chart, page
