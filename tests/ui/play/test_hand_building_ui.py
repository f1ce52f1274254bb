"""Two-handed hand building at the table (RULES.md section 12): the person builds a hand
with the Keep and Reject buttons, by clicks and keys, and the auction follows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, preset
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.bid import BidPanel
from pinochle_desktop.ui.panels.building import BuildPanel
from pinochle_desktop.ui.play.config import GameConfig, SeatConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

LEFT = Qt.MouseButton.LeftButton
BUILDING = apply_change(preset("cutthroat"), "hand_building", True)


def building_window(qtbot: QtBot, prefs: Preferences, seed: int = 3) -> MainWindow:
    config = GameConfig(variant="cutthroat", seed=seed, rules=BUILDING,
                        seats=[SeatConfig("You", None), SeatConfig("North", "standard")])
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=2000)
    return window


def test_a_person_builds_a_hand_by_clicks_and_keys_then_bids(
    qtbot: QtBot, prefs: Preferences
) -> None:
    """Seed 000: "One player begins the hand-building process by drawing the top card
    of the widow. The player can either keep that card for her or his hand or reject
    the card ... Players alternate turns in this hand-building process until all
    cards are chosen. With bidding, ..." """
    window = building_window(qtbot, prefs)
    controller = window.controller
    state = controller.state
    assert state is not None and state.phase is Phase.BUILD

    def my_turn_or_done() -> bool:
        building = controller.state.phase is Phase.BUILD
        return not building or (controller.is_human_turn()
                                and isinstance(window.table.panel.current, BuildPanel))

    turns = 0
    while True:
        qtbot.waitUntil(my_turn_or_done, timeout=5000)
        if controller.state.phase is not Phase.BUILD:
            break
        panel = window.table.panel.current
        assert isinstance(panel, BuildPanel)
        obs = controller.state.observation(0)
        drawn = obs.drawn
        assert drawn is not None
        # the drawn card is shown, and named for a screen reader
        assert panel.card.text() == drawn.label
        assert drawn.label in panel.card.accessibleName()
        assert panel.buttons["keep"].accessibleName() == f"Keep the {drawn.label}"
        assert panel.buttons["reject"].accessibleName() == f"Reject the {drawn.label}"
        held, left = len(obs.hand), obs.stock_size
        keep = turns % 2 == 0 or turns % 3 == 2
        if turns % 3 == 2:  # the keyboard: the focused Keep button and Space
            panel.buttons["keep"].setFocus()
            QTest.keyClick(panel.buttons["keep"], Qt.Key.Key_Space)
        else:
            qtbot.mouseClick(panel.buttons["keep" if keep else "reject"], LEFT)
        qtbot.waitUntil(lambda left=left: controller.state.observation(0).stock_size < left,
                        timeout=2000)
        now = controller.state.observation(0)
        assert len(now.hand) == held + 1  # the card kept joined the hand
        assert now.hand.count(drawn) == obs.hand.count(drawn) + keep
        if keep:
            window.table.refresh()
            assert window.table.scene.card_items(drawn.code, "hand")  # on the table
        else:
            # rejected: in the pile, known to its drawer
            assert now.discards.count(drawn) == obs.discards.count(drawn) + 1
        turns += 1
    assert turns == 12
    state = controller.state
    assert [len(h) for h in state.hands] == [12, 12]
    assert [len(p) for p in state.discards] == [12, 12]
    # then the auction, the bid panel when it is the person's turn to speak
    assert state.phase is Phase.BID or state.bids
    if controller.is_human_turn():
        qtbot.waitUntil(lambda: isinstance(window.table.panel.current, BidPanel), timeout=2000)
