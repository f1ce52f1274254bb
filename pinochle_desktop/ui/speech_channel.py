"""Speech for screen readers that do not take Qt's announcements.

Qt 6.8 sends an announcement as the AT-SPI event ``object:announcement``, which
Orca 43 (Debian 12) does not listen for. Orca does speak a *notification* that
becomes visible (``object:state-changed:showing`` on an object whose role is
``notification``, its ``onShowingChanged``), and a notification inside the
status bar is spoken without the word "notification" before it. So each text
is also given to a :class:`SpeechChannel`: empty widgets kept in the main
window's status bar whose accessible role is ``Notification``; one takes the
text as its accessible name and tells the screen reader it has been shown.

Orca queues these texts (its speech-dispatcher output never cuts one off);
what the player types interrupts it, so a refusal, which follows a key, is heard
at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QMainWindow, QSizeGrip, QWidget

from .app_accessible import install as install_application

Role = QAccessible.Role
translate = QCoreApplication.translate


#: notifications taken in turn: Orca reads a notification's name when it gets to the
#: event, and drops an event when a newer one of the same object is waiting, so
#: texts said in a burst (a trick's last card, its winner, whose turn) each need
#: an object of their own
POOL = 16


class SpeechNote(QWidget):
    """One zero-sized notification; its accessible name is the text it last spoke."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(0, 0)


class SpeechChannel(QWidget):
    """The notifications in the status bar that speak the game's texts, each in turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("speech_channel")
        self.setFixedSize(0, 0)
        self.notes = [SpeechNote(self) for _ in range(POOL)]
        self._next = 0
        #: the last text spoken through the channel
        self.text = ""

    def speak(self, text: str) -> None:
        """Have a screen reader that watches notifications say ``text``."""
        self.text = text
        note = self.notes[self._next]
        self._next = (self._next + 1) % len(self.notes)
        note.setAccessibleName(text)
        if QAccessible.isActive() and note.isVisible():
            QAccessible.updateAccessibility(QAccessibleEvent(note, QAccessible.Event.ObjectShow))


#: the interfaces made, kept while Qt holds them (Qt does not own Python's objects)
_made: dict[int, QAccessibleWidget] = {}
_installed: list[object] = []


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key != "SpeechNote" or not isinstance(obj, SpeechNote):
        return None
    iface = QAccessibleWidget(obj, Role.Notification)
    made = id(obj)
    _made[made] = iface
    obj.destroyed.connect(lambda *_args: _made.pop(made, None))
    return iface


def channel_for(widget: QWidget) -> SpeechChannel:
    """The speech channel of ``widget``'s window: in the status bar of a main window
    (made there the first time), else in the window itself."""
    if not _installed:
        _installed.append(_factory)
        QAccessible.installFactory(_factory)
        install_application()  # the application says what it is, not Python's path
    window = widget.window()
    found = window.findChild(SpeechChannel)
    if found is not None:
        return found
    if isinstance(window, QMainWindow):
        bar = window.statusBar()
        for grip in bar.findChildren(QSizeGrip):  # the bar's one control a listener finds
            grip.setAccessibleName(translate("StatusBar", "Resize the window"))
        channel = SpeechChannel(bar)
        bar.addPermanentWidget(channel)
    else:
        channel = SpeechChannel(window)
    channel.show()
    return channel


__all__ = ["POOL", "SpeechChannel", "SpeechNote", "channel_for"]
