"""Every storage test gets its own user folders: XDG dirs under tmp_path, never the real ones."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest


@dataclass(frozen=True)
class UserDirs:
    config: Path
    data: Path
    state: Path


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[UserDirs]:
    home = tmp_path / "home"
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local/share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / ".local/state"))
    yield UserDirs(
        home / ".config/pinochle-desktop",
        home / ".local/share/pinochle-desktop",
        home / ".local/state/pinochle-desktop",
    )
