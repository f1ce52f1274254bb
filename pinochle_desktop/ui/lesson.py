"""Help > Learn to Play: a first lesson per variant, taken at the real table.

:class:`Lessons` is the main window's part for it: it asks first if a game in
progress would be lost (as New Game does), offers the lessons in a small
chooser (:class:`LessonChooser`), and puts the chosen one on the table as a
:class:`LessonRun`.

A run deals the lesson's prepared hand (:mod:`..ai.lessons`) with its seeded
computer players, and follows the table: after every move it looks, from the
person's observation, for the lesson's steps that have come (the person's first
bid, trump named, the meld shown...) and shows each in the
:class:`~.lesson_panel.LessonPanel` beside the table, announced to a screen
reader as the table's own messages are. A step that comes while the computer
players move holds the table (the controller is paused) until the person presses
Continue. At each of the person's turns the hint's adviser (:class:`~.play.hint.Adviser`,
the one Game > Hint asks) decides on the task service, off the GUI thread, and its
decision is shown with the reason the player gives; Follow the Suggestion makes
that move. The lesson ends when the hand is
scored, with its closing words, and can be left at any time: the game on the
table then goes on as a normal game. While it runs no card is taken back and
nobody claims the rest, so every trick is played.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from ..ai.base import Decision
from ..ai.lessons import LESSONS, TRIGGERS, TURN_STEPS, Lesson, due_steps
from ..engine import Phase
from .lesson_panel import LessonPanel
from .lesson_text import lesson_summary, lesson_title, step_words
from .play.config import GameConfig, SeatConfig, default_names
from .play.every_card import Saved, give_back, play_every_card, undo_and_claims
from .play.hint import Adviser, explain

if TYPE_CHECKING:
    from ..ai.tasks import Outcome, Ticket
    from .announce import Announcer
    from .play.controller import GameController
    from .play.game_table import GameTable
    from .preferences import Preferences

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: the key that brings the keyboard to the lesson's panel from the table
PANEL_KEY = "Ctrl+4"
#: the share of its side's height the panel takes from a dock beside it (the trick log)
SHARE_OF_SIDE = 0.65


class LessonGames(Protocol):
    """What a lesson needs of the window's games (``window_games.GameActions``)."""

    prefs: Preferences

    @property
    def controller(self) -> GameController: ...
    def start_game(self, config: GameConfig) -> None: ...
    def may_abandon(self) -> bool: ...


class LessonHost(Protocol):
    """What a lesson needs of the main window: its games, its table, its voice."""

    @property
    def games(self) -> LessonGames: ...
    @property
    def table(self) -> GameTable: ...
    @property
    def announcer(self) -> Announcer: ...


