"""The House Rules dialog: every option reaches the RuleSet, contradictions block OK,
named rule sets outlive the program, the meld table is editable, and Help > Rules in play
names every option in force."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules.choices import MELD_KINDS
from pinochle_desktop.storage import RuleSetStore
from pinochle_desktop.ui.rules.catalog import (
    BY_NAME,
    NOT_OPTIONS,
    OPTIONS,
    applicability_table,
    editable,
)
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.rules.in_play import RulesInPlayDialog
from pinochle_desktop.ui.rules.stakes_bands import StakesBandsEditor
from pinochle_desktop.ui.rules.widgets import OptionRow
from tests.engine.rules.option_cases import enablers

LEFT = Qt.MouseButton.LeftButton

@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    yield tmp_path / "config" / "pinochle-desktop"


@pytest.fixture
def make_dialog(qtbot: QtBot, config_dir: Path) -> Iterator[Any]:
    def make(rules: RuleSet | str = "partnership", store: RuleSetStore | None = None
             ) -> RulesDialog:
        start = preset(rules) if isinstance(rules, str) else rules
        dialog = RulesDialog(None, start, store or RuleSetStore())
        qtbot.addWidget(dialog)
        return dialog

    yield make


# -- setting widgets as a person would ---------------------------------------------------------


def set_widget(row: OptionRow, value: Any) -> None:
    """Put ``value`` in the row's widget the way a click or a keypress would."""
    widget = row.widget
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        assert index >= 0, f"{row.option.name}: no choice {value!r}"
        widget.setCurrentIndex(index)
    elif isinstance(widget, QSpinBox):
        widget.setValue(row.option.none_value if value is None else int(value))
    elif row.boxes:
        for condition, box in row.boxes.items():
            box.setChecked(condition in value)
    elif isinstance(widget, StakesBandsEditor):
        # edit the cells that differ, as a person typing into the table would
        model = widget.model
        while model.rowCount() < len(value):
            model.add_band()
        while model.rowCount() > len(value):
            model.remove_band(model.rowCount() - 1)
        for r, band in enumerate(value):
            for c in (0, 1):
                index = model.index(r, c)
                if model.data(index) != band[c]:
                    assert model.setData(index, band[c])
    else:
        raise AssertionError(f"{row.option.name} cannot be set")


def candidates(row: OptionRow, current: Any) -> list[Any]:
    """Values different from ``current`` that the widget can show, most ordinary first."""
    option = row.option
    widget = row.widget
    if isinstance(widget, QCheckBox):
        return [not current]
    if isinstance(widget, QComboBox):
        return [widget.itemData(i) for i in range(widget.count()) if widget.itemData(i) != current]
    if isinstance(widget, QSpinBox):
        step = widget.singleStep()
        base = option.none_value if current is None else int(current)
        values = [base + k * step for k in (1, 2, 3)] + [base - step]
        if current is None:
            values = [600, 190, *values]
        return [v for v in values if widget.minimum() < v <= widget.maximum()
                or (option.kind == "int" and widget.minimum() <= v <= widget.maximum())]
    if isinstance(widget, StakesBandsEditor):
        first = current[0]
        return [((first[0], first[1] + 1), *current[1:]), (*current, (current[-1][0] + 50, 99))]
    if row.boxes:
        ticked = tuple(current)
        extra = next(c for c in row.boxes if c not in ticked)
        return [(*ticked, extra)]
    return []


def round_trip(qtbot: QtBot, dialog: RulesDialog, variant: str, name: str) -> Any:
    """Reset to the preset, enable ``name``, change it through its widget, press OK.
    Returns the value that reached the RuleSet (None if no other value is usable)."""
    dialog.choose_variant(variant)
    # what must be changed first for the option to do anything (the engine's registry)
    found = enablers(name, variant)
    for driver, value in found[0] if found is not None else ():
        driver_row = dialog.row(driver)
        if driver_row.option.variant_reason(dialog.rules()) is None:
            set_widget(driver_row, value)
    row = dialog.row(name)
    assert not row.isHidden(), f"{name} applies to {variant} but is hidden"
    assert not row.is_greyed, f"{name} greyed in {variant}: {row.reason.text()}"
    before = dialog.rules()
    for value in candidates(row, getattr(before, name)):
        set_widget(row, value)
        if dialog.ok_button.isEnabled():
            break
        assert not dialog.problems.isHidden()  # a contradiction is explained, not hidden
    else:
        return None
    expected = getattr(dialog.rules(), name)
    assert expected != getattr(before, name)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert getattr(dialog.rules(), name) == expected
    assert dialog.rules().validate() == []
    return expected


