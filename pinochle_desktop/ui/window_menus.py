"""The main window's menus, actions and toolbar.

A mixin of :class:`~.main_window.MainWindow`, kept apart so the window's own
module reads as what the window does; the slots it connects are the window's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .table.card_styles import BACK_STYLES, FACE_STYLES
from .table.speed import SPEEDS

if TYPE_CHECKING:
    from .play.controller import GameController
    from .preferences import Preferences

    _Window = QMainWindow
else:
    _Window = object


class WindowMenus(_Window):
    """Builds the window's actions (``self.new_action`` ...), menus and toolbar."""

    if TYPE_CHECKING:
        prefs: Preferences
        _shortcuts: list[tuple[QAction, QKeySequence | QKeySequence.StandardKey]]

        @property
        def controller(self) -> GameController: ...
        def new_game(self) -> None: ...
        def open_game(self) -> None: ...
        def save_game(self) -> bool: ...
        def save_game_as(self) -> bool: ...
        def show_rules(self) -> None: ...
        def show_about(self) -> None: ...
        def edit_house_rules(self) -> None: ...
        def show_review(self) -> None: ...
        def show_statistics(self) -> None: ...
        def show_preferences(self) -> None: ...
        def show_rules_in_play(self) -> None: ...
        def _toggle_allow_undo(self, on: bool) -> None: ...
        def _toggle_full_screen(self, on: bool) -> None: ...
        def _fill_recent(self) -> None: ...
        def set_face_style(self, style: str) -> None: ...
        def set_back_style(self, style: str) -> None: ...
        def apply_speed(self, name: str) -> None: ...

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None, tip: str = "",
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            # set after the first paint: resolving key sequences costs start-up time
            self._shortcuts.append((action, shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action("&New Game…", self.new_game, keys.New,
                                       "Start a new game")
        self.open_action = self._action("&Open…", self.open_game, keys.Open,
                                        "Open a saved game")
        self.save_action = self._action("&Save", self.save_game, keys.Save, "Save this game")
        self.save_as_action = self._action("Save &As…", self.save_game_as, keys.SaveAs,
                                           "Save this game under a new name")
        self.quit_action = self._action("&Quit", self.close, keys.Quit, "Leave the game")
        self.undo_action = self._action("&Undo Last Card", lambda: self.controller.undo(),
                                        keys.Undo, "Take back the last card you played")
        self.hint_action = self._action("&Hint", lambda: self.controller.request_hint(),
                                        QKeySequence("H"), "Suggest a move")
        self.allow_undo_action = self._action("Allow Undo", self._toggle_allow_undo,
                                              checkable=True)
        self.allow_undo_action.setChecked(self.prefs.allow_undo)
        self.full_screen_action = self._action("&Full Screen", self._toggle_full_screen,
                                               keys.FullScreen, checkable=True)
        self.rules_action = self._action("&Rules of This Game", self.show_rules,
                                         keys.HelpContents, "How this variant is played")
        self.about_action = self._action("&About", self.show_about)
        self.house_rules_action = self._action("House &Rules…", self.edit_house_rules,
                                               tip="Your table's rules for the next game")
        self.review_action = self._action("Re&view Hands…", self.show_review,
                                          QKeySequence("Ctrl+R"), "Step through past hands")
        self.stats_action = self._action("S&tatistics…", self.show_statistics,
                                         tip="Games, hands and contracts so far")
        self.preferences_action = self._action("&Preferences…", self.show_preferences,
                                               keys.Preferences, "Name, levels, cards, speed")
        self.rules_in_play_action = self._action("Rules in &Play", self.show_rules_in_play,
                                                 tip="Every option in force in this game")
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        self.recent_menu = game.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.house_rules_action)
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.hint_action)
        edit.addSeparator()
        edit.addAction(self.allow_undo_action)
        edit.addSeparator()
        edit.addAction(self.preferences_action)
        self.view_menu = view = bar.addMenu("&View")
        self._docks_end = view.addSeparator()  # the dock toggles go above this line
        view.addAction(self.full_screen_action)
        view.addSeparator()
        self.face_group = self._choice_menu(view.addMenu("&Deck"), FACE_STYLES,
                                            self.prefs.face_style, self.set_face_style)
        self.back_group = self._choice_menu(view.addMenu("Card &Back"), BACK_STYLES,
                                            self.prefs.back_style, self.set_back_style)
        self.speed_group = self._choice_menu(view.addMenu("&Speed"),
                                             {k: s.label for k, s in SPEEDS.items()},
                                             self.prefs.speed, self.apply_speed)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.rules_in_play_action)
        help_menu.addAction(self.about_action)

    def _choice_menu(self, menu: QMenu, choices: dict[str, str], current: str,
                     slot: Callable[[str], None]) -> QActionGroup:
        group = QActionGroup(self)
        for key, label in choices.items():
            action = QAction(label, self, checkable=True)
            action.setChecked(key == current)
            action.setData(key)
            action.triggered.connect(lambda _=False, k=key: slot(k))
            group.addAction(action)
            menu.addAction(action)
        return group

    def _build_toolbar(self) -> None:
        bar = self.addToolBar("Game")
        bar.setObjectName("game_toolbar")
        bar.setMovable(False)
        for action in (self.new_action, self.open_action, self.save_action, self.undo_action,
                       self.hint_action, self.rules_action):
            bar.addAction(action)
        self.toolbar = bar
