"""Duplicate matches between computer levels, through ``pinochle-sim --duplicate``.

For each pair ``A:B`` the seats of the first side get level A and all other
seats level B; every deal (or game) is replayed with the players rotated, so
both levels hold every hand. Prints one table row per pair: A's points per
deal with a 95% confidence interval, games won, contracts made and set by
each level, decision times p50/p99 per level, and the exact command(s) that
reproduce the row.

    python bench/ai_match.py --pairs standard:easy,pro:standard --deals 200
    python bench/ai_match.py --pairs standard:easy --games 40 --split 2
    python bench/ai_match.py --variant three_handed --pairs pro:standard --deals 100

``--split K`` runs the pair as K simulator processes with consecutive seeds
(both cores of a small machine) and pools their results exactly (means and
variances weighted by deals). ``--keep DIR`` saves each process's result as
it finishes and reuses it on the next call with the same arguments, so a
run of many hours can be stopped and resumed (or summed up part way with a
smaller ``--split``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pinochle_desktop.engine.rules.presets import PRESET_NAMES, preset  # noqa: E402


@dataclass
class Row:
    pair: str
    variant: str
    commands: list[str] = field(default_factory=list)
    runs: list[dict[str, Any]] = field(default_factory=list)


def seat_levels(variant: str, first: str, second: str) -> list[str]:
    rules = preset(variant)
    return [first if rules.side_of(s) == 0 else second for s in range(rules.num_players)]


def sim_command(args: argparse.Namespace, variant: str, players: list[str], seed: int) -> list[str]:
    cmd = [sys.executable, "-m", "pinochle_desktop.sim", "--variant", variant,
           "--players", ",".join(players), "--duplicate", "--seed", str(seed), "--json"]
    if args.games is not None:
        cmd += ["--games", str(args.games)]
    else:
        cmd += ["--deals", str(args.deals)]
    for rule in args.rule:
        cmd += ["--rule", rule]
    return cmd


def shown(cmd: list[str]) -> str:
    """The command as a person would type it from the repository root, with the
    project's environment active (``python``, whichever interpreter ran it)."""
    text = ["python" if c == sys.executable else c for c in cmd]
    return "PYTHONPATH=. " + " ".join(shlex.quote(c) for c in text)


def run(cmd: list[str], keep: Path | None = None) -> dict[str, Any]:
    """One simulator run's JSON; with ``keep``, read from there if an earlier
    run of the same command left it, else saved there (atomically) when done."""
    if keep is not None and keep.exists():
        try:
            kept: dict[str, Any] = json.loads(keep.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            kept = {}  # unreadable: run it again (the new result replaces it)
        if kept.get("command") == cmd[1:]:
            return kept
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False, env=env)
    if out.returncode != 0:
        raise SystemExit(f"simulator failed ({out.returncode}): {out.stderr.strip()}")
    data: dict[str, Any] = json.loads(out.stdout)
    if keep is not None:
        keep.parent.mkdir(parents=True, exist_ok=True)
        tmp = keep.with_suffix(".tmp")
        tmp.write_text(json.dumps({**data, "command": cmd[1:]}), encoding="utf-8")
        os.replace(tmp, keep)
    return data


def kept_path(args: argparse.Namespace, pair: str, seed: int) -> Path | None:
    if args.keep is None:
        return None
    safe = "".join(c if c.isalnum() or c in "-_=" else "_" for c in pair)
    return Path(args.keep) / f"{args.variant}-{safe}-{seed}.json"


def pooled(runs: list[dict[str, Any]], side: int) -> tuple[float, float, float, int]:
    """(mean, CI low, CI high, deals) of one side's points per deal over several runs."""
    parts = []
    for r in runs:
        s = r["sides"][side]
        n = r["deals"]
        mean = s["points_per_deal"]
        half = (s["ci95"][1] - s["ci95"][0]) / 2
        sd = half * math.sqrt(n) / 1.96 if n > 1 else 0.0
        parts.append((n, mean, sd))
    total = sum(n for n, _, _ in parts)
    if total == 0:
        return 0.0, 0.0, 0.0, 0
    mean = sum(n * m for n, m, _ in parts) / total
    if total < 2:
        return mean, mean, mean, total
    ss = sum((n - 1) * sd * sd + n * (m - mean) ** 2 for n, m, sd in parts)
    half = 1.96 * math.sqrt(ss / (total - 1)) / math.sqrt(total)
    return mean, mean - half, mean + half, total


