"""Reviewing hands: the history, the face-up replay, the analysis and the statistics."""
