"""The auction played for stakes (``auction_stakes``, RULES.md section 11, seed 004).

Each test quotes seed 004 (``shared/seeds/004_*.txt``), the source it checks.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from pinochle_desktop.engine import Action, Phase, RuleSet, new_game, parse_cards, preset
from pinochle_desktop.engine.cards import Card, make_deck, remove_cards
from pinochle_desktop.engine.events import Claimed, ContractConceded, Rearranged
from pinochle_desktop.engine.rules.choices import (
    HOYLE_BANDS,
    SCARNE_BANDS,
    SCARNE_BONUS_BANDS,
    STAKES_SCALES,
)
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.engine.states.base import BaseState
from pinochle_desktop.engine.states.checks import check_units
from pinochle_desktop.engine.states.deal import active_order, sitting_out
from pinochle_desktop.engine.states.ledger import kitty_shares, stake_of, stake_payments
from tests.engine.helpers import sane_random_action

STAKES = preset("auction_stakes")
#: the bidder's cards in most tests: a double run in spades (1,500 meld with spades)
STRONG = "AS AS TS TS KS KS QS QS JS JS 9H 9H 9C 9C 9D"
#: a hand that cannot make a high bid: no meld beyond a marriage
WEAK = "9H 9H 9C 9C 9D 9D JH JC JD JS QH QC QD 9S KH"


def stakes_rules(players: int = 4, **changes: Any) -> RuleSet:
    """The preset with 3, 4 or 5 at the table (``sit_out`` 0, 1 or 2)."""
    rules = apply_change(STAKES, "sit_out", players - 3)
    return dataclasses.replace(rules, **changes) if changes else rules


def stakes_game(
    bidder_cards: str, players: int = 4, seed: int = 1, **changes: Any
) -> BaseState:
    """Dealer 0; the first active seat on the dealer's left holds ``bidder_cards``."""
    rules = stakes_rules(players, **changes)
    active = active_order(rules, 1, sitting_out(rules, 0))
    rest = remove_cards(make_deck(rules.deck), parse_cards(bidder_cards))
    random.Random(seed).shuffle(rest)
    hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
    hands[active[0]] = parse_cards(bidder_cards)
    for seat in active[1:]:
        hands[seat], rest = rest[: rules.hand_size], rest[rules.hand_size :]
    return new_game(rules, seed=seed, dealer=0, deal=hands, widow=rest)


def do(state: BaseState, *actions: str) -> None:
    for text in actions:
        state.apply(Action.parse(text))


def win_auction(state: BaseState, amount: int) -> int:
    """The first bidder bids ``amount`` and everyone else passes; the bidder's seat."""
    bidder = state.current_player
    assert bidder is not None
    do(state, f"bid {amount}")
    while state.phase == Phase.BID:
        do(state, "pass")
    return bidder


def to_declare(state: BaseState, amount: int, trump: str = "S") -> int:
    """Win at ``amount``, take the widow, name ``trump`` and bury the first legal cards."""
    bidder = win_auction(state, amount)
    if state.phase == Phase.WIDOW:
        do(state, "see_widow")
    do(state, f"trump {trump}")
    state.apply(state.legal_actions()[0])
    assert state.phase == Phase.DECLARE and state.current_player == bidder
    return bidder


def play_out(state: BaseState) -> None:
    """Every opponent plays on, then the first legal card each time to the end of the hand."""
    while not state.history:
        legal = state.legal_actions()
        kinds = {a.kind: a for a in legal}
        state.apply(kinds.get("play_hand") or legal[0])


def last(state: BaseState) -> dict[str, object]:
    return state.history[-1].to_dict()


# -- the table and the settlement ----------------------------------------------------------


def test_the_inactive_players_get_no_cards() -> None:
    """Seed 004: "If four play (as recommended) the dealer deals no cards to himself;
    and if five wish to take part the dealer deals no cards to the second player on
    his left as well as none to himself.\""""
    assert STAKES.num_players == 4 and STAKES.sit_out == 1 and STAKES.validate() == []
    for players, out in ((3, []), (4, [0]), (5, [0, 2])):
        state = new_game(stakes_rules(players), seed=3, dealer=0)
        obs = state.observation(1)
        assert sorted(obs.sitting_out) == out
        assert [n for s, n in enumerate(obs.hand_sizes) if s not in out] == [15, 15, 15]
        assert stakes_rules(players).validate() == []


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_made_contract_collects_from_every_other_player(players: int) -> None:
    """Seed 004: "The inactive players, as they are called, take no part in the bidding
    and play, but participate in the settlement." A made contract collects its value
    from every other player, active and inactive (RULES.md section 11)."""
    state = stakes_game(STRONG, players)
    bidder = to_declare(state, 340)
    do(state, "play_hand")
    play_out(state)
    summary = last(state)
    assert summary["settlement"] == "made" and summary["made"] is True
    assert summary["stake"] == 3  # 300-340: 3 units on Scarne's scale
    deltas = summary["deltas"]
    assert isinstance(deltas, list)
    assert deltas[bidder] == 3 * (players - 1)
    assert all(d == -3 for s, d in enumerate(deltas) if s != bidder)
    assert summary["kitty_delta"] == 0 and state.kitty == 0
    assert state.scores == deltas and check_units(state) == []


