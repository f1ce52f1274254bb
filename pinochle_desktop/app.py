"""Application start-up: the command line, the log, the QApplication and the main window."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .ai.tasks import TaskService
    from .ui.main_window import MainWindow
    from .ui.single_instance import SingleInstance

log = logging.getLogger(__name__)

APP_NAME = "Pinochle Desktop"


def run(argv: Sequence[str]) -> int:
    from .cli import info_answer, text_arguments

    # Qt crashes on an argument that is not text: it never sees one (the player is told)
    argv, left_out = text_arguments(argv)
    answer = info_answer(argv)
    if answer is not None:  # --help, --version: no display needed
        if sys.stdout is not None:  # None in a windowed Windows build
            sys.stdout.write(answer)
        return 0

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .cli import CommandLine, not_text_problems
    from .resources import APP_ID
    from .storage import logfile

    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName("PinochleDesktop")
    QCoreApplication.setApplicationVersion(__version__)
    # Wayland and the task bar match the window to its desktop entry by this name
    QGuiApplication.setDesktopFileName(APP_ID)
    existing = QApplication.instance()
    if isinstance(existing, QApplication):  # a test (or an embedding program) made one
        app, arguments = existing, list(argv)
    else:
        app = QApplication(list(argv))  # takes Qt's own options (-style, -platform ...)
        arguments = app.arguments()
    app.setApplicationDisplayName(APP_NAME)
    from .ui.gui_gc import GuiThreadCollector

    # Qt objects in reference cycles are destroyed on the GUI thread, never on a worker's
    collector = GuiThreadCollector(app)
    options = CommandLine().parse(arguments)
    self_test = None
    if options.self_test:
        from .ui.self_test import prepare

        prepare()  # the player's own files are never touched
    setup = logfile.setup_logging(options.verbose)
    log.info("Pinochle Desktop %s starting (Python %s)", __version__, sys.version.split()[0])
    for problem in options.problems:
        log.warning("%s", problem)
    for argument in left_out[:5]:
        log.warning("left out an argument that is not text: %.300r", argument)

    from .storage.paths import state_dir
    from .ui.dialogs.crash_report import CrashReporter
    from .ui.main_window import MainWindow
    from .ui.single_instance import SingleInstance

    window_ref: list[MainWindow] = []
    reporter = CrashReporter(lambda: window_ref[0] if window_ref else None)
    if not options.self_test:
        reporter.install()
    files = options.files[:1]
    guard = SingleInstance(state_dir())
    from .storage import settings as keys
    from .ui import i18n

    if not guard.acquire():
        # a copy is running: it comes forward (and opens the file) instead
        _show_icon(app, None)
        i18n.install(_language_read_only())
        notes = not_text_problems(left_out) + CommandLine().parse(arguments).problems
        code = pass_to_running_copy(guard, files, notes)
        reporter.uninstall()
        collector.stop()
        return code
    _tidy_user_folders()  # ours alone now (the lock), and before the autosave is read
    from .ui.preferences import Preferences

    # the language is chosen before any word is put on a widget (it applies after a restart)
    prefs = Preferences()
    translations = i18n.install(prefs[keys.LANGUAGE])
    # the background work of the whole program, made when the table first needs it (after
    # the first paint); its worker processes end with the program
    services: list[TaskService] = []

    def tasks() -> TaskService:
        from .ui.tasks import gui_tasks

        services.append(gui_tasks())
        return services[-1]

    # the self-test counts any dialog as a failure: what must be told goes to its report
    window = MainWindow(preferences=prefs, tasks=tasks, start_box=not options.self_test)
    window_ref.append(window)
    window.show()
    # what the first paint does not show waits for it: the icon (drawn from its SVG) and
    # the hand-over channel (a second start waits for it: see SingleInstance.hand_over)
    window.first_painted.connect(lambda: _show_icon(app, window))
    window.first_painted.connect(lambda: _listen(guard, window, options.self_test))
    guard.activated.connect(lambda asked: _bring_forward(window, asked))
    if sys.platform == "darwin":  # a saved game double-clicked in the Finder
        from .ui.file_open import FileOpenFilter

        # elsewhere files come on the command line, and a filter that sees every
        # event of the program would only slow it (its first paint most)
        opener = FileOpenFilter(lambda path: _bring_forward(window, [path]), window)
        app.installEventFilter(opener)
    # the command line's problems again, now in the player's language
    notes = not_text_problems(left_out) + CommandLine().parse(arguments).problems
    if setup.problem:
        notes.append(setup.problem)
    if translations.problem:
        notes.append(translations.problem)
    if notes and options.self_test:
        # a problem of the command line is shown as ever: the self-test reports its words
        QTimer.singleShot(0, lambda: _tell_at_start(window, notes))
    elif notes:
        # in one box with the files' notices, after the first paint
        window.notices.tell_at_start(notes)
    if options.self_test:
        from .ui.self_test import SelfTest

        self_test = SelfTest(window, files)
    else:
        # nothing is dealt behind "Resume your unfinished game?"; an opened file is played
        _offer_resume(window)
    if files:
        window.games.open_path(files[0])
    if self_test is not None:
        self_test.start()
    code = app.exec()
    window.games.save_for_later(ask=False)  # however the loop ended, the game is kept
    for service in services:
        service.shutdown()  # the worker processes end here, not at the interpreter's exit
    guard.release()
    reporter.uninstall()
    translations.remove()
    if self_test is not None:
        self_test.print_report()
    collector.stop()
    log.info("Pinochle Desktop exits with %d", code)
    return code


def _show_icon(app: QApplication, window: MainWindow | None) -> None:
    """The program's icon on its windows: the desktop theme's if it has one, else ours."""
    from PySide6.QtGui import QIcon

    from .resources import APP_ID

    icon = _app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    if window is not None and (QIcon.hasThemeIcon(APP_ID) or icon is not None):
        window.setWindowIcon(QIcon.fromTheme(APP_ID, icon or QIcon()))


def _app_icon() -> QIcon | None:
    """The window icon from the shipped SVG; None (and a log line) if it cannot be read."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
    from PySide6.QtSvg import QSvgRenderer

    from .resources import APP_ID, ResourceMissing, read_resource

    try:
        renderer = QSvgRenderer(QByteArray(read_resource("icons", f"{APP_ID}.svg")))
    except ResourceMissing as exc:
        log.warning("no window icon: %s", exc)
        return None
    if not renderer.isValid():
        log.warning("no window icon: the icon file is damaged")
        return None
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(QColor(0, 0, 0, 0))  # transparent (Qt's enums would slow the start)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def _listen(guard: SingleInstance, window: MainWindow, self_test: bool) -> None:
    """Take hand-overs from later starts; when no channel can be made, say why (with the
    start-up notices; the self-test's way: in a box of its own)."""
    if guard.listen():
        return
    if self_test:
        _tell_at_start(window, [guard.problem])
    else:
        window.notices.tell_at_start([guard.problem])


