"""Classic two-handed pinochle: the plain state, dealing a hand, its bookkeeping.

:class:`ClassicHand` holds one hand of classic two-handed pinochle (hidden
hands as 24-slot counts, the cards laid on the table, the stock and the up
card, tricks, melds laid), creates and resets all of it in one place
(:meth:`ClassicHand._new_hand`) and deals it. The parts of the hand are
modules of functions over this state: the tricks of both phases and the score
in :mod:`.classic_tricks`, the winner's turn and the drawing of phase 1 in
:mod:`.classic_phase1`; :class:`.classic.ClassicState` puts them together.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from itertools import compress
from typing import Any, Self

from ..cards import ALL_CARDS, Card, Rank, Suit, make_deck
from ..events import Dealt, Dix, Event
from ..meld.classic import MeldPlan, TableCard, hand_plans, spec_values
from ..phase import Phase
from ..play.trick import BIT, HEAD_ALWAYS, HEAD_TRUMP_LED, legal_mask, mask_ids
from ..play.trick import Trick as _Trick
from ..rules.ruleset import RuleSet
from ..rules.values import card_values
from .base import BaseState

CODES = tuple(c.code for c in ALL_CARDS)
NINE = int(Rank.NINE)

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



def codes(cards: Any) -> list[str]:
    return [CODES[c] for c in cards]


def expand(counts: list[int]) -> list[Card]:
    return [ALL_CARDS[c] for c in range(24) for _ in range(counts[c])]


class ClassicHand(BaseState):
    """The table of a classic two-handed hand (the phases: :class:`.classic.ClassicState`)."""

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
    ) -> Self:
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
        self._difference = rules.upgrade_scoring == "difference"
        self._head_always = rules.phase2_head == "always"
        self.phase = Phase.CLASSIC_TRICK
        self.current_player = None
        self._new_hand()

    # -- every field of a hand ------------------------------------------------------
    def _new_hand(self) -> None:
        """Create (or reset, for the next deal) every field one hand is made of."""
        self.trump = Suit.S
        #: what each card is worth in the tricks (with this hand's trump from the deal)
        self._card_values = card_values(self.rules)
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
        #: still in phase 1 (the stock lasts); the melds the trick's winner may lay now
        self.phase1 = True
        self._meld_opts: list[MeldPlan] = []

    def _start_hand(self, deal: list[list[Card]] | None) -> Event:
        self._new_hand()
        fixed_stock = self.initial_stock if self.hand_number == 0 else None
        rng = self._deal_rng()
        if deal is not None or fixed_stock is not None:
            hands, stock = self._fixed_deal(deal, fixed_stock, rng)
        else:
            hands, stock = self._shuffled_deal(rng)
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
        self._card_values = card_values(self.rules, self._t)
        self._trick = _Trick.start(self._t)
        self.leader = 1 - self.dealer
        self.phase = Phase.CLASSIC_TRICK
        self.current_player = self.leader
        dealt = Dealt(
            seat=self.dealer,
            dealer=self.dealer,
            hand=self.hand_number,
            hands=[" ".join(codes(sorted(h))) for h in hands],
            up_card=CODES[up],
            trump=self.trump.name,
            stock=" ".join(codes(face_down)),
        )
        if up % 6 == NINE and self.rules.dealer_dix_bonus:
            points = self.rules.dealer_dix_bonus
            self._record(self.dealer, "dix_up", "nine turned up", points, (up,), 0)
            bonus = Dix(seat=self.dealer, how="turned_up", card=CODES[up], points=points)
            return dealt.with_effects(bonus)
        return dealt

    def _shuffled_deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        """Packets of ``deal_packet`` from the non-dealer; then the up card, then the stock."""
        deck = [int(c) for c in make_deck("single")]
        rng.shuffle(deck)
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
        self, deal: list[list[Card]] | None, stock: list[Card] | None, rng: random.Random
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
            rng.shuffle(rest)
            hands = [rest[:size], rest[size:2 * size]]
            rest = rest[2 * size:]
        if stock is not None:
            if len(stock) != 48 - 2 * size or rest:
                raise ValueError("the stock must hold the 24 cards not dealt, the up card last")
            return hands, [int(c) for c in stock]
        rng.shuffle(rest)
        return hands, rest

    # -- bookkeeping ----------------------------------------------------------------
    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's hidden hand (cards on the table are in :attr:`table`)."""
        return [expand(self._hand[0]), expand(self._hand[1])]

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
        cards = [c for s in (0, 1) for c in expand(self._hand[s])]
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

    def _forget(self, seat: int, card: int) -> None:
        """``seat``'s card left its hidden hand: the opponent no longer knows it there."""
        known = self.known[1 - seat]
        if card in known:
            known.remove(card)


    # -- search support -----------------------------------------------------------------
    def clone(self) -> Self:
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

