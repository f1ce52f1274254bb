"""Settings, named rule sets, saved games, the autosave and the hand history.

Plain Python (json, sqlite3, platformdirs); no Qt, so the GUI wraps it and
tests drive it directly. See docs/storage.md for the API in one page.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .atomic import (
        SAVE_LIMIT,
        FileTooLargeError,
        NotRegularFileError,
        clean_stale_temp_files,
        clean_user_folders,
        read_bytes,
        read_text,
        write_bytes,
        write_text,
    )
    from .handrecord import HandRecord, hand_record_from_state
    from .history import HandSummary, HistoryDB, HistoryError, Stats, WinRate, open_history
    from .jsonfile import DocumentError, DocumentFormat, Loaded, load_or_default
    from .notices import Notice, startup_notices, take_notices
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

#: public names and the submodule that defines each: imported on first use, so
#: start-up (the window reads its settings first) does not load the history,
#: saved-game and engine modules it does not need yet
_LAZY: dict[str, str] = {
    "DocumentError": "jsonfile",
    "DocumentFormat": "jsonfile",
    "FileTooLargeError": "atomic",
    "HandRecord": "handrecord",
    "HandSummary": "history",
    "HistoryDB": "history",
    "HistoryError": "history",
    "Loaded": "jsonfile",
    "Notice": "notices",
    "NotRegularFileError": "atomic",
    "Option": "schema",
    "RuleSetError": "rulesets",
    "RuleSetStore": "rulesets",
    "SAVE_LIMIT": "atomic",
    "SCHEMA": "settings",
    "SUFFIX": "savegame",
    "SaveFileError": "savegame",
    "SaveMeta": "savegame",
    "SaveSummary": "savegame",
    "SeatInfo": "seats",
    "Settings": "settings",
    "Stats": "history",
    "WinRate": "history",
    "autosave_path": "savegame",
    "clean_stale_temp_files": "atomic",
    "clean_user_folders": "atomic",
    "clear_autosave": "savegame",
    "export_rules": "rulesets",
    "hand_record_from_state": "handrecord",
    "import_rules": "rulesets",
    "load_game": "savegame",
    "load_or_default": "jsonfile",
    "loads_game": "savegame",
    "open_history": "history",
    "peek": "savegame",
    "preset_defaults": "rulesets",
    "read_autosave": "savegame",
    "read_bytes": "atomic",
    "read_text": "atomic",
    "save_game": "savegame",
    "startup_notices": "notices",
    "suggested_name": "savegame",
    "take_notices": "notices",
    "write_autosave": "savegame",
    "write_bytes": "atomic",
    "write_text": "atomic",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


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
    "NotRegularFileError",
    "Notice",
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
    "clean_stale_temp_files",
    "clean_user_folders",
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
    "startup_notices",
    "suggested_name",
    "take_notices",
    "write_autosave",
    "write_bytes",
    "write_text",
]
