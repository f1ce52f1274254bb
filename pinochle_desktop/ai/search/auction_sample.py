"""One simulated deal as the Expert's auction sees it.

The rows :func:`expert_search.auction_samples` produces and both the search
(:mod:`expert_search`) and the end-of-game odds (:mod:`game_odds`) read; it
lives below both so that neither has to import the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class AuctionSample:
    """One simulated deal seen from the auction (side totals: meld saved plus tricks).

    ``win[suit]``: (our side's total, the other sides' mean total) with this
    seat the bidder in that trump. ``defend``: (our total, the opposing
    bidder's total) with the likeliest opponent the bidder in its best suit;
    ``defend_all``: every side's total in that deal (where everyone plays
    alone, the third player's total matters too: duplicate scoring counts it).
    """

    win: dict[int, tuple[float, float]]
    defend: tuple[float, float]
    defend_all: tuple[float, ...] = ()
    #: per trump suit, the other sides' mean meld (what they score if we concede)
    win_meld: dict[int, float] = field(default_factory=dict)
    #: (our side's total, the other sides' mean total) with our partner, who
    #: holds the high bid, the bidder in its best suit (our cards passed to it);
    #: None when not asked for
    partner: tuple[float, float] | None = None
