"""An auction hand scored: played out, conceded, or (stakes) settled without
play; five-handed's team figures made per seat; check pinochle's checks.

Functions over the plain state (:class:`.auction_hand.AuctionHand`); the
figures of a hand are :func:`.scoring.score_hand`'s, the stakes and checks
:mod:`.ledger`'s.
"""

from __future__ import annotations

from typing import Any

from ..cards import CODES, Card
from ..events import Conceded, Event
from ..meld.auction import wins_the_game
from ..rules.values import card_values, points_of
from .auction_hand import AuctionHand
from .ledger import (
    MADE_SETTLEMENTS,
    bidder_checks,
    kitty_shares,
    meld_checks,
    nine_checks,
    stake_payments,
)
from .scoring import score_hand

#: the per-side figures of a hand summary that five-handed turns into per-seat ones
_SEAT_KEYS = ("meld", "meld_saved", "points", "tricks", "deltas")


def concede(state: AuctionHand, seat: int, unseen: bool) -> Event:
    """The bidder gives the hand up (``unseen``: without looking at the widow)."""
    scored = score(state, conceded=True, unseen=unseen)
    return Conceded(seat=seat, unseen=unseen, effects=(scored,))


def score(
    state: AuctionHand, conceded: bool = False, unseen: bool = False,
    settlement: str | None = None,
) -> Event:
    """Score the hand: played out, conceded by the bidder (``unseen``: without
    looking at the widow), or, for stakes, ``settlement`` "claimed" or
    "conceded_to" (made without play)."""
    assert state.bidder is not None and state.contract is not None
    rules = state.rules
    last_winner = state.tricks[-1][2] if state.tricks else None
    if rules.call_partner and state.partner is None:
        state.partner = state._first_holder()  # conceded before anyone played it
    sides = state.hand_sides()
    summary, made, wins_now = score_hand(
        rules,
        bidder=state.bidder,
        contract=state.contract,
        trump=state.trump,
        melds=[m.total if m is not None else 0 for m in state.melds],
        won=_won_with_discards(state),
        tricks_taken=state.tricks_taken,
        buried=state.buried,
        last_winner=last_winner,
        conceded=conceded,
        unseen=unseen,
        moon=state.moon,
        active=state._order,
        sides=sides,
        contracts=state.side_contracts() if rules.summed_bids else None,
    )
    if rules.call_partner:
        wins_now = _seat_scores(state, summary, sides, wins_now)
    if rules.quadruple_wins_game and wins_now is None:
        # racehorse: a quadruple run, royal marriage or pinochle wins the game
        order = state._order
        start = order.index(state.bidder) if state.bidder in order else 0
        for seat in order[start:] + order[:start]:
            if wins_the_game(state.melds[seat]):
                wins_now = rules.side_of(seat)
                summary["game_meld"] = seat
                break
    if rules.check_ledger:
        summary["checks"] = _hand_checks(state, made, conceded, unseen)
    if rules.stakes:
        if settlement is None:
            settlement = ("thrown_in" if unseen else "single_bete" if conceded
                          else "made" if made else "double_bete")
        made = _settle_stakes(state, summary, settlement)
    bidding_side = rules.side_of(state.bidder)
    return state._finish_hand(summary, bidding_side, made, wins_now)


def _won_with_discards(state: AuctionHand) -> list[list[Card]]:
    """The cards each seat counts: its tricks and, with hand building, its discard
    pile (seeds 000/002: "cards from each player's discard pile are included in
    totals"), or both piles for the player who did not win the bid with
    ``building_discards_to_defender`` ("the discard pile created by drawing cards
    is used by the non-bidding player to score towards tricks")."""
    if not state.rules.hand_building:
        return state.won
    won = [list(w) for w in state.won]
    piles = state.discards
    if state.rules.building_discards_to_defender and state.bidder is not None:
        defender = next(s for s in state._order if s != state.bidder)
        won[defender] += [c for pile in piles for c in pile]
    else:
        for seat, pile in enumerate(piles):
            won[seat] += pile
    return won


