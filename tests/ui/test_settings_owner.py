"""The settings have one owner, and a preference changed in the dialog
changes the table at once and is still there after a restart."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Phase, preset
from pinochle_desktop.storage import Settings
from pinochle_desktop.storage import settings as S
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.table.card_art import BACK

from .conftest import WindowFactory, click_card, sensible

pytestmark = pytest.mark.usefixtures("user_dirs")


def in_modal_dialog(qtbot: QtBot, kind: type, act: Callable[..., None]) -> list[object]:
    """Run ``act(dialog)`` on the modal dialog of ``kind`` once it is shown; a failure
    closes the dialog (so ``exec()`` returns) and is raised again by ``check``."""
    seen: list[object] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, look)
            return
        seen.append(dialog)
        try:
            act(dialog)
        except BaseException as exc:
            seen.append(exc)
            dialog.reject()

    QTimer.singleShot(0, look)
    return seen


def check(seen: list[object]) -> None:
    assert seen, "the dialog was never shown"
    for item in seen:
        if isinstance(item, BaseException):
            raise item


def reloaded(prefs: Preferences) -> Preferences:
    """A new owner read from the same files: the program started again."""
    return Preferences(Settings.load(prefs.settings.config_file, prefs.settings.state_file))


def restart(qtbot: QtBot, prefs: Preferences, variant: str = "partnership") -> MainWindow:
    again = reloaded(prefs)
    window = MainWindow(SyncThinker(), again, GameConfig.standard(variant, level="random",
                                                                  seed=4))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window._part is not None
                    and window.controller.state is not None, timeout=3000)
    return window


def test_a_preference_changed_in_the_dialog_changes_the_table_and_survives_a_restart(
        qtbot: QtBot, make_window: WindowFactory, prefs: Preferences) -> None:
    window = make_window("partnership", seed=3)
    scene = window.table.scene
    hand = scene.hands[scene.viewer]
    # clubs and diamonds change colour in a four-colour deck
    card = next(item for item in hand if item.code.endswith(("C", "D")))
    before = scene.renderer.pixmap(card.code, 120, 1.0).toImage()

    def choose(dialog: PreferencesDialog) -> None:
        dialog.style_combo.setCurrentIndex(dialog.style_combo.findData("4color"))
        dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("red"))
        dialog.ok_button.click()

    seen = in_modal_dialog(qtbot, PreferencesDialog, choose)
    window.dialogs.show_preferences()
    check(seen)
    # at once: the renderer draws four colours and red backs, and the cards repaint
    assert scene.renderer.face_style == "4color" and scene.renderer.back_style == "red"
    assert scene.renderer.pixmap(card.code, 120, 1.0).toImage() != before
    assert window.table.four_color and window.prefs.face_style == "4color"
    assert window.menus.face_group.checkedAction().data() == "4color"
    assert window.menus.back_group.checkedAction().data() == "red"
    # in the file, and in a new window after a restart
    again = restart(qtbot, prefs)
    assert again.prefs.face_style == "4color" and again.prefs.back_style == "red"
    assert again.table.scene.renderer.face_style == "4color"
    assert again.table.scene.renderer.back_style == "red"
    assert again.table.four_color
    again.controller.stop()


def test_speed_felt_and_undo_from_the_dialog_reach_the_table_at_once(
        qtbot: QtBot, make_window: WindowFactory, prefs: Preferences) -> None:
    window = make_window("partnership", seed=3)
    scene = window.table.scene

    def choose(dialog: PreferencesDialog) -> None:
        dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("slow"))
        dialog.set_table_color("#336699")
        dialog.undo_box.setChecked(False)
        dialog.ok_button.click()

    seen = in_modal_dialog(qtbot, PreferencesDialog, choose)
    window.dialogs.show_preferences()
    check(seen)
    assert scene.speed == pytest.approx(1.4)
    assert window.controller.delay_ms == 900
    assert window.menus.speed_group.checkedAction().data() == "slow"
    assert not window.controller.allow_undo and not window.menus.allow_undo_action.isChecked()
    assert scene.table_color.name() == "#336699"
    image = window.table.view.grab().toImage()
    corner = image.pixelColor(3, 3)
    assert corner.blue() > corner.green(), "the felt is drawn in the chosen colour"
    again = restart(qtbot, prefs)
    assert again.table.scene.speed == pytest.approx(1.4)
    assert again.table.scene.table_color.name() == "#336699"
    assert not again.controller.allow_undo
    again.controller.stop()


def test_the_dialog_edits_the_windows_settings_not_a_copy(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    window.set_face_style("4color")  # View > Deck
    shown: list[object] = []

    def read(dialog: PreferencesDialog) -> None:
        shown.append(dialog.style_combo.currentData())
        dialog.name_edit.setText("Ann")
        dialog.ok_button.click()

    seen = in_modal_dialog(qtbot, PreferencesDialog, read)
    window.dialogs.show_preferences()
    check(seen)
    assert shown == ["4color"], "the dialog shows what the window uses"
    assert window.prefs.player_name == "Ann"
    assert window.prefs.face_style == "4color", "OK did not put back an old value"
    file = Settings.load(window.prefs.settings.config_file, window.prefs.settings.state_file)
    assert file[S.CARD_STYLE] == "4color" and file[S.PLAYER_NAME] == "Ann"


def test_house_rules_survive_a_restart(qtbot: QtBot, make_window: WindowFactory,
                                       prefs: Preferences,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.No)
    window = make_window("partnership", seed=3)
    house = dataclasses.replace(preset("partnership"), target_score=2000)

    def choose(dialog: RulesDialog) -> None:
        dialog.set_rules(house, baseline=False)
        dialog.accept()

    seen = in_modal_dialog(qtbot, RulesDialog, choose)
    window.dialogs.edit_house_rules()
    check(seen)
    again = restart(qtbot, prefs, "partnership")
    state = again.controller.state
    assert state is not None and state.rules == house
    other = restart(qtbot, prefs, "three_handed")  # other variants keep their own rules
    assert other.controller.state is not None
    assert other.controller.state.rules == preset("three_handed")
    again.controller.stop()
    other.controller.stop()


def test_back_style_reaches_cards_already_on_the_table(make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    scene = window.table.scene
    backs = [item for seat, items in scene.hands.items() if seat != scene.viewer
             for item in items]
    assert backs and all(item.code == BACK for item in backs)
    window.prefs.back_style = "green"
    assert scene.renderer.back_style == "green"
    assert window.menus.back_group.checkedAction().data() == "green"


def drive_to_last_card(qtbot: QtBot, window: MainWindow) -> None:
    """Play the person's cards (the first legal one) until one card is left in the hand."""
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(c.is_human_turn, timeout=3000)
        state = c.state
        assert state is not None
        legal = c.legal_actions()
        if state.phase == Phase.PLAY and len(state.hands[c.human_seat or 0]) == 1:
            return
        plays = [a for a in legal if a.kind == "play"]
        assert c.submit(plays[0] if plays else sensible(legal))
    raise AssertionError("the hand never came down to one card")


