"""The command line: --help and --version without a window, Qt's own options, bad input."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_desktop import __version__
from pinochle_desktop.app import run
from pinochle_desktop.cli import CommandLine, info_answer


def test_help_lists_the_options_without_starting_the_game(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pinochle-desktop", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--help", "--version", "--verbose", "--self-test", "file"):
        assert option in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["pinochle-desktop", "--version"]) == 0
    assert capsys.readouterr().out.strip() == f"pinochle-desktop {__version__}"


def test_help_needs_no_display(tmp_path: Path) -> None:
    """On a terminal with no window system at all, --help still answers."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"  # would abort if a display were opened
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop", "--help"], env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert "--verbose" in result.stdout


def test_a_file_and_verbose_are_read() -> None:
    options = CommandLine().parse(["pinochle-desktop", "--verbose", "game.pinochle"])
    assert options.files == ["game.pinochle"]
    assert options.verbose and not options.self_test and not options.problems


def test_an_unknown_option_is_named_in_a_sentence_and_the_rest_still_counts() -> None:
    options = CommandLine().parse(["pinochle-desktop", "--colour=red", "game.pinochle"])
    assert options.files == ["game.pinochle"]
    assert len(options.problems) == 1
    assert "--colour" in options.problems[0] and "--help" in options.problems[0]


def test_only_the_first_of_several_files_is_opened() -> None:
    options = CommandLine().parse(["pinochle-desktop", "a.pinochle", "b.pinochle"])
    assert options.files[:1] == ["a.pinochle"]
    assert any("one saved game" in p for p in options.problems)


def test_an_enormous_unknown_option_is_shortened() -> None:
    options = CommandLine().parse(["pinochle-desktop", "--" + "x" * 10_000])
    assert len(options.problems[0]) < 200


def test_info_answer_is_none_for_a_normal_start() -> None:
    assert info_answer(["pinochle-desktop", "-style", "Fusion", "game.pinochle"]) is None


def test_the_game_starts_with_an_unknown_option_and_says_so(tmp_path: Path) -> None:
    """The real program (in its own process: a finished QApplication cannot paint again):
    an unknown option is named in a box, and the table is dealt all the same.

    ``--self-test`` counts any dialog as a failure and reports its words, which is
    how the box is seen here."""
    import json

    env = dict(os.environ, PINOCHLE_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop", "--no-such-option",
                             "--self-test"], env=env, capture_output=True, text=True,
                            timeout=240, check=False)
    report = json.loads(result.stdout[result.stdout.index("{"):])
    assert result.returncode == 1
    [failure] = report["failures"]
    assert "Pinochle Desktop started, but" in failure and "--no-such-option" in failure
    assert report["table_cards"] >= 8 and report["card_pictures"] == 51


def test_a_german_desktop_gets_the_game_in_german(tmp_path: Path) -> None:
    """The Language preference's default follows the system: with a German desktop
    (LANG) the real program speaks German from its first box, and Qt's own words too."""
    import json

    env = dict(os.environ, PINOCHLE_DESKTOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               LANG="de_DE.UTF-8", LANGUAGE="de_DE", LC_ALL="de_DE.UTF-8")
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop", "--no-such-option",
                             "--self-test"], env=env, capture_output=True, text=True,
                            timeout=240, check=False)
    report = json.loads(result.stdout[result.stdout.index("{"):])
    [failure] = report["failures"]
    assert "Pinochle Desktop wurde gestartet, aber" in failure, failure
    assert "started, but" not in failure
    assert report["translations"] == {"de": {"ours": True, "qt": True}}
