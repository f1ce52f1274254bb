"""Words a player reads: no names of our rule sources ("seed 004"), an unknown option
kept whole on one line."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication

from pinochle_desktop.cli import CommandLine

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pinochle_desktop"
#: how the sources of the rules are named inside the project, never to players
SOURCE_NAMES = re.compile(r"(?<!-)\bseed(?:'s\b| 0\d\d\b)", re.IGNORECASE)
#: calls whose literal text reaches a player (translated words, the rule options' help)
SHOWN = {"translate", "QT_TRANSLATE_NOOP", "_opt"}


def shown_literals(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in SHOWN:
            continue
        for arg in node.args:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append((node.lineno, arg.value))
    return found


def test_no_player_words_name_the_rule_sources() -> None:
    bad = [f"{path.relative_to(ROOT)}:{line}: {text}"
           for path in sorted(PACKAGE.rglob("*.py"))
           for line, text in shown_literals(path) if SOURCE_NAMES.search(text)]
    assert bad == []


def test_the_readme_does_not_name_the_rule_sources() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert SOURCE_NAMES.findall(readme) == []


def test_an_unknown_option_is_never_broken_over_two_lines(qapp: QApplication) -> None:
    [problem] = CommandLine().parse(["pinochle-desktop", "--/frobnicate"]).problems
    words = problem.replace("\u2060", "").replace("\u00a0", " ")
    assert "--/frobnicate" in words and "pinochle-desktop --help" in words
    for width in range(100, 700, 5):  # however narrow the box the sentence wraps in
        layout = QTextLayout(problem, qapp.font())
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(problem[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
        shown = [text.replace("\u2060", "").replace("\u00a0", " ").strip() for text in lines]
        for whole in ("--/frobnicate", "pinochle-desktop --help"):
            assert any(whole in text for text in shown), (width, shown)
