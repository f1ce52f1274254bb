"""Write the golden playthroughs again: ``python -m tests.engine.make_playthroughs``.

Only after an intended change of behaviour; read ``git diff tests/engine/playthroughs``.
"""

from __future__ import annotations

from .playthrough import FOLDER, names, path_for, playthrough


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name in names():
        text = playthrough(name)
        path_for(name).write_text(text, encoding="utf-8")
        print(f"{path_for(name).relative_to(FOLDER.parents[2])}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main()