# -- every option ---------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_every_option_round_trips_through_the_dialog(
    qtbot: QtBot, make_dialog: Any, variant: str
) -> None:
    dialog = make_dialog(variant)
    rules = preset(variant)
    tried, unusable = 0, []
    for option in OPTIONS:
        if not editable(option) or option.variant_reason(rules):
            continue
        tried += 1
        if round_trip(qtbot, dialog, variant, option.name) is None:
            unusable.append(option.name)
    assert tried >= (12 if variant == "two_handed" else 40), tried
    # only the widow size may have no other workable value (it must divide the deck)
    assert set(unusable) <= {"widow_size"}, unusable


def test_every_rule_field_is_offered_somewhere() -> None:
    fields = {f.name for f in dataclasses.fields(RuleSet)}
    offered = set(BY_NAME) | NOT_OPTIONS
    assert fields <= offered | {"hand_size", "deck"}, fields - offered
    for label, variants in applicability_table():
        assert variants, f"{label} applies to no variant"


def test_the_widow_size_reaches_the_rules_where_the_deck_allows(
    qtbot: QtBot, make_dialog: Any
) -> None:
    dialog = make_dialog("auction_sit_out")
    set_widget(dialog.row("widow_size"), 6)
    assert dialog.rules().widow_size == 6 and dialog.rules().hand_size == 14
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.rules().widow_size == 6


def test_a_kitty_resizes_the_widow_and_the_hands(make_dialog: Any) -> None:
    dialog = make_dialog("partnership")
    set_widget(dialog.row("widow_mode"), "kitty")
    rules = dialog.rules()
    assert (rules.widow_mode, rules.widow_size, rules.hand_size) == ("kitty", 4, 11)
    assert rules.validate() == [] and dialog.ok_button.isEnabled()
    assert dialog.row("widow_size").is_greyed


# -- what does not apply -----------------------------------------------------------------------


def test_options_a_variant_lacks_are_hidden_with_the_reason(make_dialog: Any) -> None:
    dialog = make_dialog("two_handed")
    assert dialog.row("min_bid").isHidden()
    footer = dialog.pages["Auction"].footer.text()
    assert "Minimum bid" in footer and "no auction" in footer
    assert not dialog.row("phase2_head").isHidden()
    dialog.choose_variant("double_deck")
    assert dialog.row("misdeal_nines").isHidden()
    assert "no nines" in dialog.pages["Special"].footer.text()
    assert dialog.row("phase2_head").isHidden()


def test_options_switched_off_by_other_choices_are_greyed_with_the_reason(
    make_dialog: Any,
) -> None:
    dialog = make_dialog("partnership")
    stuck = dialog.row("stuck_bid")
    assert stuck.is_greyed and "dealer is stuck" in stuck.reason.text()
    set_widget(dialog.row("all_pass"), "dealer_stuck")
    assert not stuck.is_greyed and not stuck.reason.isVisibleTo(stuck)
    set_widget(stuck, 190)
    assert dialog.rules().stuck_bid == 190
    set_widget(dialog.row("all_pass"), "redeal")  # the stuck bid means nothing again
    assert dialog.rules().stuck_bid is None and dialog.ok_button.isEnabled()


def test_near_bid_and_misbid_details_are_greyed_while_their_rule_is_off(
    make_dialog: Any,
) -> None:
    dialog = make_dialog("partnership")
    assert not dialog.rules().meld_near_bid and dialog.rules().misbid_meld == 0
    near = [dialog.row("near_bid_meld"), dialog.row("near_bid_gap")]
    for row in near:
        assert row.is_greyed and "Meld near the bid to play is off" in row.reason.text()
    set_widget(dialog.row("meld_near_bid"), True)
    for row in near:
        assert not row.is_greyed and not row.reason.isVisibleTo(row)
    set_widget(near[0], 250)
    assert dialog.rules().near_bid_meld == 250 and dialog.ok_button.isEnabled()
    set_widget(dialog.row("meld_near_bid"), False)
    assert all(row.is_greyed for row in near)
    penalty = dialog.row("misbid_penalty")
    assert penalty.is_greyed and "Mis-bid is off" in penalty.reason.text()
    set_widget(dialog.row("misbid_meld"), 200)
    assert not penalty.is_greyed and not penalty.reason.isVisibleTo(penalty)
    set_widget(penalty, True)
    assert dialog.rules().misbid_penalty and dialog.ok_button.isEnabled()
    set_widget(dialog.row("misbid_meld"), 0)
    assert penalty.is_greyed


def test_check_ledger_options_follow_the_ledger_switch(make_dialog: Any) -> None:
    dialog = make_dialog("three_handed")
    ledger = dialog.row("check_ledger")
    game = dialog.row("check_game")
    assert not ledger.is_greyed and game.is_greyed and "ledger is off" in game.reason.text()
    set_widget(ledger, True)
    assert not game.is_greyed
    set_widget(game, 10)
    rules = dialog.rules()
    assert rules.check_ledger and rules.check_game == 10 and dialog.ok_button.isEnabled()
    # partnership sides share their score: there is no ledger to keep
    partnership = make_dialog("partnership")
    assert partnership.row("check_ledger").isHidden()


