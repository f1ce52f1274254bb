"""What the House Rules dialog knows about each rule option: the words, not the widgets.

Every editable :class:`~pinochle_desktop.engine.RuleSet` field is described once
here and in :mod:`.rule_catalog`: the page it sits on, a label, a one-line
explanation, an example for its tooltip, how it is edited, and two questions
answered in words:

* ``variant_reason(rules)``: why this option means nothing in this variant
  (classic two-handed has no auction; an 80-card deck has no nines...). The
  dialog hides such options and lists them, with the reason, under the page.
* ``depends(rules)``: why it does nothing *with the other choices made*
  (the stuck-dealer bid while everybody's pass redeals). The dialog shows such
  options greyed out, with the reason beside them.

Both take the rules rather than a variant name, so a saved rule set based on
any variant is judged the same way. Nothing here imports a widget.

The words are English source text, marked for translation (context
``HouseRules``) where the tables are built and translated where they are shown:
:attr:`RuleOption.title`, :attr:`RuleOption.tooltip`, :func:`page_title`... The
reasons are translated when they are asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from ...engine import RuleSet
from ...engine.cards import deck_has_nines
from ..words import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

#: the dialog's pages, in order
PAGES = (
    QT_TRANSLATE_NOOP("HouseRules", "Players and deck"),
    QT_TRANSLATE_NOOP("HouseRules", "Deal"),
    QT_TRANSLATE_NOOP("HouseRules", "Auction"),
    QT_TRANSLATE_NOOP("HouseRules", "Trump and passing"),
    QT_TRANSLATE_NOOP("HouseRules", "Meld values"),
    QT_TRANSLATE_NOOP("HouseRules", "Play"),
    QT_TRANSLATE_NOOP("HouseRules", "Scoring"),
    QT_TRANSLATE_NOOP("HouseRules", "End of game"),
    QT_TRANSLATE_NOOP("HouseRules", "Special"),
    QT_TRANSLATE_NOOP("HouseRules", "Checks"),
    QT_TRANSLATE_NOOP("HouseRules", "Stakes"),
)


def page_title(page: str) -> str:
    """A page's name as the player reads it (``page`` is one of :data:`PAGES`)."""
    return translate("HouseRules", page)

Kind = Literal["bool", "choice", "int", "optional_int", "conditions", "bands", "info"]
Reason = Callable[[RuleSet], "str | None"]


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str


@dataclass(frozen=True)
class RuleOption:
    """One option as people see it."""

    #: the RuleSet field (for "info" rows: a name of our own)
    name: str
    page: str
    label: str
    #: one line under the editor
    explanation: str
    #: the tooltip's example ("Example: ...")
    example: str
    kind: Kind
    choices: tuple[Choice, ...] = ()
    minimum: int = 0
    maximum: int = 100_000
    step: int = 10
    suffix: str = ""
    #: optional_int: the spin-box value that stands for None, and its words
    none_value: int = 0
    none_label: str = ""
    #: why the option does not exist in this variant (None: it does)
    variant_reason: Reason = lambda rules: None
    #: why it has no effect with the other choices made (None: it has)
    depends: Reason | None = None
    #: info rows: the value in words
    info: Callable[[RuleSet], str] | None = None

    # -- the words as shown (the fields hold the English source text) --------------------
    @property
    def title(self) -> str:
        """The label, translated."""
        return translate("HouseRules", self.label)

    @property
    def explained(self) -> str:
        """The explanation, translated."""
        return translate("HouseRules", self.explanation)

    @property
    def shown_suffix(self) -> str:
        """The spin box's unit (" points"), translated."""
        return translate("HouseRules", self.suffix) if self.suffix else ""

    @property
    def shown_none_label(self) -> str:
        return translate("HouseRules", self.none_label) if self.none_label else ""

    @property
    def tooltip(self) -> str:
        return translate("HouseRules", "{explanation}\nExample: {example}").format(
            explanation=self.explained, example=translate("HouseRules", self.example))

    def reason_not_used(self, rules: RuleSet) -> str | None:
        """Why the option is not in use: the variant's reason first, then the choices'."""
        return self.variant_reason(rules) or (self.depends(rules) if self.depends else None)

    def choice_label(self, value: Any) -> str:
        for choice in self.choices:
            if choice.value == value:
                return translate("HouseRules", choice.label)
        return str(value)


# -- reasons an option does not apply to a variant -----------------------------------------


def is_classic(rules: RuleSet) -> bool:
    return rules.style == "classic"


def auction_only(reason: str) -> Reason:
    """The option exists only in auction games; ``reason`` (marked for translation)
    says why (for classic)."""
    return lambda rules: translate("HouseRules", reason) if is_classic(rules) else None


def classic_only(reason: str) -> Reason:
    """The option exists only in classic two-handed; ``reason`` (marked for translation)
    says why (for the others)."""
    return lambda rules: None if is_classic(rules) else translate("HouseRules", reason)


