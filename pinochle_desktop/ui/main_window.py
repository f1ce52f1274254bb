"""The main window: the table in the middle, menus, toolbar, status bar and docks.

The window shows itself with only Qt loaded (menus, toolbar and an empty felt
table) and builds the heavy part -- engine, computer players, card art, sounds --
right after its first paint, then deals. That keeps start-up close to a bare Qt
window (``bench/startup.py``) and lets the player watch the first deal.

The window holds the program's one :class:`~.preferences.Preferences` (made here
unless one is handed in) and passes it to every dialog and window that reads a
setting; whatever changes a setting (the View menu, Edit > Preferences, the
new-game dialog), :meth:`MainWindow._setting_changed` shows it on the table at once.

The window holds its parts and wires them together:

- ``menus`` (:class:`~.window_menus.WindowMenus`) builds the actions, menus and
  toolbar; the window connects each action to the part that acts on it;
- ``games`` (:class:`~.window_games.GameActions`) deals the first game and starts,
  opens, saves and resumes games;
- ``dialogs`` (:class:`~.window_dialogs.DialogOpener`, made on first use) opens
  the rules, House Rules, Preferences, review and statistics;
- ``notices`` (:class:`~.window_notices.Notices`) says once what the player must be
  told (the start-up notices together, after the first paint).

The parts reach the window through the few members their ``*Host`` protocols
name, and ask for games with signals.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtWidgets import QMainWindow, QWidget

from ..storage import settings as keys
from . import APP_TITLE
from .play.every_card import every_card_played, hint_refused, set_allow_undo
from .preferences import AUTO_PLAY_PAUSE, Preferences
from .table.speed import speed
from .window_games import GameActions
from .window_menus import WindowMenus
from .window_notices import Notices

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QShowEvent
    from PySide6.QtWidgets import QLabel

    from ..ai.tasks import TaskService
    from .lesson import Lessons
    from .play.config import GameConfig
    from .play.controller import GameController
    from .play.game_table import GameTable
    from .play.models import ScoreSheetModel
    from .play.recorder import GameRecorder
    from .play.table_part import TablePart
    from .play.thinker import Thinker
    from .sound import Sounds
    from .window_dialogs import DialogOpener

__all__ = ["APP_TITLE", "MINIMUM_SIZE", "MainWindow"]
#: the smallest the window may be made (smaller still when the screen has less room)
MINIMUM_SIZE = (820, 600)

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class Felt(QWidget):
    """The empty green table shown for the moment before the real one is built.

    A palette colour rather than a paint routine: it costs nothing to show.
    """

    def __init__(self, color: str) -> None:
        super().__init__()
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(color))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


class _FirstPaint(QObject):
    """Calls back once, after the watched widget has been painted the first time."""

    def __init__(self, callback: Callable[[], None]) -> None:
        super().__init__()
        self.callback = callback
        self.fired = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.fired and event.type() == QEvent.Type.Paint:
            self.fired = True
            QTimer.singleShot(0, self.callback)
        return False


class MainWindow(QMainWindow):
    #: once, after the first paint, the table built and the first game dealt (or the
    #: question to resume asked): what the first paint did not need may start now; its
    #: notices (``notices.tell_at_start``) are said with the start-up ones
    first_painted = Signal()

    def __init__(self, thinker: Thinker | None = None, preferences: Preferences | None = None,
                 config: GameConfig | None = None, parent: QWidget | None = None,
                 *, tasks: TaskService | Callable[[], TaskService] | None = None,
                 start_box: bool = False) -> None:
        """``tasks``: the app's task service (background work, worker processes), or
        what makes it when the table first needs it; shut down by the app; without it
        the table and the review make their own.
        ``start_box``: say what the player must be told (the start-up notices, a
        history that cannot be written) in a box as well as on the status bar."""
        super().__init__(parent)
        self._tasks = tasks
        #: the program's settings: the one owner, handed to everything that reads them
        self.prefs = preferences or Preferences()
        self.prefs.changed.connect(self._setting_changed)
        self.prefs.save_failed.connect(self.show_status)
        self._thinker = thinker
        self._part: TablePart | None = None
        self._felt: Felt | None = Felt(self.prefs.shown_table_color)
        self._paint_watch = _FirstPaint(self._after_first_paint)
        self._felt.installEventFilter(self._paint_watch)
        self.setCentralWidget(self._felt)
        self.notices = Notices(self, self.show_status, box=start_box)
        self.menus = WindowMenus(self, self.prefs)
        #: ``config``: the game dealt once the table is built (None: the remembered one)
        self.games = GameActions(self, config)
        self._dialogs: DialogOpener | None = None
        self._lessons: Lessons | None = None
        self._sounds: Sounds | None = None
        self._connect_menus()
        self.games.file_changed.connect(self._update_title)
        self._show_card_styles()  # the deck shown (easy to see: four colours, menu greyed)
        self.resize(1280, 820)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.setWindowTitle(APP_TITLE)
        geometry, _ = self.prefs.window_layout()
        if geometry:
            self.restoreGeometry(geometry)
        self.fit_to_screen()

    def _connect_menus(self) -> None:
        """Each action to the part that does it (the dialogs' part is made on first use)."""
        menus, games = self.menus, self.games
        menus.new_action.triggered.connect(games.new_game)
        menus.challenge_action.triggered.connect(games.challenge)
        menus.open_action.triggered.connect(games.open_game)
        menus.save_action.triggered.connect(games.save_game)
        menus.save_as_action.triggered.connect(games.save_game_as)
        menus.recent_menu.aboutToShow.connect(lambda: games.fill_recent(menus.recent_menu))
        menus.quit_action.triggered.connect(self.close)
        menus.undo_action.triggered.connect(lambda: self.controller.undo())
        menus.hint_action.triggered.connect(self._ask_hint)
        menus.claim_action.triggered.connect(lambda: self.controller.claim_rest())
        menus.last_trick_action.triggered.connect(self._show_last_trick)
        menus.allow_undo_action.triggered.connect(self._toggle_allow_undo)
        menus.full_screen_action.triggered.connect(self._toggle_full_screen)
        menus.learn_action.triggered.connect(lambda: self.lessons.choose())
        for action, open_dialog in (
                (menus.rules_action, lambda: self.dialogs.show_rules()),
                (menus.rules_in_play_action, lambda: self.dialogs.show_rules_in_play()),
                (menus.keys_action, lambda: self.dialogs.show_keys()),
                (menus.about_action, lambda: self.dialogs.show_about()),
                (menus.house_rules_action, lambda: self.dialogs.edit_house_rules()),
                (menus.review_action, lambda: self.dialogs.show_review()),
                (menus.stats_action, lambda: self.dialogs.show_statistics()),
                (menus.preferences_action, lambda: self.dialogs.show_preferences())):
            action.triggered.connect(open_dialog)
        menus.face_chosen.connect(self.set_face_style)
        menus.back_chosen.connect(self.set_back_style)
        menus.speed_chosen.connect(self.apply_speed)

    @property
    def dialogs(self) -> DialogOpener:
        """The dialogs' part, made (and its module loaded) the first time one opens."""
        if self._dialogs is None:
            from .window_dialogs import DialogOpener

            self._dialogs = DialogOpener(self)
            self._dialogs.new_game_requested.connect(self.games.start_game)
            self._dialogs.replay_requested.connect(self.games.replay)
        return self._dialogs

    @property
    def lessons(self) -> Lessons:
        """Help > Learn to Play's part, made (and its module loaded) on first use."""
        if self._lessons is None:
            from .lesson import Lessons

            self._lessons = Lessons(self, self)
        return self._lessons

    # -- the heavy half, built on demand --------------------------------------------
    @property
    def tasks(self) -> TaskService | None:
        """The app's task service (made now if it was handed in as its maker)."""
        if callable(self._tasks):
            self._tasks = self._tasks()
        return self._tasks

    def table_built(self) -> bool:
        """The table (controller, recorder, sounds) exists: built after the first paint,
        or earlier when something asked for it."""
        return self._part is not None

    @property
    def sounds(self) -> Sounds:
        """The table's sounds (silent in tests, muted or without a device): made with the
        table, after the first paint."""
        if self._sounds is None:
            from .sound import Sounds

            self._sounds = Sounds(self.prefs.sound_volume, self.prefs.sound_muted, parent=self)
        return self._sounds

    @property
    def part(self) -> TablePart:
        if self._part is None:
            self._build_part()
        assert self._part is not None
        return self._part

    @property
    def controller(self) -> GameController:
        return self.part.controller

    @property
    def table(self) -> GameTable:
        return self.part.table

    @property
    def score_model(self) -> ScoreSheetModel:
        return self.part.score_model

    def _build_part(self) -> None:
        # the table's modules are loaded here, after the first paint, not at start-up
        from PySide6.QtWidgets import QLabel

        from .announce import Announcer, connect_table_announcements
        from .close_keys import install_close_keys
        from .play.recorder import GameRecorder, show_save_trouble
        from .play.table_part import TablePart
        from .sound import connect_table_sounds

        self._use_palette()
        #: the deal number, on the status bar (made with the table: it slows the first paint)
        self.deal_label: QLabel = QLabel()
        self.statusBar().addPermanentWidget(self.deal_label)
        # Esc and Ctrl+W close every other window and dialog: a filter on every event of
        # the program, so installed once the first paint is done (it would slow that)
        install_close_keys()
        self.menus.set_shortcuts()
        part = TablePart(self, self._thinker, self.prefs, self.tasks)
        part.renderer.on_missing = self.notices.card_pictures_missing
        self._part = part
        self.setCentralWidget(part.table)
        self._felt = None
        if self.games.first_pending:
            # built before the felt was painted: deal once the table itself is painted
            part.table.view.viewport().installEventFilter(self._paint_watch)
        controller = part.controller
        part.table.status.connect(self.show_status)
        part.table.new_game_requested.connect(self.games.new_game)
        controller.state_changed.connect(self._update_actions)
        controller.dealt.connect(lambda *_: self._update_deal_label())
        controller.reset.connect(self._update_deal_label)
        controller.reset.connect(self._update_actions)
        controller.hint_ready.connect(self._on_hint)
        controller.claim_offered.connect(
            lambda line: self.menus.claim_action.setEnabled(line is not None))

        def viewer_side() -> int | None:
            rules = controller.rules()
            return None if rules is None else rules.side_of(controller.viewer)

        connect_table_sounds(controller, self.sounds, viewer_side)
        self.announcer = Announcer(part.table.view, self)
        connect_table_announcements(controller, self.announcer)
        self.recorder: GameRecorder = GameRecorder(controller, self)
        self.recorder.message.connect(self.show_status)
        self.recorder.notice.connect(self.notices.tell_once)
        self.save_notice = show_save_trouble(self.recorder, self.statusBar())
        for dock, key in ((part.score_dock, "Ctrl+1"), (part.trick_dock, "Ctrl+2"),
                          (part.bid_dock, "Ctrl+3")):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(key))
            self.menus.add_dock_toggle(toggle)
        self.menus.toolbar.insertAction(self.menus.rules_action,
                                        part.score_dock.toggleViewAction())
        self._show_speed()
        _, layout = self.prefs.window_layout()
        if layout:
            self.restoreState(layout)
        self._update_actions()

    def fit_to_screen(self) -> None:
        """Never larger than the screen's free area, and on it (:mod:`.screen_fit`)."""
        from .screen_fit import fit_to_screen

        fit_to_screen(self, MINIMUM_SIZE)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.fit_to_screen()  # its frame is known now: the whole window on the screen
        if self._part is None and self._felt is not None:
            self._felt.update()

    def _after_first_paint(self) -> None:
        if self.games.first_pending:
            # builds the table, then deals (or asks whether to resume the unfinished game)
            self.games.start_first_game()
        if not self.notices.start_told:
            self.first_painted.emit()
            self._tell_start_notices()

    def _tell_start_notices(self) -> None:
        """Once, after the first paint: open the rule sets and the history now, so a
        damaged or newer file moved aside is said at start-up, with where its copy is."""
        if self.notices.start_told:
            return
        self.prefs.rule_store()  # RuleSetStore(): its notice is posted now
        opened = self.recorder.open_history() if self._part is not None else None
        self.notices.tell_start([opened] if opened else [])

    # -- preferences: changed anywhere, shown here at once ---------------------------------
    def apply_speed(self, name: str) -> None:
        """View > Speed (and tests, benchmarks): the game speed setting."""
        self.prefs.speed = speed(name).name
        self._show_speed()

    def set_face_style(self, style: str) -> None:
        self.prefs.face_style = style

    def set_back_style(self, style: str) -> None:
        self.prefs.back_style = style

    def _toggle_allow_undo(self, on: bool) -> None:
        self.prefs.allow_undo = on

    def _setting_changed(self, key: str, _value: object) -> None:
        """A setting changed (in a dialog, a menu, anywhere): the table follows now."""
        shows = {
            keys.CARD_STYLE.key: self._show_card_styles,
            keys.CARD_BACK.key: self._show_card_styles,
            keys.GAME_SPEED.key: self._show_speed,
            keys.UNDO_ALLOWED.key: self._show_undo,
            keys.TABLE_COLOR.key: self._show_table_color,
            keys.HIGH_CONTRAST.key: self._show_high_contrast,
            keys.CONFIRM_BEFORE_PLAY.key: self._show_play_options,
            keys.AUTO_PLAY_SINGLE.key: self._show_play_options,
            AUTO_PLAY_PAUSE: self._show_play_options,
            keys.SOUND_VOLUME.key: self._show_sound,
            keys.SOUND_MUTED.key: self._show_sound,
            keys.PLAYER_NAME.key: self._show_name,
        }
        show = shows.get(key)
        if show is not None:
            show()

    def _show_card_styles(self) -> None:
        face, back = self.prefs.shown_face_style, self.prefs.back_style
        self.menus.check(self.menus.face_group, face)
        self.menus.check(self.menus.back_group, back)
        # easy to see: always four colours, so the two-colour choice waits until it is off
        self.menus.face_group.setEnabled(not self.prefs.high_contrast)
        if self._part is not None:
            table = self._part.table
            table.four_color = face == "4color"
            table.scene.set_renderer_styles(face, back)
            table.refresh()

    def _use_palette(self) -> None:
        """"Easy to see" colours the plates and panels too."""
        from .table.items import PALETTE

        PALETTE.use(self.prefs.high_contrast)

    def _show_high_contrast(self) -> None:
        self._use_palette()
        self._show_card_styles()
        self._show_table_color()
        if self._part is not None:
            self._part.table.scene.update()

    def _show_speed(self) -> None:
        chosen = speed(self.prefs.speed)
        self.menus.check(self.menus.speed_group, chosen.name)
        if self._part is not None:
            self._part.controller.set_speed(chosen)
            self._part.table.scene.set_speed(chosen.animation)

    def _show_undo(self) -> None:
        on = self.prefs.allow_undo
        self.menus.allow_undo_action.setChecked(on)
        if self._part is not None:
            set_allow_undo(self._part.controller, on)
        self._update_actions()

    def _show_table_color(self) -> None:
        color = self.prefs.shown_table_color
        if self._part is not None:
            self._part.table.scene.set_table_color(color)
        elif self._felt is not None:
            palette = self._felt.palette()
            palette.setColor(QPalette.ColorRole.Window, QColor(color))
            self._felt.setPalette(palette)

    def _show_play_options(self) -> None:
        if self._part is not None:
            self._part.table.set_confirm_play(self.prefs.confirm_play)
            self._part.table.auto_play_pause_ms = self.prefs.auto_play_pause_ms
            self._part.table.set_auto_play_single(self.prefs.auto_play_single)

    def _show_sound(self) -> None:
        if self._sounds is None:
            return  # made with the table, from the settings then
        self.sounds.set_volume(self.prefs.sound_volume)
        self.sounds.set_muted(self.prefs.sound_muted)

    def _show_name(self) -> None:
        """Your name at the table changes in the game being played too."""
        if self._part is None:
            return
        c = self._part.controller
        seat = c.human_seat
        if seat is None or seat >= len(c.config.seats):
            return
        name = self.prefs.player_name
        c.config.seats[seat].name = name
        plates = self._part.table.scene.plates
        if seat < len(plates):
            from .words import seat_name

            plates[seat].set_values(name=seat_name(name))
        self._part.update_models()
        self._part.table.refresh()

    def _toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # -- reacting -------------------------------------------------------------------------
    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _show_last_trick(self) -> None:
        if self._part is not None:  # the felt until the table is built
            self._part.table.show_last_trick()

    def _update_actions(self) -> None:
        if self._part is None:
            return
        c = self._part.controller
        undo_action = self.menus.undo_action
        can_undo = c.can_undo()
        undo_action.setEnabled(can_undo)
        if every_card_played(c):
            tip = translate("MainWindow", "Every card counts here: none can be taken back.")
        elif not c.allow_undo:
            tip = translate("MainWindow", "Undo is switched off (Edit > Allow Undo).")
        elif can_undo:
            tip = translate("MainWindow", "Take back the last card you played")
        else:
            tip = translate("MainWindow", "Nothing to take back: play a card first.")
        # only a new tip is set (the key is added to it after): every change of a
        # toolbar's action costs Qt's tool button memory it never gives back
        if tip != getattr(self, "_undo_tip", None):
            self._undo_tip = tip
            undo_action.setToolTip(tip)
        self.menus.hint_action.setEnabled(c.is_human_turn())

    def _update_title(self) -> None:
        path = self.games.path
        name = path.name if path is not None else self.controller.config.title
        self.setWindowTitle(f"{name} — {APP_TITLE}")
        self._update_deal_label()

    def _update_deal_label(self) -> None:
        number = self.games.deal_number()
        self.deal_label.setText(translate("MainWindow", "Deal {number}").format(number=number))
        self.deal_label.setToolTip(translate(
            "MainWindow",
            "New Game with this deal number deals these cards again, from the same dealer."))
        self.deal_label.setAccessibleName(
            translate("MainWindow", "Deal number {number}").format(number=number))

    def _ask_hint(self) -> None:
        """Edit > Hint (H): the adviser's move, or why there is none here (a challenge)."""
        refused = hint_refused(self.controller)
        if refused is not None:
            self.show_status(refused)
        else:
            self.controller.request_hint()

    def _on_hint(self, action: str, reason: str) -> None:
        self.show_status(translate("MainWindow", "Hint: {reason}").format(reason=reason)
                         if action else reason)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting keeps the game for next time: the autosave is written now. Only
        when it cannot be is the player asked before the game is lost."""
        if not self.games.save_for_later() or not self.games.hands_kept_or_let_go():
            event.ignore()
            return
        self.prefs.set_window_layout(bytes(self.saveGeometry().data()),
                                     bytes(self.saveState().data()))
        if self._part is not None:
            self._part.controller.stop()
            self.recorder.close_history()
        if self._sounds is not None:
            self._sounds.close()
        super().closeEvent(event)
