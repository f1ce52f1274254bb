"""The challenges played against the Expert: one record per series, in a versioned JSON file.

A series is its number (the ``pinochle-sim`` seed that deals it), the game, the
person's seat, who sat at the other seats, the Expert's kind, and for each deal
played both results: what each side scored at the person's table and at the
Expert's. Anyone with the series number, the game and the seats can play the
same deals again. The file (``challenges.json`` in the data folder) is written
atomically when a series starts, after every deal and when it ends; everything
read from it is checked before a record is made, and a damaged file is refused
with a sentence.

A series the person left by quitting stays ``open`` with the deal to play next:
:func:`open_series` finds it, so the next start can offer to continue it there.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.result import net_points
from ..engine.rules.presets import PRESET_NAMES, preset
from ..engine.text import QT_TRANSLATE_NOOP
from . import atomic, paths
from .handrecord import utc_now_text
from .jsonfile import DocumentError, DocumentFormat, keep_aside, load_or_default
from .seats import MAX_LEVEL
from .text import check_text, reason_of

log = logging.getLogger(__name__)



def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 says where each series stands: every series of version 1 had ended
    (none could be continued), its next deal the one after the last played."""
    items = data.get("series")
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        results = item.get("results")
        played = [r.get("deal") for r in results if isinstance(r, dict)] if isinstance(
            results, list) else []
        numbers = [d for d in played if isinstance(d, int) and not isinstance(d, bool)]
        item.setdefault("next", max(numbers, default=-1) + 1)
        item.setdefault("open", False)
    return data


CHALLENGES_FORMAT = DocumentFormat(
    "pinochle-challenges", 2, QT_TRANSLATE_NOOP("Files", "challenge history"),
    limit=atomic.SMALL_LIMIT, migrations={1: _v1_to_v2})
#: series kept at most (the oldest go first)
MAX_SERIES_KEPT = 500
#: deals a series may have
MAX_DEALS = 100
#: the largest series number (the simulator's seeds are wider; ours stay typeable)
MAX_SERIES_NUMBER = 10**12
#: the largest points a side may score in a deal, either way
MAX_POINTS = 100_000
#: seats at a table
MAX_SEATS = 8


class ChallengeFileError(ValueError):
    """The challenge history cannot be used; the message says why in words."""


@dataclass(frozen=True)
class DealScore:
    """One deal of a series: what each side scored at your table and at the Expert's."""

    deal: int
    yours: tuple[int, ...]
    expert: tuple[int, ...]

    def difference(self, side: int) -> float:
        """Your net points less the Expert's (positive: you did better)."""
        return net_points(self.yours, side) - net_points(self.expert, side)

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.deal, "yours": list(self.yours), "expert": list(self.expert)}


@dataclass
class SeriesRecord:
    """A challenge series and the deals played of it so far."""

    series: int
    #: the preset played
    variant: str
    #: the person's seat
    seat: int
    #: the player kind at each seat; None at the person's seat
    levels: list[str | None]
    #: the Expert's kind (``expert/...``) that played in the person's seat
    expert: str
    #: how many deals the series was to have
    deals: int
    #: when it was started: UTC, "YYYY-MM-DD HH:MM:SS" (with the number, its key)
    started: str = field(default_factory=utc_now_text)
    results: list[DealScore] = field(default_factory=list)
    #: the deal to play next (from 0): where a series left by quitting continues
    next_deal: int = 0
    #: being played, or left by quitting: it may be continued at ``next_deal``
    open: bool = False

    def __post_init__(self) -> None:
        # never before a deal already played
        self.next_deal = max([self.next_deal] + [r.deal + 1 for r in self.results])

    @property
    def key(self) -> str:
        return f"{self.started}/{self.series}"

    @property
    def side(self) -> int:
        """The person's side: partners share one (partnership: seats 0 and 2)."""
        return preset(self.variant).side_of(self.seat)

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.deals

    def total_difference(self) -> float:
        side = self.side
        return sum(r.difference(side) for r in self.results)

    def to_dict(self) -> dict[str, Any]:
        return {"series": self.series, "variant": self.variant, "seat": self.seat,
                "levels": list(self.levels), "expert": self.expert, "deals": self.deals,
                "started": self.started, "results": [r.to_dict() for r in self.results],
                "next": self.next_deal, "open": self.open}


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "{what} is not a whole number from {low} to {high}").format(
            what=what, low=f"{low:,}", high=f"{high:,}"))
    return value


def _points(value: Any, sides: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != sides:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "a deal's points are not one number for each side"))
    return tuple(_whole(v, QT_TRANSLATE_NOOP("Files", "a deal's points"), -MAX_POINTS,
                        MAX_POINTS) for v in value)


