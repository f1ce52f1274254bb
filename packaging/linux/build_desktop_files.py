"""Write the Linux desktop-integration files into an install tree.

Usage::

    python packaging/linux/build_desktop_files.py PREFIX [--exec COMMAND]

writes, under ``PREFIX`` (for example ``build/desktop-root``, ``/usr`` or
``~/.local``'s ``share`` parent), the files of
:mod:`pinochle_desktop.desktop_entry`::

    share/applications/<id>.desktop
    share/metainfo/<id>.metainfo.xml
    share/mime/packages/<id>.xml
    share/icons/hicolor/scalable/apps/<id>.svg
    share/icons/hicolor/<N>x<N>/apps/<id>.png   for N in 16 24 32 48 64 128 256 512

``--exec`` puts an absolute path in the .desktop file's ``Exec`` and
``TryExec`` (without it they run ``pinochle-desktop`` from ``PATH``).

Before writing anything the script checks that the newest ``<release>`` in
the metainfo is ``pinochle_desktop.__version__`` (read from the text of
``pinochle_desktop/__init__.py``) and stops with a clear message if not.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout's package
from pinochle_desktop.desktop_entry import (
    DesktopEntryError,
    entry_files,
    write_tree,
)
from pinochle_desktop.desktop_entry import desktop_entry_text as _entry_text
from pinochle_desktop.resources import APP_ID

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
RESOURCES = ROOT / "pinochle_desktop" / "resources" / "desktop"
DESKTOP_FILE = RESOURCES / f"{APP_ID}.desktop"
METAINFO_FILE = RESOURCES / f"{APP_ID}.metainfo.xml"
MIME_FILE = RESOURCES / f"{APP_ID}.mime.xml"
ICON_SVG = ROOT / "pinochle_desktop" / "resources" / "icons" / f"{APP_ID}.svg"
INIT_FILE = ROOT / "pinochle_desktop" / "__init__.py"

_VERSION_RE = re.compile(r"""^__version__\s*=\s*["']([^"']+)["']""", re.MULTILINE)


class BuildError(Exception):
    """A problem with the source files, explained in words."""


def package_version(init_file: Path = INIT_FILE) -> str:
    """Return ``__version__`` from the text of ``pinochle_desktop/__init__.py``."""
    match = _VERSION_RE.search(init_file.read_text(encoding="utf-8"))
    if match is None:
        raise BuildError(f"no __version__ = '...' line in {init_file}")
    return match.group(1)


def metainfo_release(metainfo_file: Path = METAINFO_FILE) -> str:
    """Return the version of the newest (first) ``<release>`` in the metainfo."""
    release = ET.parse(metainfo_file).getroot().find("releases/release")
    if release is None or not release.get("version"):
        raise BuildError(f"{metainfo_file} has no <releases><release version=...>")
    return release.get("version", "")


def check_version(metainfo_file: Path = METAINFO_FILE, init_file: Path = INIT_FILE) -> str:
    """Return the version, or raise BuildError when metainfo and package disagree."""
    version = package_version(init_file)
    release = metainfo_release(metainfo_file)
    if release != version:
        raise BuildError(
            f"version mismatch: {init_file.name} has __version__ = {version!r}, but the newest "
            f"<release> in {metainfo_file.name} is {release!r}. Add a "
            f'<release version="{version}" date="YYYY-MM-DD"> at the top of <releases>.'
        )
    return version


def desktop_entry_text(command: str | None = None) -> str:
    """The .desktop file, with ``command`` in Exec/TryExec when given."""
    try:
        return _entry_text(command)
    except DesktopEntryError as exc:
        raise BuildError(str(exc)) from exc


def build(prefix: Path, command: str | None = None) -> list[Path]:
    """Write the install tree under ``prefix``; return the files written."""
    check_version()
    try:
        return write_tree(prefix / "share", entry_files(command))
    except DesktopEntryError as exc:
        raise BuildError(str(exc)) from exc


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", type=Path, help="install prefix; files go under PREFIX/share")
    parser.add_argument("--exec", dest="command", help="command for Exec= and TryExec=")
    args = parser.parse_args(argv)
    try:
        written = build(args.prefix, args.command)
    except (BuildError, OSError, ET.ParseError) as exc:
        print(f"build_desktop_files: error: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {len(written)} files under {args.prefix / 'share'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
