"""Reading the other players' cards from how they played (an opponent model).

The sampler deals the unseen cards so that every hard fact holds (voids,
heading ceilings, shown meld). Players also reveal softer things: a player
who followed with a low card while its partner held the trick probably had
no counter to give, and so on. :class:`PlayModel` replays the hand's cards
so far on a sampled deal and counts the plays of the other seats that a
playout policy (a stand-in for how they play) would not have made with the
cards that deal gives them. :func:`weighted_deals` draws a pool of deals
and resamples it with weights ``eps ** mismatches``, so deals that explain
the play are preferred without any being ruled out.

Only the seat's observation is used: the plays, the order, the trump.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from ...engine.cards import Card
from ...engine.observation import Observation
from ...engine.play.fast import FastPosition, from_hands, play
from ..policy.view import active_seats

T = TypeVar("T")

Policy = Callable[[FastPosition], int]


class PlayModel:
    """The hand's plays so far, replayed on sampled deals to score them."""

    def __init__(self, obs: Observation, policy: Policy) -> None:
        self.obs = obs
        self.policy = policy
        plays = [(s, int(c)) for _, trick, _ in obs.tricks for s, c in trick]
        plays += [(s, int(c)) for s, c in obs.trick]
        self.plays = plays
        leader = obs.tricks[0][0] if obs.tricks else (obs.trick[0][0] if obs.trick else None)
        self.leader = leader
        #: only auction games: classic two-handed's second phase starts mid-hand
        self.active = (
            obs.rules.style == "auction"
            and obs.trump is not None
            and leader is not None
            and any(s != obs.seat for s, _ in plays)
        )

    def mismatches(self, hands: list[list[Card]]) -> int:
        """Plays by other seats that the policy would not have made on this deal."""
        obs = self.obs
        assert obs.trump is not None
        start = [list(h) for h in hands]
        for seat, card in self.plays:
            start[seat].append(Card(card))
        pos = from_hands(
            obs.rules, start, obs.trump, active_seats(obs), leader=self.leader, first_lead=True
        )
        missed = 0
        me = obs.seat
        for seat, card in self.plays:
            if seat != me and self.policy(pos) != card:
                missed += 1
            play(pos, card)
        return missed


def weighted_deals(
    draw: Callable[[], list[list[Card]]],
    model: PlayModel,
    rng: random.Random,
    count: int,
    pool: int,
    eps: float,
) -> list[list[list[Card]]]:
    """``count`` deals resampled from ``pool`` drawn ones, each with weight
    ``eps ** mismatches`` (importance resampling: a deal that explains the
    play well may come up more than once, one that does not may not at all)."""
    if not model.active:
        return [draw() for _ in range(count)]
    deals = [draw() for _ in range(max(pool, 1))]
    misses = [model.mismatches(d) for d in deals]
    low = min(misses)
    return resample(deals, [eps ** (m - low) for m in misses], rng, count)


def resample(items: list[T], weights: list[float], rng: random.Random, count: int) -> list[T]:
    """``count`` of ``items`` drawn with replacement in proportion to ``weights``
    (all of them equally if every weight is zero)."""
    if not any(w > 0 for w in weights):
        weights = [1.0] * len(items)
    return rng.choices(items, weights=weights, k=count)