NO_AUCTION = QT_TRANSLATE_NOOP(
    "HouseRules", "Classic two-handed has no auction: the turned-up card makes trump.")
CLASSIC_ONLY = QT_TRANSLATE_NOOP(
    "HouseRules",
    "Only classic two-handed has a stock, a turned-up trump and melds laid on the table.")


def passing_reason(rules: RuleSet) -> str | None:
    if is_classic(rules):
        return translate("HouseRules", "Classic two-handed has no passing.")
    sizes = {len(side) for side in rules.sides}
    if sizes == {1}:
        return translate("HouseRules",
                         "Cards are passed between partners, and here everyone plays alone.")
    if sizes != {2}:
        return translate("HouseRules",
                         "Cards are passed between two partners; this variant has larger teams.")
    return None


def call_reason(rules: RuleSet) -> str | None:
    """Why a called partner cannot be chosen for this variant (None: it can)."""
    if is_classic(rules):
        return translate("HouseRules", "Classic two-handed has no bidder's partner to call.")
    if any(len(side) != 1 for side in rules.sides):
        return translate("HouseRules", "The partners here are fixed; a partner is called only "
                         "where everyone plays alone.")
    if rules.active_players < 4:
        return translate("HouseRules", "With three in a hand a called partner would leave one "
                         "player against two.")
    return None


def misdeal_reason(rules: RuleSet) -> str | None:
    if is_classic(rules):
        return translate("HouseRules",
                         "Classic two-handed has no throw-in for nines in this program.")
    if not deck_has_nines(rules.deck):
        return translate("HouseRules", "The {deck} has no nines.").format(
            deck=deck_words(rules.deck, short=True))
    return None


def sit_out_reason(rules: RuleSet) -> str | None:
    if rules.sit_out:
        return None
    return translate("HouseRules",
                     "Only at an auction table where some players sit each hand out.")


# -- plain words for the fixed parts of a variant ---------------------------------------------

_DECKS = {
    "single": (QT_TRANSLATE_NOOP("HouseRules", "48-card deck"),
               QT_TRANSLATE_NOOP("HouseRules",
                                 "a single deck of 48 cards (two of each card, 9 to ace)")),
    "double": (QT_TRANSLATE_NOOP("HouseRules", "80-card deck"),
               QT_TRANSLATE_NOOP("HouseRules",
                                 "a double deck of 80 cards (four of each card, no nines)")),
    "triple": (QT_TRANSLATE_NOOP("HouseRules", "120-card deck"),
               QT_TRANSLATE_NOOP("HouseRules",
                                 "a triple deck of 120 cards (six of each card, no nines)")),
    "double_with_nines": (
        QT_TRANSLATE_NOOP("HouseRules", "96-card deck"),
        QT_TRANSLATE_NOOP("HouseRules",
                          "a double deck of 96 cards (four of each card, nines included)"),
    ),
}


def deck_words(deck: str, short: bool = False) -> str:
    """The deck in words, translated (an unknown deck: its name)."""
    words = _DECKS.get(deck)
    if words is None:
        return deck
    return translate("HouseRules", words[0] if short else words[1])


def players_words(rules: RuleSet) -> str:
    n = rules.num_players
    sizes = {len(side) for side in rules.sides}
    if sizes == {1} and rules.call_partner:
        text = translate("HouseRules", "{n} players, each keeping a score; every hand the "
                         "bidder plays with the holder of a card it calls, against the "
                         "rest").format(n=n)
    elif sizes == {1}:
        text = translate("HouseRules", "{n} players, each for themselves").format(n=n)
    else:
        text = translate("HouseRules", "{n} players in {teams} teams of {size}, partners "
                         "sitting apart").format(n=n, teams=len(rules.sides),
                                                 size=len(rules.sides[0]))
    if rules.sit_out:
        text = translate("HouseRules", "{players}; {active} play each hand").format(
            players=text, active=rules.active_players)
    return text


def cards_each_words(rules: RuleSet) -> str:
    if is_classic(rules):
        return translate("HouseRules", "{cards} each; the rest is the stock, with one card "
                         "turned up for trump").format(cards=rules.hand_size)
    if rules.widow_size:
        return translate("HouseRules", "{cards} each, and {widow} in the widow").format(
            cards=rules.hand_size, widow=rules.widow_size)
    return translate("HouseRules", "{cards} each").format(cards=rules.hand_size)


__all__ = [
    "CLASSIC_ONLY",
    "NO_AUCTION",
    "PAGES",
    "Choice",
    "Reason",
    "RuleOption",
    "auction_only",
    "call_reason",
    "cards_each_words",
    "classic_only",
    "deck_words",
    "is_classic",
    "misdeal_reason",
    "page_title",
    "passing_reason",
    "players_words",
    "sit_out_reason",
]
