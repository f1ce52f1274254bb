"""The coach: warns a person, before a move is applied, when the Expert's own
evaluation says it costs points (:mod:`.judging`), with the reason in words."""

from .judging import JUDGED_KINDS, CoachOptions, Verdict, assess, evaluation_seed, judge

__all__ = ["JUDGED_KINDS", "CoachOptions", "Verdict", "assess", "evaluation_seed", "judge"]
