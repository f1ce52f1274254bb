"""Challenge the Expert on the table: a short series played through, both results shown
and equal to what ``pinochle-sim`` plays for the same deals and seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from pinochle_desktop import sim
from pinochle_desktop.ai.challenge import Parting, player_seed
from pinochle_desktop.ai.registry import make_player, quick_kind
from pinochle_desktop.engine import Phase
from pinochle_desktop.storage import HistoryDB, read_autosave
from pinochle_desktop.storage.challenges import (
    DealScore,
    SeriesRecord,
    load_series,
    save_series,
)
from pinochle_desktop.storage.paths import challenges_path
from pinochle_desktop.ui import challenge as challenge_module
from pinochle_desktop.ui.challenge import ChallengeRun
from pinochle_desktop.ui.challenge_dialogs import (
    ChallengePlan,
    ChallengeResultsDialog,
    ChallengeSetupDialog,
    difference_words,
    parting_words,
)
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig, title_of
from pinochle_desktop.ui.review.stats_dialog import StatsDialog
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.tasks import gui_tasks
from pinochle_desktop.ui.window_games import GameActions

from .conftest import WindowFactory
from .history_helpers import record_game

#: the level around the person, and the level that plays the person's cards here
LEVEL = "easy"
EXPERT = quick_kind("expert")
SERIES = 31337


def sim_points(variant: str, kinds: list[str], deal: int,
               capsys: pytest.CaptureFixture[str]) -> list[int]:
    argv = ["--variant", variant, "--players", ",".join(kinds), "--seed", str(SERIES),
            "--first", str(deal), "--deals", "1", "--json", "--per-deal"]
    capsys.readouterr()
    assert sim.main(argv) == 0
    (hand,) = json.loads(capsys.readouterr().out)["hands"]
    return [int(p) for p in hand["points"]]


def play_the_deal(qtbot: QtBot, window: MainWindow, run: ChallengeRun) -> ChallengeResultsDialog:
    """The person's cards played by a computer player seeded as the simulator would seed
    it at that seat, until the deal's results are on screen."""
    controller = window.controller
    seat = run.plan.seat
    player = make_player(LEVEL, seed=player_seed(run.plan.series, run.deal, seat))
    for _ in range(500):
        qtbot.waitUntil(lambda: run.dialog is not None or controller.is_human_turn(),
                        timeout=20_000)
        if run.dialog is not None:
            return run.dialog
        state = controller.stored_game()
        assert state is not None
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            qtbot.waitUntil(lambda: run.dialog is not None, timeout=5_000)
            continue
        assert controller.submit(player.choose(state.observation(seat)))
    raise AssertionError("the deal never ended")


@pytest.mark.parametrize("variant", ["partnership", "three_handed", "two_handed"])
def test_a_two_deal_series_shows_both_results_as_the_simulator_plays_them(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path, variant: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    window = make_window(variant)
    plan = ChallengePlan(variant=variant, series=SERIES, deals=2, level=LEVEL, expert=EXPERT)
    window.games.start_challenge(plan)
    run = window.games.challenge_run
    assert run is not None and run.active
    assert not window.controller.can_undo()
    n = run.rules.num_players
    for deal in range(2):
        dialog = play_the_deal(qtbot, window, run)
        qtbot.waitUntil(dialog.next_button.isEnabled, timeout=60_000)
        assert dialog.isVisible()
        you, expert = (dialog.compare.item(3, c).text() for c in (0, 1))
        assert you and expert and "…" not in expert
        assert "Expert" in dialog.difference.text()
        assert dialog.parted.text()
        assert dialog.series_table.rowCount() == deal + 1
        score = run.record.results[deal]
        assert list(score.yours) == sim_points(variant, [LEVEL] * n, deal, capsys)
        kinds = [EXPERT if s == plan.seat else LEVEL for s in range(n)]
        assert list(score.expert) == sim_points(variant, kinds, deal, capsys)
        assert (dialog.next_button.text().replace("&", "")
                == ("Finish" if deal == 1 else "Next Deal"))
        assert "Series" in dialog.total.text()
        assert dialog.summary().startswith(f"Deal {deal + 1} of 2")
        assert dialog.announcer.spoken[-1].startswith(dialog.difference.text())
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Esc does not stop a series
        assert dialog.isVisible() and run.active
        dialog.next_button.click()
    assert not run.active
    (kept,) = load_series()
    assert kept.series == SERIES and kept.variant == variant and len(kept.results) == 2
    assert window.controller.allow_undo == window.prefs.allow_undo


# -- the review: any recorded hand replayed by the Expert ----------------------------------------


def test_a_recorded_hand_is_replayed_by_the_expert_beside_the_person(
        qtbot: QtBot, user_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(challenge_module, "EXPERT_KIND", EXPERT)
    with HistoryDB() as db:
        record_game(db, "partnership", 11, "p", hands=2)
        window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())
        qtbot.addWidget(window)
        hand = db.list_hands(game_id="p")[0]  # the newest: the game's second hand
        assert window.load_hand(hand.id)
        assert window.expert_button.isEnabled()
        qtbot.mouseClick(window.expert_button, Qt.MouseButton.LeftButton)
        dialog = window.findChild(ChallengeResultsDialog)
        assert dialog is not None and dialog.isVisible()
        qtbot.waitUntil(dialog.next_button.isEnabled, timeout=60_000)
        record = db.get_hand(hand.id)
        assert record.hand_number == 1
        side = record.human_side
        assert side is not None
        ours = record.summary["deltas"][side]
        assert dialog.compare.item(1, 0).text() == str(ours)
        assert "…" not in dialog.compare.item(3, 1).text()
        assert dialog.parted.text()
        assert not dialog.series_table.isVisibleTo(dialog)
        dialog.reject()
        window.close()


# -- statistics: the challenges --------------------------------------------------------------------


def test_stop_the_series_ends_it_after_the_deal_and_keeps_what_was_played(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path) -> None:
    window = make_window("two_handed")
    plan = ChallengePlan(variant="two_handed", series=SERIES, deals=12, level=LEVEL,
                         expert=EXPERT)
    window.games.start_challenge(plan)
    run = window.games.challenge_run
    assert run is not None
    dialog = play_the_deal(qtbot, window, run)
    qtbot.waitUntil(dialog.next_button.isEnabled, timeout=60_000)
    assert dialog.stop_button is not None
    dialog.stop_button.click()
    assert not dialog.isVisible() and not run.active
    (kept,) = load_series()
    assert len(kept.results) == 1 and kept.deals == 12 and not kept.finished


def test_statistics_list_each_series_with_its_total(qtbot: QtBot, user_dirs: Path) -> None:
    record = SeriesRecord(4711, "three_handed", 0, [None, "easy", "easy"], EXPERT, 12,
                          "2026-11-27 18:00:00", [DealScore(0, (120, -50, 30), (100, 0, 40))])
    save_series(record)
    with HistoryDB() as db:
        stats = StatsDialog(db)
    qtbot.addWidget(stats)
    model = stats.challenges.model  # type: ignore[attr-defined]
    ((started, number, game, deals, total),) = model.rows
    assert (started, number, deals, total) == ("2026-11-27 18:00:00", "4711", "1 of 12", "+50")
    assert "hree" in game
    note = stats.challenges.findChild(QLabel, "challenges_note")
    assert "+50" in note.text()


def test_statistics_name_a_damaged_challenge_history_and_leave_it(
        qtbot: QtBot, user_dirs: Path) -> None:
    path = challenges_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "pinochle-challenges", "version": 1, "series": [{"seat": 1}]}')
    before = path.read_bytes()
    with HistoryDB() as db:
        stats = StatsDialog(db)
    qtbot.addWidget(stats)
    problem = stats.challenges.findChild(QLabel, "challenges_problem")
    assert problem is not None
    assert problem.text().startswith("The challenge history") and problem.text().endswith(".")
    assert path.read_bytes() == before


# -- choosing a series, by keyboard ----------------------------------------------------------------


def test_the_series_is_chosen_from_the_game_menu_by_keyboard(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("partnership")
    game_menu = window.menuBar().actions()[0].menu()
    texts = [a.text() for a in game_menu.actions()]
    assert "Challenge the &Expert…" in texts
    started: list[ChallengePlan] = []
    monkeypatch.setattr(window.games, "start_challenge", started.append)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ChallengeSetupDialog):
            QTimer.singleShot(10, answer)
            return
        for widget in (dialog.variant_combo, dialog.series_spin, dialog.deals_spin,
                       dialog.level_combo):
            assert widget.accessibleName()
            assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert dialog.deals_spin.value() == 12
        dialog.series_spin.setFocus()
        dialog.series_spin.selectAll()
        qtbot.keyClicks(dialog.series_spin, "4242")
        qtbot.keyClick(dialog.series_spin, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    window.menus.challenge_action.trigger()
    (plan,) = started
    assert plan.series == 4242 and plan.deals == 12 and plan.variant == "partnership"


def test_an_expert_at_the_table_plays_as_the_challenges_expert_and_is_named_expert(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path) -> None:
    window = make_window("three_handed")
    plan = ChallengePlan(variant="three_handed", series=5, deals=2, level="expert",
                         expert=EXPERT)
    window.games.start_challenge(plan)
    controller = window.controller
    assert [s.level for s in controller.config.seats] == [None, "expert", "expert"]
    assert {controller.players[s].name for s in (1, 2)} == {EXPERT}
    run = window.games.challenge_run
    assert run is not None
    run.stop()
    assert controller.allow_undo == window.prefs.allow_undo


def test_another_game_on_the_table_ends_the_series_and_gives_undo_back(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path) -> None:
    window = make_window("partnership")
    window.games.start_challenge(ChallengePlan(variant="partnership", series=9, deals=12,
                                               level=LEVEL, expert=EXPERT))
    run = window.games.challenge_run
    assert run is not None and run.active and window.controller.claim_min_tricks > 13
    window.games.start_game(GameConfig.standard("partnership", level=LEVEL, seed=4))
    assert not run.active
    assert window.controller.allow_undo == window.prefs.allow_undo
    assert window.controller.claim_min_tricks <= 13


# -- the words ------------------------------------------------------------------------------------


def test_where_the_lines_parted_is_said_in_words(qtbot: QtBot) -> None:
    in_trick = Parting(index=30, seat=0, first="play TH", second="play KS", phase="play",
                       trick=9)
    assert parting_words(in_trick, 0) == (
        "The lines parted in trick 9: you chose “Play 10♥”, the Expert chose “Play K♠”.")
    bidding = Parting(index=1, seat=0, first="bid 260", second="pass", phase="bid", trick=None)
    assert parting_words(bidding, 0).startswith("The lines parted in the bidding: you chose "
                                                "“Bid 260”")
    assert parting_words(None, 0) == "You and the Expert played exactly the same cards."
    assert "other players" in parting_words(in_trick, 1)
    assert difference_words(-40) == "The Expert did 40 points better than you."
    assert difference_words(12.5) == "You did 12.5 points better than the Expert."


# -- playing fair: nothing shows the Expert's choice during a series -----------------------------


def test_during_a_series_the_edit_menu_gives_no_undo_the_hint_says_why_and_the_coach_is_off(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path) -> None:
    window = make_window("two_handed")
    window.prefs.coach_default = True
    menus, controller = window.menus, window.controller
    window.games.start_challenge(ChallengePlan(variant="two_handed", series=SERIES, deals=2,
                                               level=LEVEL, expert=EXPERT))
    run = window.games.challenge_run
    assert run is not None and run.active
    assert not controller.coach.enabled
    qtbot.waitUntil(controller.is_human_turn, timeout=20_000)
    # Edit > Allow Undo, off and on again, does not bring undo back in a series
    for _ in range(2):
        menus.allow_undo_action.trigger()
        assert not controller.allow_undo and not menus.undo_action.isEnabled()
    assert window.prefs.allow_undo == menus.allow_undo_action.isChecked()
    hints: list[str] = []
    controller.hint_ready.connect(lambda action, _reason: hints.append(action))
    assert menus.hint_action.isEnabled()
    menus.hint_action.trigger()  # Edit > Hint
    assert window.statusBar().currentMessage().startswith("No hints during a challenge")
    window.statusBar().clearMessage()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)  # its key, H
    assert window.statusBar().currentMessage().startswith("No hints during a challenge")
    qtbot.wait(50)
    assert hints == [] and window.table.panel.hinted_buttons() == []
    run.stop()
    # the preference chosen meanwhile is the one the table follows afterwards
    assert controller.allow_undo == window.prefs.allow_undo
    menus.allow_undo_action.trigger()
    assert controller.allow_undo == window.prefs.allow_undo


# -- a series left by quitting ---------------------------------------------------------------------


def test_a_series_left_by_quitting_is_offered_at_the_next_start_and_ends_as_the_simulator_plays(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    variant = "three_handed"
    window = make_window(variant)
    plan = ChallengePlan(variant=variant, series=SERIES, deals=2, level=LEVEL, expert=EXPERT)
    window.games.start_challenge(plan)
    run = window.games.challenge_run
    assert run is not None
    dialog = play_the_deal(qtbot, window, run)
    qtbot.waitUntil(dialog.next_button.isEnabled, timeout=60_000)
    dialog.next_button.click()
    # a move of the second deal, then the window is closed in the middle of it
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=20_000)
    state = controller.stored_game()
    assert state is not None
    assert controller.submit(state.legal_actions()[-1])
    window.close()
    assert not window.isVisible()
    assert read_autosave() is None  # the series is offered instead, not its deal as a game
    asked: list[tuple[str, str]] = []

    def answer(_games: object, question: str, detail: str, yes: str, no: str) -> bool:
        asked.append((question, detail))
        return True

    monkeypatch.setattr(GameActions, "confirm", answer)
    again = make_window(variant)
    assert asked == [(f"Continue challenge series {SERIES}?",
                      f"You left it at deal 2 of 2 ({title_of(variant)}). That deal is dealt "
                      "again from its start; you keep the 1 deal you finished.")]
    resumed = again.games.challenge_run
    assert resumed is not None and resumed.active and resumed.deal == 1
    assert not again.controller.allow_undo
    start = again.controller.stored_game()
    assert start is not None
    assert all(seat != plan.seat for seat, _ in start.log)  # dealt again: no move of yours
    dialog = play_the_deal(qtbot, again, resumed)
    qtbot.waitUntil(dialog.next_button.isEnabled, timeout=60_000)
    assert dialog.series_table.rowCount() == 2
    dialog.next_button.click()
    assert not resumed.active
    (kept,) = load_series()
    assert not kept.open and kept.finished
    n = resumed.rules.num_players
    for deal, score in enumerate(kept.results):
        assert score.deal == deal
        assert list(score.yours) == sim_points(variant, [LEVEL] * n, deal, capsys)
        kinds = [EXPERT if s == plan.seat else LEVEL for s in range(n)]
        assert list(score.expert) == sim_points(variant, kinds, deal, capsys)


def left_open(deals: int = 3, played: int = 1) -> SeriesRecord:
    record = SeriesRecord(SERIES, "two_handed", 0, [None, LEVEL], EXPERT, deals,
                          "2026-11-27 18:00:00",
                          [DealScore(d, (100, 20), (90, 30)) for d in range(played)],
                          next_deal=played, open=True)
    save_series(record)
    return record


def answer_questions(monkeypatch: pytest.MonkeyPatch, reply: bool) -> list[str]:
    """Every question the game asks is answered ``reply``; the questions, as asked."""
    asked: list[str] = []

    def answer(_games: object, question: str, detail: str, yes: str, no: str) -> bool:
        asked.append(question)
        return reply

    monkeypatch.setattr(GameActions, "confirm", answer)
    return asked


def test_game_challenge_the_expert_offers_the_series_left_open_first(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("two_handed")
    left_open()
    asked = answer_questions(monkeypatch, True)
    window.menus.challenge_action.trigger()
    assert asked == [f"Continue challenge series {SERIES}?"]
    run = window.games.challenge_run
    assert run is not None and run.active and run.deal == 1 and len(run.record.results) == 1
    assert run.plan.level == LEVEL and run.plan.expert == EXPERT
    assert "deal 2 of 3" in window.statusBar().currentMessage()
    run.stop()


def test_a_series_not_continued_ends_with_its_deals_kept_and_is_not_offered_again(
        qtbot: QtBot, make_window: WindowFactory, user_dirs: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    left_open()
    asked = answer_questions(monkeypatch, False)
    window = make_window("two_handed")
    assert len(asked) == 1 and window.games.challenge_run is None
    (kept,) = load_series()
    assert not kept.open and len(kept.results) == 1
    make_window("two_handed")
    assert len(asked) == 1
