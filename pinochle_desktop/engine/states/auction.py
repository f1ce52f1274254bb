"""The auction and partnership variants as an explicit-phase state machine.

Flow of one hand: deal -> [misdeal on nines] -> bid -> [forced bidder may
concede unseen] -> widow shown or taken -> [kitty] -> trump -> [passing] ->
[bury] -> meld -> [declare: play, concede or shoot the moon] -> play ->
scored. Each step is a phase; ``legal_actions()`` lists what may be done.

:class:`AuctionState` is built in layers, one module each: the hand's table
and dealing (:mod:`.auction_hand`), trick play and scoring
(:mod:`.auction_play`), observations (:mod:`.auction_view`), and here the
legal actions, the refusals and the auction's own phases.
"""

from __future__ import annotations

import bisect
import itertools
from typing import Any

from ..actions import PASS, Action
from ..cards import CODES, Card, Suit, contains_all, format_cards, remove_cards
from ..events import (
    AllPassed,
    BidMade,
    Buried,
    CardsGiven,
    Claimed,
    Conceded,
    ContractConceded,
    ContractWon,
    Declared,
    Defended,
    Event,
    Kept,
    KittyDealt,
    MeldsShown,
    Misdeal,
    PartnerCalled,
    Passed,
    Rearranged,
    SawWidow,
    TrumpNamed,
    WidowTaken,
)
from ..meld.auction import (
    has_marriage,
    has_meld_in_suit,
    meld_points,
    score_meld,
)
from ..observation import ForcedBid, MustConcede
from ..phase import Phase, StateError
from ..play.tricks import NOT_NOW, why_illegal
from .auction_hand import gun_actions
from .auction_view import AuctionView
from .deal import active_order, meld_without_dix
from .refusals import auction_refusal, concede_reason

_TRUMP_ACTIONS = tuple(Action.trump(s) for s in Suit)
_CALL_ACTIONS = tuple(Action.call(Card(i)) for i in range(24))
_MISDEAL = Action("misdeal")
_KEEP = Action("keep")
_REJECT = Action("reject")
_CONCEDE = Action("concede")
_PLAY_HAND = Action("play_hand")
_MOON = Action("moon")
_CLAIM = Action("claim")
_REARRANGE = Action("rearrange")
_CONCEDE_CONTRACT = Action("concede_contract")


