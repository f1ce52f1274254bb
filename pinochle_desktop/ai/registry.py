"""Player types by name, for the simulator, the GUI and the tests.

Difficulty is chosen per seat: each seat gets its own ``make_player(kind, seed)``.

A kind may carry options for the Expert's search, written
``expert/samples=128/z=0``: the simulator and the benchmarks use this to
state a reduced time budget (or a variant under test) in a command a person
can rerun. Only the Expert takes options; the published levels have none.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from .base import SeededPlayer
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .pro import ProPlayer
from .random_player import RandomPlayer
from .standard import StandardPlayer
from .tasks import ProcessPool, player_cost

PLAYER_TYPES: dict[str, Callable[[int], SeededPlayer]] = {
    "random": lambda seed: RandomPlayer(seed),
    "easy": lambda seed: EasyPlayer(seed),
    "standard": lambda seed: StandardPlayer(seed),
    "pro": lambda seed: ProPlayer(seed),
    "expert": lambda seed: ExpertPlayer(seed),
}

#: the classes whose keyword options a kind may set
_OPTION_CLASSES: dict[str, type[SeededPlayer]] = {"expert": ExpertPlayer}


def _option_defaults(cls: type[SeededPlayer]) -> dict[str, Any]:
    params = inspect.signature(cls.__init__).parameters.values()
    return {
        p.name: p.default
        for p in params
        if p.kind is inspect.Parameter.KEYWORD_ONLY
        and (p.default is None or isinstance(p.default, (bool, int, float, str)))
        and not p.name.startswith("fallback")
    }


def _convert(name: str, text: str, default: Any) -> Any:
    if isinstance(default, bool):
        if text.lower() not in ("true", "false", "1", "0"):
            raise ValueError(f"Option {name} takes true or false, not {text!r}.")
        return text.lower() in ("true", "1")
    try:
        if isinstance(default, int) or (default is None and text.isdigit()):
            return int(text)
        if isinstance(default, float):
            return float(text)
    except ValueError:
        raise ValueError(f"Option {name} takes a number, not {text!r}.") from None
    return text


def parse_kind(kind: str) -> tuple[str, dict[str, Any]]:
    """``"expert/samples=128/z=0"`` -> ``("expert", {"samples": 128, "z": 0.0})``."""
    base, *parts = [p.strip() for p in kind.split("/")]
    if base not in PLAYER_TYPES:
        raise ValueError(
            f"Unknown player type {base!r}: choose one of {', '.join(PLAYER_TYPES)}."
        )
    if not parts:
        return base, {}
    cls = _OPTION_CLASSES.get(base)
    if cls is None:
        raise ValueError(f"The {base} player takes no options.")
    defaults = _option_defaults(cls)
    options: dict[str, Any] = {}
    for part in parts:
        name, sep, text = part.partition("=")
        if not sep or name not in defaults:
            known = ", ".join(sorted(defaults))
            raise ValueError(f"Unknown option {part!r} for {base}: options are {known}.")
        options[name] = _convert(name, text, defaults[name])
    return base, options


def make_player(kind: str, seed: int = 0, *, pool: ProcessPool | None = None) -> SeededPlayer:
    """A player of ``kind``; ``pool``: the worker processes handed to a player that
    runs its own (``cost = "own_processes"``), owned by the caller."""
    base, options = parse_kind(kind)
    if not options:
        player = PLAYER_TYPES[base](seed)
    else:
        player = _OPTION_CLASSES[base](seed, **options)
        player.name = kind  # timings and reports keep variants apart
    if pool is not None:
        hand_pool(player, pool)
    return player


def hand_pool(player: object, pool: ProcessPool) -> None:
    """Give ``pool`` to ``player`` if it runs its own worker processes."""
    if player_cost(player) == "own_processes":
        player.pool = pool  # type: ignore[attr-defined]