def test_the_only_legal_card_is_played_for_you_when_the_setting_says_so(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    window.prefs.auto_play_single = False
    c = window.controller
    drive_to_last_card(qtbot, window)
    window.table.refresh()
    assert not window.table._auto_timer.isActive(), "off: the person plays it"
    assert c.is_human_turn()
    said: list[str] = []
    window.table.status.connect(said.append)
    with qtbot.waitSignal(c.card_played, timeout=3000) as played:
        window.prefs.auto_play_single = True  # switched on now: it applies at once
    assert played.args[0] == c.human_seat
    assert any("was played for you" in text for text in said)


def test_with_confirm_a_first_click_raises_the_card_and_a_second_plays_it(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=11)
    window.prefs.confirm_play = True
    c = window.controller
    scene = window.table.scene
    for _ in range(400):
        qtbot.waitUntil(c.is_human_turn, timeout=3000)
        state = c.state
        assert state is not None
        legal = c.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        if len(plays) >= 2:
            break
        assert c.submit(plays[0] if plays else sensible(legal))
    first, second = plays[0].card.code, plays[1].card.code
    before = len(state.log)
    click_card(qtbot, window, first)
    assert len(state.log) == before and scene.armed == first
    (item,) = scene.card_items(first)[:1]
    assert item.selected_card, "the chosen card stands out"
    assert "again to play it" in window.statusBar().currentMessage()
    click_card(qtbot, window, second)  # changed my mind
    assert len(state.log) == before and scene.armed == second and not item.selected_card
    with qtbot.waitSignal(c.card_played, timeout=2000) as played:
        click_card(qtbot, window, second)
    assert played.args[:2] == [c.human_seat, second] and scene.armed is None
    window.prefs.confirm_play = False  # off again: one click plays
    qtbot.waitUntil(lambda: c.is_human_turn() and c.state is not None
                    and c.state.phase == Phase.PLAY, timeout=3000)
    code = next(a.card.code for a in c.legal_actions() if a.kind == "play")
    with qtbot.waitSignal(c.card_played, timeout=2000):
        click_card(qtbot, window, code)


def test_the_saved_rule_set_chosen_in_preferences_deals_the_next_game(
        qtbot: QtBot, prefs: Preferences) -> None:
    pats = dataclasses.replace(preset("partnership"), target_score=1000)
    prefs.rule_store().save("Pat's rules", pats)
    prefs.set(S.DEFAULT_RULESET, "Pat's rules")
    window = restart(qtbot, prefs, "partnership")
    assert window.controller.state is not None and window.controller.state.rules == pats
    other = restart(qtbot, prefs, "three_handed")
    assert other.controller.state is not None
    assert other.controller.state.rules == preset("three_handed")
    dialog = NewGameDialog(window.prefs, window)
    assert "Pat's rules" in dialog.rules_label.text()
    assert dialog.config().rule_set() == pats
    window.controller.stop()
    other.controller.stop()


def test_your_name_and_the_seat_levels_reach_the_table_and_new_games(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    window.prefs.player_name = "Zed"
    seat = window.controller.human_seat
    assert seat is not None
    assert window.controller.config.seats[seat].name == "Zed"
    assert window.table.scene.plates[seat].name == "Zed"
    window.prefs.seat_levels = ["easy", "random", "easy", "random"]
    dialog = NewGameDialog(window.prefs, window)
    assert [c.currentData() for c in dialog.seat_levels] == ["easy", "random", "easy", "random"]
    config = dialog.config()
    assert [s.level for s in config.seats] == [None, "random", "easy", "random"]
    assert config.seats[0].name == "Zed"


def test_the_review_window_draws_cards_as_the_settings_say(
        qtbot: QtBot, prefs: Preferences) -> None:
    from pinochle_desktop.storage import HistoryDB
    from pinochle_desktop.ui.review.window import ReviewWindow

    prefs.update({S.CARD_STYLE.key: "4color", S.TABLE_COLOR.key: "#336699"})
    with HistoryDB() as db:
        review = ReviewWindow(db, preferences=prefs)
        qtbot.addWidget(review)
        assert review.scene.renderer.face_style == "4color"
        assert review.scene.table_color.name() == "#336699"
        prefs.back_style = "green"
        assert review.scene.renderer.back_style == "green"


def test_the_speed_setting_names_the_games_speeds() -> None:
    from pinochle_desktop.ui.table.speed import SPEEDS

    assert tuple(SPEEDS) == S.SPEED_NAMES
