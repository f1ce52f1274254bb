"""The main window's games: new, open, save, resume, and the recent files.

A mixin of :class:`~.main_window.MainWindow`, kept apart so the window's own
module reads as what the window does. Dialogs load on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QMenu

from ..storage import settings as keys

if TYPE_CHECKING:
    from ..engine import State
    from ..storage import SaveMeta
    from .play.config import GameConfig
    from .play.controller import GameController
    from .play.recorder import GameRecorder
    from .preferences import Preferences

    _Window = QMainWindow
else:
    _Window = object


class WindowGames(_Window):
    """Starting, opening and saving games; ``self.path`` is the game's file, if any."""

    if TYPE_CHECKING:
        prefs: Preferences
        path: Path | None
        recorder: GameRecorder
        recent_menu: QMenu
        _first_pending: bool

        @property
        def controller(self) -> GameController: ...
        def show_status(self, text: str) -> None: ...
        def _update_title(self) -> None: ...

    def start_game(self, config: GameConfig) -> None:
        """Deal ``config``; without rules of its own it gets the variant's house rules or
        the saved rule set chosen in Preferences (see ``Preferences.rules_for``)."""
        if config.rules is None:
            config.rules = self.prefs.rules_for(config.variant).rules
        self._first_pending = False
        self.controller.start(config)
        self.path = None
        self._update_title()
        self.show_status(f"New game: {config.title}. Deal number {self.controller.config.seed}.")

    def new_game(self) -> None:
        from PySide6.QtWidgets import QDialog

        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.prefs, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        # what was chosen is what the next new game offers
        levels = self.prefs.seat_levels
        for seat, chosen in enumerate(config.seats[: len(levels)]):
            if chosen.level:
                levels[seat] = chosen.level
        remembered: dict[str, object] = {
            keys.DEFAULT_VARIANT.key: config.variant,
            keys.SEAT_LEVELS.key: levels,
            keys.GAME_SPEED.key: dialog.speed_name(),
        }
        if config.human_seat == 0 and config.seats[0].name.strip():
            remembered[keys.PLAYER_NAME.key] = config.seats[0].name.strip()[:40]
        self.prefs.update(remembered)
        self.start_game(config)

    def open_game(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from ..storage.savegame import FILE_FILTER

        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", self._folder(),
                                              FILE_FILTER)
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        from ..storage import SaveFileError, load_game

        try:
            state, meta = load_game(path)
        except SaveFileError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, "Could not open the game", str(exc))
            self.prefs.remove_recent(path)
            return False
        self.resume(state, meta)
        self.path = Path(path)
        self.prefs.add_recent(path)
        self._update_title()
        self.show_status(f"Opened {self.path.name}.")
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
        self._first_pending = False
        self.controller.load(state, config)
        self.recorder.adopt(meta)

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

        from ..storage.savegame import FILE_FILTER, SUFFIX

        default = str(Path(self._folder()) / f"pinochle{SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", default, FILE_FILTER)
        if not path:
            return False
        if not Path(path).suffix:
            path += SUFFIX
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        from ..storage import SaveFileError, save_game

        state = self.controller.state
        if state is None:
            return False
        try:
            save_game(path, state, self.recorder.current_meta())
        except (SaveFileError, OSError) as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, "Could not save the game", str(exc))
            return False
        self.path = path
        self.prefs.add_recent(str(path))
        self._update_title()
        self.show_status(f"Saved to {path.name}.")
        return True

    def _folder(self) -> str:
        return str(self.path.parent) if self.path is not None else str(Path.home())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.prefs.recent_files()
        if not files:
            empty = self.recent_menu.addAction("No recent games")
            empty.setEnabled(False)
            return
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
