"""Challenge the Expert: a numbered series of deals played on the table, each replayed
by the Expert in your seat with the same players around it.

:class:`ChallengeRun` deals deal ``d`` of the series exactly as ``pinochle-sim
--seed S --first d --deals 1`` does (:mod:`..ai.challenge`): the game's seed and
every computer player's seed come from the series number and the deal's index.
When the hand is scored the Expert's replay runs on the task service (never on
the GUI thread) while :class:`~.challenge_dialogs.ChallengeResultsDialog`
shows your result; the Expert's comes in beside it, with the difference and
where the lines parted. Each deal's two results are kept in the challenge
history (:mod:`..storage.challenges`) as soon as both are known.

A series left by quitting stays open in that history at the deal being played:
:func:`continue_open_series` offers it at the next start (and before Game >
Challenge the Expert… asks for another), and continues it there, that deal
dealt again from its start and the deals finished kept.

During a series a card cannot be taken back and nobody claims the rest (every
card is played, as in the Expert's replay), and neither the hint nor the coach
says what the Expert would do; all come back when it ends.

:func:`replay_recorded_hand` does the same for any hand of the hand history:
the Expert takes the person's seat from the position before the deal, with
fresh players of the recorded levels around it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..ai.challenge import (
    EXPERT_KIND,
    MAX_SERIES,
    DealOutcome,
    deal_seed,
    hand_outcome,
    outcome,
    parting,
    play_deal,
    play_out,
    player_seed,
    table_players,
    with_expert,
)
from ..ai.registry import make_player
from ..engine import Action
from ..engine.rules.presets import preset
from ..storage.challenges import (
    ChallengeFileError,
    DealScore,
    SeriesRecord,
    open_series,
    save_series,
)
from .challenge_dialogs import ChallengePlan, ChallengeResultsDialog, plan_of, points
from .engine_text import error_text
from .play.config import GameConfig, SeatConfig, default_names, title_of
from .play.every_card import Saved, give_back, play_every_card, undo_and_claims
from .words import plural

if TYPE_CHECKING:
    from ..ai.tasks import Outcome, TaskService
    from ..engine import State
    from ..storage.handrecord import HandRecord
    from .play.controller import GameController
    from .preferences import Preferences
    from .review.hand_replay import HandReplay

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class ChallengeHost(Protocol):
    """What a series needs of the window's games (``window_games.GameActions``)."""

    prefs: Preferences

    @property
    def controller(self) -> GameController: ...
    def start_game(self, config: GameConfig) -> None: ...
    def show_status(self, text: str) -> None: ...
    def confirm(self, question: str, detail: str, yes: str, no: str) -> bool: ...
    def start_challenge(self, plan: ChallengePlan,
                        record: SeriesRecord | None = None) -> None: ...


