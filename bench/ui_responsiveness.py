"""Event-loop stalls while computer players think (autoplay, real worker thread, animations on).

A 10 ms QTimer probe runs on the GUI thread while the strongest available
computer players play against each other in the real main window; every gap
between ticks beyond the 10 ms interval is a stall the player would see as a
stutter. Prints the longest stall, the 99th percentile and the tick count.

    python bench/ui_responsiveness.py [--variant partnership] [--seconds 30]
        [--level pro] [--speed fast] [--json] [--profile]

It also prints what the GUI thread itself did between two ticks (its own CPU
time in each gap): the largest such chunk, the 99th percentile and how many
chunks went over a 60 Hz frame (16 ms). Stalls include time the machine gave
to other processes; the chunks are the program's own. The longest chunks are
listed with what happened in them: the game's events (a deal, cards played,
a hand scored...) and the table's paints.

With ``--profile`` the GUI thread runs under ``cProfile`` (slower: the
figures are then only for comparing chunks with each other) and the longest
chunks are printed with the functions that took most of their time, so a
chunk over a frame can be traced to what ran in it.

Targets: no stall longer than 50 ms; no chunk of the GUI thread's own work over
16 ms.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from pinochle_desktop.storage import Settings  # noqa: E402
from pinochle_desktop.ui.main_window import MainWindow  # noqa: E402
from pinochle_desktop.ui.play.config import GameConfig, best_level  # noqa: E402
from pinochle_desktop.ui.preferences import Preferences  # noqa: E402

PROBE_MS = 10
#: a frame at 60 Hz: the most the GUI thread should do at once
FRAME_MS = 16
#: with --profile: the longest chunks shown, and the functions listed for each
PROFILED_CHUNKS = 6
#: the longest chunks listed with what happened in them
LISTED_CHUNKS = 8
#: the controller's signals that say what happened in a chunk
EVENTS = ("dealt", "bid_made", "contract_won", "trump_named", "cards_passed", "cards_buried",
          "widow_shown", "melds_shown", "card_played", "trick_won", "card_drawn",
          "hand_scored", "game_over", "message", "claim_offered")


class PaintWatch(QObject):
    """Notes each paint of the table's viewport (an event filter on that widget alone)."""

    def __init__(self, seen: list[str]) -> None:
        super().__init__()
        self.seen = seen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def summary(seen: list[str]) -> str:
    """``["card_played", "card_played", "paint"]`` -> ``"card_played x2, paint"``."""
    counts: dict[str, int] = {}
    for name in seen:
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{name} x{n}" for name, n in counts.items()) or "-"
PROFILED_LINES = 22
#: (with --profile) and the functions listed by their own time
PROFILED_OWN_LINES = 8


