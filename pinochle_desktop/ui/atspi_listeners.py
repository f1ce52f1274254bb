"""Whether a screen reader on the desktop's accessibility bus listens for announcements.

Qt sends each announcement as the AT-SPI event ``object:announcement``; Orca 46
and newer speak it, Orca 43 to 45 do not (they speak the notifications of
:mod:`.speech_channel` instead, which newer Orca speaks too: the same text twice).
The AT-SPI registry knows which events the screen readers asked for
(``org.a11y.atspi.Registry.GetRegisteredEvents``); its answer, an array of
(bus name, event) pairs, is one PySide6's QtDBus cannot read, so
:func:`registered_events` asks the registry itself, over the bus's Unix socket,
in the D-Bus wire format (little or big endian, as the bus answers).

Only the registry's answer is read from the socket, and each length in it is
checked against the message before anything is taken from it.
"""

from __future__ import annotations

import os
import socket
import struct
import sys
import threading
import time

#: the registry's name, path and interface on the accessibility bus
REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry")
#: the largest answer read (the registry lists a few hundred short strings at most)
MAX_MESSAGE = 1 << 20


class _Reader:
    """Reads D-Bus values from a message at their alignments."""

    def __init__(self, data: bytes, little: bool) -> None:
        self.data = data
        self.pos = 0
        self.order = "<" if little else ">"

    def align(self, size: int) -> None:
        self.pos += -self.pos % size

    def take(self, count: int) -> bytes:
        if count < 0 or self.pos + count > len(self.data):
            raise ValueError("a D-Bus message shorter than its lengths say")
        out = self.data[self.pos:self.pos + count]
        self.pos += count
        return out

    def byte(self) -> int:
        return self.take(1)[0]

    def uint32(self) -> int:
        self.align(4)
        value: int = struct.unpack(self.order + "I", self.take(4))[0]
        return value

    def string(self) -> str:
        size = self.uint32()
        text = self.take(size).decode("utf-8", "replace")
        self.take(1)  # its nul
        return text

    def signature(self) -> str:
        size = self.byte()
        text = self.take(size).decode("ascii", "replace")
        self.take(1)
        return text

    def value(self, kind: str) -> object:
        if kind in "so":
            return self.string()
        if kind == "g":
            return self.signature()
        if kind == "u":
            return self.uint32()
        if kind == "y":
            return self.byte()
        raise ValueError(f"a D-Bus header field of type {kind!r}")


class _Writer:
    def __init__(self) -> None:
        self.data = bytearray()

    def align(self, size: int) -> None:
        self.data += b"\0" * (-len(self.data) % size)

    def byte(self, value: int) -> None:
        self.data.append(value)

    def uint32(self, value: int) -> None:
        self.align(4)
        self.data += struct.pack("<I", value)

    def string(self, text: str) -> None:
        raw = text.encode()
        self.uint32(len(raw))
        self.data += raw + b"\0"

    def signature(self, text: str) -> None:
        raw = text.encode()
        self.byte(len(raw))
        self.data += raw + b"\0"


def method_call(serial: int, destination: str, path: str, interface: str, member: str) -> bytes:
    """A D-Bus method call with no arguments, little endian."""
    fields = _Writer()
    for code, kind, value in ((1, "o", path), (2, "s", interface), (3, "s", member),
                              (6, "s", destination)):
        fields.align(8)
        fields.byte(code)
        fields.signature(kind)
        fields.string(value)
    head = _Writer()
    head.data += b"l\x01\x00\x01"
    head.uint32(0)  # no body
    head.uint32(serial)
    head.uint32(len(fields.data))
    head.align(8)
    head.data += fields.data
    head.align(8)
    return bytes(head.data)


def parse_message(data: bytes) -> tuple[int, int | None, str, bytes, bool] | None:
    """``(type, reply serial, signature, body, little endian)`` of the first whole
    message in ``data`` (None while it is not all there)."""
    if len(data) < 16:
        return None
    little = data[:1] == b"l"
    if not little and data[:1] != b"B":
        raise ValueError("not a D-Bus message")
    order = "<" if little else ">"
    kind = data[1]
    body_size, _serial, fields_size = struct.unpack(order + "III", data[4:16])
    start = 16 + fields_size + (-(16 + fields_size) % 8)
    if body_size > MAX_MESSAGE or fields_size > MAX_MESSAGE:
        raise ValueError("a D-Bus message too long")
    if len(data) < start + body_size:
        return None
    reader = _Reader(data[:16 + fields_size], little)
    reader.pos = 16
    reply_to: int | None = None
    signature = ""
    while reader.pos < 16 + fields_size:
        reader.align(8)
        code = reader.byte()
        value = reader.value(reader.signature())
        if code == 5 and isinstance(value, int):
            reply_to = value
        elif code == 8 and isinstance(value, str):
            signature = value
    return kind, reply_to, signature, data[start:start + body_size], little


def parse_events(body: bytes, little: bool) -> list[tuple[str, str]]:
    """The (bus name, event) pairs of a ``a(ss)`` body."""
    reader = _Reader(body, little)
    size = reader.uint32()
    reader.align(8)
    end = reader.pos + size
    if end > len(body):
        raise ValueError("a D-Bus array longer than its message")
    out: list[tuple[str, str]] = []
    while reader.pos < end:
        reader.align(8)
        out.append((reader.string(), reader.string()))
    return out


