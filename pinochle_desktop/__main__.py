"""``python -m pinochle_desktop``: start the game window."""

from __future__ import annotations

import sys


def main() -> int:
    import contextlib
    import faulthandler

    # a crash inside Qt before the log is set up still leaves its traceback on the
    # terminal; the log module then points faulthandler at its own file
    if sys.stderr is not None and not faulthandler.is_enabled():
        with contextlib.suppress(OSError, ValueError, RuntimeError):  # no file behind stderr
            faulthandler.enable()
    import multiprocessing

    multiprocessing.freeze_support()  # worker processes in a frozen build
    from .desktop_entry import main as desktop_entry
    from .desktop_entry import wants_desktop_entry

    if wants_desktop_entry(sys.argv):  # the menu entry: no window, no display needed
        return desktop_entry(sys.argv)
    from .app import run

    return run(sys.argv)


if __name__ == "__main__":
    raise SystemExit(main())
