"""Arguments that are not text (a file name in another encoding) never reach Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pinochle_desktop.cli import PROGRAM, not_text_problems, text_arguments

#: "café.pinochle" written in Latin-1: not UTF-8, so Python keeps the é as a lone surrogate
LATIN1_NAME = b"caf\xe9.pinochle"


def test_arguments_that_are_not_text_are_left_out_and_named() -> None:
    name = os.fsdecode(LATIN1_NAME)
    kept, left_out = text_arguments(["pinochle-desktop", "--verbose", name, "game.pinochle"])
    assert kept == ["pinochle-desktop", "--verbose", "game.pinochle"]
    assert left_out == [name]
    [sentence] = not_text_problems(left_out)
    assert "caf\ufffd.pinochle" in sentence and "Rename" in sentence
    sentence.encode("utf-8")  # the sentence itself can be shown


def test_a_program_name_that_is_not_text_is_replaced() -> None:
    kept, left_out = text_arguments([os.fsdecode(b"/opt/sp\xe9l/pinochle-desktop")])
    assert kept == [PROGRAM] and left_out == []


def test_an_option_that_is_not_text_is_named_as_an_option() -> None:
    [sentence] = not_text_problems([os.fsdecode(b"--colour=r\xf6t")])
    assert "--colour=r\ufffdt" in sentence and "option" in sentence


def test_a_saved_game_named_in_latin_1_gets_a_sentence_not_a_crash(tmp_path: Path) -> None:
    """The real program, given such a name on the command line: it starts, and says
    the file must be renamed (the self-test reports the box's words), where it used
    to die in QApplication with a segmentation fault."""
    path = os.fsencode(tmp_path) + b"/" + LATIN1_NAME
    with open(path, "wb"):
        pass
    env = dict(os.environ, PINOCHLE_DESKTOP_HOME=str(tmp_path / "home"),
               QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop", "--self-test", path],
                            env=env, capture_output=True, text=True, timeout=240, check=False)
    assert result.returncode == 1, result.stderr[-2000:]  # a failure reported, not a signal
    report = json.loads(result.stdout[result.stdout.index("{"):])
    [failure] = report["failures"]
    assert "caf\ufffd.pinochle" in failure and "Rename the file" in failure
    assert report["table_cards"] >= 8


CRASH_IN_RUN = """
import ctypes
import pinochle_desktop.app
pinochle_desktop.app.run = lambda argv: ctypes.string_at(0)  # a crash inside the start
from pinochle_desktop.__main__ import main
main()
"""


def test_a_crash_before_the_log_exists_leaves_a_traceback(tmp_path: Path) -> None:
    env = dict(os.environ, PINOCHLE_DESKTOP_HOME=str(tmp_path),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    env.pop("PYTHONFAULTHANDLER", None)
    result = subprocess.run([sys.executable, "-c", CRASH_IN_RUN], env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    assert "Fatal Python error: Segmentation fault" in result.stderr
    assert "__main__.py" in result.stderr  # where it happened
