"""The words a listener hears: cards in words, meld named, the channel Orca 43 speaks."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from pinochle_desktop.ui.announce import Announcer, meld_words, spoken_cards
from pinochle_desktop.ui.speech_channel import SpeechChannel


def test_cards_shown_as_labels_are_said_in_words(qapp: object) -> None:
    assert spoken_cards("Play Q♠: it wins.") == "Play the queen of spades: it wins."
    assert spoken_cards("Bury 10♥ A♦") == "Bury the ten of hearts, the ace of diamonds"
    assert spoken_cards("your best meld is 90 with ♦ Diamonds as trump") == \
        "your best meld is 90 with Diamonds as trump"


def test_meld_shown_is_named(qapp: object) -> None:
    run = {"total": 150, "melds": [{"name": "run", "points": 150}]}
    assert meld_words(1, "North", run) == "North shows 150: run."
    assert meld_words(0, "You", run, you=True) == "You show 150: run."
    assert meld_words(2, "East", {"total": 0, "melds": []}) == "East has no meld."


def test_each_text_is_also_a_notification_in_the_status_bar(qtbot: object) -> None:
    window = QMainWindow()
    table = QWidget()
    window.setCentralWidget(table)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    announcer = Announcer(table)
    announcer.say("Hint: Play K♥.")
    announcer.say("Your turn: play a card.")
    channel = window.statusBar().findChild(SpeechChannel)
    assert channel is not None
    names = [note.accessibleName() for note in channel.notes]
    assert names[:2] == ["Hint: Play the king of hearts.", "Your turn: play a card."]


def test_the_application_says_what_it_is(qtbot: object) -> None:
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QApplication

    window = QMainWindow()
    window.setCentralWidget(QWidget())
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    Announcer(window.centralWidget())
    app = QAccessible.queryAccessibleInterface(QApplication.instance())
    assert app is not None
    described = app.text(QAccessible.Text.Description)
    assert "pinochle" in described.lower() and "python" not in described.lower()
