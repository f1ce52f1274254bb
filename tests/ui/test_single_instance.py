"""A second start of the program hands its file to the running window."""

from __future__ import annotations

import json
import logging
import os
import resource
import signal
import stat
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.single_instance import (
    CLIENT_MS,
    LOCK_NAME,
    MESSAGE_LIMIT,
    WATCH_MS,
    SingleInstance,
    is_private_folder,
)


@pytest.fixture(autouse=True)
def _own_runtime_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Sockets (and those a killed copy leaves) go to a runtime folder of the test's own."""
    with tempfile.TemporaryDirectory(prefix="rt") as folder:  # short: socket paths are short
        Path(folder).chmod(0o700)
        monkeypatch.setenv("XDG_RUNTIME_DIR", folder)
        yield


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


# -- the channel is private ------------------------------------------------------------


def _socket_file(guard: SingleInstance) -> Path:
    """The file behind the guard's socket name (Qt puts a bare name in its temp folder)."""
    name = Path(guard.name)
    return name if name.is_absolute() else Path(QDir.tempPath()) / name


def _private(folder: Path) -> Path:
    folder.mkdir(parents=True)
    folder.chmod(0o700)
    return folder


@pytest.fixture
def short_tmp() -> Iterator[Path]:
    """A temporary folder with a short path (a socket's path has a length limit, as
    ``/run/user/1000`` is short)."""
    with tempfile.TemporaryDirectory(prefix="pd-", dir="/tmp") as folder:
        yield Path(folder)


