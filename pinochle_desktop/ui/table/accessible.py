"""What a screen reader finds on the card table.

The table is drawn on a ``QGraphicsScene``: cards, name plates and the info
panel are graphics items, which Qt's accessibility does not see. This module
gives the :class:`~.view.TableView` an accessible interface
(:class:`TableAccessible`, installed with :func:`install` through
``QAccessible.installFactory``) whose children are the things on the table
(the nodes of :mod:`.accessible_nodes`):

- **Your hand** (a list): one item per card, ``"Ace of spades, playable"`` or
  ``"…, not playable: You must follow suit: play a heart."`` when a card is to be
  played, chosen (selected) when passing or burying; the card the arrow keys are
  on (any card of the hand, in every phase) is the accessible focus, and then the
  only object that says it has the focus;
- **The trick**: ``"West played the 10 of hearts"`` for each card on the table;
- **The widow** (or kitty) and each seat's **meld** row, card by card;
- one **name plate** per seat (``"North: Bid 250, 2 tricks, meld 80, dealer"``)
  and the **game information** (contract, trump, scores);
- **the controls over the table** (the view's viewport, a real widget whose
  children, the panel and its buttons, Qt already exposes).

Lifetime: the nodes are Python objects handed to Qt, which keeps each one it
was given (by its id) until told to forget it; Python keeps them too while Qt
may ask. A node whose thing has left the table is retired: it answers as an
invalid, nameless object for one more look at the table (a screen reader may
still ask about what just left), then Qt is told to forget it
(``QAccessible.deleteAccessibleInterface``) and Python lets go, so nothing is
kept hand after hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from .accessible_nodes import CardNode, GroupNode, InfoNode, Node, PlateNode, Text, alive
from .card_item import CardItem
from .items import NamePlate

translate = QCoreApplication.translate

#: retired nodes kept at most (those of the last look at the table, answering as invalid)
RETIRED_KEPT = 80

Role = QAccessible.Role


class TableAccessible(QAccessibleWidget):
    """The table view as a screen reader sees it (see the module's words)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Pane, translate("TableAccess", "Card table"))
        #: the table's view (its ``table`` is the scene): typed loosely, the view's own
        #: module imports this one
        self._view: Any = view
        self._groups: dict[tuple[str, int], GroupNode] = {}
        #: every node handed to Qt, kept while Qt may ask for it
        self._nodes: dict[int, Node] = {}
        self._retired: list[Node] = []
        self._info: InfoNode | None = None
        self._last_focus: CardNode | None = None

    # -- helpers for the nodes ---------------------------------------------------------------
    def view_alive(self) -> bool:
        return alive(self._view)

    def scene(self) -> Any:
        """The table scene (None once the view is gone)."""
        if not self.view_alive():
            return None
        scene = self._view.table
        return scene if alive(scene) else None

    def view_window(self) -> QWindow | None:
        if not self.view_alive():
            return None
        return self._view.window().windowHandle()

    def seat_name(self, seat: int) -> str:
        scene = self.scene()
        plates = scene.plates if scene is not None else []
        return plates[seat].name if 0 <= seat < len(plates) else str(seat + 1)

    def kitty(self) -> bool:
        scene = self.scene()
        obs = getattr(scene, "_obs", None)
        return bool(obs is not None and obs.rules.widow_mode == "kitty")

    def actionable(self, item: CardItem) -> bool:
        """The viewer's own card (in hand, or on the table in two-handed)."""
        scene = self.scene()
        return scene is not None and item in scene.actionable_cards()

    def to_screen(self, rect: QRectF) -> QRect:
        """A scene rectangle in screen coordinates."""
        if rect.isEmpty() or not self.view_alive():
            return QRect()
        view = self._view
        local = view.mapFromScene(rect).boundingRect()
        return local.translated(view.viewport().mapToGlobal(QPoint(0, 0)))

    def card_node(self, item: CardItem, parent: GroupNode) -> CardNode:
        node = self._nodes.get(id(item))
        if not isinstance(node, CardNode) or node.item is not item:
            self._retire_node(id(item))  # a card gone whose id a new card took
            node = CardNode(self, parent, item)
            self._nodes[id(item)] = node
        node._parent = parent
        node.current = True
        return node

    def _group(self, kind: str, seat: int = 0) -> GroupNode:
        key = (kind, seat)
        if key not in self._groups:
            self._groups[key] = GroupNode(self, self, kind, seat)
        return self._groups[key]

    def _plate_node(self, plate: NamePlate, seat: int) -> PlateNode:
        node = self._nodes.get(id(plate))
        if not isinstance(node, PlateNode) or node.plate is not plate:
            self._retire_node(id(plate))
            node = PlateNode(self, self, plate, seat)
            self._nodes[id(plate)] = node
        return node

    def table_nodes(self) -> list[Node]:
        """The things on the table, in reading order; retires the nodes of things gone."""
        scene = self.scene()
        if scene is None:
            return []
        out: list[Node] = []
        hand = self._group("hand")
        if hand.items():
            out.append(hand)
        trick = self._group("trick")
        if trick.items():
            out.append(trick)
        widow = self._group("widow")
        if widow.items():
            out.append(widow)
        for seat in range(len(scene.plates)):
            meld = self._group("meld", seat)
            if meld.items():
                out.append(meld)
        out += [self._plate_node(plate, seat) for seat, plate in enumerate(scene.plates)]
        if self._info is None or self._info.info is not scene.info:
            self._info = InfoNode(self, self, scene.info)
        out.append(self._info)
        self._retire(out)
        return out

    def _retire(self, shown: list[Node]) -> None:
        """Mark the nodes of cards and plates no longer on the table as gone; let Qt and
        Python forget the oldest of them."""
        on_table: set[int] = set()
        for node in shown:
            if isinstance(node, GroupNode):
                on_table.update(id(item) for _seat, item in node.items())
            elif isinstance(node, PlateNode):
                on_table.add(id(node.plate))
        for key in [key for key in self._nodes if key not in on_table]:
            self._retire_node(key)

    def _retire_node(self, key: int) -> None:
        """The thing of node ``key`` left the table: the node answers as invalid for a
        while, then Qt and Python forget it (beyond :data:`RETIRED_KEPT`)."""
        node = self._nodes.pop(key, None)
        if node is None:
            return
        node.current = False
        self._retired.append(node)
        while len(self._retired) > RETIRED_KEPT:
            old = self._retired.pop(0)
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(old))

    def kept(self) -> int:
        """The nodes Python keeps for Qt: those on the table and those retired."""
        return len(self._nodes) + len(self._retired) + len(self._groups)

    def focused_node(self) -> CardNode | None:
        """The card the keyboard is on, while the table has the keyboard focus."""
        scene = self.scene()
        if scene is None or not self._view.hasFocus():
            return None
        item = scene.focused_card()
        if item is None:
            return None
        self.table_nodes()
        viewer = scene.viewer
        in_hand = item in scene.hands.get(viewer, [])
        group = self._group("hand") if in_hand else self._group("meld", viewer)
        node = self.card_node(item, group)
        node.zone, node.seat = group.kind, viewer
        return node

    def announce_focus(self) -> None:
        """Tell the screen reader the keyboard moved to a card (the view has the focus)."""
        node = self.focused_node()
        if node is None or not QAccessible.isActive():
            self._last_focus = node
            return
        self._last_focus = node
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))

    # -- QAccessibleInterface --------------------------------------------------------------
    def _widget_children(self) -> list[QAccessibleInterface]:
        """The controls over the table: the viewport (the panel, Claim the rest)."""
        if not self.view_alive():
            return []
        iface = QAccessible.queryAccessibleInterface(self._view.viewport())
        return [iface] if iface is not None else []

    def _all(self) -> list[QAccessibleInterface]:
        return [*self.table_nodes(), *self._widget_children()]

    def childCount(self) -> int:
        return len(self._all())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self._all()
        return children[index] if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        children = self._all()
        for i, iface in enumerate(children):
            if iface is child:
                return i
        # Qt makes a new wrapper for a widget's interface now and then: compare objects
        target = child.object() if not isinstance(child, Node) else None
        if target is not None:
            for i, iface in enumerate(children):
                if not isinstance(iface, Node) and iface.object() is target:
                    return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self.view_alive():
            return None
        point = QPoint(x, y)
        for widget in self._view.viewport().findChildren(QWidget):
            if widget.isVisible() and widget.parentWidget() is self._view.viewport() and \
                    widget.rect().contains(widget.mapFromGlobal(point)):
                return self._widget_children()[0]  # the panel or a button over the table
        for node in reversed(self.table_nodes()):
            if node.rect().contains(x, y):
                return node
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self.focused_node()
        if node is not None:
            return node
        return super().focusChild()

    def state(self) -> QAccessible.State:
        """The table's state; while a card has the focus, the card alone is focused."""
        state = super().state()
        if state.focused and self.focused_node() is not None:
            state.focused = False
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if not self.view_alive():
            return ""
        if kind == Text.Name:
            return self._view.accessibleName() or translate("TableAccess", "Card table")
        if kind == Text.Description:
            # the keys are said once a game and on request (see .announce), not each visit
            return self._view.accessibleDescription()
        return super().text(kind)


