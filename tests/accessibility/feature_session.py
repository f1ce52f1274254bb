"""Use the coach, a lesson, the review's analysis or a challenge as a blind player does,
and record what a screen reader finds and hears.

Run like :mod:`table_session` (the system's ``python3`` with ``gi``'s ``Atspi``,
inside its own D-Bus session), naming the feature and, when it needs one, a
prepared home (settings, a hand history) whose ``xdg_*`` folders the game uses::

    dbus-run-session -- python3 tests/accessibility/feature_session.py \\
        --python .venv/bin/python --out /tmp/coach.json --feature coach --home /tmp/home

What the player does (by keyboard; the review's tab and button through the screen
reader's own actions, AT-SPI's selection and press):

``coach``
    At the first turn to bid (a coached game: the first one a new player starts),
    Tabs to the bid box, raises it with Page Up to the most there is and presses
    Enter; when the coach's question comes, reads it and presses Escape.
``lesson``
    Opens Help > Learn to Play and takes the lesson offered (Enter), presses
    Continue (Space) on the first step, leaves the panel (Ctrl+1, the score) and
    comes back to it with Ctrl+4.
``review``
    Opens Game > Review Hands (Ctrl+R), selects its Analysis tab, presses
    "Analyse my play" and waits for the first decisions judged (up to two).
``challenge``
    Opens Game > Challenge the Expert, starts the series offered (Enter), plays the
    deal as :mod:`table_session` does (passing, the first card allowed, the main
    answer to other questions) until the results window takes the keyboard, and
    waits for the Expert's result.

The file written holds ``heard`` (as :mod:`table_session` writes it) and what
the feature's part found on the bus (see each ``do_*`` method).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from focus_session import FocusSession
from table_session import WORDS, Atspi, GLib, lacks_a_tool, run_session

#: Page Up presses that take the bid box to the most it offers
RAISES = 8


def text_of(obj: Atspi.Accessible) -> str:
    """What a screen reader reads of an object's text (its Text interface), or ""."""
    try:
        if "Text" not in obj.get_interfaces():
            return ""
        return Atspi.Text.get_text(obj, 0, Atspi.Text.get_character_count(obj)) or ""
    except GLib.Error:
        return ""


def described(obj: Atspi.Accessible) -> dict[str, str]:
    return {"role": obj.get_role_name(), "name": obj.get_name() or "",
            "description": obj.get_description() or "", "text": text_of(obj)}


#: what takes the keyboard as a challenge's results window opens
RESULTS_FOCUS = ("push button: Next Deal", "push button: Stop the Series",
                 "table: Your result and the Expert's")


