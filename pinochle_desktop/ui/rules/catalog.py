"""Every house-rule option the dialog offers, in page order, in words.

:data:`OPTIONS` is the catalogue (see :mod:`.options` for what each entry
holds): the pages, labels, explanations and examples, that is the layout and the
words. What the options may be comes from the RuleSet fields themselves
(``engine.rules.fields.option_info``): each choice list here only puts words to
the field's choices, in the field's order, and the spin boxes take the field's
range. Where an option applies is the engine's
(:mod:`pinochle_desktop.engine.rules.applicability`), how a change ripples to the
other options too (:mod:`pinochle_desktop.engine.rules.consistency`);
contradictions that remain are for ``RuleSet.validate()`` to explain.

The literal table is written page by page, in the dialog's order:
:mod:`.catalog_setup` (Players and deck, Deal, Auction), :mod:`.catalog_play`
(Trump and passing, Meld values, Play), :mod:`.catalog_scoring` (Scoring, End
of game), :mod:`.catalog_special` (Special, Checks) and :mod:`.catalog_stakes`
(Stakes), with the helpers of :mod:`.catalog_kit`. Here: the whole catalogue and
the questions asked of it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import PRESET_NAMES, PRESET_TITLES, RuleSet, preset
from ..engine_text import engine_text
from .catalog_kit import CONDITION_WORDS
from .catalog_play import PLAY_OPTIONS
from .catalog_scoring import SCORING_OPTIONS
from .catalog_setup import SETUP_OPTIONS
from .catalog_special import SPECIAL_OPTIONS
from .catalog_stakes import STAKES_OPTIONS
from .options import RuleOption
from .stakes_bands import bands_words

translate = QCoreApplication.translate

#: every option, in the dialog's page order
OPTIONS: tuple[RuleOption, ...] = (
    *SETUP_OPTIONS, *PLAY_OPTIONS, *SCORING_OPTIONS, *SPECIAL_OPTIONS, *STAKES_OPTIONS
)

#: options by field name
BY_NAME: dict[str, RuleOption] = {o.name: o for o in OPTIONS}
#: RuleSet fields that are not options (the variant's identity and bookkeeping)
NOT_OPTIONS = frozenset({"variant", "style", "num_players", "sides", "extra", "meld_values"})

def editable(option: RuleOption) -> bool:
    return option.kind != "info"


def options_on(page: str) -> list[RuleOption]:
    return [o for o in OPTIONS if o.page == page]


def value_of(option: RuleOption, rules: RuleSet) -> Any:
    return getattr(rules, option.name)


def value_words(option: RuleOption, rules: RuleSet) -> str:
    """The option's value as a person would say it (translated)."""
    if option.info is not None:
        return option.info(rules)
    value = value_of(option, rules)
    if option.kind == "bool":
        return translate("HouseRules", "Yes") if value else translate("HouseRules", "No")
    if option.kind == "choice":
        return option.choice_label(value)
    if option.kind == "conditions":
        return "; ".join(translate("HouseRules", CONDITION_WORDS.get(c, c)) for c in value) \
            or translate("HouseRules", "None ticked")
    if option.kind == "bands":
        return bands_words(value)
    if option.kind == "optional_int" and value is None:
        return option.shown_none_label
    return f"{value:,}{option.shown_suffix}"


def applicability_table() -> list[tuple[str, list[str]]]:
    """(option label, presets where it can be chosen) for every editable option: the
    closing note's table (in English), and a check that every option applies somewhere."""
    rows: list[tuple[str, list[str]]] = []
    for option in OPTIONS:
        if not editable(option):
            continue
        where = [v for v in PRESET_NAMES if option.variant_reason(preset(v)) is None]
        rows.append((option.label, where))
    return rows


def variant_title(variant: str) -> str:
    return engine_text(PRESET_TITLES.get(variant, variant.replace("_", " ").capitalize()))


__all__ = [
    "BY_NAME",
    "CONDITION_WORDS",
    "NOT_OPTIONS",
    "OPTIONS",
    "applicability_table",
    "editable",
    "options_on",
    "value_of",
    "value_words",
    "variant_title",
]
