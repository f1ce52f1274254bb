"""At start-up: "Resume your unfinished game?" when an autosave is waiting.

``ask_resume(parent)`` returns the autosaved ``(state, meta)`` when the person
chooses Resume, and None otherwise. Discard forgets the autosave; closing the
question (Esc) leaves it for next time (a new game replaces it once the person
plays in it). A damaged autosave is described in words, and the person may
discard it; loading never changes the file.

The window asks before it deals anything (``GameActions.offer_resume_at_start``).
Its words are translated (context ``ResumePrompt``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import State
from ...storage import SaveFileError, SaveMeta, clear_autosave, read_autosave
from ..engine_text import error_text
from ..play.config import game_title
from ..words import QT_TRANSLATE_NOOP, and_list

translate = QCoreApplication.translate

MONTHS = (
    QT_TRANSLATE_NOOP("ResumePrompt", "January"), QT_TRANSLATE_NOOP("ResumePrompt", "February"),
    QT_TRANSLATE_NOOP("ResumePrompt", "March"), QT_TRANSLATE_NOOP("ResumePrompt", "April"),
    QT_TRANSLATE_NOOP("ResumePrompt", "May"), QT_TRANSLATE_NOOP("ResumePrompt", "June"),
    QT_TRANSLATE_NOOP("ResumePrompt", "July"), QT_TRANSLATE_NOOP("ResumePrompt", "August"),
    QT_TRANSLATE_NOOP("ResumePrompt", "September"), QT_TRANSLATE_NOOP("ResumePrompt", "October"),
    QT_TRANSLATE_NOOP("ResumePrompt", "November"), QT_TRANSLATE_NOOP("ResumePrompt", "December"),
)


def side_names(state: State, meta: SaveMeta) -> list[str]:
    """Each side as its players' names ("You and North")."""
    names = [seat.name for seat in meta.seats]
    out = []
    for side in state.rules.sides:
        who = [names[s] if s < len(names) else
               translate("ResumePrompt", "Seat {number}").format(number=s + 1) for s in side]
        out.append(and_list(who))
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
        return translate("ResumePrompt", "today at {time}").format(time=clock)
    month = translate("ResumePrompt", MONTHS[when.month - 1])
    return translate("ResumePrompt", "on {day} {month} {year} at {time}").format(
        day=when.day, month=month, year=when.year, time=clock)


def resume_summary(state: State, meta: SaveMeta) -> str:
    """One paragraph: the variant, the hand, the scores and when it was saved."""
    sides = side_names(state, meta)
    scores = ", ".join(f"{who} {score:,}" for who, score in zip(sides, state.scores, strict=False))
    when = saved_when(meta.saved_at)
    text = translate("ResumePrompt", "{variant}, hand {hand}. Score: {scores} (playing to "
                     "{target}).").format(variant=game_title(state.rules),
                                          hand=state.hand_number + 1, scores=scores,
                                          target=f"{state.target:,}")
    if when:
        text += " " + translate("ResumePrompt", "It was saved {when}.").format(when=when)
    return text


class ResumeDialog(QDialog):
    """Resume or discard the autosaved game (``choice`` is "resume", "discard" or "")."""

    def __init__(self, text: str, parent: QWidget | None = None, damaged: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ResumePrompt", "Unfinished game"))
        self.choice = ""
        heading = translate("ResumePrompt", "Your last game could not be restored.") if damaged \
            else translate("ResumePrompt", "Resume your unfinished game?")
        title = QLabel(f"<b>{heading}</b>")
        self.setAccessibleDescription(heading)
        self.body = body = QLabel(text)
        body.setWordWrap(True)
        body.setMinimumWidth(380)
        buttons = QDialogButtonBox()
        self.resume_button: QPushButton | None = None
        if not damaged:
            self.resume_button = buttons.addButton(translate("ResumePrompt", "&Resume"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
            self.resume_button.clicked.connect(lambda: self._done("resume"))
            self.resume_button.setDefault(True)
        self.discard_button = buttons.addButton(
            translate("ResumePrompt", "&Discard it") if damaged
            else translate("ResumePrompt", "&Discard"),
            QDialogButtonBox.ButtonRole.DestructiveRole,
        )
        self.discard_button.setToolTip(translate("ResumePrompt",
                                                 "Forget the unfinished game and start afresh."))
        self.discard_button.clicked.connect(lambda: self._done("discard"))
        if damaged:
            keep = buttons.addButton(translate("ResumePrompt", "&Keep the file"),
                                     QDialogButtonBox.ButtonRole.RejectRole)
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


def ask_resume(parent: QWidget | None = None,
               read: Callable[[], tuple[State, SaveMeta] | None] | None = None,
               ) -> tuple[State, SaveMeta] | None:
    """The autosaved game (``read``, by default read here) if the person wants it
    back; None when there is none or they don't. Discard clears the autosave."""
    try:
        found = (read or read_autosave)()
    except SaveFileError as exc:
        dialog = ResumeDialog(translate("ResumePrompt", "{problem} You can discard it, or keep the "
                                        "file to look at later (a new game will replace it).")
                              .format(problem=error_text(exc)), parent, damaged=True)
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
