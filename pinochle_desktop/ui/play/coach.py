"""The coach at the table: before a person's move is applied, the Expert's own
evaluation (:mod:`...ai.coach`) judges it off the GUI thread; a move that costs
points is held back with a question, every other move goes through as soon as
the judge has answered.

:class:`Coach` belongs to the controller: :meth:`Coach.wants` says whether a move
is to be judged, :meth:`Coach.judge` asks the task service (in a worker process,
so the table keeps the interpreter lock) and answers through ``cleared`` (apply
it) or ``warned`` (ask the person). :class:`CoachPrompt` is the question: a
window-modal message box, opened without blocking, with "Take it back" and
"Play it anyway" (keyboard: Escape takes it back), every part with an
accessible name.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...ai.coach import CoachOptions, Verdict, is_judged, judge
from ...ai.policy.reasons import action_words
from ...ai.tasks import Outcome, TaskService, Ticket
from ...engine import Action, Observation
from ...storage import settings as keys
from ..engine_text import engine_text

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: the longest the coach may hold a move: after this the move goes through unjudged, s
JUDGE_TIMEOUT = 5.0


@dataclass(frozen=True)
class CoachWarning:
    """A held-back move and what the coach says about it."""

    #: the move count when the move was made (a warning for another position is stale)
    position: int
    action: Action
    verdict: Verdict
    #: the words to show: why it costs, and what the Expert would do instead
    text: str


def warning_text(verdict: Verdict, obs: Observation) -> str:
    """The coach's words: why this move costs, and what the Expert would do and why."""
    why = engine_text(verdict.why)
    instead = engine_text(verdict.reason) if verdict.reason else engine_text(
        action_words(verdict.better, obs))
    return translate("Coach", "{why}\n\nThe Expert would rather: {instead}").format(
        why=why, instead=instead)


def _judge(obs: Observation, action: Action, options: CoachOptions) -> Verdict | None:
    """Runs in a worker process: the verdict worth a warning, or None."""
    return judge(obs, action, options)


def _warm_up() -> bool:
    """Import the judge in the worker process before the first move is judged."""
    from ...ai import coach  # noqa: F401

    return True


class Coach(QObject):
    """Judges the person's moves before they are applied (when switched on)."""

    #: (position, Action) the move may be applied: no warning, or the judge could not answer
    cleared = Signal(int, object)
    #: (CoachWarning) the move costs: ask the person
    warned = Signal(object)

    def __init__(self, tasks: TaskService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        #: this game is coached (New Game's "Coach me")
        self.enabled = False
        self.options = CoachOptions()
        #: the move held back by a warning, waiting for the person's answer
        self.pending: CoachWarning | None = None
        self._ticket: Ticket | None = None
        self._asked: tuple[int, Action] | None = None

    @property
    def busy(self) -> bool:
        """A move is being judged or waits for the person's answer."""
        return self._asked is not None or self.pending is not None

    def set_threshold(self, points: int) -> None:
        """Warn at an expected cost of at least ``points`` (kept within the setting's range)."""
        low, high = keys.COACH_THRESHOLD.minimum or 0, keys.COACH_THRESHOLD.maximum or 1000
        points = max(low, min(high, int(points)))
        self.options = dataclasses.replace(self.options, threshold=float(points))

    def wants(self, phase: str, action: Action, choices: int) -> bool:
        """Whether ``action`` (one of ``choices`` legal moves in ``phase``) is judged
        before it is applied."""
        return self.enabled and choices > 1 and is_judged(phase, action.kind)

    def warm_up(self) -> None:
        """Start the judge's worker process now, so the first move waits for no start-up."""
        self.tasks.warm_up(_warm_up)

    def judge(self, position: int, obs: Observation, action: Action) -> None:
        """Judge ``action`` off the GUI thread; ``cleared`` or ``warned`` follows."""
        self.cancel()
        asked = (position, action)
        self._asked = asked

        def done(outcome: Outcome) -> None:
            if self._asked != asked:
                return  # cancelled meanwhile (a new game, an undo)
            self._asked = None
            verdict = outcome.value if outcome.error is None else None
            if outcome.error is not None:
                log.warning("the coach could not judge a move: %s", outcome.message)
            if not isinstance(verdict, Verdict):
                self.cleared.emit(position, action)
                return
            self.pending = CoachWarning(position, action, verdict, warning_text(verdict, obs))
            self.warned.emit(self.pending)

        self._ticket = self.tasks.run(_judge, obs, action, self.options, on_done=done,
                                      where="process", lane="coach", timeout=JUDGE_TIMEOUT)

    def answer(self, play_anyway: bool) -> CoachWarning | None:
        """The person's answer to the warning: the warning whose move is to be applied,
        or None (taken back, or nothing was waiting)."""
        pending, self.pending = self.pending, None
        return pending if play_anyway else None

    def cancel(self) -> None:
        """Forget the move being judged and any warning waiting for an answer."""
        if self._ticket is not None:
            self._ticket.cancel()
        self._ticket = None
        self._asked = None
        self.pending = None


class CoachPrompt(QObject):
    """Shows the coach's warning and hands the person's answer to the controller."""

    #: (QMessageBox) the question was shown (tests and screenshots find it here)
    shown = Signal(object)

    def __init__(self, controller: QObject, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window = parent
        self.box: QMessageBox | None = None
        controller.coach_warned.connect(self.ask)  # type: ignore[attr-defined]
        controller.reset.connect(self.close)  # type: ignore[attr-defined]

    def ask(self, warning: CoachWarning) -> None:
        self.close()
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("Coach", "The coach"))
        box.setText(translate("Coach", "Are you sure? This move is likely to cost you."))
        box.setInformativeText(warning.text)
        box.setAccessibleName(translate("Coach", "The coach's warning"))
        box.setAccessibleDescription(warning.text)
        back = box.addButton(translate("Coach", "&Take it back"),
                             QMessageBox.ButtonRole.RejectRole)
        back.setAccessibleName(translate("Coach", "Take the move back"))
        anyway = box.addButton(translate("Coach", "&Play it anyway"),
                               QMessageBox.ButtonRole.AcceptRole)
        anyway.setAccessibleName(translate("Coach", "Play the move anyway"))
        box.setDefaultButton(back)
        box.setEscapeButton(back)
        box.finished.connect(lambda _=0: self._answered(box, box.clickedButton() is anyway))
        self.box = box
        box.open()
        self.shown.emit(box)

    def _answered(self, box: QMessageBox, play_anyway: bool) -> None:
        if self.box is not box:
            return
        self.box = None
        box.deleteLater()
        self.controller.coach_answer(play_anyway)  # type: ignore[attr-defined]

    def close(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.done(0)
            box.deleteLater()