# -- contradictions ----------------------------------------------------------------------------


def test_contradictions_disable_ok_and_show_the_engines_words(
    qtbot: QtBot, make_dialog: Any
) -> None:
    dialog = make_dialog("partnership")
    assert dialog.ok_button.isEnabled()
    set_widget(dialog.row("display_simplified"), True)
    problems = dialog.rules().validate()
    assert problems and not dialog.ok_button.isEnabled()
    for sentence in problems:
        assert sentence.replace("'", "&#x27;") in dialog.problems.text() or \
            sentence in dialog.problems.text()
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.result() != QDialog.DialogCode.Accepted
    set_widget(dialog.row("count_method"), 3)
    assert dialog.rules().validate() == [] and dialog.ok_button.isEnabled()
    assert not dialog.problems.isVisibleTo(dialog)


def test_a_widow_that_does_not_divide_the_deck_is_explained(make_dialog: Any) -> None:
    dialog = make_dialog("three_handed")
    set_widget(dialog.row("widow_size"), 4)
    assert not dialog.ok_button.isEnabled()
    assert "widow of 4 use 49 cards" in dialog.problems.text()
    assert not dialog.save_as_button.isEnabled() and not dialog.export_button.isEnabled()


# -- the meld table ----------------------------------------------------------------------------


def test_meld_table_edits_change_the_rules(qtbot: QtBot, make_dialog: Any) -> None:
    dialog = make_dialog("partnership")
    model = dialog.meld_model
    run = MELD_KINDS.index("run")
    assert model.setData(model.index(run, 0), 200)
    assert model.setData(model.index(MELD_KINDS.index("pinochle"), 1), 500)
    assert not model.setData(model.index(run, 0), -5)  # negative meld is refused
    rules = dialog.rules()
    assert rules.meld_value("run", 1) == 200 and rules.meld_value("pinochle", 2) == 500
    # a 48-card deck never holds three runs: that column cannot be edited
    assert not model.flags(model.index(run, 2)) & model.flags(model.index(run, 0))
    qtbot.mouseClick(dialog.ok_button, LEFT)
    assert dialog.rules().meld_value("run", 1) == 200
    dialog.choose_variant("double_deck")
    dix = model.index(MELD_KINDS.index("dix"), 0)
    assert "no nines" in model.data(dix, 3)  # tooltip role


# -- named rule sets ---------------------------------------------------------------------------


def test_named_rule_sets_survive_a_restart(make_dialog: Any, config_dir: Path) -> None:
    dialog = make_dialog("three_handed")
    set_widget(dialog.row("misdeal_nines"), True)
    set_widget(dialog.row("min_bid"), 250)
    assert dialog.save_as("Grandma's rules")
    grandma = dialog.rules()
    assert (config_dir / "rulesets.json").is_file()
    # the program is started again: a new store reads the same folder
    store = RuleSetStore()
    assert store.names() == ["Grandma's rules"] and store.get("Grandma's rules") == grandma
    again = make_dialog("partnership", store)
    assert again.saved_combo.findData("Grandma's rules") > 0
    assert again.load_saved("Grandma's rules") and again.rules() == grandma
    assert again.current_set() == "Grandma's rules"
    assert again.rename("Grandma")
    assert RuleSetStore().names() == ["Grandma"]
    set_widget(again.row("min_bid"), 350)
    assert again.save_button.isEnabled() and again.save()
    assert RuleSetStore().get("Grandma").min_bid == 350
    assert again.restore_defaults(confirm=False)
    assert RuleSetStore().get("Grandma") == preset("three_handed") == again.rules()
    assert again.delete(confirm=False)
    assert RuleSetStore().names() == [] and again.current_set() == ""


def test_rule_sets_export_and_import_as_files(make_dialog: Any, tmp_path: Path) -> None:
    dialog = make_dialog("partnership")
    set_widget(dialog.row("pass_count"), 4)
    assert dialog.save_as("Club")
    path = tmp_path / "club.json"
    assert dialog.export_to(path) and path.is_file()
    assert dialog.import_from(path)
    assert dialog.current_set() == "Club (2)" and dialog.rules().pass_count == 4
    assert RuleSetStore().names() == ["Club", "Club (2)"]


