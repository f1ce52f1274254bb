"""The baseline player: a random legal card, with just enough sense to finish games.

Purely random bidding (jumping to any amount, conceding half the time) would
make every contract fail and scores drift down forever, so no game would ever
end. This player therefore bids the next amount only when its best meld plus
a fair share of the tricks covers it, names its best meld suit as trump, and
plays the hand out rather than conceding. Everything else (cards to pass,
bury, the card to play, two-handed melds) is uniformly random among the legal
choices.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.cards import Card, Suit
from ...engine.meld.auction import meld_points
from ...engine.observation import Observation
from ...engine.rules.ruleset import RuleSet
from ..base import SeededPlayer
from ..policy.called import random_call, team_view


class RandomPlayer(SeededPlayer):
    name = "random"
    cost = "quick"

    def __init__(self, seed: int = 0, rng: random.Random | None = None) -> None:
        super().__init__(seed, rng)
        #: the hand last asked about, its rules, its meld per trump suit and its
        #: fair share of the tricks (a hand bids several times)
        self._known: tuple[tuple[Card, ...], RuleSet, tuple[int, ...], int] | None = None

    def _figures(self, obs: Observation) -> tuple[tuple[int, ...], int]:
        """The hand's meld with each suit as trump, and the trick points it may
        count on (kept while the hand and the rules are the same)."""
        hand, rules = tuple(obs.hand), obs.rules
        known = self._known
        if known is None or known[0] != hand or (known[1] is not rules and known[1] != rules):
            share = rules.total_trick_points // len(rules.sides)
            if len(rules.sides[0]) > 1:
                share += rules.min_bid // 5  # a partner's meld, roughly
            melds = tuple(meld_points(hand, s, rules) for s in Suit)
            known = self._known = (hand, rules, melds, share)
        return known[2], known[3]

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        obs = team_view(obs)
        phase = obs.phase
        if phase == "bid":
            return self._bid(obs)
        if phase == "call":
            return random_call(obs, self.rng)
        if phase == "trump":
            suits = [a for a in legal if a.suit is not None]
            melds = self._figures(obs)[0]
            return max(suits, key=lambda a: melds[a.suit or Suit.S])
        if phase == "declare":
            for kind in ("play_hand",):
                for a in legal:
                    if a.kind == kind:
                        return a
        if phase == "widow":
            return next(a for a in legal if a.kind == "see_widow")
        if phase == "misdeal":
            return next(a for a in legal if a.kind == "misdeal")
        return self.rng.choice(legal)

    def _bid(self, obs: Observation) -> Action:
        # the legal bids: a pass (if allowed) first, then the amounts upwards
        legal = obs.legal_actions
        first_bid = next((a for a in legal if a.kind == "bid"), None)
        first_pass = next((a for a in legal if a.kind == "pass"), None)
        if first_bid is None:
            assert first_pass is not None
            return first_pass
        if first_pass is None:
            return first_bid
        melds, share = self._figures(obs)
        if max(melds) + share + self.rng.randrange(0, 60) >= first_bid.amount:
            return first_bid
        return first_pass
