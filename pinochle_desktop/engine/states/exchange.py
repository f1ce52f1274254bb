"""What the bid winner does with the cards before the meld: the widow seen (or
the hand conceded unseen), the kitty dealt out, trump named, a partner's card
called, cards passed between partners, cards buried.

Functions over the plain state (:class:`.auction_hand.AuctionHand`); the fields
they keep are created there, under "the exchange".
"""

from __future__ import annotations

import itertools

from ..actions import Action
from ..cards import CODES, Card, Suit, contains_all, format_cards, remove_cards
from ..events import (
    Buried,
    CardsGiven,
    Event,
    KittyDealt,
    PartnerCalled,
    SawWidow,
    TrumpNamed,
    WidowTaken,
)
from ..meld.auction import has_marriage, has_meld_in_suit, score_meld
from ..phase import Phase
from .auction_hand import AuctionHand
from .auction_scoring import concede
from .deal import active_order
from .declaring import meld_and_declare

_TRUMP_ACTIONS = tuple(Action.trump(s) for s in Suit)
_CALL_ACTIONS = tuple(Action.call(Card(i)) for i in range(24))
_WIDOW_ACTIONS = (Action("concede_unseen"), Action("see_widow"))


# -- the widow and the kitty ----------------------------------------------------------
def widow_options() -> list[Action]:
    """The forced bidder's question: concede without seeing the widow, or see it."""
    return list(_WIDOW_ACTIONS)


def widow_choice(state: AuctionHand, seat: int, action: Action) -> Event:
    if action.kind == "concede_unseen":
        return concede(state, seat, unseen=True)
    return after_widow_choice(state, SawWidow(seat=seat))


def after_widow_choice(state: AuctionHand, event: Event) -> Event:
    """The bidder takes the widow (shown or blind) and names trump, or deals the kitty."""
    rules = state.rules
    seat = state.bidder
    assert seat is not None
    if rules.widow_size and rules.widow_mode in ("shown", "blind"):
        shown = rules.widow_mode == "shown"
        event = event.with_effects(
            WidowTaken(seat=seat, cards=format_cards(state.widow), shown=shown)
        )
        state.hands[seat] = state.hands[seat] + state.widow
        state.widow_seen = True
        state.widow_apart = False
    if rules.widow_size and rules.widow_mode == "kitty":
        state.phase = Phase.KITTY
        state.current_player = seat
    else:
        state.phase = Phase.TRUMP
        state.current_player = seat
    return event


def kitty_options(state: AuctionHand) -> list[Action]:
    perms = dict.fromkeys(itertools.permutations(state.widow))
    return [Action.kitty(p) for p in perms]


def deal_kitty(state: AuctionHand, seat: int, cards: tuple[Card, ...]) -> Event:
    """The bidder gives the kitty's cards, one to each seat in turn from itself."""
    order = active_order(state.rules, seat, state.out)
    for target, card in zip(order, cards, strict=True):
        state.hands[target].append(card)
        state.received[target].append(card)
    state.gave[seat] = list(cards)
    state.widow_apart = False
    state.phase = Phase.TRUMP
    return KittyDealt(seat=seat, cards=format_cards(cards), to=order)


# -- trump and the called card ------------------------------------------------------
def trump_options(state: AuctionHand, seat: int) -> list[Action]:
    return [a for a in _TRUMP_ACTIONS if _trump_allowed(state, seat, a.suit)]


def _trump_allowed(state: AuctionHand, seat: int, suit: Suit | None) -> bool:
    assert suit is not None
    need = state.rules.trump_requires
    hand = state.hands[seat]
    if need == "marriage":
        return has_marriage(hand, suit) or not any(has_marriage(hand, s) for s in Suit)
    if need == "meld_in_suit":
        return has_meld_in_suit(hand, suit) or not any(has_meld_in_suit(hand, s) for s in Suit)
    return True


def name_trump(state: AuctionHand, seat: int, suit: Suit) -> Event:
    state.trump = suit
    event = TrumpNamed(seat=seat, suit=suit.name)
    if state.rules.call_partner:
        state.phase = Phase.CALL
        state.current_player = seat
        return event
    if state.rules.pass_count:
        partner = state._partner(seat)
        state.phase = Phase.PASS
        state.current_player = partner
        return event
    return _after_passing(state, event)


def call_options(state: AuctionHand) -> list[Action]:
    if state.rules.call_any_card:
        return list(_CALL_ACTIONS)
    # seed 002: "the bidder asks for a desired card in the trump suit"
    return [a for a in _CALL_ACTIONS if a.card.suit is state.trump]


def call(state: AuctionHand, seat: int, card: Card) -> Event:
    """The bidder names a card; under ``first_clockwise`` its partner is fixed now."""
    state.called = card
    if state.rules.partner_rule == "first_clockwise":
        state.partner = state._first_holder()
    return _after_passing(state, PartnerCalled(seat=seat, card=CODES[card]))


# -- passing and burying ----------------------------------------------------------------
def _combos(cards: list[Card], k: int) -> list[tuple[Card, ...]]:
    return list(dict.fromkeys(itertools.combinations(sorted(cards), k)))


def pass_options(state: AuctionHand, seat: int) -> list[Action]:
    return [Action.give(c) for c in _combos(state.hands[seat], state.rules.pass_count)]


def give(state: AuctionHand, seat: int, cards: tuple[Card, ...]) -> Event:
    """The bidder's partner passes cards to the bidder, who passes as many back."""
    bidder = state.bidder
    assert bidder is not None
    partner = state._partner(bidder)
    state.hands[seat] = remove_cards(state.hands[seat], cards)
    state.gave[seat] = list(cards)
    given = format_cards(cards)
    simultaneous = state.rules.pass_mode == "simultaneous"
    if seat == partner:
        if simultaneous:
            state.pending_gift[bidder] = cards
        else:
            state.hands[bidder] = state.hands[bidder] + list(cards)
            state.received[bidder] = list(cards)
        state.current_player = bidder
        return CardsGiven(seat=seat, cards=given, to=bidder)
    # the bidder passes back
    state.hands[partner] = state.hands[partner] + list(cards)
    state.received[partner] = list(cards)
    if simultaneous:
        got = state.pending_gift.pop(bidder)
        state.hands[bidder] = state.hands[bidder] + list(got)
        state.received[bidder] = list(got)
    return _after_passing(state, CardsGiven(seat=seat, cards=given, to=partner))


def _after_passing(state: AuctionHand, event: Event) -> Event:
    if state.rules.widow_size and state.rules.widow_mode in ("shown", "blind"):
        state.phase = Phase.BURY
        state.current_player = state.bidder
        return event
    return meld_and_declare(state, event)


def bury_options(state: AuctionHand, seat: int) -> list[Action]:
    """The sets of cards the bidder may bury: not melded cards unless the hand
    leaves no choice (then every free card, and melded ones to make up the number)."""
    hand = state.hands[seat]
    assert state.trump is not None
    melded = score_meld(hand, state.trump, state.rules).cards
    free = remove_cards(hand, melded) if contains_all(hand, melded) else list(hand)
    k = state.rules.widow_size
    if len(free) >= k:
        return [Action.bury(c) for c in _combos(free, k)]
    extra = _combos(melded, k - len(free))
    return [Action.bury(c) for c in dict.fromkeys(tuple(sorted(tuple(free) + e)) for e in extra)]


def bury(state: AuctionHand, seat: int, cards: tuple[Card, ...]) -> Event:
    state.hands[seat] = remove_cards(state.hands[seat], cards)
    state.buried = list(cards)
    return meld_and_declare(state, Buried(seat=seat, cards=format_cards(cards)))
