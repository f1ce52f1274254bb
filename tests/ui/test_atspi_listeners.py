"""Who listens for announcements: the registry's answer read from the D-Bus wire
format, and each text sent one way once that is known."""

from __future__ import annotations

import struct
import threading
import time

import pytest
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui import announce, atspi_listeners
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


def table_speaker(qtbot: QtBot) -> tuple[QMainWindow, announce.Announcer, SpeechChannel]:
    """A shown window, an announcer for the table in it, and the window's speech channel."""
    window = QMainWindow()
    table = QWidget()
    window.setCentralWidget(table)
    qtbot.addWidget(window)
    window.show()
    speaker = announce.Announcer(table)
    channel = window.statusBar().findChild(SpeechChannel)
    assert channel is not None
    return window, speaker, channel


def test_once_known_each_text_goes_one_way(qtbot: QtBot,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    _window, speaker, channel = table_speaker(qtbot)
    watch = announce._listeners
    monkeypatch.setattr(watch, "_looked", time.monotonic() + 3600)  # no look meanwhile
    monkeypatch.setattr(watch, "announcements", True)
    speaker.say("West passes.")
    assert channel.text != "West passes."  # the announcement alone
    monkeypatch.setattr(watch, "announcements", False)
    speaker.say("North passes.")
    assert channel.text == "North passes."


def test_texts_said_while_the_first_look_is_under_way_wait_for_its_answer(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    _window, speaker, channel = table_speaker(qtbot)
    heard: list[str] = []
    monkeypatch.setattr(channel, "speak", heard.append)
    watch = announce._listeners
    answered = threading.Event()
    look = threading.Thread(target=answered.wait, args=(30,), daemon=True)
    look.start()
    monkeypatch.setattr(watch, "_thread", look)
    monkeypatch.setattr(watch, "_looked", time.monotonic() + 3600)  # no other look
    monkeypatch.setattr(watch, "looked_once", False)
    monkeypatch.setattr(watch, "announcements", None)
    try:
        speaker.say("Your turn: bid.")
        speaker.say("You pass.")
        assert heard == []  # neither way yet: not both ways before the answer
        # the screen reader does not take announcements: the notifications, in order
        monkeypatch.setattr(watch, "announcements", False)
        watch.looked_once = True
    finally:
        answered.set()
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=5000)
    assert heard == ["Your turn: bid.", "You pass."]
    speaker.say("West passes.")
    assert heard[-1] == "West passes."  # known now: no waiting


def test_a_registry_that_answers_late_is_asked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[float] = []

    def registry(address: str, timeout: float = 1.0) -> list[tuple[str, str]]:
        asked.append(timeout)
        if len(asked) == 1:
            raise TimeoutError("timed out")  # a busy desktop
        return [(":1.2", "Object:Announcement:")]

    monkeypatch.setenv("AT_SPI_BUS_ADDRESS", "unix:path=/nonexistent")
    monkeypatch.setattr(atspi_listeners, "registered_events", registry)
    watch = atspi_listeners.ListenerWatch()
    watch.refresh()
    assert watch._thread is not None
    watch._thread.join(10)
    assert watch.looked_once and watch.announcements is True
    assert asked == list(watch.TRIES[:2])
