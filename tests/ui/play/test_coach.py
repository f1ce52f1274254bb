"""The coach at the table: a costly move is held back with a question; taking it back
leaves the turn with the person and nothing applied, playing it anyway applies it; a
sound move goes straight through; with the coach off the judge is never asked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.coach import CoachOptions
from pinochle_desktop.engine import Action, new_game, preset
from pinochle_desktop.engine.cards import Card, Rank, Suit, make_deck, remove_cards
from pinochle_desktop.storage import SaveFileError, SaveMeta, load_game, read_autosave
from pinochle_desktop.storage.savegame import dumps_game, loads_game
from pinochle_desktop.storage.seats import default_seats
from pinochle_desktop.ui.play import coach as coach_module
from pinochle_desktop.ui.play.coach import CoachPrompt
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.thinker import SyncThinker

from ..conftest import WindowFactory

#: nines and jacks: a hand worth far less than the lowest bid
WEAK = [Card.of(Rank.NINE, s) for s in Suit for _ in range(2)] + [
    Card.of(Rank.JACK, s) for s in Suit]


def coached_table(qtbot: QtBot, coach: bool = True) -> GameController:
    """A partnership game, the person (seat 0) holding ``WEAK``, to bid after seat 3
    opened; computer players wait for nothing."""
    rules = preset("partnership")
    rest = remove_cards(sorted(make_deck(rules.deck)), WEAK)
    rest = rest[0::3] + rest[1::3] + rest[2::3]
    state = new_game(rules, seed=1, deal=[list(WEAK), rest[0:12], rest[12:24], rest[24:36]],
                     dealer=2)
    config = GameConfig.standard("partnership", level="standard", seed=1)
    config.coach = coach
    c = GameController(SyncThinker())
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = 0
    c.coach.options = CoachOptions(samples=64, bid_samples=96)
    c.load(state, config)
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    return c


def person_bids(c: GameController) -> list[int | None]:
    return [amount for seat, amount in c.observation().bids if seat == 0]


def test_a_far_too_high_bid_is_warned_and_taken_back(qtbot: QtBot) -> None:
    c = coached_table(qtbot)
    moves = c.move_count()
    with qtbot.waitSignal(c.coach_warned, timeout=10000) as warned:
        assert c.submit(Action.bid(400))
    text = warned.args[0].text
    assert "Bidding 400 is likely to be set" in text and "The Expert would rather" in text
    assert c.move_count() == moves and c.is_human_turn()  # held back
    assert not c.submit(Action.pass_())  # the question is open: no second move meanwhile
    c.coach_answer(play_anyway=False)
    assert c.move_count() == moves and c.is_human_turn()
    assert person_bids(c) == []
    with qtbot.assertNotEmitted(c.coach_warned):
        assert c.submit(Action.pass_())  # the person's own choice after all: sound
    assert person_bids(c) == [None]


def test_play_it_anyway_applies_the_move(qtbot: QtBot) -> None:
    c = coached_table(qtbot)
    with qtbot.waitSignal(c.coach_warned, timeout=10000):
        c.submit(Action.bid(400))
    c.coach_answer(play_anyway=True)
    assert person_bids(c) == [400]


def test_the_question_names_its_buttons_and_takes_it_back(qtbot: QtBot) -> None:
    c = coached_table(qtbot)
    window = QWidget()
    qtbot.addWidget(window)
    prompt = CoachPrompt(c, window)
    moves = c.move_count()
    with qtbot.waitSignal(prompt.shown, timeout=10000) as shown:
        c.submit(Action.bid(400))
    box = shown.args[0]
    assert isinstance(box, QMessageBox)
    assert "likely to be set" in box.informativeText()
    names = {b.accessibleName() for b in box.buttons()}
    assert names == {"Take the move back", "Play the move anyway"}
    back = next(b for b in box.buttons() if b.accessibleName() == "Take the move back")
    back.click()
    qtbot.waitUntil(lambda: prompt.box is None)
    assert c.move_count() == moves and c.is_human_turn() and person_bids(c) == []


def test_with_the_coach_off_the_judge_is_never_asked(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[Action] = []

    def judge(obs: object, action: Action, options: object) -> None:
        asked.append(action)

    monkeypatch.setattr(coach_module, "_judge", judge)
    c = coached_table(qtbot, coach=False)
    with qtbot.assertNotEmitted(c.coach_warned):
        assert c.submit(Action.bid(400))
    assert person_bids(c) == [400] and asked == []


# -- the coach is kept with the game ---------------------------------------------------------------


@pytest.mark.parametrize("coached", [True, False])
def test_a_resumed_game_is_coached_as_it_was(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path, coached: bool) -> None:
    window = make_window("partnership")
    config = GameConfig.standard("partnership", level="random", seed=8)
    config.coach = coached
    window.games.start_game(config)
    assert window.controller.coach.enabled == coached
    assert window.games.save_for_later(ask=False)
    window.close()
    found = read_autosave()
    assert found is not None
    state, meta = found
    assert meta.coach == coached
    again = make_window("partnership")
    again.games.resume(state, meta)
    assert again.controller.config.coach == coached
    assert again.controller.coach.enabled == coached
    # and saved to a file, opened again
    path = user_dirs / "coached.pinochle"
    again.games.path = path
    assert again.games.save_game()
    assert load_game(path)[1].coach == coached


def test_a_file_without_the_coach_is_not_coached_and_a_bad_value_is_named(
        user_dirs: Path) -> None:
    rules = preset("partnership")
    state = new_game(rules, seed=3)
    meta = SaveMeta(seats=default_seats(rules.num_players), coach=True)
    document = json.loads(dumps_game(state, meta))
    assert document["coach"] is True
    del document["coach"]
    assert loads_game(json.dumps(document))[1].coach is False
    document["coach"] = "yes"
    with pytest.raises(SaveFileError) as caught:
        loads_game(json.dumps(document))
    assert "coached" in str(caught.value) and str(caught.value).endswith(".")
