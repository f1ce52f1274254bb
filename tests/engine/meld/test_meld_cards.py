"""The cards a meld uses: a run and a second royal marriage in trump use two kings
and two queens of trump, so neither may be thrown away as a "free" card.

A hand holding A♠ 10♠ K♠ Q♠ J♠ K♠ Q♠ with spades trump melds a run and a royal
marriage (190). The rules that lean on the meld cards:

* three-handed bury (seeds 000/002): "the bid winner must set aside any three
  cards that have not been melded, though if not enough cards remain in the
  hand they may be taken from melded cards";
* the stakes game (seed 004): "The discards must be made from the cards in his
  hand, No-Trumps from those in his melds";
* passing to the declarer (seed 003): "First prefer not to pass any cards that
  result in a meld score for your hand."
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from pinochle_desktop.ai.policy.passing import choose_pass
from pinochle_desktop.engine import Action, BaseState, Phase, new_game, preset
from pinochle_desktop.engine.cards import Card, Suit, make_deck, parse_cards, remove_cards
from pinochle_desktop.engine.meld.auction import score_meld
from pinochle_desktop.engine.rules.ruleset import RuleSet
from tests.engine.helpers import game_with

RUN_AND_ROYAL = "AS TS KS QS JS KS QS"


def _meld(cards: list[Card], trump: Suit, rules: RuleSet) -> int:
    return score_meld(cards, trump, rules).total


@pytest.mark.parametrize("run_counts_marriage", [False, True])
def test_a_run_and_a_second_royal_marriage_use_both_kings_and_queens(
    run_counts_marriage: bool,
) -> None:
    rules = dataclasses.replace(preset("three_handed"), run_counts_marriage=run_counts_marriage)
    hand = parse_cards(RUN_AND_ROYAL + " 9H JH 9C")
    meld = score_meld(hand, Suit.S, rules)
    assert Counter(meld.cards) == Counter(parse_cards(RUN_AND_ROYAL))
    # every card the meld names is needed: without any one of them it scores less
    for card in set(meld.cards):
        assert _meld(remove_cards(hand, [card]), Suit.S, rules) < meld.total


def test_cards_shared_across_classes_are_counted_once() -> None:
    """A king and queen of spades serve the run, the kings and queens around
    and the pinochle at once; the royal marriage beside the run needs its own."""
    rules = preset("three_handed")
    hand = parse_cards(RUN_AND_ROYAL + " KH QH KD QD KC QC JD")
    meld = score_meld(hand, Suit.S, rules)
    assert Counter(meld.cards) == Counter(hand)


def _to_bury(rules: RuleSet, hand: str, widow: str) -> BaseState:
    """Seat 1 holds ``hand``, wins the auction at the minimum, takes ``widow``
    and names spades: the state at the bury."""
    mine, rest = parse_cards(hand), make_deck(rules.deck)
    widow_cards = parse_cards(widow)
    rest = remove_cards(remove_cards(rest, mine), widow_cards)
    random.Random(0).shuffle(rest)
    deal: list[list[Card]] = []
    for seat in range(rules.num_players):
        if seat == 1:
            deal.append(mine)
        elif seat == 0 and rules.sit_out:  # the dealer sits out
            deal.append([])
        else:
            deal.append([rest.pop() for _ in range(rules.hand_size)])
    state = new_game(rules, seed=0, deal=deal, dealer=0, widow=widow_cards)
    for _ in range(50):
        if state.phase == Phase.BURY:
            return state
        legal = state.legal_actions()
        if state.phase == Phase.BID:
            kinds = {a.kind: a for a in legal}
            action = (next(a for a in legal if a.kind == "bid")
                      if state.current_player == 1 else kinds.get("pass", legal[0]))
        elif state.phase == Phase.TRUMP:
            action = Action.parse("trump S")
        else:
            action = next(a for a in legal if not a.kind.startswith("concede"))
        state.apply(action)
    raise AssertionError(f"no bury reached: {state.phase}")


@pytest.mark.parametrize("name", ["three_handed", "auction_stakes"])
def test_the_bury_keeps_every_melded_card_while_free_cards_remain(name: str) -> None:
    rules = preset(name)
    state = _to_bury(rules, RUN_AND_ROYAL + " JD KH QH 9H JH 9D JC 9C", widow="TD TH 9D")
    assert state.current_player == 1
    hand = list(state.hands[1])
    full = _meld(hand, Suit.S, rules)
    buries = [a for a in state.legal_actions() if a.kind == "bury"]
    assert buries
    thrown = [a for a in buries if _meld(remove_cards(hand, a.cards), Suit.S, rules) < full]
    assert not thrown, f"{len(thrown)} of {len(buries)} buries cut the meld, e.g. {thrown[0]}"


@pytest.mark.parametrize("level", ["standard", "pro"])
def test_passing_to_the_declarer_keeps_a_second_royal_marriage(level: str) -> None:
    """Racehorse: the bidder's partner passes four cards; its run and second
    royal marriage in trump stay in its hand while it holds free cards."""
    rules = preset("racehorse")
    hand = "AH TH KH QH JH KH QH 9S" if rules.deck != "double" else "AH TH KH QH JH KH QH"
    state = game_with(rules, {2: hand}, dealer=3)
    for _ in range(200):
        if state.phase == Phase.PASS and state.current_player == 2:
            break
        legal = state.legal_actions()
        if state.phase == Phase.BID:
            action = (next(a for a in legal if a.kind == "bid")
                      if state.current_player == 0 else
                      next((a for a in legal if a.kind == "pass"), legal[0]))
        elif state.phase == Phase.TRUMP:
            action = Action.parse("trump H")
        else:
            action = next(a for a in legal if not a.kind.startswith("concede"))
        state.apply(action)
    else:
        raise AssertionError("the partner never passed")
    obs = state.observation(2)
    mine = list(obs.hand)
    full = _meld(mine, Suit.H, rules)
    given = choose_pass(obs, level).cards
    assert _meld(remove_cards(mine, given), Suit.H, rules) == full, given
