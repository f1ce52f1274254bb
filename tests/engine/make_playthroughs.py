"""Write the golden playthroughs again: ``python -m tests.engine.make_playthroughs``.

Only after an intended change of behaviour; read ``git diff tests/engine/playthroughs``.
``--check`` writes nothing and lists the playthroughs that would change; names
given on the command line limit the run to those.
"""

from __future__ import annotations

import argparse

from .playthrough import FOLDER, names, path_for, playthrough


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="only these playthroughs")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; list the playthroughs that would change")
    args = parser.parse_args(argv)
    wanted = args.names or names()
    unknown = sorted(set(wanted) - set(names()))
    if unknown:
        parser.error(f"no playthrough called {', '.join(unknown)} "
                     f"(there are: {', '.join(names())})")
    changed = 0
    FOLDER.mkdir(exist_ok=True)
    for name in wanted:
        text = playthrough(name)
        path = path_for(name)
        old = path.read_text(encoding="utf-8") if path.is_file() else None
        if args.check:
            if old != text:
                changed += 1
                print(f"would change: {path.relative_to(FOLDER.parents[2])}")
            continue
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(FOLDER.parents[2])}: {text.count(chr(10))} lines")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