class ChallengeRun(QObject):
    """One series on the window's table, deal after deal."""

    #: a deal's two results are shown (the deal's index)
    deal_compared = Signal(int)
    #: the series ended (played out or stopped)
    ended = Signal()

    def __init__(self, games: ChallengeHost, plan: ChallengePlan, window: QWidget, *,
                 keep: bool = True, record: SeriesRecord | None = None) -> None:
        """``window``: the one the table is in (the results stand over it); ``keep``:
        write each deal to the challenge history; ``record``: the series of ``plan``
        left open, continued at its next deal."""
        super().__init__(window)
        self.window = window
        self.games = games
        self.plan = plan
        self.rules = preset(plan.variant)
        self.keep = keep
        self.kinds = plan.kinds()
        self.record = record or SeriesRecord(plan.series, plan.variant, plan.seat,
                                             list(self.kinds), plan.expert, plan.deals)
        self.deal = self.record.next_deal
        self.dialog: ChallengeResultsDialog | None = None
        self._yours: DealOutcome | None = None
        self._start_state: State | None = None
        self._saved: Saved | None = None
        self._active = False
        #: a deal of the series is being put on the table (its reset is ours)
        self._dealing = False

    @property
    def controller(self) -> GameController:
        return self.games.controller

    @property
    def tasks(self) -> TaskService:
        return self.controller.tasks

    # -- dealing ------------------------------------------------------------------------
    def start(self) -> None:
        self._active = True
        c = self.controller
        self._saved = undo_and_claims(c)
        c.hand_scored.connect(self._on_hand_scored)
        c.reset.connect(self._on_reset)
        self.record.open = True
        self._deal()

    def _deal(self) -> None:
        c = self.controller
        names = default_names(self.rules.num_players, self.games.prefs.player_name)
        # the seats name the level chosen; the players are made below, as the simulator
        # makes them (an Expert at the table plays without a clock)
        seats = [SeatConfig(names[s], None if kind is None else self.plan.level)
                 for s, kind in enumerate(self.kinds)]
        config = GameConfig(variant=self.plan.variant, seats=seats,
                            seed=deal_seed(self.plan.series, self.deal), rules=self.rules)
        self._dealing = True
        try:
            self.games.start_game(config)
        finally:
            self._dealing = False
        # the players of this deal, seeded as the simulator seeds them
        others = [k or "random" for k in self.kinds]
        players = table_players(others, self.plan.series, self.deal,
                                pool=self.tasks.search_pool)
        for seat, kind in enumerate(self.kinds):
            if kind is not None:
                c.players[seat] = players[seat]
        play_every_card(c, fair_play=translate(
            "Challenge", "No hints during a challenge: your own play is what is compared "
            "with the Expert's."))
        state = c.stored_game()
        assert state is not None
        self._start_state = state.clone()
        self.record.next_deal = self.deal
        self._keep()
        self.games.show_status(translate(
            "Challenge", "Challenge the Expert: series {series}, deal {deal} of {deals}.").format(
            series=self.plan.series, deal=self.deal + 1, deals=self.plan.deals))

    def _on_reset(self) -> None:
        """Another game was put on the table (New Game, Open): the series stops there."""
        if self._active and not self._dealing:
            self.stop()

    # -- a deal scored ------------------------------------------------------------------
    def _on_hand_scored(self, _result: object) -> None:
        state = self.controller.stored_game()
        if not self._active or state is None or len(state.history) != 1 or self._yours:
            return
        QTimer.singleShot(0, self._compare)

    def _compare(self) -> None:
        state = self.controller.stored_game()
        if not self._active or state is None or self._yours is not None:
            return
        self._yours = yours = hand_outcome(state, self.plan.seat)
        last = self.deal + 1 >= self.plan.deals
        dialog = ChallengeResultsDialog(self.window, last=last)
        self.dialog = dialog
        dialog.show_yours(translate("Challenge", "Deal {deal} of {deals} (series {series})")
                          .format(deal=self.deal + 1, deals=self.plan.deals,
                                  series=self.plan.series), yours)
        dialog.show_series(self.rules.side_of(self.plan.seat), self.record.results,
                           self.plan.deals)
        dialog.accepted.connect(self._next)
        dialog.stopped.connect(self.stop)
        dialog.open()
        deal = self.deal
        kinds = with_expert([k or "random" for k in self.kinds], self.plan.seat,
                            self.plan.expert)
        self.tasks.run(play_deal, self.rules, self.plan.series, deal, kinds, self.plan.seat,
                       self.tasks.search_pool, lane="challenge",
                       on_done=lambda outcome: self._expert_played(deal, outcome))

    def _expert_played(self, deal: int, outcome: Outcome) -> None:
        dialog, yours = self.dialog, self._yours
        if not self._active or deal != self.deal or dialog is None or yours is None:
            return
        expert = outcome.value if outcome.error is None else None
        if not isinstance(expert, DealOutcome):
            log.error("the Expert's replay failed: %s", outcome.message)
            dialog.show_failure(translate("Challenge", "The Expert could not play this deal; "
                                          "it is left out of the series."))
            self.record.next_deal = deal + 1
            self._keep()
            return
        assert self._start_state is not None
        where = parting(self._start_state, yours.actions, expert.actions)
        self.record.results.append(DealScore(deal, yours.deltas, expert.deltas))
        self.record.next_deal = deal + 1
        dialog.show_expert(expert, where)
        dialog.show_series(self.rules.side_of(self.plan.seat), self.record.results,
                           self.plan.deals)
        self._keep()
        self.deal_compared.emit(deal)

    def _keep(self, *, forget: bool = False) -> None:
        """Write the series as it stands (``forget``: take it out) to the history."""
        if not self.keep:
            return
        try:
            message = save_series(self.record, forget=forget)
        except (OSError, ValueError) as exc:
            log.warning("the challenge history could not be written: %s", exc)
            message = translate("Challenge", "The challenge could not be kept in your "
                                "history: {reason}").format(reason=str(exc))
        if message:
            self.games.show_status(message)

    def _next(self) -> None:
        self.dialog = None
        self._yours = None
        self.deal += 1
        if self.deal >= self.plan.deals:
            self.stop()
            return
        self._deal()

    def stop(self) -> None:
        """End the series: undo and claims come back as they were."""
        if not self._active:
            return
        self._active = False
        c = self.controller
        c.hand_scored.disconnect(self._on_hand_scored)
        c.reset.disconnect(self._on_reset)
        if self._saved is not None:
            give_back(c, self._saved)
        self.record.open = False
        self._keep(forget=not self.record.results)  # one stopped before any deal: none
        if self.record.results:
            self.games.show_status(translate(
                "Challenge", "Series {series} ended: {deals} deals, {total} points against the "
                "Expert (Game > Statistics lists every series).").format(
                series=self.plan.series, deals=len(self.record.results),
                total=points(self.record.total_difference())))
        self.ended.emit()

    @property
    def active(self) -> bool:
        return self._active


