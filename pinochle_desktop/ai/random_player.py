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

from ..engine.actions import Action
from ..engine.cards import Suit
from ..engine.meld import meld_points
from ..engine.observation import Observation
from .base import SeededPlayer
from .called import random_call, team_view


class RandomPlayer(SeededPlayer):
    name = "random"

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
            return max(suits, key=lambda a: meld_points(obs.hand, a.suit or Suit.S, obs.rules))
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
        legal = obs.legal_actions
        bids = [a for a in legal if a.kind == "bid"]
        passes = [a for a in legal if a.kind == "pass"]
        if not bids:
            return passes[0]
        if not passes:
            return bids[0]
        rules = obs.rules
        meld = max(meld_points(obs.hand, s, rules) for s in Suit)
        share = rules.total_trick_points // len(rules.sides)
        if len(rules.sides[0]) > 1:
            share += rules.min_bid // 5  # a partner's meld, roughly
        if meld + share + self.rng.randrange(0, 60) >= bids[0].amount:
            return bids[0]
        return passes[0]
