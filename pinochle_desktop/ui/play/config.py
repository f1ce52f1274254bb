"""Who sits where and which rules: what the new-game dialog produces and the controller uses."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ...ai import PLAYER_TYPES
from ...engine import PRESET_TITLES, RuleSet, preset

#: the levels offered to people, easiest first; only those that exist are used
LEVELS = ("random", "easy", "standard", "pro", "expert")
_COMPASS = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
}
_NAMES = ("You", "Ada", "Ben", "Cora", "Dev", "Elsa", "Finn", "Gwen")


def available_levels() -> list[str]:
    """The levels that exist now, in order (colleagues add them over time)."""
    known = [lv for lv in LEVELS if lv in PLAYER_TYPES]
    extra = [lv for lv in PLAYER_TYPES if lv not in LEVELS]
    return known + extra


def resolve_level(level: str) -> str:
    """``level`` if that player type exists, else ``"random"``."""
    return level if level in PLAYER_TYPES else "random"


def best_level() -> str:
    """The strongest player type available (for hints)."""
    for level in ("expert", "standard", "pro", "easy"):
        if level in PLAYER_TYPES:
            return level
    return "random"


def default_level() -> str:
    for level in ("standard", "easy"):
        if level in PLAYER_TYPES:
            return level
    return "random"


def default_names(num_players: int, human: str = "You") -> list[str]:
    names = list(_COMPASS.get(num_players, _NAMES[:num_players]))
    names[0] = human or "You"
    return names


@dataclass
class SeatConfig:
    name: str
    #: a player type from ``PLAYER_TYPES``; None for a person
    level: str | None


@dataclass
class GameConfig:
    """A game to start: the variant (or explicit rules), the seats and the deal number."""

    variant: str = "partnership"
    seats: list[SeatConfig] = field(default_factory=list)
    #: the deal number: the same number gives the same deal
    seed: int | None = None
    #: replaces the preset's target score when given
    target: int | None = None
    #: explicit rules (a loaded game); otherwise the preset of ``variant``
    rules: RuleSet | None = None

    def rule_set(self) -> RuleSet:
        rules = self.rules if self.rules is not None else preset(self.variant)
        if self.target is not None and self.target != rules.target_score:
            rules = dataclasses.replace(rules, target_score=self.target)
        return rules

    @property
    def human_seat(self) -> int | None:
        """The person's seat, or None when every seat is a computer (autoplay)."""
        for seat, cfg in enumerate(self.seats):
            if cfg.level is None:
                return seat
        return None

    @property
    def title(self) -> str:
        return PRESET_TITLES.get(self.variant, self.variant.replace("_", " ").title())

    @staticmethod
    def standard(variant: str = "partnership", level: str | None = None, seed: int | None = None,
                 name: str = "You", autoplay: bool = False,
                 levels: list[str] | None = None) -> GameConfig:
        """A person in seat 0 and computers everywhere else: ``levels[seat]`` when given
        (the settings' level per seat), else ``level`` at every seat."""
        rules = preset(variant)
        names = default_names(rules.num_players, "South" if autoplay else name)
        lv = level or default_level()

        def seat_level(seat: int) -> str:
            return levels[seat] if levels and seat < len(levels) and levels[seat] else lv

        seats = [SeatConfig(names[s], seat_level(s) if (s or autoplay) else None)
                 for s in range(rules.num_players)]
        return GameConfig(variant=variant, seats=seats, seed=seed)
