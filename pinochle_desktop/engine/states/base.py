"""What every game state shares: the log, events, scores, end of game, JSON.

``AuctionState`` (all auction and partnership variants) and ``ClassicState``
(classic two-handed) derive from :class:`BaseState`. Subclasses implement
``_start_hand``, ``_legal`` (the legal actions now), ``_apply`` (apply a legal
action, returning its event) and ``observation``.

This module imports none of them: each names the rules ``style`` it plays
where it is defined (``class AuctionState(BaseState, style="auction")``) and
is found in :data:`STATE_CLASSES` when a game is started or a saved one is
rebuilt. :mod:`.game` (``new_game``) imports them all, and the package's
``BaseState``, ``State`` and ``state_from_*`` are handed out from there.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any, ClassVar

from ..actions import CONTINUE, Action
from ..cards import Card, format_cards, parse_cards
from ..events import Event, GameOver, HandScored
from ..nesting import nested_too_deeply
from ..phase import Phase, StateError
from ..quote import shown
from ..result import HandResult
from ..rules.ruleset import RuleSet
from .deal import deal_number_for
from .ledger import settle
from .refusals import explain

FORMAT = "pinochle-state"
FORMAT_VERSION = 1
#: a log longer than this is not a real game
MAX_LOG = 200_000
#: told ``(moves replayed, moves in all)`` every REPLAY_STEP moves while a saved game
#: is replayed in this context (a loader's progress bar; raising stops the replay)
replay_progress: ContextVar[Callable[[int, int], None] | None] = ContextVar(
    "replay_progress", default=None)
REPLAY_STEP = 500
#: what is wrong with a saved game nested deeper than any we write
TOO_DEEP = "The saved game is nested too deeply to be a game Pinochle Desktop saved."

#: the state class of each rules ``style``, registered by the class itself
STATE_CLASSES: dict[str, type[BaseState]] = {}


class BaseState:
    """A position in a game: the rules, the seeded rng, the log and the scores."""

    phase: Phase
    current_player: int | None
    #: the rules ``style`` this class plays ("" for none)
    style: ClassVar[str] = ""

    def __init_subclass__(cls, *, style: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if style is not None:
            cls.style = style
            STATE_CLASSES[style] = cls

    def __init__(
        self,
        rules: RuleSet,
        seed: int,
        *,
        dealer: int = 0,
        deal: list[list[Card]] | None = None,
        widow: list[Card] | None = None,
        stock: list[Card] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = random.Random(seed)
        self.first_dealer = dealer
        self.dealer = dealer
        self.hand_number = 0
        #: deals made so far (a redeal and a deal passed on count too)
        self.deal_index = 0
        #: the number that deals the current deal again in a new game (the seed, first)
        self.deal_number = seed
        self.initial_deal = [list(h) for h in deal] if deal is not None else None
        self.initial_widow = list(widow) if widow is not None else None
        self.initial_stock = list(stock) if stock is not None else None
        self.scores = [0] * len(rules.sides)
        self.target = rules.target_score
        self.winner: int | None = None
        self.log: list[tuple[int | None, Action]] = []
        self.events: list[Event] = []
        self.history: list[HandResult] = []  # one summary per finished hand
        self.play_another = False  # tie_rule play_another pending
        self.sets_against: list[int] = [0] * len(rules.sides)  # slide-out tallies
        #: check pinochle's ledger: each seat's checks won (or paid) so far
        self.checks: list[int] = [0] * rules.num_players
        #: the auction for stakes: the kitty's units (the players' are ``scores``)
        self.kitty = 0
        self._legal_cache: list[Action] | None = None
        #: hands thrown in (misdeal on nines) and the deal they were counted in
        self._redeals = 0
        self._redeals_deal = (self.hand_number, self.dealer)

    @property
    def redeals(self) -> int:
        """Hands thrown in so far under ``max_redeals``: in this deal (a new hand or
        a new dealer starts again from 0) or, with ``redeal_limit_scope`` "game",
        in the whole game. Seed 000: "the cards are then re-dealt by the same dealer.
        An accompanying rule sometimes limit the number of re-deals to three."
        """
        if self.rules.redeal_limit_scope == "deal" and self._redeals_deal != (
            self.hand_number, self.dealer
        ):
            return 0
        return self._redeals

    @redeals.setter
    def redeals(self, value: int) -> None:
        self._redeals = value
        self._redeals_deal = (self.hand_number, self.dealer)

    @classmethod
    def create(
        cls,
        rules: RuleSet,
        seed: int,
        *,
        dealer: int,
        deal: list[list[Card]] | None,
        widow: list[Card] | None,
        stock: list[Card] | None,
    ) -> BaseState:
        """A state of this class from ``new_game``'s arguments (before the first deal);
        a style without a widow or a stock leaves that argument out."""
        return cls(rules, seed, dealer=dealer, deal=deal, widow=widow)

    # -- to be provided by subclasses ---------------------------------------
    def _start_hand(self, deal: list[list[Card]] | None) -> Event:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> Event:
        raise NotImplementedError

    def observation(self, seat: int) -> Any:
        raise NotImplementedError

    def why_not(self, action: Action) -> str | None:
        """Why ``action`` is not legal now, in words; None if it is legal."""
        if self.phase == Phase.GAME_OVER:
            return "The game is over."
        legal = self.legal_actions()
        if action in legal:
            return None
        seat = self.current_player
        return explain(self.phase, action, legal, None if seat is None else self._cards_of(seat))

    def _cards_of(self, seat: int) -> list[Card] | None:
        """The cards ``seat`` holds, for explaining a refused choice (None: not said)."""
        return None

    # -- public API --------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action the current player (or, between hands, anyone) may take."""
        if self._legal_cache is None:
            if self.phase == Phase.GAME_OVER:
                self._legal_cache = []
            elif self.phase == Phase.HAND_OVER:
                self._legal_cache = [CONTINUE]
            else:
                self._legal_cache = self._legal()
        return self._legal_cache

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def apply(self, action: Action | str) -> Event:
        """Apply a legal action; return its event (follow-ons in ``event.effects``)."""
        if isinstance(action, str):
            action = Action.parse(action)
        legal = self._legal_cache if self._legal_cache is not None else self.legal_actions()
        for offered in legal:  # players hand back one of the offered actions: no __eq__
            if offered is action:
                break
        else:
            if action not in legal:
                raise StateError(self.why_not(action) or f"'{action}' is not allowed now.")
        seat = self.current_player
        self.log.append((seat, action))
        event = self._next_hand() if self.phase is Phase.HAND_OVER else self._apply(action)
        self._legal_cache = None
        events = self.events
        events.append(event)
        if event.effects:
            for effect in event.effects:
                events.extend(effect.all())
        return event

    @property
    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    def clone(self) -> BaseState:
        """A private copy for search; shares only the immutable rules."""
        memo: dict[int, Any] = {id(self.rules): self.rules}
        return copy.deepcopy(self, memo)

    def _deal_rng(self) -> random.Random:
        """The generator for the deal being made now: the game's own for its first
        deal (a game seeded N deals deal N), then one seeded by each deal's own
        number, so that any deal can be dealt again from its number alone."""
        index = self.deal_index
        self.deal_index += 1
        if index == 0:
            self.deal_number = self.seed
            return self.rng
        self.deal_number = deal_number_for(self.seed, index, self.dealer, self.num_players)
        return random.Random(self.deal_number)

    # -- hands and game end ----------------------------------------------------
    def _begin(self) -> Event:
        """Start the first hand (called by ``new_game``)."""
        event = self._start_hand(self.initial_deal)
        self._legal_cache = None
        self.events.extend(event.all())
        return event

    def _next_hand(self) -> Event:
        self.dealer = (self.dealer + 1) % self.num_players
        self.hand_number += 1
        return self._start_hand(None)

    def _finish_hand(
        self,
        summary: dict[str, Any],
        bidding_side: int | None,
        made: bool,
        wins_now: int | None = None,
    ) -> Event:
        """Record the hand, check the end of the game; return the ``hand_scored`` event."""
        deltas: list[int] = summary["deltas"]
        for side, delta in enumerate(deltas):
            self.scores[side] += delta
        summary["scores"] = list(self.scores)
        summary["hand"] = self.hand_number
        if bidding_side is not None and not made:
            for side in range(len(self.scores)):
                if side != bidding_side:
                    self.sets_against[side] += 1
        winner = wins_now if wins_now is not None else self._game_winner(bidding_side, made)
        if "checks" in summary:
            self._settle_checks(summary, winner)
        result = HandResult.from_dict(summary)
        self.history.append(result)
        if winner is not None:
            self.winner = winner
            self.phase = Phase.GAME_OVER
            self.current_player = None
            over = GameOver(seat=None, winner=winner, scores=list(self.scores), target=self.target)
            return HandScored(seat=None, result=result, effects=(over,))
        self.phase = Phase.HAND_OVER
        self.current_player = None
        return HandScored(seat=None, result=result)

    def _settle_checks(self, summary: dict[str, Any], winner: int | None) -> None:
        """Pay the hand's checks (and the game's, to its winner) between the players."""
        earned: list[int] = list(summary["checks"])
        if winner is not None:
            for seat in self.rules.sides[winner]:
                earned[seat] += self.rules.check_game
        paid = settle(earned, self.active_seats)
        for seat, amount in enumerate(paid):
            self.checks[seat] += amount
        summary["checks"] = earned
        summary["check_payments"] = paid
        summary["check_totals"] = list(self.checks)

    @property
    def active_seats(self) -> list[int]:
        """The seats playing the current hand (all of them unless some sit out)."""
        return list(range(self.num_players))

    def last_stakes_hand(self) -> bool:
        """Whether the hand being played is the last of a stakes game's deals
        (``stakes_rounds`` rounds of one deal each player; never with 0), or one
        played after it because the lead was shared."""
        rounds = self.rules.stakes_rounds
        return bool(rounds) and self.hand_number + 1 >= rounds * self.num_players

    def _past_target(self, score: int) -> bool:
        """Whether ``score`` wins: reaching the target, or (``target_exceed``) exceeding it."""
        if self.rules.target_exceed:
            return score > self.target
        return score >= self.target

    def _game_winner(self, bidding_side: int | None, made: bool) -> int | None:
        rules = self.rules
        scores = self.scores
        if self.play_another:
            best = max(scores)
            leaders = [s for s, v in enumerate(scores) if v == best]
            if len(leaders) == 1:
                return leaders[0]
            return None  # still level: play another
        if rules.stakes:
            # the units are the score: the game ends after its deals, the most units win
            if not self.last_stakes_hand():
                return None
            best = max(scores)
            leaders = [s for s, v in enumerate(scores) if v == best]
            if len(leaders) == 1:
                return leaders[0]
            self.play_another = True  # level: one more deal, until one leads
            return None
        if rules.slide_out:
            # seed 002: "When playing 'bid-out' rules, a team can win without bidding
            # if their score reaches (and remains above) the agreed upon game-ending
            # score while their opponents fail to make their bid three times"
            for side, v in enumerate(scores):
                if self._past_target(v) and self.sets_against[side] >= rules.slide_out_sets:
                    return side
        if rules.bid_out_only:
            if bidding_side is not None and made and self._past_target(scores[bidding_side]):
                return bidding_side
            return None
        over = [s for s, v in enumerate(scores) if self._past_target(v)]
        if not over:
            return None
        if len(over) == 1:
            return over[0]
        if rules.tie_rule == "bidder_wins":
            if bidding_side in over and made:
                return bidding_side
            return max(over, key=lambda s: (scores[s], -s))
        if rules.tie_rule == "extend":
            # seed 001: "If both players exceeded 1,000, then regardless of who is
            # ahead, game play continues, with the target score now 1,250": one step
            # per tied hand, and the next hands decide
            self.target += rules.extend_by
            return None
        self.play_another = True
        return None

    # -- serialisation ----------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "dealer": self.first_dealer,
            "log": [_log_entry(seat, a) for seat, a in self.log],
        }
        if self.initial_deal is not None:
            data["deal"] = [format_cards(h) for h in self.initial_deal]
        if self.initial_widow is not None:
            data["widow"] = format_cards(self.initial_widow)
        if self.initial_stock is not None:
            data["stock"] = format_cards(self.initial_stock)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @staticmethod
    def from_json(text: str | bytes) -> BaseState:
        """Rebuild a saved state by replaying its log (raises StateError if corrupt)."""
        return state_from_json(text)

    @staticmethod
    def from_dict(data: object) -> BaseState:
        return state_from_dict(data)


