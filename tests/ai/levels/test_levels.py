"""Easy, Standard and Pro: legal play in every preset, and sensible choices on built positions.

The positions are the complaints players make about computer partners: not
feeding a winning partner, wasting a high card when last, leading trump
needlessly, breaking a pinochle when passing, naming a suit they barely hold.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from pinochle_desktop import sim
from pinochle_desktop.ai.levels.easy import EasyPlayer
from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import Action, BaseState, Phase, RuleSet, new_game, parse_cards, preset
from pinochle_desktop.engine.cards import Card, make_deck
from pinochle_desktop.engine.meld.auction import score_meld
from pinochle_desktop.engine.rules.choices import COUNT_VALUES
from pinochle_desktop.engine.rules.presets import PRESET_NAMES

LEVELS = ("easy", "standard", "pro")
#: the Expert in this process, as the simulator runs it
EXPERT = "expert/workers=0"


def seats_for(rules: RuleSet, offset: int = 0) -> str:
    """Every level at the table, cycling through the seats."""
    return ",".join(LEVELS[(s + offset) % len(LEVELS)] for s in range(rules.num_players))


# --- every level, every preset, only legal moves -------------------------------------------


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_every_level_plays_every_preset(variant: str) -> None:
    rules = preset(variant)
    offsets = (0, 1, 2) if rules.num_players < 3 else (0,)
    for offset in offsets:
        players = seats_for(rules, offset)
        argv = ["--variant", variant, "--players", players, "--deals", "2", "--check",
                "--seed", str(3 + offset), "--json"]
        assert sim.main(argv) == 0, f"{variant} {players}"


def test_whole_game_standard_against_easy() -> None:
    argv = ["--variant", "partnership", "--players", "standard,easy,standard,easy",
            "--games", "1", "--check", "--seed", "5", "--json"]
    assert sim.main(argv) == 0


def test_per_deal_points_add_up_to_the_mean(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--variant", "partnership", "--players", "standard,easy,standard,easy",
            "--deals", "3", "--duplicate", "--seed", "5", "--json", "--per-deal"]
    assert sim.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    for side in data["sides"]:
        points = side["deal_points"]
        assert len(points) == 3
        assert sum(points) / 3 == pytest.approx(side["points_per_deal"], abs=0.01)


def test_hand_records_account_for_every_deal(capsys: pytest.CaptureFixture[str]) -> None:
    """Each deal has one record per table; the records' points give the deal points.

    Pro sits everywhere, and a seat's player seed does not depend on the table,
    so the second table replays the first with the groups swapped."""
    pro = quick_kind("pro")
    argv = ["--variant", "partnership", "--players", ",".join([pro] * 4),
            "--deals", "3", "--duplicate", "--seed", "3", "--json", "--per-deal"]
    assert sim.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    hands = data["hands"]
    assert [(h["deal"], h["table"]) for h in hands] == [(d, t) for d in range(3) for t in (0, 1)]
    for d in range(3):
        first, second = [h for h in hands if h["deal"] == d]
        ours = sum(h["points"][0] - h["points"][1] for h in (first, second)) / 2
        assert ours == pytest.approx(data["sides"][0]["deal_points"][d], abs=0.01)
        assert second["points"] == first["points"][::-1]
        assert {first["bidder_group"], second["bidder_group"]} == {0, 1}
        assert first["bidder"] == second["bidder"]
        for h in (first, second):
            assert h["trump"] in ("S", "H", "D", "C")
            assert h["contract"] >= 250
        assert first["thrown_in"] == second["thrown_in"]
    made = sum(1 for h in hands if h["made"] and h["bidder_group"] == 0)
    assert made == data["sides"][0]["contracts_made"]
    # a first player holding meld must open (seeds 000/002), so no deal is thrown in
    assert [h["thrown_in"] for h in hands[::2]] == [0, 0, 0]


def test_registry_has_the_levels() -> None:
    for kind in ("random", *LEVELS):
        assert kind in PLAYER_TYPES
        assert make_player(kind, seed=1).name == kind
    with pytest.raises(ValueError, match="Unknown player type"):
        make_player("grandmaster")


# --- building positions --------------------------------------------------------------------

#: a partnership deal with clean voids: seat 0 spades + hearts, seat 1 hearts +
#: diamonds, seat 2 diamonds + clubs, seat 3 spades + clubs (one copy each)
SUITS_DEAL = {
    0: "AS TS KS QS JS 9S AH TH KH QH JH 9H",
    1: "AH TH KH QH JH 9H AD TD KD QD JD 9D",
    2: "AD TD KD QD JD 9D AC TC KC QC JC 9C",
    3: "AS TS KS QS JS 9S AC TC KC QC JC 9C",
}


def partnership_at_play(
    deal: dict[int, str], plays: list[str], trump: str = "S", rules: RuleSet | None = None
) -> BaseState:
    """Seat 0 wins the auction at 250, names ``trump``, plays; then ``plays`` are made."""
    rules = rules or preset("partnership")
    hands = [parse_cards(deal[s]) for s in range(4)]
    state = new_game(rules, seed=0, deal=hands, dealer=3)
    for text in ("bid 250", "pass", "pass", "pass", f"trump {trump}"):
        state.apply(text)
    if state.phase == Phase.DECLARE:
        state.apply("play_hand")
    for text in plays:
        state.apply(f"play {text}")
    return state


def decide(kind: str, state: BaseState, seed: int = 7) -> Action:
    seat = state.current_player
    assert seat is not None
    return make_player(kind, seed).choose(state.observation(seat))


def counter_value(card: Card, rules: RuleSet) -> int:
    return COUNT_VALUES[rules.count_method][card % 6]


# --- following ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["standard"])
def test_partner_winning_gets_a_counter(kind: str) -> None:
    # seat 0 leads AH, seat 1 follows low; seat 2 (partner, no hearts, no trump) feeds
    state = partnership_at_play(SUITS_DEAL, ["AH", "9H"])
    assert state.current_player == 2
    action = decide(kind, state)
    assert counter_value(action.card, state.rules) > 0, action
    # the lowest counter, as published (a queen: 5 points)
    assert action.card.rank.name == "QUEEN"


def test_pro_rules_after_pruning_feed_the_partner() -> None:
    from pinochle_desktop.ai.levels.standard import standard_card

    state = partnership_at_play(SUITS_DEAL, ["AH", "9H"])
    action = standard_card(state.observation(2), pro=True)
    assert counter_value(action.card, state.rules) > 0


def test_opponent_winning_gets_the_lowest_card() -> None:
    # seat 0 leads 9H, seat 1 (opponent) heads it with AH: seat 2 cannot beat it
    state = partnership_at_play(SUITS_DEAL, ["9H", "AH"])
    action = decide("standard", state)
    assert counter_value(action.card, state.rules) == 0
    assert action.card.rank.name == "NINE"


def test_last_to_play_takes_with_the_lowest_winner() -> None:
    from pinochle_desktop.ai.levels.standard import standard_card

    # 9S led; seats 1 and 2 have no spades; seat 3 must head it and plays last
    state = partnership_at_play(SUITS_DEAL, ["9S", "9D", "9C"])
    assert state.current_player == 3
    assert str(decide("standard", state)) == "play JS"
    # Pro's rules after pruning agree; its playouts may first drop the JS
    # (cashing the KS in a trick already won is worth 5 points)
    assert str(standard_card(state.observation(3), pro=True)) == "play JS"
    assert decide("pro", state).card.code in ("JS", "KS")


def test_second_hand_beats_with_the_highest_winner() -> None:
    # seat 0 leads JH; seat 1 must head it and has every higher heart: highest winner
    state = partnership_at_play(SUITS_DEAL, ["JH"])
    assert str(decide("standard", state)) == "play AH"


# --- leading --------------------------------------------------------------------------------


def test_lead_highest_sure_trump() -> None:
    state = partnership_at_play(SUITS_DEAL, [])
    assert str(decide("standard", state)) == "play AS"


def test_no_needless_trump_lead_while_an_ace_of_trump_is_out() -> None:
    # trick 1: AS wins; the other AS is still out, so the TS is not sure: lead a plain ace
    state = partnership_at_play(SUITS_DEAL, ["AS", "9D", "9C", "9S"])
    assert state.current_player == 0
    action = decide("standard", state)
    assert action.card.suit != state.trump
    assert action.card.rank.name == "ACE"


def test_lead_the_ten_once_both_aces_of_trump_are_gone() -> None:
    state = partnership_at_play(SUITS_DEAL, ["AS", "9D", "9C", "AS"])
    assert state.current_player == 0
    assert str(decide("standard", state)) == "play TS"


def test_defender_does_not_lead_into_the_declarers_trump() -> None:
    # seat 1 wins trick 1 and leads; it holds no trump, but it must not lead a
    # suit in which the declarer's side is known to be void while holding trump
    from pinochle_desktop.ai.policy.heuristics import standard_lead, to_mask

    hand = parse_cards("AH KH AD 9D")
    threat = to_mask(parse_cards("AS TS 9S QH JH"))
    unsafe = 63 << 6  # an opponent is out of hearts and may trump
    card = standard_lead(to_mask(hand), 0, threat, unsafe)
    assert Card(card).code == "AD"


def test_pro_leads_a_sure_plain_winner_else_low() -> None:
    from pinochle_desktop.ai.policy.heuristics import pro_lead, to_mask

    hand = to_mask(parse_cards("KS AH 9H JD"))
    threat = to_mask(parse_cards("AS TS QH TH KD"))
    # nobody can trump hearts (plain_sure given): the AH is a sure winner
    assert Card(pro_lead(hand, 0, threat, to_mask(parse_cards("AH")))).code == "AH"
    # nothing sure: the lowest card
    assert Card(pro_lead(hand, 0, threat, 0)).code == "9H"


# --- passing ---------------------------------------------------------------------------------

PASSING = dataclasses.replace(preset("partnership"), pass_count=3)


def after_auction(rules: RuleSet, seed: int, kind: str) -> tuple[BaseState, dict[int, object]]:
    """A random deal where the first bidder takes the contract at the minimum; then the
    ``kind`` players decide from the trump choice on."""
    state = new_game(rules, seed=seed)
    players = {s: make_player(kind, seed * 10 + s) for s in range(rules.num_players)}
    state.apply(f"bid {rules.min_bid}")
    while state.phase == Phase.BID:
        state.apply("pass")
    return state, players  # type: ignore[return-value]


def at_pass(rules: RuleSet, seed: int, kind: str) -> tuple[BaseState, dict[int, object]]:
    """Play until someone must pass cards."""
    state, players = after_auction(rules, seed, kind)
    while state.phase not in (Phase.PASS, Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.current_player
        assert seat is not None
        state.apply(players[seat].choose(state.observation(seat)))  # type: ignore[attr-defined]
    return state, players


def free_count(hand: list[Card], trump: int, rules: RuleSet) -> int:
    return len(hand) - len(score_meld(hand, trump, rules).cards)


@pytest.mark.parametrize("kind", ["standard", quick_kind("pro"), EXPERT])
def test_passing_never_breaks_meld_when_avoidable(kind: str) -> None:
    """Standard and Pro pass no meld card when they can avoid it, as published.
    The Expert may pass a nine of trump to its partner: the dix scores in
    either hand, so the side's meld is the same, and the partner gains a trump."""
    checked = 0
    for seed in range(24):
        state, players = at_pass(PASSING, seed, kind)
        while state.phase == Phase.PASS:
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            assert obs.trump is not None
            action = players[seat].choose(obs)  # type: ignore[attr-defined]
            meld = score_meld(obs.hand, obs.trump, PASSING)
            if free_count(obs.hand, int(obs.trump), PASSING) >= 3:
                left = list(obs.hand)
                for c in action.cards:
                    left.remove(c)
                kept = score_meld(left, obs.trump, PASSING).total
                dix = Card.of(0, obs.trump)
                moved = action.cards.count(dix) if kind == EXPERT else 0
                assert kept + moved * score_meld([dix], obs.trump, PASSING).total == meld.total, (
                    obs.hand, action)
                checked += 1
            state.apply(action)
    assert checked >= 24