def test_points_above_the_bid_do_not_matter() -> None:
    """Seed 004 (Scarne): the settlement is by the bid; RULES.md section 11: "points
    scored above the bid do not matter". A 1,500 meld made at 340 pays as 340 does."""
    state = stakes_game(STRONG)
    to_declare(state, 340)
    do(state, "play_hand")
    play_out(state)
    assert last(state)["stake"] == STAKES.stake_units(340) == 3


def test_single_bete_pays_everyone_and_the_kitty() -> None:
    """Seed 004: "If, however, he thinks he will not be able to make his contract he may
    concede defeat (called single bete) and pay to the players, active and inactive,
    the value of his bid." RULES.md section 11: and to the kitty."""
    state = stakes_game(WEAK)
    bidder = to_declare(state, 350, trump="H")
    do(state, "concede")
    summary = last(state)
    assert summary["settlement"] == "single_bete" and summary["made"] is False
    assert summary["stake"] == 4  # 350-390: 4 units
    assert summary["deltas"] == [4 if s != bidder else -16 for s in range(4)]
    assert summary["kitty_delta"] == 4 and state.kitty == 4
    assert check_units(state) == []


def test_played_and_lost_is_a_double_bete() -> None:
    """RULES.md section 11 (seed 004's game): "Played and lost is double bete (twice
    the value)", paid to every other player and to the kitty."""
    state = stakes_game(WEAK, forced_concede_over_max=False)
    bidder = to_declare(state, 1000, trump="H")  # 700 or over: 11 units; no way to make it
    do(state, "play_hand")
    play_out(state)
    summary = last(state)
    assert summary["settlement"] == "double_bete" and summary["stake"] == 22
    assert summary["deltas"] == [22 if s != bidder else -88 for s in range(4)]
    assert state.kitty == 22 and check_units(state) == []


def test_a_bidder_left_at_300_throws_in_unseen_and_pays_the_kitty_only() -> None:
    """Seed 004: "If the opening bid of 300 is passed by the other two players the
    bidder may concede defeat by throwing in his cards without looking at the widow.
    He pays three units to the kitty (but nothing to his opponents) and the deal
    passes to the next player.\""""
    state = stakes_game(WEAK)
    win_auction(state, 300)
    assert state.phase == Phase.WIDOW
    assert {a.kind for a in state.legal_actions()} == {"concede_unseen", "see_widow"}
    do(state, "concede_unseen")
    summary = last(state)
    assert summary["settlement"] == "thrown_in" and summary["stake"] == 3
    assert summary["deltas"] == [0, -3, 0, 0] and state.kitty == 3
    do(state, "continue")
    assert state.dealer == 1  # "the deal passes to the next player"


def test_a_bid_above_300_may_not_be_thrown_in_unseen() -> None:
    """Seed 004: "If the bid is for more than 300, or if the bidder does not wish to
    concede defeat, he shows the widow to his opponents and takes cards into his hand.\""""
    state = stakes_game(STRONG)
    bidder = win_auction(state, 310)
    assert state.phase == Phase.TRUMP and state.current_player == bidder
    assert state.observation(2).widow is not None  # shown to the opponents


def test_spades_trump_pays_double_but_a_concession_pays_single() -> None:
    """RULES.md section 11: "Option: spades trump pays double (a throw-in with spades
    named pays single)"; seed 004's Scarne text: "A player who makes spades trump and
    throws in his hand without playing a card pays only a single amount"."""
    state = stakes_game(STRONG, stakes_spades_double=True)
    bidder = to_declare(state, 340, trump="S")
    do(state, "play_hand")
    play_out(state)
    assert last(state)["stake"] == 6
    assert last(state)["deltas"] == [6 * 3 if s == bidder else -6 for s in range(4)]
    state = stakes_game(STRONG, stakes_spades_double=True)
    to_declare(state, 340, trump="S")
    do(state, "concede")
    assert last(state)["stake"] == 3 and last(state)["settlement"] == "single_bete"
    rules = stakes_rules(stakes_spades_double=True)
    assert stake_of(rules, 340, "H", "made") == 3  # another suit: single
    assert stake_of(rules, 340, "S", "double_bete") == 12
    assert stake_of(rules, 340, "H", "double_bete") == 6
    assert stake_of(STAKES, 340, "S", "made") == 3  # the option is off by default


