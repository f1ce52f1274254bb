"""Every level says why for every decision it makes, in words that name its choice.

The levels come from the registry; the tables are presets (and a partnership
that passes cards, a three-handed table with a kitty) chosen so that every kind
of decision comes up: bids and passes, trump, cards passed, buried and handed
out from the kitty, the called card, playing or conceding, two-handed melds
and the dix, and cards played.
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict

import pytest

from pinochle_desktop.ai.base import Decision
from pinochle_desktop.ai.policy.reasons import RANK_PLURALS
from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import Observation, RuleSet, new_game, preset
from pinochle_desktop.engine.actions import Action
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.text import Text

#: tables, and the decisions each must have asked in the deals played (phase, action kind)
TABLES: dict[str, tuple[RuleSet, set[tuple[str, str]]]] = {
    "partnership_with_pass": (
        dataclasses.replace(preset("partnership"), pass_count=3),
        {("bid", "bid"), ("bid", "pass"), ("trump", "trump"), ("pass", "give"),
         ("play", "play")}),
    "three_handed": (preset("three_handed"), {("bid", "pass"), ("bury", "bury"),
                                             ("play", "play")}),
    "three_handed_kitty": (
        dataclasses.replace(preset("three_handed"), widow_mode="kitty"),
        {("kitty", "kitty"), ("play", "play")}),
    "racehorse": (preset("racehorse"), {("pass", "give"), ("bury", "bury")}),
    "five_handed": (preset("five_handed"), {("call", "call")}),
    "auction_stakes": (preset("auction_stakes"), {("declare", "claim")}),
    "two_handed": (preset("two_handed"), {("classic_meld", "meld"), ("classic_trick", "play"),
                                         ("play", "play")}),
}
SEEDS = (5, 6)


def words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def names_the_choice(action: Action, obs: Observation, reason: str) -> bool:
    """Whether ``reason`` names what ``action`` chose: each card (rank, or ranks for
    copies, and suit, or "trump"), the amount bid, the suit named."""
    said = words(reason)
    if action.kind == "bid":
        return re.search(rf"\bbids {action.amount}\b", said) is not None
    if action.kind == "pass":
        return said.startswith("passes")
    if action.kind == "trump":
        return f"names {Suit(int(action.suit or 0)).word}" in said
    for card in action.cards:
        # a card held twice is named once, in the plural ("the two nines of clubs")
        if not {str(card.rank.word), str(RANK_PLURALS[card.rank])} & set(said.split()):
            return False
        if str(card.suit.word) not in said.split() and "trump" not in said.split():
            return False
    return True


def hand_decisions(rules: RuleSet, kind: str, seed: int) -> list[tuple[Observation, Decision]]:
    """The first hand of a game with ``kind`` in every seat: each question and its answer."""
    state = new_game(rules, seed=seed)
    players = [make_player(kind, seed * 10 + s) for s in range(rules.num_players)]
    out: list[tuple[Observation, Decision]] = []
    while state.current_player is not None and not state.hand_number and len(out) < 2_000:
        obs = state.observation(state.current_player)
        decision = players[state.current_player].decide(obs)
        out.append((obs, decision))
        state.apply(decision.action)
    return out


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("base", list(PLAYER_TYPES))
def test_every_decision_says_why_and_names_the_choice(base: str, table: str) -> None:
    rules, _ = TABLES[table]
    for seed in SEEDS:
        for obs, decision in hand_decisions(rules, quick_kind(base), seed):
            what = (base, table, seed, obs.phase, str(decision.action))
            reason = decision.reason
            assert isinstance(reason, Text) and reason.context == "Reasons", (*what, reason)
            assert names_the_choice(decision.action, obs, reason), (*what, reason)
            # a why after the move, not the move alone
            assert len(reason.split(". ", 1)) == 2 and len(reason.split(". ", 1)[1]) > 10, \
                (*what, reason)


@pytest.mark.parametrize("table", list(TABLES))
def test_the_tables_ask_the_decisions_they_are_here_for(table: str) -> None:
    """Every decision kind a table is listed for comes up in its deals (at Standard)."""
    rules, wanted = TABLES[table]
    seen: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for seed in SEEDS:
        for obs, decision in hand_decisions(rules, quick_kind("standard"), seed):
            seen[table].add((str(obs.phase), decision.action.kind))
    assert wanted <= seen[table], wanted - seen[table]


def test_the_expert_says_what_its_card_search_found() -> None:
    """Its card reason gives the search's own figures: cards tried, deals, the next card."""
    expert = make_player(quick_kind("expert"), 1)
    state = new_game(preset("partnership"), seed=5)
    players = [make_player("standard", s) for s in range(4)]
    while state.phase != "play":
        seat = state.current_player
        assert seat is not None
        state.apply(players[seat].choose(state.observation(seat)))
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    decision = expert.decide(obs)
    reason = decision.reason
    assert decision.rule.startswith("search_") and isinstance(reason, Text)
    legal = sum(1 for a in obs.legal_actions if a.kind == "play")
    assert f"of {legal} cards tried over 8 sampled deals" in reason.lower(), reason
    # the card it was measured against, in words
    others = [a.card for a in obs.legal_actions if a.card != decision.action.card]
    assert any(f"{c.rank.word} of {c.suit.word}" in reason for c in others), reason