def _tidy_user_folders() -> None:
    """Remove the temporary files a killed write left behind (a crash in mid-save)."""
    from .storage import clean_user_folders

    try:
        removed = clean_user_folders()
    except OSError as exc:  # a folder that cannot be read: nothing to tidy there
        log.info("temporary files not tidied: %s", exc)
        return
    for path in removed:
        log.info("removed %s, left by a write that was cut short", path)


def _tell_at_start(window: MainWindow, notes: list[str]) -> None:
    """Problems met while starting (an unknown option, no log file): said once, not modal."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, APP_NAME,
                      QCoreApplication.translate("App", "Pinochle Desktop started, but:"),
                      QMessageBox.StandardButton.Ok, window)
    box.setObjectName("start_notes")
    box.setInformativeText("\n\n".join(notes))
    box.setModal(False)
    box.show()
    window.show_status(notes[0])


def _already_running() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "App", "Pinochle Desktop is already open, but that window does not answer. "
        "Close it (or end it in your task manager), then start the game again.")


def _language_read_only() -> str:
    """The language preference, read without changing any file: the running copy owns them."""
    from .storage import paths
    from .storage import settings as keys
    from .storage.jsonfile import DocumentError

    try:
        data = keys.SETTINGS_FORMAT.read(paths.settings_path())
        language: str = keys.LANGUAGE.coerce(data["settings"]["language"])
    except (OSError, DocumentError, KeyError, TypeError, ValueError):
        return keys.LANGUAGE.default
    return language


def pass_to_running_copy(guard: SingleInstance, files: list[str], notes: list[str]) -> int:
    """A second start: the running window comes forward and opens ``files``.

    What this start has to say (a file it could not take) is said here, since
    the running window never hears it. When the running copy does not answer,
    the player is told so and may try again; a second window is not opened,
    as two copies would write over each other's unfinished game.
    """
    from PySide6.QtWidgets import QMessageBox

    while not guard.hand_over(files):
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, guard.problem or _already_running(),
                          QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Close)
        box.setObjectName("not_handed_over")
        if files:
            box.setInformativeText(_not_opened(files[0]))
        if box.exec() != QMessageBox.StandardButton.Retry:
            return 1
    if notes:
        box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, "\n\n".join(notes))
        box.setObjectName("hand_over_notes")
        box.exec()
    return 0


def _not_opened(path: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("App", "{file} was not opened.").format(
        file=os.path.basename(path) or path)


def _bring_forward(window: MainWindow, files: list[str]) -> None:
    """Another start of the program: show this window, and open its file if it had one."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    # a game in progress is put aside only when the player says so (issue #23)
    if files and window.games.may_abandon():
        window.games.open_path(files[0])


def _offer_resume(window: MainWindow) -> None:
    """After a quit or a crash: offer the unfinished game back, asked once the table is
    built and before any game is dealt (the window deals one if it is not resumed)."""
    window.games.offer_resume_at_start()