# -- meld and the decisions before the first lead -----------------------------------------------


def test_only_the_bidder_melds() -> None:
    """Seed 004: "No card may be used twice in melds of the same class ... Only the
    bidder melds.\""""
    state = stakes_game(STRONG)
    bidder = to_declare(state, 340)
    obs = state.observation(2)
    assert obs.melds[bidder] is not None and obs.melds[bidder]["total"] >= 1500
    assert [m for s, m in enumerate(obs.melds) if s != bidder] == [None] * 3
    do(state, "play_hand")
    play_out(state)
    meld = last(state)["meld"]
    assert isinstance(meld, list) and [m for s, m in enumerate(meld) if s != bidder] == [0] * 3


def test_the_buried_cards_count_for_the_bidder() -> None:
    """Seed 004: "He then discards face downwards (buries) three cards from his hand in
    order to reduce it to 15 cards: later the cards that he discards will be counted
    for him as won in a trick.\""""
    state = stakes_game(STRONG)
    to_declare(state, 340)
    do(state, "play_hand")
    play_out(state)
    summary = state.history[-1]
    buried = state.buried  # type: ignore[attr-defined]
    values = STAKES.counter_values
    assert summary.buried_points == sum(values[c % 6] for c in buried)


def test_the_bidder_may_rearrange_before_the_first_lead() -> None:
    """Seed 004: "The discards must be made from the cards in his hand, not from those
    in his melds, but before he leads to the first trick he may change the cards that
    he has discarded, change the melds and the trump suit.\""""
    state = stakes_game(STRONG)
    bidder = to_declare(state, 340, trump="H")
    first_bury = list(state.buried)  # type: ignore[attr-defined]
    hand = sorted(state.hands[bidder])  # type: ignore[attr-defined]
    assert state.observation(bidder).melds[bidder]["total"] < 1500  # hearts: no run
    event = state.apply(Action("rearrange"))
    assert isinstance(event, Rearranged) and event.cards.split() == [c.code for c in first_bury]
    assert state.phase == Phase.TRUMP and state.current_player == bidder
    assert state.trump is None and state.buried == []  # type: ignore[attr-defined]
    assert sorted(state.hands[bidder]) == sorted(hand + first_bury)  # type: ignore[attr-defined]
    assert all(m is None for m in state.observation(2).melds)  # the meld is taken back
    do(state, "trump S")
    state.apply(state.legal_actions()[-1])  # another burial
    assert state.phase == Phase.DECLARE
    assert state.observation(2).melds[bidder]["total"] >= 1500  # the new meld
    do(state, "play_hand")
    play_out(state)
    assert last(state)["trump"] == "S" and last(state)["settlement"] == "made"


def test_rearranging_is_offered_even_when_the_bid_must_be_conceded() -> None:
    """Seed 004: the bidder "may change ... the trump suit" before the first lead; a
    hopeless contract (above meld + 250) may still be re-arranged before conceding."""
    state = stakes_game(WEAK)
    to_declare(state, 500, trump="C")
    assert [a.kind for a in state.legal_actions()] == ["concede", "rearrange"]


def test_the_bidder_may_claim_when_the_meld_makes_the_bid() -> None:
    """RULES.md section 11: "Before the first lead: if meld already makes the bid, the
    bidder may claim it" (seed 004: "When the bidder and his opponents have agreed on
    the value of the melds and how many more points (if any) he needs ...")."""
    state = stakes_game(STRONG)
    bidder = to_declare(state, 400)
    assert "claim" in {a.kind for a in state.legal_actions()}
    event = state.apply(Action("claim"))
    assert isinstance(event, Claimed)
    summary = last(state)
    assert summary["settlement"] == "claimed" and summary["made"] is True
    assert summary["deltas"] == [15 if s == bidder else -5 for s in range(4)]
    assert summary["tricks"] == [0, 0, 0, 0]
    weak = stakes_game(WEAK)
    to_declare(weak, 310, trump="H")
    assert "claim" not in {a.kind for a in weak.legal_actions()}


