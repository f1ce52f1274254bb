"""Every word a player sees is in the translation catalogue.

A checking translator stands in for German: every (context, text) the catalogue
holds comes back wrapped in ``⟪ ⟫``; anything else comes back unchanged. Then
the table is laid out in every phase of several presets, the dialogs are
opened, and every text a player can see (labels, buttons, menus, tool tips,
window titles, accessible names, table headers and cells, and every string
the table paints) must be made of marked pieces: a word outside the marks was
not translated (a literal the code never passed to ``translate``, a sentence
glued from pieces, or a string the catalogue lacks because it was never
extracted).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import preset
from pinochle_desktop.storage import HistoryDB, RuleSetStore
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.dialogs.resume_prompt import ResumeDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.review.stats_dialog import StatsDialog
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.rules.in_play import RulesInPlayDialog
from pinochle_desktop.ui.tasks import gui_tasks

from .conftest import WindowFactory
from .history_helpers import record_game, user_dirs  # noqa: F401  (fixture)
from .table.phase_states import phase_states

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "resources" / "translations" / "pinochle_de.ts"
OPEN, CLOSE = "⟪", "⟫"

#: names that are the same in every language
NAMES = ("Pinochle Desktop", "Deutsch", "English", "Pinochle")
#: a card as the table writes it (10♥, Q♠): the rank letters are the cards' own
_CARD = re.compile(r"\b(10|[9JQKA])\s?[♠♥♦♣]")


def catalogue() -> set[tuple[str, str]]:
    root = ET.parse(CATALOGUE).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


class Marker(QTranslator):
    """Wraps every text the catalogue holds in ⟪ ⟫; the rest is left as it is.

    Qt's own words (OK, Cancel, Restore Defaults) count as translated when Qt's
    German catalogue, which the program loads with ours, has them."""

    def __init__(self, known: set[tuple[str, str]]) -> None:
        super().__init__()
        self.known = known
        self.qt = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        assert self.qt.load("qtbase_de", folder)

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if (context, source) in self.known or self.qt.translate(context, source,
                                                                disambiguation, n):
            return OPEN + source + CLOSE
        return source


def outside_marks(text: str) -> str:
    """What is left of ``text`` once every marked piece is taken out."""
    out, depth = [], 0
    for ch in text:
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    rest = "".join(out)
    for name in NAMES:
        rest = rest.replace(name, " ")
    return _CARD.sub(" ", rest)


def rejoin_cut(text: str) -> str:
    """``text`` with each piece around a cut ("…", where a long line was shortened)
    given back the marks the cut took away: a piece that closes a mark it never
    opened began inside a marked text, and one that leaves a mark open ends in one."""
    pieces = []
    for piece in text.split("…"):
        depth = lowest = 0
        for ch in piece:
            depth += (ch == OPEN) - (ch == CLOSE)
            lowest = min(lowest, depth)
        pieces.append(OPEN * -lowest + piece + CLOSE * (depth - lowest))
    return " … ".join(pieces)


def untranslated(text: str, names: tuple[str, ...] = ()) -> bool:
    text = html.unescape(re.sub(r"<[^<>]*>", " ", text))  # rich text: its tags are not words
    rest = outside_marks(rejoin_cut(text))
    for name in names:
        rest = rest.replace(name, " ")
    return bool(re.search(r"[A-Za-z]{2,}", rest))


@pytest.fixture
def marker(qapp: QApplication) -> Iterator[Marker]:
    translator = Marker(catalogue())
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string our items paint (they call QPainter.drawText from Python)."""
    seen: list[str] = []
    original = QPainter.drawText

    def draw_text(self: QPainter, *args: Any) -> Any:
        seen.extend(a for a in args if isinstance(a, str))
        return original(self, *args)

    monkeypatch.setattr(QPainter, "drawText", draw_text)
    return seen


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a player can see or hear in ``root``'s windows."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        name = w.objectName() or type(w).__name__
        if w.isWindow():
            yield f"{name} title", w.windowTitle()
        yield f"{name} tooltip", w.toolTip()
        yield f"{name} accessible name", w.accessibleName()
        yield f"{name} accessible description", w.accessibleDescription()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QLineEdit):
            yield f"{name} placeholder", w.placeholderText()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{name} item {i}", w.itemText(i)
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield f"{name} tab {i}", w.tabText(i)
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            yield from model_texts(name, w)
    for menu in root.findChildren(QMenu):
        yield from menu_texts(menu)


def menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    yield f"menu {menu.objectName()}", menu.title()
    for action in menu.actions():
        yield f"action {action.objectName()}", action.text()
        yield f"action {action.objectName()} tip", action.toolTip()
        yield f"action {action.objectName()} status tip", action.statusTip()


