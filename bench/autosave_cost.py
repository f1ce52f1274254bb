"""What an autosave after every trick costs: mean milliseconds per ``write_autosave``.

Builds partnership games with random legal moves and stops mid-game (hand 5,
mid-play) and late (hand 20, the longest log a typical game reaches), then
times ``write_autosave`` (serialise + atomic write + fsync of file and
folder) and, for comparison, the same without fsync and the resume
(``read_autosave``: read + replay). The files go to a temporary folder
(``--dir`` to measure another disk); the user's own folders are not touched.

    python bench/autosave_cost.py [--repeats N] [--dir PATH] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pinochle_desktop.engine import Phase, State, new_game, preset  # noqa: E402
from pinochle_desktop.storage import savegame  # noqa: E402
from pinochle_desktop.storage.savegame import SaveMeta, dumps_game  # noqa: E402
from pinochle_desktop.storage.seats import SeatInfo  # noqa: E402


def game_at(hand: int, tricks_into_hand: int, seed: int = 1) -> State:
    """A partnership game at ``hand``, ``tricks_into_hand`` tricks into its play."""
    for s in range(seed, seed + 500):
        state = new_game(preset("partnership"), seed=s)
        rng = random.Random(s)
        while not state.is_terminal:
            if state.hand_number == hand and state.phase == Phase.PLAY:
                done = sum(state.observation(0).tricks_taken)
                if done == tricks_into_hand and not state.observation(0).trick:
                    return state
            legal = state.legal_actions()
            if state.phase == Phase.BID:
                legal = [a for a in legal if a.kind == "bid"][:1] + [
                    a for a in legal if a.kind == "pass"
                ]
            state.apply(rng.choice(legal))
    raise SystemExit(f"no game reached hand {hand}")


def mean_ms(fn: Callable[[], object], repeats: int) -> tuple[float, float]:
    fn()
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.fmean(times), statistics.median(times)


def filesystem(path: Path) -> str:
    """The mount's file system type (Linux), for reading the fsync figures."""
    try:
        best = ("", "?")
        with open("/proc/mounts", encoding="utf-8") as mounts:
            for line in mounts:
                _, point, kind, *_ = line.split()
                if str(path.resolve()).startswith(point) and len(point) > len(best[0]):
                    best = (point, kind)
        return best[1]
    except OSError:
        return "?"


def main() -> None:
    """Parse arguments and measure in a temporary folder that is removed afterwards."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--dir", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="autosave-bench-", dir=args.dir) as tmp:
        measure(args, Path(tmp))


def measure(args: argparse.Namespace, folder: Path) -> None:
    os.environ["PINOCHLE_DESKTOP_HOME"] = str(folder)
    seats = [SeatInfo("You")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, 4)]
    meta = SaveMeta(seats, game_id="bench")
    results: dict[str, dict[str, float]] = {}
    for label, state in (
        ("mid-game (hand 5, trick 6)", game_at(5, 6)),
        ("late game (hand 20, trick 6)", game_at(20, 6)),
    ):
        size = len(dumps_game(state, meta, indent=None).encode("utf-8"))
        durable = mean_ms(partial(savegame.write_autosave, state, meta), args.repeats)
        fast = mean_ms(partial(savegame.write_autosave, state, meta, durable=False), args.repeats)
        serialise = mean_ms(partial(dumps_game, state, meta, indent=None), args.repeats)
        resume = mean_ms(savegame.read_autosave, max(10, args.repeats // 10))
        results[label] = {
            "log_entries": len(state.log),
            "file_bytes": size,
            "autosave_ms_mean": round(durable[0], 3),
            "autosave_ms_median": round(durable[1], 3),
            "autosave_no_fsync_ms_mean": round(fast[0], 3),
            "serialise_only_ms_mean": round(serialise[0], 3),
            "resume_ms_mean": round(resume[0], 3),
        }
    savegame.clear_autosave()
    info = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "folder": str(folder),
        "filesystem": filesystem(folder),
        "repeats": args.repeats,
    }
    if args.json:
        print(json.dumps({"info": info, "results": results}, indent=2))
        return
    print(f"autosave cost, {args.repeats} writes each; folder {folder} ({info['filesystem']})")
    for label, r in results.items():
        print(
            f"  {label}: {r['log_entries']} moves, {r['file_bytes'] / 1024:.1f} KB\n"
            f"    write_autosave (fsync):  {r['autosave_ms_mean']:.3f} ms mean, "
            f"{r['autosave_ms_median']:.3f} ms median\n"
            f"    without fsync:           {r['autosave_no_fsync_ms_mean']:.3f} ms\n"
            f"    serialise only:          {r['serialise_only_ms_mean']:.3f} ms\n"
            f"    resume (read + replay):  {r['resume_ms_mean']:.3f} ms"
        )


if __name__ == "__main__":
    main()
