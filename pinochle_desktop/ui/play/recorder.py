"""Nothing lost when the player quits: autosave after every trick, every finished
hand written to the history database, and the autosave forgotten at game end.

Listens to the controller's signals (the scene never knows it exists). A
storage failure is reported once, in words, through :attr:`message`; the game
goes on. A history that cannot be written (read-only, locked by another
program, a full disk) never holds the table up: the storage keeps the hand in
memory and records it once it can, and :attr:`notice` tells the player once.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal

from ...storage import (
    HistoryDB,
    HistoryError,
    SaveMeta,
    SeatInfo,
    clear_autosave,
    open_history,
    write_autosave,
)
from ...storage.text import shorten
from .controller import GameController


class GameRecorder(QObject):
    #: a sentence for the status bar or a message box (storage trouble)
    message = Signal(str)
    #: a sentence the player must read, once a session: hands kept in memory because
    #: the history cannot be written just now
    notice = Signal(str)

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
            # fsynced when a hand has just ended, only renamed after other tricks
            write_autosave(state, self.current_meta())
        except (OSError, ValueError) as exc:
            self._warn(f"The game could not be saved automatically ({exc}).")

    def history(self) -> HistoryDB | None:
        """The hand history, opened at the first call (a problem goes to :attr:`message`)."""
        problem = self.open_history()
        if problem:
            self.message.emit(problem)
        return self._db

    def open_history(self) -> str | None:
        """Open the history now, if not tried yet; the sentence for the player when it
        could not be opened as it was (the window says it with the start-up notices)."""
        if self._db_tried:
            return None
        self._db_tried = True
        self._db, problem = open_history()
        return problem

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
            # never waits long: a locked or read-only history keeps the hand for later
            db.record_state(state, meta.game_id, self.controller.human_seat, meta.seats)
        except (OSError, ValueError, HistoryError) as exc:
            self._warn(f"This hand could not be added to your history ({exc}).")
        kept = db.take_notice()
        if kept:
            self.notice.emit(kept)

    def _game_over(self, *_args: object) -> None:
        with contextlib.suppress(OSError):
            clear_autosave()

    def _warn(self, text: str) -> None:
        if not self._warned:
            self._warned = True
            self.message.emit(shorten(text))
