"""GameController: owns the engine state, runs the turns, and tells the table.

This is the one adapter between the rules engine and the widgets (Orange's
canvas scene listening to its scheme). The scene and panels only *ask*: they
call :meth:`GameController.submit` with an action and listen to the signals.
Computer players are asked through a :class:`~.thinker.Thinker` so the GUI
thread never blocks, and their moves are paced with a timer so a person can
follow them (``delay_ms``; 0 = as fast as possible). The signals, and the
words and visibility each event is told with, are its base class
:class:`~.table_events.TableEvents`.
"""

from __future__ import annotations

import logging
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...ai import make_player
from ...ai.base import Decision
from ...ai.tasks import TaskService
from ...engine import Action, Observation, Phase, State, new_game, parse_card, state_from_dict
from ...engine.events import MeldLaid
from ...engine.result import HandResult
from ...engine.rules.ruleset import RuleSet
from ..engine_text import engine_text
from ..table.speed import Speed
from ..words import is_you
from .claim import ClaimLine, answer, claim_question
from .coach import Coach, CoachWarning
from .config import (
    GameConfig,
    SeatConfig,
    default_level,
    default_names,
    resolve_level,
)
from .table_events import TableEvents
from .thinker import SyncThinker, Thinker, ThreadThinker

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: deal numbers chosen at random stay below this (easy to read out and type in)
MAX_DEAL_NUMBER = 10**9
#: phases where the human plays a card (undo and card clicks apply)
PLAY_PHASES = (Phase.PLAY, Phase.CLASSIC_TRICK)


