"""Playing the rest of a hand out on deals consistent with what a seat has seen.

Two users: Pro's pruning ("for each legal play, simulate the rest of the
round 200 times with random deals of the unseen cards", random playouts on
:mod:`engine.play.fast`), and the concede / shoot-the-moon decision of
Standard and Pro (Standard-rule playouts from the first lead).

Every deal comes from :func:`.sampler.sample_hands` with the seat's
:class:`.knowledge.Knowledge` (classic two-handed phase 2: the opponent's
hand is exactly the unseen cards), so nothing hidden is ever read.
"""

from __future__ import annotations

import random

from ...engine.cards import Card
from ...engine.observation import Observation
from ...engine.play.fast import FastPosition, from_hands, play, playout, unplay
from ...engine.rules.values import card_values, points_of
from ...engine.states.scoring import saved_meld
from ..knowledge.holdings import Knowledge, analyse
from ..knowledge.sampler import sample_hands
from ..policy.heuristics import heuristic_playout
from ..policy.view import active_seats, classic_unseen


class Deals:
    """Draws full deals for the seat of ``obs``."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.exact: list[list[Card]] | None = None
        self.know: Knowledge | None = None
        if obs.rules.style == "classic":
            hidden = classic_unseen(obs)
            me = obs.seat
            hands: list[list[Card]] = [[], []]
            hands[me] = list(obs.hand)
            hands[1 - me] = hidden
            self.exact = hands
        else:
            self.know = analyse(obs)

    def draw(self, rng: random.Random) -> list[list[Card]]:
        if self.exact is not None:
            return self.exact
        assert self.know is not None
        return sample_hands(self.know, list(self.obs.hand), self.obs.rules.num_players, rng)


def position_for(obs: Observation, hands: list[list[Card]]) -> FastPosition:
    """The trick-play position of ``obs`` with these (sampled) hands."""
    assert obs.trump is not None
    rules = obs.rules
    side_of = rules.side_of
    nsides = len(rules.sides)
    points = [0] * nsides
    tricks = [0] * nsides
    for seat, pts in enumerate(obs.points_taken):
        points[side_of(seat)] += pts
    for seat, n in enumerate(obs.tricks_taken):
        tricks[side_of(seat)] += n
    classic = rules.style == "classic"
    first = not obs.tricks and not obs.trick and not classic
    trick = [(s, int(c)) for s, c in obs.trick]
    leader = None if trick else obs.current_player
    return from_hands(
        rules,
        hands,
        obs.trump,
        active_seats(obs),
        leader=leader,
        trick=trick,
        points=points,
        tricks=tricks,
        first_lead=first,
        head_rule=rules.phase2_head if classic else None,
    )


class Scorer:
    """The round score of one side from final trick points and tricks per side.

    Bidding side: its saved meld plus trick points (and buried counters) when
    that makes the contract, else minus the contract. Other sides: saved meld
    plus trick points. Classic two-handed: the seat's trick points (its meld
    is already scored and cannot change).
    """

    def __init__(self, obs: Observation, side: int) -> None:
        rules = obs.rules
        self.rules = rules
        self.side = side
        self.classic = rules.style == "classic"
        meld = [0] * len(rules.sides)
        for seat, m in enumerate(obs.melds):
            if m is not None and seat not in obs.sitting_out:
                meld[rules.side_of(seat)] += int(m.get("total", 0))
        self.meld = meld[side]
        self.bidding = obs.bidder is not None and rules.side_of(obs.bidder) == side
        self.contract = obs.contract or 0
        values = card_values(rules, obs.trump)
        self.buried = points_of(obs.buried, values) if self.bidding else 0
        self.moon = obs.moon
        in_play = sum(obs.hand_sizes) + len(obs.trick) + sum(len(t) for _, t, _ in obs.tricks)
        self.total_tricks = in_play // max(1, len(active_seats(obs)))

    def made_total(self, points: list[int], tricks: list[int]) -> int:
        pts = points[self.side] + self.buried
        return saved_meld(self.rules, self.meld, tricks[self.side], pts) + pts

    def score(self, points: list[int], tricks: list[int]) -> int:
        if self.classic:
            return points[self.side]
        if self.bidding and self.moon:
            return 1000 if tricks[self.side] == self.total_tricks else -1000
        total = self.made_total(points, tricks)
        if not self.bidding:
            return total
        pts = points[self.side] + self.buried
        if total >= self.contract and pts >= self.rules.bidder_min_trick_points:
            return total
        return -self.contract


def play_values(
    obs: Observation, cards: list[Card], rng: random.Random, samples: int
) -> dict[Card, float]:
    """Average round score of our side after each of ``cards``, random playouts."""
    deals = Deals(obs)
    scorer = Scorer(obs, obs.rules.side_of(obs.seat))
    totals = dict.fromkeys(cards, 0.0)
    for _ in range(samples):
        pos = position_for(obs, deals.draw(rng))
        for card in cards:
            undo = play(pos, int(card))
            points, tricks = playout(pos, rng)
            unplay(pos, undo)
            totals[card] += scorer.score(points, tricks)
    return {c: t / samples for c, t in totals.items()}


def contract_outcomes(
    obs: Observation, rng: random.Random, samples: int
) -> tuple[float, float, float]:
    """Before the first lead, for the bidder: (chance of making the contract,
    chance of taking every trick, mean score) with Standard-rule play."""
    deals = Deals(obs)
    scorer = Scorer(obs, obs.rules.side_of(obs.seat))
    made = every = 0
    total = 0.0
    for _ in range(samples):
        pos = position_for(obs, deals.draw(rng))
        points, tricks = heuristic_playout(pos)
        value = scorer.made_total(points, tricks)
        pts = points[scorer.side] + scorer.buried
        ok = value >= scorer.contract and pts >= obs.rules.bidder_min_trick_points
        made += ok
        every += tricks[scorer.side] == sum(tricks)
        total += value if ok else -scorer.contract
    return made / samples, every / samples, total / samples
