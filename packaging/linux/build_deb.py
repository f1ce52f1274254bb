#!/usr/bin/env python3
"""Build a Debian package of the built one-folder app, and optionally check it.

    python packaging/linux/build_deb.py                 # dist/pinochle-desktop -> dist/*.deb
    python packaging/linux/build_deb.py --lintian       # ... and run lintian on it
    python packaging/linux/build_deb.py --apt-check     # ... and install, smoke-test and
                                                        #     remove it with apt (as root)

The package puts the app in ``/usr/lib/pinochle-desktop/``, links to its
program at ``/usr/bin/pinochle-desktop`` and ``/usr/games/pinochle-desktop``,
and the menu entry, icons, AppStream data and file types (the same files as ``pinochle-desktop
--install-desktop-entry``, from :mod:`pinochle_desktop.desktop_entry`) under
``/usr/share``. Its dependencies are the system libraries Qt loads
(``packaging/bootstrap.sh`` installs the same list for a source checkout).
Built with ``dpkg-deb --root-owner-group``, so no root is needed to build.
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from check_install import MAKE_SAVE, CheckFailed, check_program, clean_env  # noqa: E402

from pinochle_desktop import __version__  # noqa: E402
from pinochle_desktop.desktop_entry import entry_files, write_tree  # noqa: E402

PACKAGE = "pinochle-desktop"
APP = ROOT / "dist" / "pinochle-desktop"
DIST = ROOT / "dist"
MAINTAINER = "Pinochle Desktop developers <pinochle-desktop@users.noreply.github.com>"
HOMEPAGE = "https://github.com/pinochledesktop/pinochle-desktop"
#: the system libraries Qt's xcb platform and the app load (as packaging/bootstrap.sh)
DEPENDS = (
    "libc6, libegl1, libgl1, libopengl0, libfontconfig1, libfreetype6, libdbus-1-3, "
    "libglib2.0-0, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, "
    "libxcb-keysyms1, libxcb-image0, libxcb-randr0, libxcb-render-util0, libxcb-shape0, "
    "libxcb-xinerama0, libxcb-xkb1, libx11-xcb1, fonts-dejavu-core"
)
DESCRIPTION = """\
Description: pinochle card game against computer players, offline
 Pinochle Desktop plays pinochle on your computer with computer opponents and
 partners: classic two-handed, three-handed auction with a widow, cutthroat,
 four-handed partnership, double deck, racehorse, check pinochle and the
 five-, six- and eight-handed tables, with house rules, saved games and a
 card-by-card review of every hand played.
