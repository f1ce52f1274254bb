"""Help > Rules tells every option in force, and none that is not: the cases are the
presets and the RuleSet fields (with the House Rules catalogue's words), not a list.

For each preset and each option, the option is given another value that validates
there. Where the engine says it is in use, the summary must tell the new value: in
a line with the catalogue's label and the value's words, or in a sentence of its own
(the sentences read differently); a house rule turned off to its default of
off/none/0 may go unsaid, as the sentences leave unplayed rules unsaid. Where it is
not in use, the summary must not change and must not name it.
"""

from __future__ import annotations

import dataclasses
from html import escape
from typing import Any

import pytest

from pinochle_desktop.engine import PRESET_NAMES, RuleSet, preset
from pinochle_desktop.engine.rules.applicability import reason_not_used
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.ui.rules.catalog import BY_NAME, value_words
from pinochle_desktop.ui.rules.text import rules_html
from tests.engine.rules.option_cases import OPTIONS, candidates, case_for

#: the heading of the lines in the catalogue's words
OTHERS = "<h3>Other house rules in force</h3>"


def _sentences(html: str) -> str:
    """The summary without its list of other house rules."""
    start = html.find(OTHERS)
    if start < 0:
        return html
    end = html.find("<h3>", start + len(OTHERS))
    return html[:start] + (html[end:] if end >= 0 else "")


def _line(name: str, rules: RuleSet) -> str | None:
    """The option's line in the catalogue's words, as it appears in the HTML."""
    option = BY_NAME.get(name)
    if option is None:
        return None
    return escape(f"{option.title}: {value_words(option, rules)}")


def _unplayed(name: str, rules: RuleSet) -> bool:
    """The option is left at the engine's default of off, none or 0."""
    value = getattr(rules, name)
    return not value and value == getattr(RuleSet(), name)


def _other_value(rules: RuleSet, name: str) -> RuleSet | None:
    """``rules`` with ``name`` at the first other value that validates (set alone if
    that validates, else as the House Rules dialog sets it, with what follows)."""
    for change in (lambda v: dataclasses.replace(rules, **{name: v}),
                   lambda v: apply_change(rules, name, v)):
        for value in candidates(name, getattr(rules, name)):
            try:
                new = change(value)
            except (TypeError, ValueError):
                continue
            if getattr(new, name) != getattr(rules, name) and not new.validate():
                return new
    return None


def _not_told(name: str, before: RuleSet, after: RuleSet) -> str | None:
    """Why the summary of ``after`` does not tell option ``name`` (in use there), or
    None when it does."""
    said, was = rules_html(after), rules_html(before)
    line = _line(name, after)
    if line is not None and line in said:
        return None
    if _sentences(said) != _sentences(was):
        return None  # a sentence of the summary tells the new value
    if _unplayed(name, after) and said != was:
        return None  # turned off: its line is gone
    return f"{name}={getattr(after, name)!r} is not told (no line {line!r}, no sentence)"


def _told_though_unused(name: str, before: RuleSet, after: RuleSet) -> str | None:
    """Why the summary names option ``name`` though it is not in use, or None."""
    said = rules_html(after)
    option = BY_NAME.get(name)
    if option is not None and escape(f"{option.title}:") in said:
        return f"{name} is not in use but has a line"
    if said != rules_html(before):
        return f"{name} is not in use but changing it to {getattr(after, name)!r} changes the text"
    return None


@pytest.mark.parametrize("variant", PRESET_NAMES)
def test_every_option_in_use_is_told_and_no_other(variant: str) -> None:
    before = preset(variant)
    problems: list[str] = []
    tried = 0
    for name in OPTIONS:
        after = _other_value(before, name)
        if after is None:
            continue
        tried += 1
        if reason_not_used(name, after) is None:
            problem = _not_told(name, before, after)
        elif reason_not_used(name, before) is not None:
            problem = _told_though_unused(name, before, after)
        else:
            continue  # in use before only: what follows is told with the rules it brings
        if problem is not None:
            problems.append(problem)
    assert tried > len(OPTIONS) // 2
    assert not problems, f"{variant}: " + "; ".join(problems)


@pytest.mark.parametrize("name", OPTIONS)
def test_each_option_brought_into_use_is_told(name: str) -> None:
    """Also the options in use in no preset as it stands (moon points: the moon on)."""
    found = case_for(name)
    assert found is not None, f"{name} cannot be changed in any preset: give it a case here"
    _, before, after = found
    assert reason_not_used(name, after) is None, (
        f"{name} is not brought into use by a change or two: give it a case here")
    assert _not_told(name, before, after) is None
    if reason_not_used(name, before) is None:
        assert _not_told(name, after, before) is None


def _as_of(rules: RuleSet, **changes: Any) -> str:
    return rules_html(dataclasses.replace(rules, **changes))


def test_the_meld_house_rules_are_told() -> None:
    partnership = preset("partnership")
    plain = rules_html(partnership)
    assert "Roundhouse bonus" not in plain and "royal marriage: Yes" not in plain
    told = _as_of(partnership, roundhouse_bonus=True, run_counts_marriage=True)
    assert OTHERS in told
    assert "Roundhouse bonus: Yes" in told
    assert "A run also counts its royal marriage: Yes" in told
    assert "Roundhouse bonus" not in rules_html(preset("two_handed"))


def test_a_stuck_dealers_own_bid_is_told() -> None:
    stuck = dataclasses.replace(preset("partnership"), all_pass="dealer_stuck", stuck_bid=190)
    assert "stuck with a bid of 190" in rules_html(stuck)
    assert "stuck with the minimum bid" in _as_of(stuck, stuck_bid=None)