class LessonRun(QObject):
    """One lesson on the window's table, from its deal to the end of the hand."""

    #: (step) a step of the lesson is on the panel
    step_shown = Signal(str)
    #: (words) the suggested move for the person's turn is on the panel
    advice_shown = Signal(str)
    #: () the hand is scored: the closing words are on the panel
    finished = Signal()
    #: () the lesson was left (its button, another game put on the table)
    ended = Signal()

    def __init__(self, lesson: Lesson, host: LessonHost, panel: LessonPanel,
                 parent: QObject | None = None, *, others: str | None = None) -> None:
        """``others``: another level than the lesson's own around the person (tests)."""
        super().__init__(parent)
        self.lesson = lesson
        self.host = host
        self.panel = panel
        self._others = others
        #: what suggests the person's moves: the hint's own adviser (made with the table's
        #: game, so its searches use the app's worker processes)
        self._adviser: Adviser | None = None
        #: the steps shown so far, in order, and those waiting their turn on the panel
        self.shown: list[str] = []
        self._queue: list[str] = []
        #: the table waits for Continue
        self.waiting = False
        self.active = False
        self.done = False
        self._dealing = False
        self._saved: Saved | None = None
        #: the position (moves made) the suggestion was asked for, its ticket and move
        self._asked = -1
        self._ticket: Ticket | None = None
        self.suggestion: Decision | None = None

    @property
    def controller(self) -> GameController:
        return self.host.games.controller

    # -- starting and leaving --------------------------------------------------------------
    def start(self) -> None:
        """Deal the lesson's hand on the table and show its first step."""
        lesson, games = self.lesson, self.host.games
        rules = lesson.rules
        names = default_names(rules.num_players, games.prefs.player_name)
        seats = [SeatConfig(names[s], None if s == lesson.seat else lesson.others)
                 for s in range(rules.num_players)]
        config = GameConfig(variant=lesson.variant, seats=seats, seed=lesson.seed, rules=rules)
        self._dealing = True
        try:
            games.start_game(config)
        finally:
            self._dealing = False
        c = self.controller
        c.players.update(lesson.players(self._others))  # seeded from the lesson
        self._saved = undo_and_claims(c)
        play_every_card(c)
        self.active = True
        c.state_changed.connect(self._follow_table)
        c.reset.connect(self._on_reset)
        c.dealt.connect(self._on_dealt)
        self.panel.reset()
        self.panel.setWindowTitle(translate("Lesson", "Lesson: {game}").format(
            game=lesson_title(lesson)))
        self.panel.continued.connect(self.go_on)
        self.panel.follow.connect(self.follow)
        self.panel.left.connect(self.leave)
        self.panel.show()
        self.panel.raise_()
        self._fit_panel()
        QTimer.singleShot(0, self, self._fit_panel)  # again once the window is laid out
        self._follow_table()

    def _fit_panel(self) -> None:
        """The panel as wide as it should be beside the table (:meth:`LessonPanel.width_for`),
        and most of the height of its side when another dock shares it (the trick log)."""
        window, panel = self.panel.parentWidget(), self.panel
        area = window.dockWidgetArea(panel) if isinstance(window, QMainWindow) else None
        if not isinstance(window, QMainWindow) or panel.isFloating() or area not in (
                Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea):
            return
        window.resizeDocks([panel], [panel.width_for(window.width())],
                           Qt.Orientation.Horizontal)
        beside = [dock for dock in window.findChildren(QDockWidget)
                  if dock is not panel and dock.isVisible() and not dock.isFloating()
                  and window.dockWidgetArea(dock) == area]
        table = window.centralWidget()
        if beside and table is not None:
            height = table.height()
            rest = round(height * (1 - SHARE_OF_SIDE) / len(beside))
            window.resizeDocks([panel, *beside], [height - rest * len(beside)]
                               + [rest] * len(beside), Qt.Orientation.Vertical)

    def leave(self) -> None:
        """End the lesson now: the table goes on as a normal game."""
        if not self.active:
            return
        self.active = False
        c = self.controller
        for signal, slot in ((c.state_changed, self._follow_table), (c.reset, self._on_reset),
                             (c.dealt, self._on_dealt), (self.panel.continued, self.go_on),
                             (self.panel.follow, self.follow), (self.panel.left, self.leave)):
            signal.disconnect(slot)
        self._restore()
        if self._ticket is not None:
            self._ticket.cancel()
        self.panel.hide()
        self._to_table()
        self.ended.emit()

    def _restore(self) -> None:
        """Undo and claims as they were; the table moves again."""
        c = self.controller
        if self._saved is not None:
            give_back(c, self._saved)
            self._saved = None
        self._queue.clear()
        if self.waiting or c.paused:
            self.waiting = False
            c.set_paused(False)

    def _on_reset(self) -> None:
        """Another game was put on the table (New Game, Open, a card taken back)."""
        if not self._dealing:
            self.leave()

    def _on_dealt(self, _dealer: int, _hand: int) -> None:
        """The next hand, once the lesson's is over: the lesson closes."""
        if self.done:
            self.leave()

    # -- following the table -----------------------------------------------------------------
    def _follow_table(self) -> None:
        """After every move: the steps that have come, and a suggestion at the person's turn."""
        c = self.controller
        if not self.active or self.done or not c.has_game():
            return
        obs = c.observation()
        self._queue += due_steps(self.lesson.steps, obs, self.shown + self._queue)
        if not self.waiting:
            self._show_next()
        if self.active and not self.done:
            self._suggest()

    def _show_next(self) -> None:
        """The next step waiting, if it still applies; the table waits on any step that is
        not the person's own move."""
        c = self.controller
        while self._queue:
            step = self._queue.pop(0)
            obs = c.observation()
            if step in TURN_STEPS and not TRIGGERS[step](obs):
                continue  # the person has moved meanwhile: that moment is gone
            self.shown.append(step)
            results = c.hand_results()
            words = step_words(step, obs, c.seat_name, results[-1] if results else None)
            final = step == "hand_over"
            waits = step not in TURN_STEPS and not final
            self.panel.show_step(words.title, words.body, waits)
            self.host.announcer.say(translate("Lesson", "Lesson: {title}. {words}").format(
                title=words.title, words=words.body))
            if waits:
                self.waiting = True
                c.set_paused(True)
                self.panel.continue_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.step_shown.emit(step)
            if final:
                self._finish()
                return
            if waits:
                return

    def go_on(self) -> None:
        """Continue: the next step waiting, else the table moves on."""
        if not self.active or not self.waiting:
            return
        self.waiting = False
        self._show_next()
        if not self.waiting and not self.done:
            self.panel.continue_button.hide()
            self.controller.set_paused(False)
            self._to_table()
            if self.suggestion is not None:  # marked on the table now the keyboard is there
                self.host.table.show_hint(str(self.suggestion.action))

    def _finish(self) -> None:
        """The hand is scored: the closing words stay; the table is a normal one again."""
        self.done = True
        self._restore()
        if self._ticket is not None:
            self._ticket.cancel()
        self.panel.finish()
        self.panel.leave_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.finished.emit()

    def _to_table(self) -> None:
        self.host.table.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the suggested move --------------------------------------------------------------------
    def _suggest(self) -> None:
        """At the person's turn, ask the adviser (on the task service) for its decision."""
        c = self.controller
        position = c.move_count()
        if position == self._asked:
            return
        obs = c.observation()
        if (obs.current_player != obs.seat or obs.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
                or not obs.legal_actions):
            if self.suggestion is not None or self.panel.advice.isVisible():
                self.suggestion = None
                self.panel.show_advice(None)
            return
        self._asked = position
        self.suggestion = None
        if self._ticket is not None:
            self._ticket.cancel()
        self.panel.show_advice(translate("Lesson", "Looking for a good move…"))
        if self._adviser is None:
            self._adviser = Adviser(c.tasks.search_pool)
        # on a thread, as the hint asks it (its searches wait on worker processes)
        self._ticket = c.tasks.run(self._adviser.decide, obs, where="thread", lane="lesson",
                                   on_done=lambda outcome: self._advised(position, outcome))

    def _advised(self, position: int, outcome: Outcome) -> None:
        c = self.controller
        if not self.active or self.done or c.move_count() != position:
            return  # the person moved (or left) meanwhile
        decision = outcome.value if outcome.error is None else None
        if not isinstance(decision, Decision):
            log.warning("the lesson's adviser failed: %s", outcome.message)
            self.panel.show_advice(translate("Lesson", "No suggestion this time: the adviser "
                                             "could not decide."))
            return
        self.suggestion = decision
        text = explain(c.observation(), decision.action, decision.reason)
        words = translate("Lesson", "A good move: {advice}").format(advice=text)
        self.panel.show_advice(words, ready=True)
        if not self.waiting:  # the keyboard stays on Continue while a step is read
            self.host.table.show_hint(str(decision.action))
        self.host.announcer.say(words)
        self.advice_shown.emit(words)

    def follow(self) -> None:
        """Follow the Suggestion: the suggested move is made for the person."""
        c = self.controller
        if self.suggestion is None or c.move_count() != self._asked or self.waiting:
            return
        action = self.suggestion.action
        self.suggestion = None
        self.panel.show_advice(None)
        c.submit(action)
        if self.active and not self.waiting:
            self._to_table()


