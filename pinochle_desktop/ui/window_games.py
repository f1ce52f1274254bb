"""The main window's games: the first deal, new, open, save, resume, the recent files.

:class:`GameActions` is a part the main window holds. It reaches the window only
through :class:`~.window_host.WindowHost` (the settings, the table's controller and recorder, the
status bar) and says that the game or its file changed with ``file_changed``
(the window's title follows). Dialogs load on first use.

Nothing is lost without asking: quitting keeps the game in the autosave and the
next start offers it back (:meth:`GameActions.offer_resume_at_start`, asked
before anything is dealt); a new game or an opened file over a game in progress
asks first (:meth:`GameActions.confirm`, which tests replace).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..storage import settings as keys
from .engine_text import error_text
from .window_host import WindowHost

if TYPE_CHECKING:
    from ..engine import State
    from ..storage import SaveMeta
    from ..storage.challenges import SeriesRecord
    from .challenge import ChallengeRun
    from .challenge_dialogs import ChallengePlan
    from .play.config import GameConfig
    from .play.controller import GameController
    from .play.recorder import GameRecorder

translate = QCoreApplication.translate
_T = TypeVar("_T")


def file_filter(suffix: str) -> str:
    """The file dialogs' filters in the player's language (in English, the storage's
    ``FILE_FILTER``): the saved games, JSON files, every file."""
    return ";;".join((
        translate("WindowGames", "Pinochle games (*{suffix})").format(suffix=suffix),
        translate("WindowGames", "JSON files (*.json)"),
        translate("WindowGames", "All files (*)"),
    ))


class GameActions(QObject):
    """Starting, opening and saving games; ``path`` is the game's file, if any."""

    #: the game on the table or its file changed (a new deal, opened, saved)
    file_changed = Signal()

    def __init__(self, host: WindowHost, first_game: GameConfig | None = None) -> None:
        super().__init__(host.window())
        self._host = host
        self.prefs = host.prefs
        #: the game's file, once opened from one or saved to one
        self.path: Path | None = None
        #: the game to deal once the table is built; None: the remembered defaults
        self._first_game = first_game
        #: nothing dealt yet: the first game waits for the window's first paint
        self.first_pending = True
        #: at start-up, ask "Resume your unfinished game?" before the first deal
        self._resume_offer = False
        self._loading = False
        #: the challenge series being played, if any (``ui.challenge.ChallengeRun``)
        self.challenge_run: ChallengeRun | None = None

    @property
    def controller(self) -> GameController:
        return self._host.controller

    @property
    def recorder(self) -> GameRecorder:
        return self._host.recorder

    def _parent(self) -> QWidget:
        """The window the dialogs and message boxes stand over."""
        return self._host.window()

    def show_status(self, text: str) -> None:
        self._host.show_status(text)

    def start_first_game(self) -> None:
        """After the first paint: deal the first game, or first ask whether to resume the
        unfinished one (:meth:`offer_resume_at_start`); nothing when a game was put on
        the table already (a file opened at start-up)."""
        self.first_pending = False
        if self.controller.has_game():
            return
        from .challenge import continue_open_series

        if continue_open_series(self):  # a series left by quitting, continued
            return
        if self._resume_offer:
            self.ask_resume_now()  # deals the first game if the player does not resume
        else:
            self._deal(self._first_game or self.default_config())

    def default_config(self) -> GameConfig:
        """The game New Game offers: the remembered variant, levels and name."""
        from .play.config import GameConfig

        config = GameConfig.standard(self.prefs.variant, levels=self.prefs.seat_levels,
                                     name=self.prefs.player_name)
        config.coach = self.prefs.coach_new_game
        return config

    def start_game(self, config: GameConfig) -> None:
        """Deal ``config``; without rules of its own it gets the variant's house rules or
        the saved rule set chosen in Preferences (see ``Preferences.rules_for``).
        The game played before is abandoned: its autosave is forgotten, and this one
        is autosaved from its deal (quitting at once offers these cards back)."""
        self.recorder_forget()
        self._deal(config)
        self.recorder.keep_deal()

    def _deal(self, config: GameConfig) -> None:
        if config.rules is None:
            config.rules = self.prefs.rules_for(config.variant).rules
        self.first_pending = False
        self._resume_offer = False
        self.controller.start(config)
        if config.human_seat is not None:
            self.prefs.coach_offered()  # only a new player's very first game is coached unasked
        self.path = None
        self.file_changed.emit()
        self.show_status(translate("WindowGames", "New game: {title}. Deal number {number}.")
                         .format(title=config.title, number=self.deal_number()))

    def recorder_forget(self) -> None:
        """Forget the autosave of the game being replaced (once the table exists)."""
        if self._host.table_built():
            self.recorder.forget()

    # -- asking before a game is lost ---------------------------------------------------
    def game_in_progress(self) -> bool:
        """A game not over in which the person has played: starting another loses it."""
        if not self._host.table_built():
            return False
        return self.recorder.worth_keeping()

    def confirm(self, question: str, detail: str, yes: str, no: str) -> bool:
        """Ask a yes-or-no question in a box; True for ``yes``. Tests replace this."""
        from PySide6.QtWidgets import QMessageBox

        parent = self._parent()
        box = QMessageBox(QMessageBox.Icon.Question, parent.windowTitle(), question,
                          QMessageBox.StandardButton.NoButton, parent)
        box.setObjectName("confirm")
        box.setInformativeText(detail)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(no_button)
        box.setEscapeButton(no_button)
        box.exec()
        return box.clickedButton() is yes_button

    def may_abandon(self) -> bool:
        """True when nothing would be lost, or the player agrees to abandon the game."""
        if not self.game_in_progress():
            return True
        return self.confirm(translate("WindowGames", "Abandon the game in progress?"),
                            translate("WindowGames", "It will be lost: it cannot be resumed "
                                      "later."),
                            translate("WindowGames", "&Abandon It"),
                            translate("WindowGames", "&Keep Playing"))

    def deal_number(self) -> int | None:
        """The number that deals the cards on the table again (each deal has its own)."""
        c = self.controller
        number = c.deal_number()
        return number if number is not None else c.config.seed

    # -- the unfinished game at start-up --------------------------------------------------
    def offer_resume_at_start(self) -> None:
        """At start-up: ask "Resume your unfinished game?" (when an autosave waits)
        instead of dealing a game first; without a waiting game, deal as usual."""
        if self.first_pending:
            self._resume_offer = True  # asked once the table is built (after the first paint)
            return
        if not self.game_in_progress():
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.ask_resume_now)

    def ask_resume_now(self) -> None:
        """Ask now; Resume puts the game back, otherwise a game is dealt (if none is)."""
        from .dialogs.resume_prompt import ask_resume

        self._resume_offer = False
        found = ask_resume(self._parent(), read=self._read_autosave)
        if found is not None:
            self.resume(*found)
            self.show_status(translate("WindowGames", "Resumed your game: hand {hand}. Deal "
                                       "number {number}.").format(
                hand=found[0].hand_number + 1, number=self.deal_number()))
        elif not self.controller.has_game():
            # the autosave (kept, if the question was closed) stays until this game moves
            self._deal(self._first_game or self.default_config())

    def new_game(self) -> None:
        from PySide6.QtWidgets import QDialog

        from .dialogs.new_game import NewGameDialog

        if not self.may_abandon():
            return

        dialog = NewGameDialog(self.prefs, self._parent())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        # what was chosen is what the next new game offers
        levels = self.prefs.seat_levels
        for seat, chosen in enumerate(config.seats[: len(levels)]):
            if chosen.level:
                levels[seat] = chosen.level
        remembered: dict[str, object] = {
            keys.SEAT_LEVELS.key: levels,
            keys.GAME_SPEED.key: dialog.speed_name(),
        }
        if dialog.current_game() == config.variant:  # a preset (the setting names only those)
            remembered[keys.DEFAULT_VARIANT.key] = config.variant
        if config.human_seat == 0 and config.seats[0].name.strip():
            remembered[keys.PLAYER_NAME.key] = config.seats[0].name.strip()[:40]
        self.prefs.update(remembered)
        self.start_game(config)

    def challenge(self) -> None:
        """Game > Challenge the Expert: choose a series, then play it on the table."""
        from PySide6.QtWidgets import QDialog

        from .challenge_dialogs import ChallengeSetupDialog

        if not self.may_abandon():
            return
        from .challenge import continue_open_series

        if continue_open_series(self):
            return
        level = next((lv for lv in self.prefs.seat_levels[1:] if lv), None)  # the computers'
        dialog = ChallengeSetupDialog(self.prefs.variant, level, self._parent())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_challenge(dialog.plan())

    def start_challenge(self, plan: ChallengePlan, record: SeriesRecord | None = None) -> None:
        """Play the series ``plan`` on the table (a series being played stops); with
        ``record``, continue that series left open where it stopped."""
        from .challenge import ChallengeRun

        if self.challenge_run is not None:
            self.challenge_run.stop()
        self.challenge_run = ChallengeRun(self, plan, self._parent(), record=record)
        self.challenge_run.start()

    def open_game(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ..storage.savegame import SUFFIX

        if not self.may_abandon():
            return
        path, _ = QFileDialog.getOpenFileName(self._parent(),
                                              translate("WindowGames", "Open a saved game"),
                                              self._folder(), file_filter(SUFFIX))
        if path:
            self.open_path(path)

    def _read_autosave(self) -> tuple[State, SaveMeta] | None:
        """The autosave, replayed with a progress bar when it is long; None when the
        person cancels (it is kept, and offered again at the next start)."""
        from ..storage import read_autosave
        from .loading import LoadCancelled

        try:
            return self._load(read_autosave)
        except LoadCancelled:
            return None

    def _load(self, read: Callable[[], _T]) -> _T:
        """``read()`` with a progress bar when it takes a while (``ui.loading``); the
        game on the table waits meanwhile, as it was."""
        from .loading import load_with_progress

        controller = self.controller if self._host.table_built() else None
        waiting = controller is not None and not controller.paused
        if waiting:
            assert controller is not None
            controller.set_paused(True)
        try:
            return load_with_progress(self._parent(), read)
        finally:
            if waiting:
                assert controller is not None
                controller.set_paused(False)

    def open_path(self, path: str) -> bool:
        """Open the saved game in ``path`` (replayed with a progress bar when it is
        long); False when it cannot be opened or the person cancels, the game on the
        table left as it was."""
        from ..storage import SaveFileError, load_game
        from .loading import LoadCancelled

        if self._loading:
            return False  # one at a time (a second start's file while one is replayed)
        self._loading = True
        try:
            state, meta = self._load(lambda: load_game(path))
        except LoadCancelled:
            self.show_status(translate("WindowGames", "Opening {file} was cancelled.")
                             .format(file=Path(path).name))
            return False
        except SaveFileError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self._parent(), translate("WindowGames", "Could not open the game"),
                                error_text(exc))
            self.prefs.remove_recent(path)
            return False
        finally:
            self._loading = False
        self.resume(state, meta)
        self.path = Path(path)
        self.prefs.add_recent(path)
        self.file_changed.emit()
        self.show_status(translate("WindowGames", "Opened {file}.").format(file=self.path.name))
        return True

    def resume(self, state: State, meta: SaveMeta) -> None:
        """Continue a saved (or autosaved) game with its seats, names and levels."""
        from .play.config import GameConfig, SeatConfig

        config = GameConfig.standard(state.rules.variant, levels=self.prefs.seat_levels,
                                     name=self.prefs.player_name)
        if len(meta.seats) == state.rules.num_players:
            known = [SeatConfig(s.name, self._level(s.level)) for s in meta.seats]
            config.seats = known
        config.rules = state.rules
        config.coach = meta.coach
        self.first_pending = False
        self._resume_offer = False
        self.controller.load(state, config)
        self.recorder.adopt(meta)
        self.path = None
        self.file_changed.emit()

    @staticmethod
    def _level(level: str | None) -> str | None:
        from .play.config import resolve_level

        return None if level is None else resolve_level(level)

    def save_game(self) -> bool:
        if self.path is None:
            return self.save_game_as()
        return self._save_to(self.path)

    def save_game_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from ..storage.savegame import SUFFIX

        default = str(self.path) if self.path is not None else str(
            Path(self._folder()) / self.proposed_file_name(SUFFIX))
        path, _ = QFileDialog.getSaveFileName(self._parent(),
                                              translate("WindowGames", "Save the game"),
                                              default, file_filter(SUFFIX))
        if not path:
            return False
        if not Path(path).suffix:
            path += SUFFIX
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        from ..storage import SaveFileError, save_game

        state = self.controller.stored_game()
        if state is None:
            return False
        try:
            save_game(path, state, self.recorder.current_meta())
        except (SaveFileError, OSError) as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self._parent(), translate("WindowGames", "Could not save the game"),
                                error_text(exc))
            return False
        self.path = path
        self.prefs.add_recent(str(path))
        self.file_changed.emit()
        self.show_status(translate("WindowGames", "Saved to {file}.").format(file=path.name))
        return True

    def proposed_file_name(self, suffix: str) -> str:
        """``Pinochle Four-handed partnership 2024-05-01.pinochle``: the game and the day."""
        import datetime

        title = self.controller.config.title.split(" (")[0]
        day = datetime.date.today().isoformat()
        name = translate("WindowGames", "Pinochle {title} {day}").format(title=title, day=day)
        safe = "".join("-" if ch in '/\\:*?"<>|' else ch for ch in name)
        return safe + suffix

    def _folder(self) -> str:
        """The folder a file dialog opens in: the game's own file's, else the user's
        documents folder (the home folder when the system names none)."""
        if self.path is not None:
            return str(self.path.parent)
        from PySide6.QtCore import QStandardPaths

        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return documents
        return str(Path.home())

    def fill_recent(self, menu: QMenu) -> None:
        """Game > Open Recent, filled as it opens: the files opened or saved lately."""
        menu.clear()
        files = self.prefs.recent_files()
        if not files:
            empty = menu.addAction(translate("WindowGames", "No recent games"))
            empty.setEnabled(False)
            return
        for path in files:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self._open_recent(p))

    def _open_recent(self, path: str) -> None:
        if self.may_abandon():
            self.open_path(path)

    def replay(self, state: object) -> None:
        """Deal a hand of the history again (the review's Replay): the same cards, a new
        chance, with today's seats."""
        from ..engine import BaseState
        from .play.config import GameConfig

        if not isinstance(state, BaseState):
            return
        config = GameConfig.standard(state.rules.variant, levels=self.prefs.seat_levels,
                                     name=self.prefs.player_name)
        config.rules = state.rules
        self.first_pending = False
        self.controller.load(state, config)
        self.show_status(translate("WindowDialogs",
                                   "Replaying the deal: the same cards, a new chance."))

    # -- quitting ---------------------------------------------------------------------
    def save_for_later(self, *, ask: bool = True) -> bool:
        """Write the game in progress to the autosave at once (it is offered back at the
        next start); False when it could not be and the player (``ask``) chose to keep
        playing."""
        if not self._host.table_built():
            return True
        if self.challenge_run is not None and self.challenge_run.active:
            self.recorder.forget()  # the series is offered instead, its deal from the start
            return True
        problem = self.recorder.flush()
        if problem is None or not ask:
            return True
        return self.confirm(translate("MainWindow", "Quit and lose the game in progress?"),
                            translate("MainWindow", "{problem} It cannot be offered back next "
                                      "time.").format(problem=problem),
                            translate("MainWindow", "&Quit Anyway"),
                            translate("MainWindow", "&Keep Playing"))

    def hands_kept_or_let_go(self) -> bool:
        """Hands kept in memory (the history could not be written) are written now; any
        that still cannot be are named, and the player chooses to quit without them."""
        if not self._host.table_built():
            return True
        from .words import plural

        lost = self.recorder.unrecorded_hands()
        return not lost or self.confirm(
            plural(translate("MainWindow", "Quit without %n hand(s) in your history?", None,
                             lost), lost),
            plural(translate("MainWindow", "%n hand(s) you played could not be added to your "
                             "hand history: it cannot be written just now (a full disk, a "
                             "read-only or locked file). Free some space and keep playing to "
                             "add them, or quit and lose them.", None, lost), lost),
            translate("MainWindow", "&Quit Anyway"), translate("MainWindow", "&Keep Playing"))
