"""Who listens for announcements: the registry's answer read from the D-Bus wire
format, and each text sent one way once that is known."""

from __future__ import annotations

import struct
import time

import pytest
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui import announce
from pinochle_desktop.ui.atspi_listeners import (
    parse_events,
    parse_message,
    takes_announcements,
)
from pinochle_desktop.ui.speech_channel import SpeechChannel


def _reply(pairs: list[tuple[str, str]], little: bool = True) -> bytes:
    """A method return of ``a(ss)`` to serial 2, as a bus sends it."""
    order = "<" if little else ">"
    body = bytearray()

    def pad(data: bytearray, size: int) -> None:
        data += b"\0" * (-len(data) % size)

    def string(data: bytearray, text: str) -> None:
        pad(data, 4)
        data += struct.pack(order + "I", len(text.encode())) + text.encode() + b"\0"

    items = bytearray(b"\0" * 8)  # the array's contents start 8-aligned after its length
    for bus, event in pairs:
        pad(items, 8)
        string(items, bus)
        string(items, event)
    body += struct.pack(order + "I", len(items) - 8) + b"\0" * 4 + items[8:]
    fields = bytearray()
    pad(fields, 8)
    fields += bytes([5]) + b"\x01u\0" + struct.pack(order + "I", 2)
    pad(fields, 8)
    fields += bytes([8]) + b"\x01g\0" + bytes([5]) + b"a(ss)\0"
    head = bytearray((b"l" if little else b"B") + b"\x02\x01\x01")
    head += struct.pack(order + "III", len(body), 7, len(fields))
    head += fields
    pad(head, 8)
    return bytes(head + body)


@pytest.mark.parametrize("little", [True, False])
def test_the_registry_answer_is_read_in_either_byte_order(little: bool) -> None:
    pairs = [(":1.4", "Object:Announcement:"), (":1.4", "Object:StateChanged:Showing")]
    parsed = parse_message(_reply(pairs, little))
    assert parsed is not None
    kind, reply_to, signature, body, was_little = parsed
    assert (kind, reply_to, signature, was_little) == (2, 2, "a(ss)", little)
    assert parse_events(body, little) == pairs
    assert parse_message(_reply(pairs, little)[:-3]) is None  # not all there yet


def test_a_length_beyond_the_message_is_refused() -> None:
    body = struct.pack("<I", 4000) + b"\0" * 4
    with pytest.raises(ValueError):
        parse_events(body, True)


def test_who_takes_announcements() -> None:
    assert takes_announcements([(":1.2", "Object:Announcement:")])
    assert takes_announcements([(":1.2", "Object:")])
    orca_43 = [(":1.0", "Object:StateChanged:Showing"), (":1.0", "Focus::"),
               (":1.0", "Window:Activate:")]
    assert not takes_announcements(orca_43)


def test_once_known_each_text_goes_one_way(qtbot: QtBot,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    window = QMainWindow()
    table = QWidget()
    window.setCentralWidget(table)
    qtbot.addWidget(window)
    window.show()
    speaker = announce.Announcer(table)
    channel = window.statusBar().findChild(SpeechChannel)
    assert channel is not None
    watch = announce._listeners
    monkeypatch.setattr(watch, "_looked", time.monotonic() + 3600)  # no look meanwhile
    monkeypatch.setattr(watch, "announcements", True)
    speaker.say("West passes.")
    assert channel.text != "West passes."  # the announcement alone
    monkeypatch.setattr(watch, "announcements", False)
    speaker.say("North passes.")
    assert channel.text == "North passes."
