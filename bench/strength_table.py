"""The levels' measured strength, written from the benchmark results.

``bench/ai_match.py --record bench/results/levels.json`` keeps each match's
figures (pair, variant, rules, points per deal with its 95% interval, deals,
contracts, decision times, the commands). This script turns that file into

* ``pinochle_desktop/resources/strength.json``: one headline per level (the
  level against the one below it), which the New Game dialog shows next to
  each level (``ui/play/config.level_description``);
* the strength table in ``README.md``, between the two marker lines, every
  recorded row with the command that reproduces it.

Nothing in either is typed by hand: ``tests/test_strength_table.py`` fails
when they differ from what this script writes from the results file.

    python bench/strength_table.py            # write both
    python bench/strength_table.py --check    # exit 1 if either is stale
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "levels.json"
#: ``bench/placement.py --record`` keeps each placement run here
PLACEMENT = ROOT / "bench" / "results" / "placement.json"
SHIPPED = ROOT / "pinochle_desktop" / "resources" / "strength.json"
README = ROOT / "README.md"
BEGIN = "<!-- strength table: written by bench/strength_table.py from bench/results/levels.json -->"
END = "<!-- end of the strength table -->"
VERSION = 1

#: each level's headline: (level, the level below it, variant, rules), best first
LADDER: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("easy", "random", "partnership", ()),
    ("standard", "easy", "partnership", ()),
    ("pro", "standard", "partnership", ()),
    ("expert", "pro", "partnership", ("pass_count=3",)),
]


def base(spec: str) -> str:
    """``expert/workers=0`` -> ``expert``."""
    return spec.split("/")[0]


#: options that change where a level runs, not how it plays
PLACE_OPTIONS = frozenset({"workers"})


def shipped(spec: str) -> bool:
    """Whether ``spec`` plays as the level a player picks: no option but where it runs
    (``expert/workers=0``, not ``expert/infer=8``)."""
    return all(part.split("=")[0] in PLACE_OPTIONS for part in spec.split("/")[1:])


def load(path: Path = RESULTS) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return rows


def headline(rows: list[dict[str, Any]], level: str, below: str, variant: str,
             rules: tuple[str, ...]) -> dict[str, Any] | None:
    """The recorded row of the shipped ``level`` against the shipped ``below`` (the most
    deals wins); rows of tuned or earlier configurations are not quoted."""
    found = [
        r for r in rows
        if [base(p) for p in r["pair"].split(":")] == [level, below]
        and all(shipped(p) for p in r["pair"].split(":"))
        and r["variant"] == variant and tuple(r.get("rules", [])) == rules
    ]
    if not found:
        return None
    r = max(found, key=lambda r: (r["deals"], r["pair"]))
    return {
        "against": below,
        "variant": variant,
        "rules": list(rules),
        "points_per_deal": r["points_per_deal"],
        "ci95": r["ci95"],
        "deals": r["deals"],
    }


def shipped_data(rows: list[dict[str, Any]]) -> dict[str, Any]:
    levels = {}
    for level, below, variant, rules in LADDER:
        h = headline(rows, level, below, variant, rules)
        if h is not None:
            levels[level] = h
    return {"version": VERSION, "levels": levels}


def shipped_text(rows: list[dict[str, Any]]) -> str:
    return json.dumps(shipped_data(rows), indent=1, sort_keys=True) + "\n"


def load_placement(path: Path = PLACEMENT) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    runs: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return runs


def placement_table(runs: list[dict[str, Any]]) -> list[str]:
    """The placement benchmark's rows: one per run and kind of evidence."""
    if not runs:
        return []
    lines = [
        "",
        "How well the Expert's sampled deals place the cards it cannot see "
        "(`bench/placement.py`): the share of hidden cards a sampled deal puts in the right "
        "hand, over every recorded card decision and at the decisions of the seats that were "
        "passed cards, as each kind of evidence is added.",
        "",
        "| variant | rules | deals | evidence | placed (± se) | passed to | log-likelihood "
        "| reproduce |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for run in sorted(runs, key=lambda r: (r["variant"], r["rules"])):
        rules = ", ".join(run["rules"]) or "preset"
        for evidence, r in run["results"].items():
            lines.append(
                f"| {run['variant']} | {rules} | {run['deals']} | {evidence} | "
                f"{r['placed']:.3f} (± {r['placed_se']:.3f}) | {r['placed_passed_to']:.3f} | "
                f"{r['loglik']:.2f} | `{run['command']}` |")
    return lines


def readme_table(rows: list[dict[str, Any]],
                 placement: list[dict[str, Any]] | None = None) -> str:
    lines = [
        BEGIN,
        "",
        "| A:B | variant | rules | deals | A points/deal (95% CI) | A made/set | B made/set "
        "| A p50/p99 ms | reproduce |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in sorted(rows, key=lambda r: (r["variant"], r["pair"], r.get("rules", []))):
        a = r["pair"].split(":")[0]
        ta = r["decision_ms"].get(a, [0, 0])
        lo, hi = r["ci95"]
        rules = ", ".join(r.get("rules", [])) or "preset"
        cmd = reproduce(r["commands"])
        lines.append(
            f"| {r['pair']} | {r['variant']} | {rules} | {r['deals']} | "
            f"{r['points_per_deal']:+.1f} ({lo:+.1f} .. {hi:+.1f}) | "
            f"{r['made_set_first'][0]}/{r['made_set_first'][1]} | "
            f"{r['made_set_second'][0]}/{r['made_set_second'][1]} | "
            f"{ta[0]:.1f}/{ta[1]:.1f} | `{cmd}` |"
        )
    lines += placement_table(load_placement() if placement is None else placement)
    lines += ["", END]
    return "\n".join(lines)


def reproduce(commands: list[str]) -> str:
    """One command line that runs as printed and plays what ``commands`` played: the
    command itself, or a shell loop over the seeds when a match was played in pieces
    (the same command with consecutive ``--seed`` values)."""
    if len(commands) == 1:
        return commands[0]
    seeds = [re.search(r"--seed (\d+)", c) for c in commands]
    if all(seeds):
        numbers = [int(m.group(1)) for m in seeds if m]
        template = re.sub(r"--seed \d+", "--seed $seed", commands[0])
        same = all(re.sub(r"--seed \d+", "--seed $seed", c) == template for c in commands)
        if same and numbers == list(range(numbers[0], numbers[0] + len(numbers))):
            return f"for seed in $(seq {numbers[0]} {numbers[-1]}); do {template}; done"
    return "; ".join(commands)


def readme_text(rows: list[dict[str, Any]], readme: str) -> str:
    start, end = readme.index(BEGIN), readme.index(END) + len(END)
    return readme[:start] + readme_table(rows) + readme[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if an output is stale")
    args = parser.parse_args(argv)
    rows = load()
    want = {SHIPPED: shipped_text(rows), README: readme_text(rows, README.read_text("utf-8"))}
    stale = [p for p, text in want.items() if not p.exists() or p.read_text("utf-8") != text]
    if args.check:
        for p in stale:
            print(f"{p.relative_to(ROOT)} is not what bench/strength_table.py writes")
        return 1 if stale else 0
    for p in stale:
        p.write_text(want[p], encoding="utf-8")
        print(f"wrote {p.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