# -- a series left by quitting -----------------------------------------------------------

def continue_open_series(games: ChallengeHost) -> bool:
    """Offer to continue the series left open by quitting; True when it is continued
    on the table. Declined, it ends there (the deals finished are kept)."""
    try:
        record = open_series()
    except ChallengeFileError as exc:
        games.show_status(error_text(exc))
        return False
    if record is None:
        return False
    plan = plan_of(record)
    played = len(record.results)
    kept = plural(translate("Challenge", "you keep the %n deal(s) you finished", None, played),
                  played) if played else translate("Challenge", "none was finished yet")
    if games.confirm(
            translate("Challenge", "Continue challenge series {series}?").format(
                series=record.series),
            translate("Challenge", "You left it at deal {deal} of {deals} ({game}). That deal "
                      "is dealt again from its start; {kept}.").format(
                deal=record.next_deal + 1, deals=record.deals, game=title_of(plan.variant),
                kept=kept),
            translate("Challenge", "&Continue the Series"),
            translate("Challenge", "&End It")):
        games.start_challenge(plan, record)
        return True
    record.open = False
    try:
        save_series(record, forget=not record.results)
    except (OSError, ValueError) as exc:
        log.warning("the challenge history could not be written: %s", exc)
    return False


# -- any recorded hand ----------------------------------------------------------------

def expert_replay_of(start: State, seat: int, levels: list[str | None], seed: int,
                     expert: str, pool: Any = None) -> DealOutcome:
    """The Expert in ``seat`` from the position ``start`` (just before a deal), with
    players of ``levels`` (None: a person; Standard stands in) at the other seats."""
    def kind(level: str | None) -> str:
        if level == "expert":
            return expert  # without a clock: the same replay every time
        return level if level and level != "unknown" else "standard"

    kinds = with_expert([kind(lv) for lv in levels], seat, expert)
    seated = [make_player(kind, seed=player_seed(seed, 0, s), pool=pool)
              for s, kind in enumerate(kinds)]
    return play_out(start.clone(), seated, seat)


def replay_recorded_hand(parent: QWidget, tasks: TaskService, start: State,
                         actions: list[Action], seat: int, levels: list[str | None],
                         seed: int, expert: str) -> ChallengeResultsDialog:
    """Show a recorded hand's result beside the Expert's replay of it in ``seat``."""
    game = start.clone()
    for action in actions:
        if len(game.history) > len(start.history):
            break
        game.apply(action)
    mine = hand_outcome_after(start, game, seat)
    dialog = ChallengeResultsDialog(parent, in_series=False)
    dialog.show_yours(translate("Challenge", "This hand, replayed by the Expert in your seat"),
                      mine)

    def done(outcome: Outcome) -> None:
        expert_result = outcome.value if outcome.error is None else None
        if not isinstance(expert_result, DealOutcome):
            dialog.show_failure(translate("Challenge", "The Expert could not play this hand."))
            return
        dialog.show_expert(expert_result, parting(start, mine.actions, expert_result.actions))

    tasks.run(expert_replay_of, start, seat, levels, seed, expert, tasks.search_pool,
              lane="challenge", on_done=done)
    dialog.open()
    return dialog


def replay_review_hand(parent: QWidget, tasks: TaskService, record: HandRecord,
                       replay: HandReplay) -> str | None:
    """Review > Replay with the Expert for the hand shown: the results dialog, or why not."""
    seat = record.human_seat
    if seat is None:
        return translate("Challenge", "Computers played every seat of this hand: there is no "
                         "seat of yours for the Expert to take.")
    levels = [info.level for info in record.seats]
    start = replay.state_at(0)
    seed = int(start.seed) % MAX_SERIES + record.hand_number
    replay_recorded_hand(parent, tasks, start, list(replay.actions), seat, levels, seed,
                         EXPERT_KIND)
    return None


def hand_outcome_after(start: State, game: State, seat: int) -> DealOutcome:
    """The outcome of the hand played from ``start`` to ``game`` (its last scored hand)."""
    return outcome(game.rules, seat, game.history[-1], game.log[len(start.log):])
