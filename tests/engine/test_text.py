"""Player's words written below the window: English values that carry their template."""

from __future__ import annotations

import copy
import json
import pickle
import subprocess
from pathlib import Path

import pytest

from pinochle_desktop.engine.text import QT_TRANSLATE_NOOP, Text, english, translate


def test_a_marked_text_is_its_english_source() -> None:
    text = QT_TRANSLATE_NOOP("Refusals", "Play a card.")
    assert text == "Play a card."
    assert isinstance(text, str) and isinstance(text, Text)
    assert (text.context, text.template, text.fields, text.n) == (
        "Refusals", "Play a card.", None, -1)
    assert repr(text) == repr("Play a card.")
    assert hash(text) == hash("Play a card.")
    assert {"Play a card.": 1}[text] == 1


def test_a_template_without_fields_keeps_its_braces() -> None:
    assert QT_TRANSLATE_NOOP("Rules", "{not a field}") == "{not a field}"


def test_fields_fill_the_english_and_are_kept() -> None:
    verb = QT_TRANSLATE_NOOP("Refusals", "bury")
    text = QT_TRANSLATE_NOOP("Refusals", "Bid {amount:,} or more to {verb}.").format(
        amount=1250, verb=verb)
    assert text == "Bid 1,250 or more to bury."
    assert text.template == "Bid {amount:,} or more to {verb}."
    assert text.fields == {"amount": 1250, "verb": verb}
    assert isinstance(text.fields["verb"], Text)


def test_fields_are_named() -> None:
    with pytest.raises(TypeError):
        QT_TRANSLATE_NOOP("Refusals", "{} cards").format(3)
    with pytest.raises(KeyError):
        QT_TRANSLATE_NOOP("Refusals", "{amount} cards").format(other=3)


@pytest.mark.parametrize(("n", "words"), [(0, "Choose 0 cards."), (1, "Choose 1 card."),
                                          (3, "Choose 3 cards.")])
def test_english_plural_forms(n: int, words: str) -> None:
    text = translate("Refusals", "Choose %n card(s).", None, n)
    assert text == words
    assert (text.n, text.template) == (n, "Choose %n card(s).")
    assert english("no number (s)") == "no number (s)"


def test_plural_with_fields_and_disambiguation() -> None:
    text = translate("Refusals", "Choose exactly %n card(s) to {verb}.", "refusal", 1).format(
        verb="pass")
    assert text == "Choose exactly 1 card to pass."
    assert text.disambiguation == "refusal"


def test_copies_pickles_and_json_keep_the_words() -> None:
    text = translate("Meld", "%n x {meld}", None, 2).format(meld=QT_TRANSLATE_NOOP("Meld", "run"))
    for again in (pickle.loads(pickle.dumps(text)), copy.copy(text), copy.deepcopy(text)):
        assert again == text and isinstance(again, Text)
        assert (again.context, again.template, again.fields, again.n) == (
            text.context, text.template, text.fields, text.n)
    assert json.dumps({"name": text}) == json.dumps({"name": "2 x run"})


def test_new_strings_made_from_a_text_are_plain_english() -> None:
    text = QT_TRANSLATE_NOOP("Variants", "Cutthroat")
    assert type(text.lower()) is str and text.lower() == "cutthroat"
    assert type(f"{text}!") is str and type(str(text)) is str


def test_lupdate_extracts_the_markers(tmp_path: Path) -> None:
    """The two markers are found by pyside6-lupdate, plural forms included."""
    from ..translation_tool import tool

    lupdate = tool.qt_tool("lupdate")  # PySide6-Essentials, which the program needs, has it
    source = tmp_path / "words.py"
    source.write_text(
        "from pinochle_desktop.engine.text import QT_TRANSLATE_NOOP, translate\n"
        "A = QT_TRANSLATE_NOOP('Ctx', 'Bid {amount} or more.').format(amount=3)\n"
        "B = translate('Ctx', 'Choose %n card(s).', None, 3)\n", encoding="utf-8")
    catalogue = tmp_path / "out.ts"
    subprocess.run([*lupdate, str(source), "-ts", str(catalogue)], check=True,
                   capture_output=True, timeout=120)
    ts = catalogue.read_text(encoding="utf-8")
    assert "<source>Bid {amount} or more.</source>" in ts
    assert '<message numerus="yes">' in ts and "<source>Choose %n card(s).</source>" in ts


PACKAGE = Path(__file__).resolve().parents[2] / "pinochle_desktop"


def test_every_marker_below_the_window_has_literal_arguments() -> None:
    """lupdate extracts a marker only when its context and source are literals."""
    import ast

    bad = []
    for folder in ("engine", "storage", "ai"):
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in ("QT_TRANSLATE_NOOP", "translate")):
                    continue
                literal = [isinstance(a, ast.Constant) and isinstance(a.value, str)
                           for a in node.args[:2]]
                if len(literal) != 2 or not all(literal) or node.keywords:
                    bad.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not bad


def test_refusals_and_meld_names_carry_their_templates() -> None:
    from pinochle_desktop.engine import Action, RuleSet, new_game, score_meld
    from pinochle_desktop.engine.cards import Suit, parse_cards

    state = new_game(RuleSet(), seed=1)
    reason = state.why_not(Action.parse("play AS"))
    assert isinstance(reason, Text) and reason.context == "Refusals"
    melds = score_meld(parse_cards("KH QH KH QH AS TS KS QS JS"), Suit.S, RuleSet()).melds
    names = {m.name: m.name for m in melds}
    assert "Double marriage in hearts" in names and "Run" in names
    double = names["Double marriage in hearts"]
    assert isinstance(double, Text) and double.template == "Double {meld}"
    assert double.fields is not None and double.fields["meld"].template == "marriage in {suit}"
