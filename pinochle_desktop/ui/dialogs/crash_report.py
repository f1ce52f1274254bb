"""An uncaught exception becomes a plain dialog, not a traceback on a terminal nobody sees.

``install(window_getter)`` replaces :data:`sys.excepthook` (errors in Qt slots
and event handlers arrive there) and :data:`threading.excepthook`. Each error
is logged with its traceback; the first one of a kind is shown as a dialog in
plain words with the log file's path and a **Copy report** button that puts
the report (program, Python and Qt versions, platform, traceback) on the
clipboard. Qt carries on after a slot raises, so the game goes on where it can.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from ... import __version__
from ...storage import logfile

log = logging.getLogger(__name__)

#: at most this many dialogs a session; later errors are only logged
MAX_DIALOGS = 3


translate = QCoreApplication.translate


def report_text(kind: type[BaseException], value: BaseException,
                tb: TracebackType | None) -> str:
    """The text of a report: versions, platform and the traceback."""
    import PySide6

    lines = [
        f"Pinochle Desktop {__version__}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
        f"PySide6 {PySide6.__version__}",
        f"Platform {platform.platform()}",
        f"Frozen build: {'yes' if getattr(sys, 'frozen', False) else 'no'}",
        "",
        *traceback.format_exception(kind, value, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


class CrashReporter(QObject):
    """Logs uncaught exceptions and shows them; errors from threads reach the GUI thread."""

    _from_thread = Signal(str, str)

    def __init__(self, parent_widget: Callable[[], QWidget | None]) -> None:
        super().__init__()
        self._parent_widget = parent_widget
        self._shown: set[str] = set()
        self._showing = False
        self.dialogs = 0
        self._from_thread.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        sys.excepthook = sys.__excepthook__
        threading.excepthook = threading.__excepthook__

    def excepthook(self, kind: type[BaseException], value: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        report = report_text(kind, value, tb)
        log.error("Uncaught error:\n%s", report)
        summary = f"{kind.__name__}: {str(value)[:300]}"
        if threading.current_thread() is threading.main_thread():
            self._show(summary, report)
        else:
            self._from_thread.emit(summary, report)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    def _show(self, summary: str, report: str) -> None:
        if self._showing or summary in self._shown or self.dialogs >= MAX_DIALOGS:
            return
        if QApplication.instance() is None:
            return
        self._shown.add(summary)
        self.dialogs += 1
        setup = logfile.current()
        where = str(setup.path) if setup is not None and setup.path is not None else None
        text = translate(
            "CrashReport",
            "Something went wrong inside Pinochle Desktop. The game will try to carry on; if it "
            "does not behave, save your game and start it again.")
        if where:
            info = translate("CrashReport", "The details were written to the log file:\n{path}\n\n"
                             "To report the problem, press Copy report and paste it into your "
                             "message.").format(path=where)
        else:
            info = translate(
                "CrashReport",
                "To report the problem, press Copy report and paste it into your message.")
        title = translate("CrashReport", "Pinochle Desktop: an error")
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Close, self._parent_widget())
        box.setObjectName("crash_report")
        box.setInformativeText(info)
        box.setDetailedText(report)
        copy = QPushButton(translate("CrashReport", "Copy report"))
        copy.setAccessibleName(translate("CrashReport", "Copy the error report to the clipboard"))
        box.addButton(copy, QMessageBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QApplication.clipboard().setText(report))
        self._showing = True
        try:
            box.exec()
        finally:
            self._showing = False
