"""The dialogs and windows the main window opens: the rules of the game, the House
Rules, the rules in play, Preferences, the review of past hands and the statistics.

A mixin of :class:`~.main_window.MainWindow`, kept apart so the window's own
module reads as what the window does. Each dialog loads on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from ..ai.tasks import TaskService
    from ..storage import HistoryDB, RuleSetStore
    from .play.config import GameConfig
    from .play.controller import GameController
    from .play.recorder import GameRecorder
    from .play.table_part import TablePart
    from .preferences import Preferences

    _Window = QMainWindow
else:
    _Window = object


translate = QCoreApplication.translate


class WindowDialogs(_Window):
    """Opens the rules, House Rules, Preferences, review and statistics."""

    if TYPE_CHECKING:
        prefs: Preferences
        tasks: TaskService | None
        recorder: GameRecorder
        _part: TablePart | None
        _first_pending: bool

        @property
        def controller(self) -> GameController: ...
        def show_status(self, text: str) -> None: ...
        def start_game(self, config: GameConfig) -> None: ...

    def show_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

        from .rules.text import rules_html

        state = self.controller.state
        if state is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(translate("WindowDialogs", "Rules of this game"))
        browser = QTextBrowser()
        browser.setHtml(rules_html(state.rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        dialog.resize(560, 640)
        dialog.exec()

    # -- house rules, preferences, review ------------------------------------------------
    def rule_store(self) -> RuleSetStore:
        """The named rule sets and house rules (the settings owner's store)."""
        store = self.prefs.rule_store()
        message = store.take_message()
        if message:
            from .engine_text import engine_text

            self.show_status(engine_text(message))
        return store

    def edit_house_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QMessageBox

        from ..storage import RuleSetError
        from .rules.dialog import RulesDialog

        state = self.controller.state
        current = state.rules if state is not None else self.controller.config.rule_set()
        dialog = RulesDialog(self, current, self.rule_store())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        rules = dialog.rules()
        try:
            self.rule_store().set_house_rules(rules)  # the next game of the variant, kept
        except RuleSetError as exc:
            QMessageBox.warning(self, translate("WindowDialogs", "House rules"),
                                translate("WindowDialogs", "{problem} They apply until you quit.")
                                .format(problem=exc))
        if state is None or state.is_terminal or rules == state.rules:
            return
        answer = QMessageBox.question(
            self, translate("WindowDialogs", "Change the rules"),
            translate("WindowDialogs", "Start a new game with these rules now?\n\n"
                      "Choose No to keep playing; the rules apply from the next game."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            from .play.config import GameConfig

            config = GameConfig(variant=rules.variant, seats=list(self.controller.config.seats),
                                rules=rules)
            self.start_game(config)
        else:
            self.show_status(translate("WindowDialogs", "The new rules apply from the next game."))

    def show_rules_in_play(self) -> None:
        from .rules.in_play import RulesInPlayDialog

        state = self.controller.state
        if state is not None:
            RulesInPlayDialog(state.rules, self).exec()

    def show_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self)
        dialog.settings_saved.connect(
            lambda _prefs: self.show_status(translate("WindowDialogs", "Preferences saved.")))
        dialog.exec()

    def _history(self) -> HistoryDB | None:
        db = self.recorder.history() if self._part is not None else None
        if db is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self, translate("WindowDialogs", "Hand history"),
                                    translate("WindowDialogs",
                                              "The hand history is not available."))
        return db

    def show_review(self) -> None:
        from .review.window import ReviewWindow

        db = self._history()
        if db is None:
            return
        window = ReviewWindow(db, self, preferences=self.prefs, tasks=self.tasks)
        window.replay_hand_requested.connect(self._replay_hand)
        window.show()

    def _replay_hand(self, state: object) -> None:
        from ..engine import BaseState
        from .play.config import GameConfig

        if not isinstance(state, BaseState):
            return
        config = GameConfig.standard(state.rules.variant, levels=self.prefs.seat_levels,
                                     name=self.prefs.player_name)
        config.rules = state.rules
        self._first_pending = False
        self.controller.load(state, config)
        self.show_status(translate("WindowDialogs",
                                   "Replaying the deal: the same cards, a new chance."))

    def show_statistics(self) -> None:
        from .review.stats_dialog import StatsDialog

        db = self._history()
        if db is not None:
            StatsDialog(db, self).exec()
