"""An uncaught exception becomes a plain dialog, not a traceback on a terminal nobody sees.

``install(window_getter)`` replaces :data:`sys.excepthook` (errors in Qt slots
and event handlers arrive there) and :data:`threading.excepthook`. Each error
is logged with its traceback; the first one of a kind is shown as a dialog in
plain words with the log file's path and a **Copy report** button that puts
the report (program, Python and Qt versions, platform, traceback) on the
clipboard. Qt carries on after a slot raises, so the game goes on where it can.

The report is made to be pasted into a public bug tracker, so what is shown
and copied names neither the player's home folder (it becomes ``~``) nor
their user name (it becomes ``<user>``), wherever they appear: installed per
user, every frame's path is under the home folder. The log, private to the
player, keeps the full paths.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QApplication

from ... import __version__
from ...storage import logfile

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: at most this many dialogs a session; later errors are only logged
MAX_DIALOGS = 3
#: what the player's home folder and user name become in a report
HOME_SHOWN = "~"
USER_SHOWN = "<user>"


translate = QCoreApplication.translate


def _account() -> tuple[str, str] | None:
    """The user name and home folder of the account the program runs as (POSIX)."""
    if not hasattr(os, "getuid"):
        return None
    import pwd

    try:
        entry = pwd.getpwuid(os.getuid())
    except KeyError:
        return None
    return entry.pw_name, entry.pw_dir


def _homes() -> set[str]:
    """The player's home folder as paths may spell it: ``$HOME``, the account's,
    and each with links resolved."""
    found: list[str] = []
    with contextlib.suppress(RuntimeError):  # no home folder can be determined
        found.append(str(Path.home()))
    account = _account()
    if account is not None:
        found.append(account[1])
    found += [os.path.realpath(home) for home in found]
    return {home.rstrip("/\\") for home in found} - {""}


def _user_names(homes: set[str]) -> set[str]:
    """The player's user name as the environment, the account and the home folder give it."""
    import getpass  # here, not at start-up: only a crash needs it

    found = {os.path.basename(home) for home in homes}
    with contextlib.suppress(KeyError, OSError):
        found.add(getpass.getuser())
    account = _account()
    if account is not None:
        found.add(account[0])
    return {name for name in found if len(name) > 1}


def without_user(text: str) -> str:
    """``text`` with the home folder shown as ``~`` and the user name as ``<user>``.

    A home folder is replaced where a path starts with it (``/home/alice/x``,
    not ``/home/alice2``); a user name wherever it stands apart from other
    letters and digits (``/tmp/pytest-of-alice``, not ``malice``).
    """
    homes = _homes()
    path_case = re.IGNORECASE if os.name == "nt" else 0
    for home in sorted(homes, key=len, reverse=True):
        text = re.sub(re.escape(home) + r"(?![\w.-])", HOME_SHOWN, text, flags=path_case)
    for name in sorted(_user_names(homes), key=len, reverse=True):
        text = re.sub(r"(?<![^\W_])" + re.escape(name) + r"(?![^\W_])", USER_SHOWN, text,
                      flags=re.IGNORECASE)
    return text


def report_text(kind: type[BaseException], value: BaseException,
                tb: TracebackType | None, *, public: bool = True) -> str:
    """The text of a report: versions, platform and the traceback.

    ``public``: as it is shown and copied, without the home folder and the user
    name (:func:`without_user`); the log keeps the text with them.
    """
    import platform  # here, not at start-up: only a crash needs it

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
    text = "\n".join(line.rstrip("\n") for line in lines)
    return without_user(text) if public else text


class CrashReporter(QObject):
    """Logs uncaught exceptions and shows them; errors from threads reach the GUI thread."""

    _from_thread = Signal(str, str)

    def __init__(self, parent_widget: Callable[[], QWidget | None]) -> None:
        super().__init__()
        self._parent_widget = parent_widget
        self._shown: set[str] = set()
        self._showing = False
        self.dialogs = 0
        # emitted on other threads only, so Qt queues it to this object's (the GUI) thread
        self._from_thread.connect(self._show)

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
        log.error("Uncaught error:\n%s", report_text(kind, value, tb, public=False))
        report = report_text(kind, value, tb)
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
        # the box's classes are loaded when an error is shown, not at start-up
        from PySide6.QtWidgets import QMessageBox, QPushButton

        if self._showing or summary in self._shown or self.dialogs >= MAX_DIALOGS:
            return
        if QApplication.instance() is None:
            return
        self._shown.add(summary)
        self.dialogs += 1
        setup = logfile.current()
        where = (without_user(str(setup.path))
                 if setup is not None and setup.path is not None else None)
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
