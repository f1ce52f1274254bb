"""Preferences: the schema of every setting, and a store that never crashes on a bad file.

Every setting is declared once below (key, type, default, doc). Reads are
typed: ``settings[PLAYER_NAME]`` is a ``str``. A value in the file that is
missing, of the wrong type or out of range is replaced by its default and a
warning is logged; a damaged or newer-version file is moved aside as
``settings.json.bak-<timestamp>``, the defaults are used, and
:meth:`Settings.take_messages` hands the GUI one sentence to show once.

Settings live in ``settings.json`` in the config dir; the window geometry and
state (machine-specific, rewritten at every exit) in ``window.json`` in the
state dir. Both are versioned; migrations go in ``SETTINGS_MIGRATIONS``.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, TypeVar

from ..engine.rules.variants import PRESET_NAMES
from ..engine.text import QT_TRANSLATE_NOOP
from . import paths
from .jsonfile import DocumentFormat, Loaded, Migration, describe, load_or_default
from .notices import Notice
from .schema import (
    Option,
    bool_option,
    choice_option,
    int_option,
    list_option,
    text_option,
)
from .text import encodable, excerpt, json_problem

log = logging.getLogger(__name__)
T = TypeVar("T")

#: the computer levels named in settings look like this (the GUI checks they exist)
LEVEL_PATTERN = r"[a-z][a-z0-9_]{0,31}"
MAX_SEATS = 8
MAX_RECENT = 10
#: settings this version does not know are written back as they were, if they are
#: this small: a key of at most 100 characters, a value of at most 64 KB of JSON
#: whose texts are at most 4,096 characters, 256 KB for all of them together
MAX_UNKNOWN_KEY = 100
MAX_UNKNOWN_VALUE = 64 * 1024
MAX_UNKNOWN_TOTAL = 256 * 1024

# -- the schema ------------------------------------------------------------------------------
PLAYER_NAME = text_option(
    "player_name", "You", "Your name at the table.", pattern=r".+", max_length=40
)
DEFAULT_VARIANT = choice_option(
    "default_variant", "partnership", "The variant a new game starts with.", PRESET_NAMES
)
DEFAULT_RULESET = text_option(
    "default_ruleset",
    "",
    "The saved rule set a new game uses; empty for the variant's standard rules.",
    max_length=60,
)
SEAT_LEVELS = list_option(
    "seat_levels",
    ["standard"] * MAX_SEATS,
    "The computer player's level at each seat (seat 0 is yours; used when it autoplays).",
    item_pattern=LEVEL_PATTERN,
    max_items=MAX_SEATS,
)
#: the game speeds (``ui.speed.SPEEDS``): computer players' pauses and animation lengths
SPEED_NAMES = ("slow", "normal", "fast", "instant")
GAME_SPEED = choice_option(
    "game_speed",
    "normal",
    "How fast the computer players move and the cards fly (instant: no animation).",
    SPEED_NAMES,
)
CARD_STYLE = choice_option(
    "card_style", "2color", "Two-colour or four-colour suits.", ("2color", "4color")
)
HIGH_CONTRAST = bool_option(
    "high_contrast",
    False,
    "Easy to see: a dark high-contrast table, bold plates and four-colour suits.",
)
CARD_BACK = choice_option(
    "card_back", "blue", "The colour of the card backs.", ("blue", "red", "green")
)
TABLE_COLOR = text_option(
    "table_color", "#22703c", "The colour of the table cloth (#RRGGBB).", pattern=r"#[0-9a-fA-F]{6}"
)
CONFIRM_BEFORE_PLAY = bool_option(
    "confirm_before_play",
    False,
    "A clicked card is only raised; click it again to play it.",
)
AUTO_PLAY_SINGLE = bool_option(
    "auto_play_single", True, "Play your card for you when it is the only legal one."
)
AUTO_PLAY_PAUSE = int_option(
    "auto_play_pause_ms",
    1500,
    "How long the table shows your only allowed card before playing it for you (ms).",
    0,
    5000,
)
#: the program's language: the system's, or one of the shipped translations
LANGUAGES = ("system", "en", "de")
LANGUAGE = choice_option(
    "language", "system", "The program's language (applies after a restart).", LANGUAGES
)
SOUND_VOLUME = int_option("sound_volume", 70, "The table's sounds: volume, 0 to 100.", 0, 100)
SOUND_MUTED = bool_option("sound_muted", False, "The table makes no sound.")
UNDO_ALLOWED = bool_option("undo_allowed", True, "Allow taking back your last card or bid.")
COACH_DEFAULT = bool_option(
    "coach_default", False, "New games start with the coach on (New Game's Coach me)."
)
COACH_THRESHOLD = int_option(
    "coach_threshold",
    20,
    "The coach speaks up when a move is likely to cost at least this many points.",
    5,
    200,
)
COACH_OFFERED = bool_option(
    "coach_offered", False, "A first game was started (it is coached unless switched off)."
)
#: the longest path kept in the recent files
RECENT_FILES_MAX_LENGTH = 4096
RECENT_FILES = list_option(
    "recent_files",
    [],
    "Saved games opened or saved lately, newest first.",
    max_items=MAX_RECENT,
    max_length=RECENT_FILES_MAX_LENGTH,
    drop_bad=True,
)
_BASE64 = r"[A-Za-z0-9+/=]*"
WINDOW_GEOMETRY = text_option(
    "window_geometry",
    "",
    "The main window's position and size (Qt saveGeometry, base64).",
    pattern=_BASE64,
    max_length=100_000,
    store="state",
)
WINDOW_STATE = text_option(
    "window_state",
    "",
    "The main window's docks and toolbars (Qt saveState, base64).",
    pattern=_BASE64,
    max_length=100_000,
    store="state",
)

#: every setting, in the order of the preferences dialog
SCHEMA: tuple[Option[Any], ...] = (
    PLAYER_NAME,
    DEFAULT_VARIANT,
    DEFAULT_RULESET,
    SEAT_LEVELS,
    GAME_SPEED,
    CARD_STYLE,
    HIGH_CONTRAST,
    CARD_BACK,
    TABLE_COLOR,
    CONFIRM_BEFORE_PLAY,
    AUTO_PLAY_SINGLE,
    AUTO_PLAY_PAUSE,
    LANGUAGE,
    SOUND_VOLUME,
    SOUND_MUTED,
    UNDO_ALLOWED,
    COACH_DEFAULT,
    COACH_THRESHOLD,
    COACH_OFFERED,
    RECENT_FILES,
    WINDOW_GEOMETRY,
    WINDOW_STATE,
)
OPTIONS: dict[str, Option[Any]] = {o.key: o for o in SCHEMA}

#: version 1's animation_ms values as the program wrote them for each speed
_V1_SPEED_MS = {"slow": 350, "normal": 250, "fast": 150, "instant": 0}
#: version 1's table colour default; the table was drawn in #22703c whatever it said
_V1_TABLE_DEFAULT = "#1d6b3a"


def _v1_to_v2(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2: ``animation_ms`` becomes ``game_speed`` (the nearest speed), ``language``
    goes (no translations existed and nothing read it, so the player never saw it
    take effect; version 2's own ``language`` starts at the system's), and the table
    colour default that was never drawn becomes the colour the player actually saw."""
    values = document.get("settings")
    if not isinstance(values, dict):
        return document  # the loader says what is wrong with it
    values = dict(values)
    ms = values.pop("animation_ms", None)
    if isinstance(ms, int) and not isinstance(ms, bool):
        values.setdefault(
            "game_speed", min(_V1_SPEED_MS, key=lambda name: abs(_V1_SPEED_MS[name] - ms))
        )
    values.pop("language", None)
    if values.get("table_color") == _V1_TABLE_DEFAULT:
        values["table_color"] = TABLE_COLOR.default
    document["settings"] = values
    return document


