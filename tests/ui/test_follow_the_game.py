"""Following the game: the last trick on a key or a click, a card played for you
that waits long enough to be seen (a preference), bids on the plates until the first
lead, cards just received marked, hints that name, mark and explain their move, and the
review's analysis finding no cost in the card a hint suggested."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.policy.called import team_view
from pinochle_desktop.engine import Action, Phase, new_game, preset
from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.selection import SelectionPanel
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.hint import Adviser, explain
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.review.play_analysis import DecisionQuestion, judge_decision
from pinochle_desktop.ui.rules.text import rules_html

from .conftest import WindowFactory, sensible


@pytest.fixture
def open_window(qtbot: QtBot, prefs: Preferences) -> Iterator[Callable[[GameConfig],
                                                                        MainWindow]]:
    windows: list[MainWindow] = []

    def make(config: GameConfig) -> MainWindow:
        window = MainWindow(SyncThinker(), prefs, config)
        window.apply_speed("instant")
        qtbot.addWidget(window)
        window.resize(1280, 820)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=2000)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.stop()


def _bid_high(legal: list[Action]) -> Action:
    """Win the auction: always the lowest bid still open; then play on sensibly."""
    bids = [a for a in legal if a.kind == "bid"]
    return bids[0] if bids else sensible(legal)


def _drive(window: MainWindow, qtbot: QtBot, until: Callable[[], bool],
           choose: Callable[[list[Action]], Action] = _bid_high, steps: int = 400) -> None:
    c = window.controller
    for _ in range(steps):
        if until():
            return
        qtbot.waitUntil(lambda: c.is_human_turn() or until(), timeout=3000)
        if until():
            return
        state = c.state
        assert state is not None
        legal = list(state.legal_actions())
        c.submit(legal[0] if state.phase == Phase.PLAY else choose(legal))
    raise AssertionError("the game never got there")


def _phase(window: MainWindow) -> str:
    state = window.controller.state
    return state.phase.value if state is not None else ""


# -- the last trick ----------------------------------------------------------------------


def test_the_last_trick_shows_again_on_l_and_on_a_name_plate(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _drive(window, qtbot, lambda: c.is_human_turn() and _phase(window) == "play"
           and bool(c.observation().tricks))
    scene = window.table.scene
    _leader, cards, winner = c.observation().tricks[-1]
    wanted = [card.code for _, card in cards]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    view = window.table.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert scene.last_trick_shown == wanted
    assert c.seat_name(winner) in scene.last_trick_caption.text
    assert scene.last_trick_caption.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert scene.last_trick_shown == []
    plate = scene.plates[1]
    point = view.mapFromScene(plate.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert scene.last_trick_shown == wanted
    # the key is said where people look for it
    assert "(L" in window.menus.last_trick_action.toolTip()
    assert "(L)" in plate.toolTip()
    state = c.state
    assert state is not None
    assert "L (View &gt; Last Trick)" in rules_html(state.rules)
    # playing on puts it away
    with qtbot.waitSignal(c.card_played, timeout=2000):
        c.submit(c.legal_actions()[0])
    assert scene.last_trick_shown == []


# -- a card played for you ---------------------------------------------------------------


def test_a_card_played_for_you_waits_the_chosen_pause(
        qtbot: QtBot, make_window: WindowFactory, prefs: Preferences, tmp_path: Path) -> None:
    prefs.auto_play_single = True
    prefs.auto_play_pause_ms = 1000
    again = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    assert again.auto_play_pause_ms == 1000  # kept in the settings file
    window = make_window("partnership", seed=5)
    c = window.controller
    human = c.human_seat

    def one_card_left() -> bool:
        state = c.state
        return (state is not None and state.phase == Phase.PLAY and c.is_human_turn()
                and len(c.legal_actions()) == 1)

    _drive(window, qtbot, one_card_left)
    start = time.monotonic()
    with qtbot.waitSignal(c.card_played, timeout=5000,
                          check_params_cb=lambda seat, *_: seat == human):
        pass
    assert time.monotonic() - start >= 0.8, "the card was played before it could be seen"


def test_the_pause_is_a_preference(qtbot: QtBot, prefs: Preferences) -> None:
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    combo: QComboBox = dialog.pause_combo
    assert combo.accessibleName()
    combo.setCurrentIndex(combo.findData(3000))
    dialog.auto_play_box.setChecked(True)
    assert dialog.apply()
    assert prefs.auto_play_pause_ms == 3000


# -- bids on the plates --------------------------------------------------------------------


def test_bids_stay_on_the_plates_until_the_first_lead(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    c = window.controller
    _drive(window, qtbot, lambda: _phase(window) not in ("bid", "misdeal", ""))
    obs = c.observation()
    assert not obs.tricks and not obs.trick
    window.table.refresh()
    plates = window.table.scene.plates
    passed = {seat for seat, amount in obs.bids if amount is None}
    passed = {s for s in passed if [a for t, a in obs.bids if t == s][-1] is None}
    assert passed, "somebody passed"
    for seat in passed:
        assert plates[seat].status == "Pass", (seat, plates[seat].status)
    _drive(window, qtbot, lambda: bool(c.observation().trick) or bool(c.observation().tricks))
    window.table.refresh()
    assert all(plates[s].status != "Pass" for s in passed)


# -- cards just received -------------------------------------------------------------------


def test_cards_passed_to_you_are_marked_until_your_next_move(
        qtbot: QtBot, open_window: Callable[[GameConfig], MainWindow]) -> None:
    config = GameConfig.standard("partnership", level="random", seed=7)
    config.rules = dataclasses.replace(preset("partnership"), pass_count=3)
    window = open_window(config)
    c = window.controller
    got: list[list[str]] = []
    c.cards_passed.connect(lambda _g, to, codes: got.append(list(codes))
                           if to == c.viewer and codes else None)
    _drive(window, qtbot, lambda: bool(got))
    scene = window.table.scene
    assert sorted(scene.fresh_cards()) == sorted(got[-1])
    items = [it for it in scene.hands[scene.viewer] if it.fresh]
    assert items and all(it.isVisible() for it in items)
    # your next move clears the mark
    qtbot.waitUntil(c.is_human_turn, timeout=3000)
    state = c.state
    assert state is not None
    c.submit(sensible(list(state.legal_actions())))
    assert scene.fresh_cards() == []


def test_the_widow_and_a_card_drawn_are_marked(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("three_handed", seed=4)
    c = window.controller
    widow: list[list[str]] = []
    c.widow_shown.connect(lambda bidder, codes: widow.append(list(codes))
                          if bidder == c.viewer and codes else None)
    _drive(window, qtbot, lambda: bool(widow) or _phase(window) == "play")
    assert widow, "you won the auction and saw the widow"
    assert sorted(window.table.scene.fresh_cards()) == sorted(widow[-1])
    two = make_window("two_handed", seed=4)
    c2 = two.controller
    drawn: list[str] = []
    c2.card_drawn.connect(lambda seat, code: drawn.append(code)
                          if seat == c2.viewer and code else None)
    _drive(two, qtbot, lambda: bool(drawn))
    assert two.table.scene.fresh_cards() == drawn[-1:]
    # your next card clears the mark
    _drive(two, qtbot, lambda: c2.is_human_turn() and _phase(two) == "classic_trick")
    with qtbot.waitSignal(c2.card_played, timeout=2000):
        c2.submit(c2.legal_actions()[0])
    assert drawn[-1] not in two.table.scene.fresh_cards() or len(drawn) > 1


# -- hints ---------------------------------------------------------------------------------


def _hint(qtbot: QtBot, window: MainWindow) -> tuple[Action, str]:
    with qtbot.waitSignal(window.controller.hint_ready, timeout=20000) as blocker:
        window.controller.request_hint()
    return Action.parse(str(blocker.args[0])), str(blocker.args[1])


def test_hints_for_trump_and_passing_name_mark_and_explain(
        qtbot: QtBot, open_window: Callable[[GameConfig], MainWindow]) -> None:
    config = GameConfig.standard("partnership", level="random", seed=7)
    config.rules = dataclasses.replace(preset("partnership"), pass_count=3)
    window = open_window(config)
    c = window.controller
    _drive(window, qtbot, lambda: c.is_human_turn() and _phase(window) == "trump")
    action, reason = _hint(qtbot, window)
    assert action.kind == "trump" and action.suit is not None
    # the adviser's own why: the meld in hand, or what its simulations of the suit found
    assert action.suit.word.capitalize() in reason
    assert "meld" in reason or "simulated deals" in reason
    assert window.table.panel.hinted_buttons(), "the suit's button is marked"
    _drive(window, qtbot, lambda: c.is_human_turn() and _phase(window) == "pass")
    action, reason = _hint(qtbot, window)
    assert action.kind == "give"
    labels = [card.label for card in action.cards]
    assert all(label in reason for label in labels)
    assert "least useful" not in reason
    assert sorted(window.table.scene.selected_codes()) == sorted(c.code for c in action.cards)
    panel = window.table.panel.current
    assert isinstance(panel, SelectionPanel) and panel.confirm.isEnabled()


def test_every_hint_gives_a_reason() -> None:
    state = new_game(preset("three_handed"), seed=9)
    seen: set[str] = set()
    for _ in range(200):
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        for action in obs.legal_actions[:6]:
            words = explain(obs, action)
            assert ": " in words and not words.endswith(": ."), words
            seen.add(action.kind)
        legal = list(state.legal_actions())
        passes = [a for a in legal if a.kind == "pass" and state.phase == Phase.BID]
        if seat != 0 and passes:
            state.apply(passes[0])
        else:
            state.apply(_bid_high(legal) if state.phase != Phase.PLAY else legal[0])
    assert {"bid", "trump", "play"} <= seen


def test_the_analysis_finds_no_cost_in_the_hinted_card() -> None:
    state = new_game(preset("partnership"), seed=21)
    checked = 0
    while checked < 3 and not state.is_terminal:
        seat = state.current_player
        if seat is None:
            state.apply("continue")
            continue
        obs = state.observation(seat)
        plays = [a for a in obs.legal_actions if a.kind == "play"]
        if state.phase == Phase.PLAY and seat == 0 and len(plays) > 2:
            hinted = Adviser().choose(obs)
            question = DecisionQuestion(0, 1, "play", hinted, team_view(obs))
            verdict = judge_decision(question, samples=200)
            assert not verdict.costs()  # the analysis finds no cost in the hinted card
            assert "cost about" not in verdict.text, verdict.text
            checked += 1
        legal = list(state.legal_actions())
        state.apply(_bid_high(legal) if state.phase != Phase.PLAY else legal[0])
    assert checked == 3
