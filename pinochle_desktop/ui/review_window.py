"""View > Review hands: the hand history, a face-up replay of any hand, and its analysis.

Left: the list of past hands with filters (dates, variant, made or set, only
the contracts you bid), import and export of one hand, and "Play this deal
again". Right: the table with every hand face up, stepped forward and back
through bidding, passing, meld and every card (or straight to trick N), the
list of moves, the tricks with their points, and the analysis: for each card
you played, the card the Expert would have chosen and what the difference
cost, and the simulated points the contract could make.

``ReviewWindow(db, preferences=prefs)`` draws the cards and the cloth as the
player's settings say (and follows them when they change); connect
``replay_deal_requested(seed, variant)`` (the deal number of the game the hand
came from) or ``replay_hand_requested(state)`` (a new game dealing exactly these
cards) to start a game.
"""

from __future__ import annotations

import contextlib
import logging
from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..ai.tasks import TaskService
from ..engine import State, new_game, parse_cards
from ..engine.cards import Suit
from ..storage import HandRecord, HistoryDB, HistoryError
from ..storage import settings as S
from .analysis_worker import AnalysisWorker
from .cards import CardRenderer
from .charts import Histogram
from .hand_replay import HandReplay, snapshot
from .history_models import HandFilter, HandListModel, StepListModel, TrickTableModel
from .play_analysis import ContractVerdict, PlayVerdict, contract_question, play_questions
from .preferences import Preferences
from .replay_scene import ReplayScene, ReplayView
from .rule_catalog import variant_title
from .tasks import gui_tasks
from .words import suit_label

log = logging.getLogger(__name__)
_FILTER = "Pinochle hand (*.pinochle-hand *.json);;All files (*)"
_PROBLEM_STYLE = "color: #b3261e;"


def _day(edit: QDateEdit) -> date:
    value = edit.date()
    return date(value.year(), value.month(), value.day())


