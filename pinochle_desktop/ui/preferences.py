"""The table's own preferences (deck style, speed, recent files), kept in QSettings.

Typed reads with defaults: an unknown or damaged value falls back to the
default rather than failing. (The project's settings schema lives in
``storage``; this holds only what the table needs until it is folded in.)
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from .card_styles import BACK_STYLES, FACE_STYLES
from .speed import DEFAULT_SPEED, SPEEDS

MAX_RECENT = 8


class Preferences:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings or QSettings()

    def _text(self, key: str, default: str, allowed: object = None) -> str:
        value = self.settings.value(key, default)
        text = value if isinstance(value, str) else default
        if allowed is not None and text not in allowed:  # type: ignore[operator]
            return default
        return text

    def _set(self, key: str, value: object) -> None:
        self.settings.setValue(key, value)

    @property
    def face_style(self) -> str:
        return self._text("table/face_style", "2color", FACE_STYLES)

    @face_style.setter
    def face_style(self, value: str) -> None:
        self._set("table/face_style", value)

    @property
    def back_style(self) -> str:
        return self._text("table/back_style", "blue", BACK_STYLES)

    @back_style.setter
    def back_style(self, value: str) -> None:
        self._set("table/back_style", value)

    @property
    def speed(self) -> str:
        return self._text("table/speed", DEFAULT_SPEED, SPEEDS)

    @speed.setter
    def speed(self, value: str) -> None:
        self._set("table/speed", value)

    @property
    def allow_undo(self) -> bool:
        return self._text("table/allow_undo", "true") != "false"

    @allow_undo.setter
    def allow_undo(self, value: bool) -> None:
        self._set("table/allow_undo", "true" if value else "false")

    @property
    def player_name(self) -> str:
        name = self._text("game/player_name", "You").strip()
        return name[:24] or "You"

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("game/player_name", value)

    @property
    def variant(self) -> str:
        return self._text("game/variant", "partnership")

    @variant.setter
    def variant(self, value: str) -> None:
        self._set("game/variant", value)

    @property
    def level(self) -> str:
        return self._text("game/level", "")

    @level.setter
    def level(self, value: str) -> None:
        self._set("game/level", value)

    def recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, str)][:MAX_RECENT]

    def add_recent(self, path: str) -> None:
        files = [f for f in self.recent_files() if f != path]
        self._set("files/recent", [path, *files][:MAX_RECENT])

    def remove_recent(self, path: str) -> None:
        self._set("files/recent", [f for f in self.recent_files() if f != path])
