"""Pro, as published: Standard's machinery with a 75% bid and playout pruning of every card.

* **Bidding** and **trump**: as Standard, with the willing bid at the round
  score reached in more than 75% of the simulated rounds: 1,000 rounds per
  trump suit on a 48-card deal, as the published player's own code runs
  (fewer on bigger decks, :func:`..policy.bidding.sample_count`).
* **Passing** to the declarer: never meld when avoidable; then high trumps
  (not nines), aces, nines of trump, the QS or JD, jacks, nines, the rest.
  Back from the declarer: plain kings, plain queens, the JD unless just
  received, the lowest plain cards, the lowest trumps.
* **Every card**: first remove bad options. For each legal card, the rest of
  the round is played out 200 times (the same 200 random deals of the unseen
  cards, consistent with everything seen, for every card; random play on
  :mod:`engine.play.fast`); a card whose average round score is more than
  half a point below the best card's is dropped. The published site scores in
  tens (a counter is 1 point, the least bid 20), so its half point is 5 of
  our full-scale points. Then:
* **Leading**: the highest trump sure to win; else the highest non-trump
  sure to win (no higher card and no trump can come from an opponent);
  else the lowest card.
* **Following**: Standard's rules among the surviving cards.

"Round score" is our side's score for the hand: saved meld plus trick points,
or minus the contract when we are the bidding side and would be set.
Two-handed phase 1 (no duty to follow, a stock to draw from) uses the
Standard heuristics; phase 2 is pruned like any trick play.
"""

from __future__ import annotations

from ...engine.observation import Observation
from ..base import Decision
from ..policy.heuristics import to_mask
from ..search.playouts import play_values
from .standard import StandardPlayer, standard_decision


class ProPlayer(StandardPlayer):
    name = "pro"
    cost = "search"
    threshold = 0.75
    #: playing for stakes: bid right up to the break-even chance of the expected units
    stakes_margin = 0.0
    #: simulated rounds per trump suit (the published code's 1,000)
    bid_samples = 1000
    pass_level = "pro"
    #: playouts per legal card
    playouts = 200
    #: a card more than this far below the best average is dropped: the published
    #: "half a point" on a scale where a counter is 1 point, in full-scale points
    margin = 5.0

    def prune(self, obs: Observation) -> int:
        """The legal cards whose playout average is within :attr:`margin` of the best."""
        cards = [a.card for a in obs.legal_actions if a.kind == "play"]
        if len(cards) < 2:
            return to_mask(cards)
        values = play_values(obs, cards, self.decision_rng(obs, 3), self.playouts)
        best = max(values.values())
        return to_mask(c for c in cards if values[c] >= best - self.margin)

    def on_play(self, obs: Observation) -> Decision:
        return standard_decision(obs, self.prune(obs), pro=True)
