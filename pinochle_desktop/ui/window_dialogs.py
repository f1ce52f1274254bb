"""The dialogs and windows the main window opens: the rules of the game, the House
Rules, the rules in play, Preferences, the keyboard, About, the review of past
hands and the statistics.

:class:`DialogOpener` is a part the main window holds (made the first time a
dialog is opened). It reaches the window only through :class:`DialogHost`, and
asks for a game with signals: ``new_game_requested`` (the House Rules' "start a
new game with these rules now") and ``replay_requested`` (the review's Replay).
Each dialog loads on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from ..engine.text import QT_TRANSLATE_NOOP
from .engine_text import error_text
from .window_host import WindowHost

if TYPE_CHECKING:
    from ..ai.tasks import TaskService
    from ..storage import HistoryDB, RuleSetStore
    from .play.controller import GameController
    from .window_menus import WindowMenus


translate = QCoreApplication.translate

#: the keys of the questions over the table and of every window (the table's own are
#: in :data:`.table.view.TABLE_KEYS`, the menus' from their actions)
_GENERAL_KEYS: list[tuple[tuple[str, ...], str]] = [
    (("Tab", "Shift+Tab"),
     QT_TRANSLATE_NOOP("KeyboardHelp", "Move between the table and the buttons of the "
                       "question over it")),
    (("Left", "Right"),
     QT_TRANSLATE_NOOP("KeyboardHelp", "On a question's buttons: move between the answers")),
    (("Return", "Space"),
     QT_TRANSLATE_NOOP("KeyboardHelp", "Press the button the keyboard is on (a new question "
                       "puts the keyboard on its main answer)")),
    (("Up", "Down"),
     QT_TRANSLATE_NOOP("KeyboardHelp", "In the bid amount: step through the bids you may "
                       "make (Enter bids)")),
    (("Esc", "Ctrl+W"),
     QT_TRANSLATE_NOOP("KeyboardHelp", "Close a dialog, or a window other than the table's")),
    (("Alt",),
     QT_TRANSLATE_NOOP("KeyboardHelp", "With a menu's or a button's underlined letter: open "
                       "the menu, press the button")),
]


def _keys(*keys: str | QKeySequence) -> str:
    """Key names as the platform writes them (Ctrl+N, ⌘N), in the player's language."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(QKeySequence(k).toString(native) for k in keys)


def keyboard_keys(window: QMainWindow, menus: WindowMenus | None = None) -> list[tuple[str, str]]:
    """Every key of the game, as (keys, what they do): the table's, the questions', the
    closing keys and each menu action's shortcut (read from the actions themselves, so
    the list cannot fall behind them; before the first paint, ``menus`` holds the keys
    not given yet)."""
    from .panels.building import KEYS as BUILD_KEYS
    from .table.view import TABLE_KEYS

    rows = [(_keys(*(QKeySequence(k) for k in keys)), translate("TableKeys", text))
            for keys, text in TABLE_KEYS]
    rows += [(_keys(*keys), translate("KeyboardHelp", text)) for keys, text in _GENERAL_KEYS]
    rows += [(_keys(key), translate("BuildPanel", text)) for key, text in BUILD_KEYS.values()]
    pending = menus.pending_shortcuts() if menus is not None else {}
    seen: set[int] = set()
    for action in window.findChildren(QAction):
        if id(action) in seen:
            continue
        seen.add(id(action))
        shortcuts = [k for k in action.shortcuts() if not k.isEmpty()]
        if not shortcuts and action in pending:
            shortcuts = [pending[action]]
        if not shortcuts:
            continue
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        rows.append((_keys(*shortcuts), text.rstrip("…").rstrip(".")))
    return rows


class DialogHost(WindowHost, Protocol):
    """What the dialogs need of the window that opens them: a :class:`WindowHost`
    with its menus and its background tasks."""

    menus: WindowMenus

    @property
    def tasks(self) -> TaskService | None: ...


