"""``packaging/translations.py`` for the tests (loaded by path: a folder named
``packaging`` on ``sys.path`` would hide the packaging library)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "pinochle_translations", ROOT / "packaging" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: the catalogue tool: extract, check, compile_catalogues, catalogue(language)...
tool = _load()
