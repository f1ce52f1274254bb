"""Where each rule option means something, in words: the registry the House Rules
dialog, the rules summary and :mod:`.consistency` read.

Each option of :class:`.ruleset.RuleSet` has an :class:`Applicability` in
:data:`APPLIES` (``applies(name)``), answering two questions:

* ``variant(rules)``: why the option means nothing in these rules' variant
  (classic two-handed has no auction; an 80-card deck has no nines...). The
  dialog hides such options and lists them, with the reason, under the page.
* ``idle(rules)``: why it does nothing *with the other choices made* (the
  stuck dealer's bid while everybody's pass redeals). The dialog greys such
  options, with the reason beside them.

Both take the rules rather than a variant name, so a saved rule set based on any
variant is judged the same way. An option whose idle value is reset
(``resets_to``) is put back by :func:`.consistency.normalize` while it is idle.

The reasons are marked for translation in the dialog's context ``HouseRules``
(:mod:`..text`): English here, translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from ..cards import deck_copies, deck_has_nines
from ..text import QT_TRANSLATE_NOOP, Text
from .fields import ledger_applies
from .ruleset import RuleSet

#: a question asked of the rules: the reason in words, or None when there is none
Reason = Callable[[RuleSet], "Text | None"]

#: ``resets_to`` of an option that is never put back
KEEP: Any = object()


def _none(_rules: RuleSet) -> Text | None:
    return None


@dataclass(frozen=True)
class Applicability:
    """Where one option applies (see the module's words)."""

    #: why the option does not exist in these rules' variant (None: it does)
    variant: Reason = _none
    #: why it has no effect with the other choices made (None: it has)
    idle: Reason = _none
    #: the value it is put back to while idle (:data:`KEEP`: left as it is)
    resets_to: Any = KEEP

    def reason(self, rules: RuleSet) -> Text | None:
        """Why the option is not in use: the variant's reason first, then the choices'."""
        return self.variant(rules) or self.idle(rules)


def _unless(test: Callable[[RuleSet], bool], text: Text) -> Reason:
    """``text`` whenever ``test`` fails."""
    return lambda rules: None if test(rules) else text


def _when(test: Callable[[RuleSet], bool], text: Text) -> Reason:
    """``text`` whenever ``test`` holds."""
    return lambda rules: text if test(rules) else None


def _first(*reasons: Reason) -> Reason:
    """The first of ``reasons`` that gives one."""
    def reason(rules: RuleSet) -> Text | None:
        for ask in reasons:
            text = ask(rules)
            if text is not None:
                return text
        return None
    return reason


def _auction(rules: RuleSet) -> bool:
    return rules.style == "auction"


def _classic(rules: RuleSet) -> bool:
    return rules.style == "classic"


def auction_only(text: Text) -> Reason:
    """An option only auction games have; ``text`` says why (for classic)."""
    return _unless(_auction, text)


#: the reasons most options share
NO_AUCTION = QT_TRANSLATE_NOOP(
    "HouseRules", "Classic two-handed has no auction: the turned-up card makes trump.")
CLASSIC_ONLY = QT_TRANSLATE_NOOP(
    "HouseRules",
    "Only classic two-handed has a stock, a turned-up trump and melds laid on the table.")
AUCTION = auction_only(NO_AUCTION)
CLASSIC = _unless(_classic, CLASSIC_ONLY)
NO_WIDOW = auction_only(QT_TRANSLATE_NOOP(
    "HouseRules", "Classic two-handed has a stock instead of a widow."))
NO_BIDDER = auction_only(QT_TRANSLATE_NOOP("HouseRules", "Classic two-handed has no bidder."))
NO_BIDS_TO_FAIL = auction_only(QT_TRANSLATE_NOOP(
    "HouseRules", "Classic two-handed has no bids to fail."))
FIXED = QT_TRANSLATE_NOOP(
    "HouseRules", "Set by the variant: choose another variant at the top to change it.")

#: each deck in a few words (a reason quotes them)
DECK_NAMES: dict[str, Text] = {
    "single": QT_TRANSLATE_NOOP("HouseRules", "48-card deck"),
    "double": QT_TRANSLATE_NOOP("HouseRules", "80-card deck"),
    "triple": QT_TRANSLATE_NOOP("HouseRules", "120-card deck"),
    "double_with_nines": QT_TRANSLATE_NOOP("HouseRules", "96-card deck"),
}


def _fixed(_rules: RuleSet) -> Text:
    return FIXED


def _passing(rules: RuleSet) -> Text | None:
    if _classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules", "Classic two-handed has no passing.")
    sizes = {len(side) for side in rules.sides}
    if sizes == {1}:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Cards are passed between partners, and here everyone plays alone.")
    if sizes != {2}:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Cards are passed between two partners; this variant has larger teams.")
    return None


def _call(rules: RuleSet) -> Text | None:
    """Why a called partner cannot be chosen for this variant (None: it can)."""
    if _classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules",
                                 "Classic two-handed has no bidder's partner to call.")
    if any(len(side) != 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP("HouseRules", "The partners here are fixed; a partner is called "
                                 "only where everyone plays alone.")
    if rules.active_players < 4:
        return QT_TRANSLATE_NOOP("HouseRules", "With three in a hand a called partner would "
                                 "leave one player against two.")
    return None


def _misdeal(rules: RuleSet) -> Text | None:
    if _classic(rules):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Classic two-handed has no throw-in for nines in this program.")
    if not deck_has_nines(rules.deck):
        return QT_TRANSLATE_NOOP("HouseRules", "The {deck} has no nines.").format(
            deck=DECK_NAMES.get(rules.deck, rules.deck))
    return None


def _sit_out(rules: RuleSet) -> Text | None:
    if rules.sit_out:
        return None
    return QT_TRANSLATE_NOOP(
        "HouseRules", "Only at an auction table where some players sit each hand out.")


def _widow_size(rules: RuleSet) -> Text | None:
    if rules.widow_mode == "none":
        return QT_TRANSLATE_NOOP("HouseRules", "There is no widow.")
    if rules.widow_mode == "kitty":
        return QT_TRANSLATE_NOOP("HouseRules", "A kitty holds one card for each player.")
    return None


def _building(rules: RuleSet) -> Text | None:
    """Hand building is the two-handed auction: auction games of single players."""
    if _classic(rules):
        return NO_AUCTION
    if rules.stakes or rules.call_partner or any(len(side) > 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Hand building is for two players each playing alone, not for stakes.")
    return None


def _gun(rules: RuleSet) -> Text | None:
    """Under-the-gun bids need a player forced to open, and no stakes."""
    if _classic(rules):
        return NO_AUCTION
    if rules.stakes:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Playing for stakes: every bid is at least the minimum (seed 004).")
    if not (rules.first_bidder_must_open or rules.must_open_with_meld):
        return QT_TRANSLATE_NOOP("HouseRules", "Nobody is forced to open the bidding in this game.")
    return None


def _summed(rules: RuleSet) -> Text | None:
    """Summed bids add partners' bids: partnerships only, and no stakes."""
    if _classic(rules):
        return NO_AUCTION
    if rules.call_partner or any(len(side) < 2 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Everyone plays alone here: there are no partners' bids to add up.")
    if rules.stakes:
        return QT_TRANSLATE_NOOP("HouseRules", "Playing for stakes settles one bidder's contract.")
    return None


def _misbid(rules: RuleSet) -> Text | None:
    """A mis-bid needs an auction whose sides all meld, and no stakes."""
    if _classic(rules):
        return NO_AUCTION
    if rules.stakes or rules.only_bidder_melds:
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Only the bidder melds here, so a side's meld behind a bid is never shown.")
    return None


def _quadruple(rules: RuleSet) -> Text | None:
    if _auction(rules) and deck_copies(rules.deck) >= 4:
        return None
    return QT_TRANSLATE_NOOP(
        "HouseRules", "Only decks with four copies of each card can hold a quadruple.")


def _ledger(rules: RuleSet) -> Text | None:
    if ledger_applies(rules):
        return None
    return QT_TRANSLATE_NOOP("HouseRules", "Checks are paid between players who play alone "
                             "(three-handed, cutthroat, check pinochle).")


def _stakes_variant(rules: RuleSet) -> Text | None:
    """Why a stakes game cannot be chosen in this variant (None: it can)."""
    if _classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules", "Classic two-handed has no auction to play for "
                                 "stakes.")
    if any(len(side) != 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Stakes are paid between players who play alone; here the players are in teams.")
    return None


def _stakes_blockers(rules: RuleSet) -> Text | None:
    """What must be turned off before playing for stakes (what validation refuses); never
    while stakes are on, so they can always be turned off."""
    if rules.stakes:
        return None
    if rules.check_ledger:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "The check ledger is on: a stakes game keeps its own ledger of units.")
    if rules.call_partner:
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "A partner is called: in a stakes game the bidder plays alone against all.")
    if rules.shoot_the_moon:
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Shoot the moon is on: it scores points, and stakes pay units by the bid.")
    if rules.pinochling:
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Pinochling is on: it wins the game, and a stakes game has no winning score.")
    return None


def _on(name: str) -> Callable[[RuleSet], bool]:
    """Whether option ``name`` is on (a true value)."""
    return lambda rules: bool(getattr(rules, name))


def _in_stakes(text: Text) -> Reason:
    """An option a stakes game refuses or ignores: ``text`` while stakes are on."""
    return _when(_on("stakes"), text)


_NO_WIDOW_YET = QT_TRANSLATE_NOOP("HouseRules", "Needs a widow.")
_STAKES_OFF = _unless(_on("stakes"), QT_TRANSLATE_NOOP("HouseRules", "Playing for stakes is off."))
_LEDGER_OFF = _unless(_on("check_ledger"), QT_TRANSLATE_NOOP(
    "HouseRules", "The check ledger is off."))
_MISDEAL_OFF = _unless(_on("misdeal_nines"), QT_TRANSLATE_NOOP(
    "HouseRules", "Misdeal on nines is off."))
_MOON_OFF = _unless(_on("shoot_the_moon"), QT_TRANSLATE_NOOP(
    "HouseRules", "Shoot the moon is off."))
_NO_CALL = _unless(_on("call_partner"), QT_TRANSLATE_NOOP("HouseRules", "No partner is called."))
_COUNTERS = _unless(lambda r: r.save_meld == "counters", QT_TRANSLATE_NOOP(
    "HouseRules", "Only when meld is kept by taking counters."))
_NEAR_BID_OFF = _unless(_on("meld_near_bid"), QT_TRANSLATE_NOOP(
    "HouseRules", "Meld near the bid to play is off."))
_MISBID_OFF = _unless(_on("misbid_meld"), QT_TRANSLATE_NOOP(
    "HouseRules", "Mis-bid is off: no meld is needed to bid (0 points)."))

#: the options of the check ledger's page: only where checks are paid, and with it on
_LEDGER = Applicability(_ledger, _LEDGER_OFF)
_STAKES = Applicability(_stakes_variant, _STAKES_OFF)
_MISDEAL = Applicability(_misdeal, _MISDEAL_OFF)

#: every option's applicability, by field name (an option absent applies everywhere:
#: :func:`applies`)
APPLIES: dict[str, Applicability] = {
    # -- players and deck
    "num_players": Applicability(idle=lambda r: QT_TRANSLATE_NOOP(
        "HouseRules", "Choose how many sit at the table below.") if r.sit_out else FIXED),
    "deck": Applicability(idle=_fixed),
    "sit_out": Applicability(_sit_out),
    "widow_mode": Applicability(NO_WIDOW),
    "widow_size": Applicability(NO_WIDOW, _widow_size),
    # -- deal
    "dealer_dix_bonus": Applicability(CLASSIC),
    "hand_building": Applicability(_building),
    "building_discards_to_defender": Applicability(
        _building, _unless(_on("hand_building"), QT_TRANSLATE_NOOP(
            "HouseRules", "Hand building is off.")), resets_to=False),
    # -- auction
    "min_bid": Applicability(AUCTION),
    "bid_increment": Applicability(AUCTION),
    "increment_threshold": Applicability(AUCTION),
    "increment_above": Applicability(AUCTION, _unless(
        lambda r: r.increment_threshold is not None,
        QT_TRANSLATE_NOOP("HouseRules", "Bids never switch to bigger steps."))),
    "max_bid": Applicability(AUCTION),
    "jump_bids": Applicability(AUCTION),
    "first_bidder_must_open": Applicability(AUCTION),
    "must_open_with_meld": Applicability(AUCTION),
    "all_pass": Applicability(AUCTION),
    "stuck_bid": Applicability(AUCTION, _unless(
        lambda r: r.all_pass == "dealer_stuck",
        QT_TRANSLATE_NOOP("HouseRules", "Only when the dealer is stuck with the bid.")),
        resets_to=None),
    # -- trump and passing
    "trump_requires": Applicability(AUCTION),
    "pass_count": Applicability(_passing),
    "pass_mode": Applicability(_passing, _unless(_on("pass_count"), QT_TRANSLATE_NOOP(
        "HouseRules", "No cards are passed."))),
    "call_partner": Applicability(_call, _in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: the bidder plays alone against every other player."))),
    "partner_rule": Applicability(_call, _NO_CALL),
    "call_any_card": Applicability(_call, _NO_CALL),
    # -- meld values
    "run_counts_marriage": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed each meld is laid on its own turn, so a run never "
        "also scores its marriage."))),
    "roundhouse_bonus": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed a roundhouse is laid as separate melds, one per "
        "turn."))),
    "marriages_trump_only": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "Classic two-handed always counts every marriage."))),
    "quadruple_wins_game": Applicability(_quadruple),
    "upgrade_scoring": Applicability(CLASSIC),
    # -- play
    "head_rule": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "Classic two-handed has its own rule for the second half (below)."))),
    "first_lead_trump": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed any card may be led."))),
    "phase2_head": Applicability(CLASSIC),
    "last_draw_choice": Applicability(CLASSIC),
    # -- scoring
    "round_counts": Applicability(CLASSIC),
    "save_meld": Applicability(auction_only(QT_TRANSLATE_NOOP(
        "HouseRules", "In classic two-handed melds score as soon as they are laid."))),
    "save_meld_points": Applicability(AUCTION, _COUNTERS),
    "min_meld_on_board": Applicability(AUCTION, _COUNTERS),
    "bidder_min_trick_points": Applicability(AUCTION),
    "allow_concede": Applicability(AUCTION),
    "forced_concede_over_max": Applicability(AUCTION),
    "concede_unseen_at_min": Applicability(
        AUCTION, _unless(lambda r: bool(r.widow_size), _NO_WIDOW_YET), resets_to=False),
    # -- end of game
    "target_score": Applicability(idle=_in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: the game ends after its rounds of deals "
        "(Stakes page); the most units win."))),
    "tie_rule": Applicability(idle=_when(_on("bid_out_only"), QT_TRANSLATE_NOOP(
        "HouseRules", "With bid-out only, only the bidder can go out, so there are no ties."))),
    "extend_by": Applicability(idle=_unless(
        lambda r: r.tie_rule == "extend" and not r.bid_out_only,
        QT_TRANSLATE_NOOP("HouseRules", "Only when the target goes up."))),
    "bid_out_only": Applicability(NO_BIDDER),
    "slide_out": Applicability(NO_BIDS_TO_FAIL, _when(_on("bid_out_only"), QT_TRANSLATE_NOOP(
        "HouseRules", "With bid-out only, only the bidder can go out."))),
    "slide_out_sets": Applicability(NO_BIDS_TO_FAIL, _unless(
        lambda r: r.slide_out and not r.bid_out_only,
        QT_TRANSLATE_NOOP("HouseRules", "Slide out is off."))),
    # -- special
    "misdeal_nines": Applicability(_misdeal),
    "misdeal_conditions": _MISDEAL,
    "max_redeals": _MISDEAL,
    "redeal_limit_scope": _MISDEAL,
    "shoot_the_moon": Applicability(AUCTION, _in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: a hand pays units by the bid, not moon points."))),
    "moon_reward": Applicability(AUCTION, _MOON_OFF),
    "moon_points": Applicability(AUCTION, _unless(
        lambda r: r.shoot_the_moon and r.moon_reward == "points",
        QT_TRANSLATE_NOOP("HouseRules", "Only when a moon scores points."))),
    "moon_fixed": Applicability(AUCTION, _unless(
        lambda r: r.shoot_the_moon and r.moon_reward == "fixed",
        QT_TRANSLATE_NOOP("HouseRules", "Only when a moon scores a fixed amount."))),
    "moon_penalty": Applicability(AUCTION, _MOON_OFF),
    "pinochling": Applicability(
        auction_only(QT_TRANSLATE_NOOP(
            "HouseRules", "Taking every trick has no special reward in classic two-handed.")),
        _in_stakes(QT_TRANSLATE_NOOP(
            "HouseRules", "Playing for stakes: the game ends after its rounds, not on a sweep."))),
    "meld_near_bid": Applicability(AUCTION),
    "near_bid_meld": Applicability(AUCTION, _NEAR_BID_OFF),
    "near_bid_gap": Applicability(AUCTION, _NEAR_BID_OFF),
    "under_the_gun_bid": Applicability(_gun),
    "summed_bids": Applicability(_summed),
    "misbid_meld": Applicability(_misbid),
    "misbid_penalty": Applicability(_misbid, _MISBID_OFF),
    # -- checks
    "check_ledger": Applicability(_ledger, _in_stakes(QT_TRANSLATE_NOOP(
        "HouseRules", "Playing for stakes: the units are the ledger, so there are no checks."))),
    "check_double_marriage": _LEDGER,
    "check_double_pinochle": _LEDGER,
    "check_double_around": _LEDGER,
    "check_seven_nines": _LEDGER,
    "check_played_and_lost": _LEDGER,
    "check_game": _LEDGER,
    # -- stakes
    "stakes": Applicability(_stakes_variant, _stakes_blockers),
    "only_bidder_melds": Applicability(NO_BIDDER),
    "stakes_scale": _STAKES,
    "stakes_bands": _STAKES,
    "stakes_spades_double": _STAKES,
    "kitty_payout": _STAKES,
    "kitty_payout_bid": Applicability(_stakes_variant, _first(_STAKES_OFF, _unless(
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
    "AUCTION",
    "CLASSIC",
    "CLASSIC_ONLY",
    "DECK_NAMES",
    "FIXED",
    "KEEP",
    "NO_AUCTION",
    "OPTION_NAMES",
    "Applicability",
    "Reason",
    "applies",
    "auction_only",
    "is_idle",
    "reason_not_used",
]
