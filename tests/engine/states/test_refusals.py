"""Every refused action, in every phase of every preset, gets a sentence; every legal one none."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import Action, Phase, new_game, preset
from pinochle_desktop.engine.actions import ACTION_KINDS, AMOUNT_KINDS, CARD_KINDS, SUIT_KINDS
from pinochle_desktop.engine.cards import ALL_CARDS
from pinochle_desktop.engine.rules.presets import PRESET_NAMES
from pinochle_desktop.engine.states.refusals import explain

from ..helpers import sane_random_action


def _candidates(legal: list[Action], rng: random.Random) -> list[Action]:
    """Actions to try: one of every kind, and near misses of the legal card choices."""
    out: list[Action] = []
    for kind in ACTION_KINDS:
        if kind in AMOUNT_KINDS:
            out += [Action.bid(5), Action.bid(10**6)]
        elif kind in SUIT_KINDS:
            out += [Action.trump(s) for s in "SHDC"]
        elif kind in CARD_KINDS:
            out.append(Action(kind, cards=(rng.choice(ALL_CARDS),)))
        else:
            out.append(Action(kind))
    with_cards = [a for a in legal if a.cards]
    for action in rng.sample(with_cards, min(4, len(with_cards))):
        cards = list(action.cards)
        out.append(Action(action.kind, cards=tuple(cards[:-1])))  # one too few
        out.append(Action(action.kind, cards=(*cards, cards[0])))  # one too many
        swapped = [*cards[:-1], rng.choice(ALL_CARDS)]
        out.append(Action(action.kind, cards=tuple(sorted(swapped))))
    return out


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_refusal_is_explained_and_no_legal_action_is(name: str) -> None:
    phases_seen: set[Phase] = set()
    for seed in range(3):
        state = new_game(preset(name), seed=seed)
        rng = random.Random(seed)
        hands = 0
        for _ in range(400):
            if state.is_terminal or hands > 1:
                break
            legal = state.legal_actions()
            phases_seen.add(state.phase)
            for action in rng.sample(legal, min(5, len(legal))):
                assert state.why_not(action) is None, (state.phase, action)
            for action in _candidates(legal, rng):
                said = state.why_not(action)
                if action in legal:
                    assert said is None
                else:
                    assert said and said.strip(), (state.phase, str(action))
                    assert "Traceback" not in said and len(said) < 300
            if state.phase == Phase.HAND_OVER:
                hands += 1
            state.apply(sane_random_action(state, rng))
    assert Phase.BID in phases_seen or name == "two_handed"


def test_the_sentences_name_what_is_wrong() -> None:
    legal = [Action.bury(c) for c in ([ALL_CARDS[0], ALL_CARDS[1], ALL_CARDS[2]],
                                      [ALL_CARDS[0], ALL_CARDS[1], ALL_CARDS[3]])]
    hand = list(ALL_CARDS[:6])
    assert explain(Phase.BURY, Action.bury([ALL_CARDS[0]]), legal, hand) == (
        "Choose exactly 3 cards to bury.")
    missing = explain(Phase.BURY, Action.bury(list(ALL_CARDS[20:23])), legal, hand)
    assert missing.startswith("You do not hold")
    assert "Name trump first" in explain(Phase.TRUMP, Action.bid(300), [Action.trump("H")], hand)
    assert explain(Phase.TRUMP, Action.trump("S"), [Action.trump("H")], hand) == (
        "You may name only hearts as trump now.")
    assert explain(Phase.GAME_OVER, Action.bid(300), [], None) == "The game is over."
