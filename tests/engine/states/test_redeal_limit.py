"""``max_redeals`` counts the redeals of one deal, not of the game."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import Phase, make_deck, new_game, preset
from pinochle_desktop.engine.cards import Rank
from pinochle_desktop.engine.states.auction import AuctionState

RULES = dataclasses.replace(preset("partnership"), misdeal_nines=True, max_redeals=3)


def _nines_deal() -> list[list]:  # type: ignore[type-arg]
    deck = make_deck("single")
    nines = [c for c in deck if c.rank == Rank.NINE]
    rest = [c for c in deck if c.rank != Rank.NINE]
    return [nines + rest[:4], rest[4:16], rest[16:28], rest[28:40]]


def _state(scope: str) -> AuctionState:
    state = new_game(dataclasses.replace(RULES, redeal_limit_scope=scope), seed=3, dealer=3)
    assert isinstance(state, AuctionState)
    return state


def test_the_redeal_limit_starts_again_with_each_deal() -> None:
    """Seed 000: "the cards are then re-dealt by the same dealer. An accompanying rule
    sometimes limit the number of re-deals to three." The limit is on one dealer's
    re-deals, so the next deal may be thrown in again."""
    state = _state("deal")
    state.redeals = 3  # this deal has been thrown in three times
    state._start_hand(_nines_deal())
    assert state.phase is not Phase.MISDEAL  # the fourth deal must be played
    state.hand_number += 1  # the next deal
    state.dealer = 0
    assert state.redeals == 0
    state._start_hand(_nines_deal())
    assert state.phase is Phase.MISDEAL


def test_per_game_is_an_option() -> None:
    state = _state("game")
    state.redeals = 3
    state.hand_number += 1
    state.dealer = 0
    assert state.redeals == 3
    state._start_hand(_nines_deal())
    assert state.phase is not Phase.MISDEAL
