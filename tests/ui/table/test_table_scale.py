"""The table's words, plates and panels grow with the table: a 2560 x 1440 window looks
like a 1280 x 800 one, larger; on a small one the words stay readable (never under the
platform's small font) and a note wraps rather than being cut."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.base import Panel
from pinochle_desktop.ui.table import items
from pinochle_desktop.ui.table.items import smallest_px

from ..conftest import WindowFactory
from .phase_states import phase_states

USUAL, LARGE, SMALL = (1280, 800), (2560, 1440), (800, 600)


def _declare_at(window: MainWindow, size: tuple[int, int]) -> Panel:
    """The three-handed bidder's "You cannot make..." question, at ``size``."""
    window.setMinimumSize(0, 0)
    window.resize(*size)
    QApplication.processEvents()
    window.table.refresh()
    QApplication.processEvents()
    panel = window.table.panel.current
    assert isinstance(panel, Panel)
    return panel


def _px(label: QLabel) -> int:
    return QFontInfo(label.font()).pixelSize()


def test_plates_words_and_panels_grow_with_a_large_table(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("three_handed", seed=1)
    window.controller.load(phase_states("three_handed")["declare"].clone())
    window.controller.set_paused(True)
    seen = {}
    for size in (USUAL, LARGE):
        panel = _declare_at(window, size)
        lay = window.table.scene.layout_for(1.0)  # not shrunk round the panel
        plate = lay.spot(0).plate
        seen[size] = (plate.width(), plate.height(), lay.info.width(), lay.info_unit,
                      _px(panel.title), _px(panel.note), window.table.panel.width())
    usual, large = seen[USUAL], seen[LARGE]
    growth = min(LARGE[1] / USUAL[1], LARGE[0] / USUAL[0])  # 1.8
    names = ("plate width", "plate height", "info panel width", "info words",
             "panel title", "panel note", "panel width")
    small = [f"{name}: {a:.0f} -> {b:.0f}" for name, a, b in zip(names, usual, large, strict=True)
             if b < a * growth * 0.8]
    assert small == [], "did not grow with the table: " + "; ".join(small)


def test_a_note_wraps_whole_on_a_small_table(qtbot: QtBot,
                                             make_window: WindowFactory) -> None:
    window = make_window("three_handed", seed=1)
    window.controller.load(phase_states("three_handed")["declare"].clone())
    window.controller.set_paused(True)
    panel = _declare_at(window, SMALL)
    note = panel.note
    assert note.full_text
    assert note.text() == note.full_text, f"cut to {note.text()!r}"
    assert note.height() >= note.heightForWidth(note.width()), "the wrapped lines are cut"
    assert panel.title.height() >= panel.title.heightForWidth(panel.title.width())


def test_the_tables_words_are_never_under_the_small_font(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The smallest words on the table (the grey lines of the info panel, the plates'
    details) are no smaller than the platform's small font, on a small window too."""
    sizes: list[int] = []
    real = items._font

    def font(size: float, bold: bool = False) -> QFont:
        made = real(size, bold)
        sizes.append(made.pixelSize())
        return made

    monkeypatch.setattr(items, "_font", font)
    for size in (SMALL, (720, 450)):
        window = make_window("three_handed", seed=1, size=size)
        window.setMinimumSize(0, 0)
        window.resize(*size)
        QApplication.processEvents()
        window.table.view.viewport().repaint()
    assert sizes
    assert min(sizes) >= max(9, smallest_px()), sorted(set(sizes))[:5]
