#!/usr/bin/env python3
"""Check the game as players install it: a built wheel in a fresh venv, outside the checkout.

    python3 packaging/check_install.py               # build the wheel, install, check
    python3 packaging/check_install.py --wheel W.whl # check a wheel built elsewhere

A source checkout hides what an install lacks (the card art once lived beside
the package, so every installed wheel drew no cards). This script:

1. builds the wheel and the sdist from the checkout and checks what they carry
   (every card face and back, the icon, the licence; the sdist also tests/docs);
2. installs the wheel into a new venv in a temporary folder and runs everything
   from there, with the checkout off ``sys.path``;
3. runs ``pinochle-desktop --version`` and ``--help`` (no display needed),
   then ``pinochle-desktop --self-test GAME.pinochle`` offscreen: every card
   picture draws, the saved game given on the command line opens, an Expert
   seat's worker processes start, and they are gone after the program exits;
   once more with Qt's own ``-style Fusion`` option;
4. plays two checked deals with the installed ``pinochle-sim``.

Standard library only; :func:`check_program` is shared with the built app's
smoke test (``packaging/build_app.py``). Exit status 0 when every check passed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARD_CODES = [rank + suit for suit in "SHDC" for rank in "9JQKTA"]
APP_ID = "io.github.pinochledesktop.PinochleDesktop"
#: what a wheel must carry, as paths inside it
WHEEL_MUST_HAVE = (
    [f"pinochle_desktop/resources/cards/{style}/{code}.svg"
     for style in ("2color", "4color") for code in CARD_CODES]
    + [f"pinochle_desktop/resources/cards/backs/{name}.svg" for name in ("blue", "red", "green")]
    + [f"pinochle_desktop/resources/sounds/{name}.wav"
       for name in ("card", "trick", "bid", "meld", "shuffle", "won", "lost")]
    + [f"pinochle_desktop/resources/icons/{APP_ID}.svg", "pinochle_desktop/py.typed",
       "pinochle_desktop/resources/strength.json",
       # compiled by the build (setup.py) from resources/translations/*.ts
       "pinochle_desktop/resources/translations/pinochle_de.qm"]
)
SDIST_MUST_HAVE = ("LICENSE", "README.md", "pyproject.toml", "tests/conftest.py", "docs/",
                   "packaging/check_install.py", "resources/generate_cards.py",
                   "resources/generate_sounds.py", "setup.py", "packaging/translations.py",
                   "resources/translations/pinochle_de.ts")

#: makes a saved game with an Expert seat, using the installed package
MAKE_SAVE = """
import sys
from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.storage import SaveMeta, SeatInfo, save_game
state = new_game(preset("partnership"), seed=7)
seats = [SeatInfo("You", None), SeatInfo("Ada", "expert"), SeatInfo("Ben", "easy"),
         SeatInfo("Cora", "standard")]
save_game(sys.argv[1], state, SaveMeta(seats=seats))
"""


class CheckFailed(Exception):
    pass


def say(text: str) -> None:
    print(f"[check-install] {text}", flush=True)


def run(cmd: list[str], *, env: dict[str, str] | None = None, cwd: Path | None = None,
        timeout: float = 600) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True,
                            timeout=timeout, check=False)
    if result.returncode != 0:
        raise CheckFailed(f"{' '.join(cmd)} exited {result.returncode}\n"
                          f"--- stdout\n{result.stdout[-4000:]}\n"
                          f"--- stderr\n{result.stderr[-4000:]}")
    return result


def clean_env(home: Path) -> dict[str, str]:
    """Offscreen, user folders in ``home``, nothing from the checkout on the path."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PINOCHLE_DESKTOP_HOME", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    runtime = home / "runtime"
    runtime.mkdir(parents=True, exist_ok=True, mode=0o700)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    return env


def alive(pid: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - the CI runs on Linux
        out = subprocess.run(["tasklist", "/FI", f"PID eq {pid}"], capture_output=True,
                             text=True, check=False).stdout
        return str(pid) in out
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # a zombie is gone for every purpose but the process table
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(") ", 1)[-1].startswith("Z"))


def check_program(program: list[str], save: Path, env: dict[str, str], cwd: Path) -> dict:
    """``program --self-test save`` passes, and its worker processes are gone after exit."""
    started = time.monotonic()
    result = subprocess.run([*program, "--self-test", str(save)], env=env, cwd=cwd,
                            capture_output=True, text=True, timeout=300, check=False)
    seconds = time.monotonic() - started
    try:
        report = json.loads(result.stdout[result.stdout.index("{"):])
    except ValueError as exc:
        raise CheckFailed(f"--self-test printed no report (exit {result.returncode})\n"
                          f"--- stdout\n{result.stdout[-3000:]}\n--- stderr\n"
                          f"{result.stderr[-3000:]}") from exc
    if result.returncode != 0 or not report.get("ok"):
        raise CheckFailed(f"--self-test failed (exit {result.returncode}): "
                          f"{json.dumps(report, indent=1)}\n--- stderr\n{result.stderr[-3000:]}")
    if report.get("card_pictures") != len(CARD_CODES) * 2 + 3:
        raise CheckFailed(f"expected {len(CARD_CODES) * 2 + 3} card pictures: {report}")
    if report.get("translations") != {"de": {"ours": True, "qt": True}}:
        raise CheckFailed(f"the German translation is not shipped whole: {report}")
    pids = report.get("worker_pids") or []
    if not pids:
        raise CheckFailed(f"no worker processes were reported: {report}")
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [pid for pid in pids if alive(pid)]
    if left:
        raise CheckFailed(f"worker processes {left} outlived the program")
    report["wall_seconds"] = round(seconds, 1)
    return report


