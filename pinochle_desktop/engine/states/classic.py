"""Classic two-handed pinochle (no auction), RULES.md section 9, as a phase machine.

One hand: deal 12 each, turn up trump, 23 cards in the stock. Phase 1 is
played while the stock lasts: a trick (no duty to follow), then the winner's
turn -- dix (CLASSIC_DIX), one meld (CLASSIC_MELD) -- then both draw. After the
12th trick the winner takes the last face-down card and the loser the up
card (or the winner chooses, CLASSIC_TAKE). Phase 2 (PLAY) plays out the
twelve cards each with follow suit / trump / heading. Then the hand is scored.

Order of the winner's turn: **dix first, then the meld**. The card taken from
under the stock in a dix exchange may then be used in that turn's meld (the
seed rules say so), and a shown dix is a meld of its own that does not use
up the turn's one meld. A decision is only asked for when there is a choice:
with no dix in hand, or no legal meld, the step is skipped.

Internally cards are plain ints and hands are 24-slot counts (speed: random
hands are benchmarked); observations and events use :class:`Card` and text.

:class:`ClassicState` is the plain state (:class:`.classic_hand.ClassicHand`:
every field of a hand, the deal, the bookkeeping) with each phase's legal
actions and moves taken from the module of its part -- the tricks and the
score (:mod:`.classic_tricks`), the winner's turn and the drawing of phase 1
(:mod:`.classic_phase1`) -- and here the refusals and the observations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action
from ..cards import ALL_CARDS
from ..events import Event
from ..meld.classic import why_not_meld
from ..observation import Observation, freeze, observe
from ..phase import Phase
from ..text import QT_TRANSLATE_NOOP
from . import classic_phase1, classic_tricks
from .classic_hand import NINE, ClassicHand, codes, expand

_DIX_KINDS = ("dix_exchange", "dix_show", "no_dix")


class ClassicState(ClassicHand, style="classic"):
    """A game of classic two-handed pinochle (seats 0 and 1, each its own side)."""

    def _legal(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_TRICK:
            return classic_tricks.phase1_plays(self, seat)
        if phase is Phase.PLAY:
            return classic_tricks.phase2_actions(self, seat)
        if phase is Phase.CLASSIC_MELD:
            return classic_phase1.meld_actions(self)
        if phase is Phase.CLASSIC_DIX:
            return classic_phase1.dix_options(self)
        if phase is Phase.CLASSIC_TAKE:
            return classic_phase1.take_options(self)
        return []

    def why_not(self, action: Action) -> str | None:
        phase = self.phase
        kind = action.kind
        if phase is Phase.CLASSIC_TRICK and kind == "play" and len(action.cards) == 1:
            seat = self.current_player
            assert seat is not None
            return classic_tricks.phase1_refusal(self, seat, action.cards[0])
        if phase is Phase.PLAY and kind == "play" and len(action.cards) == 1:
            if action in self.legal_actions():
                return None
            seat = self.current_player
            assert seat is not None
            return classic_tricks.phase2_refusal(self, seat, action)
        if action in self.legal_actions():
            return None
        if phase is Phase.HAND_OVER:
            return QT_TRANSLATE_NOOP("Refusals", "The hand is over: continue to the next hand.")
        if phase is Phase.GAME_OVER:
            return QT_TRANSLATE_NOOP("Refusals", "The game is over.")
        return self._explain(action)

    def _explain(self, action: Action) -> str:
        """Plain words for an action that is not legal in a classic phase."""
        phase = self.phase
        kind = action.kind
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_MELD and kind == "meld":
            return why_not_meld(self._t, action.cards, self._hand[seat], self.table[seat],
                                self._table_count[seat])
        if phase is Phase.CLASSIC_DIX and kind == "dix_exchange":
            if self.up_card is not None and self.up_card % 6 == NINE:
                return QT_TRANSLATE_NOOP(
                    "Refusals", "The turned-up card is already a nine of trump: show your dix "
                                "instead.")
            return QT_TRANSLATE_NOOP(
                "Refusals", "Only the first dix of the hand may be exchanged: show this one "
                            "instead.")
        if kind in _DIX_KINDS:
            return QT_TRANSLATE_NOOP(
                "Refusals", "A dix may be declared only by the winner of a trick while the stock "
                            "lasts.")
        if kind in ("meld", "no_meld"):
            return QT_TRANSLATE_NOOP(
                "Refusals", "Meld only after winning a trick while the stock lasts.")
        if kind == "take":
            if phase is Phase.CLASSIC_TAKE:
                return QT_TRANSLATE_NOOP(
                    "Refusals", "Take the last card of the stock or the turned-up card.")
            return QT_TRANSLATE_NOOP("Refusals", "Cards are drawn from the stock automatically.")
        if phase in (Phase.CLASSIC_TRICK, Phase.PLAY):
            return QT_TRANSLATE_NOOP("Refusals", "Play a card to the trick.")
        if phase is Phase.CLASSIC_MELD:
            return QT_TRANSLATE_NOOP(
                "Refusals", "You won the trick: lay one meld, or choose not to meld.")
        if phase is Phase.CLASSIC_DIX:
            return QT_TRANSLATE_NOOP(
                "Refusals", "You hold the dix: exchange it, show it, or keep it hidden.")
        if phase is Phase.CLASSIC_TAKE:
            return QT_TRANSLATE_NOOP("Refusals", "Choose which of the last two cards to take.")
        return QT_TRANSLATE_NOOP(
            "Refusals", "'{action}' is not allowed now ({phase} phase)."
        ).format(action=action, phase=phase.value)

    def _apply(self, action: Action) -> Event:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_TRICK or phase is Phase.PLAY:
            return classic_tricks.play(self, seat, action.cards[0])
        if phase is Phase.CLASSIC_MELD:
            return classic_phase1.meld_or_not(self, seat, action)
        if phase is Phase.CLASSIC_DIX:
            return classic_phase1.declare_dix(self, seat, action.kind)
        if phase is Phase.CLASSIC_TAKE:
            return classic_phase1.take(self, seat, action.cards[0])
        raise AssertionError(f"no actions in phase {phase}")

    # -- observation ----------------------------------------------------------------------
    @property
    def points_taken(self) -> tuple[int, ...]:
        """The running tally: trick points each seat has won so far this hand."""
        return tuple(self.counters)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: own hidden hand, both tables, public cards, known cards.

        ``hand`` is the seat's hidden hand without its table cards; ``table[s]``
        is what seat ``s`` has face up in meld (``meld_cards`` stays empty: in
        the auction games it lists melded cards still *in* the hand, which is
        not how the classic table works); ``stock_size`` counts the face-down
        stock only (the up card is ``up_card``).
        """
        rules = self.rules
        return observe(
            seat=seat,
            rules=rules,
            phase=self.phase,
            current_player=self.current_player,
            dealer=self.dealer,
            hand_number=self.hand_number,
            hand=tuple(expand(self._hand[seat])),
            hand_sizes=(sum(self._hand[0]), sum(self._hand[1])),
            scores=tuple(self.scores),
            target=self.target,
            legal_actions=tuple(self.legal_actions()) if self.current_player == seat else (),
            trump=self.trump,
            melds=(self._meld_dict(0), self._meld_dict(1)),
            trick=tuple([(s, ALL_CARDS[c]) for s, c in self._trick.plays]),
            tricks=tuple(
                [(lead, tuple([(s, ALL_CARDS[c]) for s, c in t]), w) for lead, t, w in self.tricks]
            ),
            tricks_taken=tuple(self.tricks_taken),
            points_taken=self.points_taken,
            stock_size=len(self.stock),
            up_card=ALL_CARDS[self.up_card] if self.up_card is not None else None,
            table=(tuple(self.table_cards(0)), tuple(self.table_cards(1))),
            known_opponent_cards=tuple(sorted(ALL_CARDS[c] for c in self.known[seat])),
            exposed_card=(
                ALL_CARDS[self.stock[-1]]
                if self.phase is Phase.CLASSIC_TAKE and self.stock
                else None
            ),
        )

    def _meld_dict(self, seat: int) -> Mapping[str, Any]:
        """``seat``'s melds as observations show them (frozen; rebuilt only when they change)."""
        melds = self.melds[seat]
        cached = self._meld_views[seat]
        if cached is not None and cached[0] is melds and cached[1] == len(melds):
            return cached[2]
        view: Mapping[str, Any] = freeze({
            "total": self.meld_total[seat],
            "melds": [
                {"kind": k, "name": n, "points": p, "cards": codes(c)}
                for k, n, p, c, _ in melds
            ],
        })
        self._meld_views[seat] = (melds, len(melds), view)
        return view
