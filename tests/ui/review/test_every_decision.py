"""The Analysis tab judges every decision of the person's the coach judges (bids and
passes in the auction, trump, passed and buried cards, cards) in hand order, with its
cost and the Expert's choice; a line sums the hand up; the figure reaches Statistics."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.coach.judging import JUDGED_KINDS, CoachOptions, Verdict, is_judged
from pinochle_desktop.ai.coach.words import COACH_WORDS
from pinochle_desktop.ai.policy.called import team_view
from pinochle_desktop.engine import Action, BaseState, RuleSet, preset
from pinochle_desktop.storage import HistoryDB
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.review.play_analysis import (
    DecisionQuestion,
    DecisionVerdict,
    hand_summary,
    judge_decision,
)
from pinochle_desktop.ui.review.stats_dialog import StatsDialog
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.tasks import gui_tasks

from ...ai.test_coach_judge import SPADES, WEAK, partnership
from ..history_helpers import user_dirs  # noqa: F401  (fixture)
from .built_hands import ALL_BAD, record_built_hand

#: the variants the analysis is asked of, and one where partners pass cards
VARIANTS: dict[str, RuleSet] = {name: preset(name) for name in
                                ("partnership", "three_handed", "two_handed")} | {
    "partnership+passing": dataclasses.replace(preset("partnership"), pass_count=3)}


@pytest.fixture
def db(user_dirs: Path) -> Iterator[HistoryDB]:  # noqa: F811
    with HistoryDB() as history:
        yield history


def analysed(qtbot: QtBot, db: HistoryDB, hand_id: int, samples: int) -> ReviewWindow:
    window = ReviewWindow(db, samples=samples, workers=0, tasks=gui_tasks())
    qtbot.addWidget(window)
    window.resize(1200, 800)
    assert window.load_hand(hand_id)
    with qtbot.waitSignal(window.analysis_finished, timeout=120000):
        qtbot.mouseClick(window.analyse_button, Qt.MouseButton.LeftButton)
    return window


def test_bad_decisions_show_their_cost_and_the_summary_names_the_largest(
    qtbot: QtBot, db: HistoryDB
) -> None:
    # the lowest bid on a hand not worth it, then the cards that break the most meld buried
    record_built_hand(db, "three_handed", 6, "bad", frozenset({"bury"}))
    hand = db.list_hands()[0].id
    window = analysed(qtbot, db, hand, samples=24)
    by_kind = {v.kind: v for v in window.verdicts}
    lines = dict(zip([v.kind for v in window.verdicts], window.analysis_lines(), strict=True))
    for kind in ("bid", "bury"):
        assert by_kind[kind].costs(), kind
        assert "cost about" in lines[kind] and "Expert:" in lines[kind]
    assert re.search(r"The Expert would (bid up to \d+|pass; it values this hand at about "
                     r"\d+)[.;] (a|A) contract of \d+ is made in ", lines["bid"]), lines["bid"]
    assert lines["bid"].startswith("Your bid of ")
    assert lines["bury"].startswith("Burying the ")
    costly = [v for v in window.verdicts if v.costs()]
    largest = max(costly, key=lambda v: v.cost)
    summary = window.analysis.summary_label.text()
    # in a person's words, the move named as its line names it
    assert re.fullmatch(r"\d+ decisions? cost about \d+ points; the largest: "
                        r"(your bid of \d+|burying the .+)\.", summary), summary
    assert summary.startswith(f"{len(costly)} decision")
    assert f"the largest: {largest.what}." in summary
    assert largest.headline.lower() == largest.what.lower()
    assert lines[largest.kind].startswith(largest.headline)
    assert window.analysis_list.item(0).data(Qt.ItemDataRole.UserRole) == window.verdicts[0].step
    # cards played at random: some cost points, each said with the Expert's card
    record_built_hand(db, "partnership", 12, "cards", frozenset())
    window = analysed(qtbot, db, db.list_hands()[0].id, samples=24)
    cards = [(v, line) for v, line in zip(window.verdicts, window.analysis_lines(), strict=True)
             if v.kind == "play"]
    assert any(v.costs() and line.startswith("Playing the ")
               and f" in trick {v.question.trick}: cost about" in line
               and "Expert: Plays the" in line for v, line in cards)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_judged_decision_of_the_hand_is_analysed_in_order(
    qtbot: QtBot, db: HistoryDB, variant: str
) -> None:
    record_built_hand(db, VARIANTS[variant], 3, variant)
    hand = db.list_hands()[0].id
    window = analysed(qtbot, db, hand, samples=3)
    replay = window.replay
    assert replay is not None
    expected = [(s.number, s.action.kind) for s in replay.steps[1:]
                if s.seat == 0 and s.action is not None
                and is_judged(replay.state_at(s.number - 1).phase, s.action.kind)]
    assert [(v.step, v.kind) for v in window.verdicts] == expected
    assert len(window.analysis_lines()) == len(expected)
    assert window.analysis.summary_label.text()


def test_every_kind_the_coach_judges_is_reached(qtbot: QtBot, db: HistoryDB) -> None:
    kinds: set[str] = set()
    for name, rules in VARIANTS.items():
        for bad in (ALL_BAD, frozenset({"pass"})):  # the person bids; the person passes
            record_built_hand(db, rules, 3, f"{name}-{len(bad)}", bad)
            window = analysed(qtbot, db, db.list_hands()[0].id, samples=3)
            kinds |= {v.kind for v in window.verdicts}
            window.close()
    assert kinds == set(JUDGED_KINDS)


def test_statistics_shows_the_running_figure(qtbot: QtBot, db: HistoryDB) -> None:
    record_built_hand(db, "three_handed", 6, "stats", frozenset({"bury"}))
    hand = db.list_hands()[0].id
    window = analysed(qtbot, db, hand, samples=8)
    (kept,) = db.hand_costs()
    from pinochle_desktop.ui.review.play_analysis import hand_cost

    assert kept.hand_id == hand and kept.points == pytest.approx(hand_cost(window.verdicts), 0.1)
    assert kept.decisions == len(window.verdicts)
    for seed in range(4):
        record_built_hand(db, "partnership", 40 + seed, f"more{seed}")
        db.record_cost(db.list_hands()[0].id, 10.0 * seed, 5)
    dialog = StatsDialog(db)
    qtbot.addWidget(dialog)
    costs = [kept.points, 0.0, 10.0, 20.0, 30.0]
    assert dialog.decisions_chart.values == pytest.approx(costs, abs=0.1)
    assert dialog.decisions_chart.running[-1] == pytest.approx(sum(costs) / 5, abs=0.1)
    assert (f"about {round(sum(costs) / 5)} points a hand over your last 5 analysed hands"
            in dialog.decisions_label.text())


def test_a_damaged_figure_is_refused_with_a_sentence(qtbot: QtBot, db: HistoryDB) -> None:
    record_built_hand(db, "partnership", 7, "damaged")
    hand = db.list_hands()[0].id
    db.record_cost(hand, 12.5, 4)
    db.db.execute("UPDATE hand_costs SET points = 1e300")
    dialog = StatsDialog(db)
    qtbot.addWidget(dialog)
    assert dialog.decisions_chart.values == []
    assert "is damaged" in dialog.decisions_label.text()
    assert "analyse the hand again" in dialog.decisions_label.text()


def _line(state: BaseState, seat: int, action: Action, samples: int = 24) -> str:
    """The analysis line of ``action`` made by ``seat`` in ``state``."""
    obs = team_view(state.observation(seat))
    return judge_decision(DecisionQuestion(1, None, action.kind, action, obs), samples).text


def test_every_bid_and_pass_says_the_experts_bid_and_how_often_the_contract_is_made() -> None:
    sound_bid = _line(partnership(SPADES), 2, Action.bid(260))
    assert "Expert: the same." in sound_bid
    assert "The Expert would bid up to " in sound_bid
    assert "a contract of 260 is made in " in sound_bid
    sound_pass = _line(partnership(WEAK), 2, Action.pass_())
    assert "Expert: the same." in sound_pass
    assert "The Expert would pass; it values this hand at about " in sound_pass
    assert "A contract of 260 is made in " in sound_pass
    costly = _line(partnership(WEAK), 2, Action.bid(400))
    assert "cost about" in costly
    assert "The Expert would pass; it values this hand at about " in costly
    assert re.search(r"A contract of 400 is made (in none of the 24 simulated deals|in about)",
                     costly), costly


@pytest.mark.parametrize("variant", ["three_handed", "check_pinochle"])
def test_trump_named_with_the_widow_in_hand_is_judged(qtbot: QtBot, db: HistoryDB,
                                                      variant: str) -> None:
    # the person wins the auction, takes the widow, and names the suit held least
    record_built_hand(db, variant, 6, "widow-trump", frozenset({"trump"}))
    window = analysed(qtbot, db, db.list_hands()[0].id, samples=12)
    (line,) = [line for v, line in zip(window.verdicts, window.analysis_lines(), strict=True)
               if v.kind == "trump"]
    assert line.startswith("Naming ") and " as trump: cost about" in line, line
    assert "the same, or no better" not in line
    assert re.search(r"as trump your side scores about \d+ points less than with", line), line


def _bid_verdict(cost: float, error: float, coach: CoachOptions | None = None
                 ) -> DecisionVerdict:
    """A verdict of ``cost`` ± ``error`` points on a bid of 260, judged by ``coach``."""
    obs = team_view(partnership(WEAK).observation(2))
    question = DecisionQuestion(1, None, "bid", Action.bid(260), obs)
    verdict = Verdict("bid", Action.bid(260), Action.pass_(), cost, error, 24,
                      COACH_WORDS["bid_over_nothing"], None, "bid_over_nothing")
    return DecisionVerdict(question, verdict, *([coach] if coach else []))


def test_a_decision_costs_what_the_coach_would_warn_about() -> None:
    rule = CoachOptions()
    below = _bid_verdict(rule.threshold - 8, 3.0)  # beyond the noise, under the threshold
    noisy = _bid_verdict(rule.threshold + 5, (rule.threshold + 5) / 1.5)  # 1.5 errors
    for verdict in (below, noisy):
        assert not verdict.costs()
        assert verdict.text.startswith("Your bid of 260: no cost worth counting. Expert: ")
    assert hand_summary([below, noisy]) == (
        f"No decision cost {round(rule.threshold)} points or more.")
    # a person whose coach speaks up at 10 points counts the first one
    keen = _bid_verdict(rule.threshold - 8, 3.0, dataclasses.replace(rule, threshold=10.0))
    assert keen.costs() and "Your bid of 260: cost about 12 ± 3 points." in keen.text
    assert hand_summary([keen, noisy]) == (
        "1 decision cost about 12 points; the largest: your bid of 260.")


def test_the_review_counts_costs_at_the_persons_coach_threshold(
    qtbot: QtBot, db: HistoryDB, prefs: Preferences
) -> None:
    prefs.coach_threshold = 200
    record_built_hand(db, "three_handed", 6, "threshold", frozenset({"bury"}))
    window = ReviewWindow(db, samples=8, workers=0, tasks=gui_tasks(), preferences=prefs)
    qtbot.addWidget(window)
    assert window.load_hand(db.list_hands()[0].id)
    with qtbot.waitSignal(window.analysis_finished, timeout=120000):
        qtbot.mouseClick(window.analyse_button, Qt.MouseButton.LeftButton)
    costly = [v for v in window.verdicts
              if v.verdict is not None and v.verdict.cost >= 200
              and v.verdict.cost > CoachOptions().z * v.verdict.error]
    assert [v for v in window.verdicts if v.costs()] == costly
    assert any(v.verdict is not None and 20 <= v.verdict.cost < 200
               and v.verdict.cost > 2 * v.verdict.error for v in window.verdicts) or costly
    summary = window.analysis.summary_label.text()
    assert (summary.startswith(f"{len(costly)} decision") if costly
            else summary == "No decision cost 200 points or more.")
