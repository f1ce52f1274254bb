"""What a seat of an auction hand may know: its :class:`.Observation`.

The bid and the play, the two long phases, build most of an observation once
per seat and phase and share it; the rest is read afresh on every call.
Functions over the plain state (:class:`.auction_hand.AuctionHand`); the views
they keep are created there, under "what the seats are shown".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import CODES, Card
from ..meld.auction import MeldResult
from ..observation import FrozenDict, FrozenList, Observation, observation_of, observe
from ..phase import Phase
from .auction_hand import AuctionHand
from .bidding import forced_bid


def meld_view(meld: MeldResult) -> FrozenDict:
    """``freeze(meld.to_dict())``, made directly (the same keys and values;
    ``tests/engine/states/test_kept_views.py`` holds the two equal)."""
    return FrozenDict({
        "total": meld.total,
        "melds": FrozenList([
            FrozenDict({
                "kind": m.kind,
                "name": m.name,
                "copies": m.copies,
                "points": m.points,
                "cards": FrozenList([CODES[c] for c in m.cards]),
            })
            for m in meld.melds
        ]),
    })


def observation(state: AuctionHand, seat: int) -> Observation:
    phase = state.phase
    if phase is not Phase.PLAY and phase is not Phase.BID:
        return fresh_observation(state, seat)
    # the two long phases leave most fields alone: keep those per seat
    kept = state._kept_views[seat]
    if kept is None or kept[0] is not phase:
        kept = state._kept_views[seat] = (phase, _kept_fields(state, seat, phase))
    data = kept[1].copy()
    current = state.current_player
    data["current_player"] = current
    data["legal_actions"] = tuple(state.legal_actions()) if current == seat else ()
    # the game's running figures: a few numbers, always read afresh
    data["scores"] = tuple(state.scores)
    data["target"] = state.target
    data["checks"] = tuple(state.checks)
    if phase is Phase.BID:
        data["bids"] = tuple(state.bids)
        data["forced_bid"] = forced_bid(state, seat) if current == seat else None
        return observation_of(data)
    data["hand"] = tuple(state.hands[seat])
    data["hand_sizes"] = tuple(map(len, state.hands))
    meld_cards = state._meld_cards_view
    if meld_cards is None:
        meld_cards = state._meld_cards_view = tuple(map(tuple, state.meld_shown))
    data["meld_cards"] = meld_cards
    data["trick"] = state._trick.plays
    done = state._tricks_view
    if done is None:
        done = state._tricks_view = (
            tuple(state.tricks), tuple(state.tricks_taken), tuple(state._points)
        )
    data["tricks"], data["tricks_taken"], data["points_taken"] = done
    data["partner"] = state.partner if state.partner_shown else None
    return observation_of(data)


def _kept_fields(state: AuctionHand, seat: int, phase: Phase) -> FrozenDict:
    """The fields of ``seat``'s observations that ``phase`` leaves alone: the
    table's (made once in the phase, for the first seat that asks, and
    shared) with the seat's own (:func:`_seat_fields`) over them."""
    shared = state._shared_view
    if shared is None or shared[0] is not phase:
        first = FrozenDict(fresh_observation(state, seat).__dict__)
        state._shared_view = (phase, first)
        return first
    data = shared[1].copy()
    data.update(_seat_fields(state, seat))
    data["legal_actions"] = ()  # read afresh on every call, as current_player
    return FrozenDict(data)


def _seat_fields(state: AuctionHand, seat: int) -> dict[str, Any]:
    """The fields of an observation that differ from seat to seat (all but
    ``legal_actions``, which only the seat to act gets)."""
    rules = state.rules
    widow: tuple[Card, ...] | None = None
    if state.widow_seen and (rules.widow_mode == "shown" or seat == state.bidder):
        widow = tuple(state.widow)
    elif rules.widow_mode == "kitty" and seat == state.bidder and state.phase != Phase.BID:
        widow = tuple(state.widow) if state.bidder is not None else None
    return {
        "seat": seat,
        "hand": tuple(state.hands[seat]),
        "widow": widow,
        "gave": tuple(state.gave[seat]),
        "received": tuple(state.received[seat]),
        "buried": tuple(state.buried) if seat == state.bidder else (),
        "drawn": (state.stock[-1] if state.phase is Phase.BUILD
                  and seat == state.current_player and state.stock else None),
        "discards": tuple(state.discards_seen[seat]),
    }


def melds_view(state: AuctionHand) -> tuple[Mapping[str, Any] | None, ...]:
    """The melds as observations show them: scored once a hand, frozen once
    and shared by every observation."""
    melds = state._meld_views
    if melds is None:
        melds = state._meld_views = tuple(
            meld_view(m) if m is not None else None for m in state.melds
        )
    return melds


def fresh_observation(state: AuctionHand, seat: int) -> Observation:
    """``seat``'s observation made afresh, every field."""
    to_act = state.current_player == seat
    return observe(
        **_seat_fields(state, seat),
        rules=state.rules,
        phase=state.phase,
        current_player=state.current_player,
        dealer=state.dealer,
        hand_number=state.hand_number,
        hand_sizes=tuple(map(len, state.hands)),
        scores=tuple(state.scores),
        target=state.target,
        legal_actions=tuple(state.legal_actions()) if state.current_player == seat else (),
        sitting_out=state.out,
        bids=tuple(state.bids),
        bidder=state.bidder,
        contract=state.contract,
        trump=state.trump,
        melds=melds_view(state),
        meld_cards=tuple(map(tuple, state.meld_shown)),
        trick=state._trick.plays,
        tricks=tuple(state.tricks),
        tricks_taken=tuple(state.tricks_taken),
        points_taken=tuple(state._points),
        moon=state.moon,
        checks=tuple(state.checks),
        called=state.called,
        partner=state.partner if state.partner_shown else None,
        stock_size=len(state.stock),
        discard_sizes=tuple(map(len, state.discards)),
        forced_bid=forced_bid(state, seat) if to_act else None,
        must_concede=(state.must_concede()
                      if to_act and state.phase is Phase.DECLARE and seat == state.bidder
                      else None),
    )
