"""Challenge the Expert on the table: a short series played through, both results shown
and equal to what ``pinochle-sim`` plays for the same deals and seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop import sim
from pinochle_desktop.ai.challenge import player_seed
from pinochle_desktop.ai.registry import make_player, quick_kind
from pinochle_desktop.engine import Phase
from pinochle_desktop.storage.challenges import load_series
from pinochle_desktop.ui.challenge import ChallengeRun
from pinochle_desktop.ui.challenge_dialogs import ChallengePlan, ChallengeResultsDialog
from pinochle_desktop.ui.main_window import MainWindow

from .conftest import WindowFactory

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
        dialog.next_button.click()
    assert not run.active
    (kept,) = load_series()
    assert kept.series == SERIES and kept.variant == variant and len(kept.results) == 2
    assert window.controller.allow_undo == window.prefs.allow_undo
