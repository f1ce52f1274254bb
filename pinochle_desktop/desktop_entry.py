"""The Linux menu entry, icons, AppStream data and file types, made from the package.

``pinochle-desktop --install-desktop-entry`` puts Pinochle Desktop in the current
user's applications menu (under ``$XDG_DATA_HOME``, by default
``~/.local/share``) with ``Exec`` pointing at the program that was run: the
built app's binary wherever its folder was copied, or the ``pinochle-desktop``
of a pip or pipx install. ``--uninstall-desktop-entry`` removes exactly those
files. Packagers build the same tree under a prefix
(``packaging/linux/build_desktop_files.py``, the ``.deb``).

The files come from the package's resources, so the built app carries them;
the PNG icons are rendered from the SVG icon with QtSvg (offscreen: no display
is needed).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from .resources import APP_ID, read_resource

#: the command a packaged install puts in ``Exec`` (found on ``PATH``)
EXECUTABLE = "pinochle-desktop"
#: the PNG icon sizes installed beside the scalable SVG
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_OPTION = "--install-desktop-entry"
UNINSTALL_OPTION = "--uninstall-desktop-entry"

#: characters the desktop entry specification cannot carry in an ``Exec`` path
_UNQUOTABLE = frozenset('"`$\\\n\r\t')


class DesktopEntryError(Exception):
    """The menu entry could not be built or written, in words."""


def icon_paths() -> list[str]:
    """The icon files below ``share/``, scalable first."""
    return [f"icons/hicolor/scalable/apps/{APP_ID}.svg"] + [
        f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES]


def relative_paths() -> list[str]:
    """Every file the entry installs, relative to ``share/``."""
    return [f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
            f"mime/packages/{APP_ID}.xml", *icon_paths()]


def exec_value(command: str) -> str:
    """``command`` written for a desktop entry's ``Exec`` key (quoted when it holds a
    space; ``%`` doubled)."""
    bad = _UNQUOTABLE.intersection(command)
    if bad:
        raise DesktopEntryError(
            f"The program's path {command!r} holds a character a menu entry cannot carry "
            f"({''.join(sorted(bad))!r}): move the folder to a path without it.")
    command = command.replace("%", "%%")
    return f'"{command}"' if " " in command else command


def desktop_entry_text(command: str | None = None) -> str:
    """The .desktop file; ``command`` (an absolute path) in ``Exec`` and ``TryExec``."""
    text = read_resource("desktop", f"{APP_ID}.desktop").decode("utf-8")
    if command is None:
        return text
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_value(command)} %f"
        elif line.startswith("TryExec="):
            line = f"TryExec={command}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def render_icon(svg: bytes, size: int) -> bytes:
    """``svg`` drawn as a ``size`` x ``size`` PNG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        _keep.append(QGuiApplication([sys.argv[0] if sys.argv else EXECUTABLE]))
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise DesktopEntryError("The program's icon cannot be read: reinstall the program.")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise DesktopEntryError(f"The {size} px icon could not be drawn.")
    buffer.close()
    return bytes(data.data())


#: the QGuiApplication made to draw icons, kept alive while the program runs
_keep: list[object] = []


def entry_files(command: str | None = None) -> dict[str, bytes]:
    """Every file of the entry (relative to ``share/``) and its bytes."""
    svg = read_resource("icons", f"{APP_ID}.svg")
    files = {
        f"applications/{APP_ID}.desktop": desktop_entry_text(command).encode("utf-8"),
        f"metainfo/{APP_ID}.metainfo.xml": read_resource("desktop", f"{APP_ID}.metainfo.xml"),
        f"mime/packages/{APP_ID}.xml": read_resource("desktop", f"{APP_ID}.mime.xml"),
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": svg,
    }
    for size in ICON_SIZES:
        files[f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = render_icon(svg, size)
    assert list(files) == relative_paths()
    return files


def write_tree(share: Path, files: dict[str, bytes], mode: int = 0o644) -> list[Path]:
    """Write ``files`` under ``share`` atomically (a link at a target is replaced, never
    written through); return the paths written."""
    written = []
    for relative, data in files.items():
        target = share / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.chmod(temp, mode)
            os.replace(temp, target)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        written.append(target)
    return written


def data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path, else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def this_program() -> str:
    """The absolute path of the program that is running, for ``Exec``: the built app's
    binary, or the ``pinochle-desktop`` script of an install."""
    if getattr(sys, "frozen", False):
        return str(Path(sys.executable).resolve())
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == EXECUTABLE and script.exists():
        return str(script.absolute())
    found = shutil.which(EXECUTABLE)
    if found:
        return str(Path(found).absolute())
    raise DesktopEntryError(
        "Run this from the installed pinochle-desktop program (or the built app), so "
        "that the menu entry knows what to start.")


def refresh_caches(share: Path) -> None:
    """Ask the desktop's caches to notice the change (each tool is optional)."""
    for tool, target, extra in (
            ("update-desktop-database", share / "applications", ["-q"]),
            ("update-mime-database", share / "mime", []),
            ("gtk-update-icon-cache", share / "icons" / "hicolor", ["-q", "-t", "-f"])):
        program = shutil.which(tool)
        if program and target.is_dir():
            subprocess.run([program, *extra, str(target)], check=False, timeout=60,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def install(share: Path, command: str) -> list[Path]:
    """Install the entry for ``command`` under ``share``; the paths written."""
    written = write_tree(share, entry_files(command))
    refresh_caches(share)
    return written


def uninstall(share: Path) -> list[Path]:
    """Remove the entry's files from ``share``; the paths that were there."""
    removed = []
    for relative in relative_paths():
        target = share / relative
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    refresh_caches(share)
    return removed


def wants_desktop_entry(argv: Sequence[str]) -> bool:
    """The command line asks to install or remove the menu entry."""
    return bool({INSTALL_OPTION, UNINSTALL_OPTION}.intersection(argv[1:]))


def main(argv: Sequence[str], say: Callable[[str], object] = print) -> int:
    """``--install-desktop-entry`` or ``--uninstall-desktop-entry``: exit status."""
    share = data_home()
    try:
        if UNINSTALL_OPTION in argv[1:]:
            removed = uninstall(share)
            say(f"Removed Pinochle Desktop's menu entry ({len(removed)} files) from {share}.")
            return 0
        command = this_program()
        written = install(share, command)
    except (DesktopEntryError, OSError, subprocess.SubprocessError) as exc:
        say(f"The menu entry could not be installed: {exc}")
        return 1
    say(f"Installed Pinochle Desktop's menu entry ({len(written)} files) under {share}; "
        f"it starts {command}.")
    return 0