def test_the_opponents_may_concede_the_contract() -> None:
    """RULES.md section 11: "opponents may concede it" (seed 004's "When the bidder and
    his opponents have agreed ... how many more points (if any) he needs"). Every
    opponent in turn is asked; one who plays on starts the play."""
    state = stakes_game(STRONG)
    bidder = to_declare(state, 340)
    do(state, "play_hand")
    assert state.phase == Phase.DECLARE and state.current_player == 2
    assert [a.kind for a in state.legal_actions()] == ["play_hand", "concede_contract"]
    do(state, "concede_contract")
    assert state.current_player == 3
    event = state.apply(Action("concede_contract"))
    assert isinstance(event, ContractConceded)
    summary = last(state)
    assert summary["settlement"] == "conceded_to" and summary["made"] is True
    assert summary["deltas"] == [9 if s == bidder else -3 for s in range(4)]

    state = stakes_game(STRONG)
    to_declare(state, 340)
    do(state, "play_hand", "concede_contract", "play_hand")  # the second plays on
    assert state.phase == Phase.PLAY and state.current_player == bidder


# -- the scales ------------------------------------------------------------------------------


def test_the_published_scales() -> None:
    """RULES.md section 11 (the scales of seed 004's game): Scarne's plain scale
    250-290: 2, 300-340: 3, then +1 a band up to 700+: 11 (the default); Scarne's
    bonus scale 2, 3, 5, 7, 10, 13, 17, 21, 25, 30; a Hoyle-style scale 300-340: 1,
    350-390: 2, 400-440: 4, 450-490: 6, 500-540: 8, 550-590: 10. Seed 004: "He pays
    three units to the kitty" for a throw-in at 300 (Scarne's 300-340)."""
    assert STAKES.stakes_scale == "scarne" and STAKES.stakes_bands == SCARNE_BANDS
    scarne = [STAKES.stake_units(b) for b in (250, 290, 300, 340, 350, 650, 690, 700, 1200)]
    assert scarne == [2, 2, 3, 3, 4, 10, 10, 11, 11]
    bonus = apply_change(STAKES, "stakes_scale", "scarne_bonus")
    assert bonus.stakes_bands == SCARNE_BONUS_BANDS and bonus.validate() == []
    assert [bonus.stake_units(b) for b in range(250, 751, 50)] == [
        2, 3, 5, 7, 10, 13, 17, 21, 25, 30, 30]
    hoyle = apply_change(STAKES, "stakes_scale", "hoyle")
    assert hoyle.stakes_bands == HOYLE_BANDS and hoyle.validate() == []
    assert [hoyle.stake_units(b) for b in (300, 340, 350, 400, 450, 500, 550, 590, 800)] == [
        1, 1, 2, 4, 6, 8, 10, 10, 10]
    assert STAKES.stake_units(200) == 0


def test_the_band_table_is_editable() -> None:
    """RULES.md section 11: "Value of a bid in units: a table of 50-point bands (rule
    data, editable, with named scales)"."""
    mine = ((300, 1), (400, 3), (500, 7))
    custom = apply_change(STAKES, "stakes_bands", mine)
    assert custom.stakes_scale == "custom" and custom.validate() == []
    assert [custom.stake_units(b) for b in (300, 390, 400, 499, 500, 900)] == [1, 1, 3, 3, 7, 7]
    back = apply_change(custom, "stakes_bands", HOYLE_BANDS)
    assert back.stakes_scale == "hoyle"  # a published table names its scale
    state = stakes_game(WEAK, stakes_bands=mine, stakes_scale="custom")
    win_auction(state, 300)
    do(state, "concede_unseen")
    assert last(state)["stake"] == 1


def test_bad_stakes_tables_and_combinations_are_refused_naming_both_options() -> None:
    """validate() refuses what the stakes game cannot play, in a sentence naming both."""
    def problems(**changes: Any) -> str:
        return " ".join(dataclasses.replace(STAKES, **changes).validate())

    assert "does not match the stakes bands" in problems(stakes_scale="hoyle")
    assert "stakes bands must go up" in problems(
        stakes_scale="custom", stakes_bands=((300, 1), (300, 2)))
    assert "above the minimum bid" in problems(
        stakes_scale="custom", stakes_bands=((350, 1),))
    assert "at least one band" in problems(stakes_scale="custom", stakes_bands=())
    assert "stakes and the check ledger" in problems(check_ledger=True)
    assert "Shoot the moon" in problems(shoot_the_moon=True)
    assert "stakes" in problems(shoot_the_moon=True)
    assert "Pinochling" in problems(pinochling=True)
    assert "called partner" in problems(call_partner=True)
    partnership = dataclasses.replace(preset("partnership"), stakes=True)
    assert any("stakes" in p and "alone" in p for p in partnership.validate())
    assert "must be from 0 to 100,000" in problems(
        stakes_scale="custom", stakes_bands=((300, 10**7),))


