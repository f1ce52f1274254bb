"""The new-game dialog, the rules summary and the words on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import PRESET_NAMES, new_game, preset
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.play.config import available_levels, level_description, resolve_level
from pinochle_desktop.ui.play.presenter import Seating, info_values, plate_text
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.rules.text import rules_html

from ..conftest import WindowFactory


def test_new_game_dialog_builds_the_game_asked_for(qtbot: QtBot, prefs: Preferences) -> None:
    prefs.player_name = "Sam"
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("three_handed"))
    assert len(dialog.seat_levels) == 3
    assert dialog.target.value() == preset("three_handed").target_score
    dialog.random_deal.setChecked(False)
    dialog.deal.setValue(4242)
    dialog.target.setValue(1500)
    config = dialog.config()
    assert config.variant == "three_handed"
    assert config.seed == 4242
    assert config.target == 1500 and config.rule_set().target_score == 1500
    assert config.human_seat == 0 and config.seats[0].name == "Sam"
    assert all(s.level in available_levels() for s in config.seats[1:])
    dialog.autoplay.setChecked(True)
    assert dialog.config().human_seat is None


def test_a_missing_level_falls_back_to_random() -> None:
    assert resolve_level("grandmaster") == "random"
    assert resolve_level("random") == "random"


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_rules_summary_is_written_from_the_rules(variant: str) -> None:
    rules = preset(variant)
    html = rules_html(rules)
    assert str(rules.target_score) in html
    assert "Meld" in html and "Counters" in html
    if rules.style != "classic":
        assert str(rules.min_bid) in html


def test_plates_show_bids_turn_and_dealer() -> None:
    state = new_game(preset("partnership"), seed=3, dealer=3)
    state.apply("bid 250")
    obs = state.observation(0)
    seating = Seating(["You", "West", "North", "East"], ["", "Random", "Random", "Random"],
                      "Four-handed partnership")
    first = plate_text(obs, seating, 0, thinking=None)
    assert first.status == "250"
    assert plate_text(obs, seating, 3, None).dealer
    turn = plate_text(obs, seating, 1, thinking=1)
    assert turn.active and turn.status == "thinking…"
    info = info_values(obs, seating)
    assert info.contract_text == "High bid 250: You"
    assert [s.name for s in info.sides] == ["You & North", "West & East"]


def test_view_menu_shows_the_score_sheet_and_logs(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    titles = [a.text() for a in window.menus.view_menu.actions()]
    assert {"Score sheet", "Trick log", "Bid history"} <= set(titles)
    toggle = next(a for a in window.menus.view_menu.actions() if a.text() == "Score sheet")
    toggle.trigger()
    assert window.part.score_dock.isVisible()
    assert window.menus.face_group.checkedAction() is not None
    window.set_face_style("4color")
    assert window.table.scene.renderer.face_style == "4color"
    assert window.prefs.face_style == "4color"


def test_new_game_levels_say_how_strong_they_measured(qtbot: QtBot) -> None:
    dialog = NewGameDialog(Preferences())
    qtbot.addWidget(dialog)
    combo = dialog.seat_levels[1]
    for i in range(combo.count()):
        level = str(combo.itemData(i))
        assert combo.itemData(i, Qt.ItemDataRole.ToolTipRole) == level_description(level)
    combo.setCurrentIndex(combo.findData("pro"))
    assert "Measured:" in dialog.level_note.text()
    assert dialog.level_note.text() == "Pro: " + level_description("pro")
    assert combo.toolTip() == level_description("pro")
    assert combo.accessibleName().startswith("Level of ")
