"""The reasons storage gives for a file it cannot use reach the player translated:
a damaged saved game, a damaged rules file to import, a damaged hand to import. Each
sentence (and each reason inside it) goes through the installed translator; without
one the words are the English ones, exactly as ``str(exc)`` gives them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.storage import HistoryDB, HistoryError, RuleSetError, RuleSetStore
from pinochle_desktop.storage.rulesets import import_rules
from pinochle_desktop.storage.savegame import SaveFileError, load_game
from pinochle_desktop.ui.engine_text import error_text
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.tasks import gui_tasks

from .conftest import WindowFactory
from .history_helpers import user_dirs  # noqa: F401  (fixture)

#: the storage's own context and the engine's rules (a reason inside a rules file's)
MARKED = ("Files", "Rules")


class Marking(QTranslator):
    """Marks every storage and rules text: ``«source»``; everything else untranslated."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"«{source}»" if context in MARKED else ""


@pytest.fixture
def marking(qapp: QCoreApplication) -> Iterator[Marking]:
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def english(error: type[Exception], call: object, *args: object) -> str:
    """What storage raises for ``call(*args)``, as plain English."""
    with pytest.raises(error) as caught:
        call(*args)  # type: ignore[operator]
    return str(caught.value)


# -- the helper --------------------------------------------------------------------------------


def test_error_text_translates_a_storage_error_and_leaves_others_alone(
    marking: Marking, tmp_path: Path
) -> None:
    path = tmp_path / "cut.pinochle"
    path.write_text('{"format": "pinochle-save", "version": 1, "game": {')
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    assert str(caught.value) == ("cut.pinochle is incomplete: it ends too early, as if it was "
                                 "cut off while being written.")
    assert error_text(caught.value) == ("«{name} is incomplete: it ends too early, as if it was "
                                        "cut off while being written.»").format(
                                            name="cut.pinochle")
    assert error_text(ValueError("plain words")) == "plain words"
    missing = OSError(2, "No such file or directory", "x")
    assert error_text(missing) == str(missing)


def test_a_reason_inside_a_reason_is_translated_too(marking: Marking, tmp_path: Path) -> None:
    path = tmp_path / "seed.pinochle"
    path.write_text(json.dumps({"format": "pinochle-save", "version": 1,
                                "game": {"seed": 10**200}}))
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    assert str(caught.value) == ("seed.pinochle is damaged: the saved seed is out of range "
                                 "(a number of about 201 digits).")
    assert error_text(caught.value) == (
        "«seed.pinochle is damaged: «the saved seed is out of range («a number of about 201 "
        "digits»)».»")


def test_a_rule_problem_worked_into_a_sentence_keeps_its_english_form(
    qapp: QCoreApplication, tmp_path: Path
) -> None:
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"format": "pinochle-rules", "version": 1,
                                "rules": {"variant": "partnership", "target_score": 10**9}}))
    words = english(RuleSetError, import_rules, path)
    assert words.startswith("huge.json: the rules are damaged: ")
    reason = words.removeprefix("huge.json: the rules are damaged: ")
    assert reason[:1].islower() and not reason.endswith(".."), words
    with pytest.raises(RuleSetError) as caught:
        import_rules(path)
    assert error_text(caught.value) == words  # no translator: the same English


# -- where the player sees them ----------------------------------------------------------------


def test_opening_a_damaged_saved_game_says_why_in_the_players_language(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("partnership", seed=8)
    warnings: list[tuple[str, str]] = []

    def fake_warning(*args: object) -> QMessageBox.StandardButton:
        warnings.append((str(args[1]), str(args[2])))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", fake_warning)
    broken = tmp_path / "broken.pinochle"
    broken.write_text('{"format": "pinochle-save", "version": 1, "game": [1, 2}')
    shown = english(SaveFileError, load_game, broken)
    assert shown == ("broken.pinochle is damaged: it is not valid JSON (line 1, column 56).")
    assert not window.games.open_path(str(broken))
    assert warnings == [("Could not open the game", shown)]  # no translator: English

    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        assert not window.games.open_path(str(broken))
    finally:
        QCoreApplication.removeTranslator(translator)
    assert warnings[1][1] == ("«broken.pinochle is damaged: «it is not valid JSON (line 1, "
                              "column 56)».»")


@pytest.fixture
def rules_dialog(qtbot: QtBot, user_dirs: Path) -> RulesDialog:  # noqa: F811
    from pinochle_desktop.engine import preset

    dialog = RulesDialog(None, preset("partnership"), RuleSetStore())
    qtbot.addWidget(dialog)
    return dialog


def test_importing_a_damaged_rules_file_says_why_in_the_players_language(
    rules_dialog: RulesDialog, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    english_words = english(RuleSetError, import_rules, bad)
    assert english_words == ("bad.json: this is not a rules file: it is not valid JSON "
                             "(line 1, column 2).")
    assert not rules_dialog.import_from(bad)
    assert rules_dialog.status_text() == english_words

    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        assert not rules_dialog.import_from(bad)
        assert rules_dialog.status_text() == (
            "«bad.json: this is not a rules file: «it is not valid JSON (line 1, column 2)».»")
        huge = tmp_path / "huge.json"
        huge.write_text(json.dumps({"format": "pinochle-rules", "version": 1,
                                    "rules": {"variant": "partnership", "target_score": 10**9}}))
        assert not rules_dialog.import_from(huge)
        status = rules_dialog.status_text()
        assert status.startswith("««huge.json: the rules» are damaged: «"), status
    finally:
        QCoreApplication.removeTranslator(translator)


def test_importing_a_damaged_hand_says_why_in_the_players_language(
    qtbot: QtBot, user_dirs: Path, tmp_path: Path  # noqa: F811
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pinochle-hand", "version": 1, "record": 7}')
    with HistoryDB() as db:
        window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())  # type: ignore[arg-type]
        qtbot.addWidget(window)
        english_words = english(HistoryError, db.import_hand_file, bad)
        assert english_words == ("The hand could not be imported: 'the hand record is not an "
                                 "object'.")
        assert window.import_hand(bad) is None
        assert window.status.text() == english_words

        translator = Marking()
        QCoreApplication.installTranslator(translator)
        try:
            assert window.import_hand(bad) is None
            assert window.status.text() == ("«The hand could not be imported: «'«the hand "
                                            "record is not an object»'».»")
            cut = tmp_path / "cut.json"
            cut.write_text("[1, 2")
            assert window.import_hand(cut) is None
            assert window.status.text() == ("«{name} could not be imported: {reason}.»".format(
                name="cut.json", reason="«the file ends too early (it was cut off)»"))
        finally:
            QCoreApplication.removeTranslator(translator)


def test_in_german_the_whole_reason_is_german(qapp: QCoreApplication, tmp_path: Path) -> None:
    from ..test_translations import tool

    (qm,) = tool.compile_catalogues(out=tmp_path, quiet=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    broken = tmp_path / "kaputt.pinochle"
    broken.write_text("{ nope")
    with pytest.raises(SaveFileError) as caught:
        load_game(broken)
    QCoreApplication.installTranslator(translator)
    try:
        assert error_text(caught.value) == (
            "kaputt.pinochle ist beschädigt: es ist kein gültiges JSON (Zeile 1, Spalte 3).")
    finally:
        QCoreApplication.removeTranslator(translator)
    assert error_text(caught.value) == str(caught.value)
