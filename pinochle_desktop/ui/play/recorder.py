"""Nothing lost when the player quits: autosave after every trick, every finished
hand written to the history database, and the autosave forgotten at game end.

Listens to the controller's signals (the scene never knows it exists). A
storage failure is reported once, in words, through :attr:`message`; the game
goes on.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal

from ...storage import HistoryDB, SaveMeta, SeatInfo, clear_autosave, open_history, write_autosave
from .controller import GameController


class GameRecorder(QObject):
    #: a sentence for the status bar or a message box (storage trouble)
    message = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.meta: SaveMeta | None = None
        self._db: HistoryDB | None = None
        self._db_tried = False
        self._warned = False
        controller.reset.connect(self.new_game)
        controller.trick_won.connect(self.autosave)
        controller.hand_scored.connect(self._hand_scored)
        controller.game_over.connect(self._game_over)

    # -- the game's identity -------------------------------------------------------
    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(s.name, s.level) for s in self.controller.config.seats]

    def new_game(self) -> None:
        """A game started or was loaded: a fresh identity (``adopt`` keeps a saved one)."""
        self.meta = SaveMeta(seats=self.seats())

    def adopt(self, meta: SaveMeta) -> None:
        """Keep the identity of a game opened from a file or the autosave."""
        self.meta = SaveMeta(seats=self.seats(), game_id=meta.game_id)

    def current_meta(self) -> SaveMeta:
        if self.meta is None:
            self.new_game()
        assert self.meta is not None
        return self.meta

    # -- writing ---------------------------------------------------------------------
    def autosave(self, *_args: object) -> None:
        state = self.controller.state
        if state is None or state.is_terminal:
            return
        try:
            # not durable: a killed process still leaves the previous complete file
            write_autosave(state, self.current_meta(), durable=False)
        except (OSError, ValueError) as exc:
            self._warn(f"The game could not be saved automatically ({exc}).")

    def history(self) -> HistoryDB | None:
        if not self._db_tried:
            self._db_tried = True
            self._db, problem = open_history()
            if problem:
                self.message.emit(problem)
        return self._db

    def _hand_scored(self, *_args: object) -> None:
        state = self.controller.state
        if state is None:
            return
        self.autosave()
        db = self.history()
        if db is None:
            return
        meta = self.current_meta()
        try:
            db.record_state(state, meta.game_id, self.controller.human_seat, meta.seats)
        except (OSError, ValueError) as exc:
            self._warn(f"This hand could not be added to your history ({exc}).")

    def _game_over(self, *_args: object) -> None:
        with contextlib.suppress(OSError):
            clear_autosave()

    def _warn(self, text: str) -> None:
        if not self._warned:
            self._warned = True
            self.message.emit(text)