def summarise(row: Row, first: str, second: str) -> dict[str, Any]:
    runs = row.runs
    mean, lo, hi, deals = pooled(runs, 0)
    games = sum(r["games"] for r in runs)  # every rotation of a game counts
    a_won = sum(r["sides"][0]["games_won"] for r in runs)
    b_won = sum(s["games_won"] for r in runs for s in r["sides"][1:])

    def made(group: slice) -> tuple[int, int]:
        m = sum(s["contracts_made"] for r in runs for s in r["sides"][group])
        s_ = sum(s["contracts_set"] for r in runs for s in r["sides"][group])
        return m, s_

    times: dict[str, tuple[float, float]] = {}
    for level in dict.fromkeys([first, second]):
        counts = [r["decisions"][level]["count"] for r in runs if level in r["decisions"]]
        # pooled runs: the worst chunk's percentile (an upper bound)
        p50 = max((r["decisions"][level]["p50_ms"] for r in runs if level in r["decisions"]),
                  default=0.0)
        p99 = max((r["decisions"][level]["p99_ms"] for r in runs if level in r["decisions"]),
                  default=0.0)
        times[level] = (p50, p99) if counts else (0.0, 0.0)
    by_kind: dict[str, dict[str, list[float]]] = {}
    for level in dict.fromkeys([first, second]):
        kinds: dict[str, list[float]] = {}
        for r in runs:
            for sub, t in r["decisions"].get(level, {}).get("by_kind", {}).items():
                old = kinds.get(sub, [0.0, 0.0])
                kinds[sub] = [max(old[0], t["p50_ms"]), max(old[1], t["p99_ms"])]
        by_kind[level] = kinds
    return {
        "pair": row.pair,
        "decision_ms_by_kind": by_kind,
        "variant": row.variant,
        "deals": deals,
        "games": games,
        "points_per_deal": round(mean, 1),
        "ci95": [round(lo, 1), round(hi, 1)],
        "games_won": [a_won, b_won],
        "made_set_first": made(slice(0, 1)),
        "made_set_second": made(slice(1, None)),
        "decision_ms": {k: [round(v[0], 2), round(v[1], 2)] for k, v in times.items()},
        "commands": row.commands,
    }