def check_started_program(program: list[str], python: Path, env: dict[str, str], cwd: Path,
                          tell: Callable[[str], None] = say) -> tuple[dict, Path]:
    """``--version``, ``--help``, then ``--self-test`` with a saved game made by ``python``.

    Returns the self-test's report and the saved game (for further runs)."""
    version = run([*program, "--version"], env=env, cwd=cwd, timeout=120).stdout.strip()
    help_text = run([*program, "--help"], env=env, cwd=cwd, timeout=120).stdout
    if ("--self-test" not in help_text or "--verbose" not in help_text
            or not version.startswith("pinochle-desktop ")):
        raise CheckFailed(f"--version/--help answered {version!r} / {help_text[:300]!r}")
    tell(f"{version}; --help lists the options")
    save = cwd / "game.pinochle"
    run([str(python), "-c", MAKE_SAVE, str(save)], env=env, cwd=cwd)
    report = check_program(program, save, env, cwd)
    tell(f"--self-test: {report['card_pictures']} card pictures drawn, "
         f"{report['table_cards']} cards on the table, {save.name} opened, "
         f"{len(report['worker_pids'])} worker processes started and gone after exit "
         f"({report['wall_seconds']} s)")
    return report, save


def check_archives(wheel: Path, sdist: Path | None) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [name for name in WHEEL_MUST_HAVE if name not in names]
    if not any(name.endswith(".dist-info/licenses/LICENSE") for name in names):
        missing.append("*.dist-info/licenses/LICENSE")
    if missing:
        raise CheckFailed(f"the wheel lacks {len(missing)} files, e.g. {missing[:5]}")
    say(f"wheel {wheel.name}: {wheel.stat().st_size / 1e3:.0f} kB, {len(names)} files, "
        "every card face, back and the icon inside")
    if sdist is None:
        return
    import tarfile

    with tarfile.open(sdist) as archive:
        inside = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    lacking = [name for name in SDIST_MUST_HAVE
               if not any(entry == name.rstrip("/") or entry.startswith(name) for entry in inside)]
    lacking += [name for name in WHEEL_MUST_HAVE if name not in inside]
    if lacking:
        raise CheckFailed(f"the sdist lacks {lacking[:5]}")
    say(f"sdist {sdist.name}: {sdist.stat().st_size / 1e3:.0f} kB, with tests, docs and LICENSE")


def build(out: Path) -> tuple[Path, Path]:
    say("building the wheel and the sdist")
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)])
    run([sys.executable, "-m", "build", "--sdist", "--outdir", str(out), str(ROOT)])
    return next(out.glob("*.whl")), next(out.glob("*.tar.gz"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, help="check this wheel instead of building one")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="pinochle-install-check-"))
    started = time.monotonic()
    try:
        if args.wheel:
            wheel, sdist = args.wheel.resolve(), None
        else:
            wheel, sdist = build(work / "dist")
        check_archives(wheel, sdist)
        say("installing the wheel into a fresh venv")
        target = work / "venv"
        venv.EnvBuilder(with_pip=True).create(target)
        bindir = target / ("Scripts" if sys.platform == "win32" else "bin")
        python = bindir / "python"
        run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             str(wheel)], timeout=1200)
        env = clean_env(work / "home")
        outside = work / "elsewhere"
        outside.mkdir()
        probe = "import pinochle_desktop; print(pinochle_desktop.__file__)"
        where = run([str(python), "-c", probe], env=env, cwd=outside).stdout.strip()
        if str(ROOT) in where:
            raise CheckFailed(f"the installed package was imported from the checkout: {where}")
        game = bindir / "pinochle-desktop"
        _, save = check_started_program([str(game)], python, env, outside)
        check_program([str(game), "-style", "Fusion"], save, env, outside)
        say("Qt's own options work (-style Fusion)")
        sim = run([str(bindir / "pinochle-sim"), "--variant", "partnership", "--deals", "2",
                   "--check", "--json"], env=env, cwd=outside)
        if json.loads(sim.stdout).get("deals") != 2:
            raise CheckFailed(f"pinochle-sim answered {sim.stdout[:300]}")
        say("pinochle-sim played 2 checked deals")
    except (CheckFailed, subprocess.TimeoutExpired, StopIteration) as exc:
        say(f"FAILED: {exc}")
        return 1
    finally:
        if args.keep:
            say(f"kept {work}")
        else:
            import shutil

            shutil.rmtree(work, ignore_errors=True)
    say(f"all checks passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
