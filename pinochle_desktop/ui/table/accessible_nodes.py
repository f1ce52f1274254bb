"""The things on the card table as a screen reader finds them: cards, groups, plates.

Each node is a ``QAccessibleInterface`` for something drawn on the table that has
no widget of its own: a card (:class:`CardNode`), a group of cards (your hand,
the trick, the widow, a meld row: :class:`GroupNode`), a seat's name plate
(:class:`PlateNode`) and the info panel (:class:`InfoNode`). A node asks its
root (the table's interface, :class:`~.accessible.TableAccessible`, seen here as
:class:`TableRoot`) for the scene and the screen; a node whose thing has left
the table answers as an invalid, nameless object, and asking it never touches a
deleted item.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow

from ...engine.cards import Suit, parse_card
from ..announce import spoken_cards
from ..engine_text import engine_text
from ..words import card_words
from .card_item import CardItem

if TYPE_CHECKING:
    from .items import InfoPanel, NamePlate

translate = QCoreApplication.translate

Role = QAccessible.Role
Text = QAccessible.Text


class TableRoot(Protocol):
    """What a node asks of the table's interface."""

    def view_alive(self) -> bool: ...

    def view_window(self) -> QWindow | None: ...

    def scene(self) -> Any: ...

    def seat_name(self, seat: int) -> str: ...

    def kitty(self) -> bool: ...

    def actionable(self, item: CardItem) -> bool: ...

    def to_screen(self, rect: QRectF) -> QRect: ...

    def focused_node(self) -> CardNode | None: ...

    def card_node(self, item: CardItem, parent: GroupNode) -> CardNode: ...


def _card_name(code: str) -> str:
    """``"AS"`` -> ``"Ace of spades"`` (in the player's language)."""
    words = card_words(parse_card(code))
    return words[:1].upper() + words[1:]


def alive(obj: object) -> bool:
    return obj is not None and shiboken6.isValid(obj)


class Node(QAccessibleInterface):
    """A thing on the table with no widget of its own (a card, a plate, a group)."""

    def __init__(self, root: TableRoot, parent: QAccessibleInterface) -> None:
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

    def nodes(self) -> list[Node]:
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

    def _children(self) -> list[Node]:
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


class CardNode(Node):
    """One card: in your hand, in the trick, in the widow or a meld row."""

    def __init__(self, root: TableRoot, parent: QAccessibleInterface,
                 item: CardItem) -> None:
        super().__init__(root, parent)
        self.item = item
        #: "hand", "trick", "widow" or "meld", and the seat it belongs to
        self.zone = "hand"
        self.seat = 0

    def _item(self) -> CardItem | None:
        item = self.item
        return item if alive(item) and item.scene() is not None else None

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
            reason = scene.why_not_playable(item)
            if reason:
                return translate("TableAccess", "{card}, not playable: {reason}").format(
                    card=card, reason=spoken_cards(reason).rstrip("."))
            return translate("TableAccess", "{card}, not playable").format(card=card)
        if item.selected_card:
            return translate("TableAccess", "{card}, chosen").format(card=card)
        if item.fresh:
            return translate("TableAccess", "{card}, just received").format(card=card)
        return card

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


class GroupNode(Node):
    """A group of cards: your hand, the trick, the widow, a seat's meld row."""

    def __init__(self, root: TableRoot, parent: QAccessibleInterface, kind: str,
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

    def nodes(self) -> list[Node]:
        out: list[Node] = []
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
            if alive(item):
                area = area.united(item.mapRectToScene(item.face_rect()))
        return area

    def node_role(self) -> QAccessible.Role:
        return Role.List if self.kind == "hand" else Role.Grouping

    def set_state(self, state: QAccessible.State) -> None:
        scene = self._root.scene()
        if self.kind == "hand" and scene is not None and scene.mode == "select":
            state.multiSelectable = True


class PlateNode(Node):
    """A seat's name plate: its name, bid, tricks, meld, the dealer, whose turn."""

    def __init__(self, root: TableRoot, parent: QAccessibleInterface,
                 plate: NamePlate, seat: int) -> None:
        super().__init__(root, parent)
        self.plate = plate
        self.seat = seat

    def isValid(self) -> bool:
        plate = self.plate
        return super().isValid() and alive(plate) and plate.scene() is not None

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


class InfoNode(Node):
    """The info panel: the game, the hand, the contract, trump and the scores."""

    def __init__(self, root: TableRoot, parent: QAccessibleInterface,
                 info: InfoPanel) -> None:
        super().__init__(root, parent)
        self.info = info

    def isValid(self) -> bool:
        return super().isValid() and alive(self.info) and self.info.scene() is not None

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


__all__ = ["CardNode", "GroupNode", "InfoNode", "Node", "PlateNode", "TableRoot", "alive"]
