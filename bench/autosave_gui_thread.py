"""What the autosave costs the GUI thread per move in a long game: milliseconds.

A stakes game with no round limit (``auction_stakes`` with ``stakes_rounds=0``)
is played with random legal moves to ``--moves`` moves (1,000 and 70,000 by
default); then, for ``--samples`` more moves, each move is applied and the
table's autosave is asked for as the table asks (``state_changed``) and its
timer's work is run, timing only what runs on the GUI thread. A write that
runs on a thread of its own is waited for between moves, outside the timing.
Prints mean, median and p95 per game length. The files go to a temporary
folder; the user's own are not touched.

    PYTHONPATH=. python bench/autosave_gui_thread.py [--moves 1000 70000] [--samples 40]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def long_game(moves: int, seed: int = 1) -> object:
    from pinochle_desktop.engine import new_game, preset

    rules = dataclasses.replace(preset("auction_stakes"), stakes_rounds=0)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while len(state.log) < moves and not state.is_terminal:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, nargs="+", default=[1000, 70000])
    parser.add_argument("--samples", type=int, default=40)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pinochle-bench-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = folder
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.controller import GameController
    from pinochle_desktop.ui.play.recorder import GameRecorder
    from pinochle_desktop.ui.play.thinker import SyncThinker

    app = QApplication.instance() or QApplication([])
    for moves in args.moves:
        built = time.perf_counter()
        state = long_game(moves)
        built = time.perf_counter() - built
        controller = GameController(SyncThinker())
        recorder = GameRecorder(controller)
        controller.load(state, GameConfig(variant="auction_stakes"))  # type: ignore[arg-type]
        controller.set_paused(True)
        work = getattr(recorder, "write_due", None) or recorder.flush
        wait = getattr(recorder, "wait_written", lambda: None)
        rng = random.Random(moves)
        times = []
        for _ in range(args.samples):
            live = controller.state
            assert live is not None
            live.apply(rng.choice(list(live.legal_actions())))
            start = time.perf_counter()
            controller.state_changed.emit()  # the recorder marks the autosave due
            work()  # what its timer runs on the GUI thread
            times.append((time.perf_counter() - start) * 1000)
            wait()
            app.processEvents()
        times.sort()
        print(f"{len(state.log):>6} moves (built in {built:.1f} s): GUI thread per move "  # type: ignore[attr-defined]
              f"mean {statistics.fmean(times):.2f} ms, median {statistics.median(times):.2f} ms, "
              f"p95 {times[int(0.95 * (len(times) - 1))]:.2f} ms")
        recorder.flush()
        controller.stop()


if __name__ == "__main__":
    main()
