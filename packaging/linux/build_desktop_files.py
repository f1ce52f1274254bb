"""Write the Linux desktop-integration files into an install tree.

Usage::

    python packaging/linux/build_desktop_files.py PREFIX [--exec COMMAND]

writes, under ``PREFIX`` (for example ``build/desktop-root``, ``/usr`` or
``~/.local``'s ``share`` parent)::

    share/applications/<id>.desktop
    share/metainfo/<id>.metainfo.xml
    share/mime/packages/<id>.xml
    share/icons/hicolor/scalable/apps/<id>.svg
    share/icons/hicolor/<N>x<N>/apps/<id>.png   for N in 16 24 32 48 64 128 256 512

The PNG icons are rendered from the package's SVG icon with QtSvg (headless:
``QT_QPA_PLATFORM`` defaults to ``offscreen``). ``--exec`` replaces the
command in the .desktop file's ``Exec`` and ``TryExec`` (say, an absolute path
into a virtual environment that is not on ``PATH``).

Before writing anything the script checks that the newest ``<release>`` in
the metainfo is ``pinochle_desktop.__version__`` (read from the text of
``pinochle_desktop/__init__.py``; the package is not imported) and stops with
a clear message if not. Standard library and PySide6 only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

APP_ID = "io.github.pinochledesktop.PinochleDesktop"
EXECUTABLE = "pinochle-desktop"
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DESKTOP_FILE = HERE / f"{APP_ID}.desktop"
METAINFO_FILE = HERE / f"{APP_ID}.metainfo.xml"
MIME_FILE = HERE / f"{APP_ID}.mime.xml"
ICON_SVG = ROOT / "pinochle_desktop" / "resources" / "icons" / f"{APP_ID}.svg"
INIT_FILE = ROOT / "pinochle_desktop" / "__init__.py"

_VERSION_RE = re.compile(r"""^__version__\s*=\s*["']([^"']+)["']""", re.MULTILINE)


#: the QGuiApplication this script made, kept alive between renders
_APP: object | None = None


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
    """Return the .desktop file, with ``command`` in Exec/TryExec when given."""
    text = DESKTOP_FILE.read_text(encoding="utf-8")
    if command is None:
        return text
    if any(ch.isspace() or ch in "\"'\\`$" for ch in command):
        raise BuildError(f"--exec path must not contain spaces, quotes or '$': {command!r}")
    text = re.sub(r"^Exec=\S+", f"Exec={command}", text, count=1, flags=re.MULTILINE)
    return re.sub(r"^TryExec=.*$", f"TryExec={command}", text, count=1, flags=re.MULTILINE)


def render_icon(svg_file: Path, size: int, target: Path) -> None:
    """Render ``svg_file`` with QtSvg into ``target`` as a ``size`` x ``size`` PNG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    global _APP
    if QGuiApplication.instance() is None:
        _APP = QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg_file))
    if not renderer.isValid():
        raise BuildError(f"QtSvg cannot read {svg_file}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):  # PNG, from the suffix
        raise BuildError(f"could not write the {size} px icon to {target}")


def build(prefix: Path, command: str | None = None) -> list[Path]:
    """Write the install tree under ``prefix``; return the files written."""
    check_version()
    if not ICON_SVG.is_file():
        raise BuildError(f"{ICON_SVG} is missing: run python resources/generate_icon.py")
    share = prefix / "share"
    written: list[Path] = []

    def put(relative: str, data: bytes) -> None:
        target = share / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)

    put(f"applications/{APP_ID}.desktop", desktop_entry_text(command).encode("utf-8"))
    put(f"metainfo/{APP_ID}.metainfo.xml", METAINFO_FILE.read_bytes())
    put(f"mime/packages/{APP_ID}.xml", MIME_FILE.read_bytes())
    put(f"icons/hicolor/scalable/apps/{APP_ID}.svg", ICON_SVG.read_bytes())
    for size in ICON_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        render_icon(ICON_SVG, size, png)
        written.append(png)
    return written


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
