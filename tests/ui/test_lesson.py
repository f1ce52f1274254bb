"""Help > Learn to Play: every lesson of the registry taken at the real table, its steps
shown as the table reaches them, by mouse, keyboard and screen reader, in English and
German; leaving a lesson gives back a normal table."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QRect, QRectF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.lessons import LESSONS, TRIGGERS, TURN_STEPS, steps_for
from pinochle_desktop.engine import Observation, Phase
from pinochle_desktop.ui.lesson import LessonChooser, LessonRun
from pinochle_desktop.ui.lesson_text import closing_words, step_words
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.every_card import NO_CLAIMS

from .conftest import WindowFactory
from .table.test_layout_overlap import overlaps, table_items

OVER = (Phase.HAND_OVER, Phase.GAME_OVER)


@dataclass
class Seen:
    """A step as the person met it: the panel's words then, and the table's position."""

    step: str
    title: str
    words: str
    obs: Observation
    waits: bool


def lesson_window(make_window: WindowFactory) -> MainWindow:
    """A window with a game in progress of another variant, the lesson's levels as they are."""
    window = make_window("partnership", seed=3, level="random")
    window.games.confirm = lambda *_args: True  # type: ignore[method-assign]
    return window


def turns(qtbot: QtBot, run: LessonRun,
          go_on: Callable[[], None] | None = None) -> Iterator[None]:
    """Each of the person's turns of the lesson, to its end: a step waiting to be read
    is passed with ``go_on`` (Continue, by default), and the caller follows the
    suggestion at each turn."""
    panel = run.panel
    for _ in range(600):
        qtbot.waitUntil(lambda: run.done or run.waiting or panel.follow_button.isVisible(),
                        timeout=30_000)
        if run.done:
            return
        if run.waiting:
            (go_on or run.go_on)()
        else:
            yield


def take(qtbot: QtBot, window: MainWindow, run: LessonRun, *,
         keyboard: bool = False) -> list[Seen]:
    """Take the lesson to its end as a person would: read each step and press Continue,
    and at each turn follow the suggestion (by mouse, or with the keyboard from the
    table: Ctrl+4 to the panel, then Space on its button)."""
    seen: list[Seen] = []
    panel = run.panel
    c = window.controller

    def record(step: str) -> None:
        seen.append(Seen(step, panel.heading.text(), panel.text.text(), c.observation(),
                         panel.continue_button.isVisible()))

    run.step_shown.connect(record)
    # the first step was shown as the lesson started: recorded from the panel as it is now
    record(run.shown[-1])
    seen[0].step = run.shown[0]

    def press(button_name: str) -> None:
        button = getattr(panel, button_name)
        if keyboard:
            if not button.hasFocus():
                qtbot.keyClick(window.table.view, Qt.Key.Key_4,
                               Qt.KeyboardModifier.ControlModifier)
            assert button.hasFocus(), (f"the keyboard is not on {button_name}: "
                                       f"{QApplication.focusWidget()} {c.phase()} {run.shown}")
            qtbot.keyClick(button, Qt.Key.Key_Space)
        else:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    for _ in turns(qtbot, run, lambda: press("continue_button")):
        moves = c.move_count()
        press("follow_button")
        assert c.move_count() > moves, "the suggestion was not followed"
    assert run.done, "the lesson never reached the end of the hand"
    return seen


def check_steps(run: LessonRun, window: MainWindow, seen: list[Seen]) -> None:
    """Each step came when the table reached it, with its own words on the panel; every
    step of the lesson came; the closing words end it."""
    lesson = run.lesson
    c = window.controller
    steps = [s.step for s in seen]
    assert set(steps) == set(lesson.steps), f"steps shown {steps}, lesson {lesson.steps}"
    assert len(steps) == len(set(steps))
    results = c.hand_results()
    for s in seen:
        assert TRIGGERS[s.step](s.obs), f"{s.step} shown before the table reached it"
        result = results[-1] if s.step == "hand_over" else None
        words = step_words(s.step, s.obs, c.seat_name, result)
        assert (s.title, s.words) == (words.title, words.body), s.step
        assert s.words.strip()
        assert s.waits == (s.step not in TURN_STEPS and s.step != "hand_over"), s.step
    assert steps[0] == "deal" and steps[-1] == "hand_over"
    assert closing_words() in run.panel.text.text()
    assert c.phase() in OVER and len(results) == 1
    spoken = window.announcer.spoken
    for s in seen:
        assert any(s.title in line for line in spoken), f"{s.step} was not announced"
    assert any(line.startswith("A good move:") for line in spoken)


