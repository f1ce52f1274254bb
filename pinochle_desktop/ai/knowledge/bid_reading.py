"""What the auction says about the hands we cannot see.

Every level bids up to a *willing* bid: the side total its simulations reach
often enough (Pro and the Expert: 75% of rounds). So a seat that bid ``a``
holds a hand it would bid ``a`` on, and a seat that passed when the next bid
was ``m`` holds one it would not bid ``m`` on.

Simulating a hand's willing bid costs milliseconds, far too much to check
every sampled deal, but a linear formula of the hand predicts it closely.
Fitted on 4,000 random partnership hands against Pro's own willing bid
(best suit: ``62 + 0.97 x meld + 10.4 x trumps + 5.3 x trump aces and tens +
9.7 x aces + 0.15 x counter points``), it is off by 11.5 points (root mean
square) on the 1,000 hands left out of the fit, correlation 0.97, and agrees
with Pro on whether to open at 250 for 98% of them. The double-deck formula
was fitted the same way on 2,400 hands of 20 cards, but predicts Pro's far
noisier double-deck bids much less well (error 104 points, correlation 0.86),
so it weighs deals much more gently. Three players on a single deck (15 cards
and a widow of 3) have their own fit, on 4,080 hands: error 10.8 points on
1,020 held out, correlation 0.99, agreeing on opening at 300 for 98.7%; the
partnership formula is off by 44.5 points there (it overstates a 15-card
hand). ``bench/fit_bid_reading.py`` makes these fits.

:class:`BidReading` turns the bids made so far into a weight per sampled
deal (how likely these hands were to bid as they did); the Expert's auction
simulations resample their deals by it (:func:`.inference.resample`).
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.rules.ruleset import RuleSet
from ...engine.rules.values import card_values
from ...engine.states.deal import bid_grid


def hand_counts(hand: list[Card], rules: RuleSet) -> tuple[list[int], list[int], int, int]:
    """The formula's inputs other than meld: cards per suit, aces and tens per
    suit, aces, and counter points."""
    values = card_values(rules)
    lengths = [0, 0, 0, 0]
    highs = [0, 0, 0, 0]
    aces = counters = 0
    for c in hand:
        rank = c % 6
        lengths[c // 6] += 1
        if rank >= 4:
            highs[c // 6] += 1
        if rank == 5:
            aces += 1
        counters += values[c]
    return lengths, highs, aces, counters


@dataclass(frozen=True)
class WillingModel:
    """A linear estimate of a hand's willing bid, in its best trump suit."""

    intercept: float
    meld: float
    trumps: float
    high_trumps: float
    aces: float
    counters: float
    #: the logistic scale of the estimate's error (points)
    spread: float

    def willing(self, hand: list[Card], rules: RuleSet) -> float:
        lengths, highs, aces, counters = hand_counts(hand, rules)
        base = self.intercept + self.aces * aces + self.counters * counters
        best = -math.inf
        for suit in range(4):
            if not lengths[suit]:
                continue
            value = (
                self.meld * meld_total(hand, suit, rules)
                + self.trumps * lengths[suit]
                + self.high_trumps * highs[suit]
            )
            best = max(best, value)
        return base + (best if best > -math.inf else 0.0)


#: least-squares fits against Pro's willing bid (see the module notes). The
#: spread is the logistic scale of the fit's error (0.55 x its root mean square):
#: Pro's double-deck bids are far noisier (error 104 points, correlation 0.86)
SINGLE_DECK = WillingModel(62.1, 0.97, 10.4, 5.3, 9.7, 0.15, spread=6.5)
DOUBLE_DECK = WillingModel(-163.7, 1.02, 35.4, 5.5, 33.6, 0.34, spread=57.0)
#: ``bench/fit_bid_reading.py --variant three_handed --hands 1700``
THREE_HANDED = WillingModel(5.14, 0.946, 11.5, 1.07, 8.46, 0.434, spread=5.9)


#: at tables that pass cards after trump every level's simulations play the pass
#: too, so a bid counts on it: ``bench/fit_bid_reading.py --variant partnership
#: --rule pass_count=3 --hands 1250`` (error 23.8 points held out, correlation 0.887;
#: the as-dealt formula is off by 73.6 there), pass_count=4 (25.4; as dealt 84.0) and
#: ``--variant double_deck --rule pass_count=4 --hands 600`` (55.8; as dealt 222.6)
PASS_3 = WillingModel(109.9, 0.7794, 15.09, 2.877, 19.16, 0.0745, spread=13.1)
PASS_4 = WillingModel(125.1, 0.7524, 15.04, 3.11, 20.49, -0.018, spread=14.0)
DOUBLE_DECK_PASS = WillingModel(383.1, 0.7322, 17.17, -5.979, 29.97, -0.4269, spread=30.7)


def model_for(rules: RuleSet) -> WillingModel:
    if rules.pass_count and rules.partners_of(0):
        if rules.deck == "double":
            return DOUBLE_DECK_PASS
        if rules.deck == "single":
            return PASS_3 if rules.pass_count <= 3 else PASS_4
    if rules.deck == "double":
        return DOUBLE_DECK
    if rules.deck == "single" and rules.num_players == 3:
        return THREE_HANDED  # fitted with a widow; cutthroat's 16 cards come closest to it
    return SINGLE_DECK


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


@dataclass
class Bounds:
    """What one seat's bids say: willing at least ``low``, below ``high``."""

    low: float | None = None
    high: float | None = None


class BidReading:
    """The bids so far as bounds on each other seat's willing bid."""

    def __init__(self, obs: Observation, skip: frozenset[int] = frozenset()) -> None:
        rules = obs.rules
        self.rules = rules
        self.model = model_for(rules)
        grid = bid_grid(rules)
        bounds: dict[int, Bounds] = {}
        high = 0
        for i, (seat, amount) in enumerate(obs.bids):
            if seat == obs.seat or seat in skip:
                if amount is not None:
                    high = amount
                continue
            b = bounds.setdefault(seat, Bounds())
            if amount is None:
                at = bisect.bisect_right(grid, high)
                if at < len(grid):
                    b.high = grid[at] if b.high is None else min(b.high, grid[at])
            else:
                forced = i == 0 and (rules.first_bidder_must_open or rules.must_open_with_meld)
                if not forced:
                    b.low = amount if b.low is None else max(b.low, amount)
                high = amount
        self.bounds = {s: b for s, b in bounds.items() if b.low is not None or b.high is not None}

    @property
    def active(self) -> bool:
        return bool(self.bounds)

    def weight(self, hands: list[list[Card]]) -> float:
        """How likely these hands were to bid as they did (up to a constant)."""
        scale = self.model.spread
        w = 1.0
        for seat, b in self.bounds.items():
            est = self.model.willing(hands[seat], self.rules)
            if b.low is not None:
                w *= _logistic((est - b.low + 5.0) / scale)
            if b.high is not None:
                w *= _logistic((b.high - 5.0 - est) / scale)
        return w
