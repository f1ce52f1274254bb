"""Seed rules offered as options (RULES.md section 12), each tested against the
seed's own words (shared/seeds/)."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Action, Phase, RuleSet, new_game, preset
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.meld.auction import meld_points

from .helpers import act, fill_deal, game_with

# -- 1. double deck: at least 20 meld and within 50 of the bid -------------------------

#: seat 1 holds a run in spades and aces around; seat 3 a marriage and a pinochle
_STRONG = {
    1: "AS TS KS QS JS AH AD AC JH JH JC JC TH TH TD TD TC TC JD JD",
    3: "KH QH QS JD AS AS TS TS JS JS QC QC KC KC AH AH AD AD AC AC",
}
#: seats 1 and 3 with no meld in spades
_WEAK = {
    1: "AS TS TS JH JH JC JC TH TH TD TD TC TC JD JD AH AH AD QD KD",
    3: "QS TS JS JS AC AC AC QC QC QC QH QH QH JC JC JH JH TH TH TD",
}


def _double_deck(**options: object) -> RuleSet:
    return dataclasses.replace(preset("double_deck"), **options)  # type: ignore[arg-type]


def _side_meld(rules: RuleSet, fixed: dict[int, str]) -> tuple[object, int]:
    hands, _ = fill_deal(rules, fixed, seed=3)
    state = new_game(rules, seed=3, deal=hands, dealer=0)
    meld = sum(meld_points(hands[s], Suit.S, rules) for s in (1, 3))
    return state, meld


def _bid_to(state: object, amount: int) -> None:
    act(state, f"bid {amount}", "pass", "pass", "pass", "trump S")  # type: ignore[arg-type]


def test_double_deck_side_within_50_of_the_bid_plays() -> None:
    """Seed 000, "Other variants in double deck": "2. You must have at least 20
    meld points between you and your partner and be within 50 points of the bid
    to play the hand." The seed's double deck counts "50 possible points, 48
    trick-points and 2 for taking the last trick", so 20 and 50 are 200 and 500
    on the engine's full scale."""
    rules = _double_deck(meld_near_bid=True)
    state, meld = _side_meld(rules, _STRONG)
    assert meld >= 200
    bid = (meld + 500) // 50 * 50  # within 500 of the meld, on the grid above 600
    _bid_to(state, bid)
    assert state.phase == Phase.DECLARE
    assert Action("play_hand") in state.legal_actions()


def test_double_deck_side_too_far_below_the_bid_must_concede() -> None:
    """Seed 000: "be within 50 points of the bid to play the hand": a side more
    than 500 (full scale) below its bid does not play; it concedes and is set by
    the bid, the other side scoring its meld as for any concession."""
    rules = _double_deck(meld_near_bid=True)
    state, meld = _side_meld(rules, _STRONG)
    bid = (meld + 550) // 50 * 50 + 50
    assert bid - meld > 500
    _bid_to(state, bid)
    assert state.legal_actions() == [Action("concede")]
    act(state, "concede")
    assert state.scores[rules.side_of(1)] == -bid
    other = rules.side_of(0)
    assert state.scores[other] == sum(m.total for s in (0, 2) if (m := state.melds[s]))


def test_double_deck_side_without_20_meld_must_concede() -> None:
    """Seed 000: "You must have at least 20 meld points between you and your
    partner ... to play the hand": with less, even the minimum bid is conceded."""
    rules = _double_deck(meld_near_bid=True)
    state, meld = _side_meld(rules, _WEAK)
    assert meld < 200
    _bid_to(state, rules.min_bid)
    assert state.legal_actions() == [Action("concede")]


def test_meld_near_bid_off_keeps_todays_behaviour() -> None:
    """Off (the default), a side far below its bid may still play the hand."""
    rules = _double_deck()
    state, _meld = _side_meld(rules, _WEAK)
    _bid_to(state, rules.min_bid)
    assert Action("play_hand") in state.legal_actions()


