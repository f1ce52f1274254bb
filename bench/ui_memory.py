"""Resident memory after a whole autoplayed game in the real main window.

Every seat is a computer player; the game is played to its end with no pauses
and no animation (the table is still drawn after every move), then the
process's resident set size is read from the operating system.

    python bench/ui_memory.py [--variant partnership] [--level random] [--json]

Target: at most 250 MB.
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

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from pinochle_desktop.storage import Settings  # noqa: E402
from pinochle_desktop.ui.main_window import MainWindow  # noqa: E402
from pinochle_desktop.ui.play.config import GameConfig  # noqa: E402
from pinochle_desktop.ui.play.thinker import SyncThinker  # noqa: E402
from pinochle_desktop.ui.preferences import Preferences  # noqa: E402


def rss_mb() -> float:
    """Current resident set size (Linux /proc), else the peak from getrusage."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--level", default="random")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = Settings.load(tmp / "settings.json", tmp / "window.json")
    config = GameConfig.standard(args.variant, level=args.level, seed=args.seed, autoplay=True)
    window = MainWindow(SyncThinker(), Preferences(settings), config)
    window.resize(1280, 820)
    window.show()
    window.apply_speed("instant")
    started = time.perf_counter()
    before: list[float] = []

    def poll() -> None:
        part = window._part
        if not before and part is not None and part.controller.state is not None:
            before.append(rss_mb())
        state = part.controller.state if part is not None else None
        if (state is not None and state.is_terminal) or time.perf_counter() - started > 1800:
            app.quit()
        else:
            QTimer.singleShot(50, poll)

    QTimer.singleShot(0, poll)
    app.exec()
    state = window.controller.state
    assert state is not None
    app.processEvents()
    gc.collect()
    result = {
        "variant": args.variant,
        "level": args.level,
        "hands": len(state.history),
        "moves": len(state.log),
        "finished": state.is_terminal,
        "seconds": round(time.perf_counter() - started, 1),
        "rss_at_first_deal_mb": round(before[0], 1) if before else None,
        "rss_after_game_mb": round(rss_mb(), 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "cached_card_pixmaps": window.table.scene.renderer.cache_size(),
        "card_items_on_table": len(window.table.scene.all_cards()),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.variant}, {args.level} players: {result['hands']} hands, "
              f"{result['moves']} moves in {result['seconds']} s "
              f"({'finished' if result['finished'] else 'NOT finished'})")
        print(f"resident memory at the first deal   {result['rss_at_first_deal_mb']} MB")
        print(f"resident memory after the game      {result['rss_after_game_mb']} MB "
              f"(peak {result['peak_rss_mb']} MB)")
        print(f"card pixmaps cached {result['cached_card_pixmaps']}, "
              f"card items on the table {result['card_items_on_table']}")
        verdict = "ok" if result["rss_after_game_mb"] <= 250 else "over target"
        print(f"target <= 250 MB: {verdict}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
