"""Player types by name, for the simulator, the GUI and the tests.

Difficulty is chosen per seat: each seat gets its own ``make_player(kind, seed)``.

A kind may carry options, written ``expert/samples=128/z=0``: the simulator
and the benchmarks use this to state a reduced time budget (or a variant
under test) in a command a person can rerun. The Expert takes the fields of
:class:`~.levels.expert_options.ExpertOptions`; Standard and Pro those of
:class:`~.levels.standard.SimulationOptions` (``standard/model_pass=false``);
Random and Easy none.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, get_args, get_type_hints

from .base import SeededPlayer
from .levels.easy import EasyPlayer
from .levels.expert import ExpertPlayer
from .levels.expert_options import ExpertOptions, check
from .levels.pro import ProPlayer
from .levels.random_player import RandomPlayer
from .levels.standard import SimulationOptions, StandardPlayer
from .tasks import ProcessPool, player_cost

PLAYER_TYPES: dict[str, Callable[[int], SeededPlayer]] = {
    "random": lambda seed: RandomPlayer(seed),
    "easy": lambda seed: EasyPlayer(seed),
    "standard": lambda seed: StandardPlayer(seed),
    "pro": lambda seed: ProPlayer(seed),
    "expert": lambda seed: ExpertPlayer(seed),
}

#: a reduced time budget per player type that runs the same code paths, for
#: tests that play every level (a type not named here has no budget to reduce)
QUICK_OPTIONS: dict[str, str] = {
    "expert": "samples=8/bid_samples=8/workers=0",
    "pro": "bid_samples=40",
}


def strongest_level() -> str:
    """The strongest player type available: the one whose moves are suggested (the hint,
    a lesson)."""
    for level in ("expert", "standard", "pro", "easy"):
        if level in PLAYER_TYPES:
            return level
    return "random"


def quick_kind(base: str) -> str:
    """``base`` as a kind with its reduced budget (``expert/samples=8/...``)."""
    if base not in PLAYER_TYPES:
        raise ValueError(f"Unknown player type {base!r}")
    options = QUICK_OPTIONS.get(base)
    return f"{base}/{options}" if options else base


#: the option records a kind may set, by player type
_OPTION_CLASSES: dict[str, type[Any]] = {
    "expert": ExpertOptions,
    "standard": SimulationOptions,
    "pro": SimulationOptions,
}
#: the player classes that take their option record as a second argument
_WITH_OPTIONS: dict[str, Callable[[int, Any], SeededPlayer]] = {
    "expert": ExpertPlayer,
    "standard": StandardPlayer,
    "pro": ProPlayer,
}


def _option_fields(options: type[Any]) -> dict[str, tuple[Any, Any, Any]]:
    """Option name -> (its type, its default, its metadata), read from the record."""
    hints = get_type_hints(options)
    return {f.name: (hints[f.name], f.default, f.metadata) for f in dataclasses.fields(options)}


def _convert(name: str, text: str, kind: Any) -> Any:
    """``text`` as option ``name``'s type (``int``, ``float``, ``bool``, ``str`` or
    one of these or None)."""
    types = get_args(kind) or (kind,)
    if bool in types:
        if text.lower() not in ("true", "false", "1", "0"):
            raise ValueError(f"Option {name} takes true or false, not {text!r}.")
        return text.lower() in ("true", "1")
    try:
        if int in types:
            return int(text)
        if float in types:
            return float(text)
    except ValueError:
        raise ValueError(f"Option {name} takes a number, not {text!r}.") from None
    return text


def parse_kind(kind: str) -> tuple[str, dict[str, Any]]:
    """``"expert/samples=128/z=0"`` -> ``("expert", {"samples": 128, "z": 0.0})``;
    names, types and ranges are checked against the player's option record."""
    base, *parts = [p.strip() for p in kind.split("/")]
    if base not in PLAYER_TYPES:
        raise ValueError(
            f"Unknown player type {base!r}: choose one of {', '.join(PLAYER_TYPES)}."
        )
    if not parts:
        return base, {}
    record = _OPTION_CLASSES.get(base)
    if record is None:
        raise ValueError(f"The {base} player takes no options.")
    known = _option_fields(record)
    options: dict[str, Any] = {}
    for part in parts:
        name, sep, text = part.partition("=")
        if not sep or name not in known:
            names = ", ".join(f"{n}={known[n][1]}" for n in sorted(known))
            raise ValueError(f"Unknown option {part!r} for {base}: options are {names}.")
        kind_, _default, meta = known[name]
        options[name] = value = _convert(name, text, kind_)
        check(name, value, meta)
    record(**options)  # the checks across options (own's phases)
    return base, options


def make_player(kind: str, seed: int = 0, *, pool: ProcessPool | None = None) -> SeededPlayer:
    """A player of ``kind``; ``pool``: the worker processes handed to a player that
    runs its own (``cost = "own_processes"``), owned by the caller."""
    base, options = parse_kind(kind)
    if not options:
        player = PLAYER_TYPES[base](seed)
    else:
        player = _WITH_OPTIONS[base](seed, _OPTION_CLASSES[base](**options))
        player.name = kind  # timings and reports keep variants apart
    if pool is not None:
        hand_pool(player, pool)
    return player


def hand_pool(player: object, pool: ProcessPool) -> None:
    """Give ``pool`` to ``player`` if it runs its own worker processes."""
    if player_cost(player) == "own_processes":
        player.pool = pool  # type: ignore[attr-defined]
