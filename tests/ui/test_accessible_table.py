"""A screen reader at the table: the accessibility tree of a live table has
the cards, the trick, the plates and the controls, named and in the right state, and a
whole partnership hand is bid and played through it with the keyboard alone."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase
from pinochle_desktop.ui.main_window import MainWindow

from .conftest import WindowFactory

Iface = QAccessibleInterface
Name = QAccessible.Text.Name
Description = QAccessible.Text.Description


def _walk(iface: Iface, depth: int = 0) -> list[tuple[int, Iface]]:
    """Every interface under ``iface`` (itself first), with its depth."""
    out = [(depth, iface)]
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None:
            out += _walk(child, depth + 1)
    return out


def _root(window: MainWindow) -> Iface:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return root


def _table(window: MainWindow) -> Iface:
    found = [i for _d, i in _walk(_root(window)) if i.object() is window.table.view]
    assert found, "the card table is not in the window's accessibility tree"
    return found[0]


def _find(window: MainWindow, test: Callable[[Iface], bool]) -> list[Iface]:
    return [iface for _d, iface in _walk(_root(window))
            if not iface.state().invisible and test(iface)]


def _named(window: MainWindow, role: QAccessible.Role, start: str = "",
           contains: str = "") -> list[Iface]:
    return _find(window, lambda i: i.role() == role and i.text(Name).startswith(start)
                 and contains in i.text(Name))


def _accessible_focus(window: MainWindow) -> Iface | None:
    """Follow focusChild() down from the window to the deepest object with the focus."""
    iface: Iface | None = _root(window)
    for _ in range(20):
        assert iface is not None
        child = iface.focusChild()
        if child is None or child is iface or (
                child.object() is not None and child.object() is iface.object()
                and child.childCount() == iface.childCount()):
            return iface
        iface = child
    return iface


def _focus_widget(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def _tab_to(qtbot: QtBot, window: MainWindow, target: Iface) -> None:
    """Press Tab until the keyboard is on ``target`` (a control found in the tree); the
    accessible focus must follow the keyboard all the way."""
    goal = target.object()
    assert goal is not None
    for _ in range(30):
        focus = QApplication.focusWidget()
        if focus is goal:
            break
        qtbot.keyClick(_focus_widget(window), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus is not None and focus is not window.table.view:
            spoken = _accessible_focus(window)
            assert spoken is not None and spoken.object() is focus, (
                f"the keyboard is on {focus}, the screen reader on "
                f"{spoken.text(Name) if spoken else None}")
    assert QApplication.focusWidget() is goal, f"Tab never reached {target.text(Name)!r}"


def _press(qtbot: QtBot, window: MainWindow, control: Iface) -> None:
    """Tab to a control found in the tree and press Space."""
    assert not control.state().disabled, f"{control.text(Name)!r} is disabled"
    _tab_to(qtbot, window, control)
    qtbot.keyClick(_focus_widget(window), Qt.Key.Key_Space)


def _to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    view = window.table.view
    for _ in range(30):
        if view.hasFocus():
            return
        qtbot.keyClick(_focus_widget(window), Qt.Key.Key_Tab)
    assert view.hasFocus(), "Tab never reached the card table"


def _hand(window: MainWindow) -> list[Iface]:
    lists = _named(window, QAccessible.Role.List, "Your hand")
    assert len(lists) == 1
    hand = lists[0]
    return [c for c in (hand.child(i) for i in range(hand.childCount())) if c is not None]


def _focused_card(window: MainWindow) -> str:
    scene = window.table.scene
    return "".join(item.code for item in scene.hands[scene.viewer] if item.focused)


def _pick_cards(qtbot: QtBot, window: MainWindow, count: int) -> None:
    """Passing or burying: choose ``count`` cards with the arrows and Space."""
    _to_the_table(qtbot, window)
    view = window.table.view
    for _ in range(count):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focus = _accessible_focus(window)
        assert focus is not None and focus.role() == QAccessible.Role.ListItem
        assert focus.state().focused and not focus.state().selected
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert focus.state().selected, f"{focus.text(Name)} was not chosen"
        assert focus.text(Name).endswith(", chosen")


def _play_a_card(qtbot: QtBot, window: MainWindow) -> str:
    """The first card named playable, reached with the arrows and played with Enter."""
    _to_the_table(qtbot, window)
    view = window.table.view
    cards = _hand(window)
    playable = [c for c in cards if c.text(Name).endswith(", playable")]
    assert playable, [c.text(Name) for c in cards]
    for card in cards:
        # every card is visited; one the rules keep back says so, and why
        assert card.state().focusable and not card.state().disabled
        assert card.text(Name).endswith(", playable") or ", not playable: " in card.text(Name)
    goal = playable[0].text(Name)
    for _ in range(len(cards) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focus = _accessible_focus(window)
        assert focus is not None and focus.state().focused
        # the accessible focus is the card the keyboard is on (drawn with the ring)
        scene = window.table.scene
        item = scene.focused_card()
        assert item is not None and item.focused
        assert focus.rect().contains(view.viewport().mapToGlobal(
            view.mapFromScene(item.mapToScene(item.face_rect().center()))))
        if focus.text(Name) == goal:
            break
    assert _accessible_focus(window).text(Name) == goal  # type: ignore[union-attr]
    with qtbot.waitSignal(window.controller.card_played, timeout=3000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    return goal


def _button(window: MainWindow, start: str = "", contains: str = "",
            description: str = "") -> Iface:
    found = [b for b in _named(window, QAccessible.Role.Button, start, contains)
             if description in b.text(Description) and not b.state().disabled]
    assert found, f"no button {start!r}{contains!r} {description!r}"
    return found[0]


def _moved_on(window: MainWindow, moves: int) -> bool:
    state = window.controller.state
    return state is not None and len(state.log) > moves


def test_a_whole_hand_is_bid_and_played_with_the_keyboard_through_the_tree(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    window.table.set_auto_play_single(False)  # every card is the player's to play
    c = window.controller
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.table.view.setFocus()
    table = _table(window)
    assert table.text(Name) == "Card table"
    bid_once = False
    played: list[str] = []
    for _ in range(80):
        qtbot.waitUntil(lambda: c.is_human_turn() or (
            c.state is not None and c.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)),
            timeout=5000)
        state = c.state
        assert state is not None
        phase = state.phase
        if phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        moves = len(state.log)
        if phase == Phase.BID:
            bids = [b for b in _named(window, QAccessible.Role.Button, "Bid ")
                    if not b.state().disabled]
            if bids and not bid_once:
                bid_once = True
                _press(qtbot, window, bids[0])
            else:
                _press(qtbot, window, _button(window, "Pass"))
        elif phase == Phase.TRUMP:
            _press(qtbot, window, _button(window, description="as trump"))
        elif phase in (Phase.PASS, Phase.BURY):
            legal = c.legal_actions()
            _pick_cards(qtbot, window, len(legal[0].cards))
            verb = "Pass " if phase == Phase.PASS else "Bury "
            _press(qtbot, window, _button(window, verb))
        elif phase == Phase.DECLARE:
            _press(qtbot, window, _button(window, "Play the hand"))
        elif phase == Phase.PLAY:
            played.append(_play_a_card(qtbot, window))
        else:
            raise AssertionError(f"the test does not know the phase {phase}")
        qtbot.waitUntil(partial(_moved_on, window, moves), timeout=3000)
    state = c.state
    assert state is not None and state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    # every card is played: by the keys, or in a claim of the rest ("… claim the rest")
    claims = [s for s in window.announcer.spoken if " the rest: " in s]
    assert len(played) == 12 or (played and claims), (played, claims)
    said = window.announcer.spoken
    assert "Your turn: bid." in said
    assert "Your turn: play a card." in said
    assert any(s.startswith("You bids") or s.startswith("You passes") or
               s.startswith("You bid") or s.startswith("You pass") for s in said), said
    assert any(s.endswith(("bids 250.", "passes.")) and not s.startswith("You") for s in said)
    assert any((" names " in s or s.startswith("You name ")) and s.endswith(" trump.")
               for s in said), said
    assert sum(s.endswith(("takes the trick.", "You take the trick.")) for s in said) == 12
    # the hand is over: the summary's Next hand is a named control in the tree
    assert _find(window, lambda i: i.role() == QAccessible.Role.Button
                 and "Next hand" in i.text(Name))


def _to_play(qtbot: QtBot, window: MainWindow) -> None:
    """Drive the auction through the controller to the person's first card."""
    from .conftest import sensible

    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(c.is_human_turn, timeout=5000)
        state = c.state
        assert state is not None
        if state.phase == Phase.PLAY:
            return
        c.submit(sensible(state.legal_actions()))
    raise AssertionError("the person never got to play")