def model_texts(name: str, view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    model = view.model()
    root = QModelIndex()
    # a list model's columnCount is private in Qt: count the columns that exist
    columns = sum(1 for c in range(30) if model.hasIndex(0, c, root)) or 1
    for section in range(columns):
        value = model.headerData(section, Qt.Orientation.Horizontal)
        if isinstance(value, str):
            yield f"{name} header {section}", value
    for row in range(min(model.rowCount(root), 40)):
        for column in range(columns):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.index(row, column, root).data(role)
                if isinstance(value, str):
                    yield f"{name} cell {row},{column}", value


def problems(texts: Iterator[tuple[str, str]], names: tuple[str, ...] = ()) -> list[str]:
    found = []
    for where, text in texts:
        if text and untranslated(text, names):
            found.append(f"{where}: {text!r}")
    return sorted(set(found))


def seat_names(window: MainWindow) -> tuple[str, ...]:
    """The people at the table are called what the player named them."""
    return (window.prefs.player_name,)


#: the presets whose phases are walked: every kind of table and panel
VARIANTS = ("two_handed", "three_handed", "partnership", "auction_stakes", "double_deck")


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_word_at_the_table_is_in_the_catalogue(qtbot: QtBot, marker: Marker,
                                                       painted: list[str],
                                                       make_window: WindowFactory,
                                                       variant: str) -> None:
    window = make_window(variant, seed=1)
    window.controller.set_paused(True)
    found: list[str] = []
    for kind, state in phase_states(variant).items():
        window.controller.load(state.clone())
        window.controller.set_paused(True)
        window.table.refresh()
        painted.clear()
        window.grab()
        texts = [*widget_texts(window), *((f"painted {kind}", t) for t in painted)]
        found += [f"{kind}: {p}" for p in problems(iter(texts), seat_names(window))]
    found = sorted(set(found))
    assert not found, f"{len(found)} untranslated:\n" + "\n".join(found[:80])


def test_every_word_of_the_dialogs_is_in_the_catalogue(qtbot: QtBot, marker: Marker,
                                                        make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=1)
    found: list[str] = []
    for dialog in (NewGameDialog(window.prefs, window), PreferencesDialog(window.prefs, window),
                   ResumeDialog("⟪A game⟫", window), RulesInPlayDialog(preset("partnership"))):
        qtbot.addWidget(dialog)
        dialog.show()
        found += problems(widget_texts(dialog))
        dialog.close()
    assert not found, f"{len(found)} untranslated:\n" + "\n".join(found[:80])


@pytest.mark.parametrize("variant", ["partnership", "two_handed", "auction_stakes"])
def test_every_word_of_house_rules_is_in_the_catalogue(qtbot: QtBot, marker: Marker,
                                                        user_dirs: Path,  # noqa: F811
                                                        variant: str) -> None:
    dialog = RulesDialog(None, preset(variant), RuleSetStore())
    qtbot.addWidget(dialog)
    dialog.show()
    found: list[str] = []
    for page in dialog.pages:
        dialog.show_page(page)
        found += [f"{page}: {p}" for p in problems(widget_texts(dialog))]
    found = sorted(set(found))
    assert not found, f"{len(found)} untranslated:\n" + "\n".join(found[:80])


def test_every_word_of_the_review_is_in_the_catalogue(qtbot: QtBot, marker: Marker,
                                                       user_dirs: Path) -> None:  # noqa: F811
    with HistoryDB() as db:
        record_game(db, "partnership", 11, "p", hands=2)
        window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())
        qtbot.addWidget(window)
        window.show()
        window.select_row(0)
        # the names stored with the hands are the players' names at the time
        found = problems(widget_texts(window), ("North", "East", "West", "Ann"))
        stats = StatsDialog(db)
        qtbot.addWidget(stats)
        stats.show()
        found += problems(widget_texts(stats))
    assert not found, f"{len(found)} untranslated:\n" + "\n".join(found[:80])


def test_a_cut_line_is_checked_on_both_sides_of_the_cut() -> None:
    assert not untranslated("⟪Marriage in ⟪clubs⟫⟫…Dix⟫ 10   = ⟪meld 30⟫")
    assert untranslated("⟪Marriage in ⟪clubs⟫⟫…Dix 10   = ⟪meld 30⟫")
    assert untranslated("Marriage…⟪Dix⟫")



class Pseudo(QTranslator):
    """Writes every text the catalogue holds in capitals X (its placeholders kept), so
    a piece of English put into a translated sentence still shows in lower case."""

    def __init__(self, known: set[tuple[str, str]]) -> None:
        super().__init__()
        self.known = known

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if (context, source) not in self.known:
            return source
        pieces = re.split(r"(\{\w*\}|%n|%\d)", source)
        return "".join(p if i % 2 else re.sub(r"[A-Za-z]", "X", p) for i, p in enumerate(pieces))


def test_every_levels_words_and_measured_strength_are_in_the_catalogue(qapp: QApplication) -> None:
    from pinochle_desktop.engine import PRESET_NAMES
    from pinochle_desktop.ui.play.config import available_levels, level_description

    pseudo = Pseudo(catalogue())
    QCoreApplication.installTranslator(pseudo)
    try:
        texts = {f"{level} in {variant}": level_description(level, variant)
                 for level in available_levels() for variant in (None, *PRESET_NAMES)}
    finally:
        QCoreApplication.removeTranslator(pseudo)
    found = [f"{level}: {text}" for level, text in texts.items()
             if re.search(r"[a-z]{2,}", text)]
    assert not found, "\n".join(found)
