"""Five-handed's called partner in House Rules and in the rules summary."""

from __future__ import annotations

import dataclasses

from pinochle_desktop.engine import preset
from pinochle_desktop.ui.rule_catalog import BY_NAME
from pinochle_desktop.ui.rules_text import rules_html


def test_a_partner_can_be_called_only_where_everyone_plays_alone_at_four_or_more() -> None:
    reason = BY_NAME["call_partner"].variant_reason
    assert reason is not None
    assert reason(preset("five_handed")) is None
    assert "fixed" in (reason(preset("partnership")) or "")
    assert "one player against two" in (reason(preset("cutthroat")) or "")
    assert "two-handed" in (reason(preset("two_handed")) or "")


def test_which_holder_is_the_partner_waits_for_the_call_option() -> None:
    depends = BY_NAME["partner_rule"].depends
    assert depends is not None
    five = preset("five_handed")
    assert depends(five) is None
    assert depends(dataclasses.replace(five, call_partner=False)) == "No partner is called."


def test_the_rules_summary_explains_the_call_and_the_scoring() -> None:
    text = rules_html(preset("five_handed"))
    assert "calls a card" in text and "first of its holders to play it" in text
    assert "each loses the bid" in text
    clockwise = rules_html(dataclasses.replace(preset("five_handed"),
                                               partner_rule="first_clockwise"))
    assert "first holder clockwise" in clockwise
    assert "calls a card" not in rules_html(preset("partnership"))
