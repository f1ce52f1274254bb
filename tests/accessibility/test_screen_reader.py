"""A screen reader, from outside the game, hears the whole table.

The game runs under a virtual X server with the AT-SPI bus, as a player's
desktop runs it; :mod:`table_session` (the system's Python with ``gi``'s
``Atspi``) listens on the bus and plays part of a hand by keyboard. Orca 43
(Debian 12) speaks a notification that is shown, not Qt's ``object:announcement``,
so what the other seats do must arrive as notifications; a screen reader that
listens for announcements (Orca 46 and newer) gets them alone, never both.

Needs Debian's ``xvfb``, ``xdotool``, ``dbus`` (``dbus-run-session``),
``at-spi2-core``, ``python3-gi`` and ``gir1.2-atspi-2.0``; skipped, saying which
is missing, without them (CI installs them).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
OTHERS = r"(?:West|North|East)"


def missing() -> str:
    """What of the screen-reader stack this machine lacks ("" when nothing)."""
    lacking = [tool for tool in ("Xvfb", "xdotool", "dbus-run-session") if not shutil.which(tool)]
    if not any(Path(p).exists() for p in LAUNCHERS):
        lacking.append("at-spi2-core (at-spi-bus-launcher)")
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0')"],
            capture_output=True).returncode != 0:
        lacking.append("python3-gi with gir1.2-atspi-2.0")
    return ", ".join(lacking)


LACKING = missing()
pytestmark = pytest.mark.skipif(bool(LACKING), reason=f"no screen-reader stack: {LACKING} "
                                "(apt-get install xvfb xdotool dbus at-spi2-core python3-gi "
                                "gir1.2-atspi-2.0)")


def fixed_deal(path: Path) -> Path:
    """A saved game of one partnership deal (the same hand every run), standard players."""
    from pinochle_desktop.engine import new_game, preset
    from pinochle_desktop.storage import SaveMeta, SeatInfo, save_game

    state = new_game(preset("partnership"), seed=7)
    seats = [SeatInfo("You", None)] + [SeatInfo(name, "standard")
                                       for name in ("West", "North", "East")]
    save_game(path, state, SaveMeta(seats=seats))
    return path


def session_items(tmp_path: Path, *extra: str) -> list[dict[str, str]]:
    """What the listener heard, in order: ``kind``, ``text`` and ``at`` (seconds)."""
    out = tmp_path / "heard.json"
    game = fixed_deal(tmp_path / "deal.pinochle")
    subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "table_session.py"),
                    "--python", sys.executable, "--root", str(ROOT), "--out", str(out),
                    "--cards", "2", "--seconds", "150", *extra, "--", str(game)],
                   check=True, timeout=240, capture_output=True)
    items: list[dict[str, str]] = json.loads(out.read_text())["heard"]
    return items


def by_kind(items: list[dict[str, str]]) -> dict[str, list[str]]:
    heard: dict[str, list[str]] = {}
    for item in items:
        heard.setdefault(item["kind"], []).append(item["text"])
    return heard


def play_part_of_a_hand(tmp_path: Path, *extra: str) -> dict[str, list[str]]:
    return by_kind(session_items(tmp_path, *extra))


def any_of(pattern: str, texts: list[str]) -> bool:
    return any(re.fullmatch(pattern, text) for text in texts)


def test_the_other_seats_bids_cards_and_tricks_reach_orca(tmp_path: Path) -> None:
    heard = play_part_of_a_hand(tmp_path)
    spoken = heard.get("notification", [])
    assert "stuck" not in heard, heard
    assert any_of(rf"{OTHERS} (passes|bids \d+)\.", spoken), spoken
    assert any_of(rf"{OTHERS} plays the \w+ of \w+\.", spoken), spoken
    assert any_of(rf"(You take|{OTHERS} takes) the trick\.", spoken), spoken
    assert "Your turn: play a card." in spoken, spoken
    # the player's own moves in the second person, cards in words
    assert any_of(r"You (pass|bid \d+)\.", spoken), spoken
    assert any_of(r"You play the \w+ of \w+\.", spoken), spoken
    assert not any(re.search(r"\bYou (passes|bids|plays|takes)\b|[♠♥♦♣]", t) for t in spoken)


def test_a_screen_reader_that_takes_announcements_hears_each_text_once(tmp_path: Path) -> None:
    """Orca 46 and newer speak Qt's announcements and the notifications both: such a
    listener gets the announcements alone once the game can announce. (A text said
    while Qt's bridge to the bus is still starting cannot be announced: it comes
    as a notification, once.)"""
    items = session_items(tmp_path, "--announcements")
    heard = by_kind(items)
    announced = heard.get("announcement", [])
    assert "stuck" not in heard, heard
    assert any_of(rf"{OTHERS} plays the \w+ of \w+\.", announced), announced
    assert "Your turn: play a card." in announced, announced
    announcements = [(float(i["at"]), i["text"]) for i in items if i["kind"] == "announcement"]
    first = min(at for at, _ in announcements)
    for item in items:
        if item["kind"] == "notification":
            at, text = float(item["at"]), item["text"]
            assert at <= first, f"a notification after the announcements began: {item}"
            assert not any(t == text and abs(a - at) < 2.0 for a, t in announcements), \
                f"heard both ways: {text}"


@pytest.mark.skipif(not (ROOT / "pinochle_desktop/resources/translations/pinochle_de.qm").exists(),
                    reason="the German catalogue is not compiled "
                    "(python packaging/translations.py compile)")
def test_in_german_the_other_seats_reach_orca_too(tmp_path: Path) -> None:
    heard = play_part_of_a_hand(tmp_path, "--language", "de")
    spoken = heard.get("notification", [])
    assert "stuck" not in heard, heard
    others = r"(?:West|Nord|Ost)"
    assert any_of(rf"{others} (passt|reizt \d+)\.", spoken), spoken
    assert any_of(rf"{others}: [\w-]+\.", spoken), spoken
    assert any_of(r"Stich: \w+\.", spoken), spoken
    assert "Du bist dran: spiel eine Karte." in spoken, spoken
    assert not any(re.search(r"[♠♥♦♣]", t) for t in spoken)
