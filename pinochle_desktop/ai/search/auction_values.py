"""What simulated auction deals are worth: a contract held in a suit, looking at
the widow, defending against an opponent's contract; and who that opponent is.

Pure arithmetic over the rows (:class:`.auction_sample.AuctionSample`) that
:func:`.expert.auction_samples` simulates; the Expert's bidding reads them.
:mod:`.expert` re-exports every name here.
"""

from __future__ import annotations

from ...engine.observation import Observation
from ..policy.view import active_seats
from .auction_sample import AuctionSample


def opposing_bidder(obs: Observation) -> int | None:
    """The opponent who would take the contract if this seat passed: the one holding
    the high bid, else the first opponent after this seat."""
    rules = obs.rules
    side = rules.side_of(obs.seat)
    high = [s for s, a in obs.bids if a is not None]
    if high and rules.side_of(high[-1]) != side:
        return high[-1]
    order = active_seats(obs)
    start = order.index(obs.seat)
    for s in order[start + 1 :] + order[:start]:
        if rules.side_of(s) != side:
            return s
    return None


def willing_contract(totals: list[float], share: float) -> int:
    """The highest contract the simulated totals reach in at least ``share`` of them
    (the Expert's willing bid in a suit)."""
    ordered = sorted(totals)
    k = int((1.0 - share) * len(ordered))
    return int(ordered[min(k, len(ordered) - 1)])


def expected_at(rows: list[AuctionSample], suit: int, contract: int) -> float:
    """Mean score of holding ``contract`` in ``suit`` over simulated deals: our total
    when it reaches the contract, else minus the contract; less the other side's."""
    total = 0.0
    for r in rows:
        ours, theirs = r.win[suit]
        total += (ours if ours >= contract else -contract) - theirs
    return total / len(rows)


def see_widow_value(rows: list[AuctionSample], contract: int) -> float:
    """Mean score (ours less the other sides' mean) of looking at the widow as
    a bidder forced in at ``contract``, over simulated deals that include it.

    The trump is the suit that makes the contract most often over all the
    deals (one choice, as the widow is not known yet); where it falls short the
    bidder throws in after meld: minus the contract, the others score their
    meld. Conceding unseen instead is worth minus the contract, nothing for the
    others.
    """
    suits = list(rows[0].win)
    best = max(suits, key=lambda s: (sum(r.win[s][0] >= contract for r in rows), -s))
    total = 0.0
    for r in rows:
        ours, theirs = r.win[best]
        total += ours - theirs if ours >= contract else -contract - r.win_meld[best]
    return total / len(rows)


def defending_value(
    totals: tuple[float, ...], side: int, rival_side: int | None, contract: int
) -> float:
    """Our score less the other sides' mean in a deal an opponent declares at
    ``contract`` (``totals``: each side's meld saved plus tricks; the declarer
    short of the contract scores minus it)."""
    scores = list(totals)
    if rival_side is not None and scores[rival_side] < contract:
        scores[rival_side] = -float(contract)
    others = [t for i, t in enumerate(scores) if i != side]
    return scores[side] - (sum(others) / len(others) if others else 0.0)


__all__ = ["defending_value", "expected_at", "opposing_bidder", "see_widow_value",
           "willing_contract"]
