"""The plain state of an auction game: every field of a hand, dealing it, the seats.

:class:`AuctionHand` holds what one hand of any auction variant is made of, and
creates and resets all of it in one place (:meth:`AuctionHand._new_hand`, part
by part); it deals the hand (or lets the players build it, or throw it in).
Each part of the hand is played by a module of functions over this state:
the auction in :mod:`.bidding`, the widow, trump, called card, passing and
burial in :mod:`.exchange`, the meld and the bidder's decision in
:mod:`.declaring`, the tricks in :mod:`.trick_play`, the score in
:mod:`.auction_scoring`, what a seat may know in :mod:`.auction_view`.
:class:`.auction.AuctionState` puts them together, phase by phase.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..cards import Card, Suit, format_cards, make_deck
from ..events import Built, Dealt, Event, Kept, Misdeal
from ..meld.auction import MeldResult, meld_points
from ..observation import FrozenDict, MustConcede
from ..phase import Phase
from ..play.trick import Trick
from ..rules.ruleset import RuleSet
from ..rules.values import CardValues, card_values
from .base import BaseState
from .deal import (
    active_order,
    bid_actions,
    bid_grid,
    deal_cards,
    qualifies_for_misdeal,
    sitting_out,
)
from .refusals import concede_reason


class AuctionHand(BaseState):
    """The plain state of an auction game's hand (its phases: :class:`.auction.AuctionState`)."""

    def __init__(
        self,
        rules: RuleSet,
        seed: int,
        *,
        dealer: int = 0,
        deal: list[list[Card]] | None = None,
        widow: list[Card] | None = None,
    ) -> None:
        super().__init__(rules, seed, dealer=dealer, deal=deal, widow=widow)
        self._bid_actions = bid_actions(rules)
        self._bid_grid = bid_grid(rules)  # (asking the cache hashes every field of the rules)
        #: what each card is worth in the tricks before trump is named
        self._plain_values = card_values(rules)
        self.redeals = 0
        self._new_hand()

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
        """As :meth:`.BaseState.create`; with hand building the pile may be given as
        ``stock`` (the dealt event's) instead of ``widow``."""
        if rules.hand_building and stock and not widow:
            widow = stock
        return cls(rules, seed, dealer=dealer, deal=deal, widow=widow)

    # -- every field of a hand, part by part --------------------------------------
    def _new_hand(self) -> None:
        """Create (or reset, for the next deal) every field one hand is made of."""
        n = self.rules.num_players
        # the deal: the hands, the widow (or kitty, or blind), the seats in play
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.widow: list[Card] = []
        #: the widow is still apart from every hand (not taken, not dealt out)
        self.widow_apart = False
        self.out: tuple[int, ...] = ()
        self._order: list[int] = []
        #: the check ledger's seven nines are counted in the hands as dealt
        self.dealt: list[list[Card]] = []
        #: misdeal on nines: the seats still to say whether they throw in
        self.misdeal_queue: list[int] = []
        #: hand building (seeds 000/002): the face-down pile, drawn from its end; each
        #: seat's discard pile; the discards its owner saw (the rejected cards)
        self.stock: list[Card] = []
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.discards_seen: list[list[Card]] = [[] for _ in range(n)]
        # the auction (:mod:`.bidding`)
        self.bids: list[tuple[int, int | None]] = []
        self.passed: set[int] = set()
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.bidder: int | None = None
        self.contract: int | None = None
        #: the contract was forced in at the minimum (may be conceded unseen)
        self.forced_open = False
        # the exchange (:mod:`.exchange`): widow, kitty, trump, called card, passing, burial
        self.widow_seen = False
        self.trump: Suit | None = None
        self.gave: list[list[Card]] = [[] for _ in range(n)]
        self.received: list[list[Card]] = [[] for _ in range(n)]
        #: passing at once: the partner's cards, given when the bidder passes back
        self.pending_gift: dict[int, tuple[Card, ...]] = {}
        self.buried: list[Card] = []
        #: five-handed: the called card, the partner once known to the engine,
        #: and whether everyone has seen who it is
        self.called: Card | None = None
        self.partner: int | None = None
        self.partner_shown = False
        # the meld and the bidder's decision (:mod:`.declaring`)
        self.melds: list[MeldResult | None] = [None] * n
        self.meld_shown: list[list[Card]] = [[] for _ in range(n)]
        self.moon = False
        #: the auction for stakes: opponents who conceded the contract to the bidder
        self.yielded: list[int] = []
        # the tricks (:mod:`.trick_play`)
        #: the trick in progress (the kernel's value; ``trick`` lists its plays)
        self._trick = Trick.start(0)
        #: finished tricks: (leader, ((seat, card), ...), winner)
        self.tricks: list[tuple[int, tuple[tuple[int, Card], ...], int]] = []
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_taken = [0] * n
        #: trick points in ``won``, per seat (kept as the tricks end)
        self._points = [0] * n
        #: the seat after each seat in play
        self._next: dict[int, int] = {}
        #: each seat's cards as a card mask; the head rule's code, must_trump
        #: and first_lead_trump; what each card is worth (trump included once named)
        self._hand_masks = [0] * n
        self._play_rules: tuple[int, bool, bool] = (0, True, False)
        self._card_values: CardValues = self._plain_values
        # what the seats are shown, kept while it stands (:mod:`.auction_view`)
        #: the melds as observations show them (frozen once a hand; None: not yet)
        self._meld_views: tuple[Mapping[str, Any] | None, ...] | None = None
        #: observation parts kept until a trick ends (tricks, tricks taken,
        #: points taken) or a shown card is played (meld cards); None: to make
        self._tricks_view: tuple[Any, ...] | None = None
        self._meld_cards_view: tuple[tuple[Card, ...], ...] | None = None
        #: per seat: the observation fields that bidding (or trick play) leaves
        #: alone, and that phase (None: not kept yet)
        self._kept_views: list[tuple[Phase, FrozenDict] | None] = [None] * n
        #: the fields of those that are the same for every seat, and that phase
        self._shared_view: tuple[Phase, FrozenDict] | None = None

    # -- the deal -------------------------------------------------------------------
    def _start_hand(self, deal: list[list[Card]] | None) -> Event:
        rules = self.rules
        self._new_hand()
        self.out = sitting_out(rules, self.dealer)
        rng = self._deal_rng()
        if rules.hand_building:
            return self._start_building(rng, deal)
        if deal is not None:
            hands = [list(h) for h in deal]
            widow = list(self.initial_widow or [])
            self._check_fixed_deal(hands, widow)
        else:
            hands, widow = deal_cards(rules, rng, self.dealer)
        self.hands = hands
        if rules.check_ledger:
            self.dealt = [list(h) for h in hands]
        self.widow = widow
        self.widow_apart = bool(widow)
        self._order = active_order(rules, (self.dealer + 1) % rules.num_players, self.out)
        dealt = Dealt(
            seat=self.dealer,
            dealer=self.dealer,
            hand=self.hand_number,
            hands=[format_cards(h) for h in hands],
            widow=format_cards(widow),
            sitting_out=list(self.out),
        )
        if rules.misdeal_nines and (rules.max_redeals is None or self.redeals < rules.max_redeals):
            self.misdeal_queue = [s for s in self._order if qualifies_for_misdeal(hands[s], rules)]
        if self.misdeal_queue:
            self.phase = Phase.MISDEAL
            self.current_player = self.misdeal_queue[0]
        else:
            self._begin_auction()
        return dealt

    def _start_building(self, rng: random.Random, deal: list[list[Card]] | None) -> Event:
        """Seeds 000/002: "no cards are initially dealt ... the entire deck is placed
        face-down": the pile is the shuffled deck (or, for a fixed deal, ``widow``
        with its last card on top); the dealer's opponent draws first."""
        rules = self.rules
        if deal is not None:
            stock = list(self.initial_widow or [])
            if any(deal) or sorted(stock) != sorted(make_deck(rules.deck)):
                raise ValueError("hand building deals no hands: the widow is the whole deck")
        else:
            stock = make_deck(rules.deck)
            rng.shuffle(stock)
        self.stock = stock
        self._order = active_order(rules, (self.dealer + 1) % rules.num_players, self.out)
        self.phase = Phase.BUILD
        self.current_player = self._order[0]
        return Dealt(
            seat=self.dealer,
            dealer=self.dealer,
            hand=self.hand_number,
            hands=["" for _ in range(rules.num_players)],
            widow="",
            sitting_out=list(self.out),
            stock=format_cards(stock),  # the pile as laid, drawn from its end
        )

    def _build(self, seat: int, keep: bool) -> Event:
        """Seeds 000/002: "The player can either keep that card for her or his hand
        or reject the card. If the player chooses to hold the initial card, the
        player then draws a second card from the widow, then places it face-down,
        without looking at it, creating a discard pile. If the player rejects the
        first card, the card becomes the first card in the discard pile. The second
        card drawn from the widow must be kept"."""
        first = self.stock.pop()
        second = self.stock.pop()
        if keep:
            self.hands[seat].append(first)
            self.discards[seat].append(second)
        else:
            self.discards[seat].append(first)
            self.discards_seen[seat].append(first)
            self.hands[seat].append(second)
        self._kept_views = [None] * self.rules.num_players
        self._shared_view = None
        event = Built(seat=seat, keep=keep, left=len(self.stock))
        # "Players alternate turns in this hand-building process until all cards
        # are chosen"
        if self.stock:
            order = self._order
            self.current_player = order[(order.index(seat) + 1) % len(order)]
        else:
            self._begin_auction()
        return event

    def _check_fixed_deal(self, hands: list[list[Card]], widow: list[Card]) -> None:
        rules = self.rules
        if len(hands) != rules.num_players:
            raise ValueError(f"the deal needs {rules.num_players} hands")
        if sorted([c for h in hands for c in h] + widow) != sorted(make_deck(rules.deck)):
            raise ValueError("the deal does not use exactly the cards of the deck")
        for seat, hand in enumerate(hands):
            want = 0 if seat in self.out else rules.hand_size
            if len(hand) != want:
                raise ValueError(f"seat {seat} must hold {want} cards, not {len(hand)}")

    def _misdeal(self, seat: int, throw_in: bool) -> Event:
        """Misdeal on nines: ``seat`` throws its hand in (the same dealer deals
        again) or keeps it (the next qualifying seat is asked, then the bidding)."""
        if throw_in:
            self.redeals += 1
            redeals = self.redeals
            dealt = self._start_hand(None)
            return Misdeal(seat=seat, redeals=redeals, effects=(dealt,))
        self.misdeal_queue.pop(0)
        if self.misdeal_queue:
            self.current_player = self.misdeal_queue[0]
        else:
            self._begin_auction()
        return Kept(seat=seat)

    def _begin_auction(self) -> None:
        self.phase = Phase.BID
        self.current_player = self._order[0]

    # -- the seats of the hand -----------------------------------------------------
    def _first_holder(self) -> int | None:
        """The first seat after the bidder, clockwise, holding the called card
        (None when the bidder holds every copy and plays alone)."""
        assert self.bidder is not None and self.called is not None
        order = self._order
        start = order.index(self.bidder)
        for seat in order[start + 1 :] + order[:start]:
            if self.called in self.hands[seat]:
                return seat
        return None

    def hand_sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides of this hand's play: the rules' sides, or with a called
        partner the bidder (and partner) against everyone else in the hand."""
        if not self.rules.call_partner or self.bidder is None:
            return self.rules.sides
        team = (self.bidder,) if self.partner is None else (self.bidder, self.partner)
        return team, tuple(s for s in self._order if s not in team)

    def _partner(self, seat: int) -> int:
        partners = self.rules.partners_of(seat)
        return partners[0]

    def side_contracts(self) -> list[int]:
        """Summed bids: each side's contract, the sum of its players' bids (seeds
        000/002: "partners' bids are then summed")."""
        rules = self.rules
        owed = [0] * len(rules.sides)
        for seat, amount in self.bids:
            if amount is not None:
                owed[rules.side_of(seat)] += amount
        return owed

    def must_concede(self) -> MustConcede | None:
        """Why the bidding side may only concede its contract (None: it may play)."""
        rules = self.rules
        if not (rules.forced_concede_over_max or rules.meld_near_bid) or self.bidder is None:
            return None
        # the bidding side's meld: the bidder's own when everyone plays alone
        # (seeds 001/002, three-handed), the partners' together in partnership
        # (seed 002: "Both the bidder and his partner have their score count
        # towards making the contract"); a called partner is secret, so alone
        side = (self.bidder,) if rules.call_partner else rules.sides[rules.side_of(self.bidder)]
        total = sum(m.total for s in side if (m := self.melds[s]) is not None)
        return concede_reason(rules, self.contract or 0, total)

    # -- conveniences for the GUI and tests ------------------------------------------
    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick in progress: ``(seat, card)`` in play order."""
        return list(self._trick.plays)

    @property
    def active_seats(self) -> list[int]:
        return list(self._order)

    @property
    def points_taken(self) -> tuple[int, ...]:
        """The running tally: trick points each seat has won so far this hand."""
        return tuple(self._points)

    def meld_of(self, seat: int) -> MeldResult | None:
        return self.melds[seat]

    def best_meld_for(self, seat: int, suit: Suit) -> int:
        return meld_points(self.hands[seat], suit, self.rules)

    def all_cards(self) -> list[Card]:
        """Every card somewhere in this hand: hands, widow, tricks, buried, in transit."""
        cards = [c for h in self.hands for c in h]
        if self.widow_apart:
            cards += self.widow
        cards += self.buried
        cards += self.stock
        for pile in self.discards:
            cards += pile
        cards += [c for w in self.won for c in w]
        cards += self._trick.cards
        for gift in self.pending_gift.values():
            cards += gift
        return cards
