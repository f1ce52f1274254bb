"""Running the hand analysis off the GUI thread, one verdict at a time.

An :class:`AnalysisWorker` is a ``QRunnable`` for a ``QThreadPool``. Its
results arrive through :class:`AnalysisSignals`, an object living on the GUI
thread, so every slot runs there (Anki's taskman: "on_done will be called on
the main thread"). With ``workers > 0`` the searches run in the Expert's
worker processes (``ai.workers``) and this thread only waits, leaving the
interpreter to the window; with 0 they run on this thread (tests).
:meth:`AnalysisWorker.cancel` stops it between two verdicts.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from .play_analysis import (
    ContractQuestion,
    PlayQuestion,
    judge_contract,
    judge_play,
)

log = logging.getLogger(__name__)

#: workers started and not yet finished: kept alive here, so closing the window that
#: started one (and dropping its reference) never frees it while its thread runs
_LIVE: set[AnalysisWorker] = set()


class AnalysisSignals(QObject):
    #: (PlayVerdict) one card judged
    play_judged = Signal(object)
    #: (ContractVerdict) the contract simulated
    contract_judged = Signal(object)
    #: the analysis ended (finished or cancelled)
    finished = Signal()
    #: (message) it failed; the message is for people
    failed = Signal(str)


class AnalysisWorker(QRunnable):
    """Judges each question in turn; emits a verdict as soon as it is known."""

    def __init__(self, plays: list[PlayQuestion], contract: ContractQuestion | None,
                 samples: int, workers: int = 0) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.plays = plays
        self.contract = contract
        self.samples = max(1, samples)
        self.workers = workers
        self.signals = AnalysisSignals()
        self._stop = threading.Event()

    def launch(self, pool: QThreadPool) -> None:
        """Start on ``pool``; the worker stays alive until it has finished."""
        _LIVE.add(self)
        pool.start(self)

    def cancel(self) -> None:
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        try:
            if self.contract is not None and not self.cancelled:
                self.signals.contract_judged.emit(
                    judge_contract(self.contract, self.samples))
            for question in self.plays:
                if self.cancelled:
                    break
                self.signals.play_judged.emit(judge_play(question, self.samples, self.workers))
        except Exception as exc:  # the search must never take the window down
            log.exception("hand analysis failed")
            self.signals.failed.emit(f"The analysis could not finish ({exc}).")
        finally:
            self.signals.finished.emit()
            _LIVE.discard(self)
