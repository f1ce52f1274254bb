"""Screenshots of every preset in play, at 1x and 2x, for ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.table.make_screenshots [--scale 2]
        [--size 1280x800] [--kind first_lead] [--out docs/screenshots]
        [--language de] [--high-contrast] [names...]

Each preset is driven by the engine to the person's first lead (the meld rows on
the table; classic two-handed: a trick under way), shown in the main window at
``--size`` logical pixels and grabbed at the device pixel ratio ``--scale``
(``QT_SCALE_FACTOR``), so a 2x picture is what a 2x screen shows. Written as
``<preset>-<scale>x.png``, then squeezed with ``optipng`` when it is installed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

_KIND_FOR = {"two_handed": "classic_trick"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--kind", default="")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--dock", action="store_true", help="open the trick log")
    parser.add_argument("--language", default="en", help="en, or a shipped translation (de)")
    parser.add_argument("--high-contrast", action="store_true", help="the Easy to see table")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
    tmp = tempfile.mkdtemp(prefix="pinochle-shots-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = os.path.join(tmp, name.lower())

    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.engine.rules.variants import PRESET_NAMES
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    from .phase_states import phase_states

    app = QApplication.instance() or QApplication(sys.argv)
    from pinochle_desktop.ui import i18n

    translations = i18n.install(args.language)
    if translations.problem:
        print(translations.problem, file=sys.stderr)
        return 1
    width, height = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for variant in args.names or PRESET_NAMES:
        kind = args.kind or _KIND_FOR.get(variant, "first_lead")
        state = phase_states(variant).get(kind)
        if state is None:
            print(f"{variant}: no {kind}", file=sys.stderr)
            continue
        prefs = Preferences(Settings.load(Path(tmp) / "settings.json",
                                          Path(tmp) / "window.json"))
        prefs.high_contrast = args.high_contrast
        window = MainWindow(SyncThinker(), prefs, GameConfig.standard(variant, level="pro",
                                                                     seed=1))
        window.apply_speed("instant")
        window.setMinimumSize(0, 0)
        window.resize(width, height)
        window.show()
        for _ in range(20):
            app.processEvents()
        if args.dock:
            window.part.trick_dock.show()
        window.controller.load(state.clone())
        window.controller.set_paused(True)
        for _ in range(20):
            app.processEvents()
        window.table.refresh()
        app.processEvents()
        window.table.scene.renderer.refine_all()  # every card crisp from its picture
        app.processEvents()
        suffix = f"{args.scale:g}x" if not args.kind else f"{kind}-{args.scale:g}x"
        if args.language != "en":
            suffix += f"-{args.language}"
        if args.high_contrast:
            suffix += "-high-contrast"
        path = out / f"{variant}-{suffix}.png"
        window.grab().save(str(path))
        window.controller.stop()
        window.close()
        window.deleteLater()
        app.processEvents()
        if shutil.which("optipng"):
            subprocess.run(["optipng", "-quiet", "-o2", str(path)], check=False)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
