"""An auction hand's tricks: the legal cards, a card played, a trick won, the
called partner showing itself by its card, and the hand scored after the last trick.

Functions over the plain state (:class:`.auction_hand.AuctionHand`); the fields
they keep are created there, under "the tricks".
"""

from __future__ import annotations

from ..actions import Action
from ..cards import CODES, Card, format_cards
from ..events import Event, PartnerRevealed, card_played, trick_won
from ..phase import Phase
from ..play.trick import BIT, HEAD_CODES, Trick, legal_mask
from ..play.tricks import NOT_NOW, why_illegal
from ..rules.values import card_values, points_of
from .auction_hand import AuctionHand
from .auction_scoring import score

PLAY_ACTIONS = tuple(Action("play", cards=(Card(i),)) for i in range(24))
#: the play actions of each 6-bit part of a card mask (a suit), lowest card
#: first: a mask's actions are the four parts' tuples in turn (as ``mask_ids``)
_SUIT_ACTIONS: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(tuple(PLAY_ACTIONS[6 * s + r] for r in range(6) if m >> r & 1) for m in range(64))
    for s in range(4)
)


def start_play(state: AuctionHand, event: Event) -> Event:
    """The bidder leads to the first trick; ``event`` (what led here) is returned."""
    assert state.trump is not None
    state.phase = Phase.PLAY
    state.current_player = state.bidder
    state._trick = Trick.start(int(state.trump))
    order = state._order
    state._next = {s: order[(i + 1) % len(order)] for i, s in enumerate(order)}
    # each seat's cards as a mask, kept by play() from now on (a card's bit
    # goes when its last copy is played)
    masks = state._hand_masks
    for seat in order:
        mask = 0
        for c in state.hands[seat]:
            mask |= BIT[c]
        masks[seat] = mask
    rules = state.rules
    state._play_rules = (HEAD_CODES[rules.head_rule], rules.must_trump, rules.first_lead_trump)
    state._card_values = card_values(rules, state.trump)
    return event


def legal_plays(state: AuctionHand, seat: int) -> list[Action]:
    """The legal play actions, lowest card first (the kernel's mask rules)."""
    mask = legal_card_mask(state, seat)
    a0, a1, a2, a3 = _SUIT_ACTIONS
    return [*a0[mask & 63], *a1[mask >> 6 & 63], *a2[mask >> 12 & 63], *a3[mask >> 18]]


def legal_card_mask(state: AuctionHand, seat: int) -> int:
    trick = state._trick
    plays = trick.plays
    head, must_trump, first_lead_trump = state._play_rules
    return legal_mask(  # trick.legal(...), without a call more a card
        state._hand_masks[seat],
        plays[0][1] if plays else -1,
        trick.win,
        trick.best,
        trick.trump,
        head,
        must_trump,
        first_lead_trump and not state.tricks,
    )


def play_refusal(state: AuctionHand, seat: int, card: Card) -> str:
    """Why ``seat`` may not play ``card`` now (it is not one of the legal plays), in words."""
    assert state.trump is not None
    first = not state.tricks and not state._trick.plays
    return (
        why_illegal(
            card,
            state.hands[seat],
            state._trick.cards,
            state.trump,
            state.rules,
            first_lead=first,
        )
        or NOT_NOW
    )


def play(state: AuctionHand, seat: int, card: Card) -> Event:
    hand = state.hands[seat]
    hand.remove(card)
    if card not in hand:
        state._hand_masks[seat] &= ~BIT[card]
    shown = state.meld_shown[seat]
    if shown and card in shown:
        shown.remove(card)
        view = state._meld_cards_view
        if view is not None:  # only this seat's part changes
            state._meld_cards_view = (*view[:seat], tuple(shown), *view[seat + 1 :])
    trick = state._trick = state._trick.add(seat, card)
    code = CODES[card]
    revealed = _reveal_partner(state, seat, card) if state.called is not None else None
    if len(trick.plays) < len(state._order):
        state.current_player = state._next[seat]
        if revealed is not None:
            return card_played(seat, code, None, (revealed,))
        return card_played(seat, code)
    winner = trick.winner
    leader = trick.leader
    cards = [c for _, c in trick.plays]
    state.tricks.append((leader, trick.plays, winner))
    state.won[winner].extend(cards)
    state.tricks_taken[winner] += 1
    points = points_of(cards, state._card_values)
    state._points[winner] += points
    state._trick = Trick.start(trick.trump)
    state._tricks_view = None
    won = trick_won(winner, format_cards(cards), leader, points=points)
    effects: tuple[Event, ...] = (won,) if revealed is None else (revealed, won)
    if not state.hands[winner]:
        effects = (*effects, score(state))
    else:
        state.current_player = winner
    return card_played(seat, code, None, effects)


def _reveal_partner(state: AuctionHand, seat: int, card: Card) -> Event | None:
    """Five-handed: the partner shows itself by playing the called card."""
    if card != state.called or seat == state.bidder or state.partner_shown:
        return None
    if state.rules.partner_rule == "first_played":
        state.partner = seat
    if seat != state.partner:
        return None
    state.partner_shown = True
    return PartnerRevealed(seat=seat, card=CODES[card])