@pytest.mark.parametrize("kind", ["standard", "pro", EXPERT])
@pytest.mark.parametrize(
    "partner", ["QS JD AH TC KD 9C 9H TD JC AS TS 9S", "QS QS JD JD AH TC KD 9C 9H TD JC AS"]
)
def test_partner_keeps_a_pinochle_when_passing(kind: str, partner: str) -> None:
    rules = PASSING
    # seat 2 (the bidder's partner) holds a (double) pinochle and the dix of hearts
    cards = parse_cards(partner)
    rest = make_deck("single")
    for c in cards:
        rest.remove(c)
    random.Random(3).shuffle(rest)
    hands = [rest[:12], rest[12:24], cards, rest[24:36]]
    state = new_game(rules, seed=0, deal=hands, dealer=3)
    for text in ("bid 250", "pass", "pass", "pass", "trump H"):
        state.apply(text)
    assert state.phase == Phase.PASS and state.current_player == 2
    action = decide(kind, state)
    assert Card.of(2, "S") not in action.cards and Card.of(1, "D") not in action.cards


def test_standard_partner_passes_high_trump_first() -> None:
    from pinochle_desktop.ai.policy.passing import pick_cards, standard_to_declarer

    hand = parse_cards("AH TH 9H AS KD 9C JC QC TS JS 9D KC")
    rules = PASSING
    picked = pick_cards(hand, 1, rules, 3, [], standard_to_declarer(1))
    # 9H is the dix (meld): kept; AH, TH are the highest trumps, then an ace
    assert sorted(c.code for c in picked) == sorted(["AH", "TH", "AS"])


