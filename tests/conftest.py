"""Shared test setup: headless Qt and user folders redirected to a temp dir."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# silent tests: the table's sounds are asked for (and recorded) but never opened
os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
_tmp = tempfile.mkdtemp(prefix="pinochle-tests-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = os.path.join(_tmp, _name.lower())


# --- Qt objects are destroyed on the GUI thread ------------------------------------------
#
# As in the program (``app.main``): during a test that uses Qt, reference cycles are
# collected on the GUI thread, so a worker thread's allocation never destroys a widget
# there (which can hang the run: see ``pinochle_desktop.ui.gui_gc``).


@pytest.fixture(autouse=True)
def _cycles_collected_on_the_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return
    request.getfixturevalue("qapp")
    from pinochle_desktop.ui.gui_gc import GuiThreadCollector

    collector = GuiThreadCollector()
    try:
        yield
    finally:
        collector.stop()


# --- a question left open never hangs the run ------------------------------------------
#
# A test that fails while the game holds something unwritten can leave a modal
# question open (closing the window asks "Quit without ...?"), and the run would
# wait on it forever. Past this many seconds an open modal dialog is answered
# with Cancel / Escape, its words are printed, and the next check fails the test
# that was running.

MODAL_LIMIT_S = 90.0
_left_open: list[str] = []


class _ModalGuard:
    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.seen: dict[int, float] = {}
        self.timer = QTimer()
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> None:
        import sys
        import time

        from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

        widget = QApplication.activeModalWidget()
        if widget is None:
            self.seen.clear()
            return
        first = self.seen.setdefault(id(widget), time.monotonic())
        if time.monotonic() - first < MODAL_LIMIT_S:
            return
        words = widget.text() if isinstance(widget, QMessageBox) else widget.windowTitle()
        _left_open.append(words)
        print(f"\nA modal dialog stayed open {MODAL_LIMIT_S:.0f} s and was cancelled: {words!r}",
              file=sys.stderr)
        del self.seen[id(widget)]
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()


_guard: list[_ModalGuard] = []


def pytest_runtest_call(item: object) -> None:
    """Start the guard once a Qt application exists."""
    if _guard:
        return
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None:
        _guard.append(_ModalGuard())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: object, nextitem: object) -> Iterator[None]:
    """Fail the test during whose run or teardown a question was left open."""
    result = yield
    if _left_open:
        words = _left_open.pop()
        _left_open.clear()
        raise AssertionError(f"a modal question was left open: {words!r}")
    return result
