"""Claiming the rest in the classic two-handed game: once the stock is gone the
12 tricks of the second half (must follow, head the trick) are claimed like the
auction variants' play: the claim's result is the result of playing it out, the
person is offered it, and the computer claims too."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, Phase, State, new_game, parse_card, preset
from pinochle_desktop.engine.states.classic import ClassicState
from pinochle_desktop.ui.play.claim import ClaimLine, claim_line
from pinochle_desktop.ui.play.config import GameConfig, SeatConfig

from ..conftest import WindowFactory, sensible
from .test_claim import _drive_until


def second_half(seed: int, cards_left: int) -> ClassicState:
    """A classic two-handed hand played at random until each hand holds at most
    ``cards_left`` cards after the stock is gone."""
    rng = random.Random(seed)
    state = new_game(preset("two_handed"), seed=seed)
    assert isinstance(state, ClassicState)
    while True:
        if state.phase == Phase.PLAY and max(len(h) for h in state.hands) <= cards_left:
            return state
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            state.apply("continue")
            continue
        legal = list(state.legal_actions())
        tricks = state.phase in (Phase.PLAY, Phase.CLASSIC_TRICK)
        state.apply(rng.choice(legal) if tricks else sensible(legal))


def play_line(state: State, line: ClaimLine) -> None:
    for seat, code in line.plays:
        assert state.current_player == seat
        state.apply(Action.play(parse_card(code)))


@pytest.mark.parametrize("cards_left", [10, 6, 4])
def test_a_classic_claim_scores_what_playing_it_out_scores(cards_left: int) -> None:
    found = 0
    for seed in range(60):
        state = second_half(seed, cards_left)
        line = claim_line(state)
        if line is None:
            continue
        found += 1
        assert line.tricks == max(len(h) for h in state.hands)
        before = len(state.tricks)
        claimed = state.clone()
        play_line(claimed, line)
        assert claimed.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        assert all(w == line.side for _, _, w in claimed.tricks[before:])
        # played out otherwise: the other player's highest legal cards, the claimer
        # keeping the sweep: the same score
        other = state.clone()
        while other.phase == Phase.PLAY:
            seat = other.current_player
            if seat == line.side:
                again = claim_line(other)
                assert again is not None and again.side == line.side
                other.apply(Action.play(parse_card(again.plays[0][1])))
            else:
                other.apply(list(other.legal_actions())[-1])
        assert other.history[-1].scores == claimed.history[-1].scores
    assert found >= (1 if cards_left > 6 else 3), "claims are found in the second half"


def test_the_first_half_is_never_claimed() -> None:
    state = new_game(preset("two_handed"), seed=3)
    assert state.phase == Phase.CLASSIC_TRICK and claim_line(state) is None


def test_you_are_offered_the_claim_in_the_classic_game(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("two_handed", seed=SEED_OFFERED)
    c = window.controller
    _drive_until(window, qtbot, lambda: c.claim is not None)
    line = c.claim
    state = c.state
    assert line is not None and state is not None and state.phase == Phase.PLAY
    assert state.rules.style == "classic" and line.side == c.human_seat
    expected = state.clone()
    play_line(expected, line)
    assert window.table.claim_button.isVisible() and window.menus.claim_action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.table.view.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_C)
    state = c.state
    assert state is not None and state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert state.history[-1].scores == expected.history[-1].scores
    assert not window.table.claim_button.isVisible()


def test_the_computer_claims_in_the_classic_game(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("two_handed", seed=SEED_CLAIMED)
    c = window.controller
    claims: list[str] = []
    c.message.connect(lambda text: claims.append(text) if "claims the rest" in text else None)
    _drive_until(window, qtbot, lambda: bool(claims))
    assert claims[0].startswith("North claims the rest")
    state = c.state
    assert state is not None
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER), "the rest was played at once"


SEED_OFFERED = 3
SEED_CLAIMED = 3


@pytest.mark.parametrize("person", [0, 1])
def test_a_sure_second_half_is_claimed_ten_tricks_out(
        qtbot: QtBot, make_window: WindowFactory, person: int) -> None:
    """Seed 14: the stock gone and ten tricks to play, seat 0 takes them all whatever
    seat 1 plays. Offered to the person in seat 0; claimed by the computer there."""
    state = second_half(14, 10)
    line = claim_line(state)
    assert line is not None and line.side == 0 and line.tricks == 10
    expected = state.clone()
    play_line(expected, line)
    window = make_window("two_handed", seed=3)
    c = window.controller
    c.set_paused(True)  # nobody moves but by a claim
    claims: list[str] = []
    c.message.connect(lambda text: claims.append(text) if "claim" in text else None)
    you, computer = SeatConfig("You", None), SeatConfig("North", "random")
    seats = [you, computer] if person == 0 else [computer, you]
    c.load(state.clone(), GameConfig(variant="two_handed", seats=seats))
    if person == 0:
        qtbot.waitUntil(lambda: c.claim is not None, timeout=5000)
        assert c.claim is not None and c.claim.tricks == 10
        assert window.table.claim_button.isVisible()
        assert c.claim_rest()
        assert claims and claims[-1].startswith("You claim the rest")
    else:
        qtbot.waitUntil(lambda: bool(claims), timeout=5000)
        assert claims[0].startswith("North claims the rest: every remaining trick (10)")
    now = c.state
    assert now is not None and now.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert now.history[-1].scores == expected.history[-1].scores
