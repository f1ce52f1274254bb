"""Play part of a hand the way a blind player does, and record what a screen reader hears.

Run with the system's ``python3`` (Debian's ``python3-gi`` and ``gir1.2-atspi-2.0``
give it ``gi.repository.Atspi``; the project's virtual environment usually does
not see them) inside its own D-Bus session::

    dbus-run-session -- python3 tests/accessibility/table_session.py \\
        --python .venv/bin/python --out /tmp/heard.json [--orca-log /tmp/orca.debug]

It starts a virtual X server (Xvfb), the AT-SPI bus, optionally the real Orca
with its debug log, and the game (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``,
``QT_QPA_PLATFORM=xcb``, fresh settings folders). From outside the game's process
it listens on the AT-SPI bus and plays by keyboard (``xdotool``): it passes in
the auction, and when it is the player's turn to play it moves to a card and
plays it, until it has played ``--cards`` cards or ``--seconds`` have gone by.

The file written holds, in order, what arrived: ``notification`` (a
notification shown: what Orca 43 speaks), ``announcement`` (Qt's
``object:announcement``: what newer screen readers speak; listened for only with
``--announcements``, as the game sends each text one way, by who listens for
what), ``focus`` (the object
that took the focus) and ``key`` (a key pressed by the player), and, with
``--orca-log``, ``orca``: the lines Orca's debug log says it spoke.

Nothing here imports the game: the game is another process, seen only through
the accessibility bus, as a screen reader sees it.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

T = TypeVar("T")

#: the line of Orca's debug log for each thing it says
ORCA_SPOKE = re.compile(r"SPEECH OUTPUT: '(.*?)'(?:\{|\s*voice=|$)", re.MULTILINE)


#: questions other than a bid or a card answered with their main answer (Enter)
MAX_OTHER_ANSWERS = 8
#: Tab presses that look for an enabled Pass button before the player bids instead
PASS_TABS = 12
#: Right presses that look for a card that may be played
PLAYABLE_TRIES = 14
#: the player's turns to bid and to play, the Pass button and the end of a playable
#: card's name, by language (the game's own words: its catalogue's for German)
WORDS = {
    "": (["Your turn: bid.", "Your turn: play a card."], "Pass", ", playable"),
    "de": (["Du bist dran: reizen.", "Du bist dran: spiel eine Karte."], "Passe", ", spielbar"),
}


def free_display() -> int:
    for number in range(91, 200):
        if not Path(f"/tmp/.X{number}-lock").exists() and \
                not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number")


class Session:
    """The desktop (X server, bus, Orca, the game) and the player at it."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.procs: list[subprocess.Popen[bytes]] = []
        self.heard: list[dict[str, str]] = []
        self.started = time.monotonic()
        self.played = 0
        self.window = ""
        self.loop = GLib.MainLoop()
        self.last_turn = ""
        self.turn_seen_at = 0.0
        self.acted_on = -1.0
        self.tabs = 0
        self.answered = 0

    # -- the desktop ---------------------------------------------------------------------
    def start(self) -> None:
        display = free_display()
        os.environ["DISPLAY"] = f":{display}"
        self._spawn(["Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
        self._wait(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 10, "Xvfb")
        launcher = next((p for p in ("/usr/libexec/at-spi-bus-launcher",
                                     "/usr/lib/at-spi2-core/at-spi-bus-launcher")
                         if Path(p).exists()), None)
        if launcher:
            self._spawn([launcher, "--launch-immediately"])
        time.sleep(1.0)
        # a prepared home (settings, a hand history) when given, else a fresh one
        given = getattr(self.args, "home", "")
        home = Path(given) if given else Path(tempfile.mkdtemp(prefix="pinochle-a11y-"))
        env = dict(os.environ)
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            folder = home / name.lower()
            folder.mkdir(mode=0o700, exist_ok=True)
            env[name] = str(folder)
        if self.args.orca_log:
            orca_home = home / "orca-home"
            prefs = orca_home / "orca"
            prefs.mkdir(mode=0o700, parents=True)
            # speech off: Orca's speech-dispatcher blocks with no sound card, and its
            # debug log says what it would speak all the same
            quiet = {"enableSpeech": False, "enableBraille": False}
            (prefs / "user-settings.conf").write_text(json.dumps({
                "general": quiet, "pronunciations": {}, "keybindings": {},
                "profiles": {"default": dict(quiet, profile=["Default", "default"])}}))
            self._spawn(["orca", "--replace", "--user-prefs", str(prefs),
                         f"--debug-file={self.args.orca_log}"],
                        env=dict(env, HOME=str(orca_home)))
            time.sleep(4.0)
        self.listen()  # before the game starts: it looks at who listens for what
        env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   QT_ACCESSIBILITY="1")
        env.pop("QT_QPA_PLATFORMTHEME", None)
        if self.args.language:
            env.update(LANG=f"{self.args.language}_DE.UTF-8" if self.args.language == "de"
                       else self.args.language, LANGUAGE=self.args.language)
        self._spawn([self.args.python, "-m", "pinochle_desktop", *self.args.game_args],
                    env=env, cwd=self.args.root)

    def _spawn(self, argv: list[str], **kw: object) -> None:
        log = open(os.devnull, "wb")  # noqa: SIM115 - closed with the process
        self.procs.append(subprocess.Popen(argv, stdout=log, stderr=log,  # type: ignore[call-overload]
                                           start_new_session=True, **kw))

    @staticmethod
    def _wait(ready: object, seconds: float, what: str) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if ready():  # type: ignore[operator]
                return
            time.sleep(0.1)
        raise RuntimeError(f"{what} did not start")

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
        for proc in reversed(self.procs):
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)

    # -- what arrives on the bus ---------------------------------------------------------
    def listen(self) -> None:
        if getattr(self, "_listeners", None):
            return
        self._listeners = []
        kinds = ["object:state-changed:showing", "object:state-changed:focused"]
        if self.args.announcements:  # as Orca 46 and newer listen
            kinds.append("object:announcement")
        for kind in kinds:
            listener = Atspi.EventListener.new(self._on_event)
            listener.register(kind)
            self._listeners.append(listener)

    def _on_event(self, event: Atspi.Event) -> None:
        try:
            app = event.source.get_application()
            if app is None or app.get_name() != "Pinochle Desktop":
                return
            role = event.source.get_role()
            if event.type.startswith("object:state-changed:showing"):
                if role == Atspi.Role.NOTIFICATION and event.detail1:
                    self._note("notification", event.source.get_name())
            elif event.type.startswith("object:announcement"):
                data = event.any_data
                self._note("announcement", data if isinstance(data, str) else str(data))
            elif event.detail1:
                self._note("focus", f"{event.source.get_role_name()}: {event.source.get_name()}")
        except GLib.Error:
            pass

    def _note(self, kind: str, text: str) -> None:
        if not text:
            return
        self.heard.append({"kind": kind, "text": text,
                           "at": f"{time.monotonic() - self.started:.2f}"})
        if kind in ("notification", "announcement") and text in self.args.turn_words:
            self.last_turn = text
            self.turn_seen_at = time.monotonic()

    # -- the player ----------------------------------------------------------------------
    def key(self, *keys: str) -> None:
        for k in keys:
            self.heard.append({"kind": "key", "text": k,
                               "at": f"{time.monotonic() - self.started:.2f}"})
            subprocess.run(["xdotool", "key", "--window", self.window, k], check=False)
            time.sleep(0.25)

    def focused(self) -> Atspi.Accessible | None:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == "Pinochle Desktop":
                return self._find_focus(app, 0)
        return None

    def _find_focus(self, obj: Atspi.Accessible, depth: int) -> Atspi.Accessible | None:
        if depth > 12:
            return None
        states = obj.get_state_set()
        if not states.contains(Atspi.StateType.SHOWING) and depth > 1:
            return None
        best = obj if states.contains(Atspi.StateType.FOCUSED) else None
        for i in range(obj.get_child_count()):
            child = obj.get_child_at_index(i)
            if child is not None:
                found = self._find_focus(child, depth + 1)
                if found is not None:
                    best = found
        return best

    def step(self) -> bool:
        if time.monotonic() - self.started > self.args.seconds or self.played >= self.args.cards:
            self.loop.quit()
            return False
        if not self.window:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                    "Pinochle Desktop"], capture_output=True, text=True)
            ids = found.stdout.split()
            if ids:
                self.window = ids[0]
                subprocess.run(["xdotool", "windowfocus", "--sync", self.window], check=False)
            return True
        if not self.last_turn:
            return True
        now = time.monotonic()
        waiting = self.turn_seen_at > self.acted_on and now - self.turn_seen_at > 1.0
        # a card the rules refused: the turn is not said again, the player tries the next
        refused = (self.last_turn == self.args.turn_words[1] and self.acted_on >= self.turn_seen_at
                   and now - self.acted_on > 3.0 and self.heard_since(self.acted_on) == 0)
        if not (waiting or refused):
            return True
        turn = self.last_turn
        if turn == self.args.turn_words[0]:  # bid: pass (Tab to the Pass button)
            focus = self.focused()
            name = focus.get_name() if focus is not None else None
            role = focus.get_role() if focus is not None else None
            if self.tabs < PASS_TABS and name == self.args.pass_word \
                    and role == Atspi.Role.PUSH_BUTTON:
                self.key("space")
                self.acted_on = time.monotonic()
                self.tabs = 0
            elif self.tabs >= PASS_TABS and role == Atspi.Role.SPIN_BUTTON:
                # no Pass to be had (a first player holding meld must open): bid the
                # amount the bid box shows
                self.key("Return")
                self.acted_on = time.monotonic()
                self.tabs = 0
            elif self.tabs < 2 * PASS_TABS:
                self.key("Tab")
                self.tabs += 1
        elif turn == self.args.turn_words[1]:  # play: the next card the arrows reach that
            # says it may be played (every card is visited; one kept back says why)
            for _ in range(PLAYABLE_TRIES):
                self.key("Right")
                focus = self.focused()
                if focus is not None and focus.get_name().endswith(self.args.playable_word):
                    break
            self.key("Return")
            if not refused:
                self.played += 1
            self.acted_on = time.monotonic()
        elif self.answered < MAX_OTHER_ANSWERS:
            # another question (name trump, meld, play the hand...): its main answer,
            # which the question's panel gives the keyboard to
            self.key("Return")
            self.answered += 1
            self.acted_on = time.monotonic()
        else:
            self.heard.append({"kind": "stuck", "text": turn, "at": ""})
            self.loop.quit()
            return False
        return True

    def heard_since(self, moment: float) -> int:
        """Notifications after ``moment`` (time.monotonic())."""
        since = moment - self.started
        return sum(1 for h in self.heard if h["kind"] == "notification" and float(h["at"]) > since)

    def run(self) -> None:
        self.listen()
        GLib.timeout_add(400, self.step)
        self.loop.run()
        time.sleep(2.0)  # the last trick's words
        ctx = GLib.MainContext.default()
        while ctx.iteration(False):
            pass


