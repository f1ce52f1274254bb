"""Every phase with the keyboard alone: for each situation the person meets in
five presets and in two-handed hand building, the game is loaded at that moment and the
person's decision is made with keys only (Tab, the arrows, Space, Enter and the panels'
letters), pressed where the keyboard is; the game must take the person's answer.

A new question takes the keyboard itself (its main answer's button, or the table when
the answer is chosen among the cards), so the keys go where the person's attention is."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import RuleSet, State, new_game, preset
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.bid import AmountSpinBox
from pinochle_desktop.ui.panels.building import BuildPanel

from .conftest import WindowFactory
from .table.phase_states import _choose, _kind, phase_states

Key = Qt.Key
#: the presets walked through, and two-handed hand building (the House Rules' option);
#: racehorse passes cards to the bidder, five-handed calls a partner
VARIANTS = ["two_handed", "three_handed", "partnership", "auction_stakes", "double_deck",
            "hand_building", "racehorse", "five_handed"]
#: the situations where the person plays a card from the table
PLAYING = {"first_lead", "trick", "classic_trick", "classic_own_meld"}
#: chosen among the cards of the hand, then Enter
CHOOSING = {"pass", "bury"}


def building_states() -> dict[str, State]:
    """Two-handed hand building (cutthroat with the ``hand_building`` option, as the House
    Rules dialog makes it): the first state of each kind the person meets."""
    rules = apply_change(preset("cutthroat"), "hand_building", True)
    found: dict[str, State] = {}
    for seed in range(1, 12):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        for _ in range(2000):
            kind = _kind(state)
            if kind is not None and kind not in found:
                found[kind] = state.clone()
            if state.phase.value == "hand_over" or state.is_terminal:
                break
            seat = state.current_player
            state.apply(_choose(state, rng, seat if seat is not None else -1))
        if {"build", "bid", "trump", "first_lead", "hand_over"} <= set(found):
            break
    return found


def states_of(variant: str) -> dict[str, State]:
    return building_states() if variant == "hand_building" else phase_states(variant)


def _focus(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def _press(qtbot: QtBot, window: MainWindow, key: Key) -> None:
    """A key pressed where the keyboard is."""
    qtbot.keyClick(_focus(window), key)


def _tab_to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    view = window.table.view
    for _ in range(40):
        if view.hasFocus():
            return
        _press(qtbot, window, Key.Key_Tab)
    assert view.hasFocus(), f"Tab never reached the table (the keyboard is on {_focus(window)})"


def _focused_card(window: MainWindow) -> str:
    item = window.table.scene.focused_card()
    return item.code if item is not None else ""


def _choose_cards(qtbot: QtBot, window: MainWindow, codes: list[str]) -> None:
    """Passing or burying: the arrows to each card, Space to choose it, Enter to go."""
    scene = window.table.scene
    view = window.table.view
    assert view.hasFocus(), "choosing cards: the keyboard is not on the table"
    _press(qtbot, window, Key.Key_Right)  # shows where the keyboard is
    for code in codes:
        for _ in range(40):
            item = scene.focused_card()
            if item is not None and item.code == code and not item.selected_card:
                break
            _press(qtbot, window, Key.Key_Right)
        assert _focused_card(window) == code, f"the arrows never reached {code}"
        chosen = len(scene.selected_codes())
        _press(qtbot, window, Key.Key_Space)
        assert len(scene.selected_codes()) == chosen + 1, f"Space did not choose {code}"
    assert sorted(scene.selected_codes()) == sorted(codes)
    confirm = getattr(window.table.panel.current, "confirm", None)
    assert confirm is not None and confirm.isEnabled()
    assert "Enter" in confirm.toolTip()  # the key is told
    _press(qtbot, window, Key.Key_Return)


def _answer(qtbot: QtBot, window: MainWindow, kind: str) -> None:
    """Make the person's decision with keys only."""
    c = window.controller
    panel = window.table.panel
    if kind in PLAYING:
        _tab_to_the_table(qtbot, window)
        # every card is visited: on to one the rules allow (its name says "playable")
        allowed = {a.card.code for a in c.legal_actions() if a.card is not None}
        for _ in range(40):
            _press(qtbot, window, Key.Key_Right)
            if _focused_card(window) in allowed:
                break
        assert _focused_card(window) in allowed, "the arrows reach no card allowed"
        _press(qtbot, window, Key.Key_Return)
        return
    assert panel.current is not None and panel.isVisible(), f"{kind}: no panel"
    if kind in CHOOSING:
        legal = c.legal_actions()
        _choose_cards(qtbot, window, [card.code for card in legal[0].cards])
        return
    focus = QApplication.focusWidget()
    # the question took the keyboard: a keyboard user answers at once
    assert focus is not None and panel.current.isAncestorOf(focus), (
        f"{kind}: the new panel did not take the keyboard (it is on {focus})")
    if kind == "build":
        assert isinstance(panel.current, BuildPanel)
        assert "(K)" in panel.current.buttons["keep"].toolTip()
        assert "(R)" in panel.current.buttons["reject"].toolTip()
        window.table.view.setFocus()  # K works wherever the keyboard is in the window
        _press(qtbot, window, Key.Key_K)
        return
    if kind == "bid" and isinstance(focus, AmountSpinBox):
        _press(qtbot, window, Key.Key_Up)  # a step up, if there is one
    _press(qtbot, window, Key.Key_Return)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_decision_is_made_with_the_keyboard_alone(
        qtbot: QtBot, make_window: WindowFactory, variant: str) -> None:
    window = make_window("two_handed" if variant == "hand_building" else variant, seed=1)
    window.table.set_auto_play_single(False)  # every card is the person's to play
    c = window.controller
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    states = states_of(variant)
    assert len(states) >= 5, sorted(states)
    acted: list[object] = []
    c.acting.connect(acted.append)
    done = []
    for kind, state in states.items():
        c.load(state.clone())
        c.set_paused(True)  # the computers wait: the test looks at the person's answer
        assert c.is_human_turn(), kind
        moves = len(state.log)
        acted.clear()
        _answer(qtbot, window, kind)
        qtbot.waitUntil(lambda: bool(acted), timeout=2000)
        assert acted[0] == (None if kind == "hand_over" else c.human_seat), (kind, acted)
        now = c.state
        assert now is not None
        assert len(now.log) > moves or now.hand_number != state.hand_number \
            or now.phase != state.phase, f"{kind}: the game did not move on"
        done.append(kind)
    assert "hand_over" in done and ("bid" in done or "classic_trick" in done), done
    if variant == "hand_building":
        assert "build" in done


