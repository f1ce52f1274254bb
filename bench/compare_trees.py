"""Speed of two source trees, measured alternately: the medians of each figure.

``pinochle-sim`` random hands per second (partnership,
four random players, 500 deals) and ``bench/engine_speed.py``'s playouts/s
and whole hands/s, before and after a change. Each run is a fresh process
with ``PYTHONPATH=<tree>``, started outside both trees (the current directory
would otherwise come first on ``sys.path``); the first line of every run
checks that ``pinochle_desktop`` really was imported from that tree. Runs
alternate between the trees, so a machine shared with other work slows both
alike; the medians are printed.

    python bench/compare_trees.py BASE_TREE NEW_TREE [--runs N] [--what sim,engine]
        [--seconds S] [--json]

For a baseline commit: ``git worktree add /tmp/base4fa 4fa8a07``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

SIM_ARGS = ("--variant", "partnership", "--players", "random,random,random,random",
            "--deals", "500", "--json")

#: printed first by every run: where the package came from
_WHERE = "import pinochle_desktop, sys; print(pinochle_desktop.__file__, file=sys.stderr)"


def _run(tree: Path, code: str, args: list[str]) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    with tempfile.TemporaryDirectory() as cwd:
        done = subprocess.run(
            [sys.executable, "-c", f"{_WHERE}\n{code}", *args],
            cwd=cwd, env=env, capture_output=True, text=True, check=True,
        )
    origin = Path(done.stderr.splitlines()[0]).resolve()
    if not origin.is_relative_to(tree.resolve()):
        raise SystemExit(f"{tree}: pinochle_desktop came from {origin}")
    data: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def sim_rate(tree: Path) -> float:
    """Random partnership hands per second through ``pinochle-sim``."""
    code = "import sys; from pinochle_desktop.sim import main; sys.exit(main(sys.argv[1:]))"
    data = _run(tree, code, list(SIM_ARGS))
    deals = data["deals"]
    seconds = data["seconds"]
    assert isinstance(deals, int) and isinstance(seconds, float)
    return deals / seconds


def _run_engine(tree: Path, code: str, seconds: float) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    with tempfile.TemporaryDirectory() as cwd:
        done = subprocess.run(
            [sys.executable, "-c", f"{_WHERE}\n{code}", "--json", "--seconds", str(seconds)],
            cwd=cwd, env=env, capture_output=True, text=True,
        )
    if not done.stderr:
        raise SystemExit(f"{tree}: engine_speed printed nothing")
    origin = Path(done.stderr.splitlines()[0]).resolve()
    if not origin.is_relative_to(tree.resolve()):
        raise SystemExit(f"{tree}: pinochle_desktop came from {origin}")
    if done.returncode not in (0, None):
        raise SystemExit(f"{tree}: engine_speed failed:\n{done.stderr}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    out = {f"playouts/s {k}": float(v) for k, v in data["playouts_per_second"].items()}
    out.update({f"hands/s {k}": float(v) for k, v in data["hands_per_second"].items()
                if v is not None})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("base", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--runs", type=int, default=3, help="runs of each tree (3)")
    parser.add_argument("--what", default="sim,engine", help="sim, engine or both")
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="engine_speed's time per figure (3)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    what = set(args.what.split(","))
    bench = Path(__file__).resolve().parent / "engine_speed.py"
    trees = {"base": args.base, "new": args.new}
    figures: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    for run in range(args.runs):
        for name, tree in trees.items():  # alternate: base, new, base, new...
            found: dict[str, float] = {}
            if "sim" in what:
                found["sim hands/s"] = sim_rate(tree)
            if "engine" in what:
                found.update(_run_engine(tree, _engine_code(bench), args.seconds))
            for key, value in found.items():
                figures[name].setdefault(key, []).append(value)
            if not args.json:
                shown = ", ".join(f"{k} {v:,.0f}" for k, v in found.items())
                print(f"run {run + 1} {name}: {shown}", flush=True)
    medians = {name: {k: statistics.median(v) for k, v in f.items()}
               for name, f in figures.items()}
    if args.json:
        print(json.dumps({"runs": figures, "medians": medians}))
        return 0
    print("\nmedians (new / base):")
    for key, base in medians["base"].items():
        new = medians["new"].get(key)
        ratio = f"{new / base:.2f}x" if new else "-"
        print(f"  {key}: base {base:,.0f}, new {new or 0:,.0f}  ({ratio})")
    return 0


def _engine_code(bench: Path) -> str:
    return (
        "import runpy, sys\n"
        f"sys.argv = [{str(bench)!r}, *sys.argv[1:]]\n"
        f"runpy.run_path({str(bench)!r}, run_name='__main__')\n"
    )


if __name__ == "__main__":
    raise SystemExit(main())