class AuctionState(AuctionView, style="auction"):
    """A game of any auction variant (two to eight players, sides, widow...)."""

    # -- legal actions -----------------------------------------------------------
    def _legal(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.PLAY:
            return self._legal_plays(seat)
        if phase == Phase.BID:
            return self._legal_bids(seat)
        if phase == Phase.MISDEAL:
            return [_MISDEAL, _KEEP]
        if phase == Phase.BUILD:
            return [_KEEP, _REJECT]
        if phase == Phase.WIDOW:
            return [Action("concede_unseen"), Action("see_widow")]
        if phase == Phase.TRUMP:
            return [a for a in _TRUMP_ACTIONS if self._trump_allowed(seat, a.suit)]
        if phase == Phase.CALL:
            if self.rules.call_any_card:
                return list(_CALL_ACTIONS)
            # seed 002: "the bidder asks for a desired card in the trump suit"
            return [a for a in _CALL_ACTIONS if a.card.suit is self.trump]
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
        if can_bid and rules.summed_bids:
            # seeds 000/002: "players bid individually": once each, any amount
            actions.extend(self._bid_actions)
            return actions
        if can_bid and must_open and rules.forced_open_at_min:
            # seeds 000/002, racehorse: the opener is "automatically bidding 500"
            opening = gun_actions(rules) or tuple(self._bid_actions)
            return actions + list(opening[:1])
        if can_bid:
            if not actions and self.high_bidder is None and rules.under_the_gun_bid is not None:
                # seed 002: "Bidding begins at 300, or as little as 150 for
                # 'under-the-gun' bids": the player forced to open may open low
                gun = gun_actions(rules)
                actions.extend(gun if rules.jump_bids else gun[:1])
                if not rules.jump_bids:
                    return actions
            start = bisect.bisect_right(self._bid_grid, self.high_bid)
            end = None if rules.jump_bids else start + 1
            actions.extend(self._bid_actions[start:end])
        return actions or [PASS]

    def _has_meld(self, seat: int) -> bool:
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
        if rules.stakes:
            return self._stakes_options()
        if self._must_concede():
            return [_CONCEDE]
        options = [_PLAY_HAND]
        if rules.allow_concede or rules.forced_concede_over_max:
            options.append(_CONCEDE)
        if rules.shoot_the_moon:
            options.append(_MOON)
        return options

    def _stakes_options(self) -> list[Action]:
        """Before the first lead of a stakes hand (seed 004): the bidder plays,
        claims a contract the meld makes, concedes (single bete) or re-arranges
        (takes the burial back to name trump, meld and bury again); then each
        opponent in turn plays on or concedes the contract."""
        if self.current_player != self.bidder:
            return [_PLAY_HAND, _CONCEDE_CONTRACT]
        if self._must_concede():
            return [_CONCEDE, _REARRANGE]
        options = [_PLAY_HAND]
        if self._meld_makes_bid():
            options.append(_CLAIM)
        if self.rules.allow_concede or self.rules.forced_concede_over_max:
            options.append(_CONCEDE)
        options.append(_REARRANGE)
        return options

    def _meld_makes_bid(self) -> bool:
        """The bidder's meld alone reaches the contract ("if meld already makes the bid")."""
        meld = self.melds[self.bidder] if self.bidder is not None else None
        return meld is not None and meld.total >= (self.contract or 0)

    def _must_concede(self) -> bool:
        return self.must_concede() is not None

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

    def forced_bid(self, seat: int) -> ForcedBid | None:
        """Why ``seat`` may not pass now (bidding), or why it holds a contract it
        may concede unseen (the widow question); None otherwise."""
        rules = self.rules
        if self.phase is Phase.WIDOW and seat == self.bidder:
            contract = self.contract or 0
            if not self.forced_open:
                return ForcedBid(rule="dealer_stuck", amount=contract)
            if rules.first_bidder_must_open:
                return ForcedBid(rule="first_bidder", amount=contract)
            return ForcedBid(rule="holding_meld", amount=contract, meld=self._meld_held(seat))
        if self.phase is not Phase.BID or seat != self.current_player:
            return None
        if PASS in self.legal_actions():
            return None
        if not self.bids and rules.first_bidder_must_open:
            return ForcedBid(rule="first_bidder", amount=rules.min_bid)
        return ForcedBid(rule="holding_meld", amount=rules.min_bid, meld=self._meld_held(seat))

    def _meld_held(self, seat: int) -> int:
        """The meld that keeps ``seat`` from passing (its best, the dix aside)."""
        return meld_without_dix(self.hands[seat], self.rules)

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
                or NOT_NOW
            )
        if (self.phase == Phase.BID and action.kind in ("bid", "pass")
                and action not in self.legal_actions()):
            seat = self.current_player or 0
            return auction_refusal(action, self.legal_actions(), self.hands[seat], self.rules,
                                   self.forced_bid(seat), first_bid=not self.bids)
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
        if phase == Phase.BUILD:
            return self._build(seat, action.kind == "keep")
        if phase == Phase.WIDOW:
            if action.kind == "concede_unseen":
                return self._concede(seat, unseen=True)
            return self._after_widow_choice(SawWidow(seat=seat))
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
            if self.rules.stakes:
                return self._stakes_declare(seat, action)
            # the opponents' meld is shown once the bidder has decided (seeds 001/002)
            rest = None if self.rules.only_bidder_melds else self._show_melds(
                seat for seat in self._order if self.melds[seat] is None)
            if action.kind == "concede":
                scored = self._score(conceded=True, unseen=False)
                effects = (scored,) if rest is None else (rest, scored)
                return Conceded(seat=seat, unseen=False, effects=effects)
            self.moon = action.kind == "moon"
            declared = Declared(seat=seat, moon=self.moon)
            return self._start_play(declared if rest is None else declared.with_effects(rest))
        raise StateError(f"cannot apply {action} in phase {phase}")

    def _stakes_declare(self, seat: int, action: Action) -> Event:
        """A decision before the first lead of a stakes hand (:meth:`_stakes_options`)."""
        kind = action.kind
        if seat != self.bidder:
            if kind == "play_hand":
                return self._start_play(Defended(seat=seat))
            # every opponent must concede for the contract to be made unplayed
            self.yielded.append(seat)
            waiting = self._opponents_to_ask()
            if waiting:
                self.current_player = waiting[0]
                return ContractConceded(seat=seat)
            return ContractConceded(seat=seat, effects=(self._score(settlement="conceded_to"),))
        if kind == "rearrange":
            return self._rearrange(seat)
        if kind == "claim":
            return Claimed(seat=seat, effects=(self._score(settlement="claimed"),))
        if kind == "concede":
            scored = self._score(conceded=True, unseen=False)
            return Conceded(seat=seat, unseen=False, effects=(scored,))
        self.current_player = self._opponents_to_ask()[0]
        return Declared(seat=seat, moon=False)

    def _opponents_to_ask(self) -> list[int]:
        """The bidder's opponents, clockwise from the bidder's left, not yet conceded."""
        order = self._order
        assert self.bidder is not None
        start = order.index(self.bidder)
        after = order[start + 1 :] + order[:start]
        return [s for s in after if s not in self.yielded]

    def _rearrange(self, seat: int) -> Event:
        """The bidder takes back the buried cards and the trump named: trump, burial
        and meld are made again (seed 004: "before he leads to the first trick he may
        change the cards that he has discarded, change the melds and the trump suit")."""
        cards = self.buried
        self.hands[seat] = self.hands[seat] + cards
        self.buried = []
        self.trump = None
        n = self.rules.num_players
        self.melds = [None] * n
        self.meld_shown = [[] for _ in range(n)]
        self._meld_views = None
        self._meld_cards_view = None
        self.phase = Phase.TRUMP
        self.current_player = seat
        return Rearranged(seat=seat, cards=format_cards(cards))

    def _misdeal(self, seat: int, action: Action) -> Event:
        if action.kind == "misdeal":
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

    def _bid(self, seat: int, action: Action) -> Event:
        rules = self.rules
        if action.kind == "bid":
            self.bids.append((seat, action.amount))
            if action.amount > self.high_bid:  # summed bids: ties go to the first
                self.high_bid = action.amount
                self.high_bidder = seat
            event: Event = BidMade(seat=seat, amount=action.amount)
        else:
            self.bids.append((seat, None))
            self.passed.add(seat)
            event = Passed(seat=seat)
        active = self._order
        if rules.summed_bids:
            return self._summed_bid_done(seat, event)
        left = [s for s in active if s not in self.passed]
        if self.high_bidder is not None and left == [self.high_bidder]:
            # forced in at the minimum by either forcing rule: the only bid, at
            # the minimum, by the first player or by one who held meld (who could
            # not pass before a bid, so the only bid was theirs to make)
            self.forced_open = (
                (rules.first_bidder_must_open
                 or (rules.must_open_with_meld and self._has_meld(self.high_bidder)))
                and len([b for b in self.bids if b[1] is not None]) == 1
                and self.high_bid <= rules.min_bid  # under the gun: below it
            )
            return event.with_effects(self._win_auction(self.high_bidder, self.high_bid))
        if not left:
            return self._all_passed(event)
        # next player still in the auction
        n = len(active)
        i = active.index(seat)
        for k in range(1, n + 1):
            nxt = active[(i + k) % n]
            if nxt not in self.passed:
                self.current_player = nxt
                break
        return event

    def _summed_bid_done(self, seat: int, event: Event) -> Event:
        """Summed bids: each player bids once; then the highest bid names trump
        ("The winning bid only decides trump") and the contract is its side's sum."""
        active = self._order
        if len(self.bids) < len(active):
            self.current_player = active[active.index(seat) + 1]
            return event
        if self.high_bidder is None:
            return self._all_passed(event)
        self.forced_open = False
        owed = self.side_contracts()[self.rules.side_of(self.high_bidder)]
        return event.with_effects(self._win_auction(self.high_bidder, owed))

    def _all_passed(self, event: Event) -> Event:
        rules = self.rules
        if rules.all_pass == "dealer_stuck" and self.dealer not in self.out:
            amount = rules.stuck_bid if rules.stuck_bid is not None else rules.min_bid
            if rules.summed_bids:
                self.bids.append((self.dealer, amount))  # the dealer's side owes it
            return event.with_effects(self._win_auction(self.dealer, amount, stuck=True))
        # everybody passed: the deal passes on
        self.dealer = (self.dealer + 1) % rules.num_players
        redeal = AllPassed(seat=None, next_dealer=self.dealer)
        dealt = self._start_hand(None)
        return event.with_effects(redeal, dealt)

    def _win_auction(self, seat: int, amount: int, stuck: bool = False) -> Event:
        self.bidder = seat
        self.contract = amount
        won = ContractWon(seat=seat, bidder=seat, amount=amount, stuck=stuck)
        rules = self.rules
        if (
            rules.widow_size
            and rules.concede_unseen_at_min
            and (self.forced_open or stuck)
            and (amount <= rules.min_bid or stuck)
        ):
            self.phase = Phase.WIDOW
            self.current_player = seat
            return won
        return self._after_widow_choice(won)

    def _after_widow_choice(self, event: Event) -> Event:
        rules = self.rules
        seat = self.bidder
        assert seat is not None
        if rules.widow_size and rules.widow_mode in ("shown", "blind"):
            shown = rules.widow_mode == "shown"
            event = event.with_effects(
                WidowTaken(seat=seat, cards=format_cards(self.widow), shown=shown)
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
        return event

    def _kitty(self, seat: int, cards: tuple[Card, ...]) -> Event:
        order = active_order(self.rules, seat, self.out)
        for target, card in zip(order, cards, strict=True):
            self.hands[target].append(card)
            self.received[target].append(card)
        self.gave[seat] = list(cards)
        self.widow_apart = False
        self.phase = Phase.TRUMP
        return KittyDealt(seat=seat, cards=format_cards(cards), to=order)

    def _name_trump(self, seat: int, suit: Suit) -> Event:
        self.trump = suit
        event = TrumpNamed(seat=seat, suit=suit.name)
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
        return self._after_passing(PartnerCalled(seat=seat, card=CODES[card]))

    def _give(self, seat: int, cards: tuple[Card, ...]) -> Event:
        bidder = self.bidder
        assert bidder is not None
        partner = self._partner(bidder)
        self.hands[seat] = remove_cards(self.hands[seat], cards)
        self.gave[seat] = list(cards)
        given = format_cards(cards)
        simultaneous = self.rules.pass_mode == "simultaneous"
        if seat == partner:
            if simultaneous:
                self.pending_gift[bidder] = cards
            else:
                self.hands[bidder] = self.hands[bidder] + list(cards)
                self.received[bidder] = list(cards)
            self.current_player = bidder
            return CardsGiven(seat=seat, cards=given, to=bidder)
        # the bidder passes back
        self.hands[partner] = self.hands[partner] + list(cards)
        self.received[partner] = list(cards)
        if simultaneous:
            got = self.pending_gift.pop(bidder)
            self.hands[bidder] = self.hands[bidder] + list(got)
            self.received[bidder] = list(got)
        return self._after_passing(CardsGiven(seat=seat, cards=given, to=partner))

    def _after_passing(self, event: Event) -> Event:
        if self.rules.widow_size and self.rules.widow_mode in ("shown", "blind"):
            self.phase = Phase.BURY
            self.current_player = self.bidder
            return event
        return self._meld_and_declare(event)

    def _bury(self, seat: int, cards: tuple[Card, ...]) -> Event:
        self.hands[seat] = remove_cards(self.hands[seat], cards)
        self.buried = list(cards)
        return self._meld_and_declare(Buried(seat=seat, cards=format_cards(cards)))

    def _show_melds(self, seats: Any) -> MeldsShown | None:
        """Score and show the meld of ``seats`` (None when there are none)."""
        assert self.trump is not None
        melds: dict[str, Any] = {}
        for seat in seats:
            result = score_meld(self.hands[seat], self.trump, self.rules)
            self.melds[seat] = result
            self.meld_shown[seat] = result.cards
            melds[str(seat)] = result.to_dict()
        if not melds:
            return None
        self._meld_views = None
        self._meld_cards_view = None
        return MeldsShown(seat=None, melds=melds)

    def _meld_and_declare(self, event: Event) -> Event:
        assert self.trump is not None and self.bidder is not None
        rules = self.rules
        # summed bids: "any team can score or be set", so the hand is always played
        declare = (rules.allow_concede or rules.shoot_the_moon) and not rules.summed_bids
        # where everyone plays alone (three-handed), the bidder melds first and
        # decides "before seeing the opponents' meld" (seeds 001/002); the
        # others meld once the decision is made
        alone = not rules.call_partner and all(len(side) == 1 for side in rules.sides)
        first = [self.bidder] if alone and (declare or self._must_concede_alone()) else self._order
        if rules.only_bidder_melds:
            first = [self.bidder]  # seed 004: "Only the bidder melds"
        shown = self._show_melds(first)
        assert shown is not None
        if declare or rules.stakes or self._must_concede():
            self.phase = Phase.DECLARE
            self.current_player = self.bidder
            return event.with_effects(shown)
        started = self._start_play(shown)
        return event.with_effects(started)

    def _must_concede_alone(self) -> bool:
        """``_must_concede`` from the bidder's own hand, before any meld is shown."""
        rules = self.rules
        if not (rules.forced_concede_over_max or rules.meld_near_bid) or self.bidder is None:
            return False
        assert self.trump is not None
        meld = meld_points(self.hands[self.bidder], self.trump, rules)
        return concede_reason(rules, self.contract or 0, meld) is not None
