"""Nothing lost when the player quits: the autosave holds the game after every
action (each bid, pass, trump, pass of cards, bury, meld and card) and from the
deal of a game the person chose (New Game) or of the next hand, before anyone acts;
every finished hand is written to the history database, and the autosave is
forgotten at game end.

The autosave is the engine's action log (a few kilobytes, well under a
millisecond to write: ``bench/autosave_cost.py``). A change of the game marks
it due and a single-shot timer writes it once control is back in the event
loop, so moves applied in one go are written once; a slow disk lengthens the
wait (at most one write is ever pending). :meth:`GameRecorder.flush` writes at
once (quitting). The file is fsynced only when a hand has ended (the storage
layer's rule), even when the hand's last state was coalesced with the next.

Listens to the controller's signals (the scene never knows it exists). A
storage failure is reported once, in words, through :attr:`message`; the game
goes on. A history that cannot be written (read-only, locked by another
program, a full disk) never holds the table up: the storage keeps the hand in
memory and records it once it can, and :attr:`notice` tells the player once.
"""

from __future__ import annotations

import contextlib
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...storage import (
    HistoryDB,
    HistoryError,
    SaveMeta,
    SeatInfo,
    clear_autosave,
    open_history,
    write_autosave,
)
from ...storage.savegame import is_hand_end
from ...storage.text import shorten
from ..engine_text import engine_text, error_text
from .controller import GameController

translate = QCoreApplication.translate

