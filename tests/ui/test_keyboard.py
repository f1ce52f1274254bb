"""The keyboard: arrows visit every card of the hand in every phase, and a card not
allowed is refused with the reason;
single keys work whatever has the focus, also after a menu was closed with Esc; no two
items of a menu share an accelerator; Esc and Ctrl+W close every other window and
dialog; the review window's Trick box follows the moves."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.storage import HistoryDB
from pinochle_desktop.ui import i18n
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.bid import AmountSpinBox
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.tasks import gui_tasks

from .conftest import WindowFactory, sensible
from .history_helpers import record_game, user_dirs  # noqa: F401  (fixture)


def _activate(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def _to_a_following_turn(window: MainWindow, qtbot: QtBot) -> set[str]:
    """Play on (the person's cards chosen by the first legal one) until the person must
    follow with some cards in hand not allowed; the legal cards then."""
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(c.is_human_turn, timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY:
            legal = {a.card.code for a in c.legal_actions() if a.kind == "play"}
            obs = state.observation(c.viewer)
            if obs.trick and obs.tricks and len(legal) < len(set(obs.hand)):
                return legal
            c.submit(c.legal_actions()[0])
            continue
        c.submit(sensible(state.legal_actions()))
    raise AssertionError("the person never had to follow suit")


def _focused(window: MainWindow) -> list[str]:
    scene = window.table.scene
    return [item.code for item in scene.hands[scene.viewer] if item.focused]


def test_arrows_visit_every_card_of_the_hand_in_the_auction(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state is not None
                    and c.state.phase == Phase.BID, timeout=3000)
    _activate(qtbot, window)
    view = window.table.view
    view.setFocus()
    hand = window.table.scene.hands[window.table.scene.viewer]
    visited: list[str] = []
    for _ in range(len(hand) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focused = _focused(window)
        assert len(focused) == 1, "the arrows reach no card before the bidding"
        visited.append(focused[0])
    assert set(visited) == {item.code for item in hand}


def test_arrows_visit_every_card_and_enter_on_one_not_allowed_says_why(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _activate(qtbot, window)
    view = window.table.view
    view.setFocus()
    legal = _to_a_following_turn(window, qtbot)
    hand = window.table.scene.hands[window.table.scene.viewer]
    visited: list[str] = []
    for _ in range(len(hand) + 2):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focused = _focused(window)
        assert len(focused) == 1
        visited.append(focused[0])
        if focused[0] not in legal:
            break
    assert visited[-1] not in legal, f"the arrows never reached a card not allowed: {visited}"
    moves = len(c.state.log) if c.state is not None else 0
    with qtbot.waitSignal(c.illegal_move, timeout=2000) as refused:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    reason = str(refused.args[0])
    assert reason.startswith("You must"), reason
    assert window.announcer.spoken[-1] == reason  # said at once
    assert c.state is not None and len(c.state.log) == moves  # nothing played
    # the focus stays on the card the player put it on
    assert _focused(window) == [visited[-1]]


def _hint_with_key(qtbot: QtBot, window: MainWindow, target: QWidget) -> str:
    with qtbot.waitSignal(window.controller.hint_ready, timeout=3000) as blocker:
        qtbot.keyClick(target, Qt.Key.Key_H)
    return str(blocker.args[0])


def test_h_gives_a_hint_whatever_has_the_focus(qtbot: QtBot,
                                               make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state is not None
                    and c.state.phase == Phase.BID, timeout=3000)
    _activate(qtbot, window)
    spins = window.table.panel.findChildren(AmountSpinBox)
    assert spins, "the bid panel shows an amount"
    spins[0].setFocus()
    qtbot.waitUntil(spins[0].hasFocus, timeout=1000)
    assert _hint_with_key(qtbot, window, spins[0]), "H in the bid amount gave no hint"
    window.table.view.setFocus()
    assert _hint_with_key(qtbot, window, window.table.view)


def test_after_esc_closes_a_menu_the_keys_are_the_tables(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _to_a_following_turn(window, qtbot)
    _activate(qtbot, window)
    window.table.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    _activate(qtbot, window)
    qtbot.waitUntil(lambda: window.menuBar().activeAction() is None, timeout=2000)
    focus = QApplication.focusWidget()
    assert focus is window.table.view, f"the keyboard stayed with {focus}"
    # the arrows move along the hand, H asks for a hint: no menu opens
    qtbot.keyClick(focus, Qt.Key.Key_Right)
    assert QApplication.activePopupWidget() is None
    assert len(_focused(window)) == 1
    assert _hint_with_key(qtbot, window, focus).startswith("play ")
    assert QApplication.activePopupWidget() is None
    assert c.is_human_turn()


def _accelerators(menu: QMenu) -> list[tuple[str, str]]:
    out = []
    for action in menu.actions():
        text = action.text()
        i = text.replace("&&", "").find("&")
        if i >= 0 and not action.isSeparator():
            clean = text.replace("&&", "")
            out.append((clean[i + 1].lower(), clean.replace("&", "")))
    return out


def _all_menus(window: MainWindow) -> list[tuple[str, QMenu]]:
    menus: list[tuple[str, QMenu]] = []
    todo = [(a.text(), a.menu()) for a in window.menuBar().actions() if a.menu()]
    while todo:
        name, menu = todo.pop()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()  # menus filled when shown (Open Recent)
        menus.append((name, menu))
        todo += [(f"{name} > {a.text()}", a.menu()) for a in menu.actions() if a.menu()]
    return menus


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_two_items_of_a_menu_share_an_accelerator(qtbot: QtBot, make_window: WindowFactory,
                                                     language: str) -> None:
    translations = i18n.install(language)
    try:
        window = make_window("partnership", seed=3)
    finally:
        translations.remove()  # the menus keep the words they were built with
    if language == "de":
        assert window.menuBar().actions()[0].text() == "&Spiel"
    bar = [(letter, name) for letter, name in
           _accelerators_of_actions(window.menuBar().actions())]
    problems = _clashes("the menu bar", bar)
    for name, menu in _all_menus(window):
        problems += _clashes(name.replace("&", ""), _accelerators(menu))
    assert not problems, "\n".join(problems)


def _accelerators_of_actions(actions: list[QAction]) -> list[tuple[str, str]]:
    menu = QMenu()
    for action in actions:
        menu.addAction(action)
    return _accelerators(menu)


def _clashes(where: str, pairs: list[tuple[str, str]]) -> list[str]:
    seen: dict[str, str] = {}
    out = []
    for letter, name in pairs:
        if letter in seen:
            out.append(f"{where}: Alt+{letter.upper()} is both {seen[letter]!r} and {name!r}")
        seen.setdefault(letter, name)
    return out


# -- Esc and Ctrl+W ------------------------------------------------------------------------


def _close_when_open(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier,
                     main: QWidget, seen: list[str]) -> None:
    """Once a window other than ``main`` is active, press the key in it; if it is still
    open, close it by hand (so the test never hangs) and say so."""

    def poke() -> None:
        window = QApplication.activeModalWidget() or QApplication.activeWindow()
        if window is None or window is main:
            QTimer.singleShot(20, poke)
            return
        seen.append(window.windowTitle())
        target = QApplication.focusWidget() or window
        if target.window() is not window:
            target = window
        qtbot.keyClick(target, key, modifier)
        if window.isVisible():
            seen.append("STILL OPEN")
            window.close()

    QTimer.singleShot(50, poke)


_DIALOG_ACTIONS = ("new_action", "house_rules_action", "preferences_action", "stats_action",
                   "rules_action", "rules_in_play_action", "about_action", "keys_action")


@pytest.mark.parametrize("key", ["escape", "ctrl+w"])
@pytest.mark.parametrize("action_name", _DIALOG_ACTIONS)
def test_every_dialog_closes_with_esc_and_ctrl_w(
        qtbot: QtBot, make_window: WindowFactory, action_name: str, key: str,
        user_dirs: Path) -> None:  # noqa: F811
    window = make_window("partnership", seed=3)
    _activate(qtbot, window)
    seen: list[str] = []
    code, modifier = ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier) if key == "escape"
                      else (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier))
    _close_when_open(qtbot, code, modifier, window, seen)
    action: QAction = getattr(window.menus, action_name)
    action.trigger()  # returns once the dialog is closed
    assert seen and "STILL OPEN" not in seen, f"{action.text()}: {key} did not close {seen}"


@pytest.mark.parametrize("key", ["escape", "ctrl+w"])
def test_the_review_window_closes_with_esc_and_ctrl_w(
        qtbot: QtBot, user_dirs: Path, key: str) -> None:  # noqa: F811
    parent = QWidget()
    qtbot.addWidget(parent)
    with HistoryDB() as db:
        record_game(db, "partnership", 11, "p", hands=1)
        review = ReviewWindow(db, parent, samples=3, workers=0, tasks=gui_tasks())
        review.show()
        qtbot.waitExposed(review)
        _activate(qtbot, review)
        code, modifier = ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
                          if key == "escape"
                          else (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier))
        qtbot.keyClick(QApplication.focusWidget() or review, code, modifier)
        qtbot.waitUntil(lambda: not review.isVisible(), timeout=2000)


def test_the_review_trick_box_follows_the_moves(qtbot: QtBot,
                                                user_dirs: Path) -> None:  # noqa: F811
    with HistoryDB() as db:
        record_game(db, "partnership", 11, "p", hands=4)
        review = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())
        qtbot.addWidget(review)
        review.show()
        for row in range(review.hand_model.rowCount()):
            review.select_row(row)
            if review.replay is not None and review.replay.tricks >= 3:
                break
        replay = review.replay
        assert replay is not None and replay.tricks >= 3
        second = next(s.number for s in replay.steps if s.trick == 2)
        review.step_to(second)
        assert review.trick_spin.value() == 2
        step_forward: Callable[[], None] = review.step_forward
        while review.current_step < replay.trick_end(3):
            step_forward()
        assert review.trick_spin.value() == 3
        review.step_to(0)
        assert review.trick_spin.value() == 1
        review.close()