def _settle_stakes(state: AuctionHand, summary: dict[str, Any], settlement: str) -> bool:
    """Pay a stakes hand in units (:func:`.ledger.stake_payments`): the hand's
    ``deltas`` become the units each player won, with the kitty's share; at the
    end of the game a kitty split among the players is paid here too. Returns
    whether the contract was made."""
    rules = state.rules
    assert state.bidder is not None and state.contract is not None
    units, kitty_delta, stake = stake_payments(
        rules, state.bidder, state.contract, summary["trump"], settlement, state.kitty
    )
    if rules.kitty_payout == "game_end" and state.last_stakes_hand():
        share = kitty_shares(state.kitty + kitty_delta, rules.num_players)
        units = [u + share for u in units]
        kitty_delta -= share * rules.num_players
    state.kitty += kitty_delta
    deltas = [0] * len(rules.sides)
    for seat, amount in enumerate(units):
        deltas[rules.side_of(seat)] += amount
    made = settlement in MADE_SETTLEMENTS
    summary["made"] = made
    summary["deltas"] = deltas
    summary["stake"] = stake
    summary["settlement"] = settlement
    summary["kitty_delta"] = kitty_delta
    summary["kitty"] = state.kitty
    return made


def _seat_scores(
    state: AuctionHand,
    summary: dict[str, Any],
    sides: tuple[tuple[int, ...], ...],
    wins_now: int | None,
) -> int | None:
    """Five-handed: turn the two teams' figures into each player's score.

    The bidder and partner each score their team's total (or each lose the
    contract). Each defender scores its own meld, when the defenders saved
    their meld, and the counters in the tricks it won itself. The summary's
    per-side lists become per-seat lists (the game's sides are single
    seats); ``hand_sides`` and ``hand_points`` keep the teams. A hand that
    wins the game outright wins it for the bidder.
    """
    assert state.bidder is not None
    rules = state.rules
    values = card_values(rules, state.trump)
    last = state.tricks[-1][2] if state.tricks else None
    team = sides[0]
    summary["hand_points"] = list(summary["points"])
    per_seat: dict[str, list[int]] = {k: [0] * rules.num_players for k in _SEAT_KEYS}
    for seat in state._order:
        if seat in team:
            for key in _SEAT_KEYS:
                per_seat[key][seat] = summary[key][0]
            continue
        own = state.melds[seat]
        meld = own.total if own is not None else 0
        saved = meld if summary["meld_saved"][1] == summary["meld"][1] else 0
        points = points_of(state.won[seat], values)
        points += rules.last_trick_bonus if seat == last else 0
        per_seat["meld"][seat] = meld
        per_seat["meld_saved"][seat] = saved
        per_seat["points"][seat] = points
        per_seat["tricks"][seat] = state.tricks_taken[seat]
        per_seat["deltas"][seat] = saved + points
    summary.update(per_seat)
    summary["bidding_side"] = rules.side_of(state.bidder)
    if summary["took_all"] is not None:
        summary["took_all"] = rules.side_of(sides[summary["took_all"]][0])
    summary["hand_sides"] = [list(side) for side in sides]
    summary["partner"] = state.partner
    summary["called"] = CODES[state.called] if state.called is not None else None
    return None if wins_now is None else rules.side_of(state.bidder)


def _hand_checks(state: AuctionHand, made: bool, conceded: bool, unseen: bool) -> list[int]:
    """Checks each seat earned this hand (check pinochle's ledger)."""
    rules = state.rules
    earned = [0] * rules.num_players
    for seat in state._order:
        earned[seat] = meld_checks(state.melds[seat], rules) + nine_checks(
            state.dealt[seat], rules
        )
    if state.bidder is not None:
        earned[state.bidder] += bidder_checks(
            rules, made, saw_widow=state.widow_seen and not unseen, played=not conceded
        )
    return earned
