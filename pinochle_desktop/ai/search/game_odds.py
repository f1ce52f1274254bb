"""The chance of winning the game after a hand, for the Expert's end-of-game auction.

Points per deal are the wrong thing to maximise once a side can reach the
target this hand. With the default tie rule, when both sides pass the target
on the same hand the bidding side wins if it makes its contract: a hand
worth fewer points can still win the game if we hold the contract, and a
contract the opponents are likely to make can lose it for us.

:func:`win_chance` scores one simulated outcome of the hand: 1 or 0 when the
game ends on it (by the table's rules), otherwise a normal estimate from the
score difference, spread by the hands still to play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.observation import Observation
from .auction_sample import AuctionSample

#: what a side gains on an average partnership hand (the bidding side about
#: +289, the defenders +152, over 150 deals of four Pro players)
HAND_GAIN = 220.0
#: the spread of one hand's score difference between the sides
HAND_SPREAD = 180.0


@dataclass(frozen=True)
class GameSpot:
    """Our side's and the other side's game scores, the target and the tie rule."""

    ours: int
    theirs: int
    target: int
    tie_rule: str
    bid_out_only: bool

    @staticmethod
    def of(obs: Observation) -> GameSpot | None:
        """The game situation, for a two-sided partnership game (else None)."""
        rules = obs.rules
        if len(rules.sides) != 2 or len(obs.scores) != 2:
            return None
        if any(len(side) < 2 for side in rules.sides) or rules.call_partner:
            return None
        side = rules.side_of(obs.seat)
        return GameSpot(
            obs.scores[side], obs.scores[1 - side], obs.target, rules.tie_rule, rules.bid_out_only
        )


def _normal(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def win_chance(spot: GameSpot, ours: float, theirs: float, we_bid: bool, made: bool) -> float:
    """Our chance of winning the game when this hand adds ``ours`` and ``theirs``
    (already signed: a set contract adds minus the contract)."""
    us = spot.ours + ours
    them = spot.theirs + theirs
    target = spot.target
    if spot.bid_out_only:
        if made and we_bid and us >= target:
            return 1.0
        if made and not we_bid and them >= target:
            return 0.0
    else:
        over_us, over_them = us >= target, them >= target
        if over_us and not over_them:
            return 1.0
        if over_them and not over_us:
            return 0.0
        if over_us and over_them:
            if spot.tie_rule == "bidder_wins" and made:
                return 1.0 if we_bid else 0.0
            return 1.0 if us > them else 0.0 if them > us else 0.5
    left = max(1.0, (target - max(us, them)) / HAND_GAIN)
    return _normal((us - them) / (HAND_SPREAD * math.sqrt(left)))


def within_reach(spot: GameSpot, reach: float) -> bool:
    """Whether a side could reach the target this hand (``reach``: a generous
    bound on one side's hand total)."""
    return max(spot.ours, spot.theirs) + reach >= spot.target


def deciding_hand(obs: Observation, bids: int = 3) -> GameSpot | None:
    """The game situation when this hand may end the game (a side within
    ``bids`` minimum bids of the target), else None: then points decide."""
    spot = GameSpot.of(obs)
    if spot is None or not within_reach(spot, bids * obs.rules.min_bid):
        return None
    return spot


def game_decides(spot: GameSpot, rows: Sequence[AuctionSample], share: float = 0.25) -> bool:
    """Whether this hand ends the game in at least ``share`` of the simulated deals
    (with us as the bidder in any suit, or the likeliest opponent)."""
    ending = 0
    for r in rows:
        totals = [*r.win.values(), r.defend]
        if any(
            spot.ours + ours >= spot.target or spot.theirs + theirs >= spot.target
            for ours, theirs in totals
        ):
            ending += 1
    return bool(rows) and ending >= share * len(rows)


def game_chance_at(
    spot: GameSpot, rows: Sequence[AuctionSample], suit: int, contract: int
) -> float:
    """Our mean chance of winning the game holding ``contract`` in ``suit``."""
    total = 0.0
    for r in rows:
        ours, theirs = r.win[suit]
        made = ours >= contract
        total += win_chance(spot, ours if made else -contract, theirs, True, made)
    return total / len(rows)


def game_chance_defending(
    spot: GameSpot, rows: Sequence[AuctionSample], contract: int, committed: bool
) -> float:
    """Our mean chance of winning the game when we let the likeliest opponent
    have ``contract``. If it has not bid yet (not ``committed``) it takes the
    contract only on the deals where its hand makes it; on the others nobody
    does and the scores stay as they are (the hand is thrown in)."""
    total = 0.0
    still = win_chance(spot, 0.0, 0.0, False, False)
    for r in rows:
        ours, theirs = r.defend
        made = theirs >= contract
        if made or committed:
            total += win_chance(spot, ours, theirs if made else -contract, False, made)
        else:
            total += still
    return total / len(rows)
