"""The table's view of the user's settings (deck style, speed, name, recent files).

A thin typed adapter over :class:`storage.Settings` (one JSON file with a
schema version, written atomically), so the table, the new-game dialog and
the Preferences dialog all read and write the same settings. Every change
is saved at once.
"""

from __future__ import annotations

from ..storage import settings as keys
from ..storage.settings import Settings
from .card_styles import BACK_STYLES, FACE_STYLES
from .speed import DEFAULT_SPEED, SPEEDS

MAX_RECENT = 8

#: the animation setting (ms per card move) behind each speed name
SPEED_MS = {"slow": 350, "normal": 250, "fast": 150, "instant": 0}


class Preferences:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings if settings is not None else Settings.load()

    def _save(self) -> None:
        self.settings.save()

    @property
    def face_style(self) -> str:
        value = self.settings[keys.CARD_STYLE]
        return value if value in FACE_STYLES else "2color"

    @face_style.setter
    def face_style(self, value: str) -> None:
        self.settings[keys.CARD_STYLE] = value
        self._save()

    @property
    def back_style(self) -> str:
        value = self.settings[keys.CARD_BACK]
        return value if value in BACK_STYLES else "blue"

    @back_style.setter
    def back_style(self, value: str) -> None:
        self.settings[keys.CARD_BACK] = value
        self._save()

    @property
    def speed(self) -> str:
        ms = self.settings[keys.ANIMATION_MS]
        name = min(SPEED_MS, key=lambda n: abs(SPEED_MS[n] - ms))
        return name if name in SPEEDS else DEFAULT_SPEED

    @speed.setter
    def speed(self, value: str) -> None:
        self.settings[keys.ANIMATION_MS] = SPEED_MS.get(value, SPEED_MS[DEFAULT_SPEED])
        self._save()

    @property
    def allow_undo(self) -> bool:
        return self.settings[keys.UNDO_ALLOWED]

    @allow_undo.setter
    def allow_undo(self, value: bool) -> None:
        self.settings[keys.UNDO_ALLOWED] = bool(value)
        self._save()

    @property
    def player_name(self) -> str:
        name = self.settings[keys.PLAYER_NAME].strip()
        return name[:24] or "You"

    @player_name.setter
    def player_name(self, value: str) -> None:
        if value.strip():
            self.settings[keys.PLAYER_NAME] = value.strip()[:40]
            self._save()

    @property
    def variant(self) -> str:
        return self.settings[keys.DEFAULT_VARIANT]

    @variant.setter
    def variant(self, value: str) -> None:
        self.settings[keys.DEFAULT_VARIANT] = value
        self._save()

    @property
    def level(self) -> str:
        levels = self.settings[keys.SEAT_LEVELS]
        return levels[1] if len(levels) > 1 else ""

    @level.setter
    def level(self, value: str) -> None:
        self.settings[keys.SEAT_LEVELS] = [value] * keys.MAX_SEATS
        self._save()

    def recent_files(self) -> list[str]:
        files: list[str] = self.settings[keys.RECENT_FILES]
        return files[:MAX_RECENT]

    def add_recent(self, path: str) -> None:
        self.settings.add_recent_file(path)
        self._save()

    def remove_recent(self, path: str) -> None:
        self.settings.remove_recent_file(path)
        self._save()

    # -- the window ------------------------------------------------------------------
    def window_layout(self) -> tuple[bytes, bytes]:
        """(geometry, dock and toolbar state) as saved by Qt, empty when none."""
        import base64
        import binascii

        out = []
        for option in (keys.WINDOW_GEOMETRY, keys.WINDOW_STATE):
            try:
                out.append(base64.b64decode(self.settings[option]))
            except (binascii.Error, ValueError):
                out.append(b"")
        return out[0], out[1]

    def set_window_layout(self, geometry: bytes, state: bytes) -> None:
        import base64

        self.settings[keys.WINDOW_GEOMETRY] = base64.b64encode(geometry).decode("ascii")
        self.settings[keys.WINDOW_STATE] = base64.b64encode(state).decode("ascii")
        self._save()