def test_r_rejects_the_drawn_card(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("two_handed", seed=1)
    c = window.controller
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    state = building_states()["build"]
    c.load(state.clone())
    c.set_paused(True)
    drawn = state.observation(0).drawn
    assert drawn is not None
    discarded = state.observation(0).discards.count(drawn)
    _press(qtbot, window, Key.Key_R)
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.log) > len(state.log),
                    timeout=2000)
    assert c.state is not None
    assert c.state.observation(0).discards.count(drawn) == discarded + 1  # rejected


def first_state(rules: RuleSet, kind: str, legal: str = "") -> State:
    """The first state of ``kind`` (with an answer of kind ``legal`` allowed) met in games
    of ``rules`` steered as :func:`phase_states` steers them."""
    for seed in range(1, 80):
        rng = random.Random(seed)
        state = new_game(rules, seed=seed)
        for _ in range(2000):
            if _kind(state) == kind and (
                    not legal or any(a.kind == legal for a in state.legal_actions())):
                return state
            if state.phase.value == "hand_over" or state.is_terminal:
                break
            seat = state.current_player
            state.apply(_choose(state, rng, seat if seat is not None else -1))
    raise AssertionError(f"no {kind} state with {legal or 'any answer'}")


def _with(variant: str, **options: object) -> RuleSet:
    return dataclasses.replace(preset(variant), **options)  # type: ignore[arg-type]


#: (name, rules, situation, the answer chosen): the answers that are not the panel's
#: main one, and the situations the presets above do not reach
OTHER_ANSWERS = [
    ("throw the hand in", lambda: _with("partnership", misdeal_nines=True), "misdeal",
     "misdeal"),
    ("shoot the moon", lambda: _with("partnership", shoot_the_moon=True), "declare", "moon"),
    ("concede", lambda: preset("partnership"), "declare", "concede"),
    ("concede unseen", lambda: preset("three_handed"), "widow", "concede_unseen"),
    ("deal the kitty", lambda: _with("partnership", widow_size=4, widow_mode="kitty",
                                     hand_size=11), "kitty", "kitty"),
    ("take the last card", lambda: _with("two_handed", last_draw_choice=True),
     "classic_take", "take"),
    ("show the dix", lambda: preset("two_handed"), "classic_dix", "dix_show"),
    ("no meld", lambda: preset("two_handed"), "classic_meld", "no_meld"),
]


@pytest.mark.parametrize("case", OTHER_ANSWERS, ids=[c[0] for c in OTHER_ANSWERS])
def test_any_answer_is_reached_with_tab_or_the_arrows(
        qtbot: QtBot, make_window: WindowFactory, case: tuple) -> None:
    """The keyboard starts on the main answer; Tab (or the arrows) reach the others, and
    Enter gives the one the keyboard is on."""
    _name, rules, kind, wanted = case
    state = first_state(rules(), kind, wanted)
    window = make_window("partnership", seed=1)
    c = window.controller
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    c.load(state.clone())
    c.set_paused(True)
    panel = window.table.panel.current
    assert panel is not None
    buttons = {k: b for k, b in getattr(panel, "buttons", {}).items()
               if k.split(" ")[0] == wanted}
    target: QWidget | None = next(iter(buttons.values()), None)
    if target is None:  # the kitty: its Deal button
        target = getattr(panel, "confirm", None)
    assert target is not None, f"no button for {wanted}"
    assert panel.isAncestorOf(_focus(window)), "the panel did not take the keyboard"
    for i in range(30):
        if _focus(window) is target:
            break
        _press(qtbot, window, Key.Key_Right if i % 2 else Key.Key_Tab)
    assert _focus(window) is target, f"the keys never reached {wanted}"
    acted: list[object] = []
    c.acting.connect(acted.append)
    _press(qtbot, window, Key.Key_Return)
    qtbot.waitUntil(lambda: bool(acted), timeout=2000)
    assert c.state is not None
    assert acted[0] == c.human_seat
    seat, action = c.state.log[len(state.log)]  # the person's answer, the one wanted
    assert seat == c.human_seat and action.kind == wanted, (seat, action)
