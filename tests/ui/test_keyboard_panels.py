"""The panels over the table and the keyboard: a panel appearing takes no window
of its own (the keyboard stays in the main window), a new question takes the keyboard,
and every control on every panel has a name a screen reader can say."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, State, preset
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.bid import AmountSpinBox
from pinochle_desktop.ui.panels.trump import TrumpPanel

from .conftest import WindowFactory
from .table.phase_states import phase_states
from .test_keyboard_phases import first_state

Key = Qt.Key


def _activate(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


class WindowWatch(QObject):
    """Keeps every window (but tooltips and menus) shown while it watches."""

    def __init__(self, main: QWidget) -> None:
        super().__init__()
        self.main = main
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow() and watched is not self.main \
                and watched.windowType() not in (Qt.WindowType.ToolTip, Qt.WindowType.Popup):
            self.shown.append(f"{type(watched).__name__} {watched.objectName()!r}")
        return False


def test_a_panel_appearing_opens_no_window_and_keeps_the_keyboard(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """A panel's note used to be shown before it had a parent: for a moment a window of
    its own, which took the keyboard from the main window."""
    window = make_window("three_handed", seed=1)
    c = window.controller
    _activate(qtbot, window)
    watch = WindowWatch(window)
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    try:
        for kind, state in phase_states("three_handed").items():
            c.load(state.clone())
            c.set_paused(True)
            qtbot.wait(1)  # anything shown is shown by now
            assert QApplication.activeWindow() is window, f"{kind}: the window lost the keys"
            assert not watch.shown, f"{kind}: a window appeared: {watch.shown}"
    finally:
        app.removeEventFilter(watch)


def _in_panel(window: MainWindow) -> bool:
    focus = QApplication.focusWidget()
    current = window.table.panel.current
    return focus is not None and current is not None and current.isAncestorOf(focus)


def test_each_new_question_takes_the_keyboard(qtbot: QtBot,
                                              make_window: WindowFactory) -> None:
    """Bid with the keys: each new bidding turn and the trump question come with the
    keyboard on them (not back on the table); then the cards have it."""
    window = make_window("partnership", seed=3)
    c = window.controller
    _activate(qtbot, window)
    window.table.view.setFocus()
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state is not None
                    and c.state.phase == Phase.BID, timeout=3000)
    focus = QApplication.focusWidget()
    assert isinstance(focus, AmountSpinBox), f"the bid panel did not take the keyboard: {focus}"
    assert focus.accessibleName() == "Bid amount"
    turns = 0
    for _ in range(20):
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY:
            break
        assert _in_panel(window), f"{state.phase}: the keyboard is on {QApplication.focusWidget()}"
        moves = len(state.log)
        qtbot.keyClick(QApplication.focusWidget(), Key.Key_Return)
        turns += 1

        def answered(moves: int = moves) -> bool:
            return c.state is not None and len(c.state.log) > moves and (
                c.is_human_turn() or c.state.phase == Phase.HAND_OVER)

        qtbot.waitUntil(answered, timeout=5000)
    assert turns >= 2
    if c.state is not None and c.state.phase == Phase.PLAY:
        # the last panel went: the keyboard is on the table, where the cards are
        assert window.table.view.hasFocus(), QApplication.focusWidget()


def _panel_states() -> list[tuple[str, str, State]]:
    out = []
    for variant in ("two_handed", "three_handed", "partnership", "auction_stakes",
                    "double_deck", "racehorse", "five_handed"):
        for kind, state in phase_states(variant).items():
            out.append((variant, kind, state))
    kitty = dataclasses.replace(preset("partnership"), widow_size=4, widow_mode="kitty",
                                hand_size=11)
    out.append(("kitty", "kitty", first_state(kitty, "kitty")))
    return out


def test_every_control_on_every_panel_has_a_name(qtbot: QtBot,
                                                 make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=1)
    c = window.controller
    _activate(qtbot, window)
    unnamed: list[str] = []
    seen = 0
    for variant, kind, state in _panel_states():
        c.load(state.clone())
        c.set_paused(True)
        panel = window.table.panel.current
        if panel is None:
            continue
        seen += 1
        assert panel.accessibleName(), f"{variant} {kind}: the panel has no name"
        for widget in panel.findChildren(QWidget):
            if not widget.isVisibleTo(panel) or not (
                    widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                continue
            iface = QAccessible.queryAccessibleInterface(widget)
            name = iface.text(QAccessible.Text.Name) if iface is not None else ""
            if not name.strip():
                unnamed.append(f"{variant} {kind}: {type(widget).__name__}")
        if isinstance(panel, TrumpPanel):
            for letter, button in panel.buttons.items():
                word = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}[letter]
                assert button.accessibleName().startswith(f"{word}: your meld would be ")
                assert "\n" in button.text()  # the symbol and the meld still shown
    assert seen >= 20
    assert not unnamed, "\n".join(unnamed)


def _dark_blue(button: QPushButton) -> int:
    image = button.grab().toImage()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.blue() > 110 and colour.red() < 40 and colour.green() < 70:
                count += 1
    return count


def test_the_claim_button_shows_the_keyboard(qtbot: QtBot,
                                             make_window: WindowFactory) -> None:
    """Claim the rest wears the panels' thick dark-blue frame when the keyboard is on it
    (its own focus look was only a lighter yellow)."""
    window = make_window("partnership", seed=1)
    _activate(qtbot, window)
    button: QPushButton = window.table.claim_button
    button.adjustSize()
    button.show()
    window.table.view.setFocus()
    qtbot.waitUntil(lambda: not button.hasFocus(), timeout=1000)
    plain = _dark_blue(button)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    framed = _dark_blue(button)
    assert plain == 0 and framed > 2 * (button.width() + button.height()), (plain, framed)