def test_the_socket_is_in_the_players_runtime_folder(
        short_tmp: Path, tmp_path: Path, qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = _private(short_tmp / "runtime")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    first = SingleInstance(tmp_path / "state")
    assert first.acquire() and first.listen()
    try:
        socket = _socket_file(first)
        assert socket.parent == runtime
        assert stat.S_ISSOCK(socket.lstat().st_mode)
        with qtbot.waitSignal(first.activated, timeout=5000) as got:
            assert SingleInstance(tmp_path / "state").hand_over(["game.pinochle"])
        assert got.args == [[str((Path.cwd() / "game.pinochle").resolve())]]
    finally:
        first.release()


def test_without_a_runtime_folder_the_socket_is_where_only_the_player_can_go(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    first = SingleInstance(tmp_path / "state")
    assert first.acquire() and first.listen()
    try:
        folder = _socket_file(first).parent
        assert folder.is_relative_to(tmp_path / "state")  # not the shared temp folder
        info = folder.lstat()
        assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
        assert stat.S_IMODE(info.st_mode) == 0o700
    finally:
        first.release()


@pytest.mark.parametrize("kind", ["open to others", "a link", "a file"])
def test_a_runtime_folder_that_is_not_private_is_not_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    target = _private(tmp_path / "elsewhere")
    runtime = tmp_path / "runtime"
    if kind == "open to others":
        runtime.mkdir()
        runtime.chmod(0o755)
    elif kind == "a link":
        runtime.symlink_to(target)
    else:
        runtime.write_text("")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    first = SingleInstance(tmp_path / "state")
    assert first.acquire() and first.listen()
    try:
        folder = _socket_file(first).parent
        assert folder.is_relative_to(tmp_path / "state")
        assert stat.S_IMODE(folder.lstat().st_mode) == 0o700
        assert not any(target.iterdir())
    finally:
        first.release()


def test_what_makes_a_folder_private(tmp_path: Path) -> None:
    good = _private(tmp_path / "good")
    assert is_private_folder(good)
    wide = tmp_path / "wide"
    wide.mkdir()
    for mode in (0o750, 0o705, 0o770, 0o701):
        wide.chmod(mode)
        assert not is_private_folder(wide), oct(mode)
    link = tmp_path / "link"
    link.symlink_to(good)
    assert not is_private_folder(link)
    assert not is_private_folder(good, owner=os.getuid() + 1)  # someone else's
    (tmp_path / "file").write_text("")
    assert not is_private_folder(tmp_path / "file")
    assert not is_private_folder(tmp_path / "missing")


@pytest.mark.parametrize("kind", ["a link", "open to others"])
def test_a_planted_folder_is_refused_and_the_player_is_told(
        tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """Someone made the private folder's name first: nothing is put there, nothing
    is sent there, and the window says why files cannot reach it."""
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    state = tmp_path / "state"
    state.mkdir()
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    theirs.chmod(0o777)
    if kind == "a link":
        (state / "run").symlink_to(theirs)
    else:
        (state / "run").mkdir()
        (state / "run").chmod(0o777)
    first = SingleInstance(state)
    assert first.acquire()
    assert not first.listen()
    assert "run" in first.problem and "Open" in first.problem
    assert not any(theirs.iterdir()) and not any((state / "run").iterdir())
    second = SingleInstance(state)
    with qtbot.assertNotEmitted(first.activated, wait=300):
        assert not second.hand_over(["secret.pinochle"], wait_ms=300)
    assert "cannot be passed" in second.problem and "run" in second.problem
    first.release()


def test_no_file_names_go_to_a_folder_that_was_opened_to_others(
        tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    first = SingleInstance(tmp_path)
    assert first.acquire() and first.listen()
    _socket_file(first).parent.chmod(0o755)
    with qtbot.assertNotEmitted(first.activated, wait=300):
        assert not SingleInstance(tmp_path).hand_over(["secret.pinochle"], wait_ms=300)
    first.release()


# -- what arrives is checked -----------------------------------------------------------


def _connect(guard: SingleInstance) -> QLocalSocket:
    socket = QLocalSocket()
    socket.connectToServer(guard.name)
    assert socket.waitForConnected(2000)
    return socket


def _still_answers(guard: SingleInstance, qtbot: QtBot, seen: list[list[str]]) -> None:
    """A real second start is still heard, and nothing else was taken for one."""
    with qtbot.waitSignal(guard.activated, timeout=5000):
        assert SingleInstance(guard.folder).hand_over(["real.pinochle"])
    assert seen == [[str((Path.cwd() / "real.pinochle").resolve())]]


@pytest.fixture
def listening(tmp_path: Path) -> Iterator[tuple[SingleInstance, list[list[str]]]]:
    guard = SingleInstance(tmp_path)
    assert guard.acquire() and guard.listen()
    seen: list[list[str]] = []
    guard.activated.connect(seen.append)
    yield guard, seen
    guard.release()


BAD_MESSAGES = {
    "not JSON": b"{not json\n",
    "a list": b"[1, 2]\n",
    "a number for the files": b'{"open": 5}\n',
    "text for the files": b'{"open": "abc"}\n',
    "a number for a file": b'{"open": [1]}\n',
    "an empty name": b'{"open": [""]}\n',
    "an extra order": b'{"open": ["a.pinochle"], "quit": true}\n',
    "too many files": json.dumps({"open": ["a"] * 1000}).encode() + b"\n",
    "a name that is not text": b'{"open": ["\\udce9.pinochle"]}\n',
    "bytes that are not UTF-8": b'{"open": ["caf\xe9.pinochle"]}\n',
    "nested deeply": b"[" * 30_000 + b"]" * 30_000 + b"\n",
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000 + b"\n",
    "far too long": json.dumps({"open": ["x" * 100_000]}).encode() + b"\n",
}


@pytest.mark.parametrize("data", BAD_MESSAGES.values(), ids=BAD_MESSAGES.keys())
def test_a_message_that_is_not_ours_is_dropped_and_logged(
        listening: tuple[SingleInstance, list[list[str]]], qtbot: QtBot,
        caplog: pytest.LogCaptureFixture, data: bytes) -> None:
    """No crash box, no file opened; the window still hears the next real start."""
    guard, seen = listening
    stranger = _connect(guard)
    stranger.write(data)
    qtbot.waitUntil(lambda: stranger.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                    timeout=5000)
    assert any(r.levelno >= logging.WARNING for r in caplog.records)
    _still_answers(guard, qtbot, seen)


@pytest.mark.parametrize("data", [b"", b'{"open": ['], ids=["nothing", "half a message"])
def test_a_connection_that_does_not_finish_is_closed(
        listening: tuple[SingleInstance, list[list[str]]], qtbot: QtBot, data: bytes) -> None:
    guard, seen = listening
    stranger = _connect(guard)
    stranger.write(data)
    qtbot.waitUntil(lambda: stranger.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                    timeout=3 * CLIENT_MS)
    _still_answers(guard, qtbot, seen)


def test_an_endless_stream_is_cut_off(
        listening: tuple[SingleInstance, list[list[str]]], qtbot: QtBot) -> None:
    """Bytes without an end of line are not kept beyond one message's size."""
    guard, seen = listening
    stranger = _connect(guard)
    stranger.write(b"a" * (4 * MESSAGE_LIMIT))
    qtbot.waitUntil(lambda: stranger.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                    timeout=CLIENT_MS // 2)  # before the time limit: the size did it
    _still_answers(guard, qtbot, seen)


FLOOD = """
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QLocalSocket
app = QCoreApplication([])
held = []
for _ in range(int(sys.argv[2])):
    socket = QLocalSocket()
    socket.connectToServer(sys.argv[1])
    if socket.waitForConnected(1000):
        held.append(socket)
print("held", len(held), flush=True)
sys.stdin.read()  # idle until the test is done
"""


def test_many_idle_connections_do_not_silence_the_window(
        listening: tuple[SingleInstance, list[list[str]]], qtbot: QtBot) -> None:
    """Idle connections by the hundred, on a program allowed few open files: the
    window keeps few of them and still takes the next real start's file."""
    guard, seen = listening
    flood = subprocess.Popen([sys.executable, "-c", FLOOD, guard.name, "600"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    in_use = len(os.listdir("/proc/self/fd"))
    resource.setrlimit(resource.RLIMIT_NOFILE, (in_use + 200, hard))
    try:
        assert flood.stdout is not None
        lines: list[str] = []
        reader = threading.Thread(target=lambda: lines.append(flood.stdout.readline()))
        reader.start()
        qtbot.waitUntil(lambda: not reader.is_alive(), timeout=60_000)
        assert lines[0].startswith("held")
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    try:
        _still_answers(guard, qtbot, seen)
    finally:
        flood.communicate("", timeout=30)


def test_the_window_listens_again_when_its_socket_is_gone(
        listening: tuple[SingleInstance, list[list[str]]], qtbot: QtBot) -> None:
    """Qt closes a server that runs out of file descriptors and removes its socket:
    within a few seconds the window listens again."""
    guard, seen = listening
    _socket_file(guard).unlink()
    qtbot.waitUntil(lambda: _socket_file(guard).exists(), timeout=3 * WATCH_MS)
    _still_answers(guard, qtbot, seen)
