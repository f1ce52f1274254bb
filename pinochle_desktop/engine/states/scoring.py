"""Scoring one auction hand (RULES.md section 7): meld saved or lost, made or set."""

from __future__ import annotations

from typing import Any

from ..cards import Card, Suit
from ..rules.ruleset import RuleSet
from ..rules.values import card_values, points_of


def saved_meld(rules: RuleSet, meld: int, tricks: int, points: int) -> int:
    """The part of a side's meld that counts under ``save_meld``."""
    if rules.save_meld == "always":
        return meld
    if rules.save_meld == "one_trick":
        return meld if tricks >= 1 else 0
    if points >= rules.save_meld_points and meld >= rules.min_meld_on_board:
        return meld
    return 0


def score_hand(
    rules: RuleSet,
    *,
    bidder: int,
    contract: int,
    trump: Suit | None,
    melds: list[int],
    won: list[list[Card]],
    tricks_taken: list[int],
    buried: list[Card],
    last_winner: int | None,
    conceded: bool = False,
    unseen: bool = False,
    moon: bool = False,
    active: list[int] | None = None,
    sides: tuple[tuple[int, ...], ...] | None = None,
    contracts: list[int] | None = None,
) -> tuple[dict[str, Any], bool, int | None]:
    """Return (summary with per-side ``deltas``, contract made, side that wins at once).

    ``sides`` are the rules' sides unless this hand has its own (a called partner).
    ``contracts``: each side's contract (None: the bidding side's is ``contract``,
    the others have none); a side whose contract is void by a mis-bid
    (``misbid_meld``) scores nothing, or loses its contract with ``misbid_penalty``.
    """
    sides = rules.sides if sides is None else sides
    values = card_values(rules, trump)
    team_of = {s: i for i, side in enumerate(sides) for s in side}
    side_of = team_of.__getitem__
    side_meld = [sum(melds[s] for s in side) for side in sides]
    points = [sum(points_of(won[s], values) for s in side) for side in sides]
    counts = [sum(tricks_taken[s] for s in side) for side in sides]
    bside = side_of(bidder)
    if last_winner is not None:
        points[side_of(last_winner)] += rules.last_trick_bonus
    buried_points = points_of(buried, values)
    points[bside] += buried_points
    deltas = [0] * len(sides)
    saved = [0] * len(sides)
    made = False
    wins_now: int | None = None
    total_tricks = sum(counts)
    took_all = next((i for i, n in enumerate(counts) if total_tricks and n == total_tricks), None)
    if conceded:
        deltas[bside] = -contract
        for i in range(len(sides)):
            if i != bside and not unseen:
                saved[i] = side_meld[i]
                deltas[i] = side_meld[i]
    else:
        for i in range(len(sides)):
            saved[i] = saved_meld(rules, side_meld[i], counts[i], points[i])
            if i != bside:
                deltas[i] = saved[i] + points[i]
        if moon:
            made = took_all == bside
            if made:
                if rules.moon_reward == "win_game":
                    wins_now = bside
                    deltas[bside] = saved[bside] + points[bside]
                elif rules.moon_reward == "points":
                    deltas[bside] = rules.moon_points
                else:
                    deltas[bside] = rules.moon_fixed
            else:
                deltas[bside] = -rules.moon_penalty
        elif contracts is not None:
            # summed bids (seeds 000/002): "both (or all) teams' bids become their
            # contract, meaning any team can score or be set"
            for i, owed in enumerate(contracts):
                if not owed:
                    continue
                total = saved[i] + points[i]
                kept = total >= owed and points[i] >= rules.bidder_min_trick_points
                deltas[i] = total if kept else -owed
                if i == bside:
                    made = kept
        else:
            total = saved[bside] + points[bside]
            made = total >= contract and points[bside] >= rules.bidder_min_trick_points
            deltas[bside] = total if made else -contract
        if rules.pinochling and took_all is not None and wins_now is None and not moon:
            wins_now = took_all
    summed = contracts is not None
    if contracts is None:
        contracts = [contract if i == bside else 0 for i in range(len(sides))]
    misbid: list[int] = []
    if rules.misbid_meld:
        # seed 000: "a player or partnership must have a minimum number of meld points
        # ... in order to bid, and if it is discovered that they do not, a mis-bid is
        # declared and the team's contract is null, with or without a penalty"
        misbid = [i for i, c in enumerate(contracts) if c and side_meld[i] < rules.misbid_meld]
        for i in misbid:
            deltas[i] = -contracts[i] if rules.misbid_penalty else 0
            saved[i] = 0
        if bside in misbid:
            made = False
            if wins_now == bside:
                wins_now = None
    summary: dict[str, Any] = {
        "bidder": bidder,
        "bidding_side": bside,
        "contract": contract,
        "trump": trump.name if trump is not None else None,
        "made": made,
        "conceded": conceded,
        "unseen": unseen,
        "moon": moon,
        "meld": side_meld,
        "meld_saved": saved,
        "points": points,
        "tricks": counts,
        "buried_points": buried_points,
        "deltas": deltas,
        "took_all": took_all,
    }
    if summed:
        summary["contracts"] = list(contracts)
    if rules.misbid_meld:
        summary["misbid"] = misbid
    return summary, made, wins_now
