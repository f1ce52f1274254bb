"""The meld and the bidder's decision: the melds scored and shown, then (where
the rules ask) the bidder plays, concedes or shoots the moon, or in a stakes
hand claims, concedes, re-arranges, and the opponents play on or concede.

Functions over the plain state (:class:`.auction_hand.AuctionHand`); the fields
they keep are created there, under "the meld and the bidder's decision".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..actions import Action
from ..cards import format_cards
from ..events import (
    Claimed,
    Conceded,
    ContractConceded,
    Declared,
    Defended,
    Event,
    MeldsShown,
    Rearranged,
)
from ..meld.auction import meld_points, score_meld
from ..phase import Phase
from .auction_hand import AuctionHand
from .auction_scoring import score
from .refusals import concede_reason
from .trick_play import start_play

_CONCEDE = Action("concede")
_PLAY_HAND = Action("play_hand")
_MOON = Action("moon")
_CLAIM = Action("claim")
_REARRANGE = Action("rearrange")
_CONCEDE_CONTRACT = Action("concede_contract")


# -- the meld ---------------------------------------------------------------------
def show_melds(state: AuctionHand, seats: Iterable[int]) -> MeldsShown | None:
    """Score and show the meld of ``seats`` (None when there are none)."""
    assert state.trump is not None
    melds: dict[str, Any] = {}
    for seat in seats:
        result = score_meld(state.hands[seat], state.trump, state.rules)
        state.melds[seat] = result
        state.meld_shown[seat] = result.cards
        melds[str(seat)] = result.to_dict()
    if not melds:
        return None
    state._meld_views = None
    state._meld_cards_view = None
    return MeldsShown(seat=None, melds=melds)


def meld_and_declare(state: AuctionHand, event: Event) -> Event:
    """The melds are shown; the bidder decides, or the play starts."""
    assert state.trump is not None and state.bidder is not None
    rules = state.rules
    # summed bids: "any team can score or be set", so the hand is always played
    declare = (rules.allow_concede or rules.shoot_the_moon) and not rules.summed_bids
    # where everyone plays alone (three-handed), the bidder melds first and
    # decides "before seeing the opponents' meld" (seeds 001/002); the
    # others meld once the decision is made
    alone = not rules.call_partner and all(len(side) == 1 for side in rules.sides)
    first = [state.bidder] if alone and (declare or _must_concede_alone(state)) else state._order
    if rules.only_bidder_melds:
        first = [state.bidder]  # seed 004: "Only the bidder melds"
    shown = show_melds(state, first)
    assert shown is not None
    if declare or rules.stakes or state.must_concede() is not None:
        state.phase = Phase.DECLARE
        state.current_player = state.bidder
        return event.with_effects(shown)
    started = start_play(state, shown)
    return event.with_effects(started)


def _must_concede_alone(state: AuctionHand) -> bool:
    """Whether the bidder must concede, from its own hand, before any meld is shown."""
    rules = state.rules
    if not (rules.forced_concede_over_max or rules.meld_near_bid) or state.bidder is None:
        return False
    assert state.trump is not None
    meld = meld_points(state.hands[state.bidder], state.trump, rules)
    return concede_reason(rules, state.contract or 0, meld) is not None


# -- the bidder's decision ------------------------------------------------------------
def declare_options(state: AuctionHand) -> list[Action]:
    rules = state.rules
    if rules.stakes:
        return _stakes_options(state)
    if state.must_concede() is not None:
        return [_CONCEDE]
    options = [_PLAY_HAND]
    if rules.allow_concede or rules.forced_concede_over_max:
        options.append(_CONCEDE)
    if rules.shoot_the_moon:
        options.append(_MOON)
    return options


def _stakes_options(state: AuctionHand) -> list[Action]:
    """Before the first lead of a stakes hand (seed 004): the bidder plays,
    claims a contract the meld makes, concedes (single bete) or re-arranges
    (takes the burial back to name trump, meld and bury again); then each
    opponent in turn plays on or concedes the contract."""
    if state.current_player != state.bidder:
        return [_PLAY_HAND, _CONCEDE_CONTRACT]
    if state.must_concede() is not None:
        return [_CONCEDE, _REARRANGE]
    options = [_PLAY_HAND]
    if _meld_makes_bid(state):
        options.append(_CLAIM)
    if state.rules.allow_concede or state.rules.forced_concede_over_max:
        options.append(_CONCEDE)
    options.append(_REARRANGE)
    return options


def _meld_makes_bid(state: AuctionHand) -> bool:
    """The bidder's meld alone reaches the contract ("if meld already makes the bid")."""
    meld = state.melds[state.bidder] if state.bidder is not None else None
    return meld is not None and meld.total >= (state.contract or 0)


def declare(state: AuctionHand, seat: int, action: Action) -> Event:
    """The bidder's decision (or, for stakes, a stakes decision) is made."""
    if state.rules.stakes:
        return _stakes_declare(state, seat, action)
    # the opponents' meld is shown once the bidder has decided (seeds 001/002)
    rest = None if state.rules.only_bidder_melds else show_melds(
        state, (s for s in state._order if state.melds[s] is None))
    if action.kind == "concede":
        scored = score(state, conceded=True, unseen=False)
        effects = (scored,) if rest is None else (rest, scored)
        return Conceded(seat=seat, unseen=False, effects=effects)
    state.moon = action.kind == "moon"
    declared = Declared(seat=seat, moon=state.moon)
    return start_play(state, declared if rest is None else declared.with_effects(rest))


def _stakes_declare(state: AuctionHand, seat: int, action: Action) -> Event:
    """A decision before the first lead of a stakes hand (:func:`_stakes_options`)."""
    kind = action.kind
    if seat != state.bidder:
        if kind == "play_hand":
            return start_play(state, Defended(seat=seat))
        # every opponent must concede for the contract to be made unplayed
        state.yielded.append(seat)
        waiting = _opponents_to_ask(state)
        if waiting:
            state.current_player = waiting[0]
            return ContractConceded(seat=seat)
        return ContractConceded(seat=seat, effects=(score(state, settlement="conceded_to"),))
    if kind == "rearrange":
        return _rearrange(state, seat)
    if kind == "claim":
        return Claimed(seat=seat, effects=(score(state, settlement="claimed"),))
    if kind == "concede":
        scored = score(state, conceded=True, unseen=False)
        return Conceded(seat=seat, unseen=False, effects=(scored,))
    state.current_player = _opponents_to_ask(state)[0]
    return Declared(seat=seat, moon=False)


def _opponents_to_ask(state: AuctionHand) -> list[int]:
    """The bidder's opponents, clockwise from the bidder's left, not yet conceded."""
    order = state._order
    assert state.bidder is not None
    start = order.index(state.bidder)
    after = order[start + 1 :] + order[:start]
    return [s for s in after if s not in state.yielded]


def _rearrange(state: AuctionHand, seat: int) -> Event:
    """The bidder takes back the buried cards and the trump named: trump, burial
    and meld are made again (seed 004: "before he leads to the first trick he may
    change the cards that he has discarded, change the melds and the trump suit")."""
    cards = state.buried
    state.hands[seat] = state.hands[seat] + cards
    state.buried = []
    state.trump = None
    n = state.rules.num_players
    state.melds = [None] * n
    state.meld_shown = [[] for _ in range(n)]
    state._meld_views = None
    state._meld_cards_view = None
    state.phase = Phase.TRUMP
    state.current_player = seat
    return Rearranged(seat=seat, cards=format_cards(cards))