def test_meld_near_bid_needs_an_auction() -> None:
    rules = dataclasses.replace(preset("two_handed"), meld_near_bid=True)
    assert any("meld near the bid" in p for p in rules.validate())
    assert not _double_deck(meld_near_bid=True).validate()


def test_imported_rules_without_the_section12_options_take_the_defaults() -> None:
    """A rule set written before these options existed reads with them off."""
    data = preset("double_deck").to_dict()
    for name in ("meld_near_bid", "near_bid_meld", "near_bid_gap", "under_the_gun_bid",
                 "misbid_meld", "misbid_penalty", "summed_bids"):
        data.pop(name)
    rules = RuleSet.from_dict(data)
    assert rules == preset("double_deck")
    assert rules.meld_near_bid is False


# -- 2. three-handed: under-the-gun bids from 150 ---------------------------------------

def _gun(**options: object) -> RuleSet:
    options = {"under_the_gun_bid": 150, **options}
    return dataclasses.replace(preset("three_handed"), **options)  # type: ignore[arg-type]


def test_a_player_forced_to_open_may_bid_from_150() -> None:
    """Seed 002: "If the player has a meld, he or she is required to open the
    bidding" and "Bidding begins at 300, or as little as 150 for
    "under-the-gun" bids, and increases in multiples of 10": the player forced
    to open (under the gun) may open from 150 in tens."""
    state = game_with(_gun(), {1: "KS QS AC"}, dealer=0)
    amounts = [a.amount for a in state.legal_actions() if a.kind == "bid"]
    assert Action("pass") not in state.legal_actions()
    assert amounts[:16] == list(range(150, 310, 10))


def test_only_the_forced_opener_bids_under_the_gun() -> None:
    """Seed 002: "Bidding begins at 300": a player free to pass opens at 300,
    and once the forced player has opened at 150, the others bid at least 300."""
    no_meld = "9S 9H 9D 9C JS JH JC TS TH TC AS AH AD KS QH"
    state = game_with(_gun(), {1: no_meld, 2: "KS QS AC"}, dealer=0)
    assert Action("pass") in state.legal_actions()
    assert min(a.amount for a in state.legal_actions() if a.kind == "bid") == 300
    act(state, "pass")
    act(state, "bid 150")  # seat 2 holds meld: under the gun
    assert min(a.amount for a in state.legal_actions() if a.kind == "bid") == 300


def test_an_under_the_gun_bid_left_alone_is_the_contract() -> None:
    """Seed 002: "A player forced to take the bid for 300 points may choose to
    concede without viewing the widow. Their score is lowered by 300 points":
    under the gun the forced bid is 150, and conceding it unseen costs 150."""
    state = game_with(_gun(), {1: "KS QS AC"}, dealer=0)
    act(state, "bid 150", "pass", "pass")
    assert state.contract == 150
    assert state.phase == Phase.WIDOW
    act(state, "concede_unseen")
    assert state.scores[1] == -150


def test_under_the_gun_off_keeps_the_minimum() -> None:
    state = game_with(preset("three_handed"), {1: "KS QS AC"}, dealer=0)
    assert min(a.amount for a in state.legal_actions() if a.kind == "bid") == 300


def test_under_the_gun_refusals_name_both_options() -> None:
    """Under-the-gun bids need a forcing rule, a value below the minimum, and no stakes."""
    free = _gun(must_open_with_meld=False).validate()
    assert any("Under-the-gun" in p and "must open" in p for p in free)
    high = _gun(under_the_gun_bid=300).validate()
    assert any("under-the-gun bid opens below the minimum bid" in p for p in high)
    stakes = dataclasses.replace(preset("auction_stakes"), under_the_gun_bid=150).validate()
    assert any("stakes" in p and "under-the-gun" in p for p in stakes)
    assert not _gun().validate()


# -- 3. mis-bid: meld behind a bid ---------------------------------------------------

