"""The coach's warning at the real table, for ``docs/screenshots/coach-warning.png``.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.play.make_coach_screenshot [--out PATH]

A partnership game, the person holding nines and jacks, bids 400 in a coached
game: the main window and the coach's question on it are grabbed into one picture.
"""

from __future__ import annotations

import argparse
import sys

from ..screenshot_setup import application, private_folders, shown_window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/screenshots/coach-warning.png")
    args = parser.parse_args(argv)
    folder = private_folders()

    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QMessageBox

    from pinochle_desktop.engine import Action, new_game, preset
    from pinochle_desktop.engine.cards import Card, Rank, Suit, make_deck, remove_cards
    from pinochle_desktop.ui.play.config import GameConfig

    app = application("en")
    if app is None:
        return 1
    rules = preset("partnership")
    weak = [Card.of(Rank.NINE, s) for s in Suit for _ in range(2)] + [
        Card.of(Rank.JACK, s) for s in Suit]
    rest = remove_cards(sorted(make_deck(rules.deck)), weak)
    rest = rest[0::3] + rest[1::3] + rest[2::3]
    state = new_game(rules, seed=1, deal=[weak, rest[0:12], rest[12:24], rest[24:36]],
                     dealer=2)
    config = GameConfig.standard("partnership", level="standard", seed=1)
    config.coach = True
    window = shown_window(app, folder, config, (1280, 820))
    controller = window.controller
    while controller.state is None:
        app.processEvents()
    controller.load(state, config)
    for _ in range(50):
        app.processEvents()
    controller.submit(Action.bid(400))
    for _ in range(50):
        app.processEvents()
    boxes = [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    if not boxes:
        print("no warning was shown", file=sys.stderr)
        return 1
    box = boxes[0]
    picture = window.grab()
    painter = QPainter(picture)
    offset = box.mapTo(window, box.rect().topLeft()) if box.parent() is window else None
    if offset is None:
        offset = box.frameGeometry().topLeft() - window.geometry().topLeft()
        offset.setX(max(0, offset.x()))
        offset.setY(max(0, offset.y()))
    painter.drawPixmap(offset, box.grab())
    painter.end()
    picture.save(args.out)
    print(args.out)
    controller.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
