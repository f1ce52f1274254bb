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
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from itertools import compress
from operator import or_
from typing import Any

from ..actions import Action
from ..cards import ALL_CARDS, Card, Rank, Suit, make_deck
from ..events import Event
from ..meld.classic import (
    USE_DIX,
    MeldPlan,
    TableCard,
    hand_plans,
    meld_options,
    spec_values,
    why_not_meld,
)
from ..observation import Observation, freeze, observe
from ..phase import Phase
from ..play.trick import BIT, HEAD_ALWAYS, HEAD_TRUMP_LED, beats, legal_mask, mask_ids
from ..play.trick import Trick as _Trick
from ..play.tricks import why_illegal
from ..rules.ruleset import RuleSet
from .base import BaseState

_PLAY = tuple(Action("play", cards=(c,)) for c in ALL_CARDS)
_TAKE = tuple(Action("take", cards=(c,)) for c in ALL_CARDS)
_NO_MELD = Action("no_meld")
_DIX_EXCHANGE = Action("dix_exchange")
_DIX_SHOW = Action("dix_show")
_NO_DIX = Action("no_dix")
_DIX_KINDS = ("dix_exchange", "dix_show", "no_dix")
_CODES = tuple(c.code for c in ALL_CARDS)
_NINE = int(Rank.NINE)
_PHASE1 = (Phase.CLASSIC_TRICK, Phase.CLASSIC_DIX, Phase.CLASSIC_MELD, Phase.CLASSIC_TAKE)

#: a finished trick: (leader, ((seat, card), (seat, card)), winner)
Trick = tuple[int, tuple[tuple[int, int], ...], int]
#: a meld laid this hand: (kind, name, points, cards, face value)
MeldRecord = tuple[str, str, int, tuple[int, ...], int]


def round_counters(points: int) -> int:
    """A total ending in 7, 8 or 9 rounds up to the next ten; 6 or less rounds down."""
    return (points + 3) // 10 * 10


def phase2_plays(
    hand: list[int], led: int | None, trump: int, head_always: bool, must_trump: bool = True
) -> list[int]:
    """Legal cards in phase 2 (two-card tricks), from a 24-slot count hand, lowest first.

    The kernel's :func:`.trick.legal_mask` with ``head_rule`` "always"
    (``head_always``) or "trump_led", the second card of a trick led with
    ``led`` (None to lead).
    """
    mask = sum(compress(BIT, hand))  # distinct bits: their sum is the mask
    lead = -1 if led is None else led
    head = HEAD_ALWAYS if head_always else HEAD_TRUMP_LED
    return mask_ids(legal_mask(mask, lead, lead, lead, trump, head, must_trump))


def _codes(cards: Any) -> list[str]:
    return [_CODES[c] for c in cards]


def _expand(counts: list[int]) -> list[Card]:
    return [ALL_CARDS[c] for c in range(24) for _ in range(counts[c])]


