"""Opening a hand history of 10,000 hands: time to open the database and list the first page.

Plays real partnership, three-handed and double-deck games with random legal
moves to get a pool of genuine hand records (with their game states for
replay), then records them as 10,000 hands of separate games spread over a
year into a temporary database, the way the GUI does (one ``record_hand`` per
hand). Then, several times over, it opens the database, lists the first page
(100 newest hands), counts the hands and computes the statistics.

    python bench/history_open.py [--hands N] [--page N] [--json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import platform
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pinochle_desktop.engine import Phase, new_game, preset  # noqa: E402
from pinochle_desktop.storage.handrecord import HandRecord, hand_record_from_state  # noqa: E402
from pinochle_desktop.storage.history import HistoryDB  # noqa: E402
from pinochle_desktop.storage.seats import SeatInfo  # noqa: E402

VARIANTS = ("partnership", "three_handed", "double_deck")
LEVELS = ("easy", "standard", "expert")


def real_hands(
    pool: int, seed: int = 1, per_game: int = 30
) -> list[tuple[HandRecord, dict[str, Any]]]:
    """Genuine records of ``pool`` hands (with the game state after each), at most
    ``per_game`` from each game."""
    out: list[tuple[HandRecord, dict[str, Any]]] = []
    rng = random.Random(seed)
    game = 0
    while len(out) < pool:
        variant = VARIANTS[game % len(VARIANTS)]
        state = new_game(preset(variant), seed=seed + game)
        seats = [SeatInfo("You")] + [
            SeatInfo(f"CPU {i}", LEVELS[game % 3]) for i in range(1, state.num_players)
        ]
        while not state.is_terminal and len(out) < pool and state.hand_number < per_game:
            legal = state.legal_actions()
            if state.phase == Phase.BID:
                legal = [a for a in legal if a.kind == "bid"][:1] + [
                    a for a in legal if a.kind == "pass"
                ]
            state.apply(rng.choice(legal))
            if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                record = hand_record_from_state(state, 0, f"pool{game}", seats=seats)
                out.append((record, state.to_dict()))
        game += 1
    return out


def fill(db: HistoryDB, hands: int, pool: list[tuple[HandRecord, dict[str, Any]]]) -> float:
    """Record ``hands`` hands; return the mean ms per ``record_hand``."""
    start_time = datetime(2024, 1, 1, tzinfo=UTC)
    t = time.perf_counter()
    for i in range(hands):
        record, game = pool[i % len(pool)]
        copy = i // len(pool)
        when = start_time + timedelta(minutes=52 * i)
        record = dataclasses.replace(
            record,
            game_id=f"{record.game_id}-{copy}",
            played_at=when.strftime("%Y-%m-%d %H:%M:%S"),
        )
        db.record_hand(record, game)
    return (time.perf_counter() - t) * 1000 / hands


def timed(fn: Any) -> tuple[float, Any]:
    t = time.perf_counter()
    value = fn()
    return (time.perf_counter() - t) * 1000, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--pool", type=int, default=600, help="distinct real hands to play")
    parser.add_argument("--page", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="history-bench-") as tmp:
        measure(args, Path(tmp) / "history.sqlite3")


def measure(args: argparse.Namespace, path: Path) -> None:
    t = time.perf_counter()
    pool = real_hands(args.pool)
    play_s = time.perf_counter() - t
    with HistoryDB(path) as db:
        record_ms = fill(db, args.hands, pool)
        db.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size_mb = path.stat().st_size / 2**20

    rounds: dict[str, list[float]] = {
        "open": [],
        "first_page": [],
        "count": [],
        "stats": [],
        "open_and_first_page": [],
        "filtered_page": [],
        "get_hand": [],
    }
    for _ in range(args.rounds):
        ms_open, db = timed(lambda: HistoryDB(path))
        ms_page, rows = timed(partial(db.list_hands, limit=args.page))
        ms_count, total = timed(db.count_hands)
        ms_filter, _ = timed(
            partial(
                db.list_hands,
                variant="three_handed",
                result="set",
                my_contract_only=True,
                limit=args.page,
            )
        )
        ms_get, _ = timed(partial(db.get_hand, rows[0].id))
        ms_stats, _ = timed(db.stats)
        db.close()
        assert total == args.hands and len(rows) == min(args.page, args.hands)
        for key, value in (
            ("open", ms_open),
            ("first_page", ms_page),
            ("count", ms_count),
            ("stats", ms_stats),
            ("open_and_first_page", ms_open + ms_page),
            ("filtered_page", ms_filter),
            ("get_hand", ms_get),
        ):
            rounds[key].append(value)
    medians = {k: round(statistics.median(v), 2) for k, v in rounds.items()}
    first = {k: round(v[0], 2) for k, v in rounds.items()}
    info = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "hands": args.hands,
        "db_mb": round(size_mb, 1),
        "record_hand_ms": round(record_ms, 3),
        "pool_hands": args.pool,
        "pool_play_s": round(play_s, 1),
    }
    if args.json:
        print(json.dumps({"info": info, "median_ms": medians, "first_round_ms": first}, indent=2))
        return
    print(
        f"hand history with {args.hands} hands: {size_mb:.1f} MB "
        f"(record_hand: {record_ms:.3f} ms per hand)"
    )
    print(f"  median of {args.rounds} rounds (first round in brackets), ms:")
    for key in rounds:
        print(f"    {key:22s} {medians[key]:8.2f}   ({first[key]:.2f})")


if __name__ == "__main__":
    main()
