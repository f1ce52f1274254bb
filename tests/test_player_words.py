"""Words a player reads: no names of our rule sources ("seed 004"), an unknown option
kept whole on one line."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.cli import CommandLine
from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences

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


def test_an_unknown_option_is_never_broken_over_two_lines(qtbot: QtBot, tmp_path: Path) -> None:
    """The box that says so at start-up wraps its words, never inside the option."""
    [problem] = CommandLine().parse(["pinochle-desktop", "--/frobnicate"]).problems
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    window = MainWindow(SyncThinker(), prefs, GameConfig.standard("partnership", seed=3),
                        start_box=True)
    qtbot.addWidget(window)
    window.notices.tell_at_start([problem])
    window.show()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "start_notes") is not None)
    box = window.findChild(QMessageBox, "start_notes")
    shown = box.informativeText()
    assert "--/frobnicate" in shown.replace("\u2060", "")
    for width in range(60, 700, 5):  # however narrow the box the sentence wraps in
        layout = QTextLayout(shown, box.font())
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(shown[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
        words = [text.replace("\u2060", "").strip() for text in lines]
        assert any("--/frobnicate" in text for text in words), (width, words)
    box.close()
    window.controller.stop()