class ClassicState(BaseState, style="classic"):
    """A game of classic two-handed pinochle (seats 0 and 1, each its own side)."""

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
    ) -> ClassicState:
        """No widow here: ``stock`` fixes the cards left after the deal instead."""
        return cls(rules, seed, dealer=dealer, deal=deal, stock=stock)

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
        super().__init__(rules, seed, dealer=dealer, deal=deal, widow=widow, stock=stock)
        self._values = spec_values(rules)
        self._dix_value = self._values[("dix", 1)]
        self._plain = hand_plans(self._values)
        self._counter_values = rules.counter_values
        self._difference = rules.upgrade_scoring == "difference"
        self._head_always = rules.phase2_head == "always"
        self.phase = Phase.CLASSIC_TRICK
        self.current_player = None
        self._reset_hand()

    # -- hand setup ---------------------------------------------------------------
    def _reset_hand(self) -> None:
        self.trump = Suit.S
        self._t = 0
        #: hidden hands as 24-slot counts (cards on the table are not in them)
        self._hand: list[list[int]] = [[0] * 24, [0] * 24]
        #: cards each seat has face up on the table in meld (phase 1)
        self.table: list[list[TableCard]] = [[], []]
        self._table_count: list[list[int]] = [[0] * 24, [0] * 24]
        #: face-down stock, the next card to draw last (pop from the end)
        self.stock: list[int] = []
        self.up_card: int | None = None
        #: the seat that leads (or led) the current trick
        self.leader = 0
        #: the trick in progress (the kernel's value; ``trick`` lists its plays)
        self._trick = _Trick.start(0)
        self.tricks: list[Trick] = []
        self.won: list[list[int]] = [[], []]
        self.tricks_taken = [0, 0]
        self.counters = [0, 0]
        self.meld_total = [0, 0]
        self.melds: list[list[MeldRecord]] = [[], []]
        #: per seat: (its meld list, its length, the frozen view of it) or None
        self._meld_views: list[tuple[list[MeldRecord], int, Mapping[str, Any]] | None] = [
            None, None
        ]
        #: dixes declared this hand (shown or exchanged), by either seat
        self.dix_declared = 0
        #: known[s]: cards seat s has seen go into the other seat's hidden hand, still there
        self.known: list[list[int]] = [[], []]
        self.phase1 = True
        self._meld_opts: list[MeldPlan] = []

    def _start_hand(self, deal: list[list[Card]] | None) -> Event:
        self._reset_hand()
        fixed_stock = self.initial_stock if self.hand_number == 0 else None
        if deal is not None or fixed_stock is not None:
            hands, stock = self._fixed_deal(deal, fixed_stock)
        else:
            hands, stock = self._shuffled_deal()
        up = stock[-1]
        face_down = stock[:-1]
        for seat in (0, 1):
            counts = self._hand[seat]
            for c in hands[seat]:
                counts[c] += 1
        self.stock = face_down[::-1]
        self.up_card = up
        self._t = up // 6
        self.trump = Suit(self._t)
        self._trick = _Trick.start(self._t)
        self.leader = 1 - self.dealer
        self.phase = Phase.CLASSIC_TRICK
        self.current_player = self.leader
        dealt = Event(
            "dealt",
            self.dealer,
            {
                "dealer": self.dealer,
                "hand": self.hand_number,
                "hands": [" ".join(_codes(sorted(h))) for h in hands],
                "up_card": _CODES[up],
                "trump": self.trump.name,
                "stock": " ".join(_codes(face_down)),
            },
        )
        if up % 6 == _NINE and self.rules.dealer_dix_bonus:
            points = self.rules.dealer_dix_bonus
            self._record(self.dealer, "dix_up", "nine turned up", points, (up,), 0)
            bonus = Event("dix", self.dealer, {"how": "turned_up", "card": _CODES[up],
                                               "points": points})
            return Event(dealt.kind, dealt.seat, dealt.data, (bonus,))
        return dealt

    def _shuffled_deal(self) -> tuple[list[list[int]], list[int]]:
        """Packets of ``deal_packet`` from the non-dealer; then the up card, then the stock."""
        deck = [int(c) for c in make_deck("single")]
        self.rng.shuffle(deck)
        size = self.rules.hand_size
        packet = self.rules.deal_packet
        hands: list[list[int]] = [[], []]
        first = 1 - self.dealer
        pos = 0
        while len(hands[0]) + len(hands[1]) < 2 * size:
            for seat in (first, 1 - first):
                take = min(packet, size - len(hands[seat]))
                hands[seat].extend(deck[pos:pos + take])
                pos += take
        up = deck[pos]
        return hands, [*deck[pos + 1:], up]

    def _fixed_deal(
        self, deal: list[list[Card]] | None, stock: list[Card] | None
    ) -> tuple[list[list[int]], list[int]]:
        """An explicit first hand; a missing part is filled from the rest, shuffled."""
        size = self.rules.hand_size
        rest = [int(c) for c in make_deck("single")]
        for part in ([*deal[0], *deal[1]] if deal is not None else []) + list(stock or []):
            if not 0 <= part < 24 or part not in rest:
                raise ValueError("the deal does not use exactly the cards of the deck")
            rest.remove(int(part))
        if deal is not None:
            if len(deal) != 2 or any(len(h) != size for h in deal):
                raise ValueError(f"classic two-handed needs two hands of {size} cards")
            hands = [[int(c) for c in deal[0]], [int(c) for c in deal[1]]]
        else:
            self.rng.shuffle(rest)
            hands = [rest[:size], rest[size:2 * size]]
            rest = rest[2 * size:]
        if stock is not None:
            if len(stock) != 48 - 2 * size or rest:
                raise ValueError("the stock must hold the 24 cards not dealt, the up card last")
            return hands, [int(c) for c in stock]
        self.rng.shuffle(rest)
        return hands, rest

    # -- bookkeeping ----------------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's hidden hand (cards on the table are in :attr:`table`)."""
        return [_expand(self._hand[0]), _expand(self._hand[1])]

    def hand_counts(self, seat: int) -> list[int]:
        return list(self._hand[seat])

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick in progress: ``(seat, card)`` in play order."""
        return list(self._trick.plays)

    def table_cards(self, seat: int) -> list[Card]:
        return sorted(ALL_CARDS[e[0]] for e in self.table[seat])

    def all_cards(self) -> list[Card]:
        """Every card of the deck, wherever it is now (for the invariant checks)."""
        cards = [c for s in (0, 1) for c in _expand(self._hand[s])]
        cards += [ALL_CARDS[e[0]] for s in (0, 1) for e in self.table[s]]
        cards += [ALL_CARDS[c] for c in self.stock]
        if self.up_card is not None:
            cards.append(ALL_CARDS[self.up_card])
        cards += [ALL_CARDS[c] for c in self._trick.cards]
        cards += [ALL_CARDS[c] for s in (0, 1) for c in self.won[s]]
        return cards

    def _record(self, seat: int, kind: str, name: str, points: int, cards: tuple[int, ...],
                face: int) -> int:
        self.melds[seat].append((kind, name, points, cards, face))
        self.meld_total[seat] += points
        return len(self.melds[seat]) - 1

    def _forget(self, seat: int, card: int) -> None:
        """``seat``'s card left its hidden hand: the opponent no longer knows it there."""
        known = self.known[1 - seat]
        if card in known:
            known.remove(card)

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
        return self.dix_declared == 0 and up is not None and up % 6 != _NINE

    def why_not(self, action: Action) -> str | None:
        phase = self.phase
        kind = action.kind
        if phase is Phase.CLASSIC_TRICK and kind == "play" and len(action.cards) == 1:
            seat = self.current_player
            assert seat is not None
            card = action.cards[0]
            if self._hand[seat][card] or self._table_count[seat][card]:
                return None
            return f"{ALL_CARDS[card].label} is not in your hand or on the table."
        if phase is Phase.PLAY and kind == "play" and len(action.cards) == 1:
            if action in self.legal_actions():
                return None
            seat = self.current_player
            assert seat is not None
            return why_illegal(
                action.card, self.hands[seat], [ALL_CARDS[c] for c in self._trick.cards],
                self.trump, self.rules, head_rule=self.rules.phase2_head,
            ) or "That card may not be played now."
        if action in self.legal_actions():
            return None
        if phase is Phase.HAND_OVER:
            return "The hand is over: continue to the next hand."
        if phase is Phase.GAME_OVER:
            return "The game is over."
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
            if self.up_card is not None and self.up_card % 6 == _NINE:
                return "The turned-up card is already a nine of trump: show your dix instead."
            return "Only the first dix of the hand may be exchanged: show this one instead."
        if kind in _DIX_KINDS:
            return "A dix may be declared only by the winner of a trick while the stock lasts."
        if kind in ("meld", "no_meld"):
            return "Meld only after winning a trick while the stock lasts."
        if kind == "take":
            if phase is Phase.CLASSIC_TAKE:
                return "Take the last card of the stock or the turned-up card."
            return "Cards are drawn from the stock automatically."
        if phase in (Phase.CLASSIC_TRICK, Phase.PLAY):
            return "Play a card to the trick."
        if phase is Phase.CLASSIC_MELD:
            return "You won the trick: lay one meld, or choose not to meld."
        if phase is Phase.CLASSIC_DIX:
            return "You hold the dix: exchange it, show it, or keep it hidden."
        if phase is Phase.CLASSIC_TAKE:
            return "Choose which of the last two cards to take."
        return f"'{action}' is not allowed now ({phase.value} phase)."

    # -- applying ---------------------------------------------------------------------
    def _apply(self, action: Action) -> Event:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.CLASSIC_TRICK or phase is Phase.PLAY:
            return self._play(seat, action.cards[0])
        if phase is Phase.CLASSIC_MELD:
            effects: list[Event] = []
            if action.kind == "no_meld":
                event = Event("no_meld", seat)
            else:
                plan = next(p for p in self._meld_opts if p.spec.action == action)
                event = self._lay(seat, plan)
            self._meld_opts = []
            self._draw(seat, effects)
            return Event(event.kind, seat, event.data, tuple(effects))
        if phase is Phase.CLASSIC_DIX:
            return self._dix(seat, action.kind)
        if phase is Phase.CLASSIC_TAKE:
            effects = []
            self._take_last(seat, action.cards[0] == self.up_card, effects)
            return Event("took", seat, {"card": _CODES[action.cards[0]]}, tuple(effects))
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
        data = {"card": _CODES[card], "from_table": from_table}
        if len(trick.plays) == 1:
            self.current_player = 1 - seat
            return Event("card_played", seat, data)
        effects: list[Event] = []
        self._resolve(effects)
        return Event("card_played", seat, data, tuple(effects))

    def _take_from_table(self, seat: int, card: int) -> None:
        """Play a table copy: the one used in the most melds (the least useful one)."""
        table = self.table[seat]
        best = -1
        best_uses = -1
        for i, entry in enumerate(table):
            if entry[0] == card:
                uses = bin(entry[1]).count("1")
                if uses > best_uses:
                    best, best_uses = i, uses
        del table[best]
        self._table_count[seat][card] -= 1

    def _resolve(self, effects: list[Event]) -> None:
        trick = self._trick
        (lead_seat, c0), (_follower, c1) = trick.plays
        winner = trick.winner
        values = self._counter_values
        points = values[c0 % 6] + values[c1 % 6]
        self.counters[winner] += points
        self.tricks_taken[winner] += 1
        self.won[winner] += (c0, c1)
        self.tricks.append((lead_seat, trick.plays, winner))
        self._trick = _Trick.start(self._t)
        data: dict[str, Any] = {"winner": winner, "leader": lead_seat,
                                "cards": [_CODES[c0], _CODES[c1]], "points": points}
        if self.phase1:
            effects.append(Event("trick_won", winner, data))
            self._winner_turn(winner, effects)
            return
        if any(self._hand[winner]):
            effects.append(Event("trick_won", winner, data))
            self.leader = winner
            self.current_player = winner
            return
        bonus = self.rules.last_trick_bonus
        self.counters[winner] += bonus
        data["last_trick_bonus"] = bonus
        effects.append(Event("trick_won", winner, data))
        effects.append(self._score())

    # -- the winner's turn in phase 1 -------------------------------------------------------
    def _winner_turn(self, winner: int, effects: list[Event]) -> None:
        if self._hand[winner][self._t * 6 + _NINE]:
            self.phase = Phase.CLASSIC_DIX
            self.current_player = winner
            return
        self._offer_meld(winner, effects)

    def _offer_meld(self, winner: int, effects: list[Event]) -> None:
        opts = meld_options(
            self._t, self._hand[winner], self.table[winner], self._table_count[winner],
            self._values, [m[4] for m in self.melds[winner]], self._difference, self._plain,
        )
        if opts:
            self._meld_opts = opts
            self.phase = Phase.CLASSIC_MELD
            self.current_player = winner
            return
        self._draw(winner, effects)

    def _dix(self, seat: int, kind: str) -> Event:
        effects: list[Event] = []
        dix = self._t * 6 + _NINE
        points = self._dix_value
        if kind == "no_dix":
            event = Event("no_dix", seat)
        else:
            self._hand[seat][dix] -= 1
            self._forget(seat, dix)
            self.dix_declared += 1
            data: dict[str, Any] = {"card": _CODES[dix], "points": points}
            if kind == "dix_exchange":
                up = self.up_card
                assert up is not None
                self._hand[seat][up] += 1
                self.known[1 - seat].append(up)
                self.up_card = dix
                data.update(how="exchange", took=_CODES[up])
            else:
                self.table[seat].append((dix, USE_DIX, -1, -1))
                self._table_count[seat][dix] += 1
                data["how"] = "show"
            self._record(seat, "dix", "dix", points, (dix,), points)
            event = Event("dix", seat, data)
        self._offer_meld(seat, effects)
        return Event(event.kind, seat, event.data, tuple(effects))

    def _lay(self, seat: int, plan: MeldPlan) -> Event:
        spec = plan.spec
        meld_id = len(self.melds[seat])
        a_id = meld_id if spec.meld_class == "A" else -1
        c_id = meld_id if spec.meld_class == "C" else -1
        table = self.table[seat]
        for i in plan.from_table:
            card, uses, old_a, old_c = table[i]
            table[i] = (card, uses | spec.use, old_a if a_id < 0 else a_id,
                        old_c if c_id < 0 else c_id)
        hand = self._hand[seat]
        count = self._table_count[seat]
        for card in plan.from_hand:
            hand[card] -= 1
            self._forget(seat, card)
            table.append((card, spec.use, a_id, c_id))
            count[card] += 1
        face = self._values[(spec.kind, spec.copies)]
        self._record(seat, spec.kind, spec.name, plan.points, spec.cards, face)
        return Event(
            "meld",
            seat,
            {
                "kind": spec.kind,
                "name": spec.name,
                "points": plan.points,
                "cards": _codes(spec.cards),
                "from_hand": _codes(plan.from_hand),
                "from_table": _codes(sorted(table[i][0] for i in plan.from_table)),
                "upgraded": [self.melds[seat][m][1] for m in plan.upgraded],
            },
        )

    # -- drawing --------------------------------------------------------------------------
    def _draw(self, winner: int, effects: list[Event]) -> None:
        """Winner then loser draw; the last two cards go by the last-draw rule."""
        loser = 1 - winner
        stock = self.stock
        if len(stock) > 1:
            card = stock.pop()
            self._hand[winner][card] += 1
            effects.append(Event("drew", winner, {"card": _CODES[card], "from": "stock"}))
            card = stock.pop()
            self._hand[loser][card] += 1
            effects.append(Event("drew", loser, {"card": _CODES[card], "from": "stock"}))
            self.phase = Phase.CLASSIC_TRICK
            self.leader = winner
            self.current_player = winner
            return
        if self.rules.last_draw_choice and stock[0] != self.up_card:
            self.phase = Phase.CLASSIC_TAKE
            self.current_player = winner
            return
        self._take_last(winner, False, effects)

    def _take_last(self, winner: int, take_up: bool, effects: list[Event]) -> None:
        """The last face-down card (shown to both) and the up card: both become known."""
        last = self.stock.pop()
        up = self.up_card
        assert up is not None
        self.up_card = None
        mine, theirs = (up, last) if take_up else (last, up)
        loser = 1 - winner
        self._hand[winner][mine] += 1
        self._hand[loser][theirs] += 1
        self.known[loser].append(mine)
        self.known[winner].append(theirs)
        effects.append(Event("drew", winner, {"card": _CODES[mine],
                                              "from": "up_card" if take_up else "last"}))
        effects.append(Event("drew", loser, {"card": _CODES[theirs],
                                             "from": "last" if take_up else "up_card"}))
        self._start_phase2(winner, effects)

    def _start_phase2(self, leader: int, effects: list[Event]) -> None:
        returned: list[list[str]] = []
        for seat in (0, 1):
            cards = [e[0] for e in self.table[seat]]
            hand = self._hand[seat]
            for c in cards:
                hand[c] += 1
            self.known[1 - seat] += cards
            self.table[seat] = []
            self._table_count[seat] = [0] * 24
            returned.append(_codes(sorted(cards)))
        self.phase1 = False
        self.phase = Phase.PLAY
        self.leader = leader
        self.current_player = leader
        effects.append(Event("phase2", None, {"leader": leader, "returned": returned}))

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
                [{"kind": k, "name": n, "points": p, "cards": _codes(c)} for k, n, p, c, _ in ms]
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
            hand=tuple(_expand(self._hand[seat])),
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
            points_taken=tuple(self.counters),
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
                {"kind": k, "name": n, "points": p, "cards": _codes(c)}
                for k, n, p, c, _ in melds
            ],
        })
        self._meld_views[seat] = (melds, len(melds), view)
        return view

    # -- search support -----------------------------------------------------------------
    def clone(self) -> ClassicState:
        """A private copy for search, far cheaper than a deep copy.

        Every list attribute is copied (lists of lists one level deeper); the
        rest (tuples, ints, frozen events, the rules) is immutable and shared.
        """
        new = copy.copy(self)
        for name, value in vars(self).items():
            if type(value) is list:
                setattr(new, name, [list(v) if type(v) is list else v for v in value])
            elif type(value) is dict:
                setattr(new, name, dict(value))
        new.rng = random.Random.__new__(random.Random)  # no reseeding from the OS
        new.rng.setstate(self.rng.getstate())
        new._legal_cache = None
        return new


__all__ = ["ClassicState", "beats", "phase2_plays", "round_counters"]
