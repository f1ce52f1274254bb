"""The House Rules dialog shows every option of the engine's registry where it applies,
and says why where it does not: the cases are the RuleSet fields, not a list."""

from __future__ import annotations

from collections.abc import Iterator
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules.applicability import OPTION_NAMES, applies
from pinochle_desktop.storage import RuleSetStore
from pinochle_desktop.ui.engine_text import engine_text
from pinochle_desktop.ui.i18n import load_catalogue
from pinochle_desktop.ui.rules.catalog import BY_NAME, NOT_OPTIONS, editable
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.rules.options import PAGES
from tests.engine.rules.option_cases import OPTIONS, case_for


@pytest.fixture
def dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[RulesDialog]:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(folder, str(tmp_path / folder))
    shown = RulesDialog(None, preset("partnership"), RuleSetStore())
    qtbot.addWidget(shown)
    yield shown


def assert_shown_as_the_engine_says(dialog: RulesDialog, rules: RuleSet, where: str) -> None:
    """Each option's row: hidden with the variant's reason under its page, greyed with
    the reason beside it while idle, else shown and editable."""
    dialog.set_rules(rules)
    for name in OPTION_NAMES:
        if name in NOT_OPTIONS:
            continue
        option = BY_NAME[name]
        row = dialog.row(name)
        missing = applies(name).variant(rules)
        if missing is not None:
            assert row.isHidden(), f"{name} shown in {where}"
            footer = dialog.pages[option.page].footer.text()
            assert escape(engine_text(missing)) in footer, f"{name} in {where}: {footer}"
            continue
        assert not row.isHidden(), f"{name} hidden in {where}"
        idle = applies(name).idle(rules)
        if not editable(option):
            continue
        if idle is None:
            assert not row.is_greyed, f"{name} greyed in {where}: {row.reason.text()}"
        else:
            assert row.is_greyed, f"{name} not greyed in {where}"
            assert row.reason.text() == engine_text(idle), f"{name} in {where}"


def test_every_option_has_an_editor_on_a_page(dialog: RulesDialog) -> None:
    for name in OPTION_NAMES:
        if name in NOT_OPTIONS:
            continue
        assert name in BY_NAME, f"{name} has no editor in the House Rules dialog"
        assert BY_NAME[name].page in PAGES, name
        assert dialog.row(name).option is BY_NAME[name]


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_each_preset_shows_where_every_option_applies(dialog: RulesDialog, variant: str) -> None:
    assert_shown_as_the_engine_says(dialog, preset(variant), variant)


def test_each_option_in_effect_is_shown_editable(dialog: RulesDialog) -> None:
    """The rules of each option's property game (changed from a preset, in effect)."""
    for name in OPTIONS:
        case = case_for(name)
        assert case is not None, name
        variant, _, rules = case
        assert_shown_as_the_engine_says(dialog, rules, f"{variant} with {name} changed")


def test_every_reason_the_engine_gives_is_in_the_german_catalogue(
    qapp: QCoreApplication,
) -> None:
    """The reasons kept their English words when they moved into the engine, so the
    catalogue still translates each (in every preset, and with each option changed)."""
    rule_sets = [preset(v) for v in PRESET_NAMES]
    rule_sets += [case[2] for case in map(case_for, OPTIONS) if case is not None]
    reasons = {reason for rules in rule_sets for name in OPTION_NAMES
               for reason in (applies(name).variant(rules), applies(name).idle(rules))
               if reason is not None}
    german = QTranslator()
    assert load_catalogue(german, "de") is None
    QCoreApplication.installTranslator(german)
    try:
        untranslated = [str(reason) for reason in reasons if engine_text(reason) == reason]
    finally:
        QCoreApplication.removeTranslator(german)
    assert untranslated == []
    assert len(reasons) > 40