class GameController(TableEvents):
    """Applies actions to the game and tells the table what happened."""

    #: (CoachWarning) the coach holds the person's move back: ask them (:mod:`.coach`)
    coach_warned = Signal(object)

    def __init__(self, thinker: Thinker | None = None, parent: QObject | None = None,
                 *, tasks: TaskService | None = None) -> None:
        """``thinker``: how computer players are asked (tests); by default through
        ``tasks`` (the app's task service; one of its own when not given), in a
        worker process for players that declare a searching cost."""
        super().__init__(parent)
        #: synchronous mode (tests): every answer arrives before ``ask`` returns
        self.synchronous = isinstance(thinker, SyncThinker)
        self._asked_seat: int | None = None
        self._thinker = thinker if thinker is not None else Thinker(tasks, self)
        self._hint_thinker: Thinker = (SyncThinker(parent=self) if self.synchronous
                                       else ThreadThinker(self._thinker.tasks, self,
                                                          lane="hints"))
        self._connect(self._thinker)
        self._hint_thinker.answered.connect(self._on_hint)
        self._hint_thinker.failed.connect(self._on_hint_failed)
        self.players: dict[int, Any] = {}
        #: pause before each computer move, ms (0 = instant)
        self.delay_ms = 550
        #: pause after a finished trick so the table can be read, ms
        self.trick_pause_ms = 1000
        #: pause before the next hand in autoplay, ms
        self.hand_pause_ms = 2500
        #: pause after a deal (the cards fly out) and after meld is shown (time to read it)
        self.deal_pause_ms = 1100
        self.meld_pause_ms = 2800
        #: whether the human may take back the last card they played
        self.allow_undo = True
        self._ticket = 0
        self._hint_ticket = 0
        self._hint_obs: Observation | None = None
        self._paused = False
        #: the claim the person's side may make now (see :mod:`.claim`), and whether a
        #: claim is being played out (no new claim is looked for meanwhile)
        self.claim: ClaimLine | None = None
        self._claiming = False
        self._claim_asked = -1
        #: the least tricks left for a claim to be worth offering
        self.claim_min_tricks = 2
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        #: judges the person's moves before they are applied, when the game is coached
        self.coach = Coach(self._thinker.tasks, self)
        self.coach.cleared.connect(self._coach_cleared)
        self.coach.warned.connect(self.coach_warned)

    def _connect(self, thinker: Thinker) -> None:
        thinker.answered.connect(self._on_answer)
        thinker.failed.connect(self._on_failed)
        thinker.player_returned.connect(self._on_player_returned)

    @property
    def tasks(self) -> TaskService:
        """The task service the computer players are asked through (the table's heavy work)."""
        return self._thinker.tasks

    # -- queries: what the rest of the window may ask of the game -----------------------
    # (the window reads observations and these; the state itself stays in here)
    def has_game(self) -> bool:
        """A game is on the table (dealt or loaded, over or not)."""
        return self.state is not None

    def rules(self) -> RuleSet | None:
        """The rules of the game on the table (None before the first deal)."""
        return self.state.rules if self.state is not None else None

    def phase(self) -> Phase | None:
        """The game's phase now (None before the first deal)."""
        return self.state.phase if self.state is not None else None

    def is_over(self) -> bool:
        """The game on the table has ended (False when there is none)."""
        return self.state is not None and self.state.is_terminal

    def deal_number(self) -> int | None:
        """The number that deals the cards on the table again."""
        return self.state.deal_number if self.state is not None else None

    def hand_results(self) -> list[HandResult]:
        """Every finished hand's summary, in order."""
        return list(self.state.history) if self.state is not None else []

    def move_count(self) -> int:
        """How many moves the game has had (a move changes it)."""
        return len(self.state.log) if self.state is not None else 0

    def stakes_kitty(self) -> int:
        """Playing for stakes: the units in the kitty now."""
        return self.state.kitty if self.state is not None else 0

    def stored_game(self) -> State | None:
        """The game for storage to write (a save file, the autosave, the hand history):
        for writing it down, not for reading the game from."""
        return self.state

    def why_not(self, action: Action) -> str | None:
        """The engine's reason (its text, untranslated) why ``action`` may not be
        taken now, or None when it may."""
        return self.state.why_not(action) if self.state is not None else None

    def is_human_turn(self) -> bool:
        state = self.state
        if state is None or self.human_seat is None:
            return False
        if state.phase == Phase.HAND_OVER:
            return True
        return state.current_player == self.human_seat

    def legal_actions(self) -> list[Action]:
        """What the human may do now (empty when it is not their turn)."""
        if self.state is None or not self.is_human_turn():
            return []
        return list(self.state.legal_actions())

    def classic_meld_choices(self) -> list[tuple[Action, str, int]]:
        """Two-handed: each legal meld with its name and the points it would score now.

        Worked out by applying it to a private copy of the game and reading the
        ``meld`` event; the draw that follows on the copy is never looked at.
        """
        state = self.state
        if state is None or state.phase != Phase.CLASSIC_MELD or not self.is_human_turn():
            return []
        out = []
        for action in state.legal_actions():
            if action.kind != "meld":
                continue
            event = state.clone().apply(action)
            if isinstance(event, MeldLaid):
                out.append((action, engine_text(event.name), event.points))
            else:
                out.append((action, "meld", 0))
        return out

    # -- starting ---------------------------------------------------------------------
    def start(self, config: GameConfig) -> None:
        """Start a new game from ``config`` (rules, seats, deal number)."""
        rules = config.rule_set()
        config = self._complete(config, rules.num_players)
        if config.seed is None:
            config.seed = random.SystemRandom().randrange(1, MAX_DEAL_NUMBER)
        state = new_game(rules, seed=config.seed)
        config.seed = state.seed
        self._install(state, config)

    def load(self, state: State, config: GameConfig | None = None) -> None:
        """Continue a saved game; seats not described keep default computer players."""
        config = config or GameConfig(variant=state.rules.variant)
        config.rules = state.rules
        config.variant = state.rules.variant
        config.seed = state.seed
        self._install(state, self._complete(config, state.rules.num_players))

    @staticmethod
    def _complete(config: GameConfig, n: int) -> GameConfig:
        """Fill in missing seats: a person in seat 0, computers elsewhere."""
        if len(config.seats) != n:
            names = default_names(n)
            seats = list(config.seats[:n])
            for s in range(len(seats), n):
                seats.append(SeatConfig(names[s], None if s == 0 else default_level()))
            config.seats = seats
        return config

    def _install(self, state: State, config: GameConfig) -> None:
        self.cancel()
        self.coach.cancel()
        self.coach.enabled = config.coach and config.human_seat is not None
        if self.coach.enabled:
            self.coach.warm_up()
        self.state = state
        self.config = config
        self.players = {}
        for seat, cfg in enumerate(config.seats):
            if cfg.level is not None:
                level = resolve_level(cfg.level)
                cfg.level = level
                self.players[seat] = make_player(level, seed=(state.seed * 31 + seat) % 2**31,
                                                 pool=self._thinker.tasks.search_pool)
        if any(self._thinker.where_for(p) == "process" for p in self.players.values()):
            self._thinker.warm_up()
        self._last_kind = "dealt"
        self._set_claim(None)
        self.reset.emit()
        self.dealt.emit(state.dealer, state.hand_number)
        self.state_changed.emit()
        self.turn_changed.emit(state.current_player)
        self._schedule()
        self._look_for_claim()

    def stop(self) -> None:
        """Cancel pending computer moves and shut the workers down (closing the window)."""
        self.cancel()
        self.coach.cancel()
        self._hint_thinker.shutdown()
        self._thinker.shutdown()

    def cancel(self) -> None:
        """Forget any computer move being thought about or waiting on the timer."""
        self._ticket += 1
        self._timer.stop()
        self._thinker.cancel()

    def set_speed(self, speed: Speed) -> None:
        """Use ``speed``'s pauses; a computer move already waiting is rescheduled."""
        self.delay_ms = speed.delay_ms
        self.trick_pause_ms = speed.trick_pause_ms
        self.hand_pause_ms = speed.hand_pause_ms
        self.deal_pause_ms = speed.deal_pause_ms
        self.meld_pause_ms = speed.meld_pause_ms
        if self._timer.isActive():
            self._timer.stop()
            self._schedule()

    @property
    def paused(self) -> bool:
        """No computer move is made (:meth:`set_paused`)."""
        return self._paused

    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        if paused:
            self.cancel()
        else:
            self._schedule()

    # -- the human's actions --------------------------------------------------------------
    def submit(self, action: Action | str) -> bool:
        """Apply the human's action if legal; otherwise emit ``illegal_move`` and change nothing.

        In a coached game a move the coach judges is applied once the coach has found
        nothing to say, or held back with ``coach_warned`` (see :meth:`coach_answer`)."""
        state = self.state
        if state is None:
            return False
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as exc:
                self.illegal_move.emit(str(exc))
                return False
        if state.phase == Phase.GAME_OVER:
            self.illegal_move.emit(translate(
                "Controller", "The game is over: start a new game from the Game menu."))
            return False
        if not self.is_human_turn():
            who = self.seat_name(state.current_player)
            self.illegal_move.emit(translate("Controller", "Wait for your turn: {seat} is to play.")
                                   .format(seat=who))
            return False
        if self.coach.busy:
            return False  # the coach is looking at the move just made
        reason = state.why_not(action)
        if reason is not None:
            self.illegal_move.emit(engine_text(reason))
            return False
        seat = state.current_player
        if seat is not None and self.coach.wants(state.phase, action,
                                                 len(state.legal_actions())):
            self.coach.judge(len(state.log), state.observation(seat), action)
            return True  # applied when the coach clears it, or the person insists
        self._apply(action)
        return True

    def _coach_cleared(self, position: int, action: Action) -> None:
        """The coach found nothing to say: the move is applied."""
        state = self.state
        if state is None or len(state.log) != position or state.why_not(action) is not None:
            return
        self._apply(action)

    def coach_answer(self, play_anyway: bool) -> None:
        """The person's answer to the coach's warning: play the move, or take it back
        (nothing applied; still their turn)."""
        warning: CoachWarning | None = self.coach.answer(play_anyway)
        state = self.state
        if state is None:
            return
        if warning is not None and len(state.log) == warning.position \
                and state.why_not(warning.action) is None:
            self._apply(warning.action)
            return
        if not play_anyway:
            self.message.emit(translate("Controller", "Taken back: it is still your turn."))
            self.state_changed.emit()
            self.turn_changed.emit(state.current_player)

    # -- applying and pacing --------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        assert self.state is not None
        self._timer.stop()
        self.acting.emit(self.state.current_player)
        event = self.state.apply(action)
        self._emit(event)
        if self._claiming:
            return  # one of a claim's cards: the table catches up after the last
        self._settle()
        self._look_for_claim()

    def _settle(self) -> None:
        """After a move (or a claim's moves, all at once): the table, the menus and the
        score catch up with the game, and the next turn is timed."""
        assert self.state is not None
        self.state_changed.emit()
        self.turn_changed.emit(self.state.current_player)
        self._schedule()

    def _schedule(self) -> None:
        state = self.state
        if state is None or state.is_terminal or self._paused:
            return
        seat = state.current_player
        if seat is None:
            if self.autoplay:
                self._timer.start(self.hand_pause_ms)
            return
        if seat not in self.players:
            return  # the person's turn: wait for submit()
        delay = self.delay_ms
        if delay:
            extra = {"trick_won": self.trick_pause_ms, "dealt": self.deal_pause_ms,
                     "melds": self.meld_pause_ms, "widow_taken": self.meld_pause_ms}
            delay = max(delay, extra.get(self._last_kind, 0))
        self._timer.start(delay)

    def _on_timer(self) -> None:
        state = self.state
        if state is None or state.is_terminal:
            return
        seat = state.current_player
        if seat is None:
            if self.autoplay:
                self._apply(Action("continue"))
            return
        player = self.players.get(seat)
        if player is None:
            return
        self._ticket += 1
        obs = state.observation(seat)
        self.thinking.emit(seat)
        self._asked_seat = seat
        self._thinker.ask(self._ticket, player, obs)

    def _on_answer(self, ticket: int, action: object) -> None:
        state = self.state
        if ticket != self._ticket or state is None or state.current_player is None:
            return
        if not isinstance(action, Action) or state.why_not(action) is not None:
            log.warning("computer player chose an illegal move %r; a random player stands in",
                        action)
            action = self._stand_in(state.current_player)
        self._apply(action)

    def _on_failed(self, ticket: int, message: str) -> None:
        state = self.state
        if ticket != self._ticket or state is None or state.current_player is None:
            return
        log.error("computer player failed: %s", message)
        self.message.emit(translate("Controller", "{seat} could not decide; a legal move was "
                                    "played instead.").format(
            seat=self.seat_name(state.current_player)))
        self._apply(self._stand_in(state.current_player))

    def _on_player_returned(self, ticket: int, player: object) -> None:
        """A player back from its worker process: keep it, with what it remembers."""
        if ticket == self._ticket and self._asked_seat is not None:
            self.players[self._asked_seat] = player

    def _stand_in(self, seat: int) -> Action:
        """A legal move for ``seat`` when its own player failed or gave no answer in
        time: the Easy player's choice, decided here at once from the same view."""
        assert self.state is not None
        return make_player("easy", seed=len(self.state.log)).choose(
            self.state.observation(seat))

    # -- claiming the rest ---------------------------------------------------------------------
    def _set_claim(self, line: ClaimLine | None) -> None:
        if line != self.claim:
            self.claim = line
            self.claim_offered.emit(line)

    def _look_for_claim(self) -> None:
        """In the trick play, ask in the background whether a seat is sure, from what
        it knows, that its side takes every remaining trick (:mod:`.claim`). The
        question is the current hands and trick and the claimants' observations,
        the size of one hand: the game's history is not copied."""
        state = self.state
        if self._claiming or state is None:
            return
        if state.phase != Phase.PLAY or state.is_terminal:
            self._set_claim(None)
            return
        position = len(state.log)
        if position == self._claim_asked:
            return
        self._claim_asked = position
        question = claim_question(state, self._claimants(state))
        if question is None or question.tricks < self.claim_min_tricks:
            self._set_claim(None)
            return
        self._thinker.tasks.run(answer, question, lane="claims",
                                on_done=lambda outcome: self._claim_found(position, outcome))

    def _claimants(self, state: State) -> list[int]:
        """The seats that may claim: the person, and the computer players of the
        other sides (the person's side claims through the person); everyone when
        only computer players play."""
        seats = state.active_seats
        human = self.human_seat
        if human is None:
            return seats
        side = state.rules.side_of(human)
        others = [s for s in seats if s in self.players and state.rules.side_of(s) != side]
        return ([human] if human in seats else []) + others

    def _claim_found(self, position: int, outcome: Any) -> None:
        state = self.state
        if state is None or len(state.log) != position or self._claiming:
            return  # the game moved on meanwhile: a new question is on its way
        line = outcome.value if outcome.error is None else None
        if outcome.error is not None:
            log.warning("looking for a claim failed: %s", outcome.message)
        if not isinstance(line, ClaimLine) or line.tricks < self.claim_min_tricks:
            self._set_claim(None)
            return
        if line.seat == self.human_seat:
            self._set_claim(line)  # offered: the person claims (or plays on)
            return
        self._set_claim(None)
        self._play_claim(line)  # computer players claim at once

    def claim_rest(self) -> bool:
        """The person claims the rest: the remaining tricks are played out at once."""
        line = self.claim
        state = self.state
        if line is None or state is None or state.phase != Phase.PLAY:
            self.illegal_move.emit(translate("Controller", "There is nothing to claim: the "
                                             "remaining tricks are not certain."))
            return False
        self._play_claim(line)
        return True

    def _play_claim(self, line: ClaimLine) -> None:
        state = self.state
        assert state is not None
        who = self.seat_name(line.seat)  # the seat sure of the sweep claims
        if is_you(who):
            text = translate("Controller", "{who} claim the rest: every remaining trick "
                             "({tricks}) is certain, so they are played out at once.",
                             "you, or a side")
        else:
            text = translate("Controller", "{who} claims the rest: every remaining trick "
                             "({tricks}) is certain, so they are played out at once.")
        self.cancel()
        self._claiming = True
        played = 0
        try:
            self.message.emit(text.format(who=who, tricks=line.tricks))
            for seat, code in line.plays:
                action = Action.play(parse_card(code))
                if state.current_player != seat or state.why_not(action) is not None:
                    log.warning("a claimed card could not be played: %s by %s", code, seat)
                    break
                self._apply(action)  # each card flies to its trick (card_played) ...
                played += 1
        finally:
            self._claiming = False
            if played:
                self._settle()  # ... and the table is brought level once, at the end
        self._set_claim(None)

    # -- undo -------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self._undo_index() is not None

    def _undo_index(self) -> int | None:
        state = self.state
        human = self.human_seat
        if not self.allow_undo or state is None or human is None or state.is_terminal:
            return None
        if state.phase not in PLAY_PHASES:
            return None
        for index in range(len(state.log) - 1, -1, -1):
            seat, action = state.log[index]
            if action.kind == "continue" or seat is None:
                return None
            if seat == human:
                return index if action.kind == "play" else None
        return None

    def undo(self) -> bool:
        """Take back the human's last card (and the computers' replies) in this hand."""
        index = self._undo_index()
        if index is None or self.state is None:
            self.illegal_move.emit(translate(
                "Controller", "There is no card of yours to take back in this hand."))
            return False
        data = self.state.to_dict()
        data["log"] = data["log"][:index]
        state = state_from_dict(data)
        config = self.config
        players = self.players
        self._install(state, config)
        self.players.update(players)
        self.message.emit(translate("Controller", "Your last card was taken back."))
        return True

    # -- hints ----------------------------------------------------------------------------------
    def request_hint(self) -> None:
        """Ask the strongest adviser for the human's move; the answer comes as ``hint_ready``."""
        from .hint import Advice

        state = self.state
        if state is None or not self.is_human_turn() or state.current_player is None:
            self.hint_ready.emit("", translate("Controller",
                                               "A hint is available when it is your turn."))
            return
        self._hint_ticket += 1
        self._hint_obs = state.observation(state.current_player)
        self._hint_thinker.ask(self._hint_ticket, Advice(self.tasks.search_pool), self._hint_obs)

    def _on_hint(self, ticket: int, answer: object) -> None:
        if ticket != self._hint_ticket or not isinstance(answer, Decision):
            return
        from .hint import explain

        assert self._hint_obs is not None
        self.hint_ready.emit(str(answer.action),
                             explain(self._hint_obs, answer.action, answer.reason))

    def _on_hint_failed(self, ticket: int, message: str) -> None:
        if ticket == self._hint_ticket:
            self.hint_ready.emit("", translate(
                "Controller", "No hint this time: the adviser could not decide."))