#: seats 1 and 3 (a side) with no meld with spades trump
_NO_MELD = {
    1: "9H 9H 9D TH TH TD TD TC TC JH JC AD",
    3: "9C 9C 9D AH AH TS JS AC KD QC JD JH",
}


def _played_out(rules: RuleSet, fixed: dict[int, str], *bids: str) -> dict[str, object]:
    hands, _ = fill_deal(rules, fixed, seed=5)
    state = new_game(rules, seed=5, deal=hands, dealer=0)
    act(state, *bids)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind == "play_hand"), legal[0]))
    return state.history[-1].to_dict()


def test_a_side_that_bid_without_meld_has_no_contract() -> None:
    """Seed 000: "a player or partnership must have a minimum number of meld
    points (usually 20 or 200 depending on point scales) in order to bid, and
    if it is discovered that they do not, a mis-bid is declared and the team's
    contract is null, with or without a penalty." Without the penalty the side
    scores nothing for the hand; the other side scores as it would have."""
    bids = ("bid 250", "pass", "pass", "pass", "trump S")
    off = _played_out(preset("partnership"), _NO_MELD, *bids)
    rules = dataclasses.replace(preset("partnership"), misbid_meld=200)
    on = _played_out(rules, _NO_MELD, *bids)
    side = rules.side_of(1)
    assert on["meld"][side] < 200  # type: ignore[index]
    assert on["misbid"] == [side]
    assert on["deltas"][side] == 0  # type: ignore[index]
    assert on["made"] is False
    assert on["deltas"][1 - side] == off["deltas"][1 - side]  # type: ignore[index]
    assert "misbid" not in off


def test_a_misbid_with_the_penalty_loses_the_contract() -> None:
    """Seed 000: "the team's contract is null, with or without a penalty": with
    the penalty (an option) the side loses the amount it bid."""
    rules = dataclasses.replace(preset("partnership"), misbid_meld=200, misbid_penalty=True)
    on = _played_out(rules, _NO_MELD, "bid 250", "pass", "pass", "pass", "trump S")
    assert on["deltas"][rules.side_of(1)] == -250  # type: ignore[index]


def test_a_side_with_the_meld_keeps_its_contract() -> None:
    """Seed 000: the minimum meld is "usually 20 or 200 depending on point
    scales": a side holding it plays its contract as usual."""
    rules = dataclasses.replace(preset("partnership"), misbid_meld=20)
    strong = {1: "KS QS AH AD AC AS 9S TH TD TC JH JC"}
    off = _played_out(preset("partnership"), strong, "bid 250", "pass", "pass", "pass",
                      "trump S")
    on = _played_out(rules, strong, "bid 250", "pass", "pass", "pass", "trump S")
    assert on["misbid"] == []
    assert on["deltas"] == off["deltas"]


def test_misbid_refusals_name_both_options() -> None:
    stakes = dataclasses.replace(preset("auction_stakes"), misbid_meld=200).validate()
    assert any("stakes" in p and "mis-bid" in p for p in stakes)
    alone = dataclasses.replace(preset("partnership"), misbid_meld=200,
                                only_bidder_melds=True).validate()
    assert any("mis-bid" in p and "only the bidder melds" in p for p in alone)
    assert not dataclasses.replace(preset("partnership"), misbid_meld=200).validate()


# -- 4. partnership: summed bids ----------------------------------------------------------

def _summed(**options: object) -> RuleSet:
    options = {"summed_bids": True, **options}
    return dataclasses.replace(preset("partnership"), **options)  # type: ignore[arg-type]