def test_pro_partner_passes_aces_before_the_nine_of_trump() -> None:
    from pinochle_desktop.ai.policy.passing import pick_cards, pro_to_declarer

    hand = parse_cards("AH 9H AS AD KD 9C JC QC TS JS 9D KC")
    # trump clubs: 9C is the dix (meld) and stays; AH? plain ace; high trump: KC QC? (marriage)
    picked = pick_cards(hand, 3, PASSING, 3, [], pro_to_declarer(3))
    assert "9C" not in [c.code for c in picked]
    assert sum(1 for c in picked if c.rank.name == "ACE") >= 2


def test_standard_declarer_passes_back_a_short_suit_for_a_void() -> None:
    from pinochle_desktop.ai.policy.passing import declarer_back, pick_cards, void_first

    # trump spades; clubs K-9 (no ace, no meld) can go entirely
    hand = parse_cards("AS TS KS QS JS AH AH TH KD AD KC 9C 9D TD JH")
    first = void_first(hand, 0, PASSING, 3)
    assert sorted(c.code for c in first) == ["9C", "KC"]
    picked = pick_cards(hand, 0, PASSING, 3, first, declarer_back(0, []))
    assert {"KC", "9C"} <= {c.code for c in picked}


# --- trump and bidding ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["standard", "pro"])
def test_trump_is_a_suit_actually_held(kind: str) -> None:
    rules = preset("partnership")
    for seed in range(16):
        state, players = after_auction(rules, seed, kind)
        assert state.phase == Phase.TRUMP
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        action = players[seat].choose(obs)  # type: ignore[attr-defined]
        held = [c for c in obs.hand if c.suit == action.suit]
        assert len(held) >= 3, (obs.hand, action)


