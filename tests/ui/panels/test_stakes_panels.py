"""The panels of a stakes game speak units on their own (RULES.md section 11): the
declare prompt and the end-of-hand summary are built from the stakes words, with no
table to dress them afterwards."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, Phase
from pinochle_desktop.ui.panels.action import ActionPanel, PanelContext
from pinochle_desktop.ui.panels.base import ChoicePanel
from pinochle_desktop.ui.panels.summary import SummaryPanel

from ..play.test_stakes_ui import NAMES, auction


def _present(qtbot: QtBot, ctx: PanelContext) -> ActionPanel:
    frame = ActionPanel()
    qtbot.addWidget(frame)
    frame.present(ctx)
    return frame


def test_a_stakes_decision_and_settlement_are_told_in_units(qtbot: QtBot) -> None:
    state = auction(10, bidder=3)
    while state.phase != Phase.DECLARE:
        state.apply(state.legal_actions()[0])
    state.apply(Action("play_hand"))  # East plays; you are asked to concede or defend
    assert state.current_player == 0
    frame = _present(qtbot, PanelContext(obs=state.observation(0), names=NAMES,
                                         side_names=NAMES, is_turn=True))
    panel = frame.current
    assert isinstance(panel, ChoicePanel)
    assert panel.title.text() == "East bid 300 and will play it: concede it or defend?"
    assert "3 units" in panel.note.text()
    assert panel.buttons["play_hand"].text() == "Defend: play it out"
    assert panel.buttons["concede_contract"].text() == "Concede the contract (−3 units)"
    while state.phase == Phase.DECLARE:
        state.apply(Action("concede_contract"))
    summary = state.history[-1]
    frame = _present(qtbot, PanelContext(obs=state.observation(0), names=NAMES,
                                         side_names=NAMES, is_turn=False, summary=summary))
    done = frame.current
    assert isinstance(done, SummaryPanel)
    assert done.title.text() == "East won 300 unplayed (conceded): 3 units from each player"
    assert "The kitty holds 0 units." in done.note.text()
    table = done.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == \
        ["Player", "Meld", "Counters", "This hand", "Units"]
    assert table.rowCount() == len(NAMES) + 1
    assert table.item(3, 0).text() == "East (bidder)" and table.item(3, 3).text() == "+9"
    assert table.item(4, 0).text() == "Kitty"
    assert table.accessibleName() == "Units this hand"
    # the game's end: the title says who won, the hand goes in the note
    over = SummaryPanel(summary, NAMES, NAMES, game_over_text="East wins the game")
    qtbot.addWidget(over)
    assert over.title.text() == "East wins the game"
    assert over.note.text().startswith("East won 300 unplayed (conceded): 3 units")
    assert over.table.item(4, 0).text() == "Kitty"
