"""A crash report, made to be pasted in public, names neither the home folder nor the user."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import logfile
from pinochle_desktop.ui.dialogs.crash_report import CrashReporter, report_text

NAME = "alice"

PLUGIN = '''
def deal(folder):
    raise OSError(f"cannot read {folder}/hands.json nor /tmp/pytest-of-alice/cards")
'''


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player ``alice`` whose program is installed under her home folder (pip --user)."""
    home = tmp_path / "home" / NAME
    monkeypatch.setenv("HOME", str(home))
    for variable in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(variable, NAME)
    return home


def _error_from_under(home: Path) -> tuple[type[BaseException], BaseException, object]:
    """An error raised by code in a file under ``home``, about a file under ``home``."""
    module = home / ".local" / "lib" / "python3" / "site-packages" / "crashy.py"
    module.parent.mkdir(parents=True)
    module.write_text(PLUGIN)
    spec = importlib.util.spec_from_file_location("crashy", module)
    assert spec is not None and spec.loader is not None
    crashy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(crashy)
    try:
        crashy.deal(str(home / ".local" / "share" / "pinochle-desktop"))
    except OSError:
        kind, value, tb = sys.exc_info()
        assert kind is not None and value is not None
        return kind, value, tb
    raise AssertionError


def test_the_report_names_neither_the_home_folder_nor_the_user(home: Path) -> None:
    kind, value, tb = _error_from_under(home)
    text = report_text(kind, value, tb)  # type: ignore[arg-type]
    assert str(home) not in text and NAME not in text.lower()
    assert 'File "~/.local/lib/python3/site-packages/crashy.py"' in text
    assert "cannot read ~/.local/share/pinochle-desktop/hands.json" in text
    assert "/tmp/pytest-of-<user>/cards" in text


def test_what_is_shown_and_copied_names_neither_but_the_log_keeps_the_paths(
        qtbot: QtBot, home: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[QMessageBox] = []

    def press_copy(box: QMessageBox) -> int:  # in place of the box's own event loop
        shown.append(box)
        (copy,) = [b for b in box.findChildren(QPushButton) if b.text() == "Copy report"]
        copy.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", press_copy)
    log_file = home / ".local" / "state" / "pinochle-desktop" / "log" / "pinochle-desktop.log"
    monkeypatch.setattr(logfile, "_CURRENT", logfile.LogSetup(path=log_file))
    kind, value, tb = _error_from_under(home)
    CrashReporter(lambda: None).excepthook(kind, value, tb)  # type: ignore[arg-type]
    (box,) = shown
    qtbot.addWidget(box)
    words = "\n".join((box.text(), box.informativeText(), box.detailedText()))
    copied = QApplication.clipboard().text()
    assert "crashy.py" in copied and "crashy.py" in words
    assert "~/.local/state/pinochle-desktop/log/pinochle-desktop.log" in words
    for text in (words, copied):
        assert str(home) not in text and NAME not in text.lower()
    assert str(home / ".local" / "lib") in caplog.text


def test_words_that_only_contain_the_user_name_are_kept(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pinochle_desktop.ui.dialogs.crash_report import without_user

    monkeypatch.setenv("HOME", f"/home/{NAME}")
    kept = "/srv/alice2/x malice aliceblue"
    assert without_user(f"{kept} /home/alice/x /home/alice.old/y") == (
        f"{kept} ~/x /home/<user>.old/y")
