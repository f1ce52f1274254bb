"""Every window and dialog fits the screen it opens on, with no words cut short:
the main window, the review window, New Game and Preferences, in English and in
German, on an 800 x 600, a 1366 x 768 and a 2560 x 1440 screen.

The screens are simulated by Qt's offscreen platform (a configuration file
with the three side by side) in a fresh process: ``tests/ui/screens_check.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.ui.screens_check import SCREENS, screen_config

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ("main", "review", "new_game", "preferences")


@cache
def check(language: str, folder: str) -> dict[str, Any]:
    config = Path(folder) / "screens.json"
    config.write_text(json.dumps(screen_config()), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PINOCHLE_DESKTOP_HOME=str(Path(folder) / "home"), PINOCHLE_DESKTOP_SOUND="off",
               PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "tests.ui.screens_check", language,
                             str(Path(folder) / "files")], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    return report


@pytest.fixture(scope="module", params=["en", "de"])
def report(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return check(request.param, str(tmp_path_factory.mktemp(f"screens-{request.param}")))


@pytest.mark.parametrize("screen", [f"{w}x{h}" for w, h in SCREENS])
def test_each_window_is_on_the_screen_with_its_words_whole(report: dict[str, Any],
                                                           screen: str) -> None:
    for name in WINDOWS:
        window = report[screen][name]
        assert window["on_screen"], f"{name} at {window['frame']} on a free {window['free']}"
        assert window["cut"] == [], f"{name}: {window['cut']}"


def test_the_review_window_is_sized_from_the_screen(report: dict[str, Any]) -> None:
    """Most of a small screen and a large one alike, not one fixed size."""
    widths = []
    for w, h in SCREENS:
        _, _, width, height = report[f"{w}x{h}"]["review"]["frame"]
        assert width >= 0.85 * w and height >= 0.8 * h
        widths.append(width)
    assert widths == sorted(widths) and len(set(widths)) == len(widths)


def test_new_game_quotes_no_figures_of_another_variant(report: dict[str, Any]) -> None:
    """Three-handed is chosen: the levels were measured in partnership games, and the
    note says so rather than quoting those figures as this game's."""
    for w, h in SCREENS:
        note = report[f"{w}x{h}"]["new_game"]["level_note"]
        assert note
        assert not any(ch.isdigit() for ch in note), note  # no points, deals or interval


def test_preferences_put_their_columns_side_by_side_where_there_is_room(
        report: dict[str, Any]) -> None:
    """One column under the other only on a screen too narrow for both."""
    assert report["2560x1440"]["preferences"]["side_by_side"]
    assert report["1366x768"]["preferences"]["side_by_side"]
    width = report["800x600"]["preferences"]["frame"][2]
    assert width <= 800
