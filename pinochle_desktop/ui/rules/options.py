"""What the House Rules dialog knows about each rule option: the words, not the widgets.

Every editable :class:`~pinochle_desktop.engine.RuleSet` field is described once
here and in :mod:`.catalog`: the page it sits on, a label, a one-line
explanation, an example for its tooltip and how it is edited. Where it applies
is the engine's (:mod:`pinochle_desktop.engine.rules.applicability`), asked in
two questions answered in words:

* ``variant_reason(rules)``: why this option means nothing in this variant
  (classic two-handed has no auction; an 80-card deck has no nines...). The
  dialog hides such options and lists them, with the reason, under the page.
* ``depends(rules)``: why it does nothing *with the other choices made*
  (the stuck-dealer bid while everybody's pass redeals). The dialog shows such
  options greyed out, with the reason beside them.

Nothing here imports a widget.

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
from ...engine.rules.applicability import applies
from ..engine_text import engine_text
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


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str


@dataclass(frozen=True)
class RuleOption:
    """One option as people see it."""

    #: the RuleSet field (an "info" row shows a field it does not edit)
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

    # -- where it applies (the engine's answer, translated) --------------------------------
    def variant_reason(self, rules: RuleSet) -> str | None:
        """Why the option does not exist in this variant (None: it does)."""
        reason = applies(self.name).variant(rules)
        return None if reason is None else engine_text(reason)

    def depends(self, rules: RuleSet) -> str | None:
        """Why it has no effect with the other choices made (None: it has)."""
        reason = applies(self.name).idle(rules)
        return None if reason is None else engine_text(reason)

    def reason_not_used(self, rules: RuleSet) -> str | None:
        """Why the option is not in use: the variant's reason first, then the choices'."""
        return self.variant_reason(rules) or self.depends(rules)

    def choice_label(self, value: Any) -> str:
        for choice in self.choices:
            if choice.value == value:
                return translate("HouseRules", choice.label)
        return str(value)


# -- reasons an option does not apply to a variant -----------------------------------------


# -- plain words for the fixed parts of a variant ---------------------------------------------

#: each deck in words
_DECKS = {
    "single": QT_TRANSLATE_NOOP("HouseRules",
                                "a single deck of 48 cards (two of each card, 9 to ace)"),
    "double": QT_TRANSLATE_NOOP("HouseRules",
                                "a double deck of 80 cards (four of each card, no nines)"),
    "triple": QT_TRANSLATE_NOOP("HouseRules",
                                "a triple deck of 120 cards (six of each card, no nines)"),
    "double_with_nines": QT_TRANSLATE_NOOP(
        "HouseRules", "a double deck of 96 cards (four of each card, nines included)"),
}


def deck_words(deck: str) -> str:
    """The deck in words, translated (an unknown deck: its name)."""
    words = _DECKS.get(deck)
    return deck if words is None else translate("HouseRules", words)


def deck_info(rules: RuleSet) -> str:
    """The rules' deck in words, as a line of its own (capitalised)."""
    words = deck_words(rules.deck)
    return words[:1].upper() + words[1:]


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
    if rules.style == "classic":
        return translate("HouseRules", "{cards} each; the rest is the stock, with one card "
                         "turned up for trump").format(cards=rules.hand_size)
    if rules.widow_size:
        return translate("HouseRules", "{cards} each, and {widow} in the widow").format(
            cards=rules.hand_size, widow=rules.widow_size)
    return translate("HouseRules", "{cards} each").format(cards=rules.hand_size)


__all__ = [
    "PAGES",
    "Choice",
    "RuleOption",
    "cards_each_words",
    "deck_info",
    "deck_words",
    "page_title",
    "players_words",
]
