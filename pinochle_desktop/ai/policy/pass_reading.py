"""What a pass says about the hand that made it.

At tables where the bidder's partner passes cards to the bidder and the
bidder passes back, each side of the pass sees exactly which cards came to
it. Read with the passing lists every level follows (:mod:`.passing`:
the partner gives its highest trumps and its aces first, the bidder returns
plain kings and queens first, both keep the cards of their meld), those cards
also say which cards the passer did *not* hold: a card the list ranks ahead
of one that was passed, outside the passer's meld, would have been passed
instead. So a partner who passed the king of trump holds no spare ace or ten
of trump, and a bidder who returned a plain jack holds no spare plain king.

:class:`PassReading` bars those cards from the passer's unknown cards (in
the knowledge's ``allowed`` masks, as the voids are), unless the passer has
since played or shown a card the reading rules out: a player who does not
pass by these lists is not read at all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ...engine.cards import Card
from ...engine.observation import Observation
from ..knowledge.holdings import Knowledge, played_by_seat
from .passing import Tier, declarer_back, pro_to_declarer


class PassReading:
    """The pass this seat received, read as the passer's preference list."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.passer: int | None = None
        self.tier: Tier | None = None
        rules = obs.rules
        if (obs.trump is None or obs.bidder is None or not rules.pass_count
                or not obs.received or rules.widow_mode == "kitty"):
            return
        trump = int(obs.trump)
        if obs.seat == obs.bidder:
            partners = rules.partners_of(obs.seat)
            if not partners:
                return
            self.passer = partners[0]
            self.tier = pro_to_declarer(trump)
        else:
            self.passer = obs.bidder
            self.tier = declarer_back(trump, list(obs.gave))

    @property
    def active(self) -> bool:
        return self.passer is not None

    def barred(self) -> list[int]:
        """Card kinds the passer would have passed ahead of the cards it did pass."""
        if self.tier is None:
            return []
        tier = self.tier
        worst = max((tier(c), int(c)) for c in self.obs.received)
        # a copy this seat passed to the passer is not one the passer chose to keep
        ours = {int(c) for c in self.obs.gave}
        return [c for c in range(24) if (tier(Card(c)), c) < worst and c not in ours]

    def tighten(self, know: Knowledge) -> Knowledge:
        """``know`` with the barred cards taken from the passer's unknown cards,
        unless what the passer has played or shown outside its meld contradicts
        the reading."""
        passer = self.passer
        if passer is None or know.unknown_count.get(passer, 0) <= 0:
            return know
        barred = self.barred()
        if not barred:
            return know
        obs = self.obs
        shown = Counter(obs.meld_cards[passer]) if passer < len(obs.meld_cards) else Counter()
        seen_free = Counter(played_by_seat(obs).get(passer, []))
        seen_free.subtract(shown)
        seen_free.subtract(obs.gave)  # the cards this seat passed may be played by the passer
        if any(seen_free[Card(c)] > 0 for c in barred):
            return know
        mask = know.allowed.get(passer, (1 << 24) - 1)
        for c in barred:
            mask &= ~(1 << c)
        return replace(know, allowed={**know.allowed, passer: mask})
