"""The auction for stakes at a live table (RULES.md section 11, seed 004): the bidder
re-arranges and claims, an opponent concedes the contract, a whole hand is played
with every computer level seated, and what the player reads afterwards is the ledger:
units per player and the kitty, in the summary, the info panel and the score sheet."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai import make_player
from pinochle_desktop.engine import Action, Phase, State, new_game, preset
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.panels.base import ChoicePanel
from pinochle_desktop.ui.panels.stakes_words import (
    decision_words,
    settlement_sentence,
    summary_rows,
)
from pinochle_desktop.ui.play.config import GameConfig, SeatConfig
from pinochle_desktop.ui.play.hint import explain
from pinochle_desktop.ui.play.models import ScoreSheetModel
from pinochle_desktop.ui.play.presenter import Seating, StakesLedger, info_values
from pinochle_desktop.ui.words import describe_choice

from ..conftest import WindowFactory

LEFT = Qt.MouseButton.LeftButton
NAMES = ["You", "West", "North", "East"]
#: a quick Expert for tests: its search on the GUI thread, few samples
EXPERT = "expert/workers=0/samples=8/bid_samples=8"
#: where a screenshot is written when PINOCHLE_SCREENSHOTS names a folder
SHOTS = os.environ.get("PINOCHLE_SCREENSHOTS")


def auction(seed: int, bidder: int) -> State:
    """A stakes deal whose auction ``bidder`` wins at the lowest bid it may make (the
    others pass where the rules let them: the first bidder must open at 300)."""
    state = new_game(preset("auction_stakes"), seed=seed)
    while state.phase.value in ("bid", "misdeal", "widow"):
        legal = state.legal_actions()
        if state.phase == Phase.BID and state.current_player == bidder:
            action = min((a for a in legal if a.kind == "bid"), key=lambda a: a.amount or 0)
        else:
            action = next((a for a in legal if a.kind in ("pass", "keep", "see_widow")),
                          legal[0])
        state.apply(action)
    assert state.bidder == bidder
    return state


def seats(levels: list[str | None], names: list[str] = NAMES) -> list[SeatConfig]:
    """The table's seats: a level (a player spec is seated as its level, and
    :func:`quicken` puts the spec's player in), or None for the person."""
    return [SeatConfig(n, lv.split("/")[0] if lv else None)
            for n, lv in zip(names, levels, strict=True)]


def quicken(window: MainWindow, levels: list[str | None]) -> None:
    """Seat the players of specs such as :data:`EXPERT` (the table takes level names)."""
    c = window.controller
    assert c.state is not None
    for s, level in enumerate(levels):
        if level and "/" in level:
            c.players[s] = make_player(level, seed=s)
            assert type(c.players[s]) is type(make_player(level.split("/")[0]))


def seat(window: MainWindow, state: State, levels: list[str | None]) -> None:
    """The deal at the table, with these levels at the seats (None: the person)."""
    config = GameConfig(variant="auction_stakes", seats=seats(levels))
    c = window.controller
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = 0
    c.hand_pause_ms = 10**6
    c.load(state, config)
    quicken(window, levels)
    window.table.refresh()


def click(qtbot: QtBot, window: MainWindow, kind: str) -> None:
    panel = window.table.panel.current
    assert isinstance(panel, ChoicePanel), panel
    qtbot.mouseClick(panel.buttons[kind], LEFT)


def bury_as(qtbot: QtBot, window: MainWindow, trump: str, bury: str) -> None:
    c = window.controller
    assert c.submit(Action.parse(f"trump {trump}"))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == Phase.BURY, timeout=2000)
    assert c.submit(Action.parse(f"bury {bury}"))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == Phase.DECLARE
                    and c.is_human_turn(), timeout=2000)
    window.table.refresh()


def hand_codes(window: MainWindow) -> list[str]:
    return [item.code for item in window.table.scene.hands[0]]


def shot(window: MainWindow, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        window.grab().save(str(Path(SHOTS) / name))


def sheet_row(window: MainWindow, row: int) -> dict[str, str]:
    model = window.score_model
    return {str(model.headerData(col, Qt.Orientation.Horizontal)): model.index(row, col).data()
            for col in range(model.columnCount())}


# -- the bidder: re-arrange, then claim ----------------------------------------------------


def test_the_bidder_rearranges_then_claims_and_is_paid_in_units(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("auction_stakes", seed=4)
    state = auction(4, bidder=0)
    seat(window, state, [None, "pro", EXPERT, "standard"])
    c = window.controller
    bury_as(qtbot, window, "S", "AS 9H TH")
    panel = window.table.panel.current
    assert isinstance(panel, ChoicePanel)
    assert panel.title.text() == "Your contract is 300: play, claim, concede or re-arrange?"
    assert "Your meld makes the bid" in panel.note.text()
    assert panel.buttons["claim"].text() == "Claim: your meld makes the bid"
    assert panel.buttons["rearrange"].text().startswith("Re-arrange")
    before = hand_codes(window)
    shot(window, "auction-stakes-declare.png")
    # re-arranging: the buried cards come back into the hand, trump is named again
    with qtbot.waitSignal(c.cards_returned, timeout=2000) as returned:
        click(qtbot, window, "rearrange")
    assert returned.args == [0, ["AS", "9H", "TH"]]
    assert c.state is not None and c.state.phase == Phase.TRUMP and c.state.trump is None
    window.table.refresh()
    after = hand_codes(window)
    assert len(after) == len(before) + 3
    assert sorted(after) == sorted([*before, "AS", "9H", "TH"])
    # bury the same again and claim: 3 units (Scarne: 300-340) from each of the others
    bury_as(qtbot, window, "S", "AS 9H TH")
    with qtbot.waitSignal(c.hand_scored, timeout=5000) as scored:
        click(qtbot, window, "claim")
    result = scored.args[0]
    assert (result.settlement, result.stake, result.deltas) == ("claimed", 3, [9, -3, -3, -3])
    window.table.refresh()
    panel = window.table.panel.current
    assert panel is not None
    assert panel.title.text() == "You claimed 300: 3 units from each player"
    assert "The kitty holds 0 units." in panel.note.text()
    table = panel.table  # type: ignore[attr-defined]
    cells = [[table.item(r, col).text() for col in range(table.columnCount())]
             for r in range(table.rowCount())]
    # the buried counters are the bidder's; the units are what was paid
    assert cells[0] == ["You (bidder)", "610", str(result.points[0]), "+9", "9"]
    assert cells[-1] == ["Kitty", "", "", "+0", "0"]
    # the score panel and the score sheet: units per player and the kitty
    info = window.table.scene.info.values
    assert [s.score for s in info.sides] == [9, -3, -3, -3]
    assert "Kitty: 0 units" in info.note
    row = sheet_row(window, 0)
    assert row["Result"] == "Claimed"
    assert [row[f"{n}: units"] for n in NAMES] == ["+9", "-3", "-3", "-3"]
    assert [row["total"]] and row["Kitty"] == "0"


# -- an opponent concedes the contract, the hand is played out --------------------------------


def test_an_opponent_concedes_the_contract_or_defends_and_the_hand_is_paid(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("auction_stakes", seed=10)
    state = auction(10, bidder=3)  # East bids; you are the first opponent asked
    seat(window, state, [None, "random", "easy", "standard"])
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == Phase.DECLARE
                    and c.is_human_turn(), timeout=10_000)
    window.table.refresh()
    panel = window.table.panel.current
    assert isinstance(panel, ChoicePanel)
    assert panel.title.text() == "East bid 300 and will play it: concede it or defend?"
    assert panel.buttons["play_hand"].text() == "Defend: play it out"
    assert panel.buttons["concede_contract"].text() == "Concede the contract (−3 units)"
    shot(window, "auction-stakes-defend.png")
    with qtbot.waitSignal(c.stakes_decided, timeout=2000) as decided:
        click(qtbot, window, "concede_contract")
    assert decided.args == [0, "conceded_to"]
    # West (random) plays on or concedes too; the hand is then played out or paid
    cards = 0
    while c.state is not None and c.state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.state is None
                        or c.state.phase == Phase.HAND_OVER, timeout=60_000)
        if c.state.phase == Phase.HAND_OVER:
            break
        legal = c.legal_actions()
        if c.state.phase == Phase.PLAY:
            cards += 1
            if cards == 6:
                window.table.refresh()
                shot(window, "auction-stakes-play.png")
        assert c.submit(legal[0])
    summary = c.state.history[-1]
    assert summary.settlement in ("made", "conceded_to", "double_bete")
    stake = summary.stake
    window.table.refresh()
    panel = window.table.panel.current
    assert panel is not None
    if summary.settlement == "double_bete":
        assert panel.title.text() == f"East was set on 300 (double bete): {stake} units to " \
                                     "each player and the kitty"
        assert summary.deltas == [stake, stake, stake, -4 * stake]
        assert summary.kitty == stake
    else:
        assert panel.title.text().endswith(f"{stake} units from each player")
        assert summary.deltas == [-stake, -stake, -stake, 3 * stake]
    shot(window, "auction-stakes-hand-over.png")
    info = window.table.scene.info.values
    assert [s.score for s in info.sides] == summary.scores
    assert f"Kitty: {summary.kitty} unit" in info.note
    row = sheet_row(window, 0)
    assert [row[f"{n}: units"] for n in NAMES] == [f"{d:+d}" for d in summary.deltas]
    assert row["Kitty"].split(" ")[0] == str(summary.kitty)


# -- every level, a whole hand ------------------------------------------------------------------


def test_every_level_plays_a_stakes_hand_and_the_ledger_adds_up(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("auction_stakes", seed=20)
    levels: list[str | None] = ["random", "easy", "pro", EXPERT]
    c = window.controller
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = 0
    c.hand_pause_ms = 10**6
    # the same deal from its start, the Expert quickened before anyone acts
    state = new_game(preset("auction_stakes"), seed=20)
    played: list[object] = []
    c.card_played.connect(lambda *args: played.append(args))
    c.set_paused(True)
    c.load(state, GameConfig(variant="auction_stakes",
                             seats=seats(levels, ["South", "West", "North", "East"])))
    quicken(window, levels)
    with qtbot.waitSignal(c.hand_scored, timeout=120_000) as scored:
        c.set_paused(False)
    result = scored.args[0]
    # deal 20: South (random) deals and sits out; West (easy) bids 300 and is set
    # playing it out against the Pro and the Expert
    assert result.settlement in ("made", "double_bete")
    assert len(played) == 3 * state.rules.hand_size  # three at the table play every card
    assert result.is_stakes and sum(result.deltas) + (result.kitty_delta or 0) == 0
    window.table.refresh()
    info = window.table.scene.info.values
    assert [s.score for s in info.sides] == result.scores
    assert f"Kitty: {result.kitty} unit" in info.note
    assert window.score_model.rowCount() == 1


# -- the words without a table --------------------------------------------------------------------


def test_the_forced_bidder_may_throw_in_paying_the_kitty(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("auction_stakes", seed=10)
    state = new_game(preset("auction_stakes"), seed=10)
    while not (state.phase == Phase.BID and state.current_player == 3):
        state.apply(state.legal_actions()[0] if state.phase != Phase.BID else
                    next(a for a in state.legal_actions() if a.kind == "pass"))
    state.apply(Action.parse("bid 300"))
    for _ in range(2):
        state.apply(Action("pass"))
    assert state.phase == Phase.WIDOW and state.current_player == 3
    # East is forced to 300; let the person sit there instead
    seat(window, state, ["random", "easy", "standard", None])
    c = window.controller
    panel = window.table.panel.current
    assert isinstance(panel, ChoicePanel)
    assert panel.title.text() == "Throw in without seeing the widow?"
    assert panel.buttons["concede_unseen"].text() == "Throw in unseen (−3 units to the kitty)"
    with qtbot.waitSignal(c.hand_scored, timeout=2000) as scored:
        click(qtbot, window, "concede_unseen")
    assert (scored.args[0].settlement, scored.args[0].kitty) == ("thrown_in", 3)
    window.table.refresh()
    assert "Kitty: 3 units" in window.table.scene.info.values.note
    assert window.table.panel.current is not None
    assert window.table.panel.current.title.text() == \
        "East threw in 300 unseen: 3 units to the kitty"


def test_the_words_of_a_stakes_hand() -> None:
    state = auction(10, bidder=3)
    # the bidder's decision, then an opponent's
    while state.phase != Phase.DECLARE:
        state.apply(state.legal_actions()[0])
    title, _note = decision_words(state.observation(3), NAMES)
    assert title == "Your contract is 300: play, claim, concede or re-arrange?"
    state.apply(Action("play_hand"))
    obs = state.observation(state.current_player)
    assert describe_choice(Action("play_hand"), obs) == "Defend: play it out"
    assert describe_choice(Action("concede_contract"), obs) == "Concede the contract"
    title, note = decision_words(obs, NAMES)
    assert title == "East bid 300 and will play it: concede it or defend?"
    assert explain(obs, Action("play_hand")).startswith("Defend: play it out: the bidder may")
    assert "pays 3 units now" in explain(obs, Action("concede_contract"))
    assert "3 units" in note
    # conceded by every opponent: paid as made, the kitty untouched
    while state.phase == Phase.DECLARE:
        state.apply(Action("concede_contract"))
    summary = state.history[-1]
    assert settlement_sentence(summary, NAMES) == \
        "East won 300 unplayed (conceded): 3 units from each player"
    rows = summary_rows(summary, NAMES)
    assert rows[3][0] == "East (bidder)" and rows[3][3] == "+9"
    assert rows[-1][0] == "Kitty"
    model = ScoreSheetModel()
    model.set_history(state.history, NAMES, NAMES)
    headers = [model.headerData(col, Qt.Orientation.Horizontal)
               for col in range(model.columnCount())]
    assert headers[-1] == "Kitty" and "East: units" in headers
    assert "checks" not in headers and not any("meld" in str(h) for h in headers)
    seating = Seating(NAMES, ["", "Random", "Easy", "Standard"], "Auction for stakes")
    info = info_values(state.observation(0), seating,
                       ledger=StakesLedger(kitty=state.kitty, last_hand=summary.deltas))
    assert [s.score for s in info.sides] == [-3, -3, -3, 9]
    assert info.hand_text.startswith("Hand 1 of 16")
    assert info.sides[3].detail == "this hand +9 units"
    assert "Kitty: 0 units" in info.note


def test_the_info_panel_heading_counts_units_hands_and_the_kitty() -> None:
    """A stakes game is settled in units hand by hand over its rounds: the info panel's
    heading says so (not "game to 1000"); other games keep their target."""
    seating = Seating(NAMES, ["", "Random", "Easy", "Standard"], "Auction for stakes")
    obs = new_game(preset("auction_stakes"), seed=4).observation(0)
    third = dataclasses.replace(obs, hand_number=2)
    assert info_values(third, seating, ledger=StakesLedger(kitty=4)).heading == \
        "Units  ·  hand 3 of 16  ·  kitty 4"
    assert info_values(third, seating).heading == "Units  ·  hand 3 of 16"
    # a deal played off a tie after the last round, and a game without rounds
    extra = dataclasses.replace(obs, hand_number=16)
    assert info_values(extra, seating, ledger=StakesLedger()).heading == \
        "Units  ·  hand 17  ·  kitty 0"
    endless = new_game(dataclasses.replace(preset("auction_stakes"), stakes_rounds=0),
                       seed=4).observation(0)
    assert info_values(endless, seating, ledger=StakesLedger(kitty=2)).heading == \
        "Units  ·  hand 1  ·  kitty 2"
    plain = new_game(preset("three_handed"), seed=4).observation(0)
    assert info_values(plain, seating).heading == f"Score  ·  game to {plain.target}"
    assert "game to" not in info_values(obs, seating).heading


def test_the_info_panel_draws_the_heading_it_is_given(qtbot: QtBot) -> None:
    """The panel draws the heading of its values (it makes up no words of its own)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from pinochle_desktop.ui.table.items import InfoPanel, InfoValues

    panel = InfoPanel()
    panel.set_rect(QRectF(0, 0, 260, 220))
    seen: list[str] = []
    original = InfoPanel._line

    def spy(painter: QPainter, text: str, *args: Any) -> float:
        seen.append(text)
        return original(painter, text, *args)

    panel._line = spy  # type: ignore[method-assign]
    panel.set_values(InfoValues(target=1000, heading="Units  ·  hand 3 of 16  ·  kitty 4"))
    image = QImage(260, 220, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    panel.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert "Units  ·  hand 3 of 16  ·  kitty 4" in seen
    assert not any("game to" in text for text in seen)
