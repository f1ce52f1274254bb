"""Every relative link and image in README.md and docs/*.md points at a file that exists.

Links are ``[text](path)`` and ``![alt](path)``; web and mail links and pure
``#anchors`` are skipped, and a ``#fragment`` is stripped before the check.
Text inside code spans and fenced code blocks is not a link.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted([README, *(ROOT / "docs").glob("*.md")])

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.DOTALL)
# [text](target) or ![alt](target), with an optional "title" after the target
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
SKIPPED = ("http://", "https://", "mailto:")


def links(text: str) -> list[str]:
    """The link and image targets of a Markdown text, outside code."""
    text = FENCE.sub("", text)
    text = CODE_SPAN.sub("", text)
    return [m.group(1) for m in LINK.finditer(text)]


def local_target(target: str) -> str | None:
    """The file part of a relative link, or None for web, mail and same-page links."""
    if target.lower().startswith(SKIPPED) or target.startswith("#"):
        return None
    path = target.split("#", 1)[0].split("?", 1)[0]
    return path or None


def test_the_link_parser() -> None:
    text = (
        'See [the docs](docs/a.md#part) and ![a picture](img/b.png "title"),\n'
        "[web](https://example.com), [mail](mailto:x@example.com), [here](#top),\n"
        "`[not](a-link.md)` and\n```\n[not](either.md)\n```\n"
    )
    found = [local_target(t) for t in links(text)]
    assert [t for t in found if t] == ["docs/a.md", "img/b.png"]


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_exists(doc: Path) -> None:
    missing = []
    for target in links(doc.read_text(encoding="utf-8")):
        path = local_target(target)
        if path is not None and not (doc.parent / path).exists():
            missing.append(target)
    assert not missing, f"{doc.relative_to(ROOT)} links to missing files: {missing}"


def test_readme_keeps_the_ci_test_command() -> None:
    assert "./packaging/bootstrap.sh test" in README.read_text(encoding="utf-8")