class ReviewWindow(QMainWindow):
    """Past hands, their replay and analysis."""

    #: (seed, variant) play the deal number of the reviewed hand's game again
    replay_deal_requested = Signal(int, str)
    #: (State) a new game whose first hand deals exactly the reviewed cards
    replay_hand_requested = Signal(object)
    #: the analysis of the hand shown has finished (or stopped)
    analysis_finished = Signal()

    def __init__(self, db: HistoryDB, parent: QWidget | None = None, *,
                 renderer: CardRenderer | None = None, samples: int = 200,
                 workers: int = 0, tasks: TaskService | None = None,
                 preferences: Preferences | None = None) -> None:
        """``samples``: deals simulated per card analysed; ``workers``: processes for the
        search (0: the pool's thread does it, about half a second for a whole hand at 200
        samples, so starting processes would cost more than it saves)."""
        super().__init__(parent)
        self.setWindowTitle("Review hands")
        self.db = db
        self.samples = samples
        self.workers = workers
        #: where the analysis runs (the app's task service; one of its own if none)
        self.tasks = tasks if tasks is not None else gui_tasks()
        self.replay: HandReplay | None = None
        self.record: HandRecord | None = None
        self.hand_id: int | None = None
        self.current_step = 0
        self.worker: AnalysisWorker | None = None
        self.verdicts: list[PlayVerdict] = []
        self.contract_verdict: ContractVerdict | None = None
        self._total = 0
        self.hand_model = HandListModel(db)
        self.step_model = StepListModel()
        self.trick_model = TrickTableModel()
        self.scene = ReplayScene(renderer)
        self.prefs = preferences
        if preferences is not None:
            self._show_styles()
            preferences.changed.connect(self._setting_changed)
        splitter = QSplitter()
        splitter.addWidget(self._build_list_side())
        splitter.addWidget(self._build_replay_side())
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([520, 860])
        self.setCentralWidget(splitter)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.statusBar().addWidget(self.status, 1)
        QShortcut(QKeySequence("Right"), self, self.step_forward)
        QShortcut(QKeySequence("Left"), self, self.step_back)
        QShortcut(QKeySequence("Home"), self, lambda: self.step_to(0))
        QShortcut(QKeySequence("End"), self, self.step_to_end)
        self.resize(1440, 900)
        self._count_changed()
        self._show_nothing()
        if self.hand_model.rowCount():
            self.select_row(0)

    # -- the player's settings --------------------------------------------------------------------
    def _show_styles(self) -> None:
        prefs = self.prefs
        if prefs is not None:
            self.scene.set_styles(prefs.face_style, prefs.back_style, prefs.table_color)

    def _setting_changed(self, key: str, _value: object) -> None:
        if key in (S.CARD_STYLE.key, S.CARD_BACK.key, S.TABLE_COLOR.key):
            self._show_styles()

    # -- building: the list side ----------------------------------------------------------------
    def _build_list_side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._build_filters())
        self.hand_view = QTableView()
        self.hand_view.setModel(self.hand_model)
        self.hand_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.hand_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hand_view.setAlternatingRowColors(True)
        self.hand_view.verticalHeader().hide()
        header = self.hand_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.hand_view.setWordWrap(False)
        self.hand_view.selectionModel().currentRowChanged.connect(self._row_changed)
        self.hand_model.modelReset.connect(self._count_changed)
        self.hand_model.rowsInserted.connect(self._count_changed)
        layout.addWidget(self.hand_view, 1)
        self.count_label = QLabel("")
        layout.addWidget(self.count_label)
        buttons = QHBoxLayout()
        self.import_button = QPushButton("&Import...")
        self.import_button.setToolTip("Add a hand someone exported to your history.")
        self.import_button.clicked.connect(lambda: self.import_hand())
        self.export_button = QPushButton("E&xport...")
        self.export_button.setToolTip("Write the chosen hand to a file to share.")
        self.export_button.clicked.connect(lambda: self.export_hand())
        self.replay_button = QPushButton("&Play this deal again")
        self.replay_button.setToolTip("Start a new game with exactly these cards.")
        self.replay_button.clicked.connect(self.request_replay)
        for button in (self.import_button, self.export_button, self.replay_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        return side

    def _build_filters(self) -> QGroupBox:
        box = QGroupBox("Show")
        grid = QGridLayout(box)
        today = QDate.currentDate()
        self.since_box = QCheckBox("From")
        self.since_edit = QDateEdit(today.addMonths(-1))
        self.until_box = QCheckBox("To")
        self.until_edit = QDateEdit(today)
        for edit in (self.since_edit, self.until_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
            edit.dateChanged.connect(self.apply_filters)
        self.since_box.toggled.connect(self.since_edit.setEnabled)
        self.until_box.toggled.connect(self.until_edit.setEnabled)
        self.since_box.toggled.connect(self.apply_filters)
        self.until_box.toggled.connect(self.apply_filters)
        grid.addWidget(self.since_box, 0, 0)
        grid.addWidget(self.since_edit, 0, 1)
        grid.addWidget(self.until_box, 0, 2)
        grid.addWidget(self.until_edit, 0, 3)
        self.variant_combo = QComboBox()
        self._fill_variants()
        self.variant_combo.currentIndexChanged.connect(self.apply_filters)
        grid.addWidget(QLabel("Variant"), 1, 0)
        grid.addWidget(self.variant_combo, 1, 1, 1, 3)
        self.result_combo = QComboBox()
        for words, value in (("Made and set", None), ("Contracts made", "made"),
                             ("Contracts set", "set")):
            self.result_combo.addItem(words, value)
        self.result_combo.currentIndexChanged.connect(self.apply_filters)
        grid.addWidget(QLabel("Result"), 2, 0)
        grid.addWidget(self.result_combo, 2, 1)
        self.mine_box = QCheckBox("Only contracts I bid")
        self.mine_box.toggled.connect(self.apply_filters)
        grid.addWidget(self.mine_box, 2, 2, 1, 2)
        return box

    def _fill_variants(self) -> None:
        current = self.variant_combo.currentData()
        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        self.variant_combo.addItem("All variants", None)
        for variant in self.db.variants():
            self.variant_combo.addItem(variant_title(variant), variant)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(current)))
        self.variant_combo.blockSignals(False)

    # -- building: the replay side -----------------------------------------------------------------
    def _build_replay_side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 6, 6)
        self.info_label = QLabel("")
        self.info_label.setWordWrap(True)
        layout.addWidget(self.info_label)
        self.view = ReplayView(self.scene)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        table_layout.addLayout(self._build_controls())
        self.tabs = QTabWidget()
        self.step_view = QListView()
        self.step_view.setModel(self.step_model)
        self.step_view.clicked.connect(lambda index: self.step_to(index.row()))
        self.tabs.addTab(self.step_view, "Moves")
        self.trick_view = QTableView()
        self.trick_view.setModel(self.trick_model)
        self.trick_view.verticalHeader().hide()
        self.trick_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.trick_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.trick_view.horizontalHeader().setStretchLastSection(True)
        self.trick_view.clicked.connect(lambda index: self.jump_to_trick(index.row() + 1))
        self.tabs.addTab(self.trick_view, "Tricks")
        self.tabs.addTab(self._build_analysis(), "Analysis")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(table)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 1)
        split.setSizes([600, 270])
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)
        return side

    def _build_controls(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.first_button = self._nav("|◀", "Back to the deal (Home)", lambda: self.step_to(0))
        self.back_button = self._nav("◀", "One move back (Left arrow)", self.step_back)
        self.forward_button = self._nav("▶", "One move forward (Right arrow)", self.step_forward)
        self.last_button = self._nav("▶|", "To the end of the hand (End)", self.step_to_end)
        for button in (self.first_button, self.back_button, self.forward_button,
                       self.last_button):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.step_to)
        row.addWidget(self.slider, 1)
        self.step_label = QLabel("")
        self.step_label.setMinimumWidth(110)
        row.addWidget(self.step_label)
        row.addSpacing(10)
        row.addWidget(QLabel("Trick"))
        self.trick_spin = QSpinBox()
        self.trick_spin.setRange(1, 1)
        row.addWidget(self.trick_spin)
        self.trick_button = QPushButton("&Go")
        self.trick_button.setToolTip("Show the chosen trick, complete.")
        self.trick_button.clicked.connect(lambda: self.jump_to_trick(self.trick_spin.value()))
        row.addWidget(self.trick_button)
        return row

    @staticmethod
    def _nav(text: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFixedWidth(40)
        button.clicked.connect(slot)
        return button

    def _build_analysis(self) -> QWidget:
        page = QWidget()
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        top = QHBoxLayout()
        self.analyse_button = QPushButton("&Analyse my play")
        self.analyse_button.setToolTip("For every card you played, ask the Expert what it "
                                       "would have played, by simulating the unseen cards.")
        self.analyse_button.clicked.connect(self.analyse)
        top.addWidget(self.analyse_button)
        self.analysis_status = QLabel("")
        self.analysis_status.setWordWrap(True)
        top.addWidget(self.analysis_status, 1)
        left.addLayout(top)
        self.analysis_list = QListWidget()
        self.analysis_list.itemClicked.connect(self._verdict_clicked)
        left.addWidget(self.analysis_list, 1)
        layout.addLayout(left, 3)
        right = QVBoxLayout()
        self.contract_label = QLabel("The contract: points the hand could make.")
        self.contract_label.setWordWrap(True)
        right.addWidget(self.contract_label)
        self.histogram = Histogram()
        self.histogram.setToolTip("How many points the bidder's side made in each simulated "
                                  "deal, with the contract marked. Red bars fell short.")
        right.addWidget(self.histogram, 1)
        layout.addLayout(right, 2)
        return page

    # -- the list ----------------------------------------------------------------------------------
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

    def apply_filters(self) -> None:
        shown = self.hand_id
        self.hand_model.set_filter(self.hand_filter())
        row = self.hand_model.row_of(shown) if shown is not None else None
        if row is not None:
            self.select_row(row)
        elif self.hand_model.rowCount():
            self.select_row(0)
        else:
            self._show_nothing()

    def _count_changed(self) -> None:
        total = self.hand_model.total
        shown = self.hand_model.rowCount()
        if total == 0:
            self.count_label.setText("No hands match." if self.db.count_hands() else
                                     "No hands yet: finished hands are kept here "
                                     "automatically.")
        elif shown < total:
            self.count_label.setText(f"{total:,} hands (scroll for more)")
        else:
            self.count_label.setText(f"{total:,} hand{'s' if total != 1 else ''}")

    def select_row(self, row: int) -> None:
        index = self.hand_model.index(row, 0)
        self.hand_view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.hand_view.scrollTo(index)

    def _row_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        if current.isValid():
            self.load_hand(self.hand_model.hand(current.row()).id)

    # -- loading a hand ------------------------------------------------------------------------
    def load_hand(self, hand_id: int) -> bool:
        """Show hand ``hand_id`` at the deal; False (with the reason shown) if it can't be."""
        if hand_id == self.hand_id and self.replay is not None:
            return True
        self._stop_analysis()
        try:
            record = self.db.get_hand(hand_id)
            start, actions = self.db.replay(hand_id)
        except HistoryError as exc:
            self._show_nothing(str(exc))
            self.hand_id = hand_id
            return False
        self.hand_id = hand_id
        self.record = record
        names = [s.name for s in record.seats]
        self.replay = HandReplay(start, actions, names)
        rules = start.rules
        viewer = record.human_seat if record.human_seat is not None else 0
        levels = [info.level.capitalize() if info.level else
                  "You" if seat == record.human_seat else "Person"
                  for seat, info in enumerate(record.seats)]
        longest = max((len(h.split()) for h in record.deal), default=12)
        longest += len(record.widow.split()) if rules.widow_mode in ("shown", "blind") else 0
        self.scene.set_seats(names, levels, [rules.side_of(s) for s in range(rules.num_players)],
                             viewer, longest, table_row=rules.style == "classic")
        self.step_model.set_steps(self.replay.steps)
        self.trick_model.set_record(record)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.replay) - 1)
        self.slider.blockSignals(False)
        self.trick_spin.setRange(1, max(1, self.replay.tricks))
        for widget in (self.first_button, self.back_button, self.forward_button,
                       self.last_button, self.slider, self.trick_spin, self.trick_button,
                       self.export_button, self.replay_button, self.analyse_button):
            widget.setEnabled(True)
        self.trick_spin.setEnabled(self.replay.tricks > 0)
        self.trick_button.setEnabled(self.replay.tricks > 0)
        self._reset_analysis()
        self.current_step = -1
        self.step_to(0)
        self.say("")
        return True

    def _show_nothing(self, message: str = "") -> None:
        self.replay = None
        self.record = None
        self.hand_id = None
        self.scene.clear_cards()
        self.scene.set_seats([], [], [], 0, 12)
        self.step_model.set_steps([])
        self.trick_model.set_record(None)
        self.info_label.setText("Choose a hand on the left to replay it." if not message
                                else "")
        for widget in (self.first_button, self.back_button, self.forward_button,
                       self.last_button, self.slider, self.trick_spin, self.trick_button,
                       self.export_button, self.replay_button, self.analyse_button):
            widget.setEnabled(False)
        self.step_label.setText("")
        self._reset_analysis()
        self.say(message, problem=bool(message))

    # -- stepping ------------------------------------------------------------------------------
    def current_state(self) -> State | None:
        """The engine position on show (do not change it)."""
        if self.replay is None:
            return None
        return self.replay.state_at(self.current_step)

    def step_to(self, number: int) -> None:
        replay = self.replay
        if replay is None:
            return
        number = max(0, min(number, len(replay) - 1))
        if number == self.current_step:
            return
        self.current_step = number
        snap = snapshot(replay, number)
        self.scene.show_snapshot(snap)
        self.info_label.setText("   ·   ".join(snap.info[:-1]) + "\n" + snap.info[-1])
        self.step_label.setText(f"Move {number} of {len(replay) - 1}")
        self.step_model.set_current(number)
        self.step_view.setCurrentIndex(self.step_model.index(number))
        self.slider.blockSignals(True)
        self.slider.setValue(number)
        self.slider.blockSignals(False)
        self.back_button.setEnabled(number > 0)
        self.first_button.setEnabled(number > 0)
        self.forward_button.setEnabled(number < len(replay) - 1)
        self.last_button.setEnabled(number < len(replay) - 1)

    def step_forward(self) -> None:
        self.step_to(self.current_step + 1)

    def step_back(self) -> None:
        self.step_to(self.current_step - 1)

    def step_to_end(self) -> None:
        if self.replay is not None:
            self.step_to(len(self.replay) - 1)

    def jump_to_trick(self, trick: int) -> bool:
        """Show trick ``trick`` (1-based) complete, all its cards on the table."""
        if self.replay is None:
            return False
        try:
            self.step_to(self.replay.trick_end(trick))
        except ValueError as exc:
            self.say(str(exc), problem=True)
            return False
        self.trick_spin.setValue(trick)
        return True

    # -- analysis ------------------------------------------------------------------------------
    def _reset_analysis(self) -> None:
        self.verdicts = []
        self.contract_verdict = None
        self.analysis_list.clear()
        self.histogram.set_values([])
        self.contract_label.setText("The contract: points the hand could make.")
        self.analysis_status.setText("")

    def analysis_lines(self) -> list[str]:
        return [self.analysis_list.item(i).text() for i in range(self.analysis_list.count())]

    def analyse(self) -> bool:
        """Start the analysis of the hand shown in a worker; False if there is nothing to do."""
        replay, record = self.replay, self.record
        if replay is None or record is None:
            return False
        self._stop_analysis()
        self._reset_analysis()
        seat = record.human_seat
        plays = play_questions(replay, seat) if seat is not None else []
        contract = contract_question(replay)
        if not plays and contract is None:
            self.analysis_status.setText("There is nothing to analyse in this hand: no card "
                                         "played by you and no contract.")
            self.analysis_finished.emit()
            return False
        if seat is None:
            self.analysis_status.setText("The computer played every seat; only the contract "
                                         "is analysed.")
        worker = AnalysisWorker(plays, contract, self.samples, self.workers)
        worker.signals.play_judged.connect(self._play_judged)
        worker.signals.contract_judged.connect(self._contract_judged)
        worker.signals.failed.connect(self._analysis_failed)
        worker.signals.finished.connect(self._analysis_done)
        self.worker = worker
        self._total = len(plays)
        self.analyse_button.setText("&Stop")
        self.analyse_button.clicked.disconnect()
        self.analyse_button.clicked.connect(self._stop_analysis)
        self.analysis_status.setText(f"Simulating {self.samples} deals per card...")
        worker.launch(self.tasks)
        return True

    def _stop_analysis(self) -> None:
        worker = self.worker
        if worker is not None:
            worker.cancel()
            for signal in (worker.signals.play_judged, worker.signals.contract_judged,
                           worker.signals.failed, worker.signals.finished):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
            self.worker = None
            self.analysis_status.setText("Stopped.")
        self._analyse_button_idle()

    def _analyse_button_idle(self) -> None:
        self.analyse_button.setText("&Analyse my play")
        with contextlib.suppress(RuntimeError, TypeError):
            self.analyse_button.clicked.disconnect()
        self.analyse_button.clicked.connect(self.analyse)

    def _play_judged(self, verdict: PlayVerdict) -> None:
        self.verdicts.append(verdict)
        self.analysis_list.addItem(verdict.text)
        item = self.analysis_list.item(self.analysis_list.count() - 1)
        item.setData(Qt.ItemDataRole.UserRole, verdict.step)
        item.setToolTip("Click to see this card on the table.")
        self.analysis_status.setText(f"{len(self.verdicts)} of {self._total} cards judged...")

    def _contract_judged(self, verdict: ContractVerdict) -> None:
        self.contract_verdict = verdict
        suit = verdict.shown_suit()
        self.histogram.set_values(verdict.totals[suit], float(verdict.contract),
                                  f"Contract {verdict.contract}")
        self.contract_label.setText(verdict.text)
        self.contract_label.setToolTip(f"Trump shown: {suit_label(Suit(suit).name)}")

    def _analysis_failed(self, message: str) -> None:
        self.say(message, problem=True)

    def _analysis_done(self) -> None:
        self.worker = None
        self._analyse_button_idle()
        lost = sum(v.cost for v in self.verdicts if v.expert != v.played)
        if self.verdicts:
            agreed = sum(1 for v in self.verdicts if v.expert == v.played or v.choices <= 1)
            self.analysis_status.setText(
                f"Done: the Expert agreed with {agreed} of your {len(self.verdicts)} cards; "
                f"the others cost about {round(lost)} points in all.")
        elif not self.analysis_status.text().startswith("The computer"):
            self.analysis_status.setText("Done.")
        self.analysis_finished.emit()

    def _verdict_clicked(self, item: object) -> None:
        step = item.data(Qt.ItemDataRole.UserRole) if isinstance(item, QListWidgetItem) else None
        if isinstance(step, int):
            self.step_to(step)

    # -- files and replaying -------------------------------------------------------------------
    def export_hand(self, path: str | Path | None = None) -> bool:
        if self.hand_id is None or self.record is None:
            return False
        if path is None:
            stem = f"{self.record.variant} hand {self.record.hand_number + 1}"
            chosen, _ = QFileDialog.getSaveFileName(self, "Export hand",
                                                    f"{stem}.pinochle-hand", _FILTER)
            if not chosen:
                return False
            path = chosen
        try:
            self.db.export_hand_file(self.hand_id, path)
        except HistoryError as exc:
            self.say(str(exc), problem=True)
            return False
        except OSError as exc:
            self.say(f"The hand could not be written to {path} ({exc.strerror or exc}).",
                     problem=True)
            return False
        self.say(f"The hand is written to {path}.")
        return True

    def import_hand(self, path: str | Path | None = None) -> int | None:
        """Add the hand in ``path`` to the history and show it; its id, or None."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, "Import hand", "", _FILTER)
            if not chosen:
                return None
            path = chosen
        before = self.db.count_hands()
        try:
            hand_id = self.db.import_hand_file(path)
        except HistoryError as exc:
            self.say(str(exc), problem=True)
            return None
        self._fill_variants()
        self.hand_model.refresh()
        row = self.hand_model.row_of(hand_id)
        if row is not None:
            self.select_row(row)
        else:
            self.load_hand(hand_id)
        added = self.db.count_hands() > before
        self.say("The hand is imported." if added else
                 "That hand was already in your history; it is shown.")
        return hand_id

    def deal_again(self) -> State | None:
        """A new game of the same rules dealing exactly this hand's cards, same dealer."""
        if self.record is None or self.replay is None:
            return None
        record = self.record
        start = self.replay.state_at(0)
        try:
            hands = [parse_cards(h) for h in record.deal]
            if start.rules.style == "classic":
                up = parse_cards(record.up_card or "")
                return new_game(start.rules, seed=start.seed, deal=hands, dealer=record.dealer,
                                stock=parse_cards(record.stock) + up)
            return new_game(start.rules, seed=start.seed, deal=hands, dealer=record.dealer,
                            widow=parse_cards(record.widow))
        except ValueError as exc:
            self.say(f"This deal cannot be played again ({exc}).", problem=True)
            return None

    def request_replay(self) -> None:
        """Emit both replay signals for the hand shown (the lead connects one)."""
        state = self.deal_again()
        if state is None:
            return
        self.replay_deal_requested.emit(int(state.seed), state.rules.variant)
        self.replay_hand_requested.emit(state)
        self.say("A new game with this deal was asked for.")

    # -- messages ------------------------------------------------------------------------------
    def say(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(_PROBLEM_STYLE if problem else "")

    def closeEvent(self, event: object) -> None:
        self._stop_analysis()
        super().closeEvent(event)  # type: ignore[arg-type]