# -- the kitty --------------------------------------------------------------------------------


def test_the_kitty_pays_a_made_high_bid_what_it_holds() -> None:
    """RULES.md section 11: "when the kitty pays out (e.g. to a bidder who makes a high
    bid ...) is a house rule". By default a made bid of 350 or more collects from the
    kitty like one more player, as far as the kitty holds."""
    rules = STAKES
    units, kitty, stake = stake_payments(rules, 1, 350, "H", "made", kitty=10)
    assert (stake, kitty) == (4, -4) and units == [-4, 16, -4, -4]
    units, kitty, _ = stake_payments(rules, 1, 350, "H", "made", kitty=3)
    assert kitty == -3 and units[1] == 15
    units, kitty, _ = stake_payments(rules, 1, 340, "H", "made", kitty=10)
    assert kitty == 0 and units[1] == 9  # below kitty_payout_bid
    never = dataclasses.replace(rules, kitty_payout="never")
    assert stake_payments(never, 1, 700, "H", "made", kitty=50)[1] == 0
    units, kitty, _ = stake_payments(rules, 1, 350, "H", "single_bete", kitty=10)
    assert kitty == 4 and units == [4, -16, 4, 4]


def test_the_kitty_may_be_split_when_the_game_ends() -> None:
    """RULES.md section 11: the kitty pays out "e.g. ... split when the game ends": each
    player gets an even share; what cannot be shared stays in the kitty."""
    assert kitty_shares(11, 4) == 2 and kitty_shares(0, 4) == 0
    rules = stakes_rules(kitty_payout="game_end", stakes_rounds=1)
    state = new_game(rules, seed=5)
    rng = random.Random(5)
    while not state.is_terminal:
        state.apply(sane_random_action(state, rng))
    assert 0 <= state.kitty < rules.num_players
    assert check_units(state) == []
    final = state.history[-1]
    assert final.kitty == state.kitty


# -- the game ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_stakes_game_ends_after_its_rounds_with_the_most_units(players: int) -> None:
    """RULES.md section 11: "The ledger of units per player (and the kitty) is the
    game's score; play ends when the players stop (or after N deals)". Here N is
    ``stakes_rounds`` rounds of one deal per player; a shared lead plays on."""
    rules = stakes_rules(players, stakes_rounds=2)
    for seed in range(3):
        state = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            state.apply(sane_random_action(state, rng))
        assert len(state.history) >= 2 * players
        assert state.winner is not None
        assert state.scores[state.winner] == max(state.scores)
        assert state.scores.count(max(state.scores)) == 1
        assert [h.scores for h in state.history][-1] == state.scores
        assert check_units(state) == []


def test_zero_rounds_plays_until_the_players_stop() -> None:
    """Seed 004's settlement is per hand; "play ends when the players stop": with
    ``stakes_rounds`` 0 the game never ends by itself."""
    state = new_game(stakes_rules(stakes_rounds=0), seed=2)
    rng = random.Random(2)
    while len(state.history) < 20:
        state.apply(sane_random_action(state, rng))
    assert not state.is_terminal and check_units(state) == []


def test_the_ledger_survives_saving_and_loading() -> None:
    """The units and the kitty are rebuilt from a saved game's moves."""
    state = new_game(STAKES, seed=9)
    rng = random.Random(9)
    while len(state.history) < 5:
        state.apply(sane_random_action(state, rng))
    again = BaseState.from_json(state.to_json())
    assert again.scores == state.scores and again.kitty == state.kitty
    assert [h.to_dict() for h in again.history] == [h.to_dict() for h in state.history]


def test_the_stakes_options_serialise_and_default_when_missing() -> None:
    """An imported rule set without the new options gets the defaults; the band table
    is stored as [lowest bid, units] pairs."""
    data = json.loads(STAKES.to_json())
    assert data["stakes_bands"][:2] == [[250, 2], [300, 3]]
    assert RuleSet.from_json(STAKES.to_json()) == STAKES
    old = {k: v for k, v in preset("auction_sit_out").to_dict().items()
           if not k.startswith(("stakes", "kitty_", "only_bidder"))}
    rules = RuleSet.from_dict(old)
    assert not rules.stakes and rules.stakes_bands == STAKES_SCALES["scarne"]
    assert rules.kitty_payout == "made_bid" and rules.stakes_rounds == 4
    custom = STAKES.with_option("stakes_bands", "[[300, 1], [350, 3]]")
    assert custom.stakes_bands == ((300, 1), (350, 3))
    with pytest.raises(ValueError, match="pairs"):
        RuleSet.from_dict({**data, "stakes_bands": [[300, 1, 2]]})
