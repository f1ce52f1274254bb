"""A lesson's step at the real table, for ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.make_lesson_screenshot
        [--lesson partnership] [--step your_bid] [--language de] [--out docs/screenshots]

Takes the lesson as the tests do (Continue at each step, the suggestion followed at
each turn) until ``--step`` is on the panel with its suggestion, and grabs the window:
``lesson-partnership.png`` (``lesson-partnership-de.png`` in German).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default="partnership")
    parser.add_argument("--step", default="your_bid")
    parser.add_argument("--language", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
    tmp = tempfile.mkdtemp(prefix="pinochle-shots-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = os.path.join(tmp, name.lower())

    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ai.lessons import LESSONS
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui import i18n
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    app = QApplication.instance() or QApplication(sys.argv)
    translations = i18n.install(args.language)
    if translations.problem:
        print(translations.problem, file=sys.stderr)
        return 1
    prefs = Preferences(Settings.load(Path(tmp) / "settings.json", Path(tmp) / "window.json"))
    window = MainWindow(SyncThinker(), prefs, GameConfig.standard(args.lesson, seed=1))
    window.apply_speed("instant")
    window.setMinimumSize(0, 0)
    window.resize(1280, 800)
    window.show()
    for _ in range(20):
        app.processEvents()
    run = window.lessons.start(LESSONS[args.lesson])
    for _ in range(5000):
        app.processEvents()
        if args.step in run.shown and run.shown[-1] == args.step and (
                run.waiting or run.suggestion is not None or run.done):
            break
        if run.done:
            print(f"the lesson ended before {args.step}", file=sys.stderr)
            return 1
        if run.waiting:
            run.go_on()
        elif run.suggestion is not None:
            run.follow()
    window.resize(1280, 800)
    for _ in range(20):
        app.processEvents()
    window.table.refresh()
    app.processEvents()
    window.table.scene.renderer.refine_all()  # every card crisp from its picture
    app.processEvents()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.language == "en" else f"-{args.language}"
    path = out / f"lesson-{args.lesson}{suffix}.png"
    window.grab().save(str(path))
    print(path)
    print(run.panel.heading.text())
    print(run.panel.text.text())
    print(run.panel.advice.text())
    window.controller.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
