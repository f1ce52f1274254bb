""""Easy to see" is one preference for a high-contrast table and the
four-colour deck; it changes the table at once and is kept after a restart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import Settings
from pinochle_desktop.storage import settings as S
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.table.items import HIGH_CONTRAST_TABLE_COLOR, PALETTE, suit_color

from .conftest import WindowFactory


def _luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two opaque colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: QColor, under: QColor) -> QColor:
    """``top`` (with its alpha) painted over the opaque ``under``."""
    a = top.alphaF()
    return QColor.fromRgbF(top.redF() * a + under.redF() * (1 - a),
                           top.greenF() * a + under.greenF() * (1 - a),
                           top.blueF() * a + under.blueF() * (1 - a))


@pytest.fixture(autouse=True)
def usual_palette() -> Iterator[None]:
    yield
    PALETTE.use(False)  # the palette is the program's: later tests see the usual one


def test_easy_to_see_changes_the_table_at_once_and_back(qtbot: QtBot,
                                                        make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=2)
    scene = window.table.scene
    usual_felt = QColor(scene.table_color)
    assert scene.renderer.face_style == "2color" and window.menus.face_group.isEnabled()
    window.prefs.high_contrast = True
    assert scene.table_color == QColor(HIGH_CONTRAST_TABLE_COLOR)
    assert scene.renderer.face_style == "4color" and window.table.four_color
    # the two-colour choice waits: the deck is four-coloured while the table is easy to see
    assert not window.menus.face_group.isEnabled()
    assert [a.data() for a in window.menus.face_group.actions() if a.isChecked()] == ["4color"]
    # a plate's words against its panel on the cloth: at least WCAG's 7:1 (AAA)
    felt = QColor(HIGH_CONTRAST_TABLE_COLOR)
    plate = over(PALETTE.panel, felt)
    assert contrast(PALETTE.text, plate) >= 7 and contrast(PALETTE.muted, plate) >= 7
    assert min(contrast(suit_color(s), plate) for s in "SHDC") >= 4.5
    window.prefs.high_contrast = False
    assert scene.table_color == usual_felt and scene.renderer.face_style == "2color"
    assert window.menus.face_group.isEnabled() and not PALETTE.high_contrast


def test_the_plates_outline_stands_out_from_the_cloth(make_window: WindowFactory) -> None:
    """WCAG asks 3:1 for the edge of a control against what is around it: the usual
    table's faint outline does not reach it, the easy-to-see one does."""
    window = make_window("partnership", seed=2)
    felt = QColor(window.table.scene.table_color)
    assert contrast(over(PALETTE.edge, felt), felt) < 3
    window.prefs.high_contrast = True
    felt = QColor(window.table.scene.table_color)
    assert contrast(over(PALETTE.edge, felt), felt) >= 3


def test_easy_to_see_is_kept_after_a_restart(qtbot: QtBot, tmp_path: Path,
                                             make_window: WindowFactory) -> None:
    prefs = Preferences(Settings.load(tmp_path / "s.json", tmp_path / "w.json"))
    prefs.high_contrast = True
    assert prefs.save() is None
    again = Settings.load(tmp_path / "s.json", tmp_path / "w.json")
    assert again[S.HIGH_CONTRAST] is True
    shown = Preferences(again)
    assert shown.shown_face_style == "4color"
    assert shown.shown_table_color == HIGH_CONTRAST_TABLE_COLOR
