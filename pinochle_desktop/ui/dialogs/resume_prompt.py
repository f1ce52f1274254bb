"""At start-up: "Resume your unfinished game?" when an autosave is waiting.

``ask_resume(parent)`` returns the autosaved ``(state, meta)`` when the person
chooses Resume, and None otherwise. Discard forgets the autosave; closing the
question (Esc) leaves it for next time (a new game replaces it once the person
plays in it). A damaged autosave is described in words, and the person may
discard it; loading never changes the file.

The window asks before it deals anything (``MainWindow.offer_resume_at_start``).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import State
from ...storage import SaveFileError, SaveMeta, clear_autosave, read_autosave
from ..rules.catalog import variant_title


def side_names(state: State, meta: SaveMeta) -> list[str]:
    """Each side as its players' names ("You and North")."""
    names = [seat.name for seat in meta.seats]
    out = []
    for side in state.rules.sides:
        who = [names[s] if s < len(names) else f"Seat {s + 1}" for s in side]
        out.append(" and ".join(who))
    return out


def saved_when(text: str) -> str:
    """``2024-05-01T10:32:00+02:00`` -> "today at 10:32" / "on 1 May at 10:32"."""
    try:
        when = datetime.fromisoformat(text).astimezone()
    except ValueError:
        return ""
    now = datetime.now().astimezone()
    clock = when.strftime("%H:%M")
    if when.date() == now.date():
        return f"today at {clock}"
    return f"on {when.day} {when.strftime('%B %Y')} at {clock}"


def resume_summary(state: State, meta: SaveMeta) -> str:
    """One paragraph: the variant, the hand, the scores and when it was saved."""
    sides = side_names(state, meta)
    scores = ", ".join(f"{who} {score:,}" for who, score in zip(sides, state.scores, strict=False))
    when = saved_when(meta.saved_at)
    saved = f" It was saved {when}." if when else ""
    return (f"{variant_title(state.rules.variant)}, hand {state.hand_number + 1}. "
            f"Score: {scores} (playing to {state.target:,}).{saved}")


class ResumeDialog(QDialog):
    """Resume or discard the autosaved game (``choice`` is "resume", "discard" or "")."""

    def __init__(self, text: str, parent: QWidget | None = None, damaged: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle("Unfinished game")
        self.choice = ""
        title = QLabel("<b>Your last game could not be restored.</b>" if damaged
                       else "<b>Resume your unfinished game?</b>")
        self.body = body = QLabel(text)
        body.setWordWrap(True)
        body.setMinimumWidth(380)
        buttons = QDialogButtonBox()
        self.resume_button: QPushButton | None = None
        if not damaged:
            self.resume_button = buttons.addButton("&Resume",
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
            self.resume_button.clicked.connect(lambda: self._done("resume"))
            self.resume_button.setDefault(True)
        self.discard_button = buttons.addButton(
            "&Discard it" if damaged else "&Discard",
            QDialogButtonBox.ButtonRole.DestructiveRole,
        )
        self.discard_button.setToolTip("Forget the unfinished game and start afresh.")
        self.discard_button.clicked.connect(lambda: self._done("discard"))
        if damaged:
            keep = buttons.addButton("&Keep the file", QDialogButtonBox.ButtonRole.RejectRole)
            keep.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(body)
        layout.addWidget(buttons)

    def _done(self, choice: str) -> None:
        self.choice = choice
        if choice == "resume":
            self.accept()
        else:
            self.reject()


def ask_resume(parent: QWidget | None = None) -> tuple[State, SaveMeta] | None:
    """The autosaved game if the person wants it back; None when there is none or they
    don't. Discard clears the autosave."""
    try:
        found = read_autosave()
    except SaveFileError as exc:
        dialog = ResumeDialog(f"{exc} You can discard it, or keep the file to look at later "
                              "(a new game will replace it).", parent, damaged=True)
        dialog.exec()
        if dialog.choice == "discard":
            clear_autosave()
        return None
    if found is None:
        return None
    state, meta = found
    if state.is_terminal:
        clear_autosave()
        return None
    dialog = ResumeDialog(resume_summary(state, meta), parent)
    dialog.exec()
    if dialog.choice == "resume":
        return state, meta
    if dialog.choice == "discard":
        clear_autosave()
    return None
