"""What a screen reader finds on the card table (issue #25).

The table is drawn on a ``QGraphicsScene``: cards, name plates and the info
panel are graphics items, which Qt's accessibility does not see. This module
gives the :class:`~.view.TableView` an accessible interface
(:class:`TableAccessible`, installed with :func:`install` through
``QAccessible.installFactory``) whose children are the things on the table:

- **Your hand** (a list): one item per card, ``"Ace of spades, playable"`` or
  ``"…, not playable"`` when a card is to be played, chosen (selected) when
  passing or burying; the card the arrow keys are on is the accessible focus;
- **The trick**: ``"West played the 10 of hearts"`` for each card on the table;
- **The widow** (or kitty) and each seat's **meld** row, card by card;
- one **name plate** per seat (``"North: Bid 250, 2 tricks, meld 80, dealer"``)
  and the **game information** (contract, trump, scores);
- **the controls over the table** (the view's viewport, a real widget whose
  children, the panel and its buttons, Qt already exposes).

Lifetime: the nodes are Python objects handed to Qt, so Python keeps every one
it has handed out (:attr:`TableAccessible._nodes`). A node whose card has left
the table answers as an invalid, nameless object (asking it never touches a
deleted item); the oldest such nodes are removed from Qt's cache with
``QAccessible.deleteAccessibleInterface`` before Python lets go of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget

from ...engine.cards import Suit, parse_card
from ..engine_text import engine_text
from ..words import card_words
from .card_item import CardItem

if TYPE_CHECKING:
    from .items import InfoPanel, NamePlate

translate = QCoreApplication.translate

#: nodes whose card left the table, kept (answering as invalid) before Qt forgets them
_RETIRED_KEPT = 200

Role = QAccessible.Role
Text = QAccessible.Text


def _card_name(code: str) -> str:
    """``"AS"`` -> ``"Ace of spades"`` (in the player's language)."""
    words = card_words(parse_card(code))
    return words[:1].upper() + words[1:]


def _alive(obj: object) -> bool:
    return obj is not None and shiboken6.isValid(obj)


class _Node(QAccessibleInterface):
    """A thing on the table with no widget of its own (a card, a plate, a group)."""

    def __init__(self, root: TableAccessible, parent: QAccessibleInterface) -> None:
        super().__init__()
        self._root = root
        self._parent = parent
        #: False once the thing has left the table: the node then answers as invalid
        self.current = True

    # what each kind of node says
    def name(self) -> str:
        return ""

    def description(self) -> str:
        return ""

    def scene_rect(self) -> QRectF:
        return QRectF()

    def nodes(self) -> list[_Node]:
        return []

    def node_role(self) -> QAccessible.Role:
        return Role.StaticText

    def set_state(self, state: QAccessible.State) -> None:
        """Set the state bits beyond visible and valid."""

    # -- QAccessibleInterface --------------------------------------------------------------
    def isValid(self) -> bool:
        return self.current and self._root.view_alive()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._root.view_window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self._parent if self.isValid() else None

    def _children(self) -> list[_Node]:
        return self.nodes() if self.isValid() else []

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self._children()
        return children[index] if 0 <= index < len(children) else None

    def childCount(self) -> int:
        return len(self._children())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, node in enumerate(self._children()):
            if node is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for node in reversed(self._children()):
            if node.rect().contains(x, y):
                return node
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focus = self._root.focused_node()
        return focus if focus is not None and focus in self._children() else None

    def text(self, kind: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if kind == Text.Name:
            return self.name()
        if kind == Text.Description:
            return self.description()
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The table's words are not edited."""

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        return self._root.to_screen(self.scene_rect())

    def role(self) -> QAccessible.Role:
        return self.node_role()

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invisible = True
            state.invalid = True
            return state
        self.set_state(state)
        return state

    def relations(self, match: Any = None) -> list[Any]:
        return []


class CardNode(_Node):
    """One card: in your hand, in the trick, in the widow or a meld row."""

    def __init__(self, root: TableAccessible, parent: QAccessibleInterface,
                 item: CardItem) -> None:
        super().__init__(root, parent)
        self.item = item
        #: "hand", "trick", "widow" or "meld", and the seat it belongs to
        self.zone = "hand"
        self.seat = 0

    def _item(self) -> CardItem | None:
        item = self.item
        return item if _alive(item) and item.scene() is not None else None

    def isValid(self) -> bool:
        return super().isValid() and self._item() is not None

    def name(self) -> str:
        item = self.item
        if not item.face_up:
            return translate("TableAccess", "A face-down card")
        card = _card_name(item.code)
        if self.zone == "trick":
            return translate("TableAccess", "{seat} played the {card}").format(
                seat=self._root.seat_name(self.seat), card=card_words(parse_card(item.code)))
        if not self._root.actionable(item):
            return card
        scene = self._root.scene()
        if scene is not None and scene.mode == "play":
            if item.legal:
                return translate("TableAccess", "{card}, playable").format(card=card)
            return translate("TableAccess", "{card}, not playable").format(card=card)
        if item.selected_card:
            return translate("TableAccess", "{card}, chosen").format(card=card)
        if item.fresh:
            return translate("TableAccess", "{card}, just received").format(card=card)
        return card

    def description(self) -> str:
        scene = self._root.scene()
        if scene is None or not self._root.actionable(self.item):
            return ""
        if scene.mode == "play":
            return translate("TableAccess", "Left and Right arrows move between the cards you "
                             "may play; Enter or Space plays the card.")
        if scene.mode == "select":
            return translate("TableAccess", "Left and Right arrows move between your cards; "
                             "Enter or Space chooses the card or puts it back.")
        return ""

    def scene_rect(self) -> QRectF:
        item = self._item()
        if item is None:
            return QRectF()
        return item.mapRectToScene(item.face_rect())

    def node_role(self) -> QAccessible.Role:
        return Role.ListItem if self.zone == "hand" else Role.StaticText

    def set_state(self, state: QAccessible.State) -> None:
        item = self.item
        scene = self._root.scene()
        if scene is None or not self._root.actionable(item):
            state.readOnly = True
            return
        candidates = scene.focus_candidates()
        state.focusable = item in candidates
        state.focused = self._root.focused_node() is self
        if scene.mode == "select":
            state.selectable = True
            state.multiSelectable = True
        state.selected = item.selected_card
        if scene.mode == "play" and not item.legal:
            state.disabled = True


class GroupNode(_Node):
    """A group of cards: your hand, the trick, the widow, a seat's meld row."""

    def __init__(self, root: TableAccessible, parent: QAccessibleInterface, kind: str,
                 seat: int = 0) -> None:
        super().__init__(root, parent)
        self.kind = kind
        self.seat = seat

    def items(self) -> list[tuple[int, CardItem]]:
        scene = self._root.scene()
        if scene is None:
            return []
        if self.kind == "hand":
            return [(scene.viewer, item) for item in scene.hands.get(scene.viewer, [])]
        if self.kind == "trick":
            return list(scene.trick)
        if self.kind == "widow":
            return [(0, item) for item in scene.widow]
        return [(self.seat, item) for item in scene.melds.get(self.seat, [])]

    def nodes(self) -> list[_Node]:
        out: list[_Node] = []
        for seat, item in self.items():
            node = self._root.card_node(item, self)
            node.zone, node.seat = self.kind, seat
            out.append(node)
        return out

    def name(self) -> str:
        if self.kind == "hand":
            return translate("TableAccess", "Your hand")
        if self.kind == "trick":
            return translate("TableAccess", "The trick")
        if self.kind == "widow":
            if self._root.kitty():
                return translate("TableAccess", "The kitty")
            return translate("TableAccess", "The widow")
        seat = self._root.seat_name(self.seat)
        scene = self._root.scene()
        label = scene.meld_labels.get(self.seat) if scene is not None else None
        total = label.total if label is not None else ""
        if total:
            return translate("TableAccess", "Meld shown by {seat}: {total}").format(
                seat=seat, total=total)
        return translate("TableAccess", "Meld shown by {seat}").format(seat=seat)

    def description(self) -> str:
        if self.kind == "meld":
            scene = self._root.scene()
            label = scene.meld_labels.get(self.seat) if scene is not None else None
            return "; ".join(label.lines) if label is not None else ""
        return ""

    def scene_rect(self) -> QRectF:
        area = QRectF()
        for _seat, item in self.items():
            if _alive(item):
                area = area.united(item.mapRectToScene(item.face_rect()))
        return area

    def node_role(self) -> QAccessible.Role:
        return Role.List if self.kind == "hand" else Role.Grouping

    def set_state(self, state: QAccessible.State) -> None:
        scene = self._root.scene()
        if self.kind == "hand" and scene is not None and scene.mode == "select":
            state.multiSelectable = True


class PlateNode(_Node):
    """A seat's name plate: its name, bid, tricks, meld, the dealer, whose turn."""

    def __init__(self, root: TableAccessible, parent: QAccessibleInterface,
                 plate: NamePlate, seat: int) -> None:
        super().__init__(root, parent)
        self.plate = plate
        self.seat = seat

    def isValid(self) -> bool:
        plate = self.plate
        return super().isValid() and _alive(plate) and plate.scene() is not None

    def name(self) -> str:
        plate = self.plate
        parts = [plate.status] if plate.status else []
        if plate.sitting_out:
            parts.append(translate("TableAccess", "sits out this hand"))
        elif plate.detail:
            parts += [part.strip() for part in plate.detail.split("·") if part.strip()]
        if plate.dealer:
            parts.append(translate("TableAccess", "dealer"))
        if plate.active:
            parts.append(translate("TableAccess", "to play"))
        if not parts:
            return plate.name
        return translate("TableAccess", "{seat}: {details}").format(
            seat=plate.name, details=translate("TableAccess", ", ").join(parts))

    def description(self) -> str:
        return translate("TableAccess", "L shows the last trick again.")

    def scene_rect(self) -> QRectF:
        return self.plate.mapRectToScene(self.plate.plate_rect())


class InfoNode(_Node):
    """The info panel: the game, the hand, the contract, trump and the scores."""

    def __init__(self, root: TableAccessible, parent: QAccessibleInterface,
                 info: InfoPanel) -> None:
        super().__init__(root, parent)
        self.info = info

    def isValid(self) -> bool:
        return super().isValid() and _alive(self.info) and self.info.scene() is not None

    def name(self) -> str:
        return translate("TableAccess", "Game information")

    def description(self) -> str:
        v = self.info.values
        trump = v.trump_note
        if not trump and v.trump is not None and v.trump in Suit.__members__:
            trump = translate("TableAccess", "Trump: {suit}").format(
                suit=engine_text(Suit[v.trump].word))
        elif not trump:
            trump = translate("TableAccess", "No trump yet")
        lines = [v.title, v.hand_text, trump, v.contract_text, v.heading]
        lines += [translate("TableAccess", "{side}: {score}").format(side=s.name, score=s.score)
                  for s in v.sides]
        lines += [v.call_text, *v.note.splitlines()]
        return ". ".join(line.strip().rstrip(".") for line in lines if line and line.strip())

    def scene_rect(self) -> QRectF:
        return self.info.mapRectToScene(self.info.content_rect())


class TableAccessible(QAccessibleWidget):
    """The table view as a screen reader sees it (see the module's words)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Pane, translate("TableAccess", "Card table"))
        #: the table's view (its ``table`` is the scene): typed loosely, the view's own
        #: module imports this one
        self._view: Any = view
        self._groups: dict[tuple[str, int], GroupNode] = {}
        #: every node handed to Qt, kept while Qt may ask for it
        self._nodes: dict[int, _Node] = {}
        self._retired: list[_Node] = []
        self._info: InfoNode | None = None
        self._last_focus: CardNode | None = None

    # -- helpers for the nodes ---------------------------------------------------------------
    def view_alive(self) -> bool:
        return _alive(self._view)

    def scene(self) -> Any:
        """The table scene (None once the view is gone)."""
        if not self.view_alive():
            return None
        scene = self._view.table
        return scene if _alive(scene) else None

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
            node = PlateNode(self, self, plate, seat)
            self._nodes[id(plate)] = node
        return node

    def table_nodes(self) -> list[_Node]:
        """The things on the table, in reading order; retires the nodes of things gone."""
        scene = self.scene()
        if scene is None:
            return []
        out: list[_Node] = []
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

    def _retire(self, shown: list[_Node]) -> None:
        """Mark the nodes of cards and plates no longer on the table as gone; let Qt and
        Python forget the oldest of them."""
        alive: set[int] = set()
        for node in shown:
            if isinstance(node, GroupNode):
                alive.update(id(item) for _seat, item in node.items())
            elif isinstance(node, PlateNode):
                alive.add(id(node.plate))
        for key in [key for key in self._nodes if key not in alive]:
            node = self._nodes.pop(key)
            node.current = False
            self._retired.append(node)
        while len(self._retired) > _RETIRED_KEPT:
            old = self._retired.pop(0)
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(old))

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
        target = child.object() if not isinstance(child, _Node) else None
        if target is not None:
            for i, iface in enumerate(children):
                if not isinstance(iface, _Node) and iface.object() is target:
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

    def text(self, kind: QAccessible.Text) -> str:
        if not self.view_alive():
            return ""
        if kind == Text.Name:
            return self._view.accessibleName() or translate("TableAccess", "Card table")
        if kind == Text.Description:
            return self._view.accessibleDescription() or translate(
                "TableAccess", "Left and Right arrows move between your cards, Enter or Space "
                "plays or chooses one; Tab reaches the buttons over the table.")
        return super().text(kind)


#: the interfaces made for each view (Python keeps them while Qt may use them)
_made: dict[int, TableAccessible] = {}
_installed: list[Callable[[str, QObject], QAccessibleInterface | None]] = []
#: the view classes given to :func:`install` (the table's view)
_view_classes: list[type[QGraphicsView]] = []


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
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


def install(view_class: type[QGraphicsView]) -> None:
    """Make the accessible interfaces of ``view_class``'s views ours (once per process)."""
    if view_class not in _view_classes:
        _view_classes.append(view_class)
    if not _installed:
        _installed.append(_factory)
        QAccessible.installFactory(_factory)


def interface_for(view: QGraphicsView) -> TableAccessible | None:
    """The interface made for ``view`` (None until Qt asked for it)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, TableAccessible) else None


__all__ = ["CardNode", "GroupNode", "InfoNode", "PlateNode", "TableAccessible",
           "install", "interface_for"]
