"""What a seat of an auction hand may know: its :class:`.Observation`.

The bid and the play, the two long phases, build most of an observation once
per seat and phase and share it; the rest is read afresh on every call.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import CODES, Card
from ..meld.auction import MeldResult
from ..observation import (
    ForcedBid,
    FrozenDict,
    FrozenList,
    MustConcede,
    Observation,
    observation_of,
    observe,
)
from ..phase import Phase
from .auction_play import AuctionPlay


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


class AuctionView(AuctionPlay):
    """Observations of an auction hand."""

    def observation(self, seat: int) -> Observation:
        phase = self.phase
        if phase is not Phase.PLAY and phase is not Phase.BID:
            return self._observation(seat)
        # the two long phases leave most fields alone: keep those per seat
        kept = self._kept_views[seat]
        if kept is None or kept[0] is not phase:
            kept = self._kept_views[seat] = (phase, self._kept_fields(seat, phase))
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
            data["forced_bid"] = self.forced_bid(seat) if current == seat else None
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

    def _kept_fields(self, seat: int, phase: Phase) -> FrozenDict:
        """The fields of ``seat``'s observations that ``phase`` leaves alone: the
        table's (made once in the phase, for the first seat that asks, and
        shared) with the seat's own (:meth:`_seat_fields`) over them."""
        shared = self._shared_view
        if shared is None or shared[0] is not phase:
            first = FrozenDict(self._observation(seat).__dict__)
            self._shared_view = (phase, first)
            return first
        data = shared[1].copy()
        data.update(self._seat_fields(seat))
        data["legal_actions"] = ()  # read afresh on every call, as current_player
        return FrozenDict(data)

    def _seat_fields(self, seat: int) -> dict[str, Any]:
        """The fields of an observation that differ from seat to seat (all but
        ``legal_actions``, which only the seat to act gets)."""
        rules = self.rules
        widow: tuple[Card, ...] | None = None
        if self.widow_seen and (rules.widow_mode == "shown" or seat == self.bidder):
            widow = tuple(self.widow)
        elif rules.widow_mode == "kitty" and seat == self.bidder and self.phase != Phase.BID:
            widow = tuple(self.widow) if self.bidder is not None else None
        return {
            "seat": seat,
            "hand": tuple(self.hands[seat]),
            "widow": widow,
            "gave": tuple(self.gave[seat]),
            "received": tuple(self.received[seat]),
            "buried": tuple(self.buried) if seat == self.bidder else (),
            "drawn": (self.stock[-1] if self.phase is Phase.BUILD
                      and seat == self.current_player and self.stock else None),
            "discards": tuple(self.discards_seen[seat]),
        }

    def forced_bid(self, seat: int) -> ForcedBid | None:
        """Why ``seat`` may not pass (the auction's rules say; none here)."""
        return None

    def must_concede(self) -> MustConcede | None:
        """Why the bidding side may only concede (the auction's rules say; none here)."""
        return None

    def _melds_view(self) -> tuple[Mapping[str, Any] | None, ...]:
        """The melds as observations show them: scored once a hand, frozen once
        and shared by every observation."""
        melds = self._meld_views
        if melds is None:
            melds = self._meld_views = tuple(
                meld_view(m) if m is not None else None for m in self.melds
            )
        return melds

    def _observation(self, seat: int) -> Observation:
        """``seat``'s observation made afresh, every field."""
        to_act = self.current_player == seat
        return observe(
            **self._seat_fields(seat),
            rules=self.rules,
            phase=self.phase,
            current_player=self.current_player,
            dealer=self.dealer,
            hand_number=self.hand_number,
            hand_sizes=tuple(map(len, self.hands)),
            scores=tuple(self.scores),
            target=self.target,
            legal_actions=tuple(self.legal_actions()) if self.current_player == seat else (),
            sitting_out=self.out,
            bids=tuple(self.bids),
            bidder=self.bidder,
            contract=self.contract,
            trump=self.trump,
            melds=self._melds_view(),
            meld_cards=tuple(map(tuple, self.meld_shown)),
            trick=self._trick.plays,
            tricks=tuple(self.tricks),
            tricks_taken=tuple(self.tricks_taken),
            points_taken=self._points_taken(),
            moon=self.moon,
            checks=tuple(self.checks),
            called=self.called,
            partner=self.partner if self.partner_shown else None,
            stock_size=len(self.stock),
            discard_sizes=tuple(map(len, self.discards)),
            forced_bid=self.forced_bid(seat) if to_act else None,
            must_concede=(self.must_concede()
                          if to_act and self.phase is Phase.DECLARE and seat == self.bidder
                          else None),
        )
