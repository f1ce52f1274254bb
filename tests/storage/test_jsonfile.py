"""Versioned JSON documents: migrations in turn, damage kept aside once, in words."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from pinochle_desktop.storage.jsonfile import (
    DocumentError,
    DocumentFormat,
    backup_path,
    load_or_default,
)

NOON = datetime(2024, 5, 1, 12, 0, 0)


def v0_to_v1(doc: dict[str, Any]) -> dict[str, Any]:
    doc["colour"] = doc.pop("color")
    return doc


def v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    doc["size"] = doc.get("size", 0) * 10
    return doc


FMT = DocumentFormat(
    "test-doc", 2, "test file", limit=10_000, migrations={0: v0_to_v1, 1: v1_to_v2}
)


def write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_round_trip_and_migrations(tmp_path: Path) -> None:
    FMT.write(tmp_path / "a.json", {"colour": "red", "size": 5})
    assert FMT.read(tmp_path / "a.json") == {
        "format": "test-doc",
        "version": 2,
        "colour": "red",
        "size": 5,
    }
    old = write(
        tmp_path / "old.json", {"format": "test-doc", "version": 0, "color": "blue", "size": 2}
    )
    assert FMT.read(old) == {"format": "test-doc", "version": 2, "colour": "blue", "size": 20}


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        (b'{"format": "test-doc", "version": 3}', "future"),
        (b'{"format": "other", "version": 1}', "wrong_format"),
        (b'{"format": "test-doc", "version": true}', "bad_version"),
        (b'{"format": "test-doc", "version": -1}', "bad_version"),
        (b'{"format": "test-doc", "version": 1', "truncated"),
        (b'{"format": "test-d', "truncated"),
        (b'{"format": test}', "not_json"),
        (b"\xff\xfe\x00", "not_text"),
        (b'{"format": "test-doc", "version": 0}', "bad_content"),  # v0 without "color"
        (b"x" * 10_001, "too_large"),
    ],
)
def test_errors_have_a_kind(tmp_path: Path, content: bytes, kind: str) -> None:
    path = tmp_path / "d.json"
    path.write_bytes(content)
    with pytest.raises(DocumentError) as info:
        FMT.read(path)
    assert info.value.kind == kind


def test_missing_migration_is_obsolete() -> None:
    fmt = DocumentFormat("test-doc", 2, "test file", migrations={1: v1_to_v2})
    with pytest.raises(DocumentError, match="too old") as info:
        fmt.parse('{"format": "test-doc", "version": 0}')
    assert info.value.kind == "obsolete" and info.value.version == 0


def test_damaged_file_moved_aside_once(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"format": "test-doc", "vers')
    loaded = load_or_default(path, FMT, now=NOON)
    backup = tmp_path / "settings.json.bak-20240501-120000"
    assert loaded.data is None and loaded.backup == backup
    assert loaded.message == (
        "Your test file was damaged (the file ends too early (it was cut off)); the defaults "
        f"are in use. The old file is kept as {backup}."
    )
    assert backup.read_bytes() == b'{"format": "test-doc", "vers'
    assert not path.exists()
    assert load_or_default(path, FMT, now=NOON).message is None  # told once


def test_future_file_copied_aside_and_left_in_place(tmp_path: Path) -> None:
    path = write(tmp_path / "r.json", {"format": "test-doc", "version": 9})
    first = load_or_default(path, FMT, keep="copy", now=NOON)
    assert first.message is not None and "newer version of Pinochle Desktop" in first.message
    assert path.exists() and first.backup is not None
    assert first.backup.read_bytes() == path.read_bytes()
    again = load_or_default(path, FMT, keep="copy", now=datetime(2024, 5, 2))
    assert again.message is None and again.backup == first.backup  # already told
    assert len(list(tmp_path.iterdir())) == 2


def test_backup_names_do_not_collide(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    first = backup_path(path, NOON)
    first.write_text("")
    assert backup_path(path, NOON).name == "x.json.bak-20240501-120000-2"


def test_missing_file_is_not_damage(tmp_path: Path) -> None:
    loaded = load_or_default(tmp_path / "none.json", FMT)
    assert loaded.data is None and loaded.message is None