@pytest.mark.parametrize("name", list(LESSONS))
def test_every_lesson_is_taken_to_its_end_with_each_step_at_its_moment(
        qtbot: QtBot, make_window: WindowFactory, name: str) -> None:
    window = lesson_window(make_window)
    lessons = window.lessons
    run = lessons.start(LESSONS[name])
    lesson = run.lesson
    assert window.controller.config.seed == lesson.seed
    assert window.controller.rules() == lesson.rules  # the standard rules, not house rules
    assert lessons.panel.isVisible()
    assert lessons.panel.windowTitle().endswith(window.controller.config.title)
    seen = take(qtbot, window, run)
    check_steps(run, window, seen)
    # the hand is over: the table is a normal one again, the closing words stay
    c = window.controller
    assert not c.paused and c.claim_min_tricks != NO_CLAIMS
    assert c.allow_undo == window.prefs.allow_undo
    assert lessons.panel.isVisible()
    assert lessons.panel.leave_button.text() == "&Close Lesson"
    qtbot.mouseClick(lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not lessons.panel.isVisible() and not run.active


def test_a_lesson_is_taken_by_keyboard_alone(qtbot: QtBot,
                                            make_window: WindowFactory) -> None:
    """Continue has the keyboard while the table waits; at a turn Ctrl+4 reaches the
    panel from the table and Space follows the suggestion."""
    window = lesson_window(make_window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=5000)
    run = window.lessons.start(LESSONS["three_handed"])
    assert run.panel.continue_button.hasFocus()
    seen = take(qtbot, window, run, keyboard=True)
    check_steps(run, window, seen)
    assert run.panel.leave_button.hasFocus()  # the way out, once the hand is over


def test_the_steps_of_a_lesson_come_from_its_rules() -> None:
    for lesson in LESSONS.values():
        assert lesson.steps == steps_for(lesson.rules)
        assert lesson.steps[0] == "deal" and lesson.steps[-1] == "hand_over"
        assert set(lesson.steps) <= set(TRIGGERS)
    three = LESSONS["three_handed"].steps
    assert "widow" in three and "your_bury" in three
    assert "widow" not in LESSONS["partnership"].steps
    assert "your_bid" not in LESSONS["two_handed"].steps


def test_help_learn_to_play_asks_before_a_game_is_lost_then_offers_every_lesson(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3, level="random")
    asked: list[str] = []

    def confirm(question: str, *_args: object) -> bool:
        asked.append(question)
        return False  # keep playing

    window.games.confirm = confirm  # type: ignore[method-assign]
    window.games.game_in_progress = lambda: True  # type: ignore[method-assign]
    seed = window.controller.config.seed
    window.menus.learn_action.trigger()
    assert asked == ["Abandon the game in progress?"]
    assert window.controller.config.seed == seed  # nothing changed
    assert window.menus.learn_action in window.menuBar().actions()[-1].menu().actions()

    # agreed: the chooser, reached and used by keyboard alone
    window.games.confirm = lambda *_args: True  # type: ignore[method-assign]
    chosen: list[str] = []

    def use_chooser() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, LessonChooser)
        qtbot.waitUntil(dialog.list.hasFocus, timeout=5000)
        assert dialog.list.accessibleName() == "Lessons"
        assert dialog.list.count() == len(LESSONS)
        titles = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        assert titles[0] == "Four-handed partnership"
        qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
        assert dialog.about.text()  # what the lesson walks through
        chosen.append(dialog.list.currentItem().text())
        qtbot.keyClick(dialog.list, Qt.Key.Key_Return)

    QTimer.singleShot(0, use_chooser)
    window.menus.learn_action.trigger()
    assert chosen
    run = window.lessons.run
    assert run is not None and run.active
    assert window.controller.config.title == chosen[0]
    assert run.lesson is LESSONS[list(LESSONS)[1]]


def test_the_chooser_closed_puts_no_lesson_on_the_table(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = lesson_window(make_window)
    seed = window.controller.config.seed

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, close)
    window.lessons.choose()
    assert window.lessons.run is None and window.controller.config.seed == seed


