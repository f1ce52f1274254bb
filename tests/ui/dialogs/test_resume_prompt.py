"""At start-up, an unfinished game is offered back; Discard forgets it."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.storage import SaveMeta, SeatInfo, autosave_path, write_autosave
from pinochle_desktop.ui.dialogs.resume_prompt import ResumeDialog, ask_resume, resume_summary


@pytest.fixture(autouse=True)
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.delenv("PINOCHLE_DESKTOP_HOME", raising=False)
    for name in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    yield tmp_path


def autosave_a_game() -> tuple[object, SaveMeta]:
    state = new_game(preset("partnership"), seed=5)
    rng = random.Random(5)
    while state.phase != Phase.PLAY or len(state.observation(0).tricks) < 2:
        legal = state.legal_actions()
        bids = [a for a in legal if a.kind == "bid"][:1]
        state.apply(rng.choice(bids + [a for a in legal if a.kind == "pass"]) if bids
                    else rng.choice(legal))
    names = ["Ann", "West", "North", "East"]
    meta = SaveMeta(seats=[SeatInfo("Ann")] + [SeatInfo(n, "standard") for n in names[1:]])
    write_autosave(state, meta)
    return state, meta


def answer(button: Callable[[ResumeDialog], object]) -> None:
    """Press a button of the question as soon as it is on screen."""

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, ResumeDialog):
            button(dialog).click()  # type: ignore[attr-defined]
        else:
            QTimer.singleShot(10, press)

    QTimer.singleShot(0, press)


def test_nothing_is_asked_without_an_autosave(qtbot: QtBot) -> None:
    assert ask_resume() is None


def test_resume_gives_the_game_back(qtbot: QtBot) -> None:
    state, meta = autosave_a_game()
    text = resume_summary(state, meta)  # type: ignore[arg-type]
    assert "Four-handed partnership, hand 1" in text and "Ann and North 0" in text
    answer(lambda d: d.resume_button)
    found = ask_resume()
    assert found is not None
    resumed, resumed_meta = found
    assert resumed.to_dict() == state.to_dict()  # type: ignore[attr-defined]
    assert resumed_meta.game_id == meta.game_id and autosave_path().exists()


def test_discard_forgets_the_autosave(qtbot: QtBot) -> None:
    autosave_a_game()
    answer(lambda d: d.discard_button)
    assert ask_resume() is None
    assert not autosave_path().exists()


def test_a_damaged_autosave_is_described_and_can_be_discarded(qtbot: QtBot) -> None:
    autosave_a_game()
    autosave_path().write_text('{"format": "pinochle-save", "version": 1, "game": {')
    seen: list[str] = []

    def read_then_discard(dialog: ResumeDialog) -> object:
        seen.append(dialog.body.text())
        return dialog.discard_button

    answer(read_then_discard)
    assert ask_resume() is None
    assert not autosave_path().exists()
    assert seen and "cut off" in seen[0]