def test_players_bid_individually_once_and_the_highest_names_trump() -> None:
    """Seed 000 (and 002): "A related though different style of bidding is for
    the players to bid individually, and partners' bids are then summed. The
    winning bid only decides trump": each player bids once, in turn, any
    amount (not only above the last bid); the highest bid names trump, and
    its side's contract is the sum of the partners' bids."""
    rules = _summed()
    hands, _ = fill_deal(rules, {}, seed=7)
    state = new_game(rules, seed=7, deal=hands, dealer=0)
    act(state, "bid 300", "bid 250")
    assert Action.bid(250) in state.legal_actions()  # below the standing bid
    act(state, "bid 260", "pass")
    assert state.bidder == 1
    assert state.phase == Phase.TRUMP
    assert state.contract == 300 + 260  # seats 1 and 3 are partners
    assert state.side_contracts() == [250, 560]


def test_both_sides_contracts_can_score_or_be_set() -> None:
    """Seed 000: "both (or all) teams' bids become their contract, meaning any
    team can score or be set. This creates a more balanced game." The hand is
    always played (no concession): each side with a contract scores its meld
    and count when they reach it, else loses it; the side that did not bid
    scores as defenders do."""
    rules = _summed()
    on = _played_out(rules, {}, "bid 250", "bid 300", "pass", "pass", "trump S")
    assert on["contracts"] == [300, 250] or on["contracts"] == [250, 300]
    contracts = on["contracts"]
    for side in (0, 1):
        owed = contracts[side]  # type: ignore[index]
        total = on["meld_saved"][side] + on["points"][side]  # type: ignore[index]
        assert on["deltas"][side] == (total if total >= owed else -owed)  # type: ignore[index]


def test_a_side_that_did_not_bid_scores_as_defenders() -> None:
    """Seed 000: "both (or all) teams' bids become their contract": a side
    whose players both passed has no contract and keeps its meld and count."""
    on = _played_out(_summed(), {}, "bid 250", "pass", "bid 250", "pass", "trump S")
    assert on["contracts"] == [0, 500]
    assert on["deltas"][0] == on["meld_saved"][0] + on["points"][0]  # type: ignore[index]


def test_summed_bids_and_misbid_void_the_side_that_bid_without_meld() -> None:
    """Seed 000: "A house rule often used with this style of bidding is that a
    player or partnership must have a minimum number of meld points ... a
    mis-bid is declared and the team's contract is null": each side that bid
    is checked, the other keeps its contract."""
    rules = _summed(misbid_meld=200)
    fixed = {**_NO_MELD, 0: "AS TS KS QS JS 9S KH QH KD QD KC QC"}  # a run, arounds
    on = _played_out(rules, fixed, "bid 250", "bid 300", "pass", "pass", "trump S")
    assert on["misbid"] == [rules.side_of(1)]
    assert on["deltas"][rules.side_of(1)] == 0  # type: ignore[index]
    assert on["contracts"] == [300, 250]


def test_summed_bids_refusals_name_both_options() -> None:
    """Summed bids need partnerships, and every hand played (seed 000: "any
    team can score or be set")."""
    three = dataclasses.replace(preset("three_handed"), summed_bids=True).validate()
    assert any("Summed bids" in p and "partners" in p for p in three)
    for option in ("shoot_the_moon", "forced_concede_over_max", "meld_near_bid"):
        problems = _summed(**{option: True}).validate()
        assert any("summed bids" in p for p in problems), option
    assert not _summed().validate()


def test_summed_bids_off_keeps_the_ordinary_auction() -> None:
    state = new_game(preset("partnership"), seed=7, deal=fill_deal(preset("partnership"), {},
                                                                    seed=7)[0], dealer=0)
    act(state, "bid 300")
    assert Action.bid(250) not in state.legal_actions()


def test_the_new_numbers_have_bounds() -> None:
    """Every new number is refused in a sentence outside its declared range."""
    base = preset("partnership")
    for name, value in (("near_bid_meld", 10**9), ("near_bid_gap", -1),
                        ("under_the_gun_bid", 0), ("misbid_meld", 10**7)):
        problems = dataclasses.replace(base, **{name: value}).validate()  # type: ignore[arg-type]
        words = name.replace("_", " ").capitalize()
        assert any(p.startswith(f"{words} must be from") for p in problems), (name, problems)
