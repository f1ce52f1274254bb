"""Claiming the rest: when a seat is sure from what it knows that its side takes every
remaining trick, the person is offered "Claim the rest" (a button over the table,
Game > Claim the Rest, C), computer players claim by themselves, and claiming plays the
tricks out at once with the result of playing them."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, Phase, State, new_game, parse_card, preset
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.summary import SummaryPanel
from pinochle_desktop.ui.play.claim import ClaimLine, claim_line

from ..conftest import WindowFactory, sensible


def _to_play_end(seed: int, cards_left: int) -> State:
    """A partnership hand played at random until each hand holds ``cards_left`` cards."""
    rng = random.Random(seed)
    state = new_game(preset("partnership"), seed=seed)
    while True:
        if state.phase == Phase.PLAY and max(len(h) for h in state.hands) <= cards_left:
            return state
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            state.apply("continue")
            continue
        legal = list(state.legal_actions())
        state.apply(sensible(legal) if state.phase != Phase.PLAY else rng.choice(legal))


def _play(state: State, line: ClaimLine) -> None:
    for seat, code in line.plays:
        assert state.current_player == seat
        state.apply(Action.play(parse_card(code)))


def test_a_claim_takes_every_trick_whatever_the_others_play() -> None:
    found = 0
    for seed in range(40):
        state = _to_play_end(seed, 4)
        line = claim_line(state)
        if line is None:
            continue
        found += 1
        tricks_before = len(state.tricks)
        claimed = state.clone()
        _play(claimed, line)
        won = [w for _, _, w in claimed.tricks[tricks_before:]] if claimed.tricks else []
        # the hand is over: every remaining trick went to the claiming side
        assert claimed.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        finished = claimed.history[-1]
        assert all(state.rules.side_of(w) == line.side for w in won)
        # played out otherwise (the others' highest cards, the claimers keeping the sweep):
        # the same score
        other = state.clone()
        while other.phase == Phase.PLAY:
            seat = other.current_player
            assert seat is not None
            if other.rules.side_of(seat) == line.side:
                again = claim_line(other)
                assert again is not None and again.side == line.side
                other.apply(Action.play(parse_card(again.plays[0][1])))
            else:
                other.apply(list(other.legal_actions())[-1])
        assert other.history[-1].scores == finished.scores
    assert found >= 5, "claims are found near the end of a hand"


def _drive_until(window: MainWindow, qtbot: QtBot, until: object, steps: int = 2000) -> None:
    c = window.controller
    assert callable(until)
    for _ in range(steps):
        if until():
            return
        qtbot.waitUntil(lambda: c.is_human_turn() or until(), timeout=5000)
        if until():
            return
        state = c.state
        assert state is not None
        legal = list(state.legal_actions())
        c.submit(legal[-1] if state.phase == Phase.PLAY else sensible(legal))
    raise AssertionError("never happened")


def test_you_are_offered_the_claim_and_c_plays_the_rest_out(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    c = window.controller
    _drive_until(window, qtbot, lambda: c.claim is not None)
    line = c.claim
    assert line is not None
    state = c.state
    assert state is not None and state.phase == Phase.PLAY
    expected = state.clone()
    _play(expected, line)
    button = window.table.claim_button
    assert button.isVisible() and button.accessibleName()
    assert window.menus.claim_action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.table.view.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_C)
    state = c.state
    assert state is not None and state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert state.history[-1].scores == expected.history[-1].scores
    assert not button.isVisible() and not window.menus.claim_action.isEnabled()


def test_computer_players_claim_too(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    c = window.controller
    claims: list[str] = []
    c.message.connect(lambda text: claims.append(text) if "claim" in text and
                      not text.startswith("You") else None)
    _drive_until(window, qtbot, lambda: bool(claims))
    state = c.state
    assert state is not None
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER), "the rest was played at once"


def test_a_claim_draws_the_table_once_with_every_card_flown(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    c = window.controller
    _drive_until(window, qtbot, lambda: c.claim is not None)
    line = c.claim
    assert line is not None
    played: list[str] = []
    drawn: list[int] = []
    c.card_played.connect(lambda _seat, code, _from_table: played.append(code))
    c.state_changed.connect(lambda: drawn.append(len(played)))
    assert c.claim_rest()
    # every claimed card goes to its trick on the table, then the table is brought
    # level with the hand's end once (not once per card)
    assert played == [code for _seat, code in line.plays]
    assert drawn == [len(line.plays)]
    assert isinstance(window.table.panel.current, SummaryPanel)
