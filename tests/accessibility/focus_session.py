"""Browse the hand, pass, and try a card the rules keep back, as a blind player does;
record where the screen reader's focus is and what it could not name.

Run like :mod:`table_session` (the system's ``python3`` with ``gi``'s ``Atspi``,
inside its own D-Bus session)::

    dbus-run-session -- python3 tests/accessibility/focus_session.py \\
        --python .venv/bin/python --out /tmp/focus.json -- game.pinochle

The player, by keyboard only: at the first turn to bid, Tabs to the table and
presses Right a few times (the cards of the hand, before any bid), then Tabs to
Pass and presses Space; at the first turn to play, presses Right until the card
named is one the rules keep back, and presses Enter on it.

The file written holds ``heard`` (as :mod:`table_session` writes it: notifications,
announcements, focus events, keys), ``auction_cards`` (the names the arrows
reached before bidding), ``after_pass`` (the focus events in the two seconds after
the pass), ``focused_counts`` (how many objects said they had the focus, at each
moment looked), ``nameless`` (the controls and bars the screen reader finds with
no name or a name of signs only, and any name with a suit's sign: role, name and
the names of their parents), ``card_descriptions`` (what the
cards of the hand say beyond their names, looked at on the turn to play) and
``refused`` (the card Enter was pressed on, and what was said after it).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from table_session import WORDS, Atspi, GLib, Session, lacks_a_tool, run_session

#: roles that must carry a name (a listener reaches them and hears only the role)
NAMED_ROLES = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.STATUS_BAR, Atspi.Role.TOOL_BAR,
    Atspi.Role.SPIN_BUTTON, Atspi.Role.COMBO_BOX, Atspi.Role.LIST_ITEM, Atspi.Role.LIST,
    Atspi.Role.PAGE_TAB, Atspi.Role.MENU_ITEM, Atspi.Role.CHECK_MENU_ITEM,
    Atspi.Role.SLIDER, Atspi.Role.ENTRY, Atspi.Role.TEXT, Atspi.Role.LABEL,
    Atspi.Role.UNKNOWN,
}
#: the suits' signs, which a speech synthesizer reads as "black spade suit" or not at all
SUIT_SIGNS = "♠♥♦♣"


class FocusSession(Session):
    def pump(self, seconds: float) -> None:
        """Let the bus's events arrive for ``seconds``."""
        ctx = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while ctx.iteration(False):
                pass
            time.sleep(0.05)

    def wait_for(self, text: str, seconds: float) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if not self.window:
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--name", "Pinochle Desktop"],
                    capture_output=True, text=True)
                ids = found.stdout.split()
                if ids:
                    self.window = ids[0]
                    subprocess.run(["xdotool", "windowfocus", "--sync", self.window],
                                   check=False)
            if self.last_turn == text and time.monotonic() - self.turn_seen_at > 1.0:
                return True
            self.pump(0.2)
        return False

    def app(self) -> Atspi.Accessible | None:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == "Pinochle Desktop":
                return app
        return None

    def walk(self) -> list[tuple[Atspi.Accessible, list[str]]]:
        """Every showing object of the game with the names of its parents."""
        out: list[tuple[Atspi.Accessible, list[str]]] = []
        app = self.app()

        def visit(obj: Atspi.Accessible, path: list[str], depth: int) -> None:
            if depth > 14:
                return
            try:
                states = obj.get_state_set()
                if depth > 1 and not states.contains(Atspi.StateType.SHOWING):
                    return
                out.append((obj, path))
                here = f"{obj.get_role_name()}: {obj.get_name()}"
                for i in range(obj.get_child_count()):
                    child = obj.get_child_at_index(i)
                    if child is not None:
                        visit(child, [*path, here], depth + 1)
            except GLib.Error:
                return

        if app is not None:
            visit(app, [], 0)
        return out

    def focused_count(self) -> list[str]:
        """The objects that say they have the focus."""
        found = []
        for obj, _path in self.walk():
            try:
                if obj.get_state_set().contains(Atspi.StateType.FOCUSED):
                    found.append(f"{obj.get_role_name()}: {obj.get_name()}")
            except GLib.Error:
                pass
        return found

    def nameless(self) -> list[str]:
        """Controls and bars named with no word (nothing, or a sign such as "+"), and
        anything whose name has a suit's sign."""
        found = []
        for obj, path in self.walk():
            try:
                name = obj.get_name()
                wordless = not any(ch.isalnum() for ch in name)
                if (obj.get_role() in NAMED_ROLES and wordless) or \
                        any(sign in name for sign in SUIT_SIGNS):
                    found.append(f"{obj.get_role_name()} {name!r} in {' > '.join(path[-3:])}")
            except GLib.Error:
                pass
        return found

    def card_descriptions(self) -> list[str]:
        """The descriptions the cards of the hand carry (spoken with each card)."""
        found = []
        for obj, _path in self.walk():
            try:
                if obj.get_role() == Atspi.Role.LIST_ITEM and obj.get_description():
                    found.append(f"{obj.get_name()}: {obj.get_description()}")
            except GLib.Error:
                pass
        return found

    def focus_name(self) -> str:
        focus = self.focused()
        if focus is None:
            return ""
        return f"{focus.get_role_name()}: {focus.get_name()}"

    def play(self) -> dict[str, object]:
        result: dict[str, object] = {"focused_counts": [], "auction_cards": [],
                                     "card_descriptions": ["never looked"],
                                     "after_pass": [], "refused": {}, "nameless": []}
        counts: list[list[str]] = result["focused_counts"]  # type: ignore[assignment]
        bid_turn, play_turn = self.args.turn_words
        if not self.wait_for(bid_turn, 40):
            result["stuck"] = "no turn to bid"
            return result
        result["nameless"] = self.nameless()
        counts.append(self.focused_count())
        for _ in range(14):  # Tab to the table (the cards of the hand)
            if self.focus_name().startswith(("list item:", "panel: Card table")):
                break
            self.key("Tab")
            self.pump(0.5)
        for _ in range(3):
            self.key("Right")
            self.pump(0.6)
            result["auction_cards"].append(self.focus_name())  # type: ignore[attr-defined]
            counts.append(self.focused_count())
        for _ in range(14):  # Tab on to Pass
            if self.focus_name() == f"push button: {self.args.pass_word}":
                break
            self.key("Tab")
            self.pump(0.2)
        counts.append(self.focused_count())
        passed_at = time.monotonic()
        self.key("space")
        self.pump(2.0)
        since = passed_at - self.started
        result["after_pass"] = [h["text"] for h in self.heard
                                if h["kind"] == "focus" and float(h["at"]) > since]
        counts.append(self.focused_count())
        if not self.wait_for(play_turn, 60):
            result["stuck"] = "no turn to play"
            return result
        counts.append(self.focused_count())
        for _ in range(14):
            self.key("Right")
            self.pump(0.3)
            counts.append(self.focused_count())
            name = self.focus_name()
            if "not playable" in name:
                pressed_at = time.monotonic()
                self.key("Return")
                self.pump(1.5)
                since = pressed_at - self.started
                result["card_descriptions"] = self.card_descriptions()
                result["refused"] = {
                    "card": name,
                    "said": [h["text"] for h in self.heard if h["kind"] == "notification"
                             and float(h["at"]) > since]}
                break
        counts.append(self.focused_count())
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", required=True, help="the Python that has PySide6")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2]))
    parser.add_argument("--out", required=True)
    parser.add_argument("game_args", nargs="*")
    args = parser.parse_args()
    args.orca_log, args.language, args.seconds, args.cards = "", "", 120.0, 0
    args.announcements = False
    args.turn_words, args.pass_word, args.playable_word = WORDS[""]
    if lacks_a_tool(args):
        return 2
    session = FocusSession(args)
    result = run_session(session, session.play)
    result["heard"] = session.heard
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
