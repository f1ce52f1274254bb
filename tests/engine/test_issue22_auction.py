"""Issue #22: auction faults checked against the seeds' own words (shared/seeds/)."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Action, Phase, new_game, parse_cards, preset

from .helpers import act


def test_forced_concede_counts_the_partnership_sides_meld() -> None:
    """Seed 002: "A player may not attempt to play the hand for more than 250
    points. For example, if the bid is 350 and a player has only 80 points in
    meld, that player is forced to concede." and, for partnership, "Both the
    bidder and his partner have their score count towards making the contract."

    The side holds 250 meld, so a bid of 360 is within meld + 250 and may be played.
    """
    rules = dataclasses.replace(
        preset("partnership"), pass_count=3, forced_concede_over_max=True
    )
    hands = [
        parse_cards("9S 9S 9H 9H 9D 9D 9C 9C JH JH JC JC"),
        parse_cards("AH AH TH TH KH AC AC TC TC KC AD TD"),
        parse_cards("QH QH QC QC KD KD QD QD JD JD TD AD"),
        parse_cards("AS TS KS QS JS AS TS KS QS JS KH KC"),
    ]
    state = new_game(rules, seed=0, deal=hands, dealer=0)
    act(state, "bid 360", "pass", "pass", "pass", "trump S", "give AS TS KS", "give AH TH KH")
    assert state.phase == Phase.DECLARE
    assert state.bidder is not None
    side = rules.sides[rules.side_of(state.bidder)]
    meld = sum(m.total for s in side if (m := state.melds[s]) is not None)
    assert meld >= 360 - rules.total_trick_points
    assert Action("play_hand") in state.legal_actions()
