"""Two-handed hand building (RULES.md section 12) is a game of its own to the player:
New Game lists it, and the window's title, the status bar and the saved
game's proposed file name name it, from the deal and after a resume."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, new_game
from pinochle_desktop.storage import SaveMeta, SeatInfo, save_game
from pinochle_desktop.ui.dialogs import new_game as new_game_module
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig, game_title, hand_building_rules
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

TITLE = "Two-handed hand building"


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))


@pytest.fixture
def window(qtbot: QtBot, prefs: Preferences) -> Iterator[MainWindow]:
    made = MainWindow(SyncThinker(), prefs, GameConfig.standard("partnership", level="random",
                                                                seed=5))
    made.apply_speed("instant")
    qtbot.addWidget(made)
    made.show()
    qtbot.waitUntil(lambda: made.controller.state is not None, timeout=5000)
    yield made
    made.controller.stop()


def test_new_game_lists_hand_building_after_the_classic_game(
        qtbot: QtBot, prefs: Preferences) -> None:
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    titles = [dialog.variant.itemText(i) for i in range(dialog.variant.count())]
    assert titles.index(TITLE) == titles.index("Classic two-handed") + 1
    dialog.variant.setCurrentIndex(titles.index(TITLE))
    assert len(dialog.seat_levels) == 2  # you and one computer
    assert "builds a hand" in dialog.rules_label.text()
    config = dialog.config()
    rules = config.rule_set()
    assert rules.hand_building and rules.num_players == 2 and rules.validate() == []
    assert config.title == TITLE
    assert config.human_seat == 0 and config.seats[1].level is not None
    # the classic game is still the classic game
    dialog.variant.setCurrentIndex(titles.index("Classic two-handed"))
    assert not dialog.config().rule_set().hand_building
    assert dialog.config().title == "Classic two-handed"


def test_house_rules_that_build_hands_are_the_hand_building_game(prefs: Preferences) -> None:
    """Hand building turned on in the House Rules of the auction for two: New Game's
    hand building deals with those rules, and the title names what they deal."""
    mine = dataclasses.replace(hand_building_rules(), target_score=700)
    prefs.rule_store().set_house_rules(mine)
    dialog = NewGameDialog(prefs)
    dialog.variant.setCurrentIndex(dialog.variant.findData("hand_building"))
    assert dialog.config().rule_set() == mine
    assert "house rules" in dialog.rules_label.text()
    assert game_title(mine) == TITLE


def test_a_hand_building_game_is_named_on_the_title_and_the_status_bar(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    remembered = window.prefs.variant

    class Chosen(NewGameDialog):
        def exec(self) -> int:
            self.variant.setCurrentIndex(self.variant.findData("hand_building"))
            self.random_deal.setChecked(False)
            self.deal.setValue(321)
            return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(new_game_module, "NewGameDialog", Chosen)
    window.games.new_game()
    state = window.controller.state
    assert state is not None and state.rules.hand_building
    assert state.phase is Phase.BUILD  # no cards dealt: the hands are built
    assert window.windowTitle().startswith(f"{TITLE} — ")
    assert window.statusBar().currentMessage() == f"New game: {TITLE}. Deal number 321."
    assert TITLE in window.games.proposed_file_name(".pinochle")
    # the setting names presets only: the last preset chosen stays the default
    assert window.prefs.variant == remembered


def test_a_saved_hand_building_game_opens_under_its_name(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    state = new_game(hand_building_rules(), seed=8)
    path = tmp_path / "built.pinochle"
    save_game(path, state, SaveMeta(seats=[SeatInfo("You", None), SeatInfo("North", "random")]))
    assert window.games.open_path(str(path))
    assert window.controller.config.title == TITLE
    window.games.path = None
    window._update_title()
    assert window.windowTitle().startswith(f"{TITLE} — ")
    assert TITLE in window.games.proposed_file_name(".pinochle")


def test_the_resume_question_names_hand_building() -> None:
    """Quit in the middle of a hand-building game: the next start's question names it
    ("Two-handed hand building, hand 1"), not the rules it is built on."""
    from pinochle_desktop.ui.dialogs.resume_prompt import resume_summary

    state = new_game(hand_building_rules(), seed=8)
    text = resume_summary(state, SaveMeta(seats=[SeatInfo("You", None), SeatInfo("Ada", "pro")]))
    assert text.startswith("Two-handed hand building, hand 1.")
    assert "Cutthroat" not in text
