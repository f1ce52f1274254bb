"""View > Statistics: games and hands played, win rates, contracts made and set, averages.

Shown as tables and simple bar charts from ``HistoryDB.stats()``, and the person's
running figure from the analysis figures the review keeps (``HistoryDB.hand_costs``):
``StatsDialog(db_or_stats, parent)``. Nothing is computed here that the
history does not already count; the dialog only puts it in words (context
``Statistics``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
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

from ...storage import HistoryDB, HistoryError, Stats, WinRate
from ..engine_text import error_text
from ..rules.catalog import variant_title
from ..words import level_name, plural
from .charts import ALT_COLOR, Bar, BarChart, RunningChart
from .history_models import RowsModel

translate = QCoreApplication.translate

#: the analysed hands the running figure is over
RUNNING_HANDS = 50


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
        [translate("Statistics", "Games started"), f"{stats.games_started:,}"],
        [translate("Statistics", "Games finished"), f"{stats.games_played:,}"],
        [translate("Statistics", "Games won"), _share(stats.games_won, stats.games_played)],
        [translate("Statistics", "Hands played"), f"{stats.hands_played:,}"],
        [translate("Statistics", "Contracts made"), _share(stats.contracts_made, contracts)],
        [translate("Statistics", "Contracts set"), _share(stats.contracts_set, contracts)],
        [translate("Statistics", "Your contracts made"),
         _share(stats.my_contracts_made, mine)],
        [translate("Statistics", "Your contracts set"), _share(stats.my_contracts_set, mine)],
        [translate("Statistics", "Average meld (your side)"), average(stats.average_meld)],
        [translate("Statistics", "Average winning bid"), average(stats.average_bid)],
        [translate("Statistics", "Average of your winning bids"),
         average(stats.average_my_bid)],
    ]


def _rate_name(key: str, names: dict[str, str] | None) -> str:
    """A row's name: given, else a level's name ("Expert"), else the key capitalised."""
    return (names or {}).get(key) or level_name(key)


def rate_rows(rates: list[WinRate], names: dict[str, str] | None = None) -> list[list[str]]:
    return [[_rate_name(r.key, names), f"{r.played:,}", f"{r.won:,}",
             percent(r.won, r.played)] for r in rates]


def rate_bars(rates: list[WinRate], names: dict[str, str] | None = None) -> list[Bar]:
    return [Bar(_rate_name(r.key, names), r.rate or 0.0,
                translate("Statistics", "{share} of {games}").format(
                    share=percent(r.won, r.played), games=r.played)) for r in rates]


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
        self.setWindowTitle(translate("Statistics", "Statistics"))
        stats = source.stats() if isinstance(source, HistoryDB) else source
        self.stats = stats
        tabs = QTabWidget()
        tabs.addTab(self._overview(stats), translate("Statistics", "Overview"))
        self.variant_model, self.variant_chart, page = self._rates(
            translate("Statistics", "Win rate by variant"), stats.win_rate_by_variant,
            translate("Statistics", "Variant"),
            {r.key: variant_title(r.key) for r in stats.win_rate_by_variant})
        tabs.addTab(page, translate("Statistics", "By variant"))
        self.level_model, self.level_chart, page = self._rates(
            translate("Statistics", "Win rate by the computer players' level"),
            stats.win_rate_by_difficulty, translate("Statistics", "Opponents"),
            {"mixed": translate("Statistics", "Mixed levels"),
             "none": translate("Statistics", "No computer players")})
        tabs.addTab(page, translate("Statistics", "By difficulty"))
        tabs.addTab(self._decisions(source if isinstance(source, HistoryDB) else None),
                    translate("Statistics", "Your decisions"))
        from ..challenge_history import challenges_page

        self.challenges = challenges_page()
        tabs.addTab(self.challenges, translate("Statistics", "Challenges"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        if not stats.hands_played:
            note = QLabel(translate("Statistics", "No hands have been played yet. Finished "
                                    "hands are counted here automatically."))
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.resize(720, 520)

    def _overview(self, stats: Stats) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        self.summary_model = RowsModel(("", translate("Statistics", "Count")),
                                       summary_rows(stats))
        summary = _table(self.summary_model)
        summary.setAccessibleName(translate("Statistics", "Overview"))
        summary.horizontalHeader().hide()
        row.addWidget(summary, 1)
        box = QGroupBox(translate("Statistics", "Contracts"))
        column = QVBoxLayout(box)
        self.contract_chart = BarChart()
        total = stats.contracts_made + stats.contracts_set
        mine = stats.my_contracts_made + stats.my_contracts_set
        red = ALT_COLOR.name()
        self.contract_chart.set_bars([
            Bar(translate("Statistics", "All made"), stats.contracts_made,
                f"{stats.contracts_made:,}"),
            Bar(translate("Statistics", "All set"), stats.contracts_set,
                f"{stats.contracts_set:,}", red),
            Bar(translate("Statistics", "Yours made"), stats.my_contracts_made,
                f"{stats.my_contracts_made:,}"),
            Bar(translate("Statistics", "Yours set"), stats.my_contracts_set,
                f"{stats.my_contracts_set:,}", red),
        ] if total or mine else [], maximum=float(max(total, 1)))
        column.addWidget(self.contract_chart)
        column.addStretch(1)
        row.addWidget(box, 1)
        return page

    def _decisions(self, db: HistoryDB | None) -> QWidget:
        """The running figure: what the person's decisions cost a hand, by the review's
        analysis, over the last analysed hands (figures kept in the history: read, not
        computed)."""
        page = QWidget()
        column = QVBoxLayout(page)
        self.decisions_label = QLabel()
        self.decisions_label.setWordWrap(True)
        column.addWidget(self.decisions_label)
        self.decisions_chart = RunningChart()
        self.decisions_chart.empty_text = translate(
            "Statistics", "No analysed hands yet. In Review hands, Analyse my play judges "
            "every decision of a hand.")
        self.decisions_chart.setToolTip(translate(
            "Statistics", "Bars: what your decisions cost in each analysed hand, oldest on "
            "the left. Line: the running average."))
        self.decisions_chart.setAccessibleName(translate(
            "Statistics", "Points your decisions cost per hand"))
        column.addWidget(self.decisions_chart, 1)
        costs = []
        try:
            costs = db.hand_costs(RUNNING_HANDS) if db is not None else []
        except HistoryError as exc:
            self.decisions_label.setText(error_text(exc))
        else:
            n = len(costs)
            if n:
                self.decisions_label.setText(plural(translate(
                    "Statistics", "Your decisions cost about {points} points a hand over "
                    "your last %n analysed hand(s).", None, n), n).format(
                        points=round(sum(c.points for c in costs) / n)))
        self.decisions_chart.set_values([c.points for c in costs])
        return page

    @staticmethod
    def _rates(title: str, rates: list[WinRate], heading: str,
               names: dict[str, str]) -> tuple[RowsModel, BarChart, QWidget]:
        page = QWidget()
        column = QVBoxLayout(page)
        model = RowsModel((heading, translate("Statistics", "Games"),
                           translate("Statistics", "Won"), translate("Statistics", "Win rate")),
                          rate_rows(rates, names))
        view = _table(model)
        view.setAccessibleName(title)
        column.addWidget(view, 1)
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        chart = BarChart()
        chart.empty_text = translate("Statistics", "No finished games yet.")
        chart.set_bars(rate_bars(rates, names), maximum=1.0)
        inner.addWidget(chart)
        column.addWidget(box, 1)
        return model, chart, page
