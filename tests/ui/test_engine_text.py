"""The engine's words shown in the player's language: template and fields translated."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from pinochle_desktop.engine.text import QT_TRANSLATE_NOOP, translate
from pinochle_desktop.ui.engine_text import engine_text


class Marking(QTranslator):
    """Translates every source into ``[context] source`` (a plural keeps its ``%n``)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if context != "Test":
            return ""
        if source == "%n card(s)":
            return "%n Karte" if n == 1 else "%n Karten"
        if source == "{count} of {what}":
            return "{what}: {count}"  # the fields in another order
        if source == "{broken}":
            return "{unknown}"
        return f"[{context}] {source}"


@pytest.fixture
def marking(qapp: QCoreApplication) -> Iterator[Marking]:
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_a_plain_string_is_returned_as_it_is(marking: Marking) -> None:
    assert engine_text("Play a card.") == "Play a card."


def test_without_a_translation_the_english_is_shown(qapp: QCoreApplication) -> None:
    text = QT_TRANSLATE_NOOP("Nowhere", "Bid {amount} or more.").format(amount=250)
    assert engine_text(text) == "Bid 250 or more." == text
    assert engine_text(translate("Nowhere", "Choose %n card(s).", None, 1)) == "Choose 1 card."
    assert engine_text(translate("Nowhere", "Choose %n card(s).", None, 2)) == "Choose 2 cards."


def test_the_template_goes_through_the_installed_translator(marking: Marking) -> None:
    assert engine_text(QT_TRANSLATE_NOOP("Test", "Play a card.")) == "[Test] Play a card."


def test_nested_fields_are_translated_too(marking: Marking) -> None:
    suit = QT_TRANSLATE_NOOP("Test", "hearts")
    meld = QT_TRANSLATE_NOOP("Test", "marriage in {suit}").format(suit=suit)
    text = QT_TRANSLATE_NOOP("Test", "You meld {meld} for {points}.").format(meld=meld,
                                                                            points=40)
    assert text == "You meld marriage in hearts for 40."
    assert engine_text(text) == "[Test] You meld [Test] marriage in [Test] hearts for 40."


def test_plural_forms_come_from_the_translation(marking: Marking) -> None:
    assert engine_text(translate("Test", "%n card(s)", None, 1)) == "1 Karte"
    assert engine_text(translate("Test", "%n card(s)", None, 5)) == "5 Karten"


def test_a_translation_may_reorder_the_fields(marking: Marking) -> None:
    text = QT_TRANSLATE_NOOP("Test", "{count} of {what}").format(count=3, what="aces")
    assert engine_text(text) == "aces: 3"


def test_a_translation_with_a_wrong_field_falls_back_to_english(marking: Marking) -> None:
    text = QT_TRANSLATE_NOOP("Test", "{broken}").format(broken="fine")
    assert engine_text(text) == "fine"
