"""Settings, named rule sets, saved games, the autosave and the hand history.

Plain Python (json, sqlite3, platformdirs); no Qt, so the GUI wraps it and
tests drive it directly. See docs/storage.md for the API in one page.
"""

from .atomic import SAVE_LIMIT, FileTooLargeError, read_bytes, read_text, write_bytes, write_text
from .handrecord import HandRecord, hand_record_from_state
from .history import HandSummary, HistoryDB, HistoryError, Stats, WinRate, open_history
from .jsonfile import DocumentError, DocumentFormat, Loaded, load_or_default
from .rulesets import RuleSetError, RuleSetStore, export_rules, import_rules, preset_defaults
from .savegame import (
    SUFFIX,
    SaveFileError,
    SaveMeta,
    SaveSummary,
    autosave_path,
    clear_autosave,
    load_game,
    loads_game,
    peek,
    read_autosave,
    save_game,
    suggested_name,
    write_autosave,
)
from .schema import Option
from .seats import SeatInfo
from .settings import SCHEMA, Settings

__all__ = [
    "SAVE_LIMIT",
    "SCHEMA",
    "SUFFIX",
    "DocumentError",
    "DocumentFormat",
    "FileTooLargeError",
    "HandRecord",
    "HandSummary",
    "HistoryDB",
    "HistoryError",
    "Loaded",
    "Option",
    "RuleSetError",
    "RuleSetStore",
    "SaveFileError",
    "SaveMeta",
    "SaveSummary",
    "SeatInfo",
    "Settings",
    "Stats",
    "WinRate",
    "autosave_path",
    "clear_autosave",
    "export_rules",
    "hand_record_from_state",
    "import_rules",
    "load_game",
    "load_or_default",
    "loads_game",
    "open_history",
    "peek",
    "preset_defaults",
    "read_autosave",
    "read_bytes",
    "read_text",
    "save_game",
    "suggested_name",
    "write_autosave",
    "write_bytes",
    "write_text",
]
