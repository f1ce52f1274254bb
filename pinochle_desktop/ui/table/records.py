"""What the table shows besides the cards, as plain records.

:mod:`.presenter` fills them from an observation, :mod:`.hand_replay` from a
recorded hand (so no Qt here); :class:`~.table_scene.TableScene` and
:class:`~.replay_scene.ReplayScene` only draw them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the records stay free of Qt (hand_replay.py imports no Qt)
    from .items import InfoValues


@dataclass
class PlateText:
    """What a seat's name plate says."""

    status: str = ""
    detail: str = ""
    active: bool = False
    dealer: bool = False
    sitting_out: bool = False


@dataclass
class TableDetails:
    """Everything :meth:`TableScene.sync` needs besides the observation."""

    info: InfoValues
    plates: list[PlateText]
    #: seats whose meld rows are shown, with their breakdown lines and total text
    meld_rows: dict[int, tuple[list[str], list[str], str]]
    show_widow: bool = False


__all__ = ["PlateText", "TableDetails"]
