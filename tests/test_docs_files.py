"""The source files the docs name exist: a doc that names ``knowledge.py`` when the
code has ``ai/knowledge/`` sends a reader to nothing. (The history of the computer
players, docs/ai-history.md, names files as they were and is left out.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])
HISTORY = {"ai-history.md"}
#: a file name in a code span: `ai/knowledge/holdings.py`, `expert.py`
NAMED = re.compile(r"`([\w./\\-]*\.py)\b")
SKIP = {".venv", "build", "dist", "node_modules", ".git"}


def python_files() -> list[str]:
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*.py")
            if not SKIP & set(p.relative_to(ROOT).parts)]


@pytest.mark.parametrize("doc", [d for d in DOCS if d.name not in HISTORY], ids=lambda d: d.name)
def test_every_source_file_a_doc_names_exists(doc: Path) -> None:
    files = python_files()
    names = {f.rsplit("/", 1)[-1] for f in files}
    missing = []
    for match in NAMED.finditer(doc.read_text(encoding="utf-8")):
        named = match.group(1).replace("\\", "/").lstrip("./")
        found = named in names if "/" not in named else any(
            f == named or f.endswith("/" + named) for f in files)
        if not found:
            missing.append(named)
    assert missing == []
