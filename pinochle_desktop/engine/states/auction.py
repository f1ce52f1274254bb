"""The auction and partnership variants as an explicit-phase state machine.

Flow of one hand: deal -> [misdeal on nines] -> bid -> [forced bidder may
concede unseen] -> widow shown or taken -> [kitty] -> trump -> [passing] ->
[bury] -> meld -> [declare: play, concede or shoot the moon] -> play ->
scored. Each step is a phase; ``legal_actions()`` lists what may be done.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ..actions import PASS, Action
from ..cards import CODES, Card, Suit, contains_all, format_cards, make_deck, remove_cards
from ..events import Event
from ..meld.auction import (
    MeldResult,
    has_marriage,
    has_meld_in_suit,
    meld_points,
    score_meld,
    wins_the_game,
)
from ..observation import FrozenDict, Observation, freeze, observation_of, observe
from ..phase import Phase, StateError
from ..play.trick import BIT, HEAD_CODES, Trick, legal_mask, mask_ids
from ..play.tricks import why_illegal
from ..rules.ruleset import RuleSet
from .base import BaseState
from .deal import active_order, bid_grid, deal_cards, qualifies_for_misdeal, sitting_out
from .ledger import bidder_checks, meld_checks, nine_checks
from .scoring import score_hand

_PLAY_ACTIONS = tuple(Action("play", cards=(Card(i),)) for i in range(24))
_TRUMP_ACTIONS = tuple(Action.trump(s) for s in Suit)
#: the per-side figures of a hand summary that five-handed turns into per-seat ones
_SEAT_KEYS = ("meld", "meld_saved", "points", "tricks", "deltas")
_CALL_ACTIONS = tuple(Action.call(Card(i)) for i in range(24))
_MISDEAL = Action("misdeal")
_KEEP = Action("keep")
_CONCEDE = Action("concede")
_PLAY_HAND = Action("play_hand")
_MOON = Action("moon")


@lru_cache(maxsize=64)
def bid_actions(rules: RuleSet) -> tuple[Action, ...]:
    """One shared Action per amount of the bid grid."""
    return tuple(Action.bid(a) for a in bid_grid(rules))


class AuctionState(BaseState, style="auction"):
    """A game of any auction variant (two to eight players, sides, widow...)."""

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
        self.redeals = 0
        self._reset_hand()

    # -- hand setup -----------------------------------------------------------
    def _reset_hand(self) -> None:
        n = self.rules.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.widow: list[Card] = []
        self.out: tuple[int, ...] = ()
        self.bids: list[tuple[int, int | None]] = []
        self.passed: set[int] = set()
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.bidder: int | None = None
        self.contract: int | None = None
        self.trump: Suit | None = None
        self.forced_open = False
        self.widow_seen = False
        self.widow_apart = False
        self.gave: list[list[Card]] = [[] for _ in range(n)]
        self.received: list[list[Card]] = [[] for _ in range(n)]
        self.pending_gift: dict[int, tuple[Card, ...]] = {}
        self.buried: list[Card] = []
        self.melds: list[MeldResult | None] = [None] * n
        #: the melds as observations show them (frozen once a hand; None: not yet)
        self._meld_views: tuple[Mapping[str, Any] | None, ...] | None = None
        self.meld_shown: list[list[Card]] = [[] for _ in range(n)]
        #: the trick in progress (the kernel's value; ``trick`` lists its plays)
        self._trick = Trick.start(0)
        #: observation parts kept until a trick ends (tricks, tricks taken,
        #: points taken) or a shown card is played (meld cards); None: to make
        self._tricks_view: tuple[Any, ...] | None = None
        self._meld_cards_view: tuple[tuple[Card, ...], ...] | None = None
        #: per seat: the observation fields that bidding (or trick play) leaves
        #: alone, and that phase (None: not kept yet)
        self._kept_views: list[tuple[Phase, FrozenDict] | None] = [None] * n
        self._next: dict[int, int] = {}
        #: finished tricks: (leader, ((seat, card), ...), winner)
        self.tricks: list[tuple[int, tuple[tuple[int, Card], ...], int]] = []
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_taken = [0] * n
        self.moon = False
        #: five-handed: the called card, the partner once known to the engine,
        #: and whether everyone has seen who it is
        self.called: Card | None = None
        self.partner: int | None = None
        self.partner_shown = False
        self.misdeal_queue: list[int] = []
        self._order: list[int] = []
        self._turn = 0

    def _start_hand(self, deal: list[list[Card]] | None) -> Event:
        rules = self.rules
        self._reset_hand()
        self.out = sitting_out(rules, self.dealer)
        if deal is not None:
            hands = [list(h) for h in deal]
            widow = list(self.initial_widow or [])
            self._check_fixed_deal(hands, widow)
        else:
            hands, widow = deal_cards(rules, self.rng, self.dealer)
        self.hands = hands
        # the check ledger's seven nines are counted in the hands as dealt
        self.dealt = [list(h) for h in hands] if rules.check_ledger else []
        self.widow = widow
        self.widow_apart = bool(widow)
        self._order = active_order(rules, (self.dealer + 1) % rules.num_players, self.out)
        dealt = Event(
            "dealt",
            self.dealer,
            {
                "dealer": self.dealer,
                "hand": self.hand_number,
                "hands": [format_cards(h) for h in hands],
                "widow": format_cards(widow),
                "sitting_out": list(self.out),
            },
        )
        if rules.misdeal_nines and (rules.max_redeals is None or self.redeals < rules.max_redeals):
            self.misdeal_queue = [s for s in self._order if qualifies_for_misdeal(hands[s], rules)]
        if self.misdeal_queue:
            self.phase = Phase.MISDEAL
            self.current_player = self.misdeal_queue[0]
        else:
            self._begin_auction()
        return dealt

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

    def _begin_auction(self) -> None:
        self.phase = Phase.BID
        self._turn = 0
        self.current_player = self._order[0]

    # -- legal actions -----------------------------------------------------------
    def _legal(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.PLAY:
            return [_PLAY_ACTIONS[c] for c in self._legal_ids(seat)]
        if phase == Phase.BID:
            return self._legal_bids(seat)
        if phase == Phase.MISDEAL:
            return [_MISDEAL, _KEEP]
        if phase == Phase.WIDOW:
            return [Action("concede_unseen"), Action("see_widow")]
        if phase == Phase.TRUMP:
            return [a for a in _TRUMP_ACTIONS if self._trump_allowed(seat, a.suit)]
        if phase == Phase.CALL:
            return list(_CALL_ACTIONS)
        if phase == Phase.PASS:
            return [
                Action.give(c) for c in self._combos(self._pass_pool(seat), self.rules.pass_count)
            ]
        if phase == Phase.BURY:
            return [Action.bury(c) for c in self._bury_options(seat)]
        if phase == Phase.KITTY:
            perms = dict.fromkeys(itertools.permutations(self.widow))
            return [Action.kitty(p) for p in perms]
        if phase == Phase.DECLARE:
            return self._declare_options()
        raise StateError(f"no actions in phase {phase}")

    def _legal_ids(self, seat: int) -> list[int]:
        """Legal card ids, lowest first (the fast mask rules, same as ``legal_plays``)."""
        hand = 0
        for c in self.hands[seat]:
            hand |= BIT[c]
        rules = self.rules
        trick = self._trick
        plays = trick.plays
        mask = legal_mask(  # trick.legal(...), without a call more a card
            hand,
            plays[0][1] if plays else -1,
            trick.win,
            trick.best,
            trick.trump,
            HEAD_CODES[rules.head_rule],
            rules.must_trump,
            rules.first_lead_trump and not self.tricks,
        )
        return mask_ids(mask)

    def _legal_bids(self, seat: int) -> list[Action]:
        rules = self.rules
        can_bid = rules.trump_requires != "marriage" or any(
            has_marriage(self.hands[seat], s) for s in Suit
        )
        actions: list[Action] = []
        must_open = not self.bids and rules.first_bidder_must_open
        if (not must_open or not can_bid) and not (
            rules.must_open_with_meld
            and self.high_bidder is None
            and can_bid
            and self._has_meld(seat)
        ):
            actions.append(PASS)
        if can_bid:
            start = bisect.bisect_right(bid_grid(rules), self.high_bid)
            end = None if rules.jump_bids else start + 1
            actions.extend(self._bid_actions[start:end])
        return actions or [PASS]

    def _has_meld(self, seat: int) -> bool:
        from .deal import meld_without_dix

        return meld_without_dix(self.hands[seat], self.rules) > 0

    def _trump_allowed(self, seat: int, suit: Suit | None) -> bool:
        assert suit is not None
        need = self.rules.trump_requires
        hand = self.hands[seat]
        if need == "marriage":
            return has_marriage(hand, suit) or not any(has_marriage(hand, s) for s in Suit)
        if need == "meld_in_suit":
            return has_meld_in_suit(hand, suit) or not any(has_meld_in_suit(hand, s) for s in Suit)
        return True

    def _pass_pool(self, seat: int) -> list[Card]:
        return self.hands[seat]

    @staticmethod
    def _combos(cards: list[Card], k: int) -> list[tuple[Card, ...]]:
        return list(dict.fromkeys(itertools.combinations(sorted(cards), k)))

    def _bury_options(self, seat: int) -> list[tuple[Card, ...]]:
        hand = self.hands[seat]
        assert self.trump is not None
        melded = score_meld(hand, self.trump, self.rules).cards
        free = remove_cards(hand, melded) if contains_all(hand, melded) else list(hand)
        k = self.rules.widow_size
        if len(free) >= k:
            return self._combos(free, k)
        # the hand leaves no choice: every free card, then melded ones
        extra = self._combos(melded, k - len(free))
        return list(dict.fromkeys(tuple(sorted(tuple(free) + e)) for e in extra))

    def _declare_options(self) -> list[Action]:
        rules = self.rules
        if self._must_concede():
            return [_CONCEDE]
        options = [_PLAY_HAND]
        if rules.allow_concede or rules.forced_concede_over_max:
            options.append(_CONCEDE)
        if rules.shoot_the_moon:
            options.append(_MOON)
        return options

    def _must_concede(self) -> bool:
        if not self.rules.forced_concede_over_max or self.bidder is None:
            return False
        meld = self.melds[self.bidder]
        total = meld.total if meld is not None else 0
        return (self.contract or 0) > total + self.rules.total_trick_points

    def why_not(self, action: Action) -> str | None:
        if (self.phase == Phase.PLAY and action.kind == "play" and len(action.cards) == 1
                and self.current_player is not None):
            seat = self.current_player
            if action in self.legal_actions():
                return None
            assert self.trump is not None
            first = not self.tricks and not self._trick.plays
            return (
                why_illegal(
                    action.card,
                    self.hands[seat],
                    self._trick.cards,
                    self.trump,
                    self.rules,
                    first_lead=first,
                )
                or "That card may not be played now."
            )
        if self.phase == Phase.BID and action.kind == "bid" and action not in self.legal_actions():
            if self.rules.trump_requires == "marriage" and not any(
                has_marriage(self.hands[self.current_player or 0], s) for s in Suit
            ):
                return "You hold no marriage, so you may not bid (trump needs a marriage)."
            legal = [a.amount for a in self.legal_actions() if a.kind == "bid"]
            if legal:
                return f"Bid {legal[0]} or more, in steps the table allows."
            return "You cannot bid now."
        if self.phase == Phase.BID and action.kind == "pass" and action not in self.legal_actions():
            if not self.bids and self.rules.first_bidder_must_open:
                return f"You must open the bidding (at least {self.rules.min_bid})."
            return "You hold meld, so you may not pass before someone has bid."
        return super().why_not(action)

    def _cards_of(self, seat: int) -> list[Card] | None:
        return self.hands[seat]

    # -- applying ----------------------------------------------------------------
    def _apply(self, action: Action) -> Event:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.PLAY:
            return self._play(seat, action.card)
        if phase == Phase.BID:
            return self._bid(seat, action)
        if phase == Phase.MISDEAL:
            return self._misdeal(seat, action)
        if phase == Phase.WIDOW:
            if action.kind == "concede_unseen":
                return self._concede(seat, unseen=True)
            return self._after_widow_choice(Event("see_widow", seat))
        if phase == Phase.TRUMP:
            assert action.suit is not None
            return self._name_trump(seat, action.suit)
        if phase == Phase.CALL:
            return self._call(seat, action.card)
        if phase == Phase.PASS:
            return self._give(seat, action.cards)
        if phase == Phase.BURY:
            return self._bury(seat, action.cards)
        if phase == Phase.KITTY:
            return self._kitty(seat, action.cards)
        if phase == Phase.DECLARE:
            if action.kind == "concede":
                return self._concede(seat, unseen=False)
            self.moon = action.kind == "moon"
            return self._start_play(Event("declared", seat, {"moon": self.moon}))
        raise StateError(f"cannot apply {action} in phase {phase}")

    def _misdeal(self, seat: int, action: Action) -> Event:
        if action.kind == "misdeal":
            self.redeals += 1
            event = Event("misdeal", seat, {"redeals": self.redeals})
            dealt = self._start_hand(None)
            return Event(event.kind, seat, event.data, (dealt,))
        self.misdeal_queue.pop(0)
        if self.misdeal_queue:
            self.current_player = self.misdeal_queue[0]
        else:
            self._begin_auction()
        return Event("kept", seat)

    def _bid(self, seat: int, action: Action) -> Event:
        rules = self.rules
        if action.kind == "bid":
            self.bids.append((seat, action.amount))
            self.high_bid = action.amount
            self.high_bidder = seat
            event = Event("bid", seat, {"amount": action.amount})
        else:
            self.bids.append((seat, None))
            self.passed.add(seat)
            event = Event("passed", seat)
        active = self._order
        left = [s for s in active if s not in self.passed]
        if self.high_bidder is not None and left == [self.high_bidder]:
            self.forced_open = (
                rules.first_bidder_must_open
                and len([b for b in self.bids if b[1] is not None]) == 1
                and self.high_bid == rules.min_bid
            )
            return Event(
                event.kind, seat, event.data, (self._win_auction(self.high_bidder, self.high_bid),)
            )
        if not left:
            if rules.all_pass == "dealer_stuck" and self.dealer not in self.out:
                amount = rules.stuck_bid if rules.stuck_bid is not None else rules.min_bid
                return Event(
                    event.kind,
                    seat,
                    event.data,
                    (self._win_auction(self.dealer, amount, stuck=True),),
                )
            # everybody passed: the deal passes on
            self.dealer = (self.dealer + 1) % rules.num_players
            redeal = Event("all_passed", None, {"next_dealer": self.dealer})
            dealt = self._start_hand(None)
            return Event(event.kind, seat, event.data, (redeal, dealt))
        # next player still in the auction
        n = len(active)
        i = active.index(seat)
        for k in range(1, n + 1):
            nxt = active[(i + k) % n]
            if nxt not in self.passed:
                self.current_player = nxt
                break
        return event

    def _win_auction(self, seat: int, amount: int, stuck: bool = False) -> Event:
        self.bidder = seat
        self.contract = amount
        data: dict[str, Any] = {"bidder": seat, "amount": amount, "stuck": stuck}
        won = Event("contract", seat, data)
        rules = self.rules
        if (
            rules.widow_size
            and rules.concede_unseen_at_min
            and (self.forced_open or stuck)
            and (amount == rules.min_bid or stuck)
        ):
            self.phase = Phase.WIDOW
            self.current_player = seat
            return won
        return self._after_widow_choice(won)

    def _after_widow_choice(self, event: Event) -> Event:
        rules = self.rules
        seat = self.bidder
        assert seat is not None
        effects = list(event.effects)
        if rules.widow_size and rules.widow_mode in ("shown", "blind"):
            shown = rules.widow_mode == "shown"
            effects.append(
                Event("widow_taken", seat, {"cards": format_cards(self.widow), "shown": shown})
            )
            self.hands[seat] = self.hands[seat] + self.widow
            self.widow_seen = True
            self.widow_apart = False
        if rules.widow_size and rules.widow_mode == "kitty":
            self.phase = Phase.KITTY
            self.current_player = seat
        else:
            self.phase = Phase.TRUMP
            self.current_player = seat
        return Event(event.kind, event.seat, event.data, tuple(effects))

    def _kitty(self, seat: int, cards: tuple[Card, ...]) -> Event:
        order = active_order(self.rules, seat, self.out)
        for target, card in zip(order, cards, strict=True):
            self.hands[target].append(card)
            self.received[target].append(card)
        self.gave[seat] = list(cards)
        self.widow_apart = False
        self.phase = Phase.TRUMP
        return Event("kitty", seat, {"cards": format_cards(cards), "to": order})

    def _name_trump(self, seat: int, suit: Suit) -> Event:
        self.trump = suit
        event = Event("trump", seat, {"suit": suit.name})
        if self.rules.call_partner:
            self.phase = Phase.CALL
            self.current_player = seat
            return event
        if self.rules.pass_count:
            partner = self._partner(seat)
            self.phase = Phase.PASS
            self.current_player = partner
            return event
        return self._after_passing(event)

    def _call(self, seat: int, card: Card) -> Event:
        """The bidder names a card; under ``first_clockwise`` its partner is fixed now."""
        self.called = card
        if self.rules.partner_rule == "first_clockwise":
            self.partner = self._first_holder()
        return self._after_passing(Event("called", seat, {"card": CODES[card]}))

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

    def _give(self, seat: int, cards: tuple[Card, ...]) -> Event:
        bidder = self.bidder
        assert bidder is not None
        partner = self._partner(bidder)
        self.hands[seat] = remove_cards(self.hands[seat], cards)
        self.gave[seat] = list(cards)
        event = Event("gave", seat, {"cards": format_cards(cards), "to": None})
        simultaneous = self.rules.pass_mode == "simultaneous"
        if seat == partner:
            if simultaneous:
                self.pending_gift[bidder] = cards
            else:
                self.hands[bidder] = self.hands[bidder] + list(cards)
                self.received[bidder] = list(cards)
            self.current_player = bidder
            data = dict(event.data, to=bidder)
            return Event(event.kind, seat, data)
        # the bidder passes back
        self.hands[partner] = self.hands[partner] + list(cards)
        self.received[partner] = list(cards)
        if simultaneous:
            got = self.pending_gift.pop(bidder)
            self.hands[bidder] = self.hands[bidder] + list(got)
            self.received[bidder] = list(got)
        return self._after_passing(Event(event.kind, seat, dict(event.data, to=partner)))

    def _after_passing(self, event: Event) -> Event:
        if self.rules.widow_size and self.rules.widow_mode in ("shown", "blind"):
            self.phase = Phase.BURY
            self.current_player = self.bidder
            return event
        return self._meld_and_declare(event)

    def _bury(self, seat: int, cards: tuple[Card, ...]) -> Event:
        self.hands[seat] = remove_cards(self.hands[seat], cards)
        self.buried = list(cards)
        return self._meld_and_declare(Event("buried", seat, {"cards": format_cards(cards)}))

    def _meld_and_declare(self, event: Event) -> Event:
        assert self.trump is not None and self.bidder is not None
        melds: dict[str, Any] = {}
        for seat in self._order:
            result = score_meld(self.hands[seat], self.trump, self.rules)
            self.melds[seat] = result
            self.meld_shown[seat] = result.cards
            melds[str(seat)] = result.to_dict()
        self._meld_views = None
        self._meld_cards_view = None
        shown = Event("melds", None, {"melds": melds})
        rules = self.rules
        if rules.allow_concede or rules.shoot_the_moon or self._must_concede():
            self.phase = Phase.DECLARE
            self.current_player = self.bidder
            return Event(event.kind, event.seat, event.data, (*event.effects, shown))
        started = self._start_play(shown)
        return Event(event.kind, event.seat, event.data, (*event.effects, started))

    def _start_play(self, event: Event) -> Event:
        assert self.trump is not None
        self.phase = Phase.PLAY
        self.current_player = self.bidder
        self._trick = Trick.start(int(self.trump))
        order = self._order
        self._next = {s: order[(i + 1) % len(order)] for i, s in enumerate(order)}
        return event

    # -- trick play -------------------------------------------------------------
    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick in progress: ``(seat, card)`` in play order."""
        return list(self._trick.plays)

    def _play(self, seat: int, card: Card) -> Event:
        hand = self.hands[seat]
        hand.remove(card)
        shown = self.meld_shown[seat]
        if shown and card in shown:
            shown.remove(card)
            self._meld_cards_view = None
        trick = self._trick = self._trick.add(seat, card)
        played = Event("card_played", seat, {"card": CODES[card]})
        if self.called is not None:
            revealed = self._reveal_partner(seat, card)
            if revealed is not None:
                played.effects = (revealed,)
        if len(trick.plays) < len(self._order):
            self.current_player = self._next[seat]
            return played
        winner = trick.winner
        leader = trick.leader
        cards = [c for _, c in trick.plays]
        self.tricks.append((leader, trick.plays, winner))
        self.won[winner].extend(cards)
        self.tricks_taken[winner] += 1
        self._trick = Trick.start(trick.trump)
        self._tricks_view = None
        won = Event("trick_won", winner, {"cards": format_cards(cards), "leader": leader})
        if not self.hands[winner]:
            played.effects = (*played.effects, won, self._score())
            return played
        self.current_player = winner
        played.effects = (*played.effects, won)
        return played

    def _reveal_partner(self, seat: int, card: Card) -> Event | None:
        """Five-handed: the partner shows itself by playing the called card."""
        if card != self.called or seat == self.bidder or self.partner_shown:
            return None
        if self.rules.partner_rule == "first_played":
            self.partner = seat
        if seat != self.partner:
            return None
        self.partner_shown = True
        return Event("partner", seat, {"card": CODES[card]})

    # -- scoring -------------------------------------------------------------------
    def _concede(self, seat: int, unseen: bool) -> Event:
        conceded = Event("conceded", seat, {"unseen": unseen})
        scored = self._score(conceded=True, unseen=unseen)
        return Event(conceded.kind, seat, conceded.data, (scored,))

    def _score(self, conceded: bool = False, unseen: bool = False) -> Event:
        assert self.bidder is not None and self.contract is not None
        last_winner = self.tricks[-1][2] if self.tricks else None
        if self.rules.call_partner and self.partner is None:
            self.partner = self._first_holder()  # conceded before anyone played it
        sides = self.hand_sides()
        summary, made, wins_now = score_hand(
            self.rules,
            bidder=self.bidder,
            contract=self.contract,
            trump=self.trump,
            melds=[m.total if m is not None else 0 for m in self.melds],
            won=self.won,
            tricks_taken=self.tricks_taken,
            buried=self.buried,
            last_winner=last_winner,
            conceded=conceded,
            unseen=unseen,
            moon=self.moon,
            active=self._order,
            sides=sides,
        )
        if self.rules.call_partner:
            wins_now = self._seat_scores(summary, sides, wins_now)
        if self.rules.quadruple_wins_game and wins_now is None:
            # racehorse: a quadruple run, royal marriage or pinochle wins the game
            start = self._order.index(self.bidder) if self.bidder in self._order else 0
            for seat in self._order[start:] + self._order[:start]:
                if wins_the_game(self.melds[seat]):
                    wins_now = self.rules.side_of(seat)
                    summary["game_meld"] = seat
                    break
        if self.rules.check_ledger:
            summary["checks"] = self._hand_checks(made, conceded, unseen)
        bidding_side = self.rules.side_of(self.bidder)
        return self._finish_hand(summary, bidding_side, made, wins_now)

    def _seat_scores(
        self, summary: dict[str, Any], sides: tuple[tuple[int, ...], ...], wins_now: int | None
    ) -> int | None:
        """Five-handed: turn the two teams' figures into each player's score.

        The bidder and partner each score their team's total (or each lose the
        contract). Each defender scores its own meld, when the defenders saved
        their meld, and the counters in the tricks it won itself. The summary's
        per-side lists become per-seat lists (the game's sides are single
        seats); ``hand_sides`` and ``hand_points`` keep the teams. A hand that
        wins the game outright wins it for the bidder.
        """
        assert self.bidder is not None
        rules = self.rules
        values = rules.counter_values
        last = self.tricks[-1][2] if self.tricks else None
        team = sides[0]
        summary["hand_points"] = list(summary["points"])
        per_seat: dict[str, list[int]] = {k: [0] * rules.num_players for k in _SEAT_KEYS}
        for seat in self._order:
            if seat in team:
                for key in _SEAT_KEYS:
                    per_seat[key][seat] = summary[key][0]
                continue
            own = self.melds[seat]
            meld = own.total if own is not None else 0
            saved = meld if summary["meld_saved"][1] == summary["meld"][1] else 0
            points = sum(values[c % 6] for c in self.won[seat])
            points += rules.last_trick_bonus if seat == last else 0
            per_seat["meld"][seat] = meld
            per_seat["meld_saved"][seat] = saved
            per_seat["points"][seat] = points
            per_seat["tricks"][seat] = self.tricks_taken[seat]
            per_seat["deltas"][seat] = saved + points
        summary.update(per_seat)
        summary["bidding_side"] = rules.side_of(self.bidder)
        if summary["took_all"] is not None:
            summary["took_all"] = rules.side_of(sides[summary["took_all"]][0])
        summary["hand_sides"] = [list(side) for side in sides]
        summary["partner"] = self.partner
        summary["called"] = CODES[self.called] if self.called is not None else None
        return None if wins_now is None else rules.side_of(self.bidder)

    def _hand_checks(self, made: bool, conceded: bool, unseen: bool) -> list[int]:
        """Checks each seat earned this hand (check pinochle's ledger)."""
        rules = self.rules
        earned = [0] * rules.num_players
        for seat in self._order:
            earned[seat] = meld_checks(self.melds[seat], rules) + nine_checks(
                self.dealt[seat], rules
            )
        if self.bidder is not None:
            earned[self.bidder] += bidder_checks(
                rules, made, saw_widow=self.widow_seen and not unseen, played=not conceded
            )
        return earned

    # -- observation ------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        phase = self.phase
        if phase is not Phase.PLAY and phase is not Phase.BID:
            return self._observation(seat)
        # the two long phases leave most fields alone: keep those per seat
        kept = self._kept_views[seat]
        if kept is None or kept[0] is not phase:
            kept = self._kept_views[seat] = (phase, FrozenDict(self._observation(seat).__dict__))
        data = kept[1].copy()
        current = self.current_player
        data["current_player"] = current
        data["legal_actions"] = tuple(self.legal_actions()) if current == seat else ()
        # the game's running figures: a few numbers, always read afresh
        data["scores"] = tuple(self.scores)
        data["target"] = self.target
        data["checks"] = tuple(self.checks)
        if phase is Phase.BID:
            data["bids"] = tuple(self.bids)
            return observation_of(data)
        data["hand"] = tuple(self.hands[seat])
        data["hand_sizes"] = tuple(map(len, self.hands))
        meld_cards = self._meld_cards_view
        if meld_cards is None:
            meld_cards = self._meld_cards_view = tuple(map(tuple, self.meld_shown))
        data["meld_cards"] = meld_cards
        data["trick"] = self._trick.plays
        done = self._tricks_view
        if done is None:
            done = self._tricks_view = (
                tuple(self.tricks), tuple(self.tricks_taken), self._points_taken()
            )
        data["tricks"], data["tricks_taken"], data["points_taken"] = done
        data["partner"] = self.partner if self.partner_shown else None
        return observation_of(data)

    def _observation(self, seat: int) -> Observation:
        rules = self.rules
        widow: tuple[Card, ...] | None = None
        if self.widow_seen and (rules.widow_mode == "shown" or seat == self.bidder):
            widow = tuple(self.widow)
        elif rules.widow_mode == "kitty" and seat == self.bidder and self.phase != Phase.BID:
            widow = tuple(self.widow) if self.bidder is not None else None
        melds = self._meld_views
        if melds is None:
            # the melds are scored once a hand: frozen once, shared by every observation
            melds = self._meld_views = tuple(
                freeze(m.to_dict()) if m is not None else None for m in self.melds
            )
        return observe(
            seat=seat,
            rules=rules,
            phase=self.phase,
            current_player=self.current_player,
            dealer=self.dealer,
            hand_number=self.hand_number,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(map(len, self.hands)),
            scores=tuple(self.scores),
            target=self.target,
            legal_actions=tuple(self.legal_actions()) if self.current_player == seat else (),
            sitting_out=self.out,
            bids=tuple(self.bids),
            bidder=self.bidder,
            contract=self.contract,
            trump=self.trump,
            widow=widow,
            gave=tuple(self.gave[seat]),
            received=tuple(self.received[seat]),
            buried=tuple(self.buried) if seat == self.bidder else (),
            melds=melds,
            meld_cards=tuple(map(tuple, self.meld_shown)),
            trick=self._trick.plays,
            tricks=tuple(self.tricks),
            tricks_taken=tuple(self.tricks_taken),
            points_taken=self._points_taken(),
            moon=self.moon,
            checks=tuple(self.checks),
            called=self.called,
            partner=self.partner if self.partner_shown else None,
        )

    def _points_taken(self) -> tuple[int, ...]:
        """Trick points (counters) each seat has won so far this hand."""
        values = self.rules.counter_values
        return tuple([sum([values[c % 6] for c in won]) for won in self.won])

    # -- conveniences for the GUI and tests ------------------------------------------
    @property
    def active_seats(self) -> list[int]:
        return list(self._order)

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
        cards += [c for w in self.won for c in w]
        cards += self._trick.cards
        for gift in self.pending_gift.values():
            cards += gift
        return cards