def series_from_dict(data: Any) -> SeriesRecord:
    """A series from the file, every value checked; ValueError in words otherwise."""
    if not isinstance(data, dict):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a series is not described properly"))
    variant = data.get("variant")
    if variant not in PRESET_NAMES:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a series names a game we do not know"))
    rules = preset(str(variant))
    n = rules.num_players
    series = _whole(data.get("series"), QT_TRANSLATE_NOOP("Files", "a series number"), 0,
                    MAX_SERIES_NUMBER)
    seat = _whole(data.get("seat"), QT_TRANSLATE_NOOP("Files", "a series' seat"), 0, n - 1)
    levels = data.get("levels")
    if not isinstance(levels, list) or len(levels) != n:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a series does not name every seat's player"))
    for s, level in enumerate(levels):
        if (level is None) != (s == seat):
            raise ValueError(QT_TRANSLATE_NOOP(
                "Files", "a series does not say which seat was yours"))
        if level is not None:
            check_text(level, QT_TRANSLATE_NOOP("Files", "a seat's level"), max_length=MAX_LEVEL,
                       allow_empty=False)
    expert = check_text(data.get("expert"), QT_TRANSLATE_NOOP("Files", "the Expert's level"),
                        max_length=MAX_LEVEL, allow_empty=False)
    deals = _whole(data.get("deals"), QT_TRANSLATE_NOOP("Files", "a series' number of deals"), 1,
                   MAX_DEALS)
    started = check_text(data.get("started"), QT_TRANSLATE_NOOP("Files", "a series' date"),
                         max_length=32, allow_empty=False)
    results_data = data.get("results")
    if not isinstance(results_data, list) or len(results_data) > deals:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "a series' deals are not listed properly"))
    sides = len(rules.sides)
    results = []
    for item in results_data:
        if not isinstance(item, dict):
            raise ValueError(QT_TRANSLATE_NOOP("Files", "a deal is not described properly"))
        results.append(DealScore(
            _whole(item.get("deal"), QT_TRANSLATE_NOOP("Files", "a deal's number"), 0,
                   MAX_DEALS - 1),
            _points(item.get("yours"), sides), _points(item.get("expert"), sides)))
    next_deal = _whole(data.get("next"), QT_TRANSLATE_NOOP("Files", "a series' next deal"), 0,
                       deals)
    if any(r.deal >= next_deal for r in results):
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "a series' next deal comes before a deal already played"))
    is_open = data.get("open")
    if not isinstance(is_open, bool):
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "a series does not say whether it can be continued"))
    return SeriesRecord(series, str(variant), seat, list(levels), expert, deals, started,
                        results, next_deal, is_open and next_deal < deals)


def _read_body(data: dict[str, Any]) -> list[SeriesRecord]:
    items = data.get("series")
    if not isinstance(items, list) or len(items) > MAX_SERIES_KEPT:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the list of series is missing or too long"))
    return [series_from_dict(item) for item in items]


def load_series(path: Path | None = None) -> list[SeriesRecord]:
    """Every series kept, oldest first (none when there is no file yet).

    ChallengeFileError with a sentence when the file cannot be used; the file is
    left as it is."""
    path = path or paths.challenges_path()
    try:
        data = CHALLENGES_FORMAT.read(path)
        return _read_body(data)
    except FileNotFoundError:
        return []
    except (DocumentError, ValueError) as exc:
        raise ChallengeFileError(QT_TRANSLATE_NOOP(
            "Files", "The challenge history {path} cannot be read: {reason}.").format(
            path=str(path), reason=reason_of(exc))) from None


def open_series(path: Path | None = None) -> SeriesRecord | None:
    """The series left open by quitting (the newest, if several): the one to offer to
    continue; None when every series has ended. ChallengeFileError as :func:`load_series`."""
    return next((r for r in reversed(load_series(path)) if r.open), None)


def save_series(record: SeriesRecord, path: Path | None = None, *,
                forget: bool = False) -> str | None:
    """Keep ``record`` (replacing the one with its key), or with ``forget`` take it out,
    atomically. A damaged file is copied aside first and a new one started: the
    sentence saying so comes back (None when all went well). OSError if the file
    cannot be written."""
    path = path or paths.challenges_path()
    paths.ensure_dir(path.parent)
    loaded = load_or_default(path, CHALLENGES_FORMAT, keep="copy",
                             fallback=QT_TRANSLATE_NOOP("Files", "a new one is started"))
    kept: list[SeriesRecord] = []
    message = loaded.message
    if loaded.data is not None:
        try:
            kept = _read_body(loaded.data)
        except ValueError as exc:
            log.warning("challenge history %s cannot be used: %s", path, exc)
            message = str(QT_TRANSLATE_NOOP(
                "Files", "The challenge history {path} could not be read ({reason}); a new "
                "one is started.").format(path=str(path), reason=reason_of(exc)))
            keep_aside(path, "copy")
    kept = [r for r in kept if r.key != record.key] + ([] if forget else [record])
    kept = kept[-MAX_SERIES_KEPT:]
    CHALLENGES_FORMAT.write(path, {"series": [r.to_dict() for r in kept]})
    return message
