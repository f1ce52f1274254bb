"""Coach me in New Game: on for a new player's very first game, then as Preferences
says; the game it starts is coached or not as the box says."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.preferences import Preferences


def dialog_for(qtbot: QtBot, prefs: Preferences) -> NewGameDialog:
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    return dialog


def test_a_new_players_first_game_is_coached_then_the_preference_decides(
        qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    first = dialog_for(qtbot, prefs)
    assert first.coach.isChecked() and first.config().coach
    assert first.coach.accessibleName() == "Coach me"
    prefs.coach_offered()
    later = dialog_for(qtbot, prefs)
    assert not later.coach.isChecked() and not later.config().coach
    prefs.coach_default = True
    assert dialog_for(qtbot, prefs).config().coach


def test_nobody_is_coached_when_the_computer_plays_every_seat(
        qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    dialog = dialog_for(qtbot, prefs)
    dialog.autoplay.setChecked(True)
    assert not dialog.coach.isEnabled() and not dialog.config().coach


def test_the_coach_settings_are_kept_within_bounds(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": "pinochle-settings", "version": 2, "settings": '
                    '{"player_name": "Dee", "coach_threshold": 100000, "coach_default": "yes"}}')
    prefs = Preferences(Settings.load(path, tmp_path / "window.json"))
    assert prefs.player_name == "Dee"  # the file was read
    assert prefs.coach_threshold == 20 and prefs.coach_default is False


def test_in_german_the_default_names_are_german_and_the_game_keeps_them_in_english(
        qtbot: QtBot, tmp_path: Path) -> None:
    from pinochle_desktop.ui import i18n

    translations = i18n.install("de")
    try:
        prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
        dialog = dialog_for(qtbot, prefs)
        assert dialog.name.text() == "Du"
        labels = [label.text() for label in dialog.seat_labels]
        assert labels[0].startswith("Du") and labels[2].startswith("Nord"), labels
        assert [s.name for s in dialog.config().seats] == ["You", "West", "North", "East"]
        dialog.name.setText("Anna")
        assert dialog.seat_labels[0].text().startswith("Anna")
        assert dialog.config().seats[0].name == "Anna"
    finally:
        translations.remove()
