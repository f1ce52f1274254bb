"""The explicit phase that drives what is legal, and the engine's error type."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    MISDEAL = "misdeal"  # a player with too many nines may throw the hand in
    BUILD = "build"  # two-handed hand building: keep or reject the drawn card
    BID = "bid"
    WIDOW = "widow"  # forced bidder may concede without seeing the widow
    KITTY = "kitty"  # bidder gives one kitty card to each player
    TRUMP = "trump"
    CALL = "call"  # five-handed: the bidder names the card that picks a partner
    PASS = "pass"  # partners exchange cards
    BURY = "bury"
    DECLARE = "declare"  # bidder: play, concede or shoot the moon
    PLAY = "play"
    # classic two-handed
    CLASSIC_TRICK = "classic_trick"  # phase 1 trick play while the stock lasts
    CLASSIC_MELD = "classic_meld"  # the trick winner may meld once
    CLASSIC_DIX = "classic_dix"  # the trick winner may exchange or show a dix
    CLASSIC_TAKE = "classic_take"  # last two stock cards: the winner chooses
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


class StateError(ValueError):
    """An action that is not legal now, or a saved log that cannot be replayed."""