def lacks_a_tool(args: argparse.Namespace) -> bool:
    """Whether a tool a session needs is missing (said on stderr)."""
    for tool in ("Xvfb", "xdotool", args.python):
        if shutil.which(tool) is None:
            print(f"missing: {tool}", file=sys.stderr)
            return True
    return False


def run_session(session: Session, act: Callable[[], T]) -> T:
    """Start ``session``, do ``act`` and stop it, whatever happens."""
    try:
        session.start()
        return act()
    finally:
        session.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", required=True, help="the Python that has PySide6")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parents[2]),
                        help="the checkout whose pinochle_desktop is played")
    parser.add_argument("--out", required=True, help="the JSON file of what was heard")
    parser.add_argument("--orca-log", default="", help="run Orca, its debug log here")
    parser.add_argument("--language", default="", help="e.g. de")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--cards", type=int, default=3, help="cards the player plays")
    parser.add_argument("--turn-words", nargs=2, default=None,
                        help="the sentences for the turn to bid and to play")
    parser.add_argument("--pass-word", default=None, help="the name of the Pass button")
    parser.add_argument("--announcements", action="store_true",
                        help="listen for Qt's announcements too, as Orca 46 and newer do "
                        "(Orca 43 listens for notifications only)")
    parser.add_argument("game_args", nargs="*")
    args = parser.parse_args()
    turn_words, pass_word, args.playable_word = WORDS.get(args.language, WORDS[""])
    args.turn_words = args.turn_words or turn_words
    args.pass_word = args.pass_word or pass_word
    if lacks_a_tool(args):
        return 2
    session = Session(args)
    run_session(session, session.run)
    result: dict[str, object] = {"heard": session.heard, "played": session.played}
    if args.orca_log and Path(args.orca_log).exists():
        text = Path(args.orca_log).read_text(errors="replace")
        result["orca"] = ORCA_SPOKE.findall(text)
    Path(args.out).write_text(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