class FeatureSession(FocusSession):
    #: the player's hands leave the keyboard (a window they mean to read has come)
    hands_off = False

    def _note(self, kind: str, text: str) -> None:
        super()._note(kind, text)
        if kind == "focus" and text in RESULTS_FOCUS and self.args.feature == "challenge":
            self.hands_off = True

    def key(self, *keys: str) -> None:
        if not self.hands_off:
            super().key(*keys)

    def find(self, test: object, seconds: float) -> Atspi.Accessible | None:
        """The first showing object ``test(obj)`` accepts, looked for up to ``seconds``."""
        end = time.monotonic() + seconds
        while True:
            for obj, _path in self.walk():
                try:
                    if test(obj):  # type: ignore[operator]
                        return obj
                except GLib.Error:
                    pass
            if time.monotonic() > end:
                return None
            self.pump(0.3)

    def inside(self, obj: Atspi.Accessible) -> list[dict[str, str]]:
        """Every showing object under ``obj``, described."""
        out: list[dict[str, str]] = []

        def visit(node: Atspi.Accessible, depth: int) -> None:
            if depth > 12:
                return
            try:
                out.append(described(node))
                for i in range(node.get_child_count()):
                    child = node.get_child_at_index(i)
                    if child is not None and child.get_state_set().contains(
                            Atspi.StateType.SHOWING):
                        visit(child, depth + 1)
            except GLib.Error:
                return

        visit(obj, 0)
        return out

    def said_since(self, moment: float) -> list[str]:
        since = moment - self.started
        return [h["text"] for h in self.heard if h["kind"] in ("notification", "announcement")
                and float(h["at"]) > since]

    def focus_since(self, moment: float) -> list[str]:
        since = moment - self.started
        return [h["text"] for h in self.heard if h["kind"] == "focus" and float(h["at"]) > since]

    def window_up(self, seconds: float) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end and not self.window:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                    "Pinochle Desktop"], capture_output=True, text=True)
            ids = found.stdout.split()
            if ids:
                self.window = ids[0]
                subprocess.run(["xdotool", "windowfocus", "--sync", self.window], check=False)
            self.pump(0.3)
        return bool(self.window)

    def key_to_focus(self, *keys: str) -> None:
        """Keys sent to whatever window has the keyboard (a dialog too)."""
        for k in keys:
            self.heard.append({"kind": "key", "text": k,
                               "at": f"{time.monotonic() - self.started:.2f}"})
            subprocess.run(["xdotool", "key", k], check=False)
            self.pump(0.3)

    def menu(self, menu: str, item: str) -> Atspi.Accessible | None:
        """Open ``menu`` (Alt and its letter) and choose ``item`` (its letter): the dialog
        it opens, or None (tried three times: a menu may close on a key's echo)."""
        for _ in range(3):
            self.key_to_focus(menu)
            self.pump(0.5)
            self.key_to_focus(item)
            dialog = self.find(lambda o: o.get_role() == Atspi.Role.DIALOG, 5)
            if dialog is not None:
                return dialog
            self.key_to_focus("Escape")
            self.refocus()
        return None

    # -- the coach -----------------------------------------------------------------------
    def do_coach(self) -> dict[str, object]:
        result: dict[str, object] = {}
        bid_turn = self.args.turn_words[0]
        if not self.wait_for(bid_turn, 60):
            return {"stuck": "no turn to bid"}
        for _ in range(16):
            if self.focus_name().startswith("spin button:"):
                break
            self.key("Tab")
            self.pump(0.2)
        result["bid_box"] = self.focus_name()
        for _ in range(RAISES):
            self.key("Page_Up")
        result["amount"] = text_of(self.focused()) if self.focused() is not None else ""
        pressed = time.monotonic()
        self.key("Return")
        def asks(o: Atspi.Accessible) -> bool:  # a box that asks about the move
            return o.get_role() in (Atspi.Role.ALERT, Atspi.Role.DIALOG) and any(
                "likely to cost you" in part["name"] for part in self.inside(o))

        box = self.find(asks, 30)
        if box is None:
            result["said_after_bid"] = self.said_since(pressed)
            result["stuck"] = "no question from the coach"
            return result
        self.pump(1.0)
        result["question"] = described(box)
        result["question_parts"] = self.inside(box)
        result["focus_on_question"] = self.focus_since(pressed)
        escaped = time.monotonic()
        self.key_to_focus("Escape")
        self.pump(2.0)
        question = result["question"]["name"]  # type: ignore[index]
        still = self.find(lambda o: o.get_role() in (Atspi.Role.ALERT, Atspi.Role.DIALOG)
                          and o.get_name() == question, 0)
        result["question_after_escape"] = described(still) if still is not None else None
        result["said_after_escape"] = self.said_since(escaped)
        result["focus_after_escape"] = self.focus_since(escaped)
        spin = self.find(lambda o: o.get_role() == Atspi.Role.SPIN_BUTTON and
                         o.get_state_set().contains(Atspi.StateType.ENABLED), 2)
        result["bid_box_after_escape"] = described(spin) if spin is not None else None
        return result

    # -- a lesson ------------------------------------------------------------------------
    def lesson_said(self) -> list[str]:
        return [h["text"] for h in self.heard if h["kind"] in ("notification", "announcement")
                and h["text"].startswith("Lesson: ")]

    def wait_said(self, count: int, seconds: float) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if len(self.lesson_said()) >= count:
                return True
            self.pump(0.3)
        return False

    def panel_parts(self) -> list[dict[str, str]]:
        """The lesson panel's step title and explanation, as the bus gives them."""
        parts = []
        for name in ("Lesson step", "Explanation"):
            found = self.find(lambda o, name=name: o.get_name() == name, 3)
            if found is not None:
                parts.append(described(found))
        return parts

    def refocus(self) -> None:
        """The main window gets the keyboard back once a dialog closes (a window
        manager's work, which the virtual X server has no one for)."""
        for _ in range(6):
            self.pump(0.5)
            if self.find(lambda o: o.get_role() == Atspi.Role.DIALOG, 0) is not None:
                continue  # still closing
            subprocess.run(["xdotool", "windowfocus", "--sync", self.window], check=False)
            self.pump(0.5)
            if self.focused() is not None:
                return

    def window_of(self, obj: Atspi.Accessible | None) -> Atspi.Accessible | None:
        """The top-level window (a child of the application) that holds ``obj``."""
        while obj is not None:
            parent = obj.get_parent()
            if parent is None or parent.get_role() == Atspi.Role.APPLICATION:
                return obj
            obj = parent
        return None

    def do_lesson(self) -> dict[str, object]:
        result: dict[str, object] = {}
        if not self.wait_for(self.args.turn_words[0], 60):
            return {"stuck": "no game dealt"}
        chooser = self.menu("alt+h", "l")
        result["chooser"] = described(chooser) if chooser is not None else None
        self.key_to_focus("Return")
        self.refocus()
        if not self.wait_said(1, 30):
            return dict(result, stuck="no lesson step said")
        self.pump(1.0)
        result["first_parts"] = self.panel_parts()
        result["first_focus"] = self.focus_name()
        for _ in range(3):  # Continue until a second step is said
            if self.focus_name().startswith("push button: Continue"):
                self.key("space")
            if self.wait_said(len(self.lesson_said()) + 1, 10):
                break
        self.pump(1.0)
        result["second_parts"] = self.panel_parts()
        self.key("ctrl+1")
        self.pump(1.0)
        result["away_focus"] = self.focus_name()
        back = time.monotonic()
        self.key("ctrl+4")
        self.pump(1.5)
        result["ctrl4_focus"] = self.focus_since(back)
        focus = self.focused()
        lineage = []
        while focus is not None and len(lineage) < 12:
            lineage.append(f"{focus.get_role_name()}: {focus.get_name()}")
            focus = focus.get_parent()
        result["ctrl4_lineage"] = lineage
        result["lesson_said"] = self.lesson_said()
        return result

    # -- the review's analysis -----------------------------------------------------------
    def do_review(self) -> dict[str, object]:
        result: dict[str, object] = {}
        if not self.window_up(30):
            return {"stuck": "no window"}
        self.pump(3.0)
        self.key("ctrl+r")
        review = self.find(lambda o: o.get_role() == Atspi.Role.FRAME and
                           "Review" in (o.get_name() or ""), 20)
        if review is None:
            return {"stuck": "no review window"}
        result["window"] = described(review)
        tab = self.find(lambda o: o.get_role() == Atspi.Role.PAGE_TAB and
                        o.get_name() == "Analysis", 5) or self.find(
            lambda o: o.get_role() == Atspi.Role.PAGE_TAB and o.get_name() == "Analysis"
            and True, 1)
        if tab is None:
            return dict(result, stuck="no Analysis tab")
        # the tab as a screen reader's "activate" picks it (the keyboard: Ctrl+Tab)
        tabs = tab.get_parent()
        selection = tabs.get_selection_iface() if tabs is not None else None
        if selection is not None:
            selection.select_child(tab.get_index_in_parent())
        self.pump(1.0)
        button = self.find(lambda o: o.get_role() == Atspi.Role.PUSH_BUTTON and
                           o.get_name().replace("&", "") == "Analyse my play", 5)
        if button is None:
            return dict(result, stuck="no Analyse button")
        button.get_action_iface().do_action(0)
        items: list[dict[str, str]] = []
        end = time.monotonic() + 120
        while time.monotonic() < end and len(items) < 2:
            self.pump(1.0)
            found = self.find(lambda o: o.get_role() == Atspi.Role.LIST and
                              o.get_name() == "Analysis of your decisions", 0)
            if found is not None:
                items = [described(found.get_child_at_index(i))
                         for i in range(found.get_child_count())
                         if found.get_child_at_index(i) is not None]
                result["list"] = described(found)
        result["items"] = items
        return result

    # -- a challenge ---------------------------------------------------------------------
    def do_challenge(self) -> dict[str, object]:
        result: dict[str, object] = {}
        if not self.wait_for(self.args.turn_words[0], 60):
            return {"stuck": "no game dealt"}
        setup = self.menu("alt+g", "e")
        result["setup"] = described(setup) if setup is not None else None
        if setup is None:
            return dict(result, stuck="no Challenge the Expert dialog")
        self.key_to_focus("Return")
        self.refocus()
        self.args.cards = 1000  # the whole deal

        end = time.monotonic() + self.args.seconds
        while time.monotonic() < end and not self.hands_off:
            self.step()
            self.pump(0.4)
        if not self.hands_off:
            return dict(result, stuck="the results window never took the keyboard")
        shown = time.monotonic()
        dialog = self.window_of(self.focused())
        # the Expert's replay of the deal: its words are said once it is known
        while time.monotonic() < shown + 60 and not any(
                "the Expert" in text for text in self.said_since(shown - 3)):
            self.pump(0.5)
        self.pump(1.0)
        dialog = self.window_of(self.focused()) or dialog
        result["results"] = described(dialog) if dialog is not None else None
        result["results_parts"] = self.inside(dialog) if dialog is not None else []
        result["said"] = self.said_since(shown - 3)
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", required=True, help="the Python that has PySide6")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2]))
    parser.add_argument("--out", required=True)
    parser.add_argument("--feature", required=True,
                        choices=("coach", "lesson", "review", "challenge"))
    parser.add_argument("--home", default="", help="a prepared home (its xdg_* folders)")
    parser.add_argument("--seconds", type=float, default=150.0)
    parser.add_argument("game_args", nargs="*")
    args = parser.parse_args()
    args.orca_log, args.language, args.cards = "", "", 0
    args.announcements = False
    args.turn_words, args.pass_word, args.playable_word = WORDS[""]
    if lacks_a_tool(args):
        return 2
    session = FeatureSession(args)
    result = run_session(session, getattr(session, f"do_{args.feature}"))
    result["heard"] = session.heard
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
