"""The review's Analysis tab with every decision of a hand judged, for ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.review.make_every_decision_screenshot
        [--seed 5] [--samples 48] [--language de] [--out docs/screenshots]

Records one partnership hand with card passing in which the person bids far beyond
the hand and names the suit they hold least of (the others pass and play at
random), analyses it in the review window and grabs the window on its Analysis tab:
``review-every-decision.png`` (``review-every-decision-de.png`` in German).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from ..screenshot_setup import application, private_folders


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--samples", type=int, default=48)
    parser.add_argument("--language", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    private_folders()

    from PySide6.QtWidgets import QSplitter

    from pinochle_desktop.engine import preset
    from pinochle_desktop.storage import HistoryDB
    from pinochle_desktop.ui.review.window import ReviewWindow
    from pinochle_desktop.ui.tasks import gui_tasks

    from .built_hands import record_built_hand

    app = application(args.language)
    if app is None:
        return 1
    rules = dataclasses.replace(preset("partnership"), pass_count=3)
    with HistoryDB() as db:
        record_built_hand(db, rules, args.seed, "shot", frozenset({"bid", "trump", "give"}))
        window = ReviewWindow(db, samples=args.samples, workers=0, tasks=gui_tasks())
        window.resize(1280, 800)  # drawn off any screen: the offscreen one is smaller
        window.load_hand(db.list_hands()[0].id)
        window.splitter.setSizes([330, 950])
        split = window.table.tabs.parentWidget()
        assert isinstance(split, QSplitter)
        split.setSizes([300, 440])  # room for the analysis below the table
        window.table.tabs.setCurrentWidget(window.analysis)
        done: list[bool] = []
        window.analysis_finished.connect(lambda: done.append(True))
        if not window.analyse():
            print("nothing to analyse", file=sys.stderr)
            return 1
        for _ in range(200000):
            app.processEvents()
            if done:
                break
        for _ in range(20):
            app.processEvents()
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        suffix = "" if args.language == "en" else f"-{args.language}"
        path = out / f"review-every-decision{suffix}.png"
        window.grab().save(str(path))
        print(path)
        print(window.analysis.summary_label.text())
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
