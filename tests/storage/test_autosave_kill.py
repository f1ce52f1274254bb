"""A game process killed hard (SIGKILL) mid-game resumes exactly from its autosave.

The child plays a partnership game with random legal moves, autosaving after
every move as the table does (each bid, trump, card...; fsynced only
when a hand ends), a little slower than a computer could (so the kill lands
mid-game). The parent polls the autosave until it shows enough tricks, kills
the child, then resumes: the autosave must replay to the very position the
same moves give, and the game must play on to the end from there.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.storage.savegame import autosave_path, clear_autosave, read_autosave

from .conftest import UserDirs
from .drive import play, random_action, snapshot, tricks_done

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import random, sys, time
from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.storage.savegame import SaveMeta, write_autosave
from pinochle_desktop.storage.seats import SeatInfo
from tests.storage.drive import random_action

seed, pause = int(sys.argv[1]), float(sys.argv[2])
state = new_game(preset("partnership"), seed=seed)
rng = random.Random(seed)
seats = [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, 4)]
meta = SaveMeta(seats, game_id="killed")
while not state.is_terminal:
    state.apply(random_action(state, rng))
    if not state.is_terminal:
        write_autosave(state, meta)
    time.sleep(pause)
print("the game ended before the kill", flush=True)
"""


def start_child(seed: int, pause: float) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(seed), str(pause)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def autosaved_tricks(path: Path) -> int:
    """Tricks in the autosave right now (0 if there is none yet)."""
    try:
        data = json.loads(path.read_bytes())
    except FileNotFoundError:
        return 0
    plays = sum(1 for e in data["game"]["log"] if e.split(":", 1)[1].startswith("play "))
    return plays // 4


def wait_for_tricks(proc: subprocess.Popen[bytes], path: Path, tricks: int) -> None:
    deadline = time.monotonic() + 30
    while autosaved_tricks(path) < tricks:
        if proc.poll() is not None:
            raise AssertionError(f"the game process stopped: {proc.communicate()}")
        if time.monotonic() > deadline:
            proc.kill()
            raise AssertionError("no autosave with enough tricks within 30 s")
        time.sleep(0.01)


def same_moves(seed: int, moves: int):  # type: ignore[no-untyped-def]
    """The position after the child's first ``moves`` moves, replayed here."""
    state = new_game(preset("partnership"), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(random_action(state, rng))
    return state


def test_killed_game_resumes_exactly(user_dirs: UserDirs) -> None:
    seed = 2024
    path = autosave_path()
    assert path.parent == user_dirs.state
    proc = start_child(seed, pause=0.004)
    try:
        wait_for_tricks(proc, path, 14)  # past the first hand's 12 tricks
    finally:
        proc.kill()  # SIGKILL: no cleanup, no flush, no atexit
        proc.wait(timeout=10)
    assert proc.returncode != 0
    found = read_autosave()
    assert found is not None
    resumed, meta = found
    assert meta.game_id == "killed" and meta.seats[0].name == "Me"
    tricks = tricks_done(resumed)
    assert tricks >= 14
    # the very position after the last move written, whatever kind of move it was
    assert snapshot(resumed) == snapshot(same_moves(seed, len(resumed.log)))
    # and the game goes on to the end from there
    play(resumed, random.Random(seed), 100_000)
    assert resumed.is_terminal
    clear_autosave()
    assert not any(user_dirs.state.iterdir())


def test_kill_at_any_moment_leaves_a_usable_autosave(user_dirs: UserDirs) -> None:
    """No pause: the child rewrites the autosave as fast as it can; kill it at odd times."""
    path = autosave_path()
    for attempt, seed in enumerate((7, 8)):
        proc = start_child(seed, pause=0.0)
        try:
            wait_for_tricks(proc, path, 3 + attempt)
            time.sleep(0.013 * (attempt + 1))
        finally:
            proc.kill()
            proc.wait(timeout=10)
        assert proc.returncode != 0, "the game ended before it could be killed"
        found = read_autosave()
        assert found is not None
        state, _ = found
        assert snapshot(state) == snapshot(same_moves(seed, len(state.log)))
        clear_autosave()
