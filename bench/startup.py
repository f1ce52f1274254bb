"""Time to the first painted window: Pinochle Desktop against a bare PySide6 QMainWindow.

Each measurement is a fresh Python process (imports included) that reports the
time from its first line to the first paint event of the window; the two kinds
alternate, and the medians are compared. Also reported: the time until the
first hand is dealt and drawn on the table, and the processor time each spent
until its first paint (on a machine busy with other work the wall-clock times
wander with the load; the processor time much less).

    python bench/startup.py [--runs N] [--json] [--no-bytecode-cache]

Target: Pinochle Desktop <= 1.5x the bare window.

Python's compiled bytecode is cached as on an installed copy (pip writes it at
install time): a ``PYTHONDONTWRITEBYTECODE`` in the environment would make
every start compile our ~90 modules again, a cost users never pay, so it is
removed for the measured processes unless ``--no-bytecode-cache`` asks for
exactly that case.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_COMMON = """
import time
T0 = time.perf_counter()
C0 = time.process_time()
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def __init__(self, target, on_paint):
        super().__init__()
        self.target = target
        self.on_paint = on_paint
        self.done = False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self.on_paint)
        return False
"""

BARE = _COMMON + """
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 820)
def painted():
    print("first_paint", time.perf_counter() - T0)
    print("first_paint_cpu", time.process_time() - C0)
    app.quit()
watcher = FirstPaint(window, painted)
window.installEventFilter(watcher)
window.show()
app.exec()
"""

OURS = _COMMON + """
# the program's own start (pinochle_desktop.app.run): the log, the language, the
# task service, the window; the first paint is seen by the window itself, right
# after its felt was painted (a filter on the whole application would slow it)
from pinochle_desktop import app as program
from pinochle_desktop.ui.main_window import MainWindow
state = {}
first_paint = MainWindow._after_first_paint
def painted(window):
    state.setdefault("first_paint", time.perf_counter() - T0)
    state.setdefault("first_paint_cpu", time.process_time() - C0)
    first_paint(window)
    QTimer.singleShot(0, lambda: dealt_drawn(window))
def dealt_drawn(window):
    part = window._part
    if part is not None and part.controller.state is not None:
        window.table.view.viewport().repaint()
        print("first_paint", state["first_paint"])
        print("first_paint_cpu", state["first_paint_cpu"])
        print("table_dealt", time.perf_counter() - T0)
        QApplication.instance().quit()
    else:
        QTimer.singleShot(5, lambda: dealt_drawn(window))
MainWindow._after_first_paint = painted
program.run(["pinochle-desktop"])
"""


def measure(script: str, home: str, cache: bool = True) -> dict[str, float]:
    env = dict(os.environ, PINOCHLE_DESKTOP_HOME=home, PINOCHLE_DESKTOP_SOUND="off")
    if cache:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True,
                         text=True, env=env, check=True, cwd=ROOT).stdout
    figures = {}
    for line in out.splitlines():
        name, _, value = line.partition(" ")
        if name in ("first_paint", "first_paint_cpu", "table_dealt"):
            figures[name] = float(value)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-bytecode-cache", action="store_true",
                        help="compile every module at every start (not how users run it)")
    args = parser.parse_args()
    cache = not args.no_bytecode_cache
    folders = tempfile.TemporaryDirectory(prefix="pinochle-bench-startup-")
    homes = (str(Path(folders.name) / str(n)) for n in itertools.count())
    # each start a fresh home: the game kept by the one before would be offered back
    # ("Resume?") instead of dealt
    measure(BARE, next(homes), cache)  # warm the file and bytecode caches once for both
    measure(OURS, next(homes), cache)
    bare: list[float] = []
    ours: list[float] = []
    bare_cpu: list[float] = []
    ours_cpu: list[float] = []
    dealt: list[float] = []
    for _ in range(args.runs):
        figures = measure(BARE, next(homes), cache)
        bare.append(figures["first_paint"])
        bare_cpu.append(figures["first_paint_cpu"])
        figures = measure(OURS, next(homes), cache)
        ours.append(figures["first_paint"])
        ours_cpu.append(figures["first_paint_cpu"])
        dealt.append(figures["table_dealt"])
    folders.cleanup()
    result = {
        "platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "runs": args.runs,
        "bytecode_cache": cache,
        "bare_first_paint_s": statistics.median(bare),
        "pinochle_first_paint_s": statistics.median(ours),
        "pinochle_table_dealt_s": statistics.median(dealt),
        "bare_first_paint_cpu_s": statistics.median(bare_cpu),
        "pinochle_first_paint_cpu_s": statistics.median(ours_cpu),
    }
    result["ratio"] = result["pinochle_first_paint_s"] / result["bare_first_paint_s"]
    result["cpu_ratio"] = (result["pinochle_first_paint_cpu_s"]
                           / result["bare_first_paint_cpu_s"])
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        cached = "cached" if cache else "compiled at every start"
        print(f"Qt platform: {result['platform']}, median of {args.runs} fresh processes each, "
              f"bytecode {cached}")
        print(f"bare QMainWindow, first paint     {result['bare_first_paint_s'] * 1000:7.0f} ms")
        ours_ms = result["pinochle_first_paint_s"] * 1000
        dealt_ms = result["pinochle_table_dealt_s"] * 1000
        print(f"Pinochle Desktop, first paint     {ours_ms:7.0f} ms")
        print(f"Pinochle Desktop, hand dealt      {dealt_ms:7.0f} ms")
        print(f"processor time to the first paint: bare "
              f"{result['bare_first_paint_cpu_s'] * 1000:.0f} ms, Pinochle Desktop "
              f"{result['pinochle_first_paint_cpu_s'] * 1000:.0f} ms "
              f"({result['cpu_ratio']:.2f}x)")
        verdict = "ok" if result["ratio"] <= 1.5 else "over target"
        print(f"ratio {result['ratio']:.2f}x (target <= 1.5x): {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