def test_cards_plates_and_groups_are_named(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _to_play(qtbot, window)
    window.table.view.setFocus()
    c = window.controller
    scene = window.table.scene
    legal = {a.card.code for a in c.legal_actions() if a.kind == "play"}
    cards = _hand(window)
    items = scene.hands[scene.viewer]
    assert len(cards) == len(items) == 12
    for card, item in zip(cards, items, strict=True):
        assert card.role() == QAccessible.Role.ListItem
        name = card.text(Name)
        word = "playable" if item.code in legal else "not playable"
        assert name.endswith(", " + word), name
        assert name[0].isupper() and " of " in name
        assert card.state().disabled == (item.code not in legal)
        rect = card.rect()
        assert rect.width() > 20 and rect.height() > 20  # on the screen, where it is drawn
        assert card.parent() is not None and card.parent().text(Name) == "Your hand"
    # the plates: each seat, with the dealer and the bidder's contract
    plates = [i for i in _named(window, QAccessible.Role.StaticText)
              if i.text(Name).split(":")[0] in ("You", "West", "North", "East")]
    assert len(plates) == 4
    dealer = [p.text(Name) for p in plates if p.text(Name).endswith("dealer")
              or ", dealer," in p.text(Name)]
    assert len(dealer) == 1, [p.text(Name) for p in plates]
    assert any("Bid " in p.text(Name) for p in plates)
    info = _named(window, QAccessible.Role.StaticText, "Game information")
    assert info and "Trump: " in info[0].text(Description)
    # the trick so far: "West played the ace of spades"
    trick = _named(window, QAccessible.Role.Grouping, "The trick")
    if scene.trick:
        assert trick and trick[0].childCount() == len(scene.trick)
        assert " played the " in trick[0].child(0).text(Name)
    # every control over the table has a name
    def over_the_table(i: Iface) -> bool:
        widget = i.object()
        return (i.role() in (QAccessible.Role.Button, QAccessible.Role.SpinBox)
                and isinstance(widget, QWidget) and window.table.view.isAncestorOf(widget))

    panel_controls = _find(window, over_the_table)
    for control in panel_controls:
        assert control.text(Name), f"an unnamed control over the table: {control}"


def test_a_card_gone_from_the_table_is_safe_to_ask(qtbot: QtBot,
                                                   make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=5)
    _to_play(qtbot, window)
    c = window.controller
    view = window.table.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focus = _accessible_focus(window)
    assert focus is not None and focus.text(Name).endswith(", playable")
    with qtbot.waitSignal(c.trick_won, timeout=5000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
        # the card played is in the trick now, told by who played it
        trick = _named(window, QAccessible.Role.Grouping, "The trick")
        assert trick
        old_trick_card = trick[0].child(0)
        assert old_trick_card is not None and " played the " in old_trick_card.text(Name)
    qtbot.waitUntil(lambda: not window.table.scene.trick, timeout=5000)
    qtbot.waitUntil(lambda: not _named(window, QAccessible.Role.Grouping, "The trick"),
                    timeout=5000)
    # the old objects answer as gone, without crashing
    for old in (focus, old_trick_card):
        assert not old.isValid()
        assert old.text(Name) == ""
        assert old.rect().isEmpty()
        assert old.state().invalid
        assert old.childCount() == 0 and old.child(0) is None
        assert old.parent() is None
    assert QAccessible.uniqueId(old_trick_card)  # Qt can still look it up
    # the table is read again from scratch
    assert len(_hand(window)) == 11


def test_moving_between_cards_tells_the_screen_reader(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each arrow press sends a Focus event for the card the keyboard moved to."""
    from pinochle_desktop.ui.table import accessible

    sent: list[tuple[QAccessible.Event, str]] = []

    class Recording:
        """QAccessible as if a screen reader listened, keeping the events sent."""

        def __getattr__(self, name: str) -> object:
            return getattr(QAccessible, name)

        @staticmethod
        def isActive() -> bool:
            return True

        @staticmethod
        def updateAccessibility(event: QAccessibleEvent) -> None:
            iface = event.accessibleInterface()
            sent.append((event.type(), iface.text(Name) if iface is not None else ""))

    monkeypatch.setattr(accessible, "QAccessible", Recording())
    window = make_window("partnership", seed=5)
    _to_play(qtbot, window)
    view = window.table.view
    view.setFocus()
    for _ in range(3):
        sent.clear()
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focus = _accessible_focus(window)
        assert focus is not None
        assert (QAccessible.Event.Focus, focus.text(Name)) in sent, sent