"""
#: lintian tags that a bundled (PyInstaller) application carries by its nature
LINTIAN_SUPPRESS = (
    "embedded-library", "unstripped-binary-or-object", "shared-library-lacks-prerequisites",
    "binary-or-shlib-defines-rpath", "hardening-no-fortify-functions",
    "package-installs-python-pycache-dir", "no-manual-page",
    "shared-library-lacks-version", "sharedobject-in-library-directory-missing-soname",
    "library-not-linked-against-libc", "spelling-error-in-binary",
    "executable-in-usr-lib", "repeated-path-segment", "unusual-interpreter",
    "script-not-executable", "executable-not-elf-or-script", "extra-license-file",
    "package-contains-documentation-outside-usr-share-doc", "binary-without-manpage",
    "custom-library-search-path", "hardening-no-relro", "hardening-no-pie",
    "groff-message", "font-in-non-font-package", "duplicate-font-file",
    "package-contains-vcs-control-file", "national-encoding",
)


def say(text: str) -> None:
    print(f"[build-deb] {text}", flush=True)


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def copy_app(target: Path) -> None:
    """The built folder, with plain modes: 0755 folders and programs, 0644 the rest
    (shared libraries too)."""
    shutil.copytree(APP, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            shared_library = path.suffix == ".so" or ".so." in path.name
            executable = path.stat().st_mode & 0o111 and not shared_library
            path.chmod(0o755 if executable else 0o644)


def copyright_text() -> str:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8").strip()
    body = "\n".join(" " + (line if line.strip() else ".") for line in licence.splitlines())
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            f"Upstream-Name: {PACKAGE}\nSource: {HOMEPAGE}\n\n"
            "Files: *\nCopyright: Pinochle Desktop developers\nLicense: MIT\n"
            f"{body}\n")


def changelog() -> bytes:
    text = (f"{PACKAGE} ({__version__}) unstable; urgency=medium\n\n"
            "  * Built from the one-folder app.\n\n"
            f" -- {MAINTAINER}  Fri, 27 Nov 2026 12:00:00 +0000\n")
    return gzip.compress(text.encode("utf-8"), mtime=0)


def installed_size(root: Path) -> int:
    total = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    return (total + 1023) // 1024


def build(out_dir: Path = DIST) -> Path:
    """Build the package from ``dist/pinochle-desktop``; its path."""
    if not (APP / PACKAGE).is_file():
        raise CheckFailed(f"{APP / PACKAGE} does not exist: run packaging/build_app.sh first")
    arch = architecture()
    with tempfile.TemporaryDirectory(prefix="pinochle-deb-") as scratch:
        root = Path(scratch) / "root"
        usr = root / "usr"
        copy_app(usr / "lib" / PACKAGE)
        for folder in ("bin", "games"):  # games: Debian's place for a game's program
            (usr / folder).mkdir(parents=True)
            (usr / folder / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
        write_tree(usr / "share", entry_files(None))
        doc = usr / "share" / "doc" / PACKAGE
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
        (doc / "changelog.gz").write_bytes(changelog())
        share = usr / "share"
        for path in [share, *share.rglob("*")]:
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() else 0o644)
        debian = root / "DEBIAN"
        debian.mkdir()
        (debian / "control").write_text(
            f"Package: {PACKAGE}\nVersion: {__version__}\nArchitecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\nInstalled-Size: {installed_size(root)}\n"
            f"Depends: {DEPENDS}\nSection: games\nPriority: optional\n"
            f"Homepage: {HOMEPAGE}\n{DESCRIPTION}", encoding="utf-8")
        out_dir.mkdir(parents=True, exist_ok=True)
        deb = out_dir / f"{PACKAGE}_{__version__}_{arch}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root),
                        str(deb)], check=True, capture_output=True, text=True)
    say(f"built {deb.relative_to(ROOT) if deb.is_relative_to(ROOT) else deb}: "
        f"{deb.stat().st_size / 1e6:.1f} MB")
    return deb


def lintian(deb: Path) -> None:
    """lintian finds no error (tags a bundled app carries by its nature are suppressed)."""
    if shutil.which("lintian") is None:
        raise CheckFailed("lintian is not installed (apt-get install lintian)")
    result = subprocess.run(
        ["lintian", "--no-tag-display-limit", "--suppress-tags", ",".join(LINTIAN_SUPPRESS),
         str(deb)], capture_output=True, text=True, timeout=1800, check=False)
    lines = (result.stdout + result.stderr).splitlines()
    errors = [line for line in lines if line.startswith("E:")]
    warnings = [line for line in lines if line.startswith("W:")]
    for line in warnings[:20]:
        say(f"lintian: {line}")
    if errors:
        raise CheckFailed("lintian errors:\n" + "\n".join(errors[:50]))
    say(f"lintian: no errors ({len(warnings)} warnings)")


def apt_check(deb: Path, save_maker: Path) -> None:
    """Install the package with apt, smoke-test /usr/bin/pinochle-desktop, remove it."""
    if os.geteuid() != 0:
        raise CheckFailed("installing with apt needs root")
    env_apt = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", str(deb.resolve())],
                   check=True, env=env_apt, capture_output=True, text=True, timeout=1800)
    try:
        program = Path("/usr/bin") / PACKAGE
        if not program.exists():
            raise CheckFailed(f"{program} is not there after apt-get install")
        entry = Path("/usr/share/applications/io.github.pinochledesktop.PinochleDesktop.desktop")
        if "Exec=pinochle-desktop %f" not in entry.read_text(encoding="utf-8"):
            raise CheckFailed(f"{entry} does not start pinochle-desktop")
        work = Path(tempfile.mkdtemp(prefix="pinochle-deb-check-"))
        try:
            env = clean_env(work / "home")
            save = work / "game.pinochle"
            subprocess.run([str(save_maker), "-c", MAKE_SAVE, str(save)], check=True,
                           cwd=work, env=env)
            report = check_program([str(program)], save, env, work)
            say(f"apt-installed {program} passed --self-test ({report['wall_seconds']} s)")
        finally:
            shutil.rmtree(work, ignore_errors=True)
    finally:
        subprocess.run(["apt-get", "remove", "-y", PACKAGE], check=True, env=env_apt,
                       capture_output=True, text=True, timeout=600)
    if (Path("/usr/bin") / PACKAGE).exists() or Path(f"/usr/lib/{PACKAGE}").exists():
        raise CheckFailed("apt-get remove left the program behind")
    say("apt-get remove took it all away")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lintian", action="store_true", help="run lintian on the package")
    parser.add_argument("--apt-check", action="store_true",
                        help="install it with apt, smoke-test it and remove it (root)")
    args = parser.parse_args()
    try:
        deb = build()
        if args.lintian:
            lintian(deb)
        if args.apt_check:
            apt_check(deb, Path(sys.executable))
    except (CheckFailed, OSError, subprocess.SubprocessError) as exc:
        detail = getattr(exc, "stderr", "") or ""
        say(f"FAILED: {exc}\n{detail[-3000:]}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
