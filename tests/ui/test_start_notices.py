"""The player is told once: a damaged settings, rule-set or history file
moved aside is said at start-up, in one box that does not block the table, with
where the copy is; a history that cannot be written (locked by another program)
never holds the table up, keeps the hand, and is said once."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop import app
from pinochle_desktop.storage import notices, paths
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    notices.clear_notices()  # none left over from another test
    yield tmp_path
    notices.clear_notices()


def boxes(name: str) -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()]


def start(qtbot: QtBot, *, start_box: bool = True, autoplay: bool = False) -> MainWindow:
    config = GameConfig.standard("partnership", level="random", seed=5, autoplay=autoplay)
    window = MainWindow(SyncThinker(), Preferences(), config, start_box=start_box)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.notices.start_told, timeout=5000)
    return window


def close_boxes() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox):
            widget.close()


def test_damaged_settings_and_rule_sets_are_told_once_with_their_copies(
        qtbot: QtBot) -> None:
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text("{broken", "utf-8")
    paths.rulesets_path().write_text("[not rule sets", "utf-8")
    window = start(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(boxes("start_notes")), timeout=3000)
        (box,) = boxes("start_notes")
        said = box.informativeText()
        assert "settings" in said and "rule sets" in said.lower()
        copies = sorted(p.name for p in paths.config_dir().iterdir() if ".bak" in p.name)
        assert len(copies) == 2 and all(name in said for name in copies), (said, copies)
        assert not box.isModal() and "Traceback" not in said
        assert window.controller.state is not None  # the table was dealt all the same
        # said once: not again by the owners, nor by a second look
        assert window.prefs.take_messages() == []
        assert window.prefs.rule_store().take_message() is None
        window._tell_start_notices()
        assert len(boxes("start_notes")) == 1
        assert len(window.notices.told) == 2
    finally:
        close_boxes()
        window.controller.stop()


def test_a_damaged_history_is_told_in_the_same_box(qtbot: QtBot) -> None:
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.history_path().write_bytes(b"SQLite format 3\x00" + b"\x07" * 5000)
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text("{broken", "utf-8")
    window = start(qtbot)
    try:
        qtbot.waitUntil(lambda: bool(boxes("start_notes")), timeout=3000)
        (box,) = boxes("start_notes")
        said = box.informativeText()
        assert "hand history" in said and "settings" in said
        assert len(window.notices.told) == 2
    finally:
        close_boxes()
        window.controller.stop()


def test_nothing_to_tell_shows_no_box(qtbot: QtBot) -> None:
    window = start(qtbot)
    try:
        assert not boxes("start_notes") and window.notices.told == []
        assert window.recorder._db is not None  # the history was opened at start-up
    finally:
        window.controller.stop()


def test_without_start_box_the_notices_go_to_the_status_bar(qtbot: QtBot) -> None:
    """The self-test's way: any dialog would count as a failure."""
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text("{broken", "utf-8")
    window = start(qtbot, start_box=False)
    try:
        assert not boxes("start_notes")
        (said,) = window.notices.told
        assert "settings" in said and said in window.statusBar().currentMessage()
    finally:
        window.controller.stop()


def test_command_line_notes_join_the_start_box(qtbot: QtBot) -> None:
    paths.config_dir().mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text("{broken", "utf-8")
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = MainWindow(SyncThinker(), Preferences(), config, start_box=True)
    window.notices.tell_at_start(["The option --colour is not known."])
    qtbot.addWidget(window)
    window.show()
    try:
        qtbot.waitUntil(lambda: bool(boxes("start_notes")), timeout=5000)
        (box,) = boxes("start_notes")
        words = box.informativeText().replace("\u2060", "")  # joiners keep --colour whole
        assert "--colour" in words and "settings" in words
    finally:
        close_boxes()
        window.controller.stop()


def test_a_locked_history_keeps_the_hand_tells_once_and_the_table_goes_on(
        qtbot: QtBot) -> None:
    window = start(qtbot, autoplay=True)
    controller = window.controller
    other: sqlite3.Connection | None = None
    try:
        db = window.recorder._db
        assert db is not None
        other = sqlite3.connect(db.path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")  # another program holds the database
        told: list[str] = []
        window.recorder.notice.connect(told.append)
        recorded: list[float] = []
        controller.hand_scored.connect(lambda *_: recorded.append(time.monotonic()))
        qtbot.waitUntil(lambda: len(recorded) >= 2, timeout=60_000)  # two hands end
        # each hand goes to the history a moment after its end: both are kept in memory
        qtbot.waitUntil(lambda: db.pending_count >= 2, timeout=10_000)
        assert len(told) == 1 and "cannot be written" in told[0]  # said once
        qtbot.waitUntil(lambda: bool(boxes("notice")), timeout=3000)
        assert len(boxes("notice")) == 1
        other.execute("ROLLBACK")  # the other program lets go
        other.close()
        other = None
        qtbot.waitUntil(lambda: len(recorded) >= 3, timeout=60_000)  # the table went on
        qtbot.waitUntil(lambda: db.pending_count == 0, timeout=5000)
        assert db.count_hands() >= 3  # the kept hands were written after all
        assert len(told) == 1
    finally:
        if other is not None:  # a failed check must not leave the history locked
            other.execute("ROLLBACK")
            other.close()
        close_boxes()
        controller.stop()


def test_stale_temporary_files_are_tidied_at_start(user_dirs: Path) -> None:
    import os

    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / ".settings.json.abcd1234.tmp"
    stale.write_text("{", "utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = folder / ".settings.json.efgh5678.tmp"  # a write under way: left alone
    fresh.write_text("{", "utf-8")
    app._tidy_user_folders()
    assert not stale.exists() and fresh.exists()


def test_card_pictures_that_cannot_be_read_are_told_once(qtbot: QtBot) -> None:
    window = start(qtbot)
    try:
        renderer = window.part.renderer
        assert renderer.on_missing is not None
        renderer.on_missing("cards/faces/AS.svg")
        renderer.on_missing("cards/faces/KH.svg")  # the next one: already said
        qtbot.waitUntil(lambda: bool(boxes("missing_card_pictures")), timeout=3000)
        (box,) = boxes("missing_card_pictures")
        assert "AS.svg" in box.text() and "drawn plain" in box.text() and not box.isModal()
        qtbot.wait(50)
        assert len(boxes("missing_card_pictures")) == 1
    finally:
        close_boxes()
        window.controller.stop()
