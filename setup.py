"""The build step pyproject.toml cannot declare: compile the translation catalogues.

Everything else about the package is in pyproject.toml. Before the package is
copied into the wheel (or laid out for an editable install), the ``.ts``
catalogues in ``resources/translations/`` are compiled with Qt's lrelease into
``pinochle_desktop/resources/translations/*.qm`` (package data). The build
requires PySide6-Essentials, which carries lrelease (pyproject.toml's
``[build-system]``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _translations() -> ModuleType:
    # loaded by path: a folder named "packaging" on sys.path would hide the
    # packaging library that setuptools itself imports
    spec = importlib.util.spec_from_file_location(
        "pinochle_translations", HERE / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithTranslations(build_py):
    """``build_py`` that first compiles the catalogues into the package's resources."""

    def run(self) -> None:
        _translations().compile_catalogues(quiet=True)
        super().run()


setup(cmdclass={"build_py": BuildWithTranslations})
