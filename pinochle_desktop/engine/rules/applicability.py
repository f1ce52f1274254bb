"""Where each rule option means something, and what follows when it changes: the
registry the House Rules dialog, the rules summary and :mod:`.consistency` read.

Each option of :class:`.ruleset.RuleSet` has an :class:`Applicability` in
:data:`APPLIES` (``applies(name)``, next to the fields of :mod:`.fields`),
answering two questions (the reasons are :mod:`.reasons`):

* ``variant(rules)``: why the option means nothing in these rules' variant
  (classic two-handed has no auction; an 80-card deck has no nines...). The
  dialog hides such options and lists them, with the reason, under the page.
* ``idle(rules)``: why it does nothing *with the other choices made* (the
  stuck dealer's bid while everybody's pass redeals). The dialog greys such
  options, with the reason beside them.

Both take the rules rather than a variant name, so a saved rule set based on any
variant is judged the same way. An option whose idle value is reset
(``resets_to``) is put back by :func:`.consistency.normalize` while it is idle;
the fields that follow from an option (``follows``, :mod:`.ripples`) are made
consistent by :func:`.consistency.apply_change` when it is set.

The reasons are marked for translation in the dialog's context ``HouseRules``
(:mod:`..text`): English here, translated where they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..text import QT_TRANSLATE_NOOP, Text
from . import reasons as why
from . import ripples
from .reasons import Reason
from .ripples import Follow
from .ruleset import RuleSet

#: ``resets_to`` of an option that is never put back
KEEP: Any = object()


@dataclass(frozen=True)
class Applicability:
    """Where one option applies, and what follows from it (see the module's words)."""

    #: why the option does not exist in these rules' variant (None: it does)
    variant: Reason = why.never
    #: why it has no effect with the other choices made (None: it has)
    idle: Reason = why.never
    #: the value it is put back to while idle (:data:`KEEP`: left as it is)
    resets_to: Any = KEEP
    #: what else changes when the option is set (None: nothing)
    follows: Follow | None = None

    def reason(self, rules: RuleSet) -> Text | None:
        """Why the option is not in use: the variant's reason first, then the choices'."""
        return self.variant(rules) or self.idle(rules)


#: the options of a page that one option turns on: the check ledger's (only where
#: checks are paid), the stakes' and the misdeal's
_LEDGER = Applicability(why.ledger, why.LEDGER_OFF)
_STAKES = Applicability(why.stakes_variant, why.STAKES_OFF)
_MISDEAL = Applicability(why.misdeal, why.MISDEAL_OFF)
#: the end-of-game options a stakes game, which ends after its rounds of deals, ignores
_ROUNDS = why.in_stakes(QT_TRANSLATE_NOOP(
    "HouseRules", "Playing for stakes: the game ends after its rounds of deals "
    "(Stakes page); the most units win."))

#: every option's applicability, by field name (an option absent applies everywhere:
#: :func:`applies`)
APPLIES: dict[str, Applicability] = {
    # -- players and deck
    "num_players": Applicability(idle=lambda r: QT_TRANSLATE_NOOP(
        "HouseRules", "Choose how many sit at the table below.") if r.sit_out else why.FIXED),
    "deck": Applicability(idle=why.fixed),
    "sit_out": Applicability(why.sitting_out, follows=ripples.seated),
    "widow_mode": Applicability(why.NO_WIDOW, follows=ripples.widowed),
    "widow_size": Applicability(why.NO_WIDOW, why.widow_size_idle, follows=ripples.dealt_evenly),
    # -- deal
    "dealer_dix_bonus": Applicability(why.CLASSIC),
    "hand_building": Applicability(why.building, follows=ripples.built),
    "building_discards_to_defender": Applicability(
        why.building, why.unless(why.is_on("hand_building"), QT_TRANSLATE_NOOP(
            "HouseRules", "Hand building is off.")), resets_to=False),
    # -- auction
    "min_bid": Applicability(why.AUCTION),
    "bid_increment": Applicability(why.AUCTION),
    "increment_threshold": Applicability(why.AUCTION),
    "increment_above": Applicability(why.AUCTION, why.unless(
        lambda r: r.increment_threshold is not None,
        QT_TRANSLATE_NOOP("HouseRules", "Bids never switch to bigger steps."))),
    "max_bid": Applicability(why.AUCTION),
    "jump_bids": Applicability(why.AUCTION),
    "first_bidder_must_open": Applicability(why.AUCTION),
    "must_open_with_meld": Applicability(why.AUCTION),
    "forced_open_at_min": Applicability(why.AUCTION, why.unless(
        why.is_on("first_bidder_must_open"),
        QT_TRANSLATE_NOOP("HouseRules", "The first bidder may pass.")), resets_to=False),
    "all_pass": Applicability(why.AUCTION),
    "stuck_bid": Applicability(why.AUCTION, why.unless(
        lambda r: r.all_pass == "dealer_stuck",
        QT_TRANSLATE_NOOP("HouseRules", "Only when the dealer is stuck with the bid.")),
        resets_to=None),
    # -- trump and passing
    "trump_requires": Applicability(why.AUCTION),
    "pass_count": Applicability(why.passing),
    "pass_mode": Applicability(why.passing, why.unless(why.is_on("pass_count"), QT_TRANSLATE_NOOP(
        "HouseRules", "No cards are passed."))),
    "call_partner": Applicability(why.calling, why.in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: the bidder plays alone against every other player."))),
    "partner_rule": Applicability(why.calling, why.NO_CALL),
    "call_any_card": Applicability(why.calling, why.NO_CALL),
    # -- meld values
    "run_counts_marriage": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed each meld is laid on its own turn, so a run never "
        "also scores its marriage."))),
    "roundhouse_bonus": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed a roundhouse is laid as separate melds, one per "
        "turn."))),
    "marriages_trump_only": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "Classic two-handed always counts every marriage."))),
    "quadruple_wins_game": Applicability(why.quadruple),
    "upgrade_scoring": Applicability(why.CLASSIC),
    # -- play
    "head_rule": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "Classic two-handed has its own rule for the second half (below)."))),
    "first_lead_trump": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed any card may be led."))),
    "phase2_head": Applicability(why.CLASSIC),
    "last_draw_choice": Applicability(why.CLASSIC),
    # -- scoring
    "round_counts": Applicability(why.CLASSIC),
    "save_meld": Applicability(why.auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed melds score as soon as they are laid."))),
    "save_meld_points": Applicability(why.AUCTION, why.COUNTERS_ONLY),
    "min_meld_on_board": Applicability(why.AUCTION, why.COUNTERS_ONLY),
    "bidder_min_trick_points": Applicability(why.AUCTION),
    "allow_concede": Applicability(why.AUCTION),
    "forced_concede_over_max": Applicability(why.AUCTION),
    "concede_unseen_at_min": Applicability(
        why.AUCTION, why.unless(lambda r: bool(r.widow_size), why.NO_WIDOW_YET), resets_to=False),
    # -- end of game (a stakes game ends after its rounds: base.BaseState._game_winner)
    "target_score": Applicability(idle=_ROUNDS),
    "tie_rule": Applicability(idle=why.first_of(_ROUNDS, why.when(why.is_on("bid_out_only"), (
        QT_TRANSLATE_NOOP("HouseRules", "With bid-out only, only the bidder can go out, so "
                          "there are no ties."))))),
    "extend_by": Applicability(idle=why.first_of(_ROUNDS, why.unless(
        lambda r: r.tie_rule == "extend" and not r.bid_out_only,
        QT_TRANSLATE_NOOP("HouseRules", "Only when the target goes up.")))),
    "target_exceed": Applicability(idle=_ROUNDS),
    "bid_out_only": Applicability(why.NO_BIDDER, _ROUNDS),
    # seed 002: a slide-out is how a side wins "when playing 'bid-out' rules" without
    # bidding, so it applies with bid-out only too
    "slide_out": Applicability(why.NO_BIDS_TO_FAIL, _ROUNDS),
    "slide_out_sets": Applicability(why.NO_BIDS_TO_FAIL, why.first_of(_ROUNDS, why.unless(
        why.is_on("slide_out"),
        QT_TRANSLATE_NOOP("HouseRules", "Slide out is off.")))),
    # -- special
    "misdeal_nines": Applicability(why.misdeal),
    "misdeal_conditions": _MISDEAL,
    "max_redeals": _MISDEAL,
    "redeal_limit_scope": Applicability(why.misdeal, why.first_of(why.MISDEAL_OFF, why.unless(
        lambda r: r.max_redeals is not None,
        QT_TRANSLATE_NOOP("HouseRules", "Redeals are unlimited.")))),
    "shoot_the_moon": Applicability(why.AUCTION, why.in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: a hand pays units by the bid, not moon points."))),
    "moon_reward": Applicability(why.AUCTION, why.MOON_OFF),
    "moon_points": Applicability(why.AUCTION, why.unless(
        lambda r: r.shoot_the_moon and r.moon_reward == "points",
        QT_TRANSLATE_NOOP("HouseRules", "Only when a moon scores points."))),
    "moon_fixed": Applicability(why.AUCTION, why.unless(
        lambda r: r.shoot_the_moon and r.moon_reward == "fixed",
        QT_TRANSLATE_NOOP("HouseRules", "Only when a moon scores a fixed amount."))),
    "moon_penalty": Applicability(why.AUCTION, why.MOON_OFF),
    "pinochling": Applicability(
        why.auction_only(QT_TRANSLATE_NOOP(
            "HouseRules", "Taking every trick has no special reward in classic two-handed.")),
        why.in_stakes(QT_TRANSLATE_NOOP(
            "HouseRules", "Playing for stakes: the game ends after its rounds, not on a sweep."))),
    "meld_near_bid": Applicability(why.AUCTION),
    "near_bid_meld": Applicability(why.AUCTION, why.NEAR_BID_OFF),
    "near_bid_gap": Applicability(why.AUCTION, why.NEAR_BID_OFF),
    "under_the_gun_bid": Applicability(why.under_the_gun),
    "summed_bids": Applicability(why.summed),
    "misbid_meld": Applicability(why.misbid),
    "misbid_penalty": Applicability(why.misbid, why.MISBID_OFF),
    # -- checks
    "check_ledger": Applicability(why.ledger, why.in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: the units are the ledger, so there are no checks."))),
    "check_double_marriage": _LEDGER,
    "check_double_pinochle": _LEDGER,
    "check_double_around": _LEDGER,
    "check_seven_nines": _LEDGER,
    "check_played_and_lost": _LEDGER,
    "check_game": _LEDGER,
    # -- stakes
    "stakes": Applicability(why.stakes_variant, why.stakes_blockers),
    "only_bidder_melds": Applicability(why.NO_BIDDER),
    "stakes_scale": Applicability(why.stakes_variant, why.STAKES_OFF, follows=ripples.scaled),
    "stakes_bands": Applicability(why.stakes_variant, why.STAKES_OFF, follows=ripples.banded),
    "stakes_spades_double": _STAKES,
    "kitty_payout": _STAKES,
    "kitty_payout_bid": Applicability(why.stakes_variant, why.first_of(why.STAKES_OFF, why.unless(
        lambda r: r.kitty_payout == "made_bid",
        QT_TRANSLATE_NOOP("HouseRules", "Only when the kitty pays a made bid.")))),
    "stakes_rounds": _STAKES,
}

_EVERYWHERE = Applicability()

#: every RuleSet field, in field order
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(RuleSet))


def applies(name: str) -> Applicability:
    """Where option ``name`` applies (KeyError if RuleSet has no such field)."""
    if name not in APPLIES and name not in OPTION_NAMES:
        raise KeyError(name)
    return APPLIES.get(name, _EVERYWHERE)


def reason_not_used(name: str, rules: RuleSet) -> Text | None:
    """Why option ``name`` is not in use with ``rules`` (None: it is)."""
    return applies(name).reason(rules)


def is_idle(name: str, rules: RuleSet) -> bool:
    """Whether option ``name`` has no effect with the other choices made in ``rules``."""
    return applies(name).idle(rules) is not None


__all__ = [
    "APPLIES",
    "KEEP",
    "OPTION_NAMES",
    "Applicability",
    "applies",
    "is_idle",
    "reason_not_used",
]
