#!/usr/bin/env python3
"""Build the one-folder app with PyInstaller, then smoke-test the built program.

    packaging/build_app.sh                # new build venv, build, smoke test, remove the venv
    packaging/build_app.sh --keep-venv    # reuse build/app-venv if there (faster), keep it
    packaging/build_app.sh --smoke-only   # only test the app already in dist/pinochle-desktop
    packaging/build_app.sh --no-smoke     # only build

1. A scratch venv in ``build/app-venv`` gets the game installed from this
   checkout (not editable, as players get it) and PyInstaller (and, on
   Windows and macOS, Pillow for the icon);
2. PyInstaller builds ``packaging/pinochle-desktop.spec`` into
   ``dist/pinochle-desktop/`` (work files in ``build/pyinstaller/``, its log in
   ``build/app-build.log``); the build time and the folder's size are printed;
3. the built program, run from a temporary folder outside the checkout with
   no Python of ours on the path, answers ``--version`` and ``--help``, and
   passes ``--self-test GAME.pinochle`` offscreen: every card picture draws,
   the saved game given on the command line opens, an Expert seat's worker
   processes (the same executable started again) start, and they are gone
   once the program has exited 0 (``check_install.check_program``); where
   ``xvfb-run`` is installed, once more on X11 (the xcb plugin) under Xvfb.

Exit status 0 when the build and every check passed. docs/packaging.md has
the details, the figures, and notes for Windows and macOS.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_install import CheckFailed, check_program, check_started_program, clean_env, run

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "pinochle-desktop.spec"
BUILD = ROOT / "build"
VENV = BUILD / "app-venv"
WORK = BUILD / "pyinstaller"
LOG = BUILD / "app-build.log"
DIST = ROOT / "dist"
APP = DIST / "pinochle-desktop"
#: verified with 6.10.0 and 6.22.3 (the newest when this was written)
PYINSTALLER = "pyinstaller>=6.10,<7"
IS_WIN = sys.platform == "win32"
EXE_NAME = "pinochle-desktop.exe" if IS_WIN else "pinochle-desktop"


def say(text: str) -> None:
    print(f"[build-app] {text}", flush=True)


def venv_python(target: Path) -> Path:
    return target / ("Scripts/python.exe" if IS_WIN else "bin/python")


def make_venv(keep: bool) -> Path:
    """The build venv with the game (from this checkout) and PyInstaller installed."""
    python = venv_python(VENV)
    reuse = keep and python.exists()
    if not reuse:
        shutil.rmtree(VENV, ignore_errors=True)
        say(f"creating the build venv {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = [str(ROOT), PYINSTALLER]
    if sys.platform in ("win32", "darwin"):
        wanted.append("pillow")  # PyInstaller turns the PNG icon into .ico / .icns with it
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    say(f"installing the game (not editable) and {PYINSTALLER}"
        + (" into the kept venv" if reuse else ""))
    run([*pip, *wanted])
    if reuse:  # the same version number: pip would keep the old copy of the game
        run([*pip, "--force-reinstall", "--no-deps", str(ROOT)])
    versions = run([str(python), "-c", "from importlib.metadata import version as v; "
                    "print('PyInstaller', v('pyinstaller'), '/ PySide6', "
                    "v('pyside6-essentials'))"]).stdout.strip()
    say(versions)
    return python


def build(python: Path, *, lean: bool, console: bool, clean: bool) -> float:
    """Run PyInstaller on the spec; return the seconds it took."""
    bindir = python.parent
    pyinstaller = bindir / ("pyinstaller.exe" if IS_WIN else "pyinstaller")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PINOCHLE_APP_LEAN"] = "1" if lean else "0"
    env["PINOCHLE_APP_CONSOLE"] = "1" if console else "0"
    env["QT_QPA_PLATFORM"] = "offscreen"  # the spec draws the icon with Qt on Windows/macOS
    cmd = [str(pyinstaller), "--noconfirm", "--log-level", "WARN", "--distpath", str(DIST),
           "--workpath", str(WORK), *(["--clean"] if clean else []), str(SPEC)]
    say(f"running PyInstaller (log: {LOG.relative_to(ROOT)})")
    started = time.monotonic()
    BUILD.mkdir(exist_ok=True)
    # from build/, so that the checkout itself is not on the path: the installed copy is frozen
    result = subprocess.run(cmd, env=env, cwd=BUILD, capture_output=True, text=True,
                            timeout=1800, check=False)
    seconds = time.monotonic() - started
    LOG.write_text(result.stdout + result.stderr, encoding="utf-8")
    for line in (result.stdout + result.stderr).splitlines():
        if line.startswith("[spec]"):
            say(line.removeprefix("[spec] "))
    if result.returncode != 0:
        raise CheckFailed(f"PyInstaller exited {result.returncode}\n{result.stderr[-4000:]}")
    return seconds


def folder_size(folder: Path) -> tuple[float, int]:
    """(MB, number of files) of ``folder``; symbolic links count as neither."""
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total / 1e6, count


def save_maker() -> Path:
    """A Python that can import the game, to write the saved game the smoke test opens."""
    for python in (venv_python(VENV), venv_python(ROOT / ".venv"), Path(sys.executable)):
        if python.exists() and subprocess.run(
                [str(python), "-c", "import pinochle_desktop.storage"], cwd=ROOT,
                capture_output=True, check=False).returncode == 0:
            return python
    raise CheckFailed("no Python here can import pinochle_desktop to write a saved game: "
                      "run without --smoke-only, or with --keep-venv once")


def smoke_test() -> dict:
    program = APP / EXE_NAME
    if not program.exists():
        raise CheckFailed(f"{program} does not exist: build it first")
    python = save_maker()
    work = Path(tempfile.mkdtemp(prefix="pinochle-app-check-"))
    try:
        env = clean_env(work / "home")
        outside = work / "elsewhere"
        outside.mkdir()
        report, save = check_started_program([str(program)], python, env, outside, say)
        if sys.platform.startswith("linux"):
            check_menu_entry(work, save, env, outside)
        xvfb = shutil.which("xvfb-run")
        if xvfb and sys.platform.startswith("linux"):
            # offscreen proves little about the X11 plugin and the libraries it loads
            x11 = {**env, "QT_QPA_PLATFORM": "xcb"}
            again = check_program([xvfb, "-a", str(program)], save, x11, outside)
            say(f"--self-test passed on X11 (xcb) under Xvfb as well ({again['wall_seconds']} s)")
        elif sys.platform.startswith("linux"):
            say("no xvfb-run here: the X11 (xcb) run of --self-test is skipped")
        return report
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_menu_entry(work: Path, save: Path, env: dict[str, str], cwd: Path) -> None:
    """The app copied to another folder installs its own menu entry, whose command opens
    a saved game; uninstalling removes every file it installed."""
    copied = work / "copied app" / APP.name
    shutil.copytree(APP, copied, symlinks=True)
    program = copied / EXE_NAME
    share = work / "menu"
    env = {**env, "XDG_DATA_HOME": str(share)}
    run([str(program), "--install-desktop-entry"], env=env, cwd=cwd, timeout=300)
    entry = share / "applications" / "io.github.pinochledesktop.PinochleDesktop.desktop"
    lines = entry.read_text(encoding="utf-8").splitlines()
    command = next(line.removeprefix("Exec=") for line in lines if line.startswith("Exec="))
    argv = shlex.split(command)
    if argv != [str(program), "%f"]:
        raise CheckFailed(f"the menu entry runs {command!r}, not the copied app {program}")
    installed = sorted(p for p in share.rglob("*io.github.pinochledesktop*") if p.is_file())
    if len(installed) != 12:
        raise CheckFailed(f"the menu entry installed {len(installed)} files, not 12")
    report = check_program([arg for arg in argv if arg != "%f"], save, env, cwd)
    run([str(program), "--uninstall-desktop-entry"], env=env, cwd=cwd, timeout=300)
    left = [p for p in share.rglob("*io.github.pinochledesktop*") if p.is_file()]
    if left:
        raise CheckFailed(f"--uninstall-desktop-entry left {left}")
    say(f"the app copied to {copied.parent.name!r} installed its menu entry (12 files), whose "
        f"command opened {save.name} ({report['wall_seconds']} s), and removed it again")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-smoke", action="store_true", help="build only")
    parser.add_argument("--smoke-only", action="store_true",
                        help="only smoke-test the app already in dist/pinochle-desktop")
    parser.add_argument("--keep-venv", action="store_true",
                        help="reuse build/app-venv if it is there, and keep it afterwards")
    parser.add_argument("--clean", action="store_true",
                        help="empty PyInstaller's cache and work folder first (a build from "
                             "scratch)")
    parser.add_argument("--no-lean", action="store_true",
                        help="PyInstaller's defaults: every Qt plugin and translation, nothing "
                             "stripped (to measure what the lean measures save)")
    parser.add_argument("--console", action="store_true",
                        help="a console program (Windows: needed to read --self-test's report)")
    args = parser.parse_args()
    if args.no_smoke and args.smoke_only:
        parser.error("--no-smoke and --smoke-only exclude each other")
    started = time.monotonic()
    build_seconds: float | None = None
    smoke = "smoke test skipped"
    try:
        if not args.smoke_only:
            python = make_venv(args.keep_venv)
            build_seconds = build(python, lean=not args.no_lean, console=args.console,
                                  clean=args.clean)
            megabytes, files = folder_size(APP)
            say(f"built {APP.relative_to(ROOT)} in {build_seconds:.0f} s: "
                f"{megabytes:.1f} MB in {files} files")
        if not args.no_smoke:
            if IS_WIN and not args.console and not args.smoke_only:
                say("a windowed Windows program prints nothing: smoke test skipped "
                    "(build with --console to run it)")
            else:
                smoke_test()
                smoke = "smoke test passed"
    except (CheckFailed, subprocess.TimeoutExpired, OSError) as exc:
        say(f"FAILED: {exc}")
        return 1
    finally:
        if not args.keep_venv and not args.smoke_only and VENV.exists():
            shutil.rmtree(VENV, ignore_errors=True)
    megabytes, files = folder_size(APP)
    built = f"build {build_seconds:.0f} s" if build_seconds is not None else "not rebuilt"
    say(f"done in {time.monotonic() - started:.0f} s")
    print(f"built app: {megabytes:.0f} MB in {files} files, {built}, {smoke}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
