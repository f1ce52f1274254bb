"""One running copy per person: a second start hands its file to the first window.

Two copies would autosave over each other's unfinished game and write the
settings and the hand history from two places at once. The first copy holds a
lock file in the state folder and listens on a local socket. A later start
finds the lock, sends its arguments (a ``.pinochle`` file to open) to that
socket and quits; the first window comes to the front and opens the file.

The socket lives in a folder only this user can enter: the session's runtime
folder (``XDG_RUNTIME_DIR``) when it is the user's own and closed to others,
else a ``run`` folder made with mode 0700 in the state folder. A folder that
is a link, belongs to someone else or is open to others is refused, so another
person on the computer can neither take the hand-over's place (and learn the
names of the files the player opens) nor talk to the window. On Windows the
socket is a named pipe that only this user may open.

What arrives is bounded before it is read: one line of at most
:data:`MESSAGE_LIMIT` bytes, sent within :data:`CLIENT_MS`, holding
``{"open": [path, ...]}`` with few, short paths; at most
:data:`MAX_CONNECTIONS` are served at once (the oldest is closed for a new
one). Anything else is closed and logged, never shown to the player. A server
that stops listening (Qt closes it when the program runs out of file
descriptors) is started again by a watch timer.

A copy that crashed leaves its lock file behind; ``QLockFile`` sees that the
process written in it is gone and takes the lock over, so nobody is locked out.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QTimer, Signal

from ..storage import paths
from ..storage.jsonfile import decode_json

if TYPE_CHECKING:
    # loaded where the channel is made or used: taking the lock at start-up needs none
    # of it, and listening waits for the window's first paint
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

LOCK_NAME = "running.lock"
#: the private folder made in the state folder when there is no usable runtime folder
RUN_FOLDER = "run"
#: the socket's name in that folder
SOCKET_NAME = "hand-over"
#: how long a second copy waits for the first one to answer (ms)
ANSWER_MS = 5000
#: the most one hand-over message may hold, in bytes (its newline included)
MESSAGE_LIMIT = 64 * 1024
#: a connection that has not sent its whole message by then is closed (ms)
CLIENT_MS = 2000
#: connections served at once; a new one closes the oldest beyond this
MAX_CONNECTIONS = 8
#: the most files one message may name, and the longest name (characters)
MAX_FILES = 16
MAX_NAME = 4096
#: how often the running copy checks that it still listens (ms)
WATCH_MS = 2000
#: the longest socket path the system takes (``sun_path``: 104 bytes on macOS, with its end)
SOCKET_PATH_LIMIT = 103



def _sha1(data: bytes) -> Any:
    """SHA-1 from Python's own module when it has one: hashlib loads OpenSSL first,
    which costs start-up time; the digest is the same either way."""
    try:
        from _sha1 import sha1
    except ImportError:  # another Python
        from hashlib import sha1
    return sha1(data)


def server_name(folder: Path) -> str:
    """A local-socket name that is the same for every copy using ``folder``."""
    digest = _sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"pinochle-desktop-{digest}"


def is_private_folder(path: Path, owner: int | None = None) -> bool:
    """True when ``path`` itself (not a link to it) is a folder of ``owner`` (this
    user) that nobody else may enter, list or write in."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    expected = os.getuid() if owner is None else owner
    return (stat.S_ISDIR(info.st_mode) and info.st_uid == expected
            and not info.st_mode & (stat.S_IRWXG | stat.S_IRWXO))


