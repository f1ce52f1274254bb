"""A second start of the program: it hands over, or says why it could not."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.app import pass_to_running_copy
from pinochle_desktop.ui.single_instance import SingleInstance

Button = QMessageBox.StandardButton


def _answer_boxes(answers: list[Button], seen: list[tuple[str, str, str]],
                  before: dict[int, object] | None = None) -> None:
    """Press ``answers`` in the boxes as they come, noting what each one said."""
    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box in shown:
            QTimer.singleShot(20, look)
            return
        shown.append(box)
        seen.append((box.objectName(), box.text(), box.informativeText()))
        step = (before or {}).get(len(seen))
        if callable(step):
            step()
        box.button(answers[len(seen) - 1]).click()
        if len(seen) < len(answers):
            QTimer.singleShot(20, look)

    shown: list[QMessageBox] = []
    QTimer.singleShot(0, look)


@pytest.fixture
def running(tmp_path: Path) -> Iterator[SingleInstance]:
    first = SingleInstance(tmp_path)
    assert first.acquire()
    yield first
    first.release()


def test_a_window_that_does_not_answer_is_reported_and_asked_again(
        running: SingleInstance, qtbot: QtBot) -> None:
    """Not heard: the player reads why and which file was not opened, presses Retry
    once the window answers again, and the file reaches it."""
    seen: list[tuple[str, str, str]] = []
    _answer_boxes([Button.Retry], seen, before={1: running.listen})
    with qtbot.waitSignal(running.activated, timeout=15_000) as got:
        code = pass_to_running_copy(SingleInstance(running.folder), ["saved.pinochle"], [])
    assert code == 0
    [(name, text, detail)] = seen
    assert name == "not_handed_over"
    assert "does not answer" in text and "saved.pinochle was not opened" in detail
    assert got.args == [[str((Path.cwd() / "saved.pinochle").resolve())]]


def test_closing_the_box_ends_the_second_start(running: SingleInstance) -> None:
    seen: list[tuple[str, str, str]] = []
    _answer_boxes([Button.Close], seen)
    assert pass_to_running_copy(SingleInstance(running.folder), [], []) == 1
    assert [name for name, _, _ in seen] == ["not_handed_over"]


def test_what_a_second_start_could_not_take_is_said_after_the_hand_over(
        running: SingleInstance, qtbot: QtBot) -> None:
    """The running window never hears of a file name the second start left out:
    the second start says it itself."""
    assert running.listen()
    seen: list[tuple[str, str, str]] = []
    _answer_boxes([Button.Ok], seen)
    note = "Could not open caf\ufffd.pinochle: rename it."
    with qtbot.waitSignal(running.activated, timeout=5000) as got:
        assert pass_to_running_copy(SingleInstance(running.folder), [], [note]) == 0
    assert seen == [("hand_over_notes", note, "")]
    assert got.args == [[]]


def test_a_channel_others_could_use_is_named_in_the_box(
        running: SingleInstance, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file is not sent through a folder others can enter; the player reads why,
    and where to open it instead."""
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    assert running.listen()
    (running.folder / "run").chmod(0o755)
    seen: list[tuple[str, str, str]] = []
    _answer_boxes([Button.Close], seen)
    assert pass_to_running_copy(SingleInstance(running.folder), ["saved.pinochle"], []) == 1
    [(name, text, detail)] = seen
    assert name == "not_handed_over"
    assert "cannot be passed" in text and "Open" in text
    assert "saved.pinochle was not opened" in detail