class DialogOpener(QObject):
    """Opens the rules, House Rules, Preferences, keyboard, About, review and statistics."""

    #: start this game now (a ``GameConfig``: the House Rules just changed)
    new_game_requested = Signal(object)
    #: deal this hand of the history again (an engine state, from the review)
    replay_requested = Signal(object)

    def __init__(self, host: DialogHost) -> None:
        super().__init__(host.window())
        self._host = host
        self.prefs = host.prefs

    @property
    def controller(self) -> GameController:
        return self._host.controller

    def _parent(self) -> QWidget:
        """The window the dialogs stand over."""
        return self._host.window()

    def show_status(self, text: str) -> None:
        self._host.show_status(text)

    def show_rules(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

        from .rules.text import rules_html

        rules = self.controller.rules()
        if rules is None:
            return
        dialog = QDialog(self._parent())
        dialog.setWindowTitle(translate("WindowDialogs", "Rules of this game"))
        browser = QTextBrowser()
        browser.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser)
        layout.addWidget(buttons)
        dialog.resize(560, 640)
        dialog.exec()

    def show_keys(self) -> None:
        """Help > Keyboard: every key of the game in a table."""
        from PySide6.QtWidgets import (
            QAbstractItemView,
            QDialog,
            QDialogButtonBox,
            QHeaderView,
            QLabel,
            QTableWidget,
            QTableWidgetItem,
            QVBoxLayout,
        )

        window = self._parent()
        assert isinstance(window, QMainWindow)
        rows = keyboard_keys(window, self._host.menus)
        dialog = QDialog(window)
        dialog.setWindowTitle(translate("KeyboardHelp", "Keyboard"))
        intro = QLabel(translate("KeyboardHelp", "Everything in the game can be done with "
                                 "these keys. The single letters work wherever the keyboard "
                                 "is in the window."))
        intro.setWordWrap(True)
        table = QTableWidget(len(rows), 2)
        table.setObjectName("keyboard_keys")
        table.setAccessibleName(translate("KeyboardHelp", "Keys and what they do"))
        table.setHorizontalHeaderLabels([translate("KeyboardHelp", "Keys"),
                                         translate("KeyboardHelp", "What they do")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setWordWrap(True)
        for r, (keys, text) in enumerate(rows):
            table.setItem(r, 0, QTableWidgetItem(keys))
            table.setItem(r, 1, QTableWidgetItem(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(intro)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.resize(640, 560)
        from PySide6.QtCore import Qt  # not at import: Qt's enums cost start-up time

        table.setFocus(Qt.FocusReason.OtherFocusReason)
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

        playing = self.controller.rules()
        current = playing if playing is not None else self.controller.config.rule_set()
        dialog = RulesDialog(self._parent(), current, self.rule_store())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        rules = dialog.rules()
        try:
            self.rule_store().set_house_rules(rules)  # the next game of the variant, kept
        except RuleSetError as exc:
            QMessageBox.warning(self._parent(), translate("WindowDialogs", "House rules"),
                                translate("WindowDialogs", "{problem} They apply until you quit.")
                                .format(problem=error_text(exc)))
        if playing is None or self.controller.is_over() or rules == playing:
            return
        answer = QMessageBox.question(
            self._parent(), translate("WindowDialogs", "Change the rules"),
            translate("WindowDialogs", "Start a new game with these rules now?\n\n"
                      "Choose No to keep playing; the rules apply from the next game."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            from .play.config import GameConfig

            config = GameConfig(variant=rules.variant, seats=list(self.controller.config.seats),
                                rules=rules)
            self.new_game_requested.emit(config)
        else:
            self.show_status(translate("WindowDialogs", "The new rules apply from the next game."))

    def show_rules_in_play(self) -> None:
        from .rules.in_play import RulesInPlayDialog

        rules = self.controller.rules()
        if rules is not None:
            RulesInPlayDialog(rules, self._parent()).exec()

    def show_preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self._parent())
        dialog.settings_saved.connect(
            lambda _prefs: self.show_status(translate("WindowDialogs", "Preferences saved.")))
        dialog.exec()

    def _history(self) -> HistoryDB | None:
        db = self._host.recorder.history() if self._host.table_built() else None
        if db is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self._parent(), translate("WindowDialogs", "Hand history"),
                                    translate("WindowDialogs",
                                              "The hand history is not available."))
        return db

    def show_review(self) -> None:
        from .review.window import ReviewWindow

        db = self._history()
        if db is None:
            return
        window = ReviewWindow(db, self._parent(), preferences=self.prefs,
                              tasks=self._host.tasks)
        window.replay_hand_requested.connect(self.replay_requested)
        window.show()

    def show_statistics(self) -> None:
        from .review.stats_dialog import StatsDialog

        db = self._history()
        if db is not None:
            StatsDialog(db, self._parent()).exec()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__
        from . import APP_TITLE

        about = translate("MainWindow", "Offline pinochle against computer opponents and "
                          "partners, in every common form of the game.")
        version = translate("MainWindow", "Version {version}.").format(version=__version__)
        QMessageBox.about(self._parent(),
                          translate("MainWindow", "About {app}").format(app=APP_TITLE),
                          f"<h3>{APP_TITLE}</h3><p>{about}</p><p>{version}</p>")
