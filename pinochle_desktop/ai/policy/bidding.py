"""Bidding by simulation (Standard and Pro), and the chance of making a contract.

The published Standard and Pro players "simulate many rounds with cards
randomly dealt to standard strategy players" and bid up to the round score
reached in more than 83% (Pro: 75%) of them; trump is the suit with the
highest such bid. One simulated round here is:

* deal the cards this seat cannot see at random, consistently with what it
  knows (:func:`.sampler.sample_hands`); with a widow, the leftover cards
  are the widow, which the bidder takes and then buries the cards it would
  bury (:func:`quick_bury`);
* at a table that passes cards after trump (``pass_count``), the pass, as
  the rules play it and by the simulated level's preference lists
  (:func:`.passing.play_the_pass`): the partner's cards to us, ours back;
* the side's meld with that trump: our meld plus the sampled partners';
* the trick play from our first lead, every seat playing the Standard rules
  (:func:`.heuristics.heuristic_playout` on :mod:`engine.play.fast`);
* the round score: the side's saved meld (``save_meld``) plus its trick
  points (plus buried counters).

Simulating is the costly part of a Standard decision, so one estimate per
hand (and per set of cards held) is computed and then reused by every later
bid, the trump choice and the widow decision (:class:`EstimateCache`). The
deals are shared between the trump suits so their comparison is fair.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ...engine.cards import Card, minus
from ...engine.meld.auction import has_marriage, has_meld_in_suit, meld_total
from ...engine.observation import Observation
from ...engine.play.fast import from_hands
from ...engine.rules.ruleset import RuleSet
from ...engine.rules.values import card_values, points_of
from ...engine.states.deal import bid_grid
from ...engine.states.scoring import saved_meld
from ..knowledge.holdings import Knowledge, analyse
from ..knowledge.sampler import sample_hands
from .heuristics import FULL, heuristic_playout
from .passing import bury_score, play_the_pass, quick_bury
from .view import active_seats


@dataclass
class BidEstimate:
    """Simulated round scores per trump suit (each list sorted, low to high)."""

    scores: dict[int, list[int]]

    def willing(self, suit: int, threshold: float) -> int:
        """The highest score reached in more than ``threshold`` of the rounds."""
        values = self.scores[suit]
        n = len(values)
        need = int(threshold * n) + 1  # rounds that must reach the score
        if need > n:
            return values[0]
        return values[n - need]

    def best(self, threshold: float, suits: list[int] | None = None) -> tuple[int, int]:
        """(suit, willing bid) of the suit with the highest willing bid."""
        pool = [s for s in (suits or list(self.scores)) if s in self.scores] or list(self.scores)
        suit = max(pool, key=lambda s: (self.willing(s, threshold), self.mean(s), -s))
        return suit, self.willing(suit, threshold)

    def mean(self, suit: int) -> float:
        values = self.scores[suit]
        return sum(values) / len(values)

    def chance(self, suit: int, amount: int) -> float:
        values = self.scores[suit]
        return sum(1 for v in values if v >= amount) / len(values)


def allowed_trumps(hand: list[Card], rules: RuleSet) -> list[int]:
    """The suits this hand may name (``trump_requires``)."""
    need = rules.trump_requires
    if need == "marriage":
        ok = [s for s in range(4) if has_marriage(hand, s)]
    elif need == "meld_in_suit":
        ok = [s for s in range(4) if has_meld_in_suit(hand, s)]
    else:
        ok = []
    return ok or list(range(4))


def candidate_suits(hand: list[Card], rules: RuleSet, limit: int, gap: int = 80) -> list[int]:
    """The suits worth simulating: held, allowed, best first by meld and length.

    At most ``limit``, and none whose quick score (meld, length, counters) is
    more than ``gap`` below the best suit's: such a suit never wins the
    simulation in practice, and skipping it keeps the decision fast.
    """
    held = {c // 6 for c in hand}
    pool = [s for s in allowed_trumps(hand, rules) if s in held] or allowed_trumps(hand, rules)

    def quick(suit: int) -> float:
        mine = [c for c in hand if c // 6 == suit]
        points = points_of(mine, card_values(rules, suit))
        return meld_total(hand, suit, rules) + 12 * len(mine) + points

    ranked = sorted(pool, key=lambda s: (-quick(s), s))[:limit]
    top = quick(ranked[0])
    return [s for s in ranked if quick(s) >= top - gap]


def estimate_bid(
    obs: Observation,
    rng: random.Random,
    samples: int,
    max_suits: int = 3,
    pass_level: str | None = "standard",
) -> BidEstimate:
    """Simulate ``samples`` rounds per candidate trump suit for this seat as the bidder.

    ``pass_level``: at a table that passes cards after trump (``pass_count``),
    each round plays the pass first, both sides passing by that level's lists
    (:func:`.passing.play_the_pass`); None values the hand as dealt.
    """
    rules = obs.rules
    me = obs.seat
    n = rules.num_players
    order = active_seats(obs)
    hand = list(obs.hand)
    know = analyse(obs)
    takes_widow = (
        rules.widow_size > 0
        and rules.widow_mode in ("shown", "blind")
        and len(hand) <= rules.hand_size
        and obs.phase in ("misdeal", "bid", "widow")
    )
    size_after = len(hand) + (rules.widow_size if takes_widow else 0)
    to_bury = max(0, size_after - rules.hand_size) if rules.widow_mode in ("shown", "blind") else 0
    if obs.buried:
        to_bury = 0
    side = rules.side_of(me)
    partners = [s for s in order if s != me and rules.side_of(s) == side]
    passing = bool(pass_level and rules.pass_count and rules.partners_of(me))
    suits = candidate_suits(hand, rules, max_suits)
    values = card_values(rules)
    scores: dict[int, list[int]] = {s: [] for s in suits}
    own_meld = {s: meld_total(hand, s, rules) for s in suits}
    free = not any(know.known.values()) and all(
        know.allowed.get(s, -1) & FULL == FULL for s in order if s != me
    )
    # hand building: this seat's discard pile counts for it (unless both piles go to
    # the player who did not bid): the cards it saw, and the average of the rest
    pile_points = 0.0
    if rules.hand_building and not rules.building_discards_to_defender:
        blind = (obs.discard_sizes[me] if me < len(obs.discard_sizes) else 0) - len(obs.discards)
        pool = know.unseen
        mean = points_of(pool, values) / len(pool) if pool else 0.0
        pile_points = points_of(obs.discards, values) + blind * mean
    for _ in range(samples):
        hands = shuffled_hands(know, hand, n, rng) if free else sample_hands(know, hand, n, rng)
        mine = hand
        if takes_widow:
            left = Counter(know.unseen)
            for s in order:
                if s != me:
                    left.subtract(hands[s])
            widow = sorted(left.elements())[: rules.widow_size]
            mine = hand + widow
        for suit in suits:
            deal = list(hands)
            deal[me] = mine
            if passing:
                deal, _ = play_the_pass(deal, me, suit, rules, pass_level or "standard")
            buried: list[Card] = []
            play_hand = deal[me]
            if to_bury:
                buried = quick_bury(play_hand, suit, rules, to_bury)
                play_hand = minus(play_hand, buried)
            meld = (
                meld_total(play_hand, suit, rules)
                if play_hand is not hand
                else own_meld[suit]
            )
            meld += sum(meld_total(deal[p], suit, rules) for p in partners)
            deal[me] = play_hand
            pos = from_hands(rules, deal, suit, order, leader=me, first_lead=True)
            points, tricks = heuristic_playout(pos)
            pts = points[side] + points_of(buried, card_values(rules, suit)) + round(pile_points)
            total = saved_meld(rules, meld, tricks[side], pts) + pts
            if pts < rules.bidder_min_trick_points:
                total = 0
            scores[suit].append(total)
    for values_list in scores.values():
        values_list.sort()
    return BidEstimate(scores)


def shuffled_hands(
    know: Knowledge, hand: list[Card], num_players: int, rng: random.Random
) -> list[list[Card]]:
    """:func:`.sampler.sample_hands` when nothing constrains the deal (before play): a shuffle."""
    pool = list(know.unseen)
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in range(num_players)]
    hands[know.seat] = list(hand)
    pos = 0
    for s in range(num_players):
        if s == know.seat:
            continue
        k = max(0, know.unknown_count.get(s, 0))
        hands[s] = pool[pos:pos + k]
        pos += k
    return hands


class EstimateCache:
    """One estimate per hand and set of cards held, reused by later decisions."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._value: BidEstimate | None = None

    def get(
        self,
        obs: Observation,
        rng: random.Random,
        samples: int,
        max_suits: int = 3,
        pass_level: str | None = "standard",
    ) -> BidEstimate:
        key = (obs.hand_number, obs.dealer, obs.seat, tuple(sorted(obs.hand)),
               tuple(obs.buried), tuple(obs.scores), samples, max_suits, pass_level)
        if self._key != key or self._value is None:
            self._value = estimate_bid(obs, rng, samples, max_suits, pass_level)
            self._key = key
        return self._value


def bid_action_amounts(obs: Observation) -> list[int]:
    return sorted(a.amount for a in obs.legal_actions if a.kind == "bid")


def round_to_grid(rules: RuleSet, amount: int) -> int:
    """The highest bid on the grid not above ``amount`` (0 when below the minimum)."""
    best = 0
    for value in bid_grid(rules):
        if value > amount:
            break
        best = value
    return best


def sample_count(rules: RuleSet, base: int) -> int:
    """Fewer simulated rounds on bigger decks so a decision keeps its time budget."""
    cards = rules.hand_size * rules.active_players
    return max(8, int(base * 48 / max(cards, 48)))


__all__ = [
    "BidEstimate",
    "EstimateCache",
    "allowed_trumps",
    "bury_score",
    "candidate_suits",
    "estimate_bid",
    "quick_bury",
    "round_to_grid",
    "sample_count",
]
