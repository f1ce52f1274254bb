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

from ...engine.cards import Card, Suit
from ...engine.meld.auction import meld_points
from ...engine.observation import Observation
from ...engine.rules.ruleset import RuleSet
from ...engine.text import QT_TRANSLATE_NOOP
from ..base import Decision, SeededPlayer
from ..policy.called import random_call, team_view
from ..policy.reasons import random_reason, stated
from .common import BID_REASONS, ONLY_CHOICE


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

    def decide(self, obs: Observation) -> Decision:
        """The action, with why (most of its choices are drawn at random)."""
        legal = obs.legal_actions
        if len(legal) == 1:
            return stated(Decision(legal[0], ONLY_CHOICE, "only_choice"), obs)
        return stated(self._decide(team_view(obs)), obs)

    def _decide(self, obs: Observation) -> Decision:
        legal = obs.legal_actions
        phase = obs.phase
        if phase == "bid":
            return self._bid(obs)
        if phase == "call":
            return Decision(random_call(obs, self.rng), random_reason(obs), "at_random")
        if phase == "trump":
            suits = [a for a in legal if a.suit is not None]
            melds = self._figures(obs)[0]
            best = max(suits, key=lambda a: melds[a.suit or Suit.S])
            return Decision(best, MOST_MELD.format(meld=melds[best.suit or Suit.S]),
                            "trump_most_meld")
        kind = {"declare": "play_hand", "widow": "see_widow", "misdeal": "misdeal"}.get(phase)
        chosen = next((a for a in legal if a.kind == kind), None)
        if chosen is not None:
            return Decision(chosen, ALWAYS, "always")
        return Decision(self.rng.choice(legal), random_reason(obs), "at_random")

    def _bid(self, obs: Observation) -> Decision:
        # the legal bids: a pass (if allowed) first, then the amounts upwards
        legal = obs.legal_actions
        first_bid = next((a for a in legal if a.kind == "bid"), None)
        first_pass = next((a for a in legal if a.kind == "pass"), None)
        if first_bid is None:
            assert first_pass is not None
            return Decision(first_pass, NO_BID, "no_bid")
        if first_pass is None:
            return Decision(first_bid, BID_FORCED, "bid_forced")
        melds, share = self._figures(obs)
        allowance = self.rng.randrange(0, 60)
        fields = {"meld": max(melds), "share": share, "allowance": allowance,
                  "amount": first_bid.amount}
        if max(melds) + share + allowance >= first_bid.amount:
            return Decision(first_bid, BID_COVERED.format(**fields), "bid_covered")
        return Decision(first_pass, PASS_SHORT.format(**fields), "pass_short")


#: why the Random player bids, passes and names trump
BID_COVERED = QT_TRANSLATE_NOOP(
    "Reasons", "The best meld ({meld}), a fair share of the tricks ({share}) and a random "
    "{allowance} reach {amount}.")
PASS_SHORT = QT_TRANSLATE_NOOP(
    "Reasons", "The best meld ({meld}), a fair share of the tricks ({share}) and a random "
    "{allowance} fall short of {amount}.")
NO_BID = QT_TRANSLATE_NOOP("Reasons", "No bid is allowed here.")
BID_FORCED = BID_REASONS["bid_forced"]
MOST_MELD = QT_TRANSLATE_NOOP("Reasons", "The most meld of the suits that may be named: {meld}.")
ALWAYS = QT_TRANSLATE_NOOP("Reasons", "This player always does so.")