def test_the_panel_has_accessible_names_and_says_its_key(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = lesson_window(make_window)
    run = window.lessons.start(LESSONS["partnership"])
    panel = run.panel
    assert panel.accessibleName() == "Lesson"
    assert "Ctrl+4" in panel.accessibleDescription()
    assert panel.heading.accessibleName() == "Lesson step"
    assert panel.text.accessibleName() == "Explanation"
    assert panel.text.accessibleDescription() == panel.text.text()
    assert panel.advice.accessibleName() == "Suggested move"
    for button in (panel.continue_button, panel.follow_button, panel.leave_button):
        assert button.text() and button.accessibleDescription()
        assert button.focusPolicy() != Qt.FocusPolicy.NoFocus
    assert panel.text.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert window.announcer.spoken[-1].startswith("Lesson: The deal.")


def test_leaving_a_lesson_midway_gives_back_a_normal_table(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = lesson_window(make_window)
    c = window.controller
    before = (c.allow_undo, c.claim_min_tricks)
    run = window.lessons.start(LESSONS["partnership"])
    assert c.paused and run.waiting  # the deal's words are being read
    assert not c.allow_undo and c.claim_min_tricks == NO_CLAIMS
    qtbot.mouseClick(run.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not run.active and not run.panel.isVisible()
    assert not c.paused and (c.allow_undo, c.claim_min_tricks) == before
    # the game goes on: the computer players move, no step holds the table
    moves = c.move_count()
    qtbot.waitUntil(lambda: c.move_count() > moves or c.is_human_turn(), timeout=10_000)
    shown = list(run.shown)
    state_moves = c.move_count()
    if c.is_human_turn() and c.phase() not in OVER:
        assert c.submit(c.legal_actions()[0])
        assert c.move_count() > state_moves
    assert run.shown == shown and not c.paused


def test_a_new_game_during_a_lesson_ends_it(qtbot: QtBot,
                                             make_window: WindowFactory) -> None:
    window = lesson_window(make_window)
    run = window.lessons.start(LESSONS["two_handed"])
    ended: list[bool] = []
    run.ended.connect(lambda: ended.append(True))
    window.games.start_game(window.games.default_config())
    assert ended and not run.active and not run.panel.isVisible()
    assert not window.controller.paused


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The German catalogue as the build makes it, installed while the window is built."""
    from pinochle_desktop.ui import i18n

    from ..translation_tool import tool

    tool.compile_catalogues(quiet=True)
    translations = i18n.install("de")
    assert translations.language == "de", translations.problem
    yield
    translations.remove()


def test_a_lesson_is_taken_in_german(qtbot: QtBot, german: None,
                                     make_window: WindowFactory) -> None:
    """The window in German: the lesson runs to its end with its words (the catalogue's,
    or English until they are translated) and the table's own words in German."""
    window = lesson_window(make_window)
    assert window.menuBar().actions()[0].text() == "&Spiel"
    run = window.lessons.start(LESSONS["two_handed"])
    seen = take(qtbot, window, run)
    assert {s.step for s in seen} == set(run.lesson.steps)
    assert closing_words() in run.panel.text.text()
    assert all(s.words.strip() for s in seen)


def hidden_parts(window: MainWindow) -> list[str]:
    """What of the table a person cannot see whole: the view's viewport under a dock or
    off the window, a plate, a card of the hand or the panel outside the viewport, or
    two of them covering each other."""
    view = window.table.view
    port = view.viewport()
    seen = QRect(port.mapTo(window, port.rect().topLeft()), port.size())
    bad = [] if window.rect().contains(seen) else [f"the table {seen} is off the window"]
    for dock in window.findChildren(QDockWidget):
        if dock.isVisible() and not dock.isFloating() and dock.geometry().intersects(seen):
            bad.append(f"the {dock.objectName()} dock {dock.geometry()} lies over the table "
                       f"{seen}")
    things = [(name, rect) for name, rect in table_items(window)
              if name.split(" ")[0] in ("plate", "hand", "panel", "fan", "info")]
    return bad + overlaps(things, QRectF(port.rect()))


@pytest.mark.parametrize("name", list(LESSONS))
def test_the_table_beside_the_lesson_fits_a_small_window(
        qtbot: QtBot, make_window: WindowFactory, name: str) -> None:
    """At 800 x 600 (the window's least size) with the lesson and the trick log docked,
    the table keeps most of the window, and at each of the person's turns every plate,
    every card of the hand and the panel are whole in the view, none under a dock."""
    window = make_window("partnership", seed=3, level="random", size=(800, 600))
    window.games.confirm = lambda *_args: True  # type: ignore[method-assign]
    window.part.trick_dock.show()
    run = window.lessons.start(LESSONS[name])
    assert window.width() <= 820 and window.height() == 600
    found: list[str] = []
    moves = panels = 0
    for _ in turns(qtbot, run):
        QApplication.processEvents()
        moves += 1
        port = window.table.view.viewport()
        assert port.width() >= 0.6 * window.width(), (port.width(), window.width())
        found += [f"{window.controller.phase()}: {p}" for p in hidden_parts(window)]
        panels += window.table.panel.isVisible()
        run.follow()
    assert run.done and moves and panels  # the bid panel at least
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:30])


def test_the_lessons_suggestion_is_the_hints_move_with_its_reason(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """At each of the person's turns Game > Hint names the move the lesson suggests,
    and says the same reason for it."""
    window = lesson_window(make_window)
    c = window.controller
    run = window.lessons.start(LESSONS["three_handed"])
    panel = run.panel
    kinds: set[str] = set()
    for _ in turns(qtbot, run):
        assert run.suggestion is not None
        with qtbot.waitSignal(c.hint_ready, timeout=30_000) as blocker:
            c.request_hint()
        action, words = blocker.args
        assert action == str(run.suggestion.action), c.phase()
        assert panel.advice.text() == f"A good move: {words}"
        kinds.add(run.suggestion.action.kind)
        run.follow()
    assert run.done
    assert {"bid", "trump", "bury", "play"} <= kinds
