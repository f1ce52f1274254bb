"""One running copy per person: a second start hands its file to the first window.

Two copies would autosave over each other's unfinished game and write the
settings and the hand history from two places at once. The first copy holds a
lock file in the state folder and listens on a local socket named after that
folder. A later start finds the lock, sends its arguments (a ``.pinochle`` file
to open) to that socket and quits; the first window comes to the front and
opens the file.

A copy that crashed leaves its lock file behind; ``QLockFile`` sees that the
process written in it is gone and takes the lock over, so nobody is locked out.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "running.lock"
#: how long a second copy waits for the first one to answer (ms)
ANSWER_MS = 5000


def server_name(folder: Path) -> str:
    """A local-socket name that is the same for every copy using ``folder``."""
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"pinochle-desktop-{digest}"


class SingleInstance(QObject):
    """The lock and the hand-over channel for the state folder ``folder``."""

    #: another start asked this copy to come forward (and open these files)
    activated = Signal(list)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        #: connections from later starts, with what they sent so far
        self._buffers: dict[QLocalSocket, bytearray] = {}

    def acquire(self) -> bool:
        """Take the lock: True when no other copy is running on this folder."""
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # held for the whole session: only a dead owner is stale
        if not lock.tryLock(100):
            if lock.error() != QLockFile.LockError.LockFailedError:
                return True  # a folder we cannot lock in: run rather than refuse
            if not (lock.removeStaleLockFile() and lock.tryLock(100)):
                return False
        self._lock = lock
        return True

    def listen(self) -> bool:
        """Accept hand-overs from later starts (after :meth:`acquire` succeeded)."""
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        if not server.listen(self.name):
            # a socket left by a copy that crashed: ours now, since we hold the lock
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._buffers[socket] = bytearray()
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(self._drop)

    def _read(self) -> None:
        for socket, buffer in list(self._buffers.items()):
            if not socket.bytesAvailable():
                continue
            buffer.extend(bytes(socket.readAll().data()))
            if buffer.endswith(b"\n"):
                self._handle(bytes(buffer))
                buffer.clear()
                socket.disconnectFromServer()

    def _drop(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        self._read()  # a message that arrived with the goodbye
        closed = QLocalSocket.LocalSocketState.UnconnectedState
        for socket in [s for s in self._buffers if s.state() == closed]:
            del self._buffers[socket]
            socket.deleteLater()

    def _handle(self, data: bytes) -> None:
        try:
            message = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return  # not one of ours: ignore it
        files = message.get("open", []) if isinstance(message, dict) else []
        self.activated.emit([f for f in files if isinstance(f, str)])

    def hand_over(self, files: list[str], wait_ms: int = ANSWER_MS) -> bool:
        """Ask the running copy to come forward and open ``files``.

        False when it does not answer (hung, or still starting).
        """
        from PySide6.QtCore import QDeadlineTimer, QThread
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        deadline = QDeadlineTimer(wait_ms)
        while True:  # the running copy may be starting: it listens just after its lock
            socket.connectToServer(self.name)
            if socket.waitForConnected(max(1, deadline.remainingTime())):
                break
            if deadline.hasExpired():
                return False
            QThread.msleep(50)
        message = json.dumps({"open": [str(Path(f).resolve()) for f in files]}) + "\n"
        socket.write(message.encode("utf-8"))
        # once written, the message waits in the socket for the running copy
        ok = socket.waitForBytesWritten(max(500, deadline.remainingTime()))
        socket.disconnectFromServer()
        return ok

    def release(self) -> None:
        for socket in list(self._buffers):
            socket.abort()
        self._drop()
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
