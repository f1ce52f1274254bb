"""The coach at a real table: the time it adds to a person's move, and whether the
table ever stalls while it judges.

A controller as the window has it (the task service, the coach's judge in a
worker process) plays ``--hands`` partnership hands offscreen, the person's seat
moving as Standard would, in a coached game; a warning is answered "play it
anyway" at once. For each judged move: the time from the move to its being
applied (or to the warning). Meanwhile a 10 ms timer on the GUI thread records
the longest gap between its ticks (the table's stalls).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. .venv/bin/python bench/coach_table.py --hands 4
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--off", action="store_true", help="the same game without the coach")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ai import make_player
    from pinochle_desktop.engine import Action
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.controller import GameController

    app = QApplication.instance() or QApplication(sys.argv)
    c = GameController()
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = c.hand_pause_ms = 0
    person = make_player("standard", seed=args.seed)
    added: dict[str, list[float]] = {}
    gaps: list[float] = []
    asked: list[tuple[float, str, int]] = []  # when, what kind, the move count then
    warnings = 0
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    def settle(kind: str, since: float) -> None:
        added.setdefault(kind, []).append(time.perf_counter() - since)

    def move() -> None:
        state = c.state
        if state is not None and state.is_terminal:
            app.quit()
            return
        if state is None or not c.is_human_turn() or c.coach.busy or asked:
            return
        if len(state.history) >= args.hands:
            app.quit()
            return
        seat = state.current_player
        if seat is None:
            c.submit(Action("continue"))
            return
        obs = state.observation(seat)
        action = person.choose(obs)
        judged = c.coach.wants(state.phase, action, len(obs.legal_actions))
        if judged:
            asked.append((time.perf_counter(), action.kind, c.move_count()))
        c.submit(action)

    def changed() -> None:
        if asked and c.move_count() != asked[0][2]:
            since, kind, _ = asked.pop()
            settle(kind, since)
        QTimer.singleShot(0, move)

    def warned(_warning: object) -> None:
        nonlocal warnings
        warnings += 1
        if asked:
            since, kind, _ = asked.pop()
            settle(kind, since)
        QTimer.singleShot(0, lambda: c.coach_answer(play_anyway=True))

    c.state_changed.connect(changed)
    c.turn_changed.connect(lambda _seat: QTimer.singleShot(0, move))
    c.coach_warned.connect(warned)
    heartbeat = QTimer()
    heartbeat.setInterval(10)
    heartbeat.timeout.connect(tick)
    config = GameConfig.standard("partnership", level="standard", seed=args.seed)
    config.coach = not args.off
    started = time.perf_counter()
    heartbeat.start()
    c.start(config)
    QTimer.singleShot(0, move)
    def give_up() -> None:
        state = c.state
        print("stopped: no progress", state.phase if state else None, c.is_human_turn(),
              c.coach.busy, asked, file=sys.stderr)
        app.quit()

    kick = QTimer()  # the person also looks at the table now and then
    kick.setInterval(100)
    kick.timeout.connect(move)
    kick.start()
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(give_up)
    c.state_changed.connect(lambda: watchdog.start(30_000))
    watchdog.start(30_000)
    app.exec()
    heartbeat.stop()
    spent = time.perf_counter() - started
    every = [t for times in added.values() for t in times]
    hands = len(c.state.history) if c.state is not None else 0
    print(f"coach {'off' if args.off else 'on'}: {hands} partnership hands in {spent:.0f} s, "
          f"{warnings} warnings")
    for kind, times in sorted(added.items()):
        print(f"  {kind:6s} n={len(times):4d}  added p50 {1000 * percentile(times, 0.5):5.0f} ms"
              f"  p99 {1000 * percentile(times, 0.99):5.0f} ms  max {1000 * max(times):5.0f} ms")
    if every:
        print(f"  all    n={len(every):4d}  added p50 {1000 * percentile(every, 0.5):5.0f} ms"
              f"  p99 {1000 * percentile(every, 0.99):5.0f} ms  mean "
              f"{1000 * statistics.fmean(every):5.0f} ms")
    print(f"  table: the longest gap between 10 ms ticks {1000 * max(gaps):.0f} ms; "
          f"p99 {1000 * percentile(gaps, 0.99):.0f} ms over {len(gaps)} ticks")
    c.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
