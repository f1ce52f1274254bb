"""A second start of the program hands its file to the running window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.single_instance import LOCK_NAME, SingleInstance


def test_second_copy_hands_its_file_to_the_first(tmp_path: Path, qtbot: QtBot) -> None:
    first = SingleInstance(tmp_path)
    assert first.acquire()
    assert first.listen()
    second = SingleInstance(tmp_path)
    assert not second.acquire()  # the first copy is running
    with qtbot.waitSignal(first.activated, timeout=5000) as got:
        assert second.hand_over(["game.pinochle"])
    assert got.args == [[str((Path.cwd() / "game.pinochle").resolve())]]
    first.release()


def test_hand_over_from_another_process(tmp_path: Path, qtbot: QtBot) -> None:
    """The real case: a second program start that sends its file and exits at once."""
    first = SingleInstance(tmp_path)
    assert first.acquire() and first.listen()
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from pinochle_desktop.ui.single_instance import SingleInstance\n"
        "app = QCoreApplication([])\n"
        "guard = SingleInstance(Path(sys.argv[1]))\n"
        "sys.exit(0 if not guard.acquire() and guard.hand_over([sys.argv[2]]) else 3)\n"
    )
    with qtbot.waitSignal(first.activated, timeout=10000) as got:
        child = subprocess.Popen(
            [sys.executable, "-c", code, str(tmp_path), str(tmp_path / "saved.pinochle")],
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        )
    assert child.wait(10) == 0
    assert got.args == [[str(tmp_path / "saved.pinochle")]]
    first.release()


def test_start_without_a_file_only_brings_the_window_forward(
    tmp_path: Path, qtbot: QtBot
) -> None:
    first = SingleInstance(tmp_path)
    assert first.acquire() and first.listen()
    with qtbot.waitSignal(first.activated, timeout=5000) as got:
        assert SingleInstance(tmp_path).hand_over([])
    assert got.args == [[]]
    first.release()


def test_lock_is_free_again_after_the_first_copy_quits(tmp_path: Path) -> None:
    first = SingleInstance(tmp_path)
    assert first.acquire()
    first.release()
    again = SingleInstance(tmp_path)
    assert again.acquire()
    again.release()


def test_a_copy_that_does_not_answer_is_reported(tmp_path: Path) -> None:
    holder = SingleInstance(tmp_path)
    assert holder.acquire()  # locked, but not listening (a hung copy)
    assert not SingleInstance(tmp_path).hand_over(["x.pinochle"], wait_ms=300)
    holder.release()


def test_other_folders_do_not_interfere(tmp_path: Path) -> None:
    a = SingleInstance(tmp_path / "a")
    b = SingleInstance(tmp_path / "b")
    assert a.acquire() and b.acquire()
    assert a.name != b.name
    a.release()
    b.release()


def test_a_crashed_copy_does_not_lock_anyone_out(tmp_path: Path) -> None:
    """The lock of a killed process is taken over, and its stale socket too."""
    child = subprocess.Popen(
        [sys.executable, "-c", (
            "import sys\n"
            "from pathlib import Path\n"
            "from PySide6.QtCore import QCoreApplication\n"
            "from pinochle_desktop.ui.single_instance import SingleInstance\n"
            "app = QCoreApplication([])\n"
            "guard = SingleInstance(Path(sys.argv[1]))\n"
            "assert guard.acquire() and guard.listen()\n"
            "print('locked', flush=True)\n"
            "app.exec()\n"  # holds the lock until killed
        ), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "locked"
        assert not SingleInstance(tmp_path).acquire()  # alive: refused
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
    assert (tmp_path / LOCK_NAME).exists()  # left behind by the crash
    after = SingleInstance(tmp_path)
    assert after.acquire()
    assert after.listen()
    after.release()


def test_starting_the_game_twice_keeps_one_window(tmp_path: Path) -> None:
    """``pinochle-desktop`` run while it is open: the second start exits at once
    (its request went to the open window) and the first keeps running."""
    env = {
        **os.environ,
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
        "PINOCHLE_DESKTOP_HOME": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
    }
    first = subprocess.Popen([sys.executable, "-m", "pinochle_desktop"], env=env)
    try:
        # wait until the first copy answers (the hand-over keeps trying to connect)
        assert SingleInstance(tmp_path / "state").hand_over([], wait_ms=60_000)
        assert (tmp_path / "state" / LOCK_NAME).exists()
        second = subprocess.run(
            [sys.executable, "-m", "pinochle_desktop"], env=env, timeout=60, check=False
        )
        assert second.returncode == 0
        assert first.poll() is None  # still open
    finally:
        first.terminate()
        first.wait(10)
