"""The window reads the game through observations and the controller's queries: the
engine state stays inside the controller (``ui/play/controller.py`` and its base
class ``ui/play/table_events.py``), so what the game knows is said in one place."""

from __future__ import annotations

import ast
from pathlib import Path

import pinochle_desktop.ui

UI = Path(pinochle_desktop.ui.__file__).parent
#: the controller's own modules, which hold the state
OWNERS = {Path("play/controller.py"), Path("play/table_events.py")}


def state_reads(source: str) -> list[tuple[int, str]]:
    """Each ``<something>.state`` read in ``source`` (line, text); a call such as
    ``animation.state()`` is a Qt method, not the game."""
    tree = ast.parse(source)
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    return [(node.lineno, ast.unparse(node)) for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "state"
            and id(node) not in called]


def test_the_check_finds_a_state_read() -> None:
    assert state_reads("rules = self.controller.state.rules\n") == [
        (1, "self.controller.state")]
    assert state_reads("c = window.controller\nphase = c.state\n") == [(2, "c.state")]
    assert state_reads("running = self._anim.state() == 2\n") == []


def test_no_window_module_reads_the_controllers_state() -> None:
    found = [f"{path.relative_to(UI)}:{line}: {text}"
             for path in sorted(UI.rglob("*.py")) if path.relative_to(UI) not in OWNERS
             for line, text in state_reads(path.read_text(encoding="utf-8"))]
    assert not found, ("read the game through the controller's queries or an "
                       "observation, not its state:\n" + "\n".join(found))
