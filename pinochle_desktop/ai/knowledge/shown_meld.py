"""What the meld on the table says about the cards a seat did *not* show.

In the auction games every seat lays down all the meld its hand holds, and
the engine scores it with :func:`engine.meld.score_meld`. So the meld shown is
also a ceiling: a seat that showed no dix holds no nine of trump; one that
showed the king of hearts in kings around but no marriage in hearts holds no
queen of hearts; one that showed no pinochle does not hold both the queen of
spades and the jack of diamonds. The plain sampler deals the unseen cards
without this: over 30 positions of Pro games only 19% of its deals fit the
meld shown (46% after :meth:`ShownMeld.tighten`, which bars single cards;
pairs such as an unshown king and queen of one suit are left to chance).

Used by the Expert only (Pro deals as published). Everything comes from the
observation: the meld shown, the cards each seat has played, and what
:mod:`.knowledge` already places.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.cards import Card
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from .holdings import Knowledge, played_by_seat


class ShownMeld:
    """Each other seat's meld total as shown, and a check of a sampled deal against it."""

    def __init__(self, obs: Observation, know: Knowledge) -> None:
        self.obs = obs
        rules = obs.rules
        totals: dict[int, int] = {}
        if rules.style == "auction" and obs.trump is not None:
            for s in know.unknown_count:
                meld = obs.melds[s] if s < len(obs.melds) else None
                if meld is not None:
                    totals[s] = int(meld["total"])
        #: seat -> meld total shown (seats that have shown meld, not this one)
        self.totals = totals
        self.played = played_by_seat(obs)

    @property
    def active(self) -> bool:
        return bool(self.totals)

    def _total(self, seat: int, cards: list[Card]) -> int:
        obs = self.obs
        assert obs.trump is not None
        return meld_total(cards + self.played.get(seat, []), obs.trump, obs.rules)

    def tighten(self, know: Knowledge) -> Knowledge:
        """``know`` with each seat barred from every card one more copy of which
        would, with what it is known to hold, make more meld than it showed.

        Sound: meld only grows with more cards, so a hand holding that card
        and the known ones could not have shown so little.
        """
        if not self.active:
            return know
        allowed = dict(know.allowed)
        for seat, total in self.totals.items():
            if know.unknown_count.get(seat, 0) <= 0:
                continue
            base = list(know.known.get(seat, []))
            mask = allowed.get(seat, (1 << 24) - 1)
            for card in range(24):
                if mask >> card & 1 and self._total(seat, [*base, Card(card)]) > total:
                    mask &= ~(1 << card)
            allowed[seat] = mask
        return replace(know, allowed=allowed)

    def consistent(self, hands: list[list[Card]]) -> bool:
        """Whether every seat's sampled hand (with what it played) melds what it showed."""
        return all(self._total(s, hands[s]) == t for s, t in self.totals.items())
