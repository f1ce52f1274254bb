"""Every command of the README's strength table runs as printed: each is run with one
deal (a loop over seeds: its first seed), and must finish and print its figures."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BEGIN = "<!-- strength table:"
END = "<!-- end of the strength table -->"
PREFIX = ["PYTHONPATH=.", "python", "-m", "pinochle_desktop.sim"]
#: the placement benchmark's rows
PLACEMENT = ["PYTHONPATH=.", "python", "bench/placement.py"]


def table_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index(BEGIN):readme.index(END)]
    return list(dict.fromkeys(line.rsplit("`", 2)[-2] for line in table.splitlines()
                              if line.startswith("|") and line.count("`") >= 2))


def one_deal(command: str, prefix: list[str] = PREFIX) -> list[str]:
    """The command's arguments with one deal (the loop's first seed); the loop's
    and the command's own shape are checked on the way."""
    loop = re.fullmatch(r"for seed in \$\(seq (\d+) (\d+)\); do (.+); done", command)
    if loop is not None:
        assert int(loop.group(1)) <= int(loop.group(2))
        command = loop.group(3).replace("$seed", loop.group(1))
    assert "..." not in command and "…" not in command, command
    words = shlex.split(command)
    assert words[:len(prefix)] == prefix, command
    arguments = words[len(prefix):]
    assert "--deals" in arguments, command
    arguments[arguments.index("--deals") + 1] = "1"
    return arguments


def test_the_table_has_commands() -> None:
    assert len(table_commands()) >= 4


@pytest.mark.parametrize("command", table_commands())
def test_a_strength_table_command_runs_as_printed(command: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if shlex.split(command)[:len(PLACEMENT)] == PLACEMENT:
        arguments = one_deal(command, PLACEMENT)
        arguments[arguments.index("--samples") + 1] = "4"
        result = subprocess.run([sys.executable, "bench/placement.py", *arguments, "--json"],
                                cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=600, check=False)
        assert result.returncode == 0, result.stderr[-2000:]
        assert json.loads(result.stdout)["results"]["all"]["decisions"] > 0
        return
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop.sim", *one_deal(command)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
                            check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    figures = json.loads(result.stdout)
    assert figures["sides"], figures
