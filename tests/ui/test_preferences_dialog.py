"""Preferences: every setting round-trips through the dialog and survives a restart;
problems with the settings file are told in words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import preset
from pinochle_desktop.storage import RuleSetStore, Settings
from pinochle_desktop.storage import settings as S
from pinochle_desktop.ui.preferences_dialog import PreferencesDialog


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    yield tmp_path


def make(qtbot: QtBot) -> PreferencesDialog:
    dialog = PreferencesDialog(None)
    qtbot.addWidget(dialog)
    return dialog


def test_preferences_survive_a_restart(qtbot: QtBot, dirs: Path) -> None:
    RuleSetStore().save("Grandma's rules", preset("three_handed"))
    dialog = make(qtbot)
    dialog.name_edit.setText("  Ann  ")
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("three_handed"))
    dialog.ruleset_combo.setCurrentIndex(dialog.ruleset_combo.findData("Grandma's rules"))
    levels = dialog.levels
    for seat, combo in enumerate(dialog.level_combos):
        combo.setCurrentIndex(seat % len(levels))
    dialog.animation_slider.setValue(600)
    dialog.style_combo.setCurrentIndex(dialog.style_combo.findData("4color"))
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("red"))
    dialog.set_table_color("#336699")
    dialog.confirm_box.setChecked(True)
    dialog.auto_play_box.setChecked(False)
    dialog.undo_box.setChecked(False)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    # the program starts again: everything is read back from the files
    again = Settings.load()
    assert again[S.PLAYER_NAME] == "Ann"
    assert again[S.DEFAULT_VARIANT] == "three_handed"
    assert again[S.DEFAULT_RULESET] == "Grandma's rules"
    assert again[S.SEAT_LEVELS] == [levels[s % len(levels)] for s in range(8)]
    assert again[S.ANIMATION_MS] == 600
    assert again[S.CARD_STYLE] == "4color" and again[S.CARD_BACK] == "red"
    assert again[S.TABLE_COLOR] == "#336699"
    assert again[S.CONFIRM_BEFORE_PLAY] and not again[S.AUTO_PLAY_SINGLE]
    assert not again[S.UNDO_ALLOWED] and again[S.LANGUAGE] == "en"
    shown = make(qtbot)  # and the dialog shows them
    assert shown.values() == dialog.values()


def test_apply_keeps_the_dialog_open_and_cancel_writes_nothing(qtbot: QtBot, dirs: Path) -> None:
    dialog = make(qtbot)
    dialog.animation_slider.setValue(0)
    assert dialog.animation_label.text() == "Off"
    with qtbot.waitSignal(dialog.settings_saved, timeout=2000):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert Settings.load()[S.ANIMATION_MS] == 0
    dialog.animation_slider.setValue(900)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert Settings.load()[S.ANIMATION_MS] == 0


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
    assert not dialog.apply()
    assert "could not be saved" in dialog.message.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted
