"""Words: possessives built properly ("Your hand", "East's hand"); the side's meld
where the side's meld counts; no level box for you in the New Game dialog; one default
level everywhere; Save proposes a name that says what the game is, in your documents."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.action import ActionPanel, PanelContext
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.review.play_analysis import ContractVerdict
from pinochle_desktop.ui.words import hand_of

from .conftest import WindowFactory, sensible


def test_possessives() -> None:
    assert hand_of("You") == "Your hand"
    assert hand_of("East") == "East's hand"
    assert hand_of("Ross") == "Ross's hand"


@pytest.mark.parametrize(("name", "words"), [("You", "Your hand"), ("East", "East's hand")])
def test_the_contract_analysis_says_whose_hand(name: str, words: str) -> None:
    verdict = ContractVerdict(name, 250, 3, {s: [260.0, 240.0] for s in range(4)})
    assert verdict.text.startswith(f"{words} with ♣ Clubs as trump made 250")
    assert "You's" not in verdict.text


def test_the_partnership_concede_panel_counts_the_sides_meld(qtbot: QtBot) -> None:
    names = ["You", "West", "North", "East"]
    for seed in range(60):
        state = new_game(preset("partnership"), seed=seed)
        while state.phase in (Phase.BID, Phase.TRUMP, Phase.MISDEAL) or (
                state.phase not in (Phase.PLAY, Phase.HAND_OVER) and state.current_player != 0):
            legal = list(state.legal_actions())
            bids = [a for a in legal if a.kind == "bid"]
            passes = [a for a in legal if a.kind == "pass"]
            if state.current_player == 0 and bids:
                state.apply(bids[0])
            elif passes and state.phase == Phase.BID:
                state.apply(passes[0])
            else:
                state.apply(sensible(legal))
        if state.phase.value != "declare" or state.current_player != 0:
            continue
        obs = state.observation(0)
        own = obs.melds[0]["total"] if obs.melds[0] else 0
        partner = obs.melds[2]["total"] if obs.melds[2] else 0
        if not partner:
            continue
        panel = ActionPanel()
        qtbot.addWidget(panel)
        panel.present(PanelContext(obs, names, ["You & North", "West & East"], True))
        assert panel.current is not None
        note = panel.current.note.text()
        assert f"your side's meld is {own + partner}" in note, note
        assert f"your meld is {own}." not in note
        return
    pytest.fail("none of 60 partnership deals came to a concede question with the "
                "partner's meld shown: the test no longer tests anything")


def test_the_new_game_dialog_shows_no_level_box_for_you(qtbot: QtBot,
                                                         prefs: Preferences) -> None:
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.seat_levels[0].isHidden(), "a level box for you, who are no computer"
    assert not dialog.seat_levels[1].isHidden()
    dialog.autoplay.setChecked(True)  # the computer plays your seat: it needs a level
    assert not dialog.seat_levels[0].isHidden()
    assert dialog.seat_levels[0].isEnabled()


def test_one_default_level_everywhere(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "fresh.json", tmp_path / "window.json"))
    window = MainWindow(SyncThinker(), prefs)
    qtbot.addWidget(window)
    first = window.games.default_config()
    computer = {seat.level for seat in first.seats if seat.level is not None}
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    shown = {str(combo.currentData()) for combo in dialog.level_combos}
    new_game_dialog = NewGameDialog(prefs)
    qtbot.addWidget(new_game_dialog)
    offered = {str(c.currentData()) for c in new_game_dialog.seat_levels[1:]}
    assert computer == shown == offered == {"standard"}  # README: Standard is the default


def test_save_proposes_a_name_in_your_documents(
        qtbot: QtBot, make_window: WindowFactory, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    window = make_window("partnership", seed=3)
    asked: list[str] = []

    def fake(_parent: object, _title: str, default: str, _filter: str) -> tuple[str, str]:
        asked.append(default)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    assert not window.games.save_game_as()
    proposed = Path(asked[0])
    assert proposed.name != "pinochle.pinochle"
    assert proposed.name.startswith("Pinochle Four-handed partnership ")
    assert proposed.suffix == ".pinochle"
    assert proposed.parent == home / "Documents"
