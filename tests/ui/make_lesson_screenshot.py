"""A lesson's step at the real table, for ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.make_lesson_screenshot
        [--lesson partnership] [--step your_bid] [--language de] [--size 800x600]
        [--trick-log] [--out docs/screenshots]

Takes the lesson as the tests do (Continue at each step, the suggestion followed at
each turn) until ``--step`` is on the panel with its suggestion, and grabs the window:
``lesson-partnership.png`` (``lesson-partnership-de.png`` in German,
``lesson-partnership-800x600-de.png`` at another size than 1280 x 800; with
``QT_SCALE_FACTOR=2`` the size is in logical pixels and ``-2x`` is added).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .screenshot_setup import application, private_folders, shown_window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", default="partnership")
    parser.add_argument("--step", default="your_bid")
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="1280x800", help="the window, WIDTHxHEIGHT")
    parser.add_argument("--trick-log", action="store_true", help="the trick log docked too")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    size = (int(width), int(height))
    folder = private_folders()

    from pinochle_desktop.ai.lessons import LESSONS
    from pinochle_desktop.ui.play.config import GameConfig

    app = application(args.language)
    if app is None:
        return 1
    window = shown_window(app, folder, GameConfig.standard(args.lesson, seed=1), size)
    window.resize(*size)
    if args.trick_log:
        window.part.trick_dock.show()
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
    for _ in range(20):
        app.processEvents()
    window.table.refresh()
    app.processEvents()
    window.table.scene.renderer.refine_all()  # every card crisp from its picture
    app.processEvents()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if size == (1280, 800) else f"-{args.size}"
    if os.environ.get("QT_SCALE_FACTOR", "1") not in ("", "1"):
        suffix += f"-{os.environ['QT_SCALE_FACTOR']}x"
    suffix += "" if args.language == "en" else f"-{args.language}"
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
