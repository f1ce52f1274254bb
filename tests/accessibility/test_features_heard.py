"""From outside the game, as a screen reader: the coach's question, a lesson's steps, the
review's analysis and a challenge's results reach the accessibility bus in words.

Runs :mod:`feature_session` under a virtual X server with the AT-SPI bus (see
:mod:`test_screen_reader` for what it needs; skipped, saying which is missing, without).
The computer players are the easy ones, the review is read as its first decisions are
judged, and the challenge is a single deal played through: each session takes from
about fifteen seconds (the coach) to about a minute (the challenge) on an idle machine.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .test_screen_reader import HERE, LACKING, ROOT, SYSTEM_PYTHON

pytestmark = pytest.mark.skipif(bool(LACKING), reason=f"no screen-reader stack: {LACKING}")

FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


@pytest.fixture
def short_home() -> Iterator[Path]:
    """A folder with a short path: the game's socket lives under it, and a socket's path
    has a limit (a test's own temporary folder may be too long)."""
    home = Path(tempfile.mkdtemp(prefix="a11y-", dir="/tmp"))
    yield home
    shutil.rmtree(home, ignore_errors=True)


def prepared_home(home: Path, monkeypatch: pytest.MonkeyPatch, *,
                  history: bool = False) -> Path:
    """A new player's folders: easy computer players, and with ``history`` one recorded
    hand of a partnership game the person played."""
    from pinochle_desktop.storage.settings import SEAT_LEVELS, Settings

    with monkeypatch.context() as patch:
        patch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
        for name in FOLDERS:
            (home / name.lower()).mkdir(mode=0o700, parents=True)
            patch.setenv(name, str(home / name.lower()))
        settings = Settings.load()
        settings[SEAT_LEVELS] = ["easy"] * len(settings[SEAT_LEVELS])
        assert settings.save() is None
        if history:
            from pinochle_desktop.storage import HistoryDB

            from ..ui.history_helpers import record_game

            db = HistoryDB()
            record_game(db, "partnership", seed=11, game_id="a11y", hands=1, level="easy")
            db.close()
    return home


def run_feature(home: Path, monkeypatch: pytest.MonkeyPatch, feature: str, *,
                history: bool = False, seconds: float = 150) -> dict[str, Any]:
    prepared_home(home, monkeypatch, history=history)
    out = home / f"{feature}.json"
    subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "feature_session.py"),
                    "--python", sys.executable, "--root", str(ROOT), "--out", str(out),
                    "--feature", feature, "--home", str(home), "--seconds", str(seconds)],
                   check=True, timeout=seconds + 120, capture_output=True)
    data: dict[str, Any] = json.loads(out.read_text())
    return data


def said(data: dict[str, Any]) -> list[str]:
    return [h["text"] for h in data["heard"] if h["kind"] in ("notification", "announcement")]


def judge_timed_out(home: Path) -> bool:
    """The game's log says the coach's judge gave no answer in its time (a loaded
    machine: the move then goes through unjudged, by design)."""
    return any("the coach could not judge a move" in log.read_text(errors="replace")
               for log in home.rglob("*.log"))


