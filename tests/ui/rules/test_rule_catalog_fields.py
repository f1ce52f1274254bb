"""The House Rules dialog's choices and ranges come from the RuleSet fields."""

from __future__ import annotations

from pinochle_desktop.engine.rules.fields import option_info
from pinochle_desktop.ui.rules.catalog import OPTIONS


def test_choices_and_ranges_are_the_fields() -> None:
    checked = 0
    for option in OPTIONS:
        if option.kind == "info":
            continue
        info = option_info(option.name)
        if option.kind in ("choice", "conditions") and option.name != "sit_out":
            assert tuple(c.value for c in option.choices) == info.choices, option.name
            checked += 1
        elif option.kind in ("int", "optional_int"):
            assert option.maximum == info.maximum, option.name
            low = info.minimum if option.kind == "int" else min(info.minimum or 0,
                                                                 option.none_value)
            assert option.minimum == low, option.name
            checked += 1
    assert checked >= 35, checked
