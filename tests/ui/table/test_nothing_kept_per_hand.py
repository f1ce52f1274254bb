"""A long evening keeps nothing per hand: after many hands the table holds only what is
on it, and a screen reader's objects for cards long gone are let go."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.table import accessible

HANDS = 4


def _register_tree(iface: QAccessibleInterface, ids: set[int], depth: int = 0) -> None:
    """What a screen reader's bridge does: take every object under ``iface``, each with
    Qt's id for it."""
    ids.add(QAccessible.uniqueId(iface))
    if depth > 3:
        return
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None:
            _register_tree(child, ids, depth + 1)


def _autoplayed(qtbot: QtBot, prefs: Preferences) -> MainWindow:
    config = GameConfig.standard("partnership", level="random", seed=21, autoplay=True)
    window = MainWindow(SyncThinker(), prefs, config)
    qtbot.addWidget(window)
    window.apply_speed("instant")
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=2000)
    return window


def test_a_screen_readers_objects_for_cards_gone_do_not_add_up(qtbot: QtBot,
                                                                 prefs: Preferences) -> None:
    """Qt keeps every object it was given until told to forget it: what is kept for
    things gone stays the same from one hand to the next."""
    window = _autoplayed(qtbot, prefs)
    c = window.controller
    view = window.table.view
    ids: set[int] = set()
    kept_after: dict[int, int] = {}

    def look() -> None:
        table = QAccessible.queryAccessibleInterface(view)
        assert isinstance(table, accessible.TableAccessible)
        now: set[int] = set()
        _register_tree(table, now)
        ids.update(now)
        state = c.state
        if state is not None and state.current_player is None:  # between hands
            kept_after[len(state.history)] = len(
                {i for i in ids - now if QAccessible.accessibleInterface(i) is not None})

    c.state_changed.connect(look)
    try:
        qtbot.waitUntil(lambda: c.state is not None and len(c.state.history) >= 2 * HANDS,
                        timeout=120_000)
    finally:
        c.state_changed.disconnect(look)
        c.stop()
    assert kept_after.get(HANDS) is not None, kept_after
    assert kept_after[2 * HANDS] <= kept_after[HANDS] + 8, kept_after
    assert accessible.kept_count() <= kept_after[2 * HANDS] + 2 * len(
        window.table.scene.all_cards()) + 40


def test_the_table_holds_only_what_is_on_it_after_many_hands(qtbot: QtBot,
                                                              prefs: Preferences) -> None:
    window = _autoplayed(qtbot, prefs)
    c = window.controller
    scene = window.table.scene
    counts: list[int] = []

    def count() -> None:
        state = c.state
        if state is not None and state.current_player is None:  # between hands
            counts.append(len(scene.items()))

    c.state_changed.connect(count)
    try:
        qtbot.waitUntil(lambda: c.state is not None and len(c.state.history) >= HANDS,
                        timeout=120_000)
    finally:
        c.state_changed.disconnect(count)
        c.stop()
    assert counts
    assert max(counts) - min(counts) <= 16, counts
    assert scene.renderer.cache_size() <= 400


def test_the_toolbar_changes_only_when_what_it_says_changes(qtbot: QtBot,
                                                            prefs: Preferences) -> None:
    """Each change of a toolbar's action costs Qt's tool button memory it never gives
    back: while the computers play, nothing on the toolbar has anything new to say."""
    window = _autoplayed(qtbot, prefs)
    c = window.controller
    changed: list[str] = []
    for action in window.menus.toolbar.actions():
        action.changed.connect(lambda a=action: changed.append(a.toolTip()))
    moves = [0]
    c.state_changed.connect(lambda: moves.__setitem__(0, moves[0] + 1))
    try:
        qtbot.waitUntil(lambda: c.state is not None and len(c.state.history) >= 1,
                        timeout=60_000)
    finally:
        c.stop()
    assert moves[0] > 20
    assert changed == []
