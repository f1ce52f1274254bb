"""A change to what a rules file may say raises the rules version.

An older copy of the game tells a player that rules "were made by a newer version
of Pinochle Desktop" only when their version is newer; rules with an option it
does not know but its own version number read to it as damaged. So adding,
removing or retyping an option, or a meld kind of ``meld_values``, must raise
``RULES_VERSION`` (with a migration). ``data/rules_shape.json`` is the shape the
current version stands for: written with ``--refresh`` after the version is raised.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

from pinochle_desktop.engine import RuleSet
from pinochle_desktop.engine.rules.choices import MELD_KINDS
from pinochle_desktop.engine.rules.serialisation import RULES_MIGRATIONS, RULES_VERSION

SHAPE = Path(__file__).with_name("data") / "rules_shape.json"
REFRESH = "python tests/engine/rules/test_rules_version.py --refresh"


def current_shape() -> dict[str, Any]:
    """Every option with the JSON type of its default, and the meld kinds."""
    return {
        "rules_version": RULES_VERSION,
        "options": {f.name: type(f.default).__name__ for f in dataclasses.fields(RuleSet)},
        "meld_kinds": list(MELD_KINDS),
    }


def _changes(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    words = []
    for name in sorted(set(old["options"]) | set(new["options"])):
        before, after = old["options"].get(name), new["options"].get(name)
        if before is None:
            words.append(f"option {name} added")
        elif after is None:
            words.append(f"option {name} removed")
        elif before != after:
            words.append(f"option {name} changed from {before} to {after}")
    if old["meld_kinds"] != new["meld_kinds"]:
        words.append(f"meld kinds {old['meld_kinds']} became {new['meld_kinds']}")
    return words


def test_the_rules_shape_is_the_one_its_version_stands_for() -> None:
    recorded = json.loads(SHAPE.read_text(encoding="utf-8"))
    now = current_shape()
    changes = _changes(recorded, now)
    if recorded["rules_version"] == RULES_VERSION:
        assert not changes, (
            f"{'; '.join(changes)}: raise RULES_VERSION in engine/rules/serialisation.py "
            f"(with a migration in RULES_MIGRATIONS), then run {REFRESH}")
    else:
        assert recorded["rules_version"] < RULES_VERSION, "RULES_VERSION went down"
        raise AssertionError(f"RULES_VERSION is now {RULES_VERSION}: run {REFRESH}")


def test_every_older_version_has_a_migration() -> None:
    assert sorted(RULES_MIGRATIONS) == list(range(1, RULES_VERSION))


if __name__ == "__main__" and sys.argv[1:] == ["--refresh"]:
    SHAPE.write_text(json.dumps(current_shape(), indent=1, sort_keys=True) + "\n",
                     encoding="utf-8")
    print(f"wrote {SHAPE}")
