"""View > Review hands: the hand history, a face-up replay of any hand, and its analysis.

Left: the list of past hands with filters (dates, variant, made or set, only
the contracts you bid), import and export of one hand, and "Play this deal
again". Right: the table with every hand face up, stepped forward and back
through bidding, passing, meld and every card (or straight to trick N), the
list of moves, the tricks with their points, and the analysis: for each
decision of yours the coach judges, the Expert's choice and what the
difference cost, and the simulated points the contract could make.

``ReviewWindow(db, preferences=prefs)`` draws the cards and the cloth as the
player's settings say (and follows them when they change); connect
``replay_deal_requested(seed, variant)`` (the deal number of the game the hand
came from) or ``replay_hand_requested(state)`` (a new game dealing exactly these
cards) to start a game.

The window composes parts with one job each: the list of hands and its
filters (:mod:`.review_list`), the replay with its step controls, moves and
tricks (:mod:`.review_replay`), the analysis tab (:mod:`.review_analysis`), and
the files and replays (:mod:`.review_files`). It owns the hand shown and
passes it to them. Its words are translated (context ``Review``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSplitter, QWidget

from ...ai.tasks import TaskService
from ...engine import State
from ...storage import HandRecord, HistoryDB, HistoryError
from ...storage import settings as S
from ..engine_text import error_text
from ..preferences import Preferences
from ..screen_fit import fit_to_screen, size_from_screen
from ..table.card_art import CardRenderer
from ..tasks import gui_tasks
from .analysis import AnalysisPanel
from .analysis_worker import AnalysisWorker
from .files import (
    HandFileProblem,
    ask_export_path,
    ask_import_path,
    deal_again,
    export_hand,
    import_hand,
)
from .hand_list import HandListPanel
from .hand_replay import HandReplay
from .play_analysis import ContractVerdict, DecisionVerdict
from .replay import ReplayPanel
from .replay_scene import ReplayScene

_PROBLEM_STYLE = "color: #b3261e;"

translate = QCoreApplication.translate


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
        self.setWindowTitle(translate("Review", "Review hands"))
        self.db = db
        self.samples = samples
        self.workers = workers
        #: where the analysis runs (the app's task service; one of its own if none)
        self.tasks = tasks if tasks is not None else gui_tasks()
        #: the hand shown (its replay, its record, its id in the history)
        self.replay: HandReplay | None = None
        self.record: HandRecord | None = None
        self.hand_id: int | None = None
        self.scene = ReplayScene(renderer)
        self.prefs = preferences
        if preferences is not None:
            self._show_styles()
            preferences.changed.connect(self._setting_changed)
        self.hands = HandListPanel(db)
        self.hands.hand_chosen.connect(self.load_hand)
        self.hands.filters_changed.connect(self.apply_filters)
        self.hands.import_button.clicked.connect(lambda: self.import_hand())
        self.hands.export_button.clicked.connect(lambda: self.export_hand())
        self.hands.replay_button.clicked.connect(self.request_replay)
        self.hands.expert_button.clicked.connect(self.replay_with_expert)
        self.table = ReplayPanel(self.scene)
        self.table.problem.connect(lambda text: self.say(text, problem=True))
        self.analysis = AnalysisPanel(self.tasks, samples, workers)
        if preferences is not None:  # a decision costs what the coach would warn about
            self.analysis.threshold = float(preferences.coach_threshold)
        self.analysis.step_requested.connect(self.step_to)
        self.analysis.failed.connect(lambda text: self.say(text, problem=True))
        self.analysis.finished.connect(self.analysis_finished)
        self.analysis.hand_costed.connect(self._keep_cost)
        self.table.tabs.addTab(self.analysis, translate("Review", "Analysis"))
        self._name_parts()
        self.splitter = splitter = QSplitter()
        splitter.addWidget(self.hands)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(1, 1)
        self.setCentralWidget(splitter)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("Review", "Message"))
        self.statusBar().addWidget(self.status, 1)
        QShortcut(QKeySequence("Right"), self, self.table.step_forward)
        QShortcut(QKeySequence("Left"), self, self.table.step_back)
        QShortcut(QKeySequence("Home"), self, lambda: self.step_to(0))
        QShortcut(QKeySequence("End"), self, self.table.step_to_end)
        # sized from the screen it opens on: most of it, the list a third of the width
        size_from_screen(self, 0.9)
        hands = max(self.hands.minimumSizeHint().width(), self.width() // 3)
        splitter.setSizes([hands, max(1, self.width() - hands)])
        self.hands.count_changed()
        self._show_nothing()
        if self.hand_model.rowCount():
            self.hands.select_row(0)

    def _name_parts(self) -> None:
        """The parts' models and widgets under the names the window has always had."""
        hands, table, analysis = self.hands, self.table, self.analysis
        self.hand_model, self.hand_view = hands.model, hands.view
        self.count_label = hands.count_label
        self.since_box, self.since_edit = hands.since_box, hands.since_edit
        self.until_box, self.until_edit = hands.until_box, hands.until_edit
        self.variant_combo, self.result_combo = hands.variant_combo, hands.result_combo
        self.mine_box = hands.mine_box
        self.import_button, self.export_button = hands.import_button, hands.export_button
        self.replay_button, self.expert_button = hands.replay_button, hands.expert_button
        self.step_model, self.trick_model = table.step_model, table.trick_model
        self.view, self.tabs, self.info_label = table.view, table.tabs, table.info_label
        self.step_view, self.trick_view = table.step_view, table.trick_view
        self.first_button, self.back_button = table.first_button, table.back_button
        self.forward_button, self.last_button = table.forward_button, table.last_button
        self.slider, self.step_label = table.slider, table.step_label
        self.trick_spin, self.trick_button = table.trick_spin, table.trick_button
        self.analyse_button = analysis.analyse_button
        self.analysis_status, self.analysis_list = analysis.analysis_status, analysis.analysis_list
        self.contract_label, self.histogram = analysis.contract_label, analysis.histogram

    # -- the parts' state ---------------------------------------------------------------------
    @property
    def current_step(self) -> int:
        return self.table.current_step

    @property
    def worker(self) -> AnalysisWorker | None:
        return self.analysis.worker

    @property
    def verdicts(self) -> list[DecisionVerdict]:
        return self.analysis.verdicts

    @property
    def contract_verdict(self) -> ContractVerdict | None:
        return self.analysis.contract_verdict

    # -- the player's settings --------------------------------------------------------------------
    def _show_styles(self) -> None:
        prefs = self.prefs
        if prefs is not None:
            self.scene.set_styles(prefs.face_style, prefs.back_style, prefs.table_color)

    def _setting_changed(self, key: str, _value: object) -> None:
        if key in (S.CARD_STYLE.key, S.CARD_BACK.key, S.TABLE_COLOR.key):
            self._show_styles()
        elif key == S.COACH_THRESHOLD.key and self.prefs is not None:
            self.analysis.threshold = float(self.prefs.coach_threshold)

    # -- the list ----------------------------------------------------------------------------------
    def apply_filters(self) -> None:
        if not self.hands.select_hand(self.hand_id):
            self._show_nothing()

    def select_row(self, row: int) -> None:
        self.hands.select_row(row)

    # -- the hand shown ------------------------------------------------------------------------
    def load_hand(self, hand_id: int) -> bool:
        """Show hand ``hand_id`` at the deal; False (with the reason shown) if it can't be."""
        if hand_id == self.hand_id and self.replay is not None:
            return True
        self.analysis.stop()
        try:
            record = self.db.get_hand(hand_id)
            start, actions = self.db.replay(hand_id)
        except HistoryError as exc:
            self._show_nothing(error_text(exc))
            self.hand_id = hand_id
            return False
        self.hand_id = hand_id
        self.record = record
        self.replay = HandReplay(start, actions, [s.name for s in record.seats])
        self.table.show_hand(self.replay, record)
        for widget in (self.export_button, self.replay_button, self.expert_button):
            widget.setEnabled(True)
        self.analysis.set_hand(self.replay, record)
        self.say("")
        return True

    def _show_nothing(self, message: str = "") -> None:
        self.replay = None
        self.record = None
        self.hand_id = None
        self.table.show_nothing(message)
        for widget in (self.export_button, self.replay_button, self.expert_button):
            widget.setEnabled(False)
        self.analysis.set_hand(None, None)
        self.say(message, problem=bool(message))

    # -- stepping ------------------------------------------------------------------------------
    def current_state(self) -> State | None:
        """The engine position on show (do not change it)."""
        return self.table.current_state()

    def step_to(self, number: int) -> None:
        self.table.step_to(number)

    def step_forward(self) -> None:
        self.table.step_forward()

    def step_back(self) -> None:
        self.table.step_back()

    def step_to_end(self) -> None:
        self.table.step_to_end()

    def jump_to_trick(self, trick: int) -> bool:
        """Show trick ``trick`` (1-based) complete, all its cards on the table."""
        return self.table.jump_to_trick(trick)

    # -- analysis ------------------------------------------------------------------------------
    def analysis_lines(self) -> list[str]:
        return self.analysis.analysis_lines()

    def analyse(self) -> bool:
        """Start the analysis of the hand shown in a worker; False if there is nothing to do."""
        return self.analysis.analyse()

    # -- files and replaying -------------------------------------------------------------------
    def export_hand(self, path: str | Path | None = None) -> bool:
        if self.hand_id is None or self.record is None:
            return False
        if path is None:
            path = ask_export_path(self, self.record)
            if path is None:
                return False
        try:
            self.say(export_hand(self.db, self.hand_id, path))
        except HandFileProblem as exc:
            self.say(str(exc), problem=True)
            return False
        return True

    def import_hand(self, path: str | Path | None = None) -> int | None:
        """Add the hand in ``path`` to the history and show it; its id, or None."""
        if path is None:
            path = ask_import_path(self)
            if path is None:
                return None
        try:
            hand_id, message = import_hand(self.db, path)
        except HandFileProblem as exc:
            self.say(str(exc), problem=True)
            return None
        self.hands.fill_variants()
        self.hand_model.refresh()
        row = self.hand_model.row_of(hand_id)
        if row is not None:
            self.hands.select_row(row)
        else:
            self.load_hand(hand_id)
        self.say(message)
        return hand_id

    def deal_again(self) -> State | None:
        """A new game of the same rules dealing exactly this hand's cards, same dealer."""
        if self.record is None or self.replay is None:
            return None
        try:
            return deal_again(self.record, self.replay.state_at(0))
        except HandFileProblem as exc:
            self.say(str(exc), problem=True)
            return None

    def request_replay(self) -> None:
        """Emit both replay signals for the hand shown (the lead connects one)."""
        state = self.deal_again()
        if state is None:
            return
        self.replay_deal_requested.emit(int(state.seed), state.rules.variant)
        self.replay_hand_requested.emit(state)
        self.say(translate("Review", "A new game with this deal was asked for."))

    def replay_with_expert(self) -> None:
        """The Expert plays the hand shown in the person's seat; both results side by side."""
        from ..challenge import replay_review_hand

        if self.record is not None and self.replay is not None:
            problem = replay_review_hand(self, self.tasks, self.record, self.replay)
            if problem:
                self.say(problem, problem=True)

    # -- messages ------------------------------------------------------------------------------
    def _keep_cost(self, points: float, decisions: int) -> None:
        """Keep the analysis figure of the hand shown for Statistics (a problem is said)."""
        if self.hand_id is None:
            return
        try:
            self.db.record_cost(self.hand_id, points, decisions)
        except HistoryError as exc:
            self.say(error_text(exc), problem=True)

    def say(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(_PROBLEM_STYLE if problem else "")

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_screen(self)  # the screen it opens on may not be the one it was sized for

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the window, as it closes a dialog (a field that uses Esc keeps it)."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: object) -> None:
        self.analysis.stop()
        super().closeEvent(event)  # type: ignore[arg-type]
