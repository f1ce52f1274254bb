"""Preferences: every setting round-trips through the dialog and survives a restart;
problems with the settings file are told in words."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import preset
from pinochle_desktop.storage import Settings
from pinochle_desktop.storage import settings as S
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.preferences import Preferences


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    yield tmp_path


def make(qtbot: QtBot, prefs: Preferences | None = None) -> PreferencesDialog:
    """The dialog on the owner the program would make at start-up (read from the files)."""
    dialog = PreferencesDialog(prefs if prefs is not None else Preferences())
    qtbot.addWidget(dialog)
    return dialog


def test_preferences_survive_a_restart(qtbot: QtBot, dirs: Path) -> None:
    prefs = Preferences()
    prefs.rule_store().save("Grandma's rules", preset("three_handed"))
    prefs.rule_store().save("Pat's rules", preset("partnership"))
    dialog = make(qtbot, prefs)
    # the rule sets offered are the ones for the variant chosen
    names = [dialog.ruleset_combo.itemData(i) for i in range(dialog.ruleset_combo.count())]
    assert names == ["", "Pat's rules"]
    dialog.name_edit.setText("  Ann  ")
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("three_handed"))
    dialog.ruleset_combo.setCurrentIndex(dialog.ruleset_combo.findData("Grandma's rules"))
    levels = dialog.levels
    for seat, combo in enumerate(dialog.level_combos):
        combo.setCurrentIndex(seat % len(levels))
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.style_combo.setCurrentIndex(dialog.style_combo.findData("4color"))
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("red"))
    dialog.set_table_color("#336699")
    dialog.confirm_box.setChecked(True)
    dialog.auto_play_box.setChecked(False)
    dialog.undo_box.setChecked(False)
    with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    # the program starts again: everything is read back from the files
    again = Settings.load()
    assert again[S.PLAYER_NAME] == "Ann"
    assert again[S.DEFAULT_VARIANT] == "three_handed"
    assert again[S.DEFAULT_RULESET] == "Grandma's rules"
    assert again[S.SEAT_LEVELS] == [levels[s % len(levels)] for s in range(8)]
    assert again[S.GAME_SPEED] == "fast"
    assert again[S.CARD_STYLE] == "4color" and again[S.CARD_BACK] == "red"
    assert again[S.TABLE_COLOR] == "#336699"
    assert again[S.CONFIRM_BEFORE_PLAY] and not again[S.AUTO_PLAY_SINGLE]
    assert not again[S.UNDO_ALLOWED]
    shown = make(qtbot)  # and the dialog shows them
    assert shown.values() == dialog.values()


def test_apply_keeps_the_dialog_open_and_cancel_writes_nothing(qtbot: QtBot, dirs: Path) -> None:
    dialog = make(qtbot)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("instant"))
    with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert Settings.load()[S.GAME_SPEED] == "instant"
    assert dialog.prefs.speed == "instant"
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("slow"))
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert Settings.load()[S.GAME_SPEED] == "instant"
    assert dialog.prefs.speed == "instant"


def test_an_empty_name_cannot_be_saved(qtbot: QtBot, dirs: Path) -> None:
    dialog = make(qtbot)
    dialog.name_edit.setText("   ")
    assert not dialog.ok_button.isEnabled() and "Type a name" in dialog.message.text()
    dialog.name_edit.setText("Bo")
    assert dialog.ok_button.isEnabled() and dialog.message.isHidden()


def test_restore_defaults_shows_the_defaults(qtbot: QtBot, dirs: Path) -> None:
    dialog = make(qtbot)
    dialog.name_edit.setText("Cy")
    dialog.undo_box.setChecked(False)
    dialog.restore_defaults()
    assert dialog.name_edit.text() == S.PLAYER_NAME.default
    assert dialog.undo_box.isChecked() == S.UNDO_ALLOWED.default


def test_a_damaged_settings_file_is_reported_in_words(qtbot: QtBot, dirs: Path) -> None:
    target = dirs / "config" / "pinochle-desktop" / "settings.json"
    target.parent.mkdir(parents=True)
    target.write_text("{ this is not json")
    dialog = make(qtbot)
    text = dialog.message.text()
    assert "damaged" in text and "Traceback" not in text and not dialog.message.isHidden()
    assert dialog.name_edit.text() == S.PLAYER_NAME.default


def test_a_failed_save_is_reported_in_words(qtbot: QtBot, dirs: Path) -> None:
    blocked = dirs / "config" / "pinochle-desktop"
    blocked.parent.mkdir(parents=True)
    blocked.write_text("a file where the folder should be")
    dialog = make(qtbot)
    dialog.name_edit.setText("Dee")
    assert not dialog.apply()
    assert "could not be saved" in dialog.message.text()
    assert dialog.prefs.player_name == "Dee", "it applies until the program ends"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # tries to save again
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_every_control_has_an_accessible_name(qtbot: QtBot, dirs: Path) -> None:
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton

    dialog = make(qtbot)
    controls = [w for kind in (QComboBox, QLineEdit, QCheckBox, QPushButton)
                for w in dialog.findChildren(kind)
                if not isinstance(w.parent(), type(dialog.buttons))]
    assert controls
    assert [w for w in controls if not w.accessibleName()] == []


def test_choosing_rules_here_replaces_the_house_rules_of_that_variant(
        qtbot: QtBot, dirs: Path) -> None:
    import dataclasses

    prefs = Preferences()
    store = prefs.rule_store()
    house = dataclasses.replace(preset("partnership"), target_score=2000)
    store.set_house_rules(house)
    store.save("Pat's rules", dataclasses.replace(preset("partnership"), target_score=1000))
    assert prefs.rules_for("partnership").rules == house
    dialog = make(qtbot, prefs)
    assert dialog.rules_note.isVisibleTo(dialog) and "house rules" in dialog.rules_note.text()
    dialog.ruleset_combo.setCurrentIndex(dialog.ruleset_combo.findData("Pat's rules"))
    assert dialog.apply()
    choice = prefs.rules_for("partnership")
    assert choice.source == "default" and choice.rules == store.get("Pat's rules")
    assert store.house_rules("partnership") is None
    assert not dialog.rules_note.isVisibleTo(dialog)


def test_choosing_german_and_easy_to_see_is_saved(qtbot: QtBot, dirs: Path) -> None:
    """The Language choice (each language by its own name, applies after a
    restart) and the high-contrast table are settings like the others."""
    prefs = Preferences()
    dialog = make(qtbot, prefs)
    combo = dialog.language_combo
    words = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert words == {"system": "System default", "en": "English", "de": "Deutsch"}
    assert combo.currentData() == "system" and not dialog.contrast_box.isChecked()
    assert dialog.language_note.text() == "Applies after a restart"
    assert combo.accessibleName() == "Language" and "restart" in combo.accessibleDescription()
    assert dialog.contrast_box.text().replace("&", "") == "Easy to see (high contrast)"
    combo.setCurrentIndex(combo.findData("de"))
    dialog.contrast_box.setChecked(True)
    with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert prefs.language == "de" and prefs.high_contrast
    again = Settings.load()
    assert again[S.LANGUAGE] == "de" and again[S.HIGH_CONTRAST] is True
    stored = json.loads(again.config_file.read_text(encoding="utf-8"))["settings"]
    assert stored["language"] == "de" and stored["high_contrast"] is True
    shown = make(qtbot)  # read back on the next start
    assert shown.language_combo.currentData() == "de" and shown.contrast_box.isChecked()
    # Restore defaults shows the system's language and the usual table again
    shown.restore_defaults()
    assert shown.values()[S.LANGUAGE.key] == "system"
    assert shown.values()[S.HIGH_CONTRAST.key] is False


def test_in_german_your_default_name_reads_du_and_is_kept_as_you(qtbot: QtBot,
                                                                 dirs: Path) -> None:
    from pinochle_desktop.ui import i18n

    translations = i18n.install("de")
    try:
        prefs = Preferences()
        dialog = make(qtbot, prefs)
        assert dialog.name_edit.text() == "Du"
        with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        assert Settings.load()[S.PLAYER_NAME] == "You"  # the games and files keep it so
    finally:
        translations.remove()
