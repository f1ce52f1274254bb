"""What else changes when one rule option is set: the fields that follow from it.

Each function here takes the rules before the change and the rules with the
option set, and gives them consistent again: the players and sides when some sit
out, the widow's cards when the widow changes, the cards each after either, a
named stakes scale's table. :data:`.applicability.APPLIES` names each option's
function (``follows``), and :func:`.consistency.apply_change` calls it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..cards import deck_size
from .choices import STAKES_SCALES
from .ruleset import RuleSet

#: (the rules before, the rules with the option set) -> the rules made consistent
Follow = Callable[[RuleSet, RuleSet], RuleSet]


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


def dealt_evenly(_old: RuleSet, new: RuleSet) -> RuleSet:
    """The cards each that share the deck out after the widow (where they can)."""
    size = derived_hand_size(new)
    return new if size is None else replace(new, hand_size=size)


def seated(old: RuleSet, new: RuleSet) -> RuleSet:
    """Some sit out at a three-player auction: the table seats three more, each alone."""
    players = 3 + new.sit_out
    return dealt_evenly(old, replace(new, num_players=players,
                                     sides=tuple((s,) for s in range(players))))


def widowed(old: RuleSet, new: RuleSet) -> RuleSet:
    """A widow's cards as its kind needs: none, one for each player (a kitty), or a
    size that shares the deck out when there was none."""
    if new.widow_mode == "none":
        new = replace(new, widow_size=0)
    elif new.widow_mode == "kitty":
        new = replace(new, widow_size=new.active_players)
    elif old.widow_mode in ("none", "kitty") or not new.widow_size:
        new = replace(new, widow_size=default_widow(new))
    return dealt_evenly(old, new)


def scaled(_old: RuleSet, new: RuleSet) -> RuleSet:
    """A named stakes scale is its table; "custom" keeps the table as it is, to edit."""
    bands = STAKES_SCALES.get(new.stakes_scale)
    return new if bands is None else replace(new, stakes_bands=bands)


def banded(_old: RuleSet, new: RuleSet) -> RuleSet:
    """The stakes table names its scale when it is a published one, else it is custom."""
    named = [k for k, bands in STAKES_SCALES.items() if bands == new.stakes_bands]
    return replace(new, stakes_scale=named[0] if named else "custom")


def built(_old: RuleSet, new: RuleSet) -> RuleSet:
    """Hand building is the two-handed auction game of seeds 000/002: two players, no
    widow, each keeping half of the cards drawn; nothing that needs a dealt hand or
    partners."""
    if not new.hand_building or new.style != "auction":
        return new
    return replace(
        new, num_players=2, sit_out=0, sides=((0,), (1,)), widow_size=0,
        widow_mode="none", stakes=False, misdeal_nines=False, check_ledger=False,
        summed_bids=False, pass_count=0, call_partner=False,
        hand_size=deck_size(new.deck) // 4,
    )


__all__ = [
    "Follow",
    "banded",
    "built",
    "dealt_evenly",
    "default_widow",
    "derived_hand_size",
    "scaled",
    "seated",
    "widowed",
]
