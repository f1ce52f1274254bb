"""The main window's menus, actions and toolbar.

:class:`WindowMenus` is a part the main window holds: it builds the actions
(``menus.new_action`` ...), the menu bar and the toolbar, and knows nothing of
what they do. The window connects each action's ``triggered`` to the part that
acts on it; the View menu's choices (deck, card back, speed) come out as
signals carrying the chosen key. The keys are given to the actions after the
first paint (:meth:`WindowMenus.set_shortcuts`): resolving them costs start-up
time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .table.card_styles import BACK_STYLES, FACE_STYLES
from .table.speed import SPEEDS

if TYPE_CHECKING:
    from .preferences import Preferences

#: a key as an action is given it: a sequence, or the platform's standard key
Shortcut = QKeySequence | QKeySequence.StandardKey

translate = QCoreApplication.translate

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


class WindowMenus(QObject):
    """Builds the window's actions, menus and toolbar; the window connects them."""

    #: View > Deck, View > Card Back, View > Speed: the chosen key
    face_chosen = Signal(str)
    back_chosen = Signal(str)
    speed_chosen = Signal(str)

    def __init__(self, window: QMainWindow, prefs: Preferences) -> None:
        super().__init__(window)
        self._window = window
        #: keys given to their actions after the first paint (:meth:`set_shortcuts`)
        self._shortcuts: list[tuple[QAction, Shortcut]] = []
        self._build_actions(prefs)
        self._build_menus(prefs)
        self._build_toolbar()

    def _action(self, text: str, shortcut: Shortcut | None = None, tip: str = "",
                checkable: bool = False) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            # set after the first paint: resolving key sequences costs start-up time
            self._shortcuts.append((action, shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.setCheckable(checkable)
        return action

    def set_shortcuts(self) -> None:
        """Give the actions their keys (once the first paint is done); from then on each
        tooltip tells its key, a tooltip changed later too (the toolbar's buttons show it)."""
        for action, shortcut in self._shortcuts:
            action.changed.connect(lambda a=action: _tell_key(a))
            action.setShortcut(shortcut)
        self._shortcuts.clear()

    def pending_shortcuts(self) -> dict[QAction, QKeySequence]:
        """The keys not given to their actions yet (before the first paint)."""
        return {action: QKeySequence(shortcut) for action, shortcut in self._shortcuts}

    def _build_actions(self, prefs: Preferences) -> None:
        keys = QKeySequence.StandardKey
        # each item's words carry the menu it is in (the translators' comment): a menu's
        # Alt keys (&) must stay different from each other in every language
        self.new_action = self._action(translate("Menus", "&New Game…", "Game menu"),
                                       keys.New, translate("Menus", "Start a new game"))
        self.challenge_action = self._action(
            translate("Menus", "Challenge the &Expert…", "Game menu"),
            tip=translate("Menus", "Play a numbered series of deals, each replayed by the "
                          "Expert in your seat"))
        self.open_action = self._action(translate("Menus", "&Open…", "Game menu"),
                                        keys.Open, translate("Menus", "Open a saved game"))
        self.save_action = self._action(translate("Menus", "&Save", "Game menu"),
                                        keys.Save, translate("Menus", "Save this game"))
        self.save_as_action = self._action(translate("Menus", "Save &As…", "Game menu"),
                                           keys.SaveAs,
                                           translate("Menus", "Save this game under a new name"))
        self.quit_action = self._action(translate("Menus", "&Quit", "Game menu"),
                                        keys.Quit, translate("Menus", "Leave the game"))
        self.undo_action = self._action(translate("Menus", "&Undo Last Card", "Edit menu"),
                                        keys.Undo,
                                        translate("Menus", "Take back the last card you played"))
        self.hint_action = self._action(translate("Menus", "&Hint", "Edit menu"),
                                        QKeySequence("H"), translate("Menus", "Suggest a move (H)"))
        self.last_trick_action = self._action(
            translate("Menus", "&Last Trick", "View menu"), QKeySequence("L"),
            translate("Menus", "Show the last trick won again (L, or click a name plate)"))
        self.claim_action = self._action(
            translate("Menus", "&Claim the Rest", "Game menu"), QKeySequence("C"),
            translate("Menus", "Play out the remaining tricks at once when your side is "
                      "certain to take them all (C)"))
        self.claim_action.setEnabled(False)
        self.allow_undo_action = self._action(translate("Menus", "Allow Undo", "Edit menu"),
                                              checkable=True)
        self.allow_undo_action.setChecked(prefs.allow_undo)
        self.full_screen_action = self._action(translate("Menus", "&Full Screen", "View menu"),
                                               keys.FullScreen, checkable=True)
        self.rules_action = self._action(translate("Menus", "&Rules of This Game", "Help menu"),
                                         keys.HelpContents,
                                         translate("Menus", "How this variant is played"))
        self.about_action = self._action(translate("Menus", "&About", "Help menu"))
        self.learn_action = self._action(
            translate("Menus", "&Learn to Play…", "Help menu"),
            tip=translate("Menus", "A first lesson: one hand at the table, each step explained"))
        self.house_rules_action = self._action(
            translate("Menus", "&House Rules…", "Game menu"),
            tip=translate("Menus", "Your table's rules for the next game"))
        self.review_action = self._action(translate("Menus", "Re&view Hands…", "Game menu"),
                                          QKeySequence("Ctrl+R"),
                                          translate("Menus", "Step through past hands"))
        self.stats_action = self._action(
            translate("Menus", "S&tatistics…", "Game menu"),
            tip=translate("Menus", "Games, hands and contracts so far"))
        self.preferences_action = self._action(
            translate("Menus", "&Preferences…", "Edit menu"), keys.Preferences,
            translate("Menus", "Name, levels, cards, speed"))
        self.rules_in_play_action = self._action(
            translate("Menus", "Rules in &Play", "Help menu"),
            tip=translate("Menus", "Every option in force in this game"))
        self.keys_action = self._action(
            translate("Menus", "&Keyboard", "Help menu"),
            tip=translate("Menus", "Every key of the game: the table, the questions over it "
                          "and the menus"))
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)

    def _build_menus(self, prefs: Preferences) -> None:
        bar = self._window.menuBar()
        game = bar.addMenu(translate("Menus", "&Game", "menu bar"))
        game.addAction(self.new_action)
        game.addAction(self.challenge_action)
        game.addAction(self.open_action)
        #: Game > Open Recent: filled by whoever connects its ``aboutToShow``
        self.recent_menu = game.addMenu(translate("Menus", "Open &Recent", "Game menu"))
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
                                            FACE_STYLES, prefs.face_style, self.face_chosen)
        self.back_group = self._choice_menu(
            view.addMenu(translate("Menus", "Card &Back", "View menu")), BACK_STYLES,
            prefs.back_style, self.back_chosen)
        self.speed_group = self._choice_menu(
            view.addMenu(translate("Menus", "&Speed", "View menu")),
            {k: s.label for k, s in SPEEDS.items()}, prefs.speed, self.speed_chosen)
        help_menu = bar.addMenu(translate("Menus", "&Help", "menu bar"))
        help_menu.addAction(self.learn_action)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.rules_in_play_action)
        help_menu.addAction(self.keys_action)
        help_menu.addAction(self.about_action)
        for menu in (game, edit, view, help_menu):
            menu.aboutToHide.connect(self._menu_closed)

    def add_dock_toggle(self, toggle: QAction) -> None:
        """A dock's show/hide action, in the View menu with the others."""
        self.view_menu.insertAction(self._docks_end, toggle)

    @staticmethod
    def check(group: QActionGroup, key: str) -> None:
        """Tick the choice ``key`` of a View menu group (``face_group`` ...)."""
        for action in group.actions():
            action.setChecked(action.data() == key)

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

        bar = self._window.menuBar()
        if QApplication.activePopupWidget() is not None:
            return  # another menu opened (the arrow keys move along the bar)
        if bar.activeAction() is not None or bar.hasFocus():
            # Esc on the bar is Qt's own way out of its keyboard mode
            escape = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                               Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(bar, escape)
        table = self._window.centralWidget()
        if bar.hasFocus() and table is not None:
            table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _choice_menu(self, menu: QMenu, choices: Mapping[str, str], current: str,
                     chosen: SignalInstance) -> QActionGroup:
        group = QActionGroup(self._window)
        for key, label in choices.items():
            action = QAction(label, self._window, checkable=True)  # translated by its table
            action.setChecked(key == current)
            action.setData(key)
            action.triggered.connect(lambda _=False, k=key: chosen.emit(k))
            group.addAction(action)
            menu.addAction(action)
        return group

    def _build_toolbar(self) -> None:
        bar = self._window.addToolBar(translate("Menus", "Game", "the toolbar's name"))
        bar.setObjectName("game_toolbar")
        bar.setMovable(False)
        for action in (self.new_action, self.open_action, self.save_action, self.undo_action,
                       self.hint_action, self.last_trick_action, self.rules_action):
            bar.addAction(action)
        self.toolbar = bar
