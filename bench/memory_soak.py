"""Memory over a long evening: fresh games autoplayed for N minutes in the real main window.

Every seat is a computer player at the default level (or ``--level``); the
game runs at the fastest speed (``--speed instant``) with the real worker
thread, and a fresh game is dealt whenever one ends. Every ``--every`` minutes
it prints the process's resident set size, the hands played, the pace (hands a
minute in that stretch) and what the table holds: items on the scene, card
pixmaps cached, the accessible nodes kept, Qt objects under the window, and
Python's own live objects.

    python bench/memory_soak.py [--minutes 120] [--every 5] [--warmup 10]
        [--variant partnership] [--level LEVEL] [--speed instant] [--json]

Target: after the first ``--warmup`` minutes (10; a third of a shorter run)
the resident set stays within 20 MB of where it was then, and the pace of the
last stretch is within 10% of the first stretch after the warm-up.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from pinochle_desktop.storage import Settings  # noqa: E402
from pinochle_desktop.ui.main_window import MainWindow  # noqa: E402
from pinochle_desktop.ui.play.config import GameConfig, default_level  # noqa: E402
from pinochle_desktop.ui.preferences import Preferences  # noqa: E402
from pinochle_desktop.ui.table import accessible  # noqa: E402

#: how far the resident set may grow after the warm-up, MB; how far the pace may fall
FLAT_MB = 20.0
PACE_DROP = 0.10


def rss_mb() -> float:
    """Current resident set size (Linux /proc), else the peak from getrusage."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def accessible_nodes() -> int:
    """The accessible nodes Python keeps for the table (see :mod:`.table.accessible`)."""
    return accessible.kept_count()


def _slope_per_hour(rows: list[dict[str, Any]]) -> float:
    """The resident set's growth, MB an hour: the least-squares line through ``rows``."""
    if len(rows) < 2:
        return 0.0
    xs = [r["minute"] for r in rows]
    ys = [r["rss_mb"] for r in rows]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    if var <= 0:
        return 0.0
    return 60 * sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=120.0)
    parser.add_argument("--every", type=float, default=5.0, help="minutes between readings")
    parser.add_argument("--warmup", type=float, default=10.0,
                        help="minutes before the reference reading (a third of a shorter run)")
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--level", default=None, help="computer level (default: the default)")
    parser.add_argument("--speed", default="instant")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    level = args.level or default_level()
    warmup = min(args.warmup, args.minutes / 3)
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = Settings.load(tmp / "settings.json", tmp / "window.json")
    seed = [args.seed]

    def config() -> GameConfig:
        return GameConfig.standard(args.variant, level=level, seed=seed[0], autoplay=True)

    window = MainWindow(None, Preferences(settings), config())
    window.resize(1280, 820)
    window.show()
    window.apply_speed(args.speed)
    started = time.perf_counter()
    done_hands = [0]
    readings: list[dict[str, Any]] = []

    def hands_now() -> int:
        state = window.controller.state
        return done_hands[0] + (len(state.history) if state is not None else 0)

    def reading() -> None:
        gc.collect()
        minutes = (time.perf_counter() - started) / 60
        hands = hands_now()
        last = readings[-1] if readings else {"minute": 0.0, "hands": 0}
        span = minutes - last["minute"]
        scene = window.table.scene
        row = {
            "minute": round(minutes, 2),
            "rss_mb": round(rss_mb(), 1),
            "hands": hands,
            "hands_per_minute": round((hands - last["hands"]) / span, 1) if span > 0 else 0.0,
            "scene_items": len(scene.items()),
            "cached_pixmaps": scene.renderer.cache_size(),
            "accessible_nodes": accessible_nodes(),
            "qt_objects": len(window.findChildren(QObject)),
            "python_objects": len(gc.get_objects()),
        }
        readings.append(row)
        if not args.json:
            print(f"{row['minute']:7.1f} min  rss {row['rss_mb']:7.1f} MB  hands {hands:5d}  "
                  f"{row['hands_per_minute']:5.1f}/min  items {row['scene_items']:4d}  "
                  f"pixmaps {row['cached_pixmaps']:4d}  a11y {row['accessible_nodes']:4d}  "
                  f"qobjects {row['qt_objects']:5d}  pyobjects {row['python_objects']}",
                  flush=True)

    def poll() -> None:
        state = window.controller.state
        if state is not None and state.is_terminal:
            done_hands[0] += len(state.history)
            seed[0] += 1
            window.games.start_game(config())
        QTimer.singleShot(200, poll)

    every = QTimer()
    every.setInterval(max(1, int(args.every * 60_000)))
    every.timeout.connect(reading)
    QTimer.singleShot(2000, reading)  # once the first deal is on the table
    QTimer.singleShot(2000, every.start)
    QTimer.singleShot(200, poll)

    def last() -> None:
        every.stop()
        reading()
        app.quit()

    QTimer.singleShot(int(args.minutes * 60_000), last)
    app.exec()
    window.close()

    after = [r for r in readings if r["minute"] >= warmup]
    reference = after[0] if after else readings[-1]
    rest = [r for r in after[1:]]
    growth = max((r["rss_mb"] for r in rest), default=reference["rss_mb"]) - reference["rss_mb"]
    first_pace = rest[0]["hands_per_minute"] if rest else 0.0
    last_pace = rest[-1]["hands_per_minute"] if rest else 0.0
    pace_ok = bool(first_pace) and last_pace >= first_pace * (1 - PACE_DROP)
    minutes = readings[-1]["minute"]
    result = {
        "variant": args.variant,
        "level": level,
        "speed": args.speed,
        "minutes": minutes,
        "hands": readings[-1]["hands"],
        "readings": readings,
        "reference_minute": reference["minute"],
        "growth_after_warmup_mb": round(growth, 1),
        "growth_mb_per_hour": round(_slope_per_hour(after), 1),
        "pace_first_after_warmup": first_pace,
        "pace_last": last_pace,
        "flat": growth <= FLAT_MB,
        "pace_kept": pace_ok,
        "load_average_1min": os.getloadavg()[0],
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.variant}, {level} players, speed {args.speed}: {result['hands']} hands "
              f"in {minutes:.1f} min")
        print(f"after the warm-up (from minute {reference['minute']:.1f}, "
              f"{reference['rss_mb']} MB): grew {result['growth_after_warmup_mb']} MB at most, "
              f"a trend of {result['growth_mb_per_hour']} MB an hour; pace {first_pace} then "
              f"{last_pace} hands a minute")
        print(f"machine load {result['load_average_1min']:.2f} on {result['cpus']} CPUs")
        verdict = "ok" if result["flat"] and result["pace_kept"] else "over target"
        print(f"target: flat within {FLAT_MB:.0f} MB after the warm-up and pace within "
              f"{PACE_DROP:.0%}: {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