class ChunkProfiler:
    """Profiles the GUI thread one chunk (the work between two ticks) at a time and
    keeps the statistics of the longest chunks."""

    def __init__(self) -> None:
        self.worst: list[tuple[float, int, str]] = []
        self._profile = cProfile.Profile(time.thread_time)

    def start(self) -> None:
        self._profile = cProfile.Profile(time.thread_time)
        self._profile.enable()

    def chunk_ended(self, index: int, busy_ms: float) -> None:
        """A tick: keep what ran since the last one when it was among the longest."""
        self._profile.disable()
        if busy_ms > FRAME_MS and (len(self.worst) < PROFILED_CHUNKS
                                   or busy_ms > self.worst[-1][0]):
            out = io.StringIO()
            stats = pstats.Stats(self._profile, stream=out)
            stats.sort_stats("cumulative").print_stats(PROFILED_LINES)
            stats.sort_stats("tottime").print_stats(PROFILED_OWN_LINES)
            parts = [text[text.find("ncalls"):] for text in out.getvalue().split(
                "   Ordered by")[1:] if "ncalls" in text]
            python_ms = stats.total_tt * 1000  # type: ignore[attr-defined]
            body = (f"in Python functions: {python_ms:.1f} ms of CPU (the rest is Qt's own code: "
                    f"painting, layout)\nby cumulative time:\n{parts[0].rstrip()}\n"
                    f"by own time:\n{parts[-1].rstrip()}" if parts else out.getvalue())
            self.worst.append((busy_ms, index, body))
            self.worst.sort(key=lambda entry: -entry[0])
            del self.worst[PROFILED_CHUNKS:]
        self.start()

    def report(self) -> str:
        lines = []
        for busy_ms, index, body in self.worst:
            lines.append(f"--- chunk {index}: {busy_ms:.1f} ms of the GUI thread's own time")
            lines.append(body.rstrip())
        return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--level", default=None, help="computer level (default: strongest)")
    parser.add_argument("--speed", default="fast", help="slow, normal, fast or instant")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", action="store_true",
                        help="profile the GUI thread and print what ran in the longest chunks")
    args = parser.parse_args()
    level = args.level or best_level()
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = Settings.load(tmp / "settings.json", tmp / "window.json")
    config = GameConfig.standard(args.variant, level=level, seed=args.seed, autoplay=True)
    window = MainWindow(None, Preferences(settings), config)
    window.resize(1280, 820)
    window.show()
    window.apply_speed(args.speed)
    gaps: list[int] = []
    #: CPU time the GUI thread itself used within each gap: a long gap with little
    #: CPU is time spent waiting for the machine (other processes), not our code
    busy: list[float] = []
    cpu = [time.thread_time()]
    clock = QElapsedTimer()
    probe = QTimer()
    probe.setInterval(PROBE_MS)
    profiler = ChunkProfiler() if args.profile else None
    #: what happened in the chunk under way, and in each chunk ended
    seen: list[str] = []
    happened: list[str] = []
    watch = PaintWatch(seen)

    def tick() -> None:
        gaps.append(clock.restart())
        now = time.thread_time()
        busy.append((now - cpu[0]) * 1000)
        happened.append(summary(seen))
        seen.clear()
        if profiler is not None:
            profiler.chunk_ended(len(busy) - 1, busy[-1])
        cpu[0] = time.thread_time()

    probe.timeout.connect(tick)
    thinking = [0]

    def started() -> None:
        window.controller.thinking.connect(lambda _seat: thinking.__setitem__(0,
                                                                              thinking[0] + 1))
        for name in EVENTS:
            getattr(window.controller, name).connect(lambda *_a, n=name: seen.append(n))
        window.table.view.viewport().installEventFilter(watch)
        clock.start()
        cpu[0] = time.thread_time()
        if profiler is not None:
            profiler.start()
        probe.start()
        QTimer.singleShot(int(args.seconds * 1000), app.quit)

    QTimer.singleShot(300, started)  # after start-up, once the first deal is under way
    app.exec()
    probe.stop()
    if profiler is not None:
        profiler.chunk_ended(-1, 0.0)
    state = window.controller.state
    moves = len(state.log) if state is not None else 0
    window.close()
    stalls = sorted(max(0, g - PROBE_MS) for g in gaps[1:])
    own = sorted(busy[1:])
    longest = sorted(range(1, len(busy)), key=lambda i: -busy[i])[:LISTED_CHUNKS]
    result = {
        "variant": args.variant,
        "level": level,
        "speed": args.speed,
        "seconds": args.seconds,
        "moves_played": moves,
        "decisions_asked": thinking[0],
        "ticks": len(gaps),
        "max_stall_ms": stalls[-1] if stalls else 0,
        "p99_stall_ms": stalls[int(len(stalls) * 0.99)] if stalls else 0,
        "mean_gap_ms": statistics.fmean(gaps) if gaps else 0.0,
        "stalls_over_50ms": sum(1 for s in stalls if s > 50),
        "max_gui_thread_cpu_in_one_gap_ms": round(max(busy[1:], default=0.0), 1),
        "p99_gui_thread_cpu_in_one_gap_ms": round(own[int(len(own) * 0.99)], 1) if own else 0.0,
        "gui_thread_chunks_over_16ms": sum(1 for b in own if b > FRAME_MS),
        "platform": os.environ.get("QT_QPA_PLATFORM", ""),
        "load_average_1min": os.getloadavg()[0],
        "cpus": os.cpu_count(),
        "profiled": bool(args.profile),
        "longest_chunks": [{"chunk": i, "ms": round(busy[i], 1), "what": happened[i]}
                           for i in longest],
    }
    if args.json:
        if profiler is not None:
            result["longest_chunks_profiled"] = [
                {"chunk": index, "ms": round(busy_ms, 1), "profile": body}
                for busy_ms, index, body in profiler.worst]
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.variant}, {level} players, speed {args.speed}, {args.seconds:.0f} s "
              f"(Qt platform {result['platform']})")
        print(f"moves played {moves}, decisions asked {thinking[0]}, probe ticks {len(gaps)}")
        print(f"longest stall {result['max_stall_ms']} ms, 99th percentile "
              f"{result['p99_stall_ms']} ms, mean tick {result['mean_gap_ms']:.1f} ms, "
              f"stalls over 50 ms: {result['stalls_over_50ms']}")
        print(f"most CPU the GUI thread itself used between two ticks: "
              f"{result['max_gui_thread_cpu_in_one_gap_ms']} ms (99th percentile "
              f"{result['p99_gui_thread_cpu_in_one_gap_ms']} ms, "
              f"{result['gui_thread_chunks_over_16ms']} chunks over {FRAME_MS} ms)")
        print(f"machine load while measuring: {result['load_average_1min']:.2f} on "
              f"{result['cpus']} CPUs (other work on the machine shows up as stalls)")
        verdict = "ok" if result["max_stall_ms"] <= 50 else "over target"
        print(f"target: no stall over 50 ms: {verdict}")
        verdict = "ok" if result["max_gui_thread_cpu_in_one_gap_ms"] <= FRAME_MS \
            else "over target"
        print(f"target: no chunk of the GUI thread's own over {FRAME_MS} ms: {verdict}")
        print("longest chunks of the GUI thread's own work, with what happened in them:")
        for i in longest:
            print(f"  chunk {i}: {busy[i]:.1f} ms: {happened[i]}")
    if profiler is not None:
        print("\n(profiled: the GUI thread ran under cProfile, so its figures are inflated)")
        print(profiler.report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