def _connect(address: str, timeout: float) -> socket.socket:
    for part in address.split(";"):
        kind, _, rest = part.partition(":")
        if kind != "unix":
            continue
        keys = dict(item.partition("=")[::2] for item in rest.split(","))
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        if "path" in keys:
            sock.connect(_unescape(keys["path"]))
        elif "abstract" in keys:
            sock.connect("\0" + _unescape(keys["abstract"]))
        else:
            sock.close()
            continue
        return sock
    raise OSError("no Unix socket in the accessibility bus's address")


def _unescape(text: str) -> str:
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "%" and i + 2 < len(text):
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
        else:
            out += text[i].encode()
            i += 1
    return out.decode()


def registered_events(address: str, timeout: float = 1.0) -> list[tuple[str, str]]:
    """The (bus name, event) pairs the screen readers on the accessibility bus at
    ``address`` asked for (``"Object:Announcement:"``, ...). Raises OSError or
    ValueError when the bus does not answer as D-Bus does."""
    with _connect(address, timeout) as sock:
        sock.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode() + b"\r\n")
        line = b""
        while not line.endswith(b"\r\n"):
            chunk = sock.recv(512)
            if not chunk or len(line) > 4096:
                raise OSError("the accessibility bus did not answer")
            line += chunk
        if not line.startswith(b"OK"):
            raise OSError("the accessibility bus refused the connection")
        sock.sendall(b"BEGIN\r\n")
        sock.sendall(method_call(1, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                 "org.freedesktop.DBus", "Hello"))
        sock.sendall(method_call(2, *REGISTRY, "GetRegisteredEvents"))
        data = b""
        while True:
            parsed = parse_message(data)
            if parsed is None:
                chunk = sock.recv(65536)
                if not chunk or len(data) > MAX_MESSAGE:
                    raise OSError("the accessibility bus closed before the registry answered")
                data += chunk
                continue
            kind, reply_to, signature, body, little = parsed
            fields_size = struct.unpack(("<" if little else ">") + "I", data[12:16])[0]
            start = 16 + fields_size + (-(16 + fields_size) % 8)
            data = data[start + len(body):]
            if reply_to != 2:
                continue
            if kind != 2 or signature != "a(ss)":
                raise OSError("the accessibility registry did not list its listeners")
            return parse_events(body, little)


def takes_announcements(events: list[tuple[str, str]]) -> bool:
    """Whether any listener asked for ``object:announcement`` (or every object event)."""
    for _bus, event in events:
        parts = [p.lower() for p in event.split(":")]
        if parts[0] in ("", "object") and (len(parts) < 2 or parts[1] in ("", "announcement")):
            return True
    return False


class ListenerWatch:
    """What the screen readers on the accessibility bus listen for, looked up again now
    and then on a thread of its own (never on the GUI thread): :attr:`announcements` is
    True when one takes Qt's announcements, False when none does, None while unknown
    (no bus, no answer yet, or not a desktop with AT-SPI)."""

    #: seconds between two looks (a screen reader started or quit meanwhile is seen)
    EVERY = 5.0

    def __init__(self) -> None:
        self.announcements: bool | None = None
        #: a look has ended (with an answer or without one)
        self.looked_once = False
        self._looked = -self.EVERY
        self._thread: threading.Thread | None = None

    @property
    def first_look_under_way(self) -> bool:
        """The first look has started and not ended: who listens is about to be known."""
        return not self.looked_once and self._thread is not None and self._thread.is_alive()

    def refresh(self) -> None:
        """Look again if the last look is old and none is under way."""
        if sys.platform in ("win32", "darwin"):
            return
        now = time.monotonic()
        if now - self._looked < self.EVERY or (self._thread and self._thread.is_alive()):
            return
        self._looked = now
        self._thread = threading.Thread(target=self._look, name="atspi-listeners", daemon=True)
        self._thread.start()

    #: how long each try of a look waits for the registry, s (a busy desktop answers late)
    TRIES = (1.0, 2.0, 4.0)

    def _look(self) -> None:
        answer: bool | None = None
        try:
            address = os.environ.get("AT_SPI_BUS_ADDRESS") or _bus_address()
            for wait in self.TRIES if address else ():
                try:
                    answer = takes_announcements(registered_events(address, wait))
                    break
                except OSError:  # no answer in time, or the registry not up yet
                    continue
        except (OSError, ValueError):
            answer = None
        finally:
            self.announcements = answer
            self.looked_once = True


def _bus_address() -> str:
    """The accessibility bus's address, from the session bus ("" when there is none)."""
    from PySide6.QtDBus import QDBusConnection, QDBusMessage

    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return ""
    reply = bus.call(QDBusMessage.createMethodCall("org.a11y.Bus", "/org/a11y/bus",
                                                   "org.a11y.Bus", "GetAddress"))
    args = reply.arguments()
    return args[0] if args and isinstance(args[0], str) else ""


__all__ = ["ListenerWatch", "method_call", "parse_events", "parse_message", "registered_events",
           "takes_announcements"]
