"""The words a player reads on the table go through Qt's translation.

A stand-in translator wraps every text it is asked for in « »: a word that
comes back unwrapped never reached ``QCoreApplication.translate`` (or reached
it under a name lupdate does not extract). Without a translator the English is
unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine import Action, parse_card, parse_cards
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.storage.savegame import FILE_FILTER, SUFFIX
from pinochle_desktop.ui import words
from pinochle_desktop.ui.window_games import file_filter


class Wrapper(QTranslator):
    """Translates everything: ``source`` comes back as ``«source»``."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, str]] = []

    def isEmpty(self) -> bool:  # Qt's name
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        self.asked.append((context, source))
        return f"«{source}»"


@pytest.fixture
def wrapper(qapp: QApplication) -> Iterator[Wrapper]:
    translator = Wrapper()
    assert QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


def test_card_words_are_one_template_of_translated_rank_and_suit(wrapper: Wrapper) -> None:
    assert words.card_words(parse_card("AH")) == "««ace» of «hearts»»"
    assert ("Words", "{rank} of {suit}") in wrapper.asked
    assert ("Cards", "ace") in wrapper.asked and ("Cards", "hearts") in wrapper.asked


def test_suit_names_are_translated(wrapper: Wrapper) -> None:
    assert [words.suit_name(s) for s in Suit] == ["«spades»", "«hearts»", "«diamonds»",
                                                  "«clubs»"]
    assert words.suit_label("C") == "♣ «clubs»"
    assert words.suit_title(Suit.D) == "«diamonds»"


def test_every_action_is_said_in_translated_words(wrapper: Wrapper) -> None:
    for kind, english in words._SIMPLE.items():
        assert words.describe_action(Action(kind)) == f"«{english}»", kind
    cards = parse_cards(["AH", "TS"])
    for action in (Action.play(parse_card("AH")), Action.give(cards), Action.bury(cards),
                   Action.bid(250), Action.trump(Suit.H)):
        said = words.describe_action(action)
        assert said.startswith("«") and said.endswith("»"), said
    assert words.describe_action(Action.bid(250)) == "«Bid 250»"


def test_seat_names_are_translated_and_peoples_names_kept(wrapper: Wrapper) -> None:
    assert words.seat_names(["You", "West", "North", "East", "South"]) == [
        "«You»", "«West»", "«North»", "«East»", "«South»"]
    assert words.seat_name("Ada") == "Ada"
    assert words.is_you("«You»") and words.is_you("You") and not words.is_you("North")


def test_possessives_are_whole_phrases(wrapper: Wrapper) -> None:
    assert words.hand_of("You") == "«Your hand»"
    assert words.hand_of("East") == "«East's hand»"


def test_plurals_come_through_the_translator(wrapper: Wrapper) -> None:
    assert words.units_words(3) == "«3 units»"
    assert words.units_words(1) == "«1 unit»"
    assert ("Words", "%n unit(s)") in wrapper.asked
    assert words.settlement_word("double_bete") == "«Double bete»"
    assert words.and_list(["North", "South"]) == "«North and South»"


def test_the_file_dialogs_filters_are_translated(wrapper: Wrapper) -> None:
    assert file_filter(SUFFIX).split(";;") == [
        f"«Pinochle games (*{SUFFIX})»", "«JSON files (*.json)»", "«All files (*)»"]


def test_without_a_translator_the_words_are_english(qapp: QApplication) -> None:
    assert words.card_words(parse_card("TS")) == "ten of spades"
    assert words.suit_label("H") == "♥ Hearts"
    assert words.units_words(-1200) == "-1,200 units"
    assert words.units_words(1) == "1 unit"
    assert words.hand_of("You") == "Your hand" and words.hand_of("Ross") == "Ross's hand"
    assert words.describe_action(Action.trump(Suit.H)) == "Name ♥ Hearts as trump"
    assert words.and_list(["A", "B", "C"]) == "A and B and C"
    assert file_filter(SUFFIX) == FILE_FILTER
