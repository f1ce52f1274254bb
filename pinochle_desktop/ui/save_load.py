"""Saving and opening a game as the engine's JSON (``state.to_json()``).

Kept to one small module on purpose: a richer saved-games module will replace
it. Files are written atomically with ``QSaveFile`` (a crash never leaves half
a file) and every failure becomes a :class:`SaveLoadError` with a sentence for
people, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from ..engine import State, StateError

#: the file dialog filter
FILE_FILTER = "Pinochle games (*.pinochle);;JSON files (*.json);;All files (*)"
SUFFIX = ".pinochle"
#: a saved game larger than this is not one of ours
MAX_BYTES = 20 * 1024 * 1024


class SaveLoadError(Exception):
    """A save or open that failed, with a message meant for people."""


def save_game(path: str | Path, state: State) -> None:
    """Write ``state`` to ``path`` atomically."""
    path = Path(path)
    data = state.to_json().encode("utf-8")
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise SaveLoadError(f"Could not save to {path.name}: {file.errorString()}.")
    if file.write(data) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        raise SaveLoadError(f"Could not save to {path.name}: {reason}.")
    if not file.commit():
        raise SaveLoadError(f"Could not save to {path.name}: {file.errorString()}.")


def load_game(path: str | Path) -> State:
    """Read a game saved by :func:`save_game` (or any ``state.to_json()`` text)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveLoadError(f"{path.name} is too large to be a saved pinochle game.")
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveLoadError(f"{path.name} no longer exists.") from None
    except IsADirectoryError:
        raise SaveLoadError(f"{path.name} is a folder, not a saved game.") from None
    except PermissionError:
        raise SaveLoadError(f"You do not have permission to read {path.name}.") from None
    except OSError as exc:
        raise SaveLoadError(f"Could not read {path.name}: {exc.strerror or exc}.") from None
    try:
        return State.from_json(data)
    except StateError as exc:
        raise SaveLoadError(f"{path.name} could not be opened. {exc}") from None
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveLoadError(f"{path.name} is not a saved pinochle game ({exc}).") from None
