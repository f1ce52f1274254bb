"""Who sits where and which rules: what the new-game dialog produces and the controller uses."""

from __future__ import annotations

import dataclasses
import functools
import json
import math
from dataclasses import dataclass, field
from typing import Any

from ...ai import PLAYER_TYPES
from ...ai.registry import strongest_level
from ...engine import PRESET_NAMES, PRESET_TITLES, RuleSet, preset
from ...engine.rules.consistency import apply_change
from ...engine.text import Text
from ...resources import ResourceMissing, read_resource
from ..engine_text import engine_text
from ..words import QT_TRANSLATE_NOOP, level_name, plural, translate

#: the levels offered to people, easiest first; only those that exist are used
LEVELS = ("random", "easy", "standard", "pro", "expert")
_COMPASS = {
    2: ("You", "North"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
}
_NAMES = ("You", "Ada", "Ben", "Cora", "Dev", "Elsa", "Finn", "Gwen")

#: two-handed hand building (RULES.md section 12): no preset of its own (its rules are
#: the auction for two, ``hand_building`` on), but a game of its own to the player:
#: offered apart in New Game and named apart in the window's title and status bar
HAND_BUILDING = "hand_building"
#: the games that are a preset turned into another game by a rule option, by name
GAME_TITLES: dict[str, Text] = {
    HAND_BUILDING: QT_TRANSLATE_NOOP("Variants", "Two-handed hand building"),
}
#: the preset each of those games starts from
GAME_BASES = {HAND_BUILDING: "cutthroat"}
#: every game New Game offers, in its order: the presets, hand building after the
#: classic two-handed game
GAMES: tuple[str, ...] = tuple(
    name for key in PRESET_NAMES
    for name in ((key, HAND_BUILDING) if key == "two_handed" else (key,)))


def hand_building_rules(base: RuleSet | None = None) -> RuleSet:
    """The rules of two-handed hand building: ``base`` (the standard auction for two
    when None; a rule set for cutthroat, e.g. the player's house rules) with hand
    building turned on, as the House Rules dialog turns it on."""
    rules = base if base is not None else preset(GAME_BASES[HAND_BUILDING])
    return rules if rules.hand_building else apply_change(rules, "hand_building", True)


def game_name(rules: RuleSet) -> str:
    """The game ``rules`` deal, as the player knows it: ``hand_building`` or the preset."""
    return HAND_BUILDING if rules.hand_building else rules.variant


def game_title(rules: RuleSet) -> str:
    """The game's title in the player's language: "Two-handed hand building",
    "Four-handed partnership"..."""
    return title_of(game_name(rules))


def title_of(name: str) -> str:
    """The title of a game of :data:`GAMES` (or any preset) in the player's language."""
    if name in GAME_TITLES:
        return engine_text(GAME_TITLES[name])
    return engine_text(PRESET_TITLES.get(name, name.replace("_", " ").title()))


#: what each level does, in a sentence (the measured part comes from strength.json);
#: translated where it is shown (:func:`level_description`)
LEVEL_WORDS = {
    "random": QT_TRANSLATE_NOOP("Levels", "Plays any legal card, and bids only what its meld "
                                "and a share of tricks cover."),
    "easy": QT_TRANSLATE_NOOP("Levels", "Bids up to a limit it picks at random, often more than "
                              "its hand makes, and plays any legal card."),
    "standard": QT_TRANSLATE_NOOP("Levels", "Plays out imagined deals to decide its bid and "
                                  "remembers the cards played."),
    "pro": QT_TRANSLATE_NOOP("Levels", "Bids more boldly and tries each card in a couple of "
                             "hundred quick playouts."),
    "expert": QT_TRANSLATE_NOOP("Levels", "Plays out hundreds of deals that fit what it has "
                                "seen and what the others' bids, passes and cards say, for "
                                "every card."),
}


@functools.cache
def measured_strength() -> dict[str, dict[str, Any]]:
    """Each level's headline match against the level below it, from the shipped
    ``strength.json`` (written by ``bench/strength_table.py`` from the benchmark
    results); empty if the file is missing or not what we wrote."""
    try:
        data = json.loads(read_resource("strength.json"))
    except (ResourceMissing, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != 1:
        return {}
    levels = data.get("levels")
    out: dict[str, dict[str, Any]] = {}
    if not isinstance(levels, dict):
        return out
    for level, row in levels.items():
        try:
            numbers = [float(row["points_per_deal"]), *map(float, row["ci95"])]
            if not all(math.isfinite(x) and abs(x) < 10_000 for x in numbers):
                continue
            if not 0 < int(row["deals"]) < 10_000_000:
                continue
            if str(row["against"]) not in LEVEL_WORDS or str(row["variant"]) not in PRESET_TITLES:
                continue
        except (KeyError, TypeError, ValueError):
            continue
        out[str(level)] = row
    return out


def measured_rule_words(rule: str) -> str:
    """A house rule a strength row was measured under (``pass_count=3``), in words:
    "passing 3 cards" (translated); another rule as the row writes it."""
    name, _, value = rule.partition("=")
    if name == "pass_count" and value.isdigit():
        count = int(value)
        return plural(translate("Levels", "passing %n card(s)", None, count), count) \
            if count else translate("Levels", "no passing")
    return rule


def level_description(level: str, variant: str | None = None) -> str:
    """What ``level`` does and how strong it measured, for the New Game dialog.

    ``variant``: the game being chosen; a match measured in another variant is not
    quoted as if it were this one's (the player is told where it was measured)."""
    words = translate("Levels", LEVEL_WORDS[level]) if level in LEVEL_WORDS else ""
    row = measured_strength().get(level)
    if row is None:
        return words
    if variant is not None and variant != row["variant"]:
        english = PRESET_TITLES[str(row["variant"])]
        title = engine_text(english)
        where = title.lower() if title == english else title
        measured = translate("Levels", "Its strength has been measured in {where} only.")
        return f"{words} {measured.format(where=where)}".strip()
    mean = float(row["points_per_deal"])
    low, high = (float(x) for x in row["ci95"])
    below = level_name(str(row["against"]))
    english = PRESET_TITLES[str(row["variant"])]
    title = engine_text(english)
    where = title.lower() if title == english else title  # German keeps its capitals
    rules = [measured_rule_words(str(r)) for r in row.get("rules", [])]
    if rules:
        where += f" ({', '.join(rules)})"
    if low > 0:
        measured = translate("Levels", "Measured: beats {level} by {points} points a deal in "
                             "{where}, over {deals} deals (95% interval {low} to {high}).")
        points = f"{mean:.0f}"
    elif high < 0:
        measured = translate("Levels", "Measured: loses to {level} by {points} points a deal "
                             "in {where}, over {deals} deals (95% interval {low} to {high}).")
        points = f"{-mean:.0f}"
    else:
        measured = translate("Levels", "Measured: about level with {level} ({points} points a "
                             "deal) in {where}, over {deals} deals (95% interval {low} to "
                             "{high}).")
        points = f"{mean:+.0f}"
    measured = measured.format(level=below, points=points, where=where,
                               deals=f"{int(row['deals']):,}", low=f"{low:+.0f}",
                               high=f"{high:+.0f}")
    return f"{words} {measured}".strip()


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
    return strongest_level()


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
    #: the coach judges the person's moves (:mod:`.coach`)
    coach: bool = False

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
        """The game's title (hand building is named as a game of its own)."""
        try:
            return game_title(self.rule_set())
        except ValueError:  # an unknown variant name
            return title_of(self.variant)

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
