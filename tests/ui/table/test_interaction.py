"""Keyboard play, dragging, selecting cards to bury, undo and hints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, format_cards
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.selection import SelectionPanel

from ..conftest import WindowFactory, click_card, sensible


def _to_my_card_turn(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    for _ in range(300):
        qtbot.waitUntil(c.is_human_turn, timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY:
            return
        c.submit(sensible(state.legal_actions()))
    raise AssertionError("never reached the person's turn to play a card")


def test_arrow_keys_and_enter_play_a_card(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_my_card_turn(window, qtbot)
    view = window.table.view
    scene = window.table.scene
    view.setFocus()
    legal = {a.card.code for a in c.legal_actions()}
    hand = scene.hands[scene.viewer]
    for _ in range(len(hand) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focused = [item for item in hand if item.focused]
        assert len(focused) == 1
        if focused[0].code in legal:
            break
    code = focused[0].code
    assert code in legal
    with qtbot.waitSignal(c.card_played, timeout=2000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args[:2] == [c.human_seat, code]


def test_dragging_a_card_to_the_table_plays_it(qtbot: QtBot,
                                               make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_my_card_turn(window, qtbot)
    scene = window.table.scene
    view = window.table.view
    code = c.legal_actions()[0].card.code
    item = scene.card_items(code)[0]
    start = view.mapFromScene(scene.click_point(item))
    end = view.mapFromScene(scene.layout.center)
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        point = start + (end - start) * (k / 8)
        qtbot.mouseMove(viewport, QPoint(point.x(), point.y()))
    with qtbot.waitSignal(c.card_played, timeout=2000) as blocker:
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args[1] == code


def test_undo_takes_back_the_last_card(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_my_card_turn(window, qtbot)
    state = c.state
    assert state is not None
    human = c.human_seat
    assert human is not None
    hand_before = format_cards(state.observation(human).hand)
    assert not window.menus.undo_action.isEnabled()
    code = c.legal_actions()[0].card.code
    click_card(qtbot, window, code)
    qtbot.waitUntil(lambda: window.menus.undo_action.isEnabled(), timeout=2000)
    window.menus.undo_action.trigger()
    state = c.state
    assert state is not None
    assert format_cards(state.observation(human).hand) == hand_before
    assert state.current_player == human
    assert sorted(i.code for i in window.table.scene.hands[human]) == sorted(hand_before.split())


def test_hint_names_a_legal_move_with_a_reason(qtbot: QtBot, make_window: WindowFactory,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # the adviser is the strongest level installed; a quick one keeps this test fast
    monkeypatch.setattr("pinochle_desktop.ui.play.hint.best_level", lambda: "standard")
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_my_card_turn(window, qtbot)
    with qtbot.waitSignal(c.hint_ready, timeout=20000) as blocker:
        window.menus.hint_action.trigger()
    action, reason = blocker.args
    assert action in {str(a) for a in c.legal_actions()}
    assert reason and window.statusBar().currentMessage().startswith("Hint: ")
    focused = [i for i in window.table.scene.hands[c.viewer] if i.focused]
    assert [i.code for i in focused] == [action.split()[1]], "the hinted card is marked"


def test_burying_by_selecting_cards(qtbot: QtBot, make_window: WindowFactory) -> None:
    """Three-handed: the person wins the bid, then picks three cards and confirms."""
    for seed in range(1, 40):
        window = make_window("three_handed", seed=seed)
        c = window.controller
        for _ in range(100):
            qtbot.waitUntil(c.is_human_turn, timeout=2000)
            state = c.state
            assert state is not None
            if state.phase in (Phase.BURY, Phase.PLAY, Phase.HAND_OVER):
                break
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind == "bid"]
            c.submit(bids[-1] if state.phase == Phase.BID and bids and len(bids) > 5
                     else sensible(legal))
        if c.state is not None and c.state.phase == Phase.BURY:
            break
        window.close()
    state = c.state
    assert state is not None and state.phase == Phase.BURY
    panel = window.table.panel.current
    assert isinstance(panel, SelectionPanel)
    choice = state.legal_actions()[0]
    assert not panel.confirm.isEnabled()
    for card in choice.cards:
        item = next(i for i in window.table.scene.card_items(card.code)
                    if not i.selected_card)
        point = window.table.view.mapFromScene(window.table.scene.click_point(item))
        qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert sorted(window.table.scene.selected_codes()) == sorted(c.code for c in choice.cards)
    assert panel.confirm.isEnabled()
    qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    assert state.phase != Phase.BURY
    assert state.log[-1][1] == choice or any(a == choice for _, a in state.log)
