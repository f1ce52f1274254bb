"""Panels that fit small windows: the declare question keeps short on a small table
(its note on one line, the whole of it in the tooltip and told to a screen reader) and
its buttons wrap onto a second row rather than make the panel wider than the table's
panels are; no button is ever cut."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.base import ChoicePanel, NoteLabel

from ..conftest import WindowFactory
from ..table.phase_states import phase_states


def _declare_at(make_window: WindowFactory, variant: str, size: tuple[int, int]) -> MainWindow:
    window = make_window(variant, seed=1)
    window.setMinimumSize(0, 0)
    window.controller.load(phase_states(variant)["declare"].clone())
    window.controller.set_paused(True)
    window.resize(*size)
    QApplication.processEvents()
    window.table.refresh()
    QApplication.processEvents()
    return window


def _buttons_whole(panel: ChoicePanel) -> list[str]:
    cut = []
    for button in panel.findChildren(QPushButton):
        if button.width() < button.sizeHint().width():
            cut.append(f"{button.text()!r}: {button.width()} of {button.sizeHint().width()} px")
    return cut


def test_the_eight_handed_declare_panel_is_short_on_a_small_window(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = _declare_at(make_window, "eight_handed", (720, 450))
    frame = window.table.panel
    panel = frame.current
    assert isinstance(panel, ChoicePanel)
    assert frame.height() <= 108, frame.height()  # the room the eight seats leave
    note = panel.note
    line = note.fontMetrics().height()
    assert note.height() < 2 * line, "the note takes more than one line"
    assert note.text().endswith("…") and note.full_text.startswith(note.text()[:-1])
    assert note.full_text in html.unescape(note.toolTip())
    assert note.toolTip().startswith("<p>")  # rich text wraps: not one line off the window
    assert note.accessibleName() == note.full_text
    assert not _buttons_whole(panel)
    # a large window shows the whole note again
    window.resize(1440, 900)
    QApplication.processEvents()
    window.table.refresh()
    QApplication.processEvents()
    assert note.text() == note.full_text and not note.toolTip()


def test_the_stakes_declare_buttons_wrap_rather_than_widen_the_panel(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    for size in ((820, 600), (720, 450)):
        window = _declare_at(make_window, "auction_stakes", size)
        frame = window.table.panel
        panel = frame.current
        assert isinstance(panel, ChoicePanel) and len(panel.buttons) == 3
        allowed = window.table.scene.layout.panel_max_width + 120
        assert frame.width() <= allowed, (size, frame.width(), allowed)  # it was 752
        rows = {b.y() for b in panel.buttons.values()}
        assert len(rows) == 2, (size, rows)
        assert not _buttons_whole(panel), size  # Re-arrange was cut at 720x450


def test_a_short_note_takes_a_smaller_font_before_it_is_cut(qtbot: QtBot) -> None:
    """One line on a small table: the words a little smaller rather than cut."""
    note = NoteLabel("Your contract is 300; your meld is 130. Conceding now costs the bid.")
    qtbot.addWidget(note)
    full = note.fontMetrics().horizontalAdvance(note.full_text)
    note.set_one_line(True)
    note.resize(int(full * 0.92), 40)
    note.show()
    QApplication.processEvents()
    assert note.text() == note.full_text and not note.toolTip()
    assert note.font().pointSizeF() < note.SMALLEST * 1.2 * note._size
