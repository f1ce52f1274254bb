"""An uncaught error shows a plain dialog with the log's path and a copy button."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.dialogs import crash_report
from pinochle_desktop.ui.dialogs.crash_report import CrashReporter


def _raise() -> None:
    raise RuntimeError("the table fell over")


def _error() -> tuple[type[BaseException], BaseException, object]:
    try:
        _raise()
    except RuntimeError:
        kind, value, tb = sys.exc_info()
        assert kind is not None and value is not None
        return kind, value, tb
    raise AssertionError


def _press(name: str, seen: list[str]) -> None:
    """When the box is up: note its words, press the button called ``name``."""
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        return  # no dialog was shown for this error (that is what some tests check)
    seen.append(box.text() + "\n" + box.informativeText() + "\n" + box.detailedText())
    for button in box.findChildren(QPushButton):
        if button.text() == name:
            button.click()
            return
    box.close()


def test_an_uncaught_error_is_logged_shown_and_can_be_copied(
        qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    reporter = CrashReporter(lambda: None)
    seen: list[str] = []
    QTimer.singleShot(50, lambda: _press("Copy report", seen))
    kind, value, tb = _error()
    reporter.excepthook(kind, value, tb)  # type: ignore[arg-type]
    assert "Something went wrong" in seen[0]
    assert "Traceback" not in seen[0].split("\n")[0]  # plain words first
    copied = QApplication.clipboard().text()
    assert "RuntimeError: the table fell over" in copied and "PySide6" in copied
    assert "the table fell over" in caplog.text


def test_the_same_error_twice_shows_one_dialog_and_at_most_a_few_in_all(qtbot: QtBot) -> None:
    reporter = CrashReporter(lambda: None)
    seen: list[str] = []
    kind, value, tb = _error()
    for _ in range(2):
        QTimer.singleShot(50, lambda: _press("Close", seen))
        reporter.excepthook(kind, value, tb)  # type: ignore[arg-type]
    QTimer.singleShot(0, lambda: None)
    assert reporter.dialogs == 1
    for n in range(crash_report.MAX_DIALOGS + 2):
        QTimer.singleShot(50, lambda: _press("Close", seen))
        reporter.excepthook(RuntimeError, RuntimeError(f"other {n}"), None)
    assert reporter.dialogs == crash_report.MAX_DIALOGS


def test_install_and_uninstall_set_the_hooks(qtbot: QtBot) -> None:
    reporter = CrashReporter(lambda: None)
    reporter.install()
    try:
        assert sys.excepthook == reporter.excepthook
    finally:
        reporter.uninstall()
    assert sys.excepthook is sys.__excepthook__