#: the interfaces made for each view (Python keeps them while Qt may use them)
_made: dict[int, TableAccessible] = {}
_installed: list[Callable[[str, QObject], QAccessibleInterface | None]] = []
#: the view classes given to :func:`install` (the table's view)
_view_classes: list[type[QGraphicsView]] = []


class StandInAccessible(QAccessibleWidget):
    """A widget that hands its keyboard focus to the table's view (the view's viewport, the
    table's frame): Qt says such a widget has the focus whenever the view has it, so a
    screen reader would find several objects focused at once; this one never says so."""

    def state(self) -> QAccessible.State:
        state = super().state()
        state.focused = False
        return state


#: the stand-ins made, kept while Qt may use them
_stand_ins: dict[int, StandInAccessible] = {}


def _stand_in(obj: QWidget) -> StandInAccessible:
    iface = _stand_ins.get(id(obj))
    if iface is None or iface.object() is not obj:
        iface = StandInAccessible(obj)
        made = id(obj)
        _stand_ins[made] = iface
        obj.destroyed.connect(lambda *_args: _stand_ins.pop(made, None))
    return iface


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and not isinstance(obj, QGraphicsView):
        proxy = obj.focusProxy()
        if isinstance(proxy, QGraphicsView) and isinstance(proxy, tuple(_view_classes)) and (
                obj is proxy.viewport() or obj is proxy.parentWidget()):
            return _stand_in(obj)
    if not isinstance(obj, QGraphicsView) or not isinstance(obj, tuple(_view_classes)):
        return None
    iface = _made.get(id(obj))
    if iface is None or not iface.view_alive() or iface._view is not obj:
        iface = TableAccessible(obj)
        _made[id(obj)] = iface
        made = id(obj)
        obj.destroyed.connect(lambda *_args: _forget(made))
    return iface


