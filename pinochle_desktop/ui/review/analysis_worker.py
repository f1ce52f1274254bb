"""Running the hand analysis off the GUI thread, one verdict at a time: the contract's
simulation, then every decision the coach judges (``decisions``: bids and passes in the
auction, trump, passed and buried cards, cards).

An :class:`AnalysisWorker` is work for the task service (``ai.tasks``): it runs
on the service's "analysis" lane, which keeps it alive until it ends. Its
verdicts arrive through :class:`AnalysisSignals`, an object living on the GUI
thread, so every slot runs there; ``finished`` (and ``failed``) come as the
task's answer. With ``workers > 0`` the searches run in the service's search
pool (the Expert's worker processes) and the thread only waits, leaving the
interpreter to the window; with 0 they run on the thread (tests).
:meth:`AnalysisWorker.cancel` stops it between two verdicts.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...ai.tasks import Outcome, TaskService
from .play_analysis import (
    ContractQuestion,
    DecisionQuestion,
    judge_contract,
    judge_decision,
)

log = logging.getLogger(__name__)


class AnalysisSignals(QObject):
    #: (DecisionVerdict) one decision judged by the coach
    decision_judged = Signal(object)
    #: (ContractVerdict) the contract simulated
    contract_judged = Signal(object)
    #: the analysis ended (finished or cancelled)
    finished = Signal()
    #: (message) it failed; the message is for people
    failed = Signal(str)


class AnalysisWorker:
    """Judges each question in turn; emits a verdict as soon as it is known."""

    def __init__(self, decisions: list[DecisionQuestion], contract: ContractQuestion | None,
                 samples: int, workers: int = 0, threshold: float | None = None) -> None:
        """``threshold``: the least cost worth counting (the person's coach setting)."""
        self.decisions = list(decisions)
        self.threshold = threshold
        self.contract = contract
        self.samples = max(1, samples)
        self.workers = workers
        self.signals = AnalysisSignals()
        self._stop = threading.Event()
        self._tasks: TaskService | None = None

    def launch(self, tasks: TaskService) -> None:
        """Start on ``tasks``' analysis lane; ``finished`` arrives when it has ended."""
        self._tasks = tasks
        tasks.run(self.run, on_done=self._done, lane="analysis")

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        pool = self._tasks.search_pool if self._tasks is not None and self.workers > 0 else None
        if self.contract is not None and not self.cancelled:
            self.signals.contract_judged.emit(judge_contract(self.contract, self.samples))
        for decision in self.decisions:
            if self.cancelled:
                break
            self.signals.decision_judged.emit(
                judge_decision(decision, self.samples, self.workers, pool, self.threshold))

    def _done(self, outcome: Outcome) -> None:
        if outcome.error is not None:  # the search must never take the window down
            log.error("hand analysis failed: %s", outcome.trace or outcome.message)
            self.signals.failed.emit(QCoreApplication.translate(
                "Review", "The analysis could not finish ({problem}).").format(
                    problem=outcome.error))
        self.signals.finished.emit()
