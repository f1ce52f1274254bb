"""The reasons, in words, why a rule option does not apply: the questions the
registry of :mod:`.applicability` asks of the rules.

Each reason is a function of the rules giving a :class:`..text.Text` marked for
translation in the House Rules dialog's context (``HouseRules``), or None when
the option applies; :func:`unless`, :func:`when` and :func:`first_of` make them
from a test and a sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import deck_copies, deck_has_nines
from ..text import QT_TRANSLATE_NOOP, Text
from .fields import ledger_applies
from .ruleset import RuleSet

#: a question asked of the rules: the reason in words, or None when there is none
Reason = Callable[[RuleSet], "Text | None"]


def never(_rules: RuleSet) -> Text | None:
    """No reason: the option applies."""
    return None


def unless(test: Callable[[RuleSet], bool], text: Text) -> Reason:
    """``text`` whenever ``test`` fails."""
    return lambda rules: None if test(rules) else text


def when(test: Callable[[RuleSet], bool], text: Text) -> Reason:
    """``text`` whenever ``test`` holds."""
    return lambda rules: text if test(rules) else None


def first_of(*reasons: Reason) -> Reason:
    """The first of ``reasons`` that gives one."""
    def reason(rules: RuleSet) -> Text | None:
        for ask in reasons:
            text = ask(rules)
            if text is not None:
                return text
        return None
    return reason


def is_auction(rules: RuleSet) -> bool:
    return rules.style == "auction"


def is_classic(rules: RuleSet) -> bool:
    return rules.style == "classic"


def auction_only(text: Text) -> Reason:
    """An option only auction games have; ``text`` says why (for classic)."""
    return unless(is_auction, text)


#: the reasons most options share
NO_AUCTION = QT_TRANSLATE_NOOP(
    "HouseRules", "Classic two-handed has no auction: the turned-up card makes trump.")
CLASSIC_ONLY = QT_TRANSLATE_NOOP(
    "HouseRules",
    "Only classic two-handed has a stock, a turned-up trump and melds laid on the table.")
AUCTION = auction_only(NO_AUCTION)
CLASSIC = unless(is_classic, CLASSIC_ONLY)
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


def fixed(_rules: RuleSet) -> Text:
    return FIXED


def passing(rules: RuleSet) -> Text | None:
    if is_classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules", "Classic two-handed has no passing.")
    sizes = {len(side) for side in rules.sides}
    if sizes == {1}:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Cards are passed between partners, and here everyone plays alone.")
    if sizes != {2}:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Cards are passed between two partners; this variant has larger teams.")
    return None


def calling(rules: RuleSet) -> Text | None:
    """Why a called partner cannot be chosen for this variant (None: it can)."""
    if is_classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules",
                                 "Classic two-handed has no bidder's partner to call.")
    if any(len(side) != 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP("HouseRules", "The partners here are fixed; a partner is called "
                                 "only where everyone plays alone.")
    if rules.active_players < 4:
        return QT_TRANSLATE_NOOP("HouseRules", "With three in a hand a called partner would "
                                 "leave one player against two.")
    return None


def misdeal(rules: RuleSet) -> Text | None:
    if is_classic(rules):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Classic two-handed has no throw-in for nines in this program.")
    if not deck_has_nines(rules.deck):
        return QT_TRANSLATE_NOOP("HouseRules", "The {deck} has no nines.").format(
            deck=DECK_NAMES.get(rules.deck, rules.deck))
    return None


def sitting_out(rules: RuleSet) -> Text | None:
    if rules.sit_out:
        return None
    return QT_TRANSLATE_NOOP(
        "HouseRules", "Only at an auction table where some players sit each hand out.")


def widow_size_idle(rules: RuleSet) -> Text | None:
    if rules.widow_mode == "none":
        return QT_TRANSLATE_NOOP("HouseRules", "There is no widow.")
    if rules.widow_mode == "kitty":
        return QT_TRANSLATE_NOOP("HouseRules", "A kitty holds one card for each player.")
    return None


def building(rules: RuleSet) -> Text | None:
    """Hand building is the two-handed auction: auction games of single players."""
    if is_classic(rules):
        return NO_AUCTION
    if rules.stakes or rules.call_partner or any(len(side) > 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Hand building is for two players each playing alone, not for stakes.")
    return None


def under_the_gun(rules: RuleSet) -> Text | None:
    """Under-the-gun bids need a player forced to open, and no stakes."""
    if is_classic(rules):
        return NO_AUCTION
    if rules.stakes:
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Playing for stakes: every bid is at least the minimum.")
    if not (rules.first_bidder_must_open or rules.must_open_with_meld):
        return QT_TRANSLATE_NOOP("HouseRules", "Nobody is forced to open the bidding in this game.")
    return None


def summed(rules: RuleSet) -> Text | None:
    """Summed bids add partners' bids: partnerships only, and no stakes."""
    if is_classic(rules):
        return NO_AUCTION
    if rules.call_partner or any(len(side) < 2 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules", "Everyone plays alone here: there are no partners' bids to add up.")
    if rules.stakes:
        return QT_TRANSLATE_NOOP("HouseRules", "Playing for stakes settles one bidder's contract.")
    return None


def misbid(rules: RuleSet) -> Text | None:
    """A mis-bid needs an auction whose sides all meld, and no stakes."""
    if is_classic(rules):
        return NO_AUCTION
    if rules.stakes or rules.only_bidder_melds:
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Only the bidder melds here, so a side's meld behind a bid is never shown.")
    return None


def quadruple(rules: RuleSet) -> Text | None:
    if is_auction(rules) and deck_copies(rules.deck) >= 4:
        return None
    return QT_TRANSLATE_NOOP(
        "HouseRules", "Only decks with four copies of each card can hold a quadruple.")


def ledger(rules: RuleSet) -> Text | None:
    if ledger_applies(rules):
        return None
    return QT_TRANSLATE_NOOP("HouseRules", "Checks are paid between players who play alone "
                             "(three-handed, cutthroat, check pinochle).")


def stakes_variant(rules: RuleSet) -> Text | None:
    """Why a stakes game cannot be chosen in this variant (None: it can)."""
    if is_classic(rules):
        return QT_TRANSLATE_NOOP("HouseRules", "Classic two-handed has no auction to play for "
                                 "stakes.")
    if any(len(side) != 1 for side in rules.sides):
        return QT_TRANSLATE_NOOP(
            "HouseRules",
            "Stakes are paid between players who play alone; here the players are in teams.")
    return None


def stakes_blockers(rules: RuleSet) -> Text | None:
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


def is_on(name: str) -> Callable[[RuleSet], bool]:
    """Whether option ``name`` is on (a true value)."""
    return lambda rules: bool(getattr(rules, name))


def in_stakes(text: Text) -> Reason:
    """An option a stakes game refuses or ignores: ``text`` while stakes are on."""
    return when(is_on("stakes"), text)


NO_WIDOW_YET = QT_TRANSLATE_NOOP("HouseRules", "Needs a widow.")
STAKES_OFF = unless(is_on("stakes"), QT_TRANSLATE_NOOP("HouseRules", "Playing for stakes is off."))
LEDGER_OFF = unless(is_on("check_ledger"), QT_TRANSLATE_NOOP(
    "HouseRules", "The check ledger is off."))
MISDEAL_OFF = unless(is_on("misdeal_nines"), QT_TRANSLATE_NOOP(
    "HouseRules", "Misdeal on nines is off."))
MOON_OFF = unless(is_on("shoot_the_moon"), QT_TRANSLATE_NOOP(
    "HouseRules", "Shoot the moon is off."))
NO_CALL = unless(is_on("call_partner"), QT_TRANSLATE_NOOP("HouseRules", "No partner is called."))
COUNTERS_ONLY = unless(lambda r: r.save_meld == "counters", QT_TRANSLATE_NOOP(
    "HouseRules", "Only when meld is kept by taking counters."))
NEAR_BID_OFF = unless(is_on("meld_near_bid"), QT_TRANSLATE_NOOP(
    "HouseRules", "Meld near the bid to play is off."))
MISBID_OFF = unless(is_on("misbid_meld"), QT_TRANSLATE_NOOP(
    "HouseRules", "Mis-bid is off: no meld is needed to bid (0 points)."))


__all__ = [
    "AUCTION",
    "CLASSIC",
    "CLASSIC_ONLY",
    "COUNTERS_ONLY",
    "DECK_NAMES",
    "FIXED",
    "LEDGER_OFF",
    "MISBID_OFF",
    "MISDEAL_OFF",
    "MOON_OFF",
    "NEAR_BID_OFF",
    "NO_AUCTION",
    "NO_BIDDER",
    "NO_BIDS_TO_FAIL",
    "NO_CALL",
    "NO_WIDOW",
    "NO_WIDOW_YET",
    "STAKES_OFF",
    "Reason",
    "auction_only",
    "building",
    "calling",
    "first_of",
    "fixed",
    "in_stakes",
    "is_auction",
    "is_classic",
    "is_on",
    "ledger",
    "misbid",
    "misdeal",
    "never",
    "passing",
    "quadruple",
    "sitting_out",
    "stakes_blockers",
    "stakes_variant",
    "summed",
    "under_the_gun",
    "unless",
    "when",
    "widow_size_idle",
]