def _forget(key: int) -> None:
    """The view is gone: its interface and nodes answer as invalid from now on (they are
    kept, Qt may still hold them, until the next view takes the same id)."""
    iface = _made.get(key)
    if iface is not None:
        for node in iface._nodes.values():
            node.current = False


def kept_count() -> int:
    """The accessible nodes kept for every table view (a long evening must not add up)."""
    return sum(iface.kept() for iface in _made.values() if alive(iface))


def install(view_class: type[QGraphicsView]) -> None:
    """Make the accessible interfaces of ``view_class``'s views ours (once per process)."""
    if view_class not in _view_classes:
        _view_classes.append(view_class)
    if not _installed:
        _installed.append(_factory)
        QAccessible.installFactory(_factory)


def adopt_viewport(view: QGraphicsView) -> None:
    """Let go of an interface Qt made for ``view``'s viewport while the view was being made
    (before :func:`install`), so the next question gets the stand-in."""
    iface = QAccessible.queryAccessibleInterface(view.viewport())
    if iface is not None and not isinstance(iface, StandInAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def interface_for(view: QGraphicsView) -> TableAccessible | None:
    """The interface made for ``view`` (None until Qt asked for it)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, TableAccessible) else None


__all__ = [
    "CardNode",
    "GroupNode",
    "InfoNode",
    "PlateNode",
    "TableAccessible",
    "adopt_viewport",
    "install",
    "interface_for",
    "kept_count",
]