#: settings.json versions: from-version -> migration to the next
SETTINGS_MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}
SETTINGS_FORMAT = DocumentFormat(
    "pinochle-settings", 2, QT_TRANSLATE_NOOP("Files", "settings file"),
    migrations=SETTINGS_MIGRATIONS,
)
WINDOW_FORMAT = DocumentFormat(
    "pinochle-window", 1, QT_TRANSLATE_NOOP("Files", "window state file"))


class Settings:
    """Every preference, typed; load with :meth:`load`, change with ``[]``, :meth:`save`."""

    def __init__(self, config_file: Path | None = None, state_file: Path | None = None) -> None:
        """All defaults; files default to the platform's folders, read at call time."""
        self.config_file = config_file if config_file is not None else paths.settings_path()
        self.state_file = state_file if state_file is not None else paths.window_state_path()
        self._values: dict[str, Any] = {o.key: _copy(o.default) for o in SCHEMA}
        #: keys in the file this version does not know; written back unchanged
        self._unknown: dict[str, dict[str, Any]] = {"config": {}, "state": {}}
        self._messages: list[Notice] = []
        #: technical notes about values replaced by defaults (also logged)
        self.warnings: list[str] = []

    @classmethod
    def load(cls, config_file: Path | None = None, state_file: Path | None = None) -> Settings:
        """Read both files; never raises for anything in them."""
        settings = cls(config_file, state_file)
        loaded = load_or_default(
            settings.config_file, SETTINGS_FORMAT, keep="move", source="settings"
        )
        settings._take(loaded, "config")
        window = load_or_default(
            settings.state_file,
            WINDOW_FORMAT,
            keep="move",
            fallback=QT_TRANSLATE_NOOP("Files", "the window opens at its usual size"),
        )
        if window.message:  # not worth interrupting anyone for
            settings._warn(window.message)
        settings._take(Loaded(window.data), "state")
        return settings

    def _take(self, loaded: Loaded, store: str) -> None:
        if loaded.notice is not None:
            self._messages.append(loaded.notice)
        if loaded.data is None:
            return
        raw = loaded.data.get("settings")
        if not isinstance(raw, dict):
            self._warn(f"{store} file has no settings object; using the defaults")
            return
        unknown_size = 0
        for key, value in raw.items():
            option = OPTIONS.get(key)
            if option is None or option.store != store:
                problem = _unknown_problem(key, value, MAX_UNKNOWN_TOTAL - unknown_size)
                if problem is not None:
                    self._warn(f"unknown setting {excerpt(key)} dropped: {problem}")
                    continue
                self._warn(f"unknown setting {key!r} kept as it is")
                self._unknown[store][key] = value
                unknown_size += len(json.dumps(value))
                continue
            try:
                self._values[key] = option.coerce(value)
            except ValueError as exc:
                self._warn(f"setting {key} {exc}; using the default {option.default!r}")

    def _warn(self, text: str) -> None:
        log.warning("%s", text)
        self.warnings.append(text)

    # -- typed access ------------------------------------------------------------------
    def __getitem__(self, option: Option[T]) -> T:
        value: T = _copy(self._values[option.key])
        return value

    def __setitem__(self, option: Option[T], value: T) -> None:
        """Set a value; ValueError if it does not fit the schema (a programming error)."""
        try:
            self._values[option.key] = option.coerce(value)
        except ValueError as exc:
            raise ValueError(f"setting {option.key} {exc}: {value!r}") from None

    def get(self, key: str) -> Any:
        """By key, for generic code such as the preferences dialog."""
        return self[OPTIONS[key]]

    def set(self, key: str, value: Any) -> None:
        self[OPTIONS[key]] = value

    def reset(self, option: Option[Any] | None = None) -> None:
        """Back to the default: one option, or all of them."""
        for o in (option,) if option is not None else SCHEMA:
            self._values[o.key] = _copy(o.default)

    def as_dict(self) -> dict[str, Any]:
        return {o.key: self[o] for o in SCHEMA}

    def take_messages(self) -> list[str]:
        """Sentences for the user about damaged files; each is returned only once
        (here or by :func:`storage.notices.take_notices`, whichever asks first)."""
        notices, self._messages = self._messages, []
        return [text for n in notices if (text := n.take()) is not None]

    # -- recent files --------------------------------------------------------------------
    def add_recent_file(self, path: Path | str) -> None:
        """Put ``path`` first in the recent files (once), keeping the newest ten."""
        text = str(Path(path).absolute())
        if not encodable(text) or len(text) > RECENT_FILES_MAX_LENGTH or "\n" in text:
            return  # a name that cannot be written to settings.json is not remembered
        recent = [p for p in self[RECENT_FILES] if p != text]
        self[RECENT_FILES] = [text, *recent][:MAX_RECENT]

    def remove_recent_file(self, path: Path | str) -> None:
        text = str(Path(path).absolute())
        self[RECENT_FILES] = [p for p in self[RECENT_FILES] if p != text]

    # -- saving ---------------------------------------------------------------------------
    def save(self) -> str | None:
        """Write both files atomically; a sentence for the user if that failed, else None."""
        for store, fmt, target in (
            ("config", SETTINGS_FORMAT, self.config_file),
            ("state", WINDOW_FORMAT, self.state_file),
        ):
            values = {o.key: self._values[o.key] for o in SCHEMA if o.store == store}
            body = {"settings": {**self._unknown[store], **values}}
            try:
                fmt.write(target, body)
            except OSError as exc:
                log.warning("could not write %s: %s", target, exc)
                return _not_saved.format(path=target, reason=describe(exc))
            except ValueError as exc:  # cannot be encoded, or too large to read back
                log.warning("could not write %s: %s", target, exc)
                return _not_saved.format(path=target, reason=excerpt(str(exc), 120))
        return None


_not_saved = QT_TRANSLATE_NOOP("Files", "Your settings could not be saved to {path} ({reason}).")


def _unknown_problem(key: str, value: Any, room: int) -> str | None:
    """Why an unknown setting cannot be written back as it was, or None."""
    if len(key) > MAX_UNKNOWN_KEY or not encodable(key):
        return "its name cannot be saved"
    problem = json_problem(value, max_string=4096)
    if problem is not None:
        return problem
    try:
        size = len(json.dumps(value))
    except (ValueError, RecursionError):
        return "it cannot be saved"
    if size > min(MAX_UNKNOWN_VALUE, room):
        return f"it is too large ({size:,} characters)"
    return None


def _copy(value: T) -> T:
    return list(value) if isinstance(value, list) else value  # type: ignore[return-value]