def print_table(rows: list[dict[str, Any]]) -> None:
    print("| pair (A:B) | variant | deals | A points/deal (95% CI) | games won A-B "
          "| A made/set | B made/set | A p50/p99 ms | B p50/p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        a, b = r["pair"].split(":")
        ta = r["decision_ms"].get(a, [0, 0])
        tb = r["decision_ms"].get(b, [0, 0])
        won = f"{r['games_won'][0]}-{r['games_won'][1]} of {r['games']}" if r["games"] else "-"
        lo, hi = r["ci95"]
        print(
            f"| {r['pair']} | {r['variant']} | {r['deals']} | "
            f"{r['points_per_deal']:+.1f} ({lo:+.1f} .. {hi:+.1f}) | {won} | "
            f"{r['made_set_first'][0]}/{r['made_set_first'][1]} | "
            f"{r['made_set_second'][0]}/{r['made_set_second'][1]} | "
            f"{ta[0]:.2f}/{ta[1]:.1f} | {tb[0]:.2f}/{tb[1]:.1f} |"
        )
    print()
    for r in rows:
        for level, kinds in r.get("decision_ms_by_kind", {}).items():
            parts = [f"{k} {v[0]:.1f}/{v[1]:.1f}" for k, v in sorted(kinds.items())]
            if parts:
                print(f"{level} ({r['variant']}) p50/p99 ms by decision: " + ", ".join(parts))
    print()
    for r in rows:
        print(f"{r['pair']} ({r['variant']}):")
        for cmd in r["commands"]:
            print(f"    {cmd}")


def record(path: Path, rows: list[dict[str, Any]]) -> None:
    """Merge ``rows`` into the results file at ``path``. A row of the same pair,
    variant and rules is replaced when it was made by the same commands (a rerun)
    and pooled with it when its commands differ (more deals on other seeds), so
    the file gathers every deal measured."""
    old: list[dict[str, Any]] = []
    if path.exists():
        old = json.loads(path.read_text(encoding="utf-8"))

    def key(r: dict[str, Any]) -> tuple[str, str, tuple[str, ...]]:
        return r["pair"], r["variant"], tuple(r.get("rules", []))

    new = {key(r): r for r in rows}
    merged = []
    for r in old:
        fresh = new.pop(key(r), None)
        if fresh is None:
            merged.append(r)
        elif set(fresh["commands"]) & set(r["commands"]):
            merged.append(fresh)
        else:
            merged.append(pool_rows(r, fresh))
    merged += list(new.values())
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(merged, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def pool_rows(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Two summarised rows of the same match on different deals, as one (means and
    variances weighted by deals, as :func:`pooled`; counts added; the slower of
    the decision times)."""
    runs = [{"deals": r["deals"], "sides": [{"points_per_deal": r["points_per_deal"],
                                             "ci95": r["ci95"]}]} for r in (a, b)]
    mean, lo, hi, deals = pooled(runs, 0)
    out = dict(b)
    out.update(
        deals=deals,
        games=a["games"] + b["games"],
        points_per_deal=round(mean, 1),
        ci95=[round(lo, 1), round(hi, 1)],
        games_won=[x + y for x, y in zip(a["games_won"], b["games_won"], strict=True)],
        made_set_first=[x + y for x, y in zip(a["made_set_first"], b["made_set_first"],
                                              strict=True)],
        made_set_second=[x + y for x, y in zip(a["made_set_second"], b["made_set_second"],
                                               strict=True)],
        decision_ms={k: [max(a["decision_ms"].get(k, v)[0], v[0]),
                         max(a["decision_ms"].get(k, v)[1], v[1])]
                     for k, v in b["decision_ms"].items()},
        commands=list(a["commands"]) + list(b["commands"]),
    )
    return out


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pairs", default="standard:easy,pro:standard",
                        help="comma separated A:B level pairs (A takes the first side)")
    parser.add_argument("--variant", default="partnership", choices=PRESET_NAMES)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--deals", type=int, default=None)
    mode.add_argument("--games", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--split", type=int, default=1,
                        help="run each pair as this many processes (consecutive seeds)")
    parser.add_argument("--jobs", type=int, default=2, help="processes at once")
    parser.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON too")
    parser.add_argument("--record", metavar="FILE", default=None,
                        help="merge the rows into this JSON file of results (one row per "
                             "pair, variant and rules; bench/results/levels.json feeds the "
                             "strength table: bench/strength_table.py)")
    parser.add_argument("--keep", metavar="DIR", default=None,
                        help="save each process's result in DIR and reuse the ones there, "
                             "so a long run that was stopped resumes where it was")
    args = parser.parse_args(argv)
    if args.deals is None and args.games is None:
        args.deals = 100
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    pairs = [p.strip().split(":") for p in args.pairs.split(",") if p.strip()]
    rows: list[Row] = []
    jobs: list[tuple[Row, list[str], Path | None]] = []
    for first, second in pairs:
        row = Row(f"{first}:{second}", args.variant)
        players = seat_levels(args.variant, first, second)
        for k in range(max(1, args.split)):
            cmd = sim_command(args, args.variant, players, args.seed + k)
            row.commands.append(shown(cmd))
            jobs.append((row, cmd, kept_path(args, row.pair, args.seed + k)))
        rows.append(row)
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda job: run(job[1], job[2]), jobs))
    for (row, _, _), data in zip(jobs, results, strict=True):
        row.runs.append(data)
    table = [summarise(row, *row.pair.split(":")) for row in rows]
    for entry in table:
        entry["rules"] = sorted(args.rule)
    print_table(table)
    if args.record:
        record(Path(args.record), table)
    if args.json:
        print(json.dumps(table, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
