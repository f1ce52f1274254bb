"""The one owner of the player's settings while the program runs.

``Preferences`` wraps the :class:`storage.Settings` read at start-up (one JSON
file with a schema version, written atomically) and is handed to everything
that reads a setting: the main window, the table, the Preferences dialog, the
new-game dialog and the review window (Orange canvas-core's ``Settings``: one
object, a changed signal). Every change goes through :meth:`Preferences.update`,
which checks the values, saves the file at once and emits ``changed(key,
value)`` for each value that changed, so whoever shows a setting reacts to it
wherever it was changed. Nothing else loads the settings file.

The named rule sets and the house rules (``rulesets.json``, beside the
settings file) are reached through :meth:`Preferences.rule_store` for the
same reason: one store, one file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from ..storage import settings as keys
from ..storage.schema import Option
from ..storage.settings import Settings
from .engine_text import engine_text
from .table.card_styles import BACK_STYLES, FACE_STYLES
from .table.speed import DEFAULT_SPEED, SPEEDS

if TYPE_CHECKING:
    from ..engine.rules.ruleset import RuleSet
    from ..storage import RuleSetStore

MAX_RECENT = 8
T = TypeVar("T")

#: how long the table waits before playing your only allowed card for you, ms
AUTO_PLAY_PAUSE = keys.AUTO_PLAY_PAUSE.key
#: the pauses the Preferences dialog offers (the file may hold any from 0 to 5,000)
AUTO_PLAY_PAUSES = (500, 1000, 1500, 2000, 3000)
DEFAULT_AUTO_PLAY_PAUSE = keys.AUTO_PLAY_PAUSE.default


@dataclass(frozen=True)
class RulesChoice:
    """The rules the next game of a variant is dealt with, and where they come from."""

    #: None: the variant's standard rules
    rules: RuleSet | None
    #: "standard", "house" or "default" (the saved rule set chosen in Preferences)
    source: str
    #: the saved rule set's name when ``source`` is "default"
    name: str = ""


class Preferences(QObject):
    """Every setting, typed; change them with :meth:`update` (or a property setter)."""

    #: (setting key, new value) a setting changed; it is saved already
    changed = Signal(str, object)
    #: (sentence) the settings could not be written; they still apply until the program ends
    save_failed = Signal(str)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else Settings.load()
        self._store: RuleSetStore | None = None
        #: the last save failed: the next update tries again even if nothing changed
        self._unsaved = False

    @property
    def settings(self) -> Settings:
        """The values as stored (read them here; change them through :meth:`update`)."""
        return self._settings

    # -- reading and changing -------------------------------------------------------------
    def __getitem__(self, option: Option[T]) -> T:
        return self._settings[option]

    def get(self, key: str) -> Any:
        return self._settings.get(key)

    def update(self, values: Mapping[str, Any]) -> str | None:
        """Set several settings at once, save, and tell everyone what changed.

        Every value is checked before any is set: ValueError (naming the setting)
        and nothing changes if one does not fit. Returns the sentence for the player
        when the file could not be written (also emitted as ``save_failed``).
        """
        checked = {key: self._check(key, value) for key, value in values.items()}
        changed = {key: value for key, value in checked.items()
                   if self._settings.get(key) != value}
        if not changed:
            return self.save() if self._unsaved else None
        for key, value in changed.items():
            self._settings.set(key, value)
        error = self.save()
        for key, value in changed.items():
            self.changed.emit(key, value)
        return error

    def set(self, option: Option[T], value: T) -> str | None:
        return self.update({option.key: value})

    @staticmethod
    def _check(key: str, value: Any) -> Any:
        return keys.OPTIONS[key].coerce(value)

    def save(self) -> str | None:
        error = self._settings.save()
        self._unsaved = error is not None
        if error:
            self.save_failed.emit(engine_text(error))  # a Qt signal drops the Text
        return error

    def take_messages(self) -> list[str]:
        """Sentences about a damaged settings file, each returned once."""
        return self._settings.take_messages()

    # -- typed views ------------------------------------------------------------------------
    @property
    def face_style(self) -> str:
        value = self._settings[keys.CARD_STYLE]
        return value if value in FACE_STYLES else "2color"

    @face_style.setter
    def face_style(self, value: str) -> None:
        self.set(keys.CARD_STYLE, value)

    @property
    def back_style(self) -> str:
        value = self._settings[keys.CARD_BACK]
        return value if value in BACK_STYLES else "blue"

    @back_style.setter
    def back_style(self, value: str) -> None:
        self.set(keys.CARD_BACK, value)

    @property
    def speed(self) -> str:
        name = self._settings[keys.GAME_SPEED]
        return name if name in SPEEDS else DEFAULT_SPEED

    @speed.setter
    def speed(self, value: str) -> None:
        self.set(keys.GAME_SPEED, value if value in SPEEDS else DEFAULT_SPEED)

    @property
    def table_color(self) -> str:
        return self._settings[keys.TABLE_COLOR]

    @table_color.setter
    def table_color(self, value: str) -> None:
        self.set(keys.TABLE_COLOR, value)

    @property
    def high_contrast(self) -> bool:
        """Easy to see: a high-contrast table with four-colour suits."""
        return self._settings[keys.HIGH_CONTRAST]

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self.set(keys.HIGH_CONTRAST, bool(value))

    @property
    def shown_face_style(self) -> str:
        """The deck drawn: four colours whenever the table is easy to see."""
        return "4color" if self.high_contrast else self.face_style

    @property
    def shown_table_color(self) -> str:
        """The cloth drawn: almost black whenever the table is easy to see."""
        if not self.high_contrast:
            return self.table_color
        from .table.items import HIGH_CONTRAST_TABLE_COLOR  # the table's module, loaded late

        return HIGH_CONTRAST_TABLE_COLOR

    @property
    def language(self) -> str:
        """``system``, ``en`` or ``de``; read at start-up, so a change applies after a restart."""
        return self._settings[keys.LANGUAGE]

    @language.setter
    def language(self, value: str) -> None:
        self.set(keys.LANGUAGE, value)

    @property
    def allow_undo(self) -> bool:
        return self._settings[keys.UNDO_ALLOWED]

    @allow_undo.setter
    def allow_undo(self, value: bool) -> None:
        self.set(keys.UNDO_ALLOWED, bool(value))

    @property
    def coach_default(self) -> bool:
        """New games start with the coach on."""
        return self._settings[keys.COACH_DEFAULT]

    @coach_default.setter
    def coach_default(self, value: bool) -> None:
        self.set(keys.COACH_DEFAULT, bool(value))

    @property
    def coach_threshold(self) -> int:
        """The least expected cost, in points, the coach warns about."""
        return self._settings[keys.COACH_THRESHOLD]

    @coach_threshold.setter
    def coach_threshold(self, value: int) -> None:
        self.set(keys.COACH_THRESHOLD, int(value))

    @property
    def coach_new_game(self) -> bool:
        """Whether the next new game is coached: the player's default, and always the
        very first game a new player starts."""
        return self.coach_default or not self._settings[keys.COACH_OFFERED]

    def coach_offered(self) -> None:
        """A game was started: only the very first is coached without asking."""
        if not self._settings[keys.COACH_OFFERED]:
            self.set(keys.COACH_OFFERED, True)

    @property
    def auto_play_single(self) -> bool:
        return self._settings[keys.AUTO_PLAY_SINGLE]

    @auto_play_single.setter
    def auto_play_single(self, value: bool) -> None:
        self.set(keys.AUTO_PLAY_SINGLE, bool(value))

    @property
    def auto_play_pause_ms(self) -> int:
        """How long the table waits before it plays your only allowed card for you."""
        return self._settings[keys.AUTO_PLAY_PAUSE]

    @auto_play_pause_ms.setter
    def auto_play_pause_ms(self, value: int) -> None:
        self.set(keys.AUTO_PLAY_PAUSE, int(value))

    @property
    def sound_volume(self) -> int:
        """The table's sounds, 0 (none) to 100."""
        return self._settings[keys.SOUND_VOLUME]

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self.set(keys.SOUND_VOLUME, max(0, min(100, int(value))))

    @property
    def sound_muted(self) -> bool:
        return self._settings[keys.SOUND_MUTED]

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self.set(keys.SOUND_MUTED, bool(value))

    @property
    def confirm_play(self) -> bool:
        return self._settings[keys.CONFIRM_BEFORE_PLAY]

    @confirm_play.setter
    def confirm_play(self, value: bool) -> None:
        self.set(keys.CONFIRM_BEFORE_PLAY, bool(value))

    @property
    def player_name(self) -> str:
        name = self._settings[keys.PLAYER_NAME].strip()
        return name[:24] or "You"

    @player_name.setter
    def player_name(self, value: str) -> None:
        if value.strip():
            self.set(keys.PLAYER_NAME, value.strip()[:40])

    @property
    def variant(self) -> str:
        return self._settings[keys.DEFAULT_VARIANT]

    @variant.setter
    def variant(self, value: str) -> None:
        self.set(keys.DEFAULT_VARIANT, value)

    @property
    def default_ruleset(self) -> str:
        return self._settings[keys.DEFAULT_RULESET]

    @property
    def seat_levels(self) -> list[str]:
        """The computer level for each seat (seat 0: when the computer plays for you)."""
        levels = self._settings[keys.SEAT_LEVELS]
        return levels + [levels[-1] if levels else "standard"] * (keys.MAX_SEATS - len(levels))

    @seat_levels.setter
    def seat_levels(self, levels: list[str]) -> None:
        self.set(keys.SEAT_LEVELS, list(levels)[: keys.MAX_SEATS])

    @property
    def level(self) -> str:
        """The level of the seat on your left (one level for every computer seat)."""
        return self.seat_levels[1]

    @level.setter
    def level(self, value: str) -> None:
        self.seat_levels = [value] * keys.MAX_SEATS

    def recent_files(self) -> list[str]:
        files: list[str] = self._settings[keys.RECENT_FILES]
        return files[:MAX_RECENT]

    def add_recent(self, path: str) -> None:
        self._settings.add_recent_file(path)
        self._recent_changed()

    def remove_recent(self, path: str) -> None:
        self._settings.remove_recent_file(path)
        self._recent_changed()

    def _recent_changed(self) -> None:
        self.save()
        self.changed.emit(keys.RECENT_FILES.key, self._settings[keys.RECENT_FILES])

    # -- rules --------------------------------------------------------------------------------
    def rule_store(self) -> RuleSetStore:
        """The named rule sets and house rules, in ``rulesets.json`` beside the settings."""
        if self._store is None:
            from ..storage import RuleSetStore

            self._store = RuleSetStore(self._settings.config_file.with_name("rulesets.json"))
        return self._store

    def rules_for(self, variant: str) -> RulesChoice:
        """The rules a new game of ``variant`` is dealt with: the house rules chosen for
        it, else the saved rule set chosen in Preferences when it is for this variant,
        else the standard rules."""
        store = self.rule_store()
        house = store.house_rules(variant)
        if house is not None:
            return RulesChoice(house, "house")
        name = self.default_ruleset
        if name and name in store:
            rules = store.get(name)
            if rules.variant == variant:
                return RulesChoice(rules, "default", name)
        return RulesChoice(None, "standard")

    # -- the window ------------------------------------------------------------------
    def window_layout(self) -> tuple[bytes, bytes]:
        """(geometry, dock and toolbar state) as saved by Qt, empty when none."""
        import base64
        import binascii

        out = []
        for option in (keys.WINDOW_GEOMETRY, keys.WINDOW_STATE):
            try:
                out.append(base64.b64decode(self._settings[option]))
            except (binascii.Error, ValueError):
                out.append(b"")
        return out[0], out[1]

    def set_window_layout(self, geometry: bytes, state: bytes) -> None:
        import base64

        self.update({
            keys.WINDOW_GEOMETRY.key: base64.b64encode(geometry).decode("ascii"),
            keys.WINDOW_STATE.key: base64.b64encode(state).decode("ascii"),
        })
