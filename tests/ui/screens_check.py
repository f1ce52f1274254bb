"""Open the main window, the review window and the New Game and Preferences dialogs
on screens of several sizes, and report where each went and any words cut short.

Run by ``tests/ui/test_screens_fit.py`` in a fresh process whose offscreen Qt
platform has those screens side by side (``SCREENS``); it prints one JSON report.
Also used to take the screenshots in ``docs/screenshots/`` (``--shots FOLDER``).

    QT_QPA_PLATFORM=offscreen:configfile=FILE python -m tests.ui.screens_check LANG HOME
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

#: (width, height) of each simulated screen, placed left to right
SCREENS = [(800, 600), (1366, 768), (2560, 1440)]


def screen_config() -> dict[str, Any]:
    """The offscreen platform's configuration file for ``SCREENS``."""
    screens, x = [], 0
    for n, (width, height) in enumerate(SCREENS):
        screens.append({"name": f"screen{n}", "x": x, "y": 0, "width": width,
                        "height": height, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1})
        x += width
    return {"screens": screens}


def cut_words(window: Any) -> list[str]:
    """Labels, check boxes and buttons shown smaller than their words need."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QLabel

    cut = []
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.window() is not window or not widget.isVisibleTo(window) or not widget.text():
            continue  # another window's (a dialog over this one), hidden, or a picture
        words = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        need_w = widget.fontMetrics().horizontalAdvance(words)
        need_h = widget.fontMetrics().height()
        if isinstance(widget, QLabel) and widget.wordWrap():
            need_w = 0
            need_h = widget.heightForWidth(widget.width())
        elif isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText:
            hint = widget.minimumSizeHint()  # rich text: the label knows its width
            need_w, need_h = hint.width(), hint.height()
        if widget.width() < need_w or widget.height() < need_h:
            cut.append(f"{type(widget).__name__} {widget.text()!r}: {widget.width()}x"
                       f"{widget.height()}, needs {need_w}x{need_h}")
    return cut


def report(window: Any, screen: Any) -> dict[str, Any]:
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    return {"frame": [frame.x() - free.x(), frame.y() - free.y(), frame.width(), frame.height()],
            "free": [free.width(), free.height()],
            "on_screen": free.contains(frame),
            "cut": cut_words(window)}


def main(argv: list[str]) -> int:
    language, home = argv[1], Path(argv[2])
    shots = Path(argv[argv.index("--shots") + 1]) if "--shots" in argv else None
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    app = QApplication(["screens_check"])
    from pinochle_desktop.storage import HistoryDB, Settings
    from pinochle_desktop.ui import i18n
    from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
    from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences
    from pinochle_desktop.ui.review.window import ReviewWindow
    from tests.ui.history_helpers import record_game

    translations = i18n.install(language)
    out: dict[str, Any] = {}
    for screen in app.screens():
        size = f"{screen.size().width()}x{screen.size().height()}"
        folder = home / size
        folder.mkdir(parents=True, exist_ok=True)
        prefs = Preferences(Settings.load(folder / "settings.json", folder / "window.json"))
        main = MainWindow(SyncThinker(), prefs, GameConfig.standard("three_handed", seed=7))
        main.setScreen(screen)
        main.move(screen.availableGeometry().topLeft())
        main.fit_to_screen()
        main.show()
        app.processEvents()
        windows: dict[str, Any] = {"main": main}
        history = HistoryDB(folder / "history.sqlite")
        record_game(history, "three_handed", 12, "t", hands=2)  # a hand on the review table
        review = ReviewWindow(history, main, preferences=prefs)
        review.setScreen(screen)
        review.show()
        review.jump_to_trick(3)
        windows["review"] = review
        new_game = NewGameDialog(prefs, main)
        new_game.variant.setCurrentIndex(new_game.variant.findData("three_handed"))
        new_game.show()
        windows["new_game"] = new_game
        preferences = PreferencesDialog(prefs, main)
        preferences.show()
        windows["preferences"] = preferences
        for _ in range(5):
            app.processEvents()
        out[size] = {name: report(window, screen) for name, window in windows.items()}
        out[size]["new_game"]["level_note"] = new_game.level_note.text()
        out[size]["preferences"]["side_by_side"] = (
            preferences.columns.direction() == preferences.columns.Direction.LeftToRight)
        if shots is not None:
            for name in ("review", "new_game", "preferences"):
                path = shots / f"{name}-{size}-{language}.png"
                picture = windows[name].grab()
                if picture.width() > 1400:  # the large screen's shots at half size: small files
                    picture = picture.scaledToWidth(picture.width() // 2,
                                                    Qt.TransformationMode.SmoothTransformation)
                picture.save(str(path))
        for window in (preferences, new_game, review):
            window.close()
        main.controller.stop()
        main.close()
    translations.remove()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
