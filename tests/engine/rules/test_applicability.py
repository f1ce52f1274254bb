"""Where each rule option applies is the engine's, in words a translator gets."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import PRESET_NAMES, preset
from pinochle_desktop.engine.rules.applicability import APPLIES, KEEP, OPTION_NAMES, applies
from pinochle_desktop.engine.rules.consistency import RESTING, normalize
from pinochle_desktop.engine.text import Text

from .option_cases import OPTIONS, case_for


def test_the_registry_names_only_rule_options() -> None:
    assert set(APPLIES) <= set(OPTION_NAMES), set(APPLIES) - set(OPTION_NAMES)
    assert tuple(f.name for f in dataclasses.fields(preset("partnership"))) == OPTION_NAMES


def test_every_reason_is_marked_for_translation_in_the_dialogs_context() -> None:
    """In every preset, and with every option changed and in effect, each reason given
    is a Text of the House Rules context, so the dialog shows it translated."""
    rule_sets = [preset(v) for v in PRESET_NAMES]
    rule_sets += [case[2] for case in map(case_for, OPTIONS) if case is not None]
    given = 0
    for rules in rule_sets:
        for name in OPTION_NAMES:
            for reason in (applies(name).variant(rules), applies(name).idle(rules)):
                if reason is None:
                    continue
                given += 1
                assert isinstance(reason, Text), (name, reason)
                assert reason.context == "HouseRules", (name, reason)
    assert given > len(OPTION_NAMES)


def test_every_option_applies_in_some_preset() -> None:
    nowhere = [name for name in OPTION_NAMES
               if all(applies(name).variant(preset(v)) is not None for v in PRESET_NAMES)]
    assert nowhere == []


def test_an_option_put_back_while_idle_is_put_back_to_a_value_that_validates() -> None:
    assert set(RESTING) == {name for name, entry in APPLIES.items() if entry.resets_to is not KEEP}
    for name, rest in RESTING.items():
        for variant in PRESET_NAMES:
            rules = preset(variant)
            if applies(name).idle(rules) is not None:
                assert getattr(normalize(rules), name) == rest
                assert normalize(rules).validate() == [], (name, variant)
