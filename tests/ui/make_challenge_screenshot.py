"""The challenge's results after a deal, over the table, for ``docs/screenshots/``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.make_challenge_screenshot
        [--variant partnership] [--series 2718] [--language de] [--out docs/screenshots]

Plays deal 1 of a series on the real table (the person's cards played by the
Standard player, the Expert's replay with the quick budget the tests use), and
grabs the window with the results dialog drawn where it stands over it:
``challenge-results.png`` (``challenge-results-de.png`` in German).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--series", type=int, default=2718)
    parser.add_argument("--language", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
    tmp = tempfile.mkdtemp(prefix="pinochle-shots-")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = os.path.join(tmp, name.lower())

    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ai.challenge import player_seed
    from pinochle_desktop.ai.registry import make_player, quick_kind
    from pinochle_desktop.engine import Phase
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui import i18n
    from pinochle_desktop.ui.challenge_dialogs import ChallengePlan
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    app = QApplication.instance() or QApplication(sys.argv)
    translations = i18n.install(args.language)
    if translations.problem:
        print(translations.problem, file=sys.stderr)
        return 1
    prefs = Preferences(Settings.load(Path(tmp) / "settings.json", Path(tmp) / "window.json"))
    window = MainWindow(SyncThinker(), prefs, GameConfig.standard(args.variant, seed=1))
    window.apply_speed("instant")
    window.resize(1280, 800)
    window.show()
    for _ in range(20):
        app.processEvents()
    plan = ChallengePlan(variant=args.variant, series=args.series, deals=12, level="standard",
                         expert=quick_kind("expert"))
    window.games.start_challenge(plan)
    run = window.games.challenge_run
    assert run is not None
    controller = window.controller
    person = make_player("standard", seed=player_seed(plan.series, 0, plan.seat))
    for _ in range(2000):
        app.processEvents()
        if run.dialog is not None and run.dialog.next_button.isEnabled():
            break
        state = controller.stored_game()
        if (state is not None and controller.is_human_turn()
                and state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER)):
            controller.submit(person.choose(state.observation(plan.seat)))
    dialog = run.dialog
    if dialog is None:
        print("the deal never ended", file=sys.stderr)
        return 1
    for _ in range(20):
        app.processEvents()
    window.table.refresh()
    app.processEvents()
    picture = window.grab()
    painter = QPainter(picture)
    shot = dialog.grab()
    x = (picture.width() - shot.width()) // 2
    y = (picture.height() - shot.height()) // 2
    painter.drawPixmap(x, y, shot)
    painter.end()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.language == "en" else f"-{args.language}"
    path = out / f"challenge-results{suffix}.png"
    picture.save(str(path))
    print(path)
    print(dialog.summary())
    controller.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
