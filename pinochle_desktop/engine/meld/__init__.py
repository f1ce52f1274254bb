"""Meld: scoring the auction variants' meld, and classic two-handed meld built turn by turn."""
