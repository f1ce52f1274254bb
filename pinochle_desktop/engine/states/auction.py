"""The auction and partnership variants as an explicit-phase state machine.

Flow of one hand: deal -> [misdeal on nines] -> bid -> [forced bidder may
concede unseen] -> widow shown or taken -> [kitty] -> trump -> [passing] ->
[bury] -> meld -> [declare: play, concede or shoot the moon] -> play ->
scored. Each step is a phase; ``legal_actions()`` lists what may be done.

:class:`AuctionState` is the plain state (:class:`.auction_hand.AuctionHand`,
every field of a hand and its deal) with each phase's legal actions, refusals
and moves taken from the module of its part: :mod:`.bidding`,
:mod:`.exchange`, :mod:`.declaring`, :mod:`.trick_play`, and what a seat may
know from :mod:`.auction_view`.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import Card
from ..events import Event
from ..observation import Observation
from ..phase import Phase, StateError
from . import auction_view, bidding, declaring, exchange, trick_play
from .auction_hand import AuctionHand

_MISDEAL = Action("misdeal")
_KEEP = Action("keep")
_REJECT = Action("reject")


class AuctionState(AuctionHand, style="auction"):
    """A game of any auction variant (two to eight players, sides, widow...)."""

    def _legal(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.PLAY:
            return trick_play.legal_plays(self, seat)
        if phase == Phase.BID:
            return bidding.legal_bids(self, seat)
        if phase == Phase.MISDEAL:
            return [_MISDEAL, _KEEP]
        if phase == Phase.BUILD:
            return [_KEEP, _REJECT]
        if phase == Phase.WIDOW:
            return exchange.widow_options()
        if phase == Phase.TRUMP:
            return exchange.trump_options(self, seat)
        if phase == Phase.CALL:
            return exchange.call_options(self)
        if phase == Phase.PASS:
            return exchange.pass_options(self, seat)
        if phase == Phase.BURY:
            return exchange.bury_options(self, seat)
        if phase == Phase.KITTY:
            return exchange.kitty_options(self)
        if phase == Phase.DECLARE:
            return declaring.declare_options(self)
        raise StateError(f"no actions in phase {phase}")

    def why_not(self, action: Action) -> str | None:
        if (self.phase == Phase.PLAY and action.kind == "play" and len(action.cards) == 1
                and self.current_player is not None):
            if action in self.legal_actions():
                return None
            return trick_play.play_refusal(self, self.current_player, action.card)
        if (self.phase == Phase.BID and action.kind in ("bid", "pass")
                and action not in self.legal_actions()):
            return bidding.bid_refusal(self, self.current_player or 0, action)
        return super().why_not(action)

    def _cards_of(self, seat: int) -> list[Card] | None:
        return self.hands[seat]

    def _apply(self, action: Action) -> Event:
        phase = self.phase
        seat = self.current_player
        assert seat is not None
        if phase is Phase.PLAY:
            return trick_play.play(self, seat, action.card)
        if phase == Phase.BID:
            return bidding.bid(self, seat, action)
        if phase == Phase.MISDEAL:
            return self._misdeal(seat, action.kind == "misdeal")
        if phase == Phase.BUILD:
            return self._build(seat, action.kind == "keep")
        if phase == Phase.WIDOW:
            return exchange.widow_choice(self, seat, action)
        if phase == Phase.TRUMP:
            assert action.suit is not None
            return exchange.name_trump(self, seat, action.suit)
        if phase == Phase.CALL:
            return exchange.call(self, seat, action.card)
        if phase == Phase.PASS:
            return exchange.give(self, seat, action.cards)
        if phase == Phase.BURY:
            return exchange.bury(self, seat, action.cards)
        if phase == Phase.KITTY:
            return exchange.deal_kitty(self, seat, action.cards)
        if phase == Phase.DECLARE:
            return declaring.declare(self, seat, action)
        raise StateError(f"cannot apply {action} in phase {phase}")

    def observation(self, seat: int) -> Observation:
        return auction_view.observation(self, seat)
