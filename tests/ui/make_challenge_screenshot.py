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
import sys
from pathlib import Path

from .screenshot_setup import application, private_folders, shown_window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="partnership")
    parser.add_argument("--series", type=int, default=2718)
    parser.add_argument("--language", default="en")
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args(argv)
    folder = private_folders()

    from PySide6.QtGui import QPainter

    from pinochle_desktop.ai.challenge import player_seed
    from pinochle_desktop.ai.registry import make_player, quick_kind
    from pinochle_desktop.engine import Phase
    from pinochle_desktop.ui.challenge_dialogs import ChallengePlan
    from pinochle_desktop.ui.play.config import GameConfig

    app = application(args.language)
    if app is None:
        return 1
    window = shown_window(app, folder, GameConfig.standard(args.variant, seed=1))
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
