"""Showing a card costs the animation no pause: a table's cards are drawn ahead on a worker
thread, and a card size not drawn before is scaled from a size already drawn, then drawn
from its picture on the worker."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.table import card_art
from pinochle_desktop.ui.table.card_art import BACK, CardRenderer


class _Table:
    def __init__(self) -> None:
        self.repaints = 0

    def repaint(self) -> None:
        self.repaints += 1


def test_a_new_size_is_scaled_then_drawn_from_its_picture(qtbot: QtBot) -> None:
    renderer = CardRenderer()
    renderer.defer_rendering = True
    table = _Table()
    renderer.when_refined(table.repaint)
    crisp = CardRenderer()
    for code in ("AS", BACK):
        renderer.shadowed(code, 90)  # a size drawn before
        shown, _margin = renderer.shadowed(code, 70)
        assert shown.size() == crisp.shadowed(code, 70)[0].size()
    qtbot.waitUntil(lambda: table.repaints > 0, timeout=2000)
    for code in ("AS", BACK):
        assert renderer.pixmap(code, 70).toImage() == crisp.pixmap(code, 70).toImage()
        assert renderer.shadowed(code, 70)[0].toImage() == crisp.shadowed(code, 70)[0].toImage()


def test_without_an_event_loop_every_card_is_drawn_from_its_picture() -> None:
    renderer = CardRenderer()
    renderer.pixmap("KH", 90)
    assert renderer.pixmap("KH", 64).toImage() == CardRenderer().pixmap("KH", 64).toImage()


def test_the_sizes_no_longer_drawn_are_let_go_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_art, "CACHE_BYTES", 2 * 1024 * 1024)
    renderer = CardRenderer()
    in_use = renderer.shadowed("AS", 100)[0]
    for width in range(40, 140, 3):  # a window resized many times
        renderer.shadowed("KH", width)
        assert renderer.shadowed("AS", 100)[0] is in_use  # drawn on every frame: kept
    assert renderer._bytes <= card_art.CACHE_BYTES
    assert renderer.cache_size() < 2 * len(range(40, 140, 3))


def test_a_tables_cards_are_drawn_ahead_off_the_gui_thread(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the worker has drawn a table's sizes, showing any card draws nothing on the
    GUI thread, and each is the card the GUI thread would have drawn."""
    renderer = CardRenderer()
    renderer.defer_rendering = True
    renderer.prepare([([BACK], 44), (card_art.FACE_CODES, 70)])
    qtbot.waitUntil(lambda: not renderer.drawing_ahead(), timeout=10_000)
    crisp = CardRenderer()
    drawn_here: list[object] = []
    monkeypatch.setattr(renderer, "_draw", drawn_here.append)
    for code, width in [(BACK, 44), *((code, 70) for code in card_art.FACE_CODES)]:
        shown, margin = renderer.shadowed(code, width)
        expected, expected_margin = crisp.shadowed(code, width)
        assert shown.toImage() == expected.toImage(), code
        assert margin == expected_margin
    assert drawn_here == []


def test_before_a_screenshot_every_card_is_drawn_from_its_picture(qtbot: QtBot) -> None:
    renderer = CardRenderer()
    renderer.defer_rendering = True
    crisp = CardRenderer()
    renderer.shadowed("QS", 90)
    renderer.pixmap("QS", 90)
    renderer.shadowed("QS", 64)  # scaled for now
    renderer.pixmap("QS", 64)
    renderer.refine_all()
    assert renderer.shadowed("QS", 64)[0].toImage() == crisp.shadowed("QS", 64)[0].toImage()
    assert renderer.pixmap("QS", 64).toImage() == crisp.pixmap("QS", 64).toImage()


def test_a_card_shown_while_the_worker_draws_it_is_not_drawn_here(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first paint of a table does not wait for pictures the worker is drawing: the
    card shows plain for a moment, then as the worker drew it."""
    renderer = CardRenderer()
    renderer.defer_rendering = True
    table = _Table()
    renderer.when_refined(table.repaint)
    renderer.prepare([(card_art.FACE_CODES, 75)])
    drawn_here: list[object] = []
    real = renderer._draw
    monkeypatch.setattr(renderer, "_draw", lambda key: drawn_here.append(key) or real(key))
    for code in card_art.FACE_CODES:
        renderer.shadowed(code, 75)
    assert drawn_here == []
    qtbot.waitUntil(lambda: not renderer.drawing_ahead(), timeout=10_000)
    crisp = CardRenderer()
    for code in card_art.FACE_CODES:
        assert renderer.shadowed(code, 75)[0].toImage() == crisp.shadowed(code, 75)[0].toImage()
    assert drawn_here == []