def _log_entry(seat: int | None, action: Action) -> str:
    return f"{'-' if seat is None else seat}:{action}"


def start_state(
    rules: RuleSet,
    seed: int,
    *,
    dealer: int,
    deal: list[list[Card]] | None = None,
    widow: list[Card] | None = None,
    stock: list[Card] | None = None,
) -> BaseState:
    """The state of ``rules``' style with its first hand dealt (``new_game``
    checks the arguments and fills in the seed and dealer)."""
    cls = STATE_CLASSES.get(rules.style)
    if cls is None:
        raise RuntimeError(
            f"no game state plays the {rules.style!r} style: import pinochle_desktop.engine.game"
        )
    state = cls.create(rules, seed, dealer=dealer, deal=deal, widow=widow, stock=stock)
    state._begin()
    return state


def state_from_dict(data: Any) -> BaseState:
    """Rebuild a state by replaying its log; a clear StateError on any problem."""
    if not isinstance(data, dict):
        raise StateError("This is not a saved pinochle game (expected a JSON object).")
    if nested_too_deeply(data):
        raise StateError(TOO_DEEP)
    if data.get("format") != FORMAT:
        raise StateError("This is not a saved pinochle game state.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise StateError("The saved game has no valid format version.")
    if version > FORMAT_VERSION:
        raise StateError(
            f"This game was saved by a newer version of Pinochle Desktop (format {version}); "
            "update the program to open it."
        )
    try:
        rules = RuleSet.from_dict(data["rules"])
    except (KeyError, ValueError, TypeError) as exc:
        raise StateError(f"The saved rules are damaged: {exc}.") from None
    problems = rules.validate()
    if problems:
        raise StateError(f"The saved rules are contradictory: {problems[0]}")
    seed = data.get("seed")
    dealer = data.get("dealer", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(dealer, int):
        raise StateError("The saved game has no valid seed or dealer.")
    if not 0 <= dealer < rules.num_players:
        raise StateError("The saved dealer is not at the table.")
    try:
        deal = [parse_cards(h) for h in data["deal"]] if "deal" in data else None
        widow = parse_cards(data["widow"]) if "widow" in data else None
        stock = parse_cards(data["stock"]) if "stock" in data else None
    except (ValueError, TypeError, AttributeError) as exc:
        raise StateError(f"The saved deal is damaged: {exc}") from None
    log = data.get("log")
    if not isinstance(log, list):
        raise StateError("The saved game has no list of moves.")
    if len(log) > MAX_LOG:
        raise StateError("The saved game is impossibly long.")
    try:
        state = start_state(rules, seed, dealer=dealer, deal=deal, widow=widow, stock=stock)
    except (ValueError, TypeError) as exc:
        raise StateError(f"The saved deal cannot be played: {exc}") from None
    report = replay_progress.get()
    for index, entry in enumerate(log, start=1):
        if report is not None and index % REPLAY_STEP == 0:
            report(index, len(log))
        if not isinstance(entry, str) or ":" not in entry:
            raise StateError(f"Move {index} of the saved game is damaged.")
        seat_text, action_text = entry.split(":", 1)
        try:
            action = Action.parse(action_text)
        except ValueError as exc:
            raise StateError(f"Move {index} ({shown(action_text)}) is damaged: {exc}.") from None
        expected = "-" if state.current_player is None else str(state.current_player)
        if seat_text != expected:
            raise StateError(
                f"Move {index} ({action_text}) was made by the wrong player "
                f"(seat {seat_text}, expected {expected})."
            )
        reason = state.why_not(action)
        if reason is not None:
            raise StateError(f"Move {index} ({action_text}) is not legal there: {reason}")
        state.apply(action)
    return state


def state_from_json(text: str | bytes) -> BaseState:
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise StateError(f"The saved game is not valid JSON ({exc}).") from None
    except RecursionError:
        raise StateError(TOO_DEEP) from None
    return state_from_dict(data)
