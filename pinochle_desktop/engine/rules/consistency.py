"""How a change to one rule option ripples to the others, without the UI.

:func:`apply_change` is the one way the House Rules dialog changes a rule: it sets
the field, then keeps the fields that follow from it consistent (the cards each
when the widow changes, the players and sides when some sit out), then
:func:`normalize` puts options that no longer do anything back to their resting
value (:attr:`.applicability.Applicability.resets_to`: the stuck-dealer bid while
everybody's pass redeals). Contradictions that
remain are for :meth:`RuleSet.validate` to explain in words.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..cards import deck_size
from .applicability import APPLIES, KEEP, is_idle
from .choices import STAKES_SCALES
from .ruleset import RuleSet

#: option -> the value it rests at: while the option is idle
#: (:attr:`.applicability.Applicability.idle`), :func:`normalize` puts it back there
RESTING: dict[str, Any] = {
    name: entry.resets_to for name, entry in APPLIES.items() if entry.resets_to is not KEEP
}


def is_resting(name: str, rules: RuleSet) -> bool:
    """Whether option ``name`` has no effect with ``rules`` and is put back while so
    (False for options never reset)."""
    return name in RESTING and is_idle(name, rules)


def derived_hand_size(rules: RuleSet) -> int | None:
    """Cards each when the deck is shared out evenly after the widow, else None."""
    if rules.style == "classic":
        return None
    rest = deck_size(rules.deck) - rules.widow_size
    active = rules.active_players * (2 if rules.hand_building else 1)  # kept and discarded
    if active <= 0 or rest <= 0 or rest % active:
        return None
    return rest // active


def default_widow(rules: RuleSet) -> int:
    """A widow size that shares the rest of the deck out evenly, 3 or 4 when possible."""
    usual = 4 if deck_size(rules.deck) >= 80 else 3
    active = max(1, rules.active_players)
    for size in (usual, 7 - usual, *range(1, 13)):
        if (deck_size(rules.deck) - size) % active == 0:
            return size
    return usual


def apply_change(rules: RuleSet, name: str, value: Any) -> RuleSet:
    """``rules`` with ``name`` set to ``value`` and the fields that follow from it updated."""
    old = rules
    new = dataclasses.replace(rules, **{name: value})
    if name == "sit_out":
        players = 3 + int(value)
        new = dataclasses.replace(
            new, num_players=players, sides=tuple((s,) for s in range(players))
        )
    if name == "widow_mode":
        if value == "none":
            new = dataclasses.replace(new, widow_size=0)
        elif value == "kitty":
            new = dataclasses.replace(new, widow_size=new.active_players)
        elif old.widow_mode in ("none", "kitty") or not new.widow_size:
            new = dataclasses.replace(new, widow_size=default_widow(new))
    if name == "stakes_scale" and value in STAKES_SCALES:
        # a named scale is its table; "custom" keeps the table as it is, to edit
        new = dataclasses.replace(new, stakes_bands=STAKES_SCALES[value])
    if name == "stakes_bands":
        # the table names its scale when it is a published one, else it is custom
        named = [k for k, bands in STAKES_SCALES.items() if bands == value]
        new = dataclasses.replace(new, stakes_scale=named[0] if named else "custom")
    if name == "hand_building" and value and new.style == "auction":
        # the two-handed auction game of seeds 000/002: two players, no widow, each
        # keeping half of the cards drawn; nothing that needs a dealt hand or partners
        new = dataclasses.replace(
            new, num_players=2, sit_out=0, sides=((0,), (1,)), widow_size=0,
            widow_mode="none", stakes=False, misdeal_nines=False, check_ledger=False,
            summed_bids=False, pass_count=0, call_partner=False,
            hand_size=deck_size(new.deck) // 4,
        )
    if name in ("widow_mode", "widow_size", "sit_out"):
        size = derived_hand_size(new)
        if size is not None:
            new = dataclasses.replace(new, hand_size=size)
    return normalize(new)


def normalize(rules: RuleSet) -> RuleSet:
    """Put options that no longer do anything back to their resting value."""
    changes = {
        name: rest
        for name, rest in RESTING.items()
        if is_idle(name, rules) and getattr(rules, name) != rest
    }
    return dataclasses.replace(rules, **changes) if changes else rules


def is_normal(rules: RuleSet) -> bool:
    """Whether every option without effect is at its resting value."""
    return normalize(rules) == rules
