"""``pinochle-sim --help`` reads as plain text and names every option, and
``--list-rules`` names every key ``--rule`` takes."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from pinochle_desktop import sim
from pinochle_desktop.engine.rules.fields import OPTION_INFO


def printed(argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        sim.parse_args(argv)
    assert done.value.code == 0
    return out.getvalue()


def test_the_help_is_plain_text_and_every_option_says_what_it_does() -> None:
    text = printed(["--help"])
    assert "``" not in text and "::" not in text
    options = re.findall(r"^  (--[a-z-]+)", text, re.MULTILINE)
    assert "--seed" in options and "--list-rules" in options
    for block in re.split(r"\n(?=  --)", text.split("options:", 1)[1].split("\n\n")[0])[1:]:
        name, _, words = block.strip().partition(" ")
        assert len(words.split()) >= 3, f"{name} has no help: {block!r}"


def test_list_rules_names_every_rule_key() -> None:
    text = printed(["--list-rules"])
    listed = re.findall(r"^  ([a-z_0-9]+) \(default ", text, re.MULTILINE)
    assert listed == list(OPTION_INFO)
