"""The coach: warns a person, before a move is applied, when the Expert's own
evaluation says it costs points (:mod:`.judging`), with the reason in words."""

from .judging import (
    JUDGED,
    JUDGED_KINDS,
    CoachOptions,
    Verdict,
    assess,
    evaluation_seed,
    is_judged,
    judge,
)

__all__ = ["JUDGED", "JUDGED_KINDS", "CoachOptions", "Verdict", "assess", "evaluation_seed",
           "is_judged", "judge"]
