"""The review window's Analysis tab: the coach's opinion of a hand's decisions and contract.

``AnalysisPanel(tasks, samples, workers)``: "Analyse my play" asks an
:class:`~.analysis_worker.AnalysisWorker` to judge every decision of the
person's the coach judges (bids and passes in the auction, trump, passed and
buried cards, cards), in hand order: what they did, its cost against the
Expert's choice, and the Expert's move and reason (one line each; clicking a
line emits ``step_requested(step)``). A line above them sums the hand up. It
also shows the simulated points the contract could make as a histogram. The
button stops a running analysis. ``finished`` is emitted when an analysis ends
(or there was nothing to analyse), ``failed(message)`` when it could not run,
``hand_costed(points, decisions)`` when a whole hand was judged.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.tasks import TaskService
from ...engine.cards import Suit
from ...storage import HandRecord
from ..words import QT_TRANSLATE_NOOP, plural, suit_label
from .analysis_worker import AnalysisWorker
from .charts import Histogram
from .hand_replay import HandReplay
from .play_analysis import (
    ContractVerdict,
    DecisionVerdict,
    contract_question,
    decision_questions,
    hand_cost,
    hand_summary,
)

_CONTRACT_HINT = QT_TRANSLATE_NOOP("Review", "The contract: points the hand could make.")

translate = QCoreApplication.translate


class AnalysisPanel(QWidget):
    """The analysis of one hand: a line per card played, the contract's histogram."""

    #: (step) show this move of the hand (a line of the analysis was clicked)
    step_requested = Signal(int)
    #: the analysis has finished (or there was nothing to analyse)
    finished = Signal()
    #: (message) the analysis failed
    failed = Signal(str)
    #: (points the decisions cost, decisions judged) the whole hand shown was judged
    hand_costed = Signal(float, int)

    def __init__(self, tasks: TaskService, samples: int, workers: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.samples = samples
        self.workers = workers
        #: the least cost worth counting, in points (the person's coach setting; None:
        #: the coach's default)
        self.threshold: float | None = None
        self.worker: AnalysisWorker | None = None
        self.verdicts: list[DecisionVerdict] = []
        self.contract_verdict: ContractVerdict | None = None
        self._total = 0
        #: the computer played every seat: only the contract is analysed (said once)
        self._only_contract = False
        self._hand: tuple[HandReplay, HandRecord] | None = None
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        top = QHBoxLayout()
        self.analyse_button = QPushButton(translate("Review", "&Analyse my play"))
        self.analyse_button.setToolTip(translate(
            "Review", "For every bid, trump, pass, bury and card of yours, ask the Expert what "
            "it would have done and what the difference cost, by simulating the unseen "
            "cards."))
        self.analyse_button.clicked.connect(self.analyse)
        top.addWidget(self.analyse_button)
        self.analysis_status = QLabel("")
        self.analysis_status.setWordWrap(True)
        top.addWidget(self.analysis_status, 1)
        left.addLayout(top)
        self.summary_label = QLabel("")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.summary_label.font()
        font.setBold(True)
        self.summary_label.setFont(font)
        left.addWidget(self.summary_label)
        self.analysis_list = QListWidget()
        self.analysis_list.setAccessibleName(translate("Review", "Analysis of your decisions"))
        self.analysis_list.setWordWrap(True)
        # long lines wrap to the width left beside the scroll bar, again at every resize
        self.analysis_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.analysis_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.analysis_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.analysis_list.setAlternatingRowColors(True)  # long lines: each stands apart
        self.analysis_list.itemClicked.connect(self._verdict_clicked)
        left.addWidget(self.analysis_list, 1)
        layout.addLayout(left, 3)
        right = QVBoxLayout()
        self.contract_label = QLabel(translate("Review", _CONTRACT_HINT))
        self.contract_label.setWordWrap(True)
        right.addWidget(self.contract_label)
        self.histogram = Histogram()
        self.histogram.setToolTip(translate(
            "Review", "How many points the bidder's side made in each simulated deal, with the "
            "contract marked. Red bars fell short."))
        self.histogram.setAccessibleName(translate("Review", "Simulated points of the contract"))
        right.addWidget(self.histogram, 1)
        layout.addLayout(right, 2)

    def set_hand(self, replay: HandReplay | None, record: HandRecord | None) -> None:
        """The hand to analyse (None: none; the button is off): stops and clears."""
        self.stop()
        self._hand = (replay, record) if replay is not None and record is not None else None
        self.analyse_button.setEnabled(self._hand is not None)
        self.reset()

    def reset(self) -> None:
        self.verdicts = []
        self.contract_verdict = None
        self.analysis_list.clear()
        self.summary_label.setText("")
        self.histogram.set_values([])
        self.contract_label.setText(translate("Review", _CONTRACT_HINT))
        self.analysis_status.setText("")

    def analysis_lines(self) -> list[str]:
        return [self.analysis_list.item(i).text() for i in range(self.analysis_list.count())]

    def analyse(self) -> bool:
        """Start the analysis of the hand in a worker; False if there is nothing to do."""
        if self._hand is None:
            return False
        replay, record = self._hand
        self.stop()
        self.reset()
        seat = record.human_seat
        plays = decision_questions(replay, seat) if seat is not None else []
        contract = contract_question(replay)
        if not plays and contract is None:
            self.analysis_status.setText(translate(
                "Review", "There is nothing to analyse in this hand: no card played by you and "
                "no contract."))
            self.finished.emit()
            return False
        self._only_contract = seat is None
        if seat is None:
            self.analysis_status.setText(translate(
                "Review", "The computer played every seat; only the contract is analysed."))
        worker = AnalysisWorker(plays, contract, self.samples, self.workers, self.threshold)
        worker.signals.decision_judged.connect(self._decision_judged)
        worker.signals.contract_judged.connect(self._contract_judged)
        worker.signals.failed.connect(self.failed)
        worker.signals.finished.connect(self._done)
        self.worker = worker
        self._total = len(plays)
        self.analyse_button.setText(translate("Review", "&Stop"))
        self.analyse_button.clicked.disconnect()
        self.analyse_button.clicked.connect(self.stop)
        self.analysis_status.setText(translate(
            "Review", "Simulating {deals} deals per decision...").format(deals=self.samples))
        worker.launch(self.tasks)
        return True

    def stop(self) -> None:
        """Stop a running analysis (its late answers are dropped)."""
        worker = self.worker
        if worker is not None:
            worker.cancel()
            for signal in (worker.signals.decision_judged, worker.signals.contract_judged,
                           worker.signals.failed, worker.signals.finished):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
            self.worker = None
            self.analysis_status.setText(translate("Review", "Stopped."))
        self._button_idle()

    def _button_idle(self) -> None:
        self.analyse_button.setText(translate("Review", "&Analyse my play"))
        with contextlib.suppress(RuntimeError, TypeError):
            self.analyse_button.clicked.disconnect()
        self.analyse_button.clicked.connect(self.analyse)

    def _decision_judged(self, verdict: DecisionVerdict) -> None:
        self.verdicts.append(verdict)
        self.analysis_list.addItem(verdict.text)
        item = self.analysis_list.item(self.analysis_list.count() - 1)
        item.setData(Qt.ItemDataRole.UserRole, verdict.step)
        item.setToolTip(translate("Review", "Click to see this move on the table."))
        self.analysis_status.setText(translate(
            "Review", "{judged} of {total} decisions judged...").format(
                judged=len(self.verdicts), total=self._total))

    def _contract_judged(self, verdict: ContractVerdict) -> None:
        self.contract_verdict = verdict
        suit = verdict.shown_suit()
        self.histogram.set_values(verdict.totals[suit], float(verdict.contract),
                                  translate("Review", "Contract {amount}").format(
                                      amount=verdict.contract))
        self.contract_label.setText(verdict.text)
        self.contract_label.setToolTip(translate("Review", "Trump shown: {suit}").format(
            suit=suit_label(Suit(suit).name)))

    def _done(self) -> None:
        self.worker = None
        self._button_idle()
        if self.verdicts:
            judged = len(self.verdicts)  # a plain name: lupdate drops a call whose number is not
            agreed = sum(1 for v in self.verdicts if not v.costs())
            self.summary_label.setText(hand_summary(self.verdicts))
            self.analysis_status.setText(plural(translate(
                "Review", "Done: %n decision(s) judged; {agreed} cost nothing worth "
                "counting.", None, judged), judged).format(agreed=agreed))
            if judged == self._total:
                self.hand_costed.emit(hand_cost(self.verdicts), judged)
        elif not self._only_contract:
            self.analysis_status.setText(translate("Review", "Done."))
        self.finished.emit()

    def _verdict_clicked(self, item: object) -> None:
        step = item.data(Qt.ItemDataRole.UserRole) if isinstance(item, QListWidgetItem) else None
        if isinstance(step, int):
            self.step_requested.emit(step)
