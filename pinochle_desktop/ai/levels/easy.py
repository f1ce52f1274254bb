"""Easy, as published: a random bid limit, trump by card values, random passing and cards.

* **Bidding**: a maximum willing bid is drawn at random once per hand; the
  player raises by the smallest step until the next bid would exceed it, then
  passes. The limit is drawn around the table's minimum bid (from 20% of the
  trick total below it to 40% above), so Easy sometimes overbids and
  sometimes passes a good hand, as a beginner does.
* **Trump**: the suit whose cards add up to the most counter points.
* **Passing**, **burying** and the **kitty**: a random legal choice.
* **Card play**: a random legal card.

Extensions: a forced bidder always looks at the widow and plays the hand
(never concedes, never shoots the moon); a hand that may be thrown in for
nines is thrown in half the time. Five-handed: a random card of trump is
called (one it does not hold both copies of). Two-handed: a random legal card, a random
meld whenever one may be laid, the dix exchanged (or shown), a random last card.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.cards import Suit
from ...engine.observation import Observation
from ...engine.rules.values import card_values, points_of
from ...engine.text import QT_TRANSLATE_NOOP
from ..base import Decision
from ..policy.called import random_call
from ..policy.reasons import CLASSIC_REASONS, random_reason
from .common import LevelPlayer, bid_decision

#: why Easy names its trump
TRUMP_BY_COUNTERS = QT_TRANSLATE_NOOP(
    "Reasons", "The {suit} held add up to the most in counters ({points}).")
#: why Easy plays on: it always does
ALWAYS = QT_TRANSLATE_NOOP("Reasons", "This player always does so.")
RANDOM_CALL = QT_TRANSLATE_NOOP(
    "Reasons", "A card of trump not held in every copy, chosen at random.")
RANDOM_MELD = QT_TRANSLATE_NOOP("Reasons", "A meld chosen at random among those allowed now.")


class EasyPlayer(LevelPlayer):
    name = "easy"
    cost = "quick"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._limit_key: tuple[int, int] | None = None
        self._limit = 0

    def _random(self, obs: Observation) -> Decision:
        return Decision(self.rng.choice(obs.legal_actions), random_reason(obs), "at_random")

    # -- auction ----------------------------------------------------------------------
    def limit(self, obs: Observation) -> int:
        """This hand's random maximum willing bid (drawn once per hand)."""
        key = (obs.hand_number, obs.dealer)
        if self._limit_key != key:
            rules = obs.rules
            spread = rules.total_trick_points * 0.6
            low = rules.min_bid - spread / 3
            self._limit = int(low + self.rng.random() * spread)
            self._limit_key = key
        return self._limit

    def on_bid(self, obs: Observation) -> Decision:
        return bid_decision(obs, self.limit(obs), guess=True)

    def on_trump(self, obs: Observation) -> Decision:
        suits = [a for a in obs.legal_actions if a.suit is not None]

        def worth(a: Action) -> tuple[int, int, int]:
            suit = int(a.suit or 0)
            mine = [c for c in obs.hand if c // 6 == suit]
            return (points_of(mine, card_values(obs.rules, suit)), len(mine), -suit)

        best = max(suits, key=worth)
        return Decision(best, TRUMP_BY_COUNTERS.format(
            suit=Suit(int(best.suit or 0)).word, points=worth(best)[0]), "trump_by_counters")

    def on_call(self, obs: Observation) -> Decision:
        return Decision(random_call(obs, self.rng), RANDOM_CALL, "call_at_random")

    def on_misdeal(self, obs: Observation) -> Decision:
        return self._random(obs)

    def on_widow(self, obs: Observation) -> Decision:
        return Decision(next(a for a in obs.legal_actions if a.kind == "see_widow"), ALWAYS,
                        "always")

    def on_declare(self, obs: Observation) -> Decision:
        action = next((a for a in obs.legal_actions if a.kind == "play_hand"),
                      obs.legal_actions[0])
        return Decision(action, ALWAYS, "always")

    on_pass = _random
    on_bury = _random
    on_kitty = _random
    on_play = _random
    on_classic_trick = _random
    on_classic_take = _random

    # -- two-handed ----------------------------------------------------------------------
    def on_classic_meld(self, obs: Observation) -> Decision:
        melds = [a for a in obs.legal_actions if a.kind == "meld"]
        if not melds:
            return Decision(obs.legal_actions[0], CLASSIC_REASONS["classic_no_meld"],
                            "classic_no_meld")
        return Decision(self.rng.choice(melds), RANDOM_MELD, "meld_at_random")

    def on_classic_dix(self, obs: Observation) -> Decision:
        kinds = {a.kind: a for a in obs.legal_actions}
        action = kinds.get("dix_exchange") or kinds.get("dix_show") or obs.legal_actions[0]
        return Decision(action, CLASSIC_REASONS["classic_dix"], "classic_dix")
