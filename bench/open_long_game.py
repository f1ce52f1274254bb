"""Opening a long saved game: how long the replay takes, and how long the window
goes without handling its events meanwhile.

Builds stakes games with no round limit (``auction_stakes``, ``stakes_rounds=0``)
of ``--moves`` random legal moves, saves each to a temporary folder, then opens
it twice: with ``load_game`` on the GUI thread (the window frozen for all of
it), and with ``ui.loading.load_with_progress`` (the replay on a thread, the
event loop running). A 10 ms timer on the GUI thread measures the longest gap
between its ticks. Prints seconds and milliseconds per game length.

    PYTHONPATH=. python bench/open_long_game.py [--moves 5000 20000]
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, nargs="+", default=[5000, 20000])
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.engine import new_game, preset
    from pinochle_desktop.storage.savegame import SaveMeta, load_game, save_game
    from pinochle_desktop.storage.seats import SeatInfo
    from pinochle_desktop.ui.loading import load_with_progress

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="pinochle-bench-"))
    rules = dataclasses.replace(preset("auction_stakes"), stakes_rounds=0)
    for moves in args.moves:
        state = new_game(rules, seed=1)
        rng = random.Random(1)
        while len(state.log) < moves:
            state.apply(rng.choice(list(state.legal_actions())))
        path = folder / f"game-{moves}.pinochle"
        save_game(path, state, SaveMeta([SeatInfo(f"P{i}") for i in range(rules.num_players)]))

        start = time.perf_counter()
        load_game(path)
        frozen = time.perf_counter() - start

        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))  # noqa: B023
        timer.start(10)
        start = time.perf_counter()
        ticks.append(start)
        load_with_progress(None, lambda: load_game(path))  # noqa: B023
        threaded = time.perf_counter() - start
        timer.stop()
        ticks.append(time.perf_counter())
        gaps = [b - a for a, b in itertools.pairwise(ticks)]
        gap = max(gaps) * 1000
        where = gaps.index(max(gaps)) / len(gaps)
        print(f"{moves:>6} moves, {path.stat().st_size / 1e6:.2f} MB: on the GUI thread "
              f"{frozen:.2f} s frozen; on a thread {threaded:.2f} s, longest gap between "
              f"the window's 10 ms ticks {gap:.0f} ms (at {where:.0%} of the load)")
    app.processEvents()


if __name__ == "__main__":
    main()
