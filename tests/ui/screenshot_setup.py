"""What every screenshot script starts with: offscreen Qt, silent sounds, the
program's folders in a new temporary folder, the language, and a main window."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig


def private_folders(prefix: str = "pinochle-shots-") -> Path:
    """Offscreen and silent, with the XDG folders in a new temporary folder (returned).
    Call before anything of Qt or the program is imported."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
    tmp = tempfile.mkdtemp(prefix=prefix)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = os.path.join(tmp, name.lower())
    return Path(tmp)


#: the installed translations, kept alive as long as the script runs
_kept: list[object] = []


def application(language: str) -> QApplication | None:
    """The application with ``language`` installed, or None (the problem printed)."""
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ui import i18n

    app = QApplication.instance() or QApplication(sys.argv)
    translations = i18n.install(language)
    if translations.problem:
        print(translations.problem, file=sys.stderr)
        return None
    _kept.append(translations)
    assert isinstance(app, QApplication)
    return app


def shown_window(app: QApplication, folder: Path, config: GameConfig,
                 size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """A main window dealing ``config`` with instant computer players, shown at ``size``
    with its settings in ``folder``."""
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    prefs = Preferences(Settings.load(folder / "settings.json", folder / "window.json"))
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.show()
    for _ in range(20):
        app.processEvents()
    return window
