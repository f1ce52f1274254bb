"""Why a level passes, buries or hands out the kitty: in words that name each card once
and, for the levels that pass by published lists, the rule of the list that picked them.

The levels come from the registry, the tables from the presets that pass or bury
cards (and a kitty table made from the first preset with a widow, as no preset
hands its widow out as a kitty).
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from pinochle_desktop.ai.base import Decision
from pinochle_desktop.ai.levels.standard import StandardPlayer
from pinochle_desktop.ai.policy.reasons import cards_words
from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import BaseState, Phase, RuleSet, new_game, parse_cards
from pinochle_desktop.engine.cards import Suit, make_deck
from pinochle_desktop.engine.rules.presets import PRESETS
from tests.ai.test_reasons import hand_decisions

#: the decisions these tests are about
GIVING = {"pass", "bury", "kitty"}


def _giving_tables() -> dict[str, RuleSet]:
    tables = {name: rules for name, rules in PRESETS.items()
              if rules.pass_count or (rules.widow_size and rules.widow_mode in ("shown", "blind"))}
    widow = next(name for name, rules in PRESETS.items() if rules.widow_size
                 and rules.style == "auction" and not rules.pass_count)
    tables[f"{widow}_kitty"] = dataclasses.replace(PRESETS[widow], widow_mode="kitty")
    return tables


TABLES = _giving_tables()
SEEDS = (5, 6)

#: a word said twice in a row in a list: "the ace and ace", "ten, ten"
REPEATED = re.compile(r"\b(\w+)(?:,| and) \1\b")
#: the figure of a limit where there is none
NO_DEALS = re.compile(r"(?<![\d.])0 simulated deals")


def why(decision: Decision) -> str:
    """The reason after the move in words."""
    return str(decision.reason).split(". ", 1)[1]


#: what the reason of a level that passes by lists says, by phase
LIST_RULE = {"pass": "its list for passing", "bury": "its rule for burying",
             "kitty": "its rule for the kitty"}


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("base", list(PLAYER_TYPES))
def test_giving_reasons_name_each_card_once_and_the_rule(base: str, table: str) -> None:
    rules = TABLES[table]
    by_lists = isinstance(PLAYER_TYPES[base](0), StandardPlayer)
    giving = 0
    for seed in SEEDS:
        for obs, decision in hand_decisions(rules, quick_kind(base), seed):
            reason = str(decision.reason or "")
            what = (base, table, seed, str(obs.phase), str(decision.action), reason)
            assert not NO_DEALS.search(reason), what
            if obs.phase not in GIVING or len(obs.legal_actions) == 1:
                continue
            giving += 1
            assert len(reason.split(". ", 1)) == 2 and len(why(decision)) > 10, what
            assert not REPEATED.search(reason), what
            if by_lists:
                assert why(decision).lower().startswith(LIST_RULE[obs.phase]), what
    assert giving, (base, table, "no card was passed, buried or handed out")


def test_a_card_held_twice_is_named_once_with_its_number() -> None:
    assert cards_words(parse_cards("AD AD")) == "the two aces of diamonds"
    assert cards_words(parse_cards("JC 9C 9C")) == "the jack and two nines of clubs"
    assert cards_words(parse_cards("AH TH TH KS"), Suit.H) == \
        "the ace and two tens of trump and the king of spades"


@pytest.mark.parametrize("base", [b for b in PLAYER_TYPES
                                  if isinstance(PLAYER_TYPES[b](0), StandardPlayer)])
def test_a_stakes_pass_says_how_often_the_next_bid_is_made(base: str) -> None:
    """Playing for stakes, a level that bids by simulated deals says how often they make
    the next bid, against the chance a contract needs; never a limit of 0."""
    passes = [(obs, d) for seed in SEEDS
              for obs, d in hand_decisions(PRESETS["auction_stakes"], quick_kind(base), seed)
              if obs.phase == Phase.BID and d.action.kind == "pass"]
    assert passes
    for _, decision in passes:
        reason = str(decision.reason)
        assert re.search(r"\bin only \d+% of them\b", reason), reason
        assert re.search(r"\bneeds more than \d+% to win stakes\b", reason), reason


# --- built positions -------------------------------------------------------------------------

PASSING = dataclasses.replace(PRESETS["partnership"], pass_count=3)


def at_partner_pass(partner: str, trump: str, bidder: str = "") -> BaseState:
    """Seat 0 (holding ``bidder``, or cards at random) takes the contract at 250 and
    names ``trump``; seat 2, its partner, holding ``partner``, is to pass."""
    hands = {2: parse_cards(partner), 0: parse_cards(bidder)}
    rest = make_deck("single")
    for c in hands[2] + hands[0]:
        rest.remove(c)
    random.Random(3).shuffle(rest)
    if not hands[0]:
        hands[0], rest = rest[:12], rest[12:]
    deal = [hands[0], rest[:12], hands[2], rest[12:24]]
    state = new_game(PASSING, seed=0, deal=deal, dealer=3)
    for text in ("bid 250", "pass", "pass", "pass", f"trump {trump}"):
        state.apply(text)
    assert state.phase == Phase.PASS and state.current_player == 2
    return state


def test_standard_partner_says_it_passes_its_highest_trumps() -> None:
    state = at_partner_pass("AH TH 9H AS KD 9C JC QC TS JS 9D KC", "H")
    decision = make_player("standard", 7).decide(state.observation(2))
    assert sorted(c.code for c in decision.action.cards) == ["AH", "AS", "TH"]
    said = why(decision)
    assert "to the bidder" in said and "the highest trumps" in said, said
    # the ace of spades went by the next step of the list
    assert "then the highest cards of the side suits" in said, said


def test_pro_partner_says_it_passes_aces_after_high_trumps() -> None:
    state = at_partner_pass("AH 9H AS AD KD 9C JC QC TS JS 9D KC", "C")
    decision = make_player(quick_kind("pro"), 7).decide(state.observation(2))
    said = why(decision)
    assert "aces" in said and "to the bidder" in said, said
    assert "9C" not in [c.code for c in decision.action.cards]


def test_standard_bidder_says_it_passes_back_a_short_suit_for_a_void() -> None:
    # trump spades; the bidder's clubs, king and nine, hold no ace and no meld; the
    # partner holds no club to pass
    state = at_partner_pass("9S JD JD QD 9D 9H QH JH TD TH KH QS", "S",
                            bidder="AS TS KS QS JS AH AH TH KD AD KC 9C")
    state.apply(make_player("standard", 7).decide(state.observation(2)).action)
    assert state.phase == Phase.PASS and state.current_player == 0
    decision = make_player("standard", 8).decide(state.observation(0))
    assert {"KC", "9C"} <= {c.code for c in decision.action.cards}
    said = why(decision)
    assert said.startswith("Its list for passing back to the partner"), said
    assert "a whole short side suit without an ace, for a void" in said, said
