"""The House Rules' Stakes page: the band table is edited as a table, a named scale
writes its table, what a stakes game refuses is greyed with the reason, a table that
does not go up keeps OK disabled with validate()'s sentence, and Help explains it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import preset
from pinochle_desktop.engine.rules.choices import HOYLE_BANDS, SCARNE_BANDS
from pinochle_desktop.storage import RuleSetStore
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.rules.stakes_bands import StakesBandsEditor
from pinochle_desktop.ui.rules.text import rules_html


@pytest.fixture
def dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    d = RulesDialog(None, preset("auction_stakes"), RuleSetStore())
    qtbot.addWidget(d)
    yield d


def bands_editor(dialog: RulesDialog) -> StakesBandsEditor:
    widget = dialog.row("stakes_bands").widget
    assert isinstance(widget, StakesBandsEditor)
    return widget


def test_a_named_scale_writes_its_table_and_an_edit_makes_it_custom(dialog: Any) -> None:
    editor = bands_editor(dialog)
    assert editor.bands() == SCARNE_BANDS
    scale = dialog.row("stakes_scale").widget
    assert isinstance(scale, QComboBox)
    scale.setCurrentIndex(scale.findData("hoyle"))
    assert dialog.rules().stakes_bands == HOYLE_BANDS and editor.bands() == HOYLE_BANDS
    model = editor.model
    assert model.setData(model.index(1, 1), 3)  # 350-390: 3 units
    assert dialog.rules().stakes_scale == "custom"
    assert scale.currentData() == "custom"
    assert dialog.rules().stake_units(360) == 3
    assert editor.view.accessibleName() == "Stakes bands"


def test_a_table_that_does_not_go_up_keeps_ok_disabled(qtbot: QtBot, dialog: Any) -> None:
    model = bands_editor(dialog).model
    assert model.setData(model.index(2, 0), 300)  # the third band starts where the second does
    assert not dialog.ok_button.isEnabled()
    assert "The stakes bands must go up" in dialog.problems.text()
    assert model.setData(model.index(2, 0), 350)
    assert dialog.ok_button.isEnabled()
    # adding and removing bands
    editor = bands_editor(dialog)
    count = model.rowCount()
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert model.rowCount() == count + 1 and dialog.rules().stakes_bands[-1] == (750, 12)
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    assert dialog.rules().stakes_bands == SCARNE_BANDS and dialog.rules().stakes_scale == "scarne"


def test_what_stakes_refuse_is_greyed_with_the_reason(dialog: Any) -> None:
    for name in ("check_ledger", "shoot_the_moon", "pinochling"):
        row = dialog.row(name)
        assert row.is_greyed and row.reason.text().startswith("Playing for stakes"), name
    dialog.row("stakes").widget.setChecked(False)
    assert not dialog.row("shoot_the_moon").is_greyed
    assert dialog.row("stakes_scale").reason.text() == "Playing for stakes is off."
    dialog.choose_variant("check_pinochle")
    stakes = dialog.row("stakes")
    assert stakes.is_greyed and "check ledger is on" in stakes.reason.text()
    dialog.choose_variant("partnership")
    assert dialog.row("stakes").isHidden()


def test_help_explains_the_stakes() -> None:
    text = rules_html(preset("auction_stakes"))
    assert "Playing for stakes" in text and "Double bete" in text and "kitty" in text
    assert "16 deals" in text
    assert "others score their meld" not in text
    assert "Playing for stakes" not in rules_html(preset("three_handed"))
