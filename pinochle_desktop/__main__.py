"""``python -m pinochle_desktop``: start the game window."""

from __future__ import annotations

import sys


def main() -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # worker processes in a frozen build
    from .app import run

    return run(sys.argv)


if __name__ == "__main__":
    raise SystemExit(main())
