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

:class:`ClassicState` is built in layers, one module each: the hand's table,
dealing and bookkeeping (:mod:`.classic_hand`), the winner's turn and the
drawing of phase 1 (:mod:`.classic_phase1`), and here the legal actions, the
refusals, the tricks of both phases, the score and the observations.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import compress
from operator import or_
from typing import Any

from ..actions import Action
from ..cards import ALL_CARDS
from ..events import Event, NoMeld, Took, card_played, trick_won
from ..meld.classic import why_not_meld
from ..observation import Observation, freeze, observe
from ..phase import Phase
from ..play.trick import Trick as _Trick
from ..play.tricks import NOT_NOW, why_illegal
from ..text import QT_TRANSLATE_NOOP
from .classic_hand import (
    CODES,
    NINE,
    codes,
    expand,
    phase2_plays,
    round_counters,
)
from .classic_phase1 import ClassicPhase1

_PLAY = tuple(Action("play", cards=(c,)) for c in ALL_CARDS)
_TAKE = tuple(Action("take", cards=(c,)) for c in ALL_CARDS)
_NO_MELD = Action("no_meld")
_DIX_EXCHANGE = Action("dix_exchange")
_DIX_SHOW = Action("dix_show")
_NO_DIX = Action("no_dix")
_DIX_KINDS = ("dix_exchange", "dix_show", "no_dix")


class ClassicState(ClassicPhase1, style="classic"):
    """A game of classic two-handed pinochle (seats 0 and 1, each its own side)."""

    # -- legal actions ------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_TRICK:  # any card held, in hand or on the table
            return list(compress(_PLAY, map(or_, self._hand[seat], self._table_count[seat])))
        if phase is Phase.PLAY:
            if not self._trick.plays:
                return list(compress(_PLAY, self._hand[seat]))
            return [_PLAY[c] for c in self._phase2_cards(seat)]
        if phase is Phase.CLASSIC_MELD:
            return [*(plan.spec.action for plan in self._meld_opts), _NO_MELD]
        if phase is Phase.CLASSIC_DIX:
            if self._may_exchange():
                return [_DIX_EXCHANGE, _DIX_SHOW, _NO_DIX]
            return [_DIX_SHOW, _NO_DIX]
        if phase is Phase.CLASSIC_TAKE:
            assert self.up_card is not None
            return [_TAKE[self.stock[0]], _TAKE[self.up_card]]
        return []

    def _phase2_cards(self, seat: int) -> list[int]:
        plays = self._trick.plays
        led = plays[0][1] if plays else None
        return phase2_plays(self._hand[seat], led, self._t, self._head_always,
                            self.rules.must_trump)

    def _may_exchange(self) -> bool:
        """Only the first dix of the hand, and never for an up card that is itself a nine."""
        up = self.up_card
        return self.dix_declared == 0 and up is not None and up % 6 != NINE

    def why_not(self, action: Action) -> str | None:
        phase = self.phase
        kind = action.kind
        if phase is Phase.CLASSIC_TRICK and kind == "play" and len(action.cards) == 1:
            seat = self.current_player
            assert seat is not None
            card = action.cards[0]
            if self._hand[seat][card] or self._table_count[seat][card]:
                return None
            return QT_TRANSLATE_NOOP(
                "Refusals", "{card} is not in your hand or on the table.").format(
                card=ALL_CARDS[card].label)
        if phase is Phase.PLAY and kind == "play" and len(action.cards) == 1:
            if action in self.legal_actions():
                return None
            seat = self.current_player
            assert seat is not None
            return why_illegal(
                action.card, self.hands[seat], [ALL_CARDS[c] for c in self._trick.cards],
                self.trump, self.rules, head_rule=self.rules.phase2_head,
            ) or NOT_NOW
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

    # -- applying ---------------------------------------------------------------------
    def _apply(self, action: Action) -> Event:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_TRICK or phase is Phase.PLAY:
            return self._play(seat, action.cards[0])
        if phase is Phase.CLASSIC_MELD:
            effects: list[Event] = []
            event: Event
            if action.kind == "no_meld":
                event = NoMeld(seat=seat)
            else:
                plan = next(p for p in self._meld_opts if p.spec.action == action)
                event = self._lay(seat, plan)
            self._meld_opts = []
            self._draw(seat, effects)
            return event.with_effects(*effects)
        if phase is Phase.CLASSIC_DIX:
            return self._dix(seat, action.kind)
        if phase is Phase.CLASSIC_TAKE:
            effects = []
            self._take_last(seat, action.cards[0] == self.up_card, effects)
            return Took(seat=seat, card=CODES[action.cards[0]], effects=tuple(effects))
        raise AssertionError(f"no actions in phase {phase}")

    def _play(self, seat: int, card: int) -> Event:
        from_table = False
        if self.phase1 and self._table_count[seat][card]:
            self._take_from_table(seat, card)
            from_table = True
        else:
            self._hand[seat][card] -= 1
            self._forget(seat, card)
        trick = self._trick = self._trick.add(seat, ALL_CARDS[card])
        if len(trick.plays) == 1:
            self.current_player = 1 - seat
            return card_played(seat, CODES[card], from_table)
        effects: list[Event] = []
        self._resolve(effects)
        return card_played(seat, CODES[card], from_table, tuple(effects))

    def _resolve(self, effects: list[Event]) -> None:
        trick = self._trick
        (lead_seat, c0), (_follower, c1) = trick.plays
        winner = trick.winner
        values = self._card_values
        points = values[c0] + values[c1]
        self.counters[winner] += points
        self.tricks_taken[winner] += 1
        self.won[winner] += (c0, c1)
        self.tricks.append((lead_seat, trick.plays, winner))
        self._trick = _Trick.start(self._t)
        cards = [CODES[c0], CODES[c1]]
        if self.phase1:
            effects.append(trick_won(winner, cards, lead_seat, winner, points))
            self._winner_turn(winner, effects)
            return
        if any(self._hand[winner]):
            effects.append(trick_won(winner, cards, lead_seat, winner, points))
            self.leader = winner
            self.current_player = winner
            return
        bonus = self.rules.last_trick_bonus
        self.counters[winner] += bonus
        effects.append(trick_won(winner, cards, lead_seat, winner, points, bonus))
        effects.append(self._score())

    # -- scoring --------------------------------------------------------------------------
    def _score(self) -> Event:
        raw = list(self.counters)
        rounded = [round_counters(p) for p in raw] if self.rules.round_counts else list(raw)
        meld = list(self.meld_total)
        summary: dict[str, Any] = {
            "trump": self.trump.name,
            "dealer": self.dealer,
            "meld": meld,
            "melds": [
                [{"kind": k, "name": n, "points": p, "cards": codes(c)} for k, n, p, c, _ in ms]
                for ms in self.melds
            ],
            "counters": raw,
            "counters_rounded": rounded,
            # the names the auction summary and engine.checks use
            "points": rounded,
            "raw_points": raw,
            "tricks": list(self.tricks_taken),
            "last_trick": self.tricks[-1][2],
            "deltas": [meld[s] + rounded[s] for s in (0, 1)],
        }
        return self._finish_hand(summary, None, True)

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