def test_mistakes_with_rule_sets_are_told_in_words(make_dialog: Any, tmp_path: Path) -> None:
    dialog = make_dialog("partnership")
    assert dialog.save_as("Club")
    assert not dialog.save_as("club", replace=False)
    assert "already a rule set called" in dialog.status_text()
    assert not dialog.save_as("   ")
    assert "Give the rule set a name" in dialog.status_text()
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert not dialog.import_from(bad)
    assert "bad.json" in dialog.status_text() and "Traceback" not in dialog.status_text()
    assert not dialog.import_from(tmp_path / "missing.json")
    assert "does not exist" in dialog.status_text()


# -- rules in play -----------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["two_handed", "three_handed", "partnership", "racehorse"])
def test_rules_in_play_lists_every_option_in_force(qtbot: QtBot, variant: str) -> None:
    rules = dataclasses.replace(preset(variant), target_score=2250)
    viewer = RulesInPlayDialog(rules)
    qtbot.addWidget(viewer)
    text = viewer.browser.toPlainText()
    for option in OPTIONS:
        if option.variant_reason(rules) is None:
            assert option.label in text, option.label
        elif editable(option):
            assert option.label not in text, option.label
    assert "2,250 points" in text


# -- the rules chosen change the game ---------------------------------------------------------


def _controller(qtbot: QtBot) -> Any:
    from pinochle_desktop.ui.play.controller import GameController
    from pinochle_desktop.ui.play.thinker import SyncThinker

    controller = GameController(SyncThinker())
    for pause in ("delay_ms", "trick_pause_ms", "hand_pause_ms", "deal_pause_ms",
                  "meld_pause_ms"):
        setattr(controller, pause, 0)
    return controller


def _config(rules: RuleSet, seed: int) -> Any:
    from pinochle_desktop.ui.play.config import GameConfig, SeatConfig

    seats = [SeatConfig("You", None)] + [SeatConfig(f"CPU {s}", "random") for s in (1, 2, 3)]
    return GameConfig(variant=rules.variant, seats=seats, seed=seed, rules=rules)


def test_misdeal_and_moon_chosen_in_the_dialog_change_the_game(
    qtbot: QtBot, make_dialog: Any
) -> None:
    from pinochle_desktop.engine import Phase, new_game, parse_cards
    from pinochle_desktop.engine.cards import make_deck

    dialog = make_dialog("partnership")
    set_widget(dialog.row("misdeal_nines"), True)
    set_widget(dialog.row("misdeal_conditions"), tuple(dialog.row("misdeal_conditions").boxes))
    set_widget(dialog.row("shoot_the_moon"), True)
    set_widget(dialog.row("moon_reward"), "points")
    set_widget(dialog.row("moon_points"), 1200)
    qtbot.mouseClick(dialog.ok_button, LEFT)
    rules = dialog.rules()
    assert rules.misdeal_nines and rules.shoot_the_moon and rules.moon_points == 1200

    # a deal where you hold enough nines: the controller offers you the misdeal
    seed = next(s for s in range(5000) if (g := new_game(rules, seed=s)).phase == Phase.MISDEAL
                and g.current_player == 0)
    controller = _controller(qtbot)
    controller.start(_config(rules, seed))
    qtbot.waitUntil(controller.is_human_turn, timeout=2000)
    assert {str(a) for a in controller.legal_actions()} == {"misdeal", "keep"}
    with qtbot.waitSignal(controller.dealt, timeout=2000):
        assert controller.submit("misdeal")
    controller.stop()

    # you hold every ace and the top spades: bid, name spades, shoot the moon, take all
    mine = parse_cards("AS AS TS TS KS KS AH AH AD AD AC AC")
    rest = list(make_deck("single"))
    for card in mine:
        rest.remove(card)
    deal = [mine, rest[0::3], rest[1::3], rest[2::3]]
    state = new_game(rules, seed=7, deal=deal, dealer=3)
    controller = _controller(qtbot)
    controller.load(state, _config(rules, 7))
    scored: list[dict[str, Any]] = []
    controller.hand_scored.connect(scored.append)
    while not scored:
        qtbot.waitUntil(lambda: controller.is_human_turn() or bool(scored), timeout=3000)
        if scored:
            break
        legal = controller.legal_actions()
        kinds = {a.kind for a in legal}
        if "bid" in kinds:
            action = next(a for a in legal if a.kind == "bid")
        elif "trump" in kinds:
            action = next(a for a in legal if str(a) == "trump S")
        elif "moon" in kinds:
            action = next(a for a in legal if a.kind == "moon")
        elif "play" in kinds:
            action = max((a for a in legal if a.kind == "play"),
                         key=lambda a: (a.card.suit == 0, a.card.rank))
        else:
            action = legal[0]
        assert controller.submit(action), action
    summary = scored[0]
    assert summary.bidder == 0 and summary.moon and summary.made
    assert summary.deltas[0] == 1200  # the reward chosen in the dialog
    controller.stop()