def test_standard_passes_a_weak_hand_and_bids_a_strong_one() -> None:
    # the weak hand holds jacks around: without the forced opening it may pass
    rules = dataclasses.replace(preset("partnership"), must_open_with_meld=False)
    weak = parse_cards("9S JS 9H JH QH 9D JD KD 9C JC QC TC")
    strong = parse_cards("AS AS TS KS QS JS 9S AH AD AC KH QH")
    for hand, want in ((weak, "pass"), (strong, "bid")):
        rest = make_deck("single")
        for c in hand:
            rest.remove(c)
        random.Random(1).shuffle(rest)
        state = new_game(rules, seed=0, deal=[hand, rest[:12], rest[12:24], rest[24:]], dealer=3)
        assert decide("standard", state).kind == want


def test_bid_estimate_is_reused_within_a_hand() -> None:
    from pinochle_desktop.ai.levels.standard import StandardPlayer

    rules = preset("partnership")
    state = new_game(rules, seed=11)
    player = StandardPlayer(seed=1)
    seat = state.current_player
    assert seat is not None
    first = player.estimate(state.observation(seat))
    state.apply(Action.parse("pass") if Action.parse("pass") in state.legal_actions()
                else state.legal_actions()[0])
    # a later observation of the same seat and cards gives the cached estimate
    again = player.estimate(state.observation(seat))
    assert again is first


def test_easy_names_the_suit_with_most_counter_points() -> None:
    rules = preset("partnership")
    hand = parse_cards("AH TH KH 9S JS QS 9D JD 9C JC QC KC")
    rest = make_deck("single")
    for c in hand:
        rest.remove(c)
    state = new_game(rules, seed=0, deal=[hand, rest[:12], rest[12:24], rest[24:]], dealer=3)
    for text in ("bid 250", "pass", "pass", "pass"):
        state.apply(text)
    assert str(EasyPlayer(1).choose(state.observation(0))) == "trump H"


def test_easy_bid_limit_is_random_but_fixed_for_the_hand() -> None:
    rules = preset("partnership")
    state = new_game(rules, seed=2)
    obs = state.observation(state.current_player or 0)
    limits = {EasyPlayer(seed).limit(obs) for seed in range(30)}
    assert len(limits) > 10
    player = EasyPlayer(4)
    assert player.limit(obs) == player.limit(obs)


# --- determinism ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", LEVELS)
def test_same_seed_same_decisions(kind: str) -> None:
    rules = preset("partnership")
    for seed in range(2):
        state = new_game(rules, seed=seed)
        steps = 0
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and steps < 24:
            seat = state.current_player
            assert seat is not None
            obs = state.observation(seat)
            a = make_player(kind, 99).choose(obs)
            b = make_player(kind, 99).choose(obs)
            assert a == b
            state.apply(a)
            steps += 1
