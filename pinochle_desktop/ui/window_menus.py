"""The main window's menus, actions and toolbar, and the keys that close windows.

A mixin of :class:`~.main_window.MainWindow`, kept apart so the window's own
module reads as what the window does; the slots it connects are the window's.

Esc and Ctrl+W close every window and dialog but the main one
(:func:`install_close_keys`): one filter on the application, so every dialog and
window the program opens (the review window, Preferences, the House Rules, the
statistics, message boxes, file dialogs) closes the same way without each
remembering to. Ctrl+W (the platform's Close key) closes a dialog or a secondary
window, and Esc, which Qt's dialogs already take as Cancel, closes a secondary
main window (the review window) too. The main window has no parent: these keys
never close it (Quit does). Menus and drop-down lists close themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QWidget,
)

from .table.card_styles import BACK_STYLES, FACE_STYLES
from .table.speed import SPEEDS

if TYPE_CHECKING:
    from .play.controller import GameController
    from .preferences import Preferences

    _Window = QMainWindow
else:
    _Window = object


translate = QCoreApplication.translate

#: the application's property saying the filter is installed
_CLOSE_KEYS = "pinochle_close_keys"


class CloseKeys(QObject):
    """Closes the window a Close or Esc key was pressed in (see the module)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        from PySide6.QtCore import Qt  # not at import: Qt's enums cost start-up time

        assert isinstance(event, QKeyEvent)
        close = event.matches(QKeySequence.StandardKey.Close) or (
            event.key() == Qt.Key.Key_W
            and event.modifiers() == Qt.KeyboardModifier.ControlModifier)
        escape = event.key() == Qt.Key.Key_Escape and event.modifiers() in (
            Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if not (close or escape):
            return False
        window = watched.window()
        if window.windowType() in (Qt.WindowType.Popup, Qt.WindowType.ToolTip) or isinstance(
                window, QDockWidget):
            return False  # a menu, a list, a floating dock: not a window to close
        if isinstance(window, QDialog):
            if not close:
                return False  # Esc: the dialog's own Cancel
        elif window.parentWidget() is None:
            return False  # the main window
        window.close()
        return True


def install_close_keys() -> None:
    """Install the filter on the application, once however many windows ask."""
    app = QApplication.instance()
    if app is None or app.property(_CLOSE_KEYS):
        return
    keys = CloseKeys(app)
    app.installEventFilter(keys)
    app.setProperty(_CLOSE_KEYS, True)


def _tell_key(action: QAction) -> None:
    """Add the action's key to its tooltip ("Start a new game (Ctrl+N)"), once."""
    shortcut = action.shortcut()
    tip = action.toolTip()
    if shortcut.isEmpty() or not tip:
        return
    key = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    if f"({key}" in tip or f"{key})" in tip:
        return
    action.setToolTip(translate("Menus", "{tip} ({key})", "a tooltip and its key").format(
        tip=tip, key=key))


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
        def show_keys(self) -> None: ...
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
        # the tooltip tells the key once it is set (the toolbar's buttons show it)
        action.changed.connect(lambda a=action: _tell_key(a))
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        # each item's words carry the menu it is in (the translators' comment): a menu's
        # Alt keys (&) must stay different from each other in every language
        self.new_action = self._action(translate("Menus", "&New Game…", "Game menu"),
                                       self.new_game, keys.New,
                                       translate("Menus", "Start a new game"))
        self.open_action = self._action(translate("Menus", "&Open…", "Game menu"),
                                        self.open_game, keys.Open,
                                        translate("Menus", "Open a saved game"))
        self.save_action = self._action(translate("Menus", "&Save", "Game menu"),
                                        self.save_game, keys.Save,
                                        translate("Menus", "Save this game"))
        self.save_as_action = self._action(translate("Menus", "Save &As…", "Game menu"),
                                           self.save_game_as, keys.SaveAs,
                                           translate("Menus", "Save this game under a new name"))
        self.quit_action = self._action(translate("Menus", "&Quit", "Game menu"), self.close,
                                        keys.Quit, translate("Menus", "Leave the game"))
        self.undo_action = self._action(translate("Menus", "&Undo Last Card", "Edit menu"),
                                        lambda: self.controller.undo(), keys.Undo,
                                        translate("Menus", "Take back the last card you played"))
        self.hint_action = self._action(translate("Menus", "&Hint", "Edit menu"),
                                        lambda: self.controller.request_hint(),
                                        QKeySequence("H"), translate("Menus", "Suggest a move (H)"))
        self.last_trick_action = self._action(
            translate("Menus", "&Last Trick", "View menu"), self._show_last_trick,
            QKeySequence("L"),
            translate("Menus", "Show the last trick won again (L, or click a name plate)"))
        self.claim_action = self._action(
            translate("Menus", "&Claim the Rest", "Game menu"),
            lambda: self.controller.claim_rest(), QKeySequence("C"),
            translate("Menus", "Play out the remaining tricks at once when your side is "
                      "certain to take them all (C)"))
        self.claim_action.setEnabled(False)
        self.allow_undo_action = self._action(translate("Menus", "Allow Undo", "Edit menu"),
                                              self._toggle_allow_undo, checkable=True)
        self.allow_undo_action.setChecked(self.prefs.allow_undo)
        self.full_screen_action = self._action(translate("Menus", "&Full Screen", "View menu"),
                                               self._toggle_full_screen, keys.FullScreen,
                                               checkable=True)
        self.rules_action = self._action(translate("Menus", "&Rules of This Game", "Help menu"),
                                         self.show_rules, keys.HelpContents,
                                         translate("Menus", "How this variant is played"))
        self.about_action = self._action(translate("Menus", "&About", "Help menu"),
                                         self.show_about)
        self.house_rules_action = self._action(
            translate("Menus", "&House Rules…", "Game menu"), self.edit_house_rules,
            tip=translate("Menus", "Your table's rules for the next game"))
        self.review_action = self._action(translate("Menus", "Re&view Hands…", "Game menu"),
                                          self.show_review, QKeySequence("Ctrl+R"),
                                          translate("Menus", "Step through past hands"))
        self.stats_action = self._action(
            translate("Menus", "S&tatistics…", "Game menu"), self.show_statistics,
            tip=translate("Menus", "Games, hands and contracts so far"))
        self.preferences_action = self._action(
            translate("Menus", "&Preferences…", "Edit menu"), self.show_preferences,
            keys.Preferences, translate("Menus", "Name, levels, cards, speed"))
        self.rules_in_play_action = self._action(
            translate("Menus", "Rules in &Play", "Help menu"), self.show_rules_in_play,
            tip=translate("Menus", "Every option in force in this game"))
        self.keys_action = self._action(
            translate("Menus", "&Keyboard", "Help menu"), self.show_keys,
            tip=translate("Menus", "Every key of the game: the table, the questions over it "
                          "and the menus"))
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("Menus", "&Game", "menu bar"))
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        self.recent_menu = game.addMenu(translate("Menus", "Open &Recent", "Game menu"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.claim_action)
        game.addSeparator()
        game.addAction(self.house_rules_action)
        game.addAction(self.review_action)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu(translate("Menus", "&Edit", "menu bar"))
        edit.addAction(self.undo_action)
        edit.addAction(self.hint_action)
        edit.addSeparator()
        edit.addAction(self.allow_undo_action)
        edit.addSeparator()
        edit.addAction(self.preferences_action)
        self.view_menu = view = bar.addMenu(translate("Menus", "&View", "menu bar"))
        view.addAction(self.last_trick_action)
        view.addSeparator()
        self._docks_end = view.addSeparator()  # the dock toggles go above this line
        view.addAction(self.full_screen_action)
        view.addSeparator()
        self.face_group = self._choice_menu(view.addMenu(translate("Menus", "&Deck", "View menu")),
                                            FACE_STYLES, self.prefs.face_style,
                                            self.set_face_style)
        self.back_group = self._choice_menu(
            view.addMenu(translate("Menus", "Card &Back", "View menu")), BACK_STYLES,
            self.prefs.back_style, self.set_back_style)
        self.speed_group = self._choice_menu(
            view.addMenu(translate("Menus", "&Speed", "View menu")),
            {k: s.label for k, s in SPEEDS.items()}, self.prefs.speed, self.apply_speed)
        help_menu = bar.addMenu(translate("Menus", "&Help", "menu bar"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.rules_in_play_action)
        help_menu.addAction(self.keys_action)
        help_menu.addAction(self.about_action)
        for menu in (game, edit, view, help_menu):
            menu.aboutToHide.connect(self._menu_closed)

    def _show_last_trick(self) -> None:
        from .play.game_table import GameTable

        table = self.centralWidget()  # the felt until the table is built
        if isinstance(table, GameTable):
            table.show_last_trick()

    def _menu_closed(self) -> None:
        """A menu closed (Esc, a click elsewhere, a choice): once no other menu has
        opened, the keyboard goes back to the table, so the arrows move along the hand and
        single keys (H, L) are the game's, not the menu bar's letters."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._leave_menu_bar)

    def _leave_menu_bar(self) -> None:
        from PySide6.QtCore import QEvent, Qt
        from PySide6.QtGui import QKeyEvent
        from PySide6.QtWidgets import QApplication

        bar = self.menuBar()
        if QApplication.activePopupWidget() is not None:
            return  # another menu opened (the arrow keys move along the bar)
        if bar.activeAction() is not None or bar.hasFocus():
            # Esc on the bar is Qt's own way out of its keyboard mode
            escape = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                               Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(bar, escape)
        table = self.centralWidget()
        if bar.hasFocus() and table is not None:
            table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _choice_menu(self, menu: QMenu, choices: Mapping[str, str], current: str,
                     slot: Callable[[str], None]) -> QActionGroup:
        group = QActionGroup(self)
        for key, label in choices.items():
            action = QAction(label, self, checkable=True)  # translated by its table
            action.setChecked(key == current)
            action.setData(key)
            action.triggered.connect(lambda _=False, k=key: slot(k))
            group.addAction(action)
            menu.addAction(action)
        return group

    def _build_toolbar(self) -> None:
        bar = self.addToolBar(translate("Menus", "Game", "the toolbar's name"))
        bar.setObjectName("game_toolbar")
        bar.setMovable(False)
        for action in (self.new_action, self.open_action, self.save_action, self.undo_action,
                       self.hint_action, self.last_trick_action, self.rules_action):
            bar.addAction(action)
        self.toolbar = bar
