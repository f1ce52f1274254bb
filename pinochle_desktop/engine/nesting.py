"""How deep a JSON value nests: the one check every reader makes before it walks one.

A value read from a file or handed in as JSON text is walked by recursive code
(the rules' fields, a saved game's log, a file's sections); one nested deeper
than anything we write is refused first, in words, so that it never exhausts
the stack.
"""

from __future__ import annotations

from typing import Any

#: a JSON value nested deeper than this is not something we wrote
MAX_DEPTH = 40


def nested_too_deeply(value: Any, limit: int = MAX_DEPTH) -> bool:
    """True when ``value`` holds lists or objects nested more than ``limit`` deep.

    It goes level by level without recursing, so a value nested 100,000 deep is
    refused as quickly as one nested 50 deep, and never exhausts the stack.
    """
    level = [value] if isinstance(value, list | dict) else []
    depth = 0
    while level:
        depth += 1
        if depth > limit:
            return True
        inner: list[Any] = []
        for item in level:
            items = item.values() if isinstance(item, dict) else item
            inner.extend(sub for sub in items if isinstance(sub, list | dict))
        level = inner
    return False