class LessonChooser(QDialog):
    """The lessons, one a line, with what each walks through; Start takes the chosen one."""

    def __init__(self, parent: QWidget | None = None, current: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_chooser")
        self.setWindowTitle(translate("Lesson", "Learn to Play"))
        intro = QLabel(translate("Lesson", "Choose a lesson: one hand of the game at the real "
                                 "table, with each step explained and a good move suggested at "
                                 "your turns. You can leave it at any time."))
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("lesson_list")
        self.list.setAccessibleName(translate("Lesson", "Lessons"))
        for lesson in LESSONS.values():
            item = QListWidgetItem(lesson_title(lesson))
            item.setData(Qt.ItemDataRole.UserRole, lesson.variant)
            summary = lesson_summary(lesson)
            item.setToolTip(summary)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, summary)
            self.list.addItem(item)
        label = QLabel(translate("Lesson", "&Lessons:"))
        label.setBuddy(self.list)
        self.about = QLabel()
        self.about.setObjectName("lesson_about")
        self.about.setWordWrap(True)
        self.about.setAccessibleName(translate("Lesson", "About this lesson"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton(translate("Lesson", "&Start Lesson"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.currentRowChanged.connect(self._show_about)
        self.list.itemActivated.connect(lambda _item: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(label)
        layout.addWidget(self.list)
        layout.addWidget(self.about)
        layout.addWidget(buttons)
        names = list(LESSONS)
        self.list.setCurrentRow(names.index(current) if current in names else 0)
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_about(self, row: int) -> None:
        lesson = self.lesson()
        self.about.setText(lesson_summary(lesson) if lesson is not None and row >= 0 else "")

    def lesson(self) -> Lesson | None:
        item = self.list.currentItem()
        return None if item is None else LESSONS.get(str(item.data(Qt.ItemDataRole.UserRole)))


class Lessons(QObject):
    """The main window's lessons: Help > Learn to Play, and the lesson on the table."""

    #: (LessonRun) a lesson was put on the table
    started = Signal(object)

    def __init__(self, window: QMainWindow, host: LessonHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.panel = LessonPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.hide()
        #: Ctrl+4: the keyboard to the panel while a lesson runs
        self.panel_action = QAction(translate("Lesson", "Go to the Lesson"), window)
        self.panel_action.setShortcut(QKeySequence(PANEL_KEY))
        self.panel_action.triggered.connect(self._to_panel)
        window.addAction(self.panel_action)
        self.run: LessonRun | None = None
        #: another level than the lessons' own around the person (tests)
        self.others: str | None = None

    def choose(self) -> None:
        """Help > Learn to Play: ask before a game in progress is lost, then the chooser."""
        if not self.host.games.may_abandon():
            return
        dialog = LessonChooser(self.window, self.host.games.prefs.variant)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        lesson = dialog.lesson()
        if lesson is not None:
            self.start(lesson)

    def start(self, lesson: Lesson) -> LessonRun:
        """Put ``lesson`` on the table (a lesson running is left first)."""
        if self.run is not None:
            self.run.leave()
        self.host.table  # noqa: B018 - the table is built before its game is replaced
        run = LessonRun(lesson, self.host, self.panel, self, others=self.others)
        self.run = run
        run.start()
        self.started.emit(run)
        return run

    def _to_panel(self) -> None:
        if self.run is not None and self.run.active:
            self.panel.show()
            self.panel.raise_()
            self.panel.focus_first()


__all__ = ["LessonChooser", "LessonPanel", "LessonRun", "Lessons"]
