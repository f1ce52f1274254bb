"""What a hard kill of the whole game leaves behind in /dev/shm: named semaphores.

Runs, ``--runs`` times, a child in a process group of its own that starts the
task service's worker pool (``ai.tasks.ProcessPool``), gets one answer from it,
and then SIGKILLs its whole group (the game, its workers and multiprocessing's
resource tracker, as a desktop's "force quit" of a process group does). Prints
the ``sem.*`` entries that appeared in /dev/shm meanwhile (other programs
making their own at the same moment would be counted too); ``--clean``
removes them.

    PYTHONPATH=. python bench/worker_semaphores.py [--runs 3] [--clean]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHM = Path("/dev/shm")

CHILD = """
import os, signal
from pinochle_desktop.ai.tasks import ProcessPool

def pid() -> int:
    return os.getpid()

if __name__ == "__main__":
    os.setpgrp()
    pool = ProcessPool(1)
    pool.submit(pid).result()
    os.killpg(0, signal.SIGKILL)
"""


def semaphores() -> set[str]:
    return {p.name for p in SHM.glob("sem.*")} if SHM.is_dir() else set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--clean", action="store_true", help="remove what the kills left")
    args = parser.parse_args()
    if not SHM.is_dir():
        raise SystemExit("no /dev/shm here")
    script = Path(os.environ.get("TMPDIR", "/tmp")) / f"pinochle-sem-{os.getpid()}.py"
    script.write_text(CHILD)
    env = dict(os.environ, PYTHONPATH=os.environ.get("PYTHONPATH", str(ROOT)))
    left = []
    try:
        for _ in range(args.runs):
            before = semaphores()
            subprocess.run([sys.executable, str(script)], env=env, timeout=120, check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
            new = semaphores() - before
            left.append(len(new))
            for name in new if args.clean else ():
                (SHM / name).unlink(missing_ok=True)
    finally:
        script.unlink(missing_ok=True)
    print(f"named semaphores left in /dev/shm per kill of the process group: {left}")


if __name__ == "__main__":
    main()
