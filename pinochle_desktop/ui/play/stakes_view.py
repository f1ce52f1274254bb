"""The auction played for stakes at the table (RULES.md section 11): the words of the
decisions before the first lead, of a hand's settlement in units, and the ledger.

The words live with the panels that show them (:mod:`..panels.stakes_words`: the
declare prompt and the end-of-hand summary of a stakes game are built from them);
they are named here too, for the table's other parts (the review window's replay).
"""

from __future__ import annotations

from ..panels.stakes_words import (
    choice_label,
    decision_words,
    settlement_sentence,
    stake_of,
    summary_headers,
    summary_note,
    summary_rows,
    summary_title,
    widow_words,
)

__all__ = [
    "choice_label",
    "decision_words",
    "settlement_sentence",
    "stake_of",
    "summary_headers",
    "summary_note",
    "summary_rows",
    "summary_title",
    "widow_words",
]
