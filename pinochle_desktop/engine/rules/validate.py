"""Plain-word explanations of contradictory rule choices.

They are :meth:`RuleSet.validate`'s, so they live with the rule set in
:mod:`rules` (which this module would otherwise have to import and be imported
by); ``validate_rules`` stays importable from here.
"""

from __future__ import annotations

from .ruleset import validate_rules

__all__ = ["validate_rules"]
