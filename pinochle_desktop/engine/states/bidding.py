"""An auction hand's bidding: the bids a seat may make, why it may not pass,
a bid or a pass, and the auction won (or passed out: redealt or the dealer stuck).

Functions over the plain state (:class:`.auction_hand.AuctionHand`); the fields
they keep are created there, under "the auction".
"""

from __future__ import annotations

import bisect

from ..actions import PASS, Action
from ..cards import Suit
from ..events import AllPassed, BidMade, ContractWon, Event, Passed
from ..meld.auction import has_marriage
from ..observation import ForcedBid
from ..phase import Phase
from .auction_hand import AuctionHand
from .deal import gun_actions, meld_without_dix
from .exchange import after_widow_choice
from .refusals import auction_refusal


def legal_bids(state: AuctionHand, seat: int) -> list[Action]:
    rules = state.rules
    can_bid = rules.trump_requires != "marriage" or any(
        has_marriage(state.hands[seat], s) for s in Suit
    )
    actions: list[Action] = []
    must_open = not state.bids and rules.first_bidder_must_open
    if (not must_open or not can_bid) and not (
        rules.must_open_with_meld
        and state.high_bidder is None
        and can_bid
        and _has_meld(state, seat)
    ):
        actions.append(PASS)
    if can_bid and rules.summed_bids:
        # seeds 000/002: "players bid individually": once each, any amount
        actions.extend(state._bid_actions)
        return actions
    if can_bid and must_open and rules.forced_open_at_min:
        # seeds 000/002, racehorse: the opener is "automatically bidding 500"
        opening = gun_actions(rules) or tuple(state._bid_actions)
        return actions + list(opening[:1])
    if can_bid:
        if not actions and state.high_bidder is None and rules.under_the_gun_bid is not None:
            # seed 002: "Bidding begins at 300, or as little as 150 for
            # 'under-the-gun' bids": the player forced to open may open low
            gun = gun_actions(rules)
            actions.extend(gun if rules.jump_bids else gun[:1])
            if not rules.jump_bids:
                return actions
        start = bisect.bisect_right(state._bid_grid, state.high_bid)
        end = None if rules.jump_bids else start + 1
        actions.extend(state._bid_actions[start:end])
    return actions or [PASS]


def _has_meld(state: AuctionHand, seat: int) -> bool:
    return meld_without_dix(state.hands[seat], state.rules) > 0


def forced_bid(state: AuctionHand, seat: int) -> ForcedBid | None:
    """Why ``seat`` may not pass now (bidding), or why it holds a contract it
    may concede unseen (the widow question); None otherwise."""
    rules = state.rules
    if state.phase is Phase.WIDOW and seat == state.bidder:
        contract = state.contract or 0
        if not state.forced_open:
            return ForcedBid(rule="dealer_stuck", amount=contract)
        if rules.first_bidder_must_open:
            return ForcedBid(rule="first_bidder", amount=contract)
        return ForcedBid(rule="holding_meld", amount=contract, meld=_meld_held(state, seat))
    if state.phase is not Phase.BID or seat != state.current_player:
        return None
    if PASS in state.legal_actions():
        return None
    if not state.bids and rules.first_bidder_must_open:
        return ForcedBid(rule="first_bidder", amount=rules.min_bid)
    return ForcedBid(rule="holding_meld", amount=rules.min_bid, meld=_meld_held(state, seat))


def _meld_held(state: AuctionHand, seat: int) -> int:
    """The meld that keeps ``seat`` from passing (its best, the dix aside)."""
    return meld_without_dix(state.hands[seat], state.rules)


def bid_refusal(state: AuctionHand, seat: int, action: Action) -> str:
    """Why ``seat`` may not make the bid or pass ``action`` (not a legal one), in words."""
    return auction_refusal(action, state.legal_actions(), state.hands[seat], state.rules,
                           forced_bid(state, seat), first_bid=not state.bids)


def bid(state: AuctionHand, seat: int, action: Action) -> Event:
    """``seat`` bids or passes; the auction goes on, is won, or is passed out."""
    rules = state.rules
    if action.kind == "bid":
        state.bids.append((seat, action.amount))
        if action.amount > state.high_bid:  # summed bids: ties go to the first
            state.high_bid = action.amount
            state.high_bidder = seat
        event: Event = BidMade(seat=seat, amount=action.amount)
    else:
        state.bids.append((seat, None))
        state.passed.add(seat)
        event = Passed(seat=seat)
    active = state._order
    if rules.summed_bids:
        return _summed_bid_done(state, seat, event)
    left = [s for s in active if s not in state.passed]
    if state.high_bidder is not None and left == [state.high_bidder]:
        # forced in at the minimum by either forcing rule: the only bid, at
        # the minimum, by the first player or by one who held meld (who could
        # not pass before a bid, so the only bid was theirs to make)
        state.forced_open = (
            (rules.first_bidder_must_open
             or (rules.must_open_with_meld and _has_meld(state, state.high_bidder)))
            and len([b for b in state.bids if b[1] is not None]) == 1
            and state.high_bid <= rules.min_bid  # under the gun: below it
        )
        return event.with_effects(_win_auction(state, state.high_bidder, state.high_bid))
    if not left:
        return _all_passed(state, event)
    # next player still in the auction
    n = len(active)
    i = active.index(seat)
    for k in range(1, n + 1):
        nxt = active[(i + k) % n]
        if nxt not in state.passed:
            state.current_player = nxt
            break
    return event


def _summed_bid_done(state: AuctionHand, seat: int, event: Event) -> Event:
    """Summed bids: each player bids once; then the highest bid names trump
    ("The winning bid only decides trump") and the contract is its side's sum."""
    active = state._order
    if len(state.bids) < len(active):
        state.current_player = active[active.index(seat) + 1]
        return event
    if state.high_bidder is None:
        return _all_passed(state, event)
    state.forced_open = False
    owed = state.side_contracts()[state.rules.side_of(state.high_bidder)]
    return event.with_effects(_win_auction(state, state.high_bidder, owed))


def _all_passed(state: AuctionHand, event: Event) -> Event:
    rules = state.rules
    if rules.all_pass == "dealer_stuck" and state.dealer not in state.out:
        amount = rules.stuck_bid if rules.stuck_bid is not None else rules.min_bid
        if rules.summed_bids:
            state.bids.append((state.dealer, amount))  # the dealer's side owes it
        return event.with_effects(_win_auction(state, state.dealer, amount, stuck=True))
    # everybody passed: the deal passes on
    state.dealer = (state.dealer + 1) % rules.num_players
    redeal = AllPassed(seat=None, next_dealer=state.dealer)
    dealt = state._start_hand(None)
    return event.with_effects(redeal, dealt)


def _win_auction(state: AuctionHand, seat: int, amount: int, stuck: bool = False) -> Event:
    state.bidder = seat
    state.contract = amount
    won = ContractWon(seat=seat, bidder=seat, amount=amount, stuck=stuck)
    rules = state.rules
    if (
        rules.widow_size
        and rules.concede_unseen_at_min
        and (state.forced_open or stuck)
        and (amount <= rules.min_bid or stuck)
    ):
        state.phase = Phase.WIDOW
        state.current_player = seat
        return won
    return after_widow_choice(state, won)