#: the wait before a due autosave is written, ms: the next turn of the event loop...
AUTOSAVE_DELAY_MS = 0
#: ... or this, when the last write took longer than SLOW_WRITE_MS (a slow disk)
SLOW_AUTOSAVE_DELAY_MS = 300
SLOW_WRITE_MS = 25.0


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
        #: an fsync is owed: a hand ended since the last write
        self._durable_due = False
        #: milliseconds the last autosave took (its wait follows it)
        self.last_write_ms = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        #: the game last seen (deal number, moves): an undo goes on with the same game
        self._seen: tuple[int, list[object]] | None = None
        #: the person chose this game (New Game): kept from its deal, before anyone acts
        self._chosen = False
        controller.reset.connect(self.new_game)
        controller.state_changed.connect(self.changed)
        controller.hand_scored.connect(self._hand_scored)
        controller.game_over.connect(self._game_over)

    # -- the game's identity -------------------------------------------------------
    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(s.name, s.level) for s in self.controller.config.seats]

    def new_game(self) -> None:
        """A game started or was loaded: a fresh identity (``adopt`` keeps a saved one);
        a card taken back (the same deal, fewer of the same moves) is the same game."""
        state = self.controller.stored_game()
        seen, self._seen = self._seen, None
        if (self.meta is not None and state is not None and seen is not None and state.log
                and state.seed == seen[0] and list(state.log) == seen[1][: len(state.log)]):
            self.meta = SaveMeta(seats=self.seats(), game_id=self.meta.game_id,
                                 continued_from=self.meta.continued_from)
        else:
            self.meta = SaveMeta(seats=self.seats())
            self._chosen = False
        self._timer.stop()
        self._durable_due = False

    def keep_deal(self) -> None:
        """The person chose the game just dealt (New Game, a deal by its number): the
        autosave holds it from now, before anyone acts, so quitting (or a crash) right
        after the deal offers these very cards back."""
        self._chosen = True
        self.changed()

    def adopt(self, meta: SaveMeta) -> None:
        """Keep the identity of a game opened from a file (a new play-through of it:
        ``load_game``) or the autosave (the same one)."""
        self.meta = SaveMeta(seats=self.seats(), game_id=meta.game_id,
                             continued_from=meta.continued_from)

    def current_meta(self) -> SaveMeta:
        if self.meta is None:
            self.new_game()
        assert self.meta is not None
        return self.meta

    # -- writing ---------------------------------------------------------------------
    def changed(self) -> None:
        """The game changed: the autosave is due (written on the timer, once)."""
        state = self.controller.stored_game()
        if state is None:
            return
        self._seen = (state.seed, list(state.log))
        if state.is_terminal or not self.worth_writing():
            return  # a game over clears it; nothing of the person's to lose yet
        if is_hand_end(state):
            self._durable_due = True
        if not self._timer.isActive():
            slow = self.last_write_ms > SLOW_WRITE_MS
            self._timer.start(SLOW_AUTOSAVE_DELAY_MS if slow else AUTOSAVE_DELAY_MS)

    @property
    def pending(self) -> bool:
        """An autosave is due and not written yet."""
        return self._timer.isActive()

    def worth_keeping(self) -> bool:
        """Something would be lost without the autosave: a game not over in which the
        person has made a move (or any move, when computers play every seat), or a
        later hand. A fresh deal is not: an autosave the person chose to keep ("not
        now" at start-up) stays until they play in the new game."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal or not state.log:
            return False
        person = self.controller.human_seat
        if person is None or state.hand_number > 0:
            return True
        return any(seat == person for seat, _action in state.log)

    def worth_writing(self) -> bool:
        """The autosave should hold the game now: :meth:`worth_keeping`, or the fresh
        deal of a game the person chose (:meth:`keep_deal`; nothing to ask about before
        another New Game, but quitting offers it back)."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal:
            return False
        return self._chosen or self.worth_keeping()

    def flush(self) -> str | None:
        """Write the due autosave now. None when it is written (or nothing was due);
        otherwise why it could not be, in words."""
        self._timer.stop()
        if not self.worth_writing():
            return None
        return self.autosave()

    def autosave(self, *_args: object) -> str | None:
        """Write the game as it is now; None, or the problem in words (said once)."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal:
            return None
        durable = True if self._durable_due or is_hand_end(state) else None
        start = time.perf_counter()
        try:
            # fsynced when a hand has ended, only renamed after other moves
            write_autosave(state, self.current_meta(), durable=durable)
        except (OSError, ValueError) as exc:
            problem = translate("Recorder", "The game could not be saved automatically "
                                "({problem}).").format(problem=error_text(exc))
            self._warn(problem)
            return shorten(problem)
        finally:
            self.last_write_ms = (time.perf_counter() - start) * 1000
        self._durable_due = False
        return None

    def forget(self) -> None:
        """The game is abandoned (a new game was chosen): no autosave of it is kept."""
        self._timer.stop()
        self._durable_due = False
        try:
            clear_autosave()
        except OSError as exc:
            self._warn(translate("Recorder", "The last game's autosave could not be removed "
                                 "({problem}).").format(problem=error_text(exc)))

    def history(self) -> HistoryDB | None:
        """The hand history, opened at the first call (a problem goes to :attr:`message`)."""
        problem = self.open_history()
        if problem:
            self.message.emit(engine_text(problem))
        return self._db

    def open_history(self) -> str | None:
        """Open the history now, if not tried yet; the sentence for the player when it
        could not be opened as it was (the window says it with the start-up notices)."""
        if self._db_tried:
            return None
        self._db_tried = True
        self._db, problem = open_history()
        return problem

    def unrecorded_hands(self) -> int:
        """Try once more to add the hands kept in memory to the history (quitting); how
        many still could not be written."""
        if self._db is None:
            return 0
        self._db.flush_pending()
        return self._db.pending_count

    def close_history(self) -> None:
        """Close the hand history (quitting), after a last try at the kept hands."""
        if self._db is not None:
            self._db.close()
            self._db = None

    def _hand_scored(self, *_args: object) -> None:
        state = self.controller.stored_game()
        if state is None:
            return
        db = self.history()
        if db is None:
            return
        meta = self.current_meta()
        try:
            # never waits long: a locked or read-only history keeps the hand for later
            db.record_state(state, meta.game_id, self.controller.human_seat, meta.seats)
        except (OSError, ValueError, HistoryError) as exc:
            self._warn(translate("Recorder", "This hand could not be added to your history "
                                 "({problem}).").format(problem=error_text(exc)))
        kept = db.take_notice()
        if kept:
            self.notice.emit(engine_text(kept))

    def _game_over(self, *_args: object) -> None:
        self._timer.stop()
        self._durable_due = False
        with contextlib.suppress(OSError):
            clear_autosave()

    def _warn(self, text: str) -> None:
        if not self._warned:
            self._warned = True
            self.message.emit(shorten(text))
