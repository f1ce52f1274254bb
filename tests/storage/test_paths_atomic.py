"""Folders follow the environment at call time; whole-file writes are atomic; reads are capped."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_desktop.storage import atomic, paths

from .conftest import UserDirs


def test_folders_follow_xdg_at_call_time(
    user_dirs: UserDirs, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert paths.config_dir() == user_dirs.config
    assert paths.data_dir() == user_dirs.data
    assert paths.state_dir() == user_dirs.state
    assert paths.settings_path() == user_dirs.config / "settings.json"
    assert paths.rulesets_path() == user_dirs.config / "rulesets.json"
    assert paths.history_path() == user_dirs.data / "history.sqlite3"
    assert paths.saves_dir() == user_dirs.data / "saves"
    assert paths.autosave_path() == user_dirs.state / "autosave.pinochle"
    assert paths.window_state_path() == user_dirs.state / "window.json"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "elsewhere"))
    assert paths.config_dir() == tmp_path / "elsewhere" / "pinochle-desktop"
    monkeypatch.setenv("PINOCHLE_DESKTOP_HOME", str(tmp_path / "portable"))
    assert paths.config_dir() == tmp_path / "portable" / "config"
    assert paths.data_dir() == tmp_path / "portable" / "data"
    assert paths.autosave_path() == tmp_path / "portable" / "state" / "autosave.pinochle"
    assert not (tmp_path / "portable").exists()  # asking never creates folders


def test_the_real_home_is_never_used(user_dirs: UserDirs) -> None:
    real = Path(os.path.expanduser("~"))
    for folder in (paths.config_dir(), paths.data_dir(), paths.state_dir()):
        assert user_dirs.config.parent.parent in folder.parents
        assert folder.is_relative_to(real)  # HOME is redirected too


def test_write_replaces_whole_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "f.json"
    atomic.write_text(target, "one")
    atomic.write_text(target, "two ✓")
    assert target.read_text("utf-8") == "two ✓"
    assert os.listdir(target.parent) == ["f.json"]


def test_write_keeps_permissions(tmp_path: Path) -> None:
    target = tmp_path / "f"
    target.write_text("x")
    os.chmod(target, 0o600)
    atomic.write_bytes(target, b"y")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_failed_write_keeps_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f"
    atomic.write_text(target, "old")

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        atomic.write_text(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["f"]


def test_reads_refuse_files_over_the_limit(tmp_path: Path) -> None:
    f = tmp_path / "f"
    f.write_bytes(b"x" * 2000)
    assert atomic.read_bytes(f, 2000) == b"x" * 2000
    with pytest.raises(
        atomic.FileTooLargeError, match=r"f is too large \(2 KB; the limit is 1 KB\)"
    ):
        atomic.read_text(f, 1024)


def test_storage_never_imports_qt() -> None:
    code = (
        "import sys, pinochle_desktop.storage as s, pinochle_desktop.storage.history, "
        "pinochle_desktop.storage.settings\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        check=True,
        env=dict(os.environ, PYTHONPATH=str(root)),
    )
