"""The rule set: every house-rule option (:class:`.fields.RuleFields`), checked
(:mod:`.validation`) and written as a dict (:mod:`.serialisation`).

A :class:`RuleSet` is a frozen value. Presets are values too (see
:mod:`.presets`); house rules are made with ``dataclasses.replace(rules, ...)``.
Points are always full scale.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from .fields import RuleFields
from .serialisation import field_values, option_from_text, rules_json_value, rules_to_dict
from .validation import validate_rules


@dataclass(frozen=True)
class RuleSet(RuleFields):
    """Every option of RULES.md, as one value (the fields are :class:`RuleFields`'s).

    Each field documents itself: ``option_info(name)`` gives its words, choices and range.
    """

    def validate(self) -> list[str]:
        """Contradictions in plain words; an empty list means the rules are usable."""
        return validate_rules(self)

    # -- serialisation (:mod:`.serialisation`) -------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return rules_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a dict; unknown keys are an error, missing keys take defaults.

        A dict without ``rules_version`` is version 1; older versions are brought up
        to date by :data:`RULES_MIGRATIONS`, newer ones refused
        (:class:`FutureRulesError`).
        """
        return cls(**field_values(data, cls()))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RuleSet:
        """Build from JSON text; ValueError in words if it is not rules (as :meth:`from_dict`)."""
        return cls.from_dict(rules_json_value(text))

    def with_option(self, name: str, text: str) -> RuleSet:
        """Set one option from text (``key=value`` on a command line)."""
        return replace(self, **{name: option_from_text(self, name, text)})


__all__ = ["RuleSet"]