def test_the_coach_question_is_heard_with_its_answers_and_escape_takes_the_bid_back(
        short_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = run_feature(short_home, monkeypatch, "coach")
    if "stuck" in data and judge_timed_out(short_home):  # once more, in a fresh home
        again = Path(tempfile.mkdtemp(prefix="a11y-", dir="/tmp"))
        try:
            data = run_feature(again, monkeypatch, "coach")
        finally:
            shutil.rmtree(again, ignore_errors=True)
    assert "stuck" not in data, data
    question = data["question"]
    assert question["role"] in ("alert", "dialog"), question
    assert question["name"] == "The coach's warning", question
    # what the judge says, spoken with the box: why it costs and the Expert's choice
    assert "is likely to be set" in question["description"], question
    assert "The Expert would rather: " in question["description"], question
    words = " ".join(p["name"] + " " + p["description"] + " " + p["text"]
                     for p in data["question_parts"])
    assert "Are you sure? This move is likely to cost you." in words, words
    assert "The Expert would rather" in words, words
    buttons = {p["name"] for p in data["question_parts"] if p["role"] == "push button"}
    assert {"Take the move back", "Play the move anyway"} <= buttons, data["question_parts"]
    # Escape: the question is gone, no bid was made, the bid box still waits
    assert data["question_after_escape"] is None, data["question_after_escape"]
    assert not any(text.startswith("You bid") for text in data["said_after_escape"]), \
        data["said_after_escape"]
    assert "Taken back: it is still your turn." in data["said_after_escape"], \
        data["said_after_escape"]
    assert data["bid_box_after_escape"] is not None
    assert not any(text.startswith("You bid") for text in said(data)), said(data)


def test_a_lesson_says_each_step_and_ctrl_4_brings_the_keyboard_to_its_words(
        short_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = run_feature(short_home, monkeypatch, "lesson")
    assert "stuck" not in data, data
    steps = data["lesson_said"]
    assert len(steps) >= 2 and len(set(steps)) == len(steps), steps
    # the panel's words are readable: the step's title and its explanation
    for parts, step in ((data["first_parts"], steps[0]), (data["second_parts"], steps[1])):
        shown = {p["name"]: p for p in parts}
        assert "Lesson step" in shown and "Explanation" in shown, parts
        heading, body = shown["Lesson step"], shown["Explanation"]
        assert heading["description"] and body["description"], parts
        assert step == f"Lesson: {heading['description']}. {body['description']}", (step, parts)
    # Ctrl+4 from elsewhere: the focus lands inside the Lesson panel
    assert data["ctrl4_focus"], data
    lineage = data["ctrl4_lineage"]
    assert any(line.startswith("panel: Lesson") for line in lineage[1:]), lineage
    assert data["away_focus"] not in data["ctrl4_focus"], data


def test_the_review_analysis_names_each_decision_with_its_cost(
        short_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = run_feature(short_home, monkeypatch, "review", history=True)
    assert "stuck" not in data, data
    items = data["items"]
    assert items, "no list named \"Analysis of your decisions\" with the decisions judged"
    for item in items:
        assert item["role"] == "list item", item
        name = item["name"]
        # the decision in words, and what it cost (or that the Expert agrees)
        assert re.search(r"\b(bids?|bidding|pass(es|ing)?|trump|bur(y|ies|ying)|"
                         r"play(s|ing)?|trick)\b", name, re.IGNORECASE), name
        assert re.search(r"cost about \d+|no cost worth counting|Expert: the same", name), name
        assert not any(sign in name for sign in "♠♥♦♣"), name



def test_a_challenge_results_window_is_named_said_and_read_in_words(
        short_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = run_feature(short_home, monkeypatch, "challenge", seconds=200)
    assert "stuck" not in data, data
    results = data["results"]
    assert results["role"] == "dialog", results
    assert results["name"].startswith("Challenge the Expert: Results"), results
    # what is said as it opens: the deal, the comparison with the Expert, the series
    opening = results["description"]
    assert opening.startswith("Deal 1 of "), opening
    assert re.search(r"(You did \d+ points better than the Expert|The Expert did \d+ points "
                     r"better than you|You and the Expert came out the same)\.", opening), opening
    # the comparison is said as it becomes known, as the table's own news is
    comparison = [text for text in data["said"] if "than the Expert" in text or
                  "than you" in text or "came out the same" in text]
    assert comparison, data["said"]
    # every part is readable in words: the table of results has names, no suit's sign
    parts = data["results_parts"]
    assert any(p["role"] == "table" and p["name"] == "Your result and the Expert's"
               for p in parts), parts
    signs = [p for p in parts if any(sign in p["name"] + p["description"] for sign in "♠♥♦♣")]
    assert not signs, signs
    assert not any(sign in text for text in comparison for sign in "♠♥♦♣"), comparison
