"""Golden playthroughs: one whole hand of every preset, written down step by step.

After OpenSpiel's ``integration_tests/playthroughs``: for each preset a seeded
game is played by seeded random players (minimum bids, no concessions) through
its first hand and into the next deal, and every step is written as text: the
phase, the seat to act, its legal actions, everything that seat observes, the
action taken and the events it caused. ``tests/engine/test_playthroughs.py``
plays the same games again and compares them line by line, so any change in
what the engine does, offers or shows is caught, named at its first line.

Regenerate after an intended change of behaviour, and read the diff:

    python -m tests.engine.make_playthroughs

The text is built from the values' fields, not from their ``to_dict`` methods,
so a change of representation (a list that becomes a tuple, a dict that
becomes a frozen dataclass with the same fields) writes the same file. To
keep the files readable, a seat's observation is written whole the first
time and then as the fields that changed since that seat last acted (``key+``:
what was appended to a list), and a
long list of legal actions as its size, its first few and a digest of all.
Each preset's seed is the first from 2026 whose first hand has trick play
(random bidders often concede a three-handed hand).

The rules are written as their preset's name and the options that differ from
it (:func:`rules_line`), so a new option with a default leaves every file as it
was; :func:`read_rules_line` also reads a whole rule set written as JSON.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pinochle_desktop.engine import Action, Phase, new_game, preset
from pinochle_desktop.engine.cards import Card
from pinochle_desktop.engine.result import HandResult
from pinochle_desktop.engine.rules.consistency import apply_change
from pinochle_desktop.engine.rules.presets import PRESET_NAMES
from pinochle_desktop.engine.rules.ruleset import RuleSet

from .helpers import sane_random_action

FOLDER = Path(__file__).resolve().parent / "playthroughs"
SEED = 2026
#: a safety stop: no hand of any preset takes this many actions
MAX_STEPS = 2_000


def plain(value: Any) -> Any:
    """JSON types for any engine value: cards as codes, enums by name, dataclasses by field."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.StrEnum):
        return value.value  # the phase: its text, as when it was a str
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, Action):
        return str(value)
    if isinstance(value, RuleSet):
        return value.variant  # the rules are written once, at the top
    if isinstance(value, HandResult):
        return plain(value.to_dict())  # the keys a game's summary has (see engine.result)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(plain(v) for v in value)
    return value


def _json(value: Any) -> str:
    return json.dumps(plain(value), sort_keys=True, ensure_ascii=False)


#: legal-action lists longer than this are written as size, sample and digest
LONG_LIST = 40
#: seeds tried per preset for a first hand with trick play
SEED_TRIES = 200


def _legal_text(legal: list[Action]) -> str:
    texts = [str(a) for a in legal]
    if len(texts) <= LONG_LIST:
        return " | ".join(texts)
    digest = hashlib.sha1("\n".join(texts).encode()).hexdigest()[:16]
    return f"{len(texts)} actions, sha1 {digest}: {' | '.join(texts[:6])} | ..."


def _observation_text(seat: int, now: dict[str, Any], before: dict[int, dict[str, Any]]) -> str:
    last = before.get(seat)
    before[seat] = now
    if last is None:
        return f"observation {json.dumps(now, sort_keys=True, ensure_ascii=False)}"
    changed: dict[str, Any] = {}
    for key, value in now.items():
        old = last.get(key)
        if old == value:
            continue
        if isinstance(old, list) and isinstance(value, list) and old and value[:len(old)] == old:
            changed[key + "+"] = value[len(old):]  # grew at the end: only the new part
        else:
            changed[key] = value
    gone = sorted(set(last) - set(now))
    text = f"observation changes {json.dumps(changed, sort_keys=True, ensure_ascii=False)}"
    return text + (f" removed {gone}" if gone else "")


def first_seed(name: str) -> int:
    """The first seed from :data:`SEED` whose first hand has trick play."""
    for seed in range(SEED, SEED + SEED_TRIES):
        state = new_game(rules_of(name), seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal and state.phase != Phase.HAND_OVER:
            event = state.apply(sane_random_action(state, rng))
            if any(e.kind == "trick_won" for e in event.all()):
                return seed
    raise AssertionError(f"{name}: no seed in {SEED_TRIES} plays a trick")


def playthrough(name: str) -> str:
    """The text of preset ``name``'s golden playthrough."""
    rules = rules_of(name)
    seed = first_seed(name)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    lines = [
        f"# golden playthrough: {name}, seed {seed}, seeded random players",
        "# regenerate: python -m tests.engine.make_playthroughs",
        rules_line(rules),
    ]
    seen: dict[int, dict[str, Any]] = {}
    hands_seen = 0
    for step in range(MAX_STEPS):
        if state.is_terminal:
            lines.append("game over")
            break
        if state.phase == Phase.HAND_OVER:
            hands_seen += 1
            lines.append(f"hand over: scores {_json(state.scores)}")
            lines.append(f"summary {_json(state.history[-1])}")
            if hands_seen > 1:
                break
        seat = state.current_player
        legal = state.legal_actions()
        lines.append(f"step {step} phase {state.phase.name} to_act {seat}")
        lines.append(f"  legal {_legal_text(legal)}")
        if seat is not None:
            observed = plain(state.observation(seat))
            observed.pop("legal_actions", None)  # written on the line above
            if not rules.hand_building:  # the fields only hand building fills in
                for key in BUILDING_FIELDS:
                    observed.pop(key, None)
            lines.append("  " + _observation_text(seat, observed, seen))
        action = sane_random_action(state, rng)
        event = state.apply(action)
        lines.append(f"  action {action}")
        for happened in event.all():
            lines.append(f"  event {happened.kind} seat={happened.seat} {_json(happened.data)}")
    else:
        raise AssertionError(f"{name}: no hand ended within {MAX_STEPS} steps")
    return "\n".join(lines) + "\n"


def rules_line(rules: RuleSet) -> str:
    """``rules <preset> <the options that differ from it, as JSON>``."""
    ours, base = rules.to_dict(), preset(rules.variant).to_dict()
    changes = {key: value for key, value in ours.items() if base.get(key) != value}
    return f"rules {rules.variant} {json.dumps(changes, sort_keys=True, ensure_ascii=False)}"


def read_rules_line(line: str) -> RuleSet:
    """The rules of a playthrough's ``rules`` line: a preset and its changes
    (:func:`rules_line`), or a whole rule set as JSON."""
    text = line.removeprefix("rules ")
    if text.startswith("{"):
        return RuleSet.from_json(text)
    variant, _, changes = text.partition(" ")
    data = preset(variant).to_dict()
    data.update(json.loads(changes or "{}"))
    return RuleSet.from_dict(data)


def path_for(name: str) -> Path:
    return FOLDER / f"{name}.txt"


#: observation fields of hand building, left out of the other playthroughs (as they
#: were written before the option)
BUILDING_FIELDS = ("drawn", "discards", "discard_sizes")

#: playthroughs of rule options that no preset has: name -> its rules
EXTRA: dict[str, Callable[[], RuleSet]] = {
    # RULES.md section 12: two-handed hand building, cutthroat turned into it as the
    # House Rules dialog does
    "hand_building": lambda: apply_change(preset("cutthroat"), "hand_building", True),
}


def rules_of(name: str) -> RuleSet:
    """The rules of playthrough ``name``: a preset's, or an :data:`EXTRA` one's."""
    extra = EXTRA.get(name)
    return extra() if extra is not None else preset(name)


def names() -> tuple[str, ...]:
    return PRESET_NAMES + tuple(EXTRA)