def _is_own_socket(path: str) -> bool:
    """True when ``path`` is a socket of this user (not a link, a file, or someone else's)."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid()


def _fits(path: Path) -> bool:
    return len(os.fsencode(path)) <= SOCKET_PATH_LIMIT


class Refused(Exception):
    """No private place for the hand-over socket; the message says why, for the player."""


def channel_address(folder: Path, *, create: bool = False) -> str:
    """Where the copy using the state folder ``folder`` listens: a socket path in a
    private folder (a pipe name on Windows). ``create`` makes the private folder
    in ``folder`` when the runtime folder cannot be used. Refused if there is no
    private place."""
    if sys.platform == "win32":
        return server_name(folder)
    runtime = paths.runtime_dir()
    if runtime is not None and is_private_folder(runtime):
        candidate = runtime / server_name(folder)
        if _fits(candidate):
            return str(candidate)
    elif runtime is not None:
        log.debug("the runtime folder %s is not private to this user: not used", runtime)
    own = folder / RUN_FOLDER
    if create:
        try:
            own.mkdir(mode=paths.PRIVATE_DIR)  # never follows a link: a name there fails
        except FileExistsError:
            pass
        except OSError as exc:
            raise Refused(translate(
                "SingleInstance", "the folder {folder} could not be made ({reason})"
            ).format(folder=own, reason=exc.strerror or exc)) from None
    if not is_private_folder(own):
        raise Refused(translate(
            "SingleInstance", "the folder {folder} is not a private folder of yours"
        ).format(folder=own))
    candidate = own / SOCKET_NAME
    if not _fits(candidate):
        raise Refused(translate(
            "SingleInstance", "the folder {folder} has too long a name").format(folder=own))
    return str(candidate)


def _expected_address(folder: Path) -> str:
    """Where the channel would be, before :meth:`SingleInstance.listen` checks and makes it."""
    try:
        return channel_address(folder)
    except Refused:
        return str(folder / RUN_FOLDER / SOCKET_NAME)


def read_message(line: bytes) -> list[str]:
    """The files a later start asked to open, from its message (one line of JSON).

    ValueError, with the reason for the log, when the line is not a message of ours.
    """
    if len(line) > MESSAGE_LIMIT:
        raise ValueError("longer than a hand-over message")
    data: Any = decode_json(line)  # a nesting too deep is refused there, not a crash
    if not isinstance(data, dict) or set(data) != {"open"}:
        raise ValueError('not {"open": [...]}')
    files = data["open"]
    if not isinstance(files, list) or len(files) > MAX_FILES:
        raise ValueError(f'"open" is not a list of at most {MAX_FILES} file names')
    for name in files:
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or "\0" in name:
            raise ValueError("a file name that is not a path")
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: no file name Qt could hold
            raise ValueError("a file name that is not text") from None
    return list(files)


class _Visitor:
    """A connection from a later start: what it sent so far, and its deadline."""

    def __init__(self, socket: QLocalSocket, timer: QTimer) -> None:
        self.socket = socket
        self.timer = timer
        self.buffer = bytearray()


class SingleInstance(QObject):
    """The lock and the hand-over channel for the state folder ``folder``."""

    #: another start asked this copy to come forward (and open these files)
    activated = Signal(list)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        #: what later starts connect to (a socket path; a pipe name on Windows)
        self.name = _expected_address(folder)
        #: why this copy cannot take hand-overs, in a sentence for the player; or ""
        self.problem = ""
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._visitors: dict[QLocalSocket, _Visitor] = {}
        self._crowded = False
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check_listening)

    def acquire(self) -> bool:
        """Take the lock: True when no other copy is running on this folder."""
        paths.ensure_dir(self.folder)
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # held for the whole session: only a dead owner is stale
        if not lock.tryLock(100):
            if lock.error() != QLockFile.LockError.LockFailedError:
                return True  # a folder we cannot lock in: run rather than refuse
            if not (lock.removeStaleLockFile() and lock.tryLock(100)):
                return False
        self._lock = lock
        return True

    # -- the running copy ---------------------------------------------------------------

    def listen(self) -> bool:
        """Accept hand-overs from later starts (after :meth:`acquire` succeeded).

        False, with :attr:`problem` saying why, when no private channel can be made;
        the watch timer keeps trying, so a passing failure mends itself.
        """
        ok = self._listen()
        self._watch.start()
        return ok

    def _listen(self) -> bool:
        from PySide6.QtNetwork import QLocalServer

        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
        try:
            self.name = channel_address(self.folder, create=True)
        except Refused as exc:
            return self._failed(str(exc))
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.setMaxPendingConnections(MAX_CONNECTIONS)
        if not server.listen(self.name):
            # a socket left by a copy that crashed: ours now, since we hold the lock
            if sys.platform == "win32" or _is_own_socket(self.name):
                QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                server.deleteLater()
                return self._failed(server.errorString())
        server.newConnection.connect(self._accept)
        self._server = server
        if self.problem:
            log.info("hand-over channel at %s again", self.name)
        self.problem = ""
        return True

    def _failed(self, reason: str) -> bool:
        problem = _hand_over_problem(reason)
        if problem != self.problem:  # said once, not at every try of the watch timer
            log.warning("no hand-over channel: %s", reason)
        self.problem = problem
        return False

    def _check_listening(self) -> None:
        """Listen again if the server was closed, or its socket taken away."""
        server = self._server
        if server is not None and server.isListening() and (
                sys.platform == "win32" or _is_own_socket(self.name)):
            return
        if server is not None:
            log.warning("the hand-over channel stopped (%s): listening again",
                        server.errorString() or "its socket is gone")
        self._listen()

    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is None:
                break
            while len(self._visitors) >= MAX_CONNECTIONS:
                if not self._crowded:
                    log.warning("more than %d hand-over connections at once: the oldest "
                                "are closed", MAX_CONNECTIONS)
                    self._crowded = True
                self._close(next(iter(self._visitors)))
            socket.setReadBufferSize(MESSAGE_LIMIT)
            timer = QTimer(socket)  # the slots find their socket as the timer's parent
            timer.setSingleShot(True)
            timer.timeout.connect(self._too_slow)
            timer.start(CLIENT_MS)
            self._visitors[socket] = _Visitor(socket, timer)
            # slots that know their socket as the sender: a lambda holding the socket
            # keeps it shared with Python, and deleting it then crashes
            socket.readyRead.connect(self._ready_read)
            socket.disconnected.connect(self._goodbye)
            if socket.bytesAvailable():  # sent before it was accepted
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        visitor = self._visitors.get(socket)
        if visitor is None:
            return
        files: list[str] | None = None
        try:
            room = MESSAGE_LIMIT - len(visitor.buffer)
            visitor.buffer.extend(bytes(socket.read(room).data()))
            end = visitor.buffer.find(b"\n")
            if end < 0:
                if len(visitor.buffer) >= MESSAGE_LIMIT:
                    log.warning("a hand-over message over %d bytes: closed", MESSAGE_LIMIT)
                    self._close(socket)
                return
            try:
                files = read_message(bytes(visitor.buffer[:end]))
            except ValueError as exc:
                log.warning("a hand-over message that is not ours (%s): ignored", exc)
            self._close(socket, gently=True)
        except Exception:  # whatever a stranger sends, the window goes on
            log.exception("a hand-over connection failed")
            self._close(socket)
            return
        if files is not None:
            self.activated.emit(files)

    def _ready_read(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _too_slow(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        timer = self.sender()
        socket = timer.parent() if timer is not None else None
        if isinstance(socket, QLocalSocket) and socket in self._visitors:
            log.info("a hand-over connection sent no message within %d ms: closed", CLIENT_MS)
            self._close(socket)

    def _goodbye(self) -> None:
        """A later start disconnected: read what came with the goodbye, then forget it."""
        from PySide6.QtNetwork import QLocalSocket

        socket = self.sender()
        if not isinstance(socket, QLocalSocket):
            return
        if socket in self._visitors and socket.bytesAvailable():
            self._read(socket)
        self._close(socket)

    def _close(self, socket: QLocalSocket, *, gently: bool = False) -> None:
        visitor = self._visitors.pop(socket, None)
        if visitor is None:
            return
        visitor.timer.stop()
        if not self._visitors:
            self._crowded = False
        if gently:
            socket.disconnectFromServer()
        else:
            socket.abort()
        socket.deleteLater()

    # -- a later start ------------------------------------------------------------------

    def hand_over(self, files: list[str], wait_ms: int = ANSWER_MS) -> bool:
        """Ask the running copy to come forward and open ``files``.

        False when it does not answer (hung, or still starting), or when its
        channel is not in a private folder of this user's: the file names are
        then sent nowhere, and :attr:`problem` says why.
        """
        from PySide6.QtCore import QDeadlineTimer, QThread
        from PySide6.QtNetwork import QLocalSocket

        message = json.dumps({"open": [str(Path(f).resolve()) for f in files]}) + "\n"
        socket = QLocalSocket()
        deadline = QDeadlineTimer(wait_ms)
        while True:  # the running copy may be starting: it listens just after its lock
            try:
                address = channel_address(self.folder)
            except Refused as exc:
                if os.path.lexists(self.folder / RUN_FOLDER):  # there, but not private
                    log.warning("not handing over: %s", exc)
                    self.problem = translate(
                        "SingleInstance", "Pinochle Desktop is already open, but files cannot "
                        "be passed to it: {reason}. Open them in its window with Game > Open…"
                    ).format(reason=exc)
                    return False
                address = ""  # not made yet: the running copy is starting
            if address and (sys.platform == "win32" or _is_own_socket(address)):
                socket.connectToServer(address)
                if socket.waitForConnected(max(1, deadline.remainingTime())):
                    break
            if deadline.hasExpired():
                return False
            QThread.msleep(50)
        socket.write(message.encode("utf-8"))
        # once written, the message waits in the socket for the running copy
        ok = socket.waitForBytesWritten(max(500, deadline.remainingTime()))
        socket.disconnectFromServer()
        return ok

    def release(self) -> None:
        self._watch.stop()
        for socket in list(self._visitors):
            self._close(socket)
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _hand_over_problem(reason: str) -> str:
    return translate(
        "SingleInstance", "Saved games you open while Pinochle Desktop is running cannot "
        "reach this window: {reason}. Open them with Game > Open… instead."
    ).format(reason=reason)
