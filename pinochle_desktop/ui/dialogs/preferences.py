"""Edit > Preferences: the settings schema as a dialog, editing the window's own settings.

``PreferencesDialog(preferences, parent)`` shows the :class:`~.preferences.Preferences`
the program runs with (never a second copy read from disk) and writes the
widgets back to it on Apply or OK; the owner saves the file and tells the
table, which changes at once. A sentence from the storage layer (a damaged
settings file replaced by the defaults, a file that could not be written) is
shown in the dialog, in words.

Every word is translated (context ``Preferences``); the Language choice names
each language in that language, and applies after a restart.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESET_NAMES
from ...storage import RuleSetError
from ...storage import settings as S
from ...storage.schema import Option
from ..engine_text import engine_text, error_text
from ..play.config import available_levels
from ..preferences import AUTO_PLAY_PAUSES, Preferences
from ..rules.catalog import variant_title
from ..screen_fit import FittingScrollArea, fit_dialog, room
from ..table.card_styles import BACK_STYLES, FACE_STYLES
from ..table.speed import SPEEDS
from ..words import kept_name, level_name, plural, seat_name

_SEAT_COUNT = S.MAX_SEATS
_PROBLEM_STYLE = "color: #b3261e;"
_NOTE_STYLE = "color: palette(placeholder-text);"
#: each language by its own name (a player looking for German reads "Deutsch")
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}

translate = QCoreApplication.translate


class PreferencesDialog(QDialog):
    """``PreferencesDialog(preferences, parent)``: edits the program's one settings owner."""

    #: (Preferences) the values were written to the owner (and saved)
    settings_saved = Signal(object)

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Preferences", "Preferences"))
        self.setObjectName("preferences_dialog")
        self.prefs = preferences
        self.store = preferences.rule_store()
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(_PROBLEM_STYLE)
        self.message.setAccessibleName(translate("Preferences", "Problem"))
        self.message.hide()
        self._color = preferences.table_color
        #: the two columns of boxes, side by side (one under the other on a narrow screen)
        self.columns = columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._you_box())
        left.addWidget(self._games_box())
        left.addWidget(self._sound_box())
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self._table_box())
        right.addWidget(self._play_box())
        right.addStretch(1)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.defaults_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.clicked.connect(self._clicked)
        body = QWidget()
        content = QVBoxLayout(body)
        content.setContentsMargins(0, 0, 0, 0)
        content.addWidget(self.message)
        content.addLayout(columns)
        #: the settings, scrolling when the screen is smaller than they are
        self.settings_area = FittingScrollArea(body)
        layout = QVBoxLayout(self)
        layout.addWidget(self.settings_area, 1)
        layout.addWidget(self.buttons)
        self.show_settings()
        notes = preferences.take_messages()
        if message := self.store.take_message():
            notes.append(message)
        if notes:
            self._say(" ".join(engine_text(note) for note in notes))

    def showEvent(self, event: QShowEvent) -> None:
        """On a screen too narrow for the two columns, one under the other; then the
        dialog's own size, within the screen."""
        space = room(self)
        if space is not None:
            self.columns.setDirection(QHBoxLayout.Direction.LeftToRight)
            layout = self.layout()
            margins = layout.contentsMargins() if layout is not None else None
            wide = self.settings_area.sizeHint().width() + (
                margins.left() + margins.right() if margins is not None else 0)
            if wide > space.width():
                self.columns.setDirection(QHBoxLayout.Direction.TopToBottom)
        super().showEvent(event)
        fit_dialog(self)

    # -- building ------------------------------------------------------------------------
    @staticmethod
    def _name(widget: QWidget, name: str, tip: str = "") -> None:
        widget.setAccessibleName(name)
        if tip:
            widget.setToolTip(tip)
            widget.setAccessibleDescription(tip)

    def _you_box(self) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "You"))
        form = QFormLayout(box)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(40)
        self._name(self.name_edit, translate("Preferences", "Your name"),
                   translate(
                       "Preferences", "Your name at the table; it changes on the table at once."))
        self.name_edit.textChanged.connect(self._check)
        form.addRow(translate("Preferences", "Your &name:"), self.name_edit)
        self.language_combo = QComboBox()
        for code in S.LANGUAGES:
            words = translate("Preferences", "System default") if code == "system" \
                else LANGUAGE_NAMES.get(code, code)
            self.language_combo.addItem(words, code)
        self._name(self.language_combo, translate("Preferences", "Language"),
                   translate("Preferences", "The language of the game's windows and words. "
                             "Applies after a restart."))
        form.addRow(translate("Preferences", "&Language:"), self.language_combo)
        self.language_note = QLabel(translate("Preferences", "Applies after a restart"))
        self.language_note.setStyleSheet(_NOTE_STYLE)
        form.addRow("", self.language_note)
        return box

    def _games_box(self) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "New games"))
        form = QFormLayout(box)
        self.variant_combo = QComboBox()
        for name in PRESET_NAMES:
            self.variant_combo.addItem(variant_title(name), name)
        self._name(self.variant_combo, translate("Preferences", "Variant of a new game"),
                   translate("Preferences", "The variant a new game starts with."))
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        form.addRow(translate("Preferences", "&Variant:"), self.variant_combo)
        self.ruleset_combo = QComboBox()
        self._name(self.ruleset_combo, translate("Preferences", "Rules of a new game"),
                   translate(
                       "Preferences",
                       "The rules a new game of this variant is dealt with: the standard rules, or"
                       " one of your saved rule sets for this variant."))
        self.ruleset_combo.currentIndexChanged.connect(self._show_rules_note)
        form.addRow(translate("Preferences", "&Rules:"), self.ruleset_combo)
        self.rules_note = QLabel("")
        self.rules_note.setWordWrap(True)
        self.rules_note.setStyleSheet(_NOTE_STYLE)
        self.rules_note.setAccessibleName(translate("Preferences", "About the rules"))
        form.addRow("", self.rules_note)
        levels = QWidget()
        grid = QGridLayout(levels)
        grid.setContentsMargins(0, 0, 0, 0)
        self.level_combos: list[QComboBox] = []
        self.levels = available_levels()
        seat_names = self._seat_names()
        for seat, label in enumerate(seat_names):
            combo = QComboBox()
            for level in self.levels:
                combo.addItem(level_name(level), level)
            self._name(combo, translate("Preferences", "Level: {seat}").format(seat=label),
                       translate("Preferences", "The computer player's level at this seat."))
            seat_label = QLabel(label)
            seat_label.setBuddy(combo)
            grid.addWidget(seat_label, seat, 0)
            grid.addWidget(combo, seat, 1)
            self.level_combos.append(combo)
        note = QLabel(translate(
            "Preferences", "Seats go clockwise from you; a game uses as many as it has players."))
        note.setWordWrap(True)
        note.setStyleSheet(_NOTE_STYLE)
        grid.addWidget(note, len(seat_names), 0, 1, 2)
        form.addRow(translate("Preferences", "Difficulty:"), levels)
        return box

    def _seat_names(self) -> list[str]:
        names = [translate("Preferences", "You, when the computer plays for you"),
                 translate("Preferences", "Seat 2 (on your left)")]
        return names + [translate("Preferences", "Seat {number}").format(number=n)
                        for n in range(3, _SEAT_COUNT + 1)]

    def _table_box(self) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "Table"))
        form = QFormLayout(box)
        self.speed_combo = QComboBox()
        for key, value in SPEEDS.items():
            self.speed_combo.addItem(value.label, key)
        self._name(self.speed_combo, translate("Preferences", "Game speed"),
                   translate(
                       "Preferences",
                       "How long the computer players wait and how fast the cards move (Instant: "
                       "no animation). The same as View > Speed."))
        form.addRow(translate("Preferences", "&Speed:"), self.speed_combo)
        self.style_combo = QComboBox()
        for key, words in FACE_STYLES.items():
            self.style_combo.addItem(words, key)
        self._name(self.style_combo, translate("Preferences", "Deck"),
                   translate(
                       "Preferences",
                       "Two-colour suits, or four colours (clubs green, diamonds blue)."))
        form.addRow(translate("Preferences", "&Deck:"), self.style_combo)
        self.back_combo = QComboBox()
        for key, words in BACK_STYLES.items():
            self.back_combo.addItem(words, key)
        self._name(self.back_combo, translate("Preferences", "Card back"),
                   translate("Preferences", "The picture on the back of the cards."))
        form.addRow(translate("Preferences", "Card &back:"), self.back_combo)
        self.color_button = QPushButton()
        self._name(self.color_button, translate("Preferences", "Table colour"),
                   translate(
                       "Preferences", "The colour of the table cloth; click to choose another."))
        self.color_button.clicked.connect(self._pick_color)
        form.addRow(translate("Preferences", "Table &colour:"), self.color_button)
        self.contrast_box = QCheckBox(translate("Preferences", "&Easy to see (high contrast)"))
        self._name(self.contrast_box, translate("Preferences", "Easy to see (high contrast)"),
                   translate("Preferences", "A dark high-contrast table, bold name plates and "
                             "four-colour suits."))
        form.addRow(self.contrast_box)
        return box

    def _play_box(self) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "Playing"))
        column = QVBoxLayout(box)
        self.confirm_box = QCheckBox(translate("Preferences", "Click a card twice to play it"))
        self._name(self.confirm_box, translate("Preferences", "Click a card twice to play it"),
                   translate(
                       "Preferences",
                       "The first click raises the card; a second click on it plays it (another "
                       "card can be chosen instead). Dragging a card to the table plays it at "
                       "once."))
        self.auto_play_box = QCheckBox(translate(
            "Preferences", "Play my card for me when only one is allowed"))
        self._name(self.auto_play_box, translate(
            "Preferences", "Play my card for me when only one is allowed"),
                   translate(
                       "Preferences",
                       "When the rules leave you one card to play, it is played for you after a "
                       "short pause."))
        pause_row = QHBoxLayout()
        pause_row.setContentsMargins(24, 0, 0, 0)
        pause_label = QLabel(translate("Preferences", "&Wait before playing it:"))
        self.pause_combo = QComboBox()
        for ms in AUTO_PLAY_PAUSES:
            self.pause_combo.addItem(_seconds(ms), ms)
        pause_label.setBuddy(self.pause_combo)
        self._name(self.pause_combo, translate("Preferences", "Wait before playing my only card"),
                   translate(
                       "Preferences",
                       "How long your only allowed card stays raised before it is played for you, "
                       "so you see it go."))
        pause_row.addWidget(pause_label)
        pause_row.addWidget(self.pause_combo)
        pause_row.addStretch(1)
        self.auto_play_box.toggled.connect(self.pause_combo.setEnabled)
        self.undo_box = QCheckBox(translate("Preferences", "Allow taking back my last card"))
        self._name(self.undo_box, translate("Preferences", "Allow taking back my last card"),
                   translate(
                       "Preferences",
                       "Edit > Undo takes back the last card you played in this hand."))
        self.coach_box = QCheckBox(translate("Preferences", "Coach me in new games"))
        self._name(self.coach_box, translate("Preferences", "Coach me in new games"),
                   translate(
                       "Preferences",
                       "Before your bid, trump, pass, bury or card is played, the coach checks "
                       "it with the Expert's own evaluation and says so when it is likely to "
                       "cost you; you can take it back or play it anyway. New Game can switch "
                       "it on or off for each game."))
        coach_row = QHBoxLayout()
        coach_row.setContentsMargins(24, 0, 0, 0)
        coach_label = QLabel(translate("Preferences", "Speak up at a cost of &at least:"))
        self.coach_threshold = QComboBox()
        for points in COACH_THRESHOLDS:
            self.coach_threshold.addItem(_points(points), points)
        coach_label.setBuddy(self.coach_threshold)
        self._name(self.coach_threshold, translate("Preferences", "Coach's threshold in points"),
                   translate(
                       "Preferences",
                       "The coach warns only about a move expected to cost at least this many "
                       "points, and only when the difference is clear of the sampling noise."))
        coach_row.addWidget(coach_label)
        coach_row.addWidget(self.coach_threshold)
        coach_row.addStretch(1)
        column.addWidget(self.confirm_box)
        column.addWidget(self.auto_play_box)
        column.addLayout(pause_row)
        column.addWidget(self.undo_box)
        column.addWidget(self.coach_box)
        column.addLayout(coach_row)
        return box

    def _sound_box(self) -> QGroupBox:
        box = QGroupBox(translate("Preferences", "Sound"))
        form = QFormLayout(box)
        self.mute_box = QCheckBox(translate("Preferences", "&Mute the table"))
        self._name(self.mute_box, translate("Preferences", "Mute the table"),
                   translate("Preferences", "No sound for cards, tricks, bids, meld, the "
                             "shuffle and the end of a hand."))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self._name(self.volume_slider, translate("Preferences", "Volume"),
                   translate("Preferences",
                             "How loud the table's sounds are, from 0 (none) to 100."))
        self.volume_slider.valueChanged.connect(
            lambda v: self.volume_slider.setAccessibleDescription(
                translate("Preferences", "{volume} percent").format(volume=v)))
        self.mute_box.toggled.connect(lambda muted: self.volume_slider.setEnabled(not muted))
        form.addRow(self.mute_box)
        form.addRow(translate("Preferences", "&Volume:"), self.volume_slider)
        return box

    # -- showing and reading ----------------------------------------------------------------
    def show_settings(self, values: dict[str, Any] | None = None) -> None:
        """Put every value in its widget: the owner's, or ``values`` (by key) when given."""
        prefs = self.prefs

        def value(option: Option[Any]) -> Any:
            return values[option.key] if values is not None else prefs[option]

        self.name_edit.setText(seat_name(str(value(S.PLAYER_NAME))))  # "You" in your language
        language = value(S.LANGUAGE)
        self._select(self.language_combo, language, LANGUAGE_NAMES.get(language, language))
        self._select(self.variant_combo, value(S.DEFAULT_VARIANT), value(S.DEFAULT_VARIANT))
        self._fill_rulesets(value(S.DEFAULT_RULESET))
        levels = value(S.SEAT_LEVELS)
        for seat, combo in enumerate(self.level_combos):
            level = levels[seat] if seat < len(levels) else "standard"
            self._select(combo, level, translate("Preferences", "{level} (not installed)").format(
                level=level_name(level)))
        self._select(self.speed_combo, value(S.GAME_SPEED), value(S.GAME_SPEED))
        self._select(self.style_combo, value(S.CARD_STYLE), value(S.CARD_STYLE))
        self._select(self.back_combo, value(S.CARD_BACK), value(S.CARD_BACK))
        self.set_table_color(value(S.TABLE_COLOR))
        self.contrast_box.setChecked(value(S.HIGH_CONTRAST))
        self.confirm_box.setChecked(value(S.CONFIRM_BEFORE_PLAY))
        self.auto_play_box.setChecked(value(S.AUTO_PLAY_SINGLE))
        pause = value(S.AUTO_PLAY_PAUSE)
        self._select(self.pause_combo, pause, _seconds(pause))
        self.mute_box.setChecked(value(S.SOUND_MUTED))
        self.volume_slider.setValue(value(S.SOUND_VOLUME))
        self.volume_slider.setEnabled(not self.mute_box.isChecked())
        self.pause_combo.setEnabled(self.auto_play_box.isChecked())
        self.undo_box.setChecked(value(S.UNDO_ALLOWED))
        self.coach_box.setChecked(value(S.COACH_DEFAULT))
        threshold = value(S.COACH_THRESHOLD)
        self._select(self.coach_threshold, threshold, _points(threshold))
        self._check()

    @staticmethod
    def _select(combo: QComboBox, value: object, words: str) -> None:
        index = combo.findData(value)
        if index < 0:  # a value this build does not list: keep it rather than lose it
            combo.addItem(words, value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def _variant(self) -> str:
        return str(self.variant_combo.currentData())

    def _variant_changed(self) -> None:
        if hasattr(self, "ruleset_combo"):
            current = self.ruleset_combo.currentData()
            self._fill_rulesets(str(current) if current else "")

    def _fill_rulesets(self, current: str) -> None:
        """The standard rules and the saved rule sets of the variant chosen above."""
        variant = self._variant()
        self.ruleset_combo.blockSignals(True)
        self.ruleset_combo.clear()
        self.ruleset_combo.addItem(translate("Preferences", "The variant's standard rules"), "")
        for name in self.store.names():
            if self.store.get(name).variant == variant:
                self.ruleset_combo.addItem(name, name)
        index = self.ruleset_combo.findData(current)
        if index < 0 and current and current not in self.store:
            # a name saved in the settings whose rule set is gone: shown, not lost
            self.ruleset_combo.addItem(
                translate("Preferences", "{name} (no longer saved)").format(name=current), current)
            index = self.ruleset_combo.count() - 1
        self.ruleset_combo.setCurrentIndex(max(0, index))
        self.ruleset_combo.blockSignals(False)
        self._show_rules_note()

    def _show_rules_note(self) -> None:
        chosen = str(self.ruleset_combo.currentData() or "")
        if chosen != self.prefs.default_ruleset:
            text = ""
        elif self.store.house_rules(self._variant()) is not None:
            text = translate("Preferences", "New games of this variant use the house rules you "
                             "chose (Game > House Rules…) until you choose rules here.")
        else:
            text = ""
        self.rules_note.setText(text)
        self.rules_note.setVisible(bool(text))

    def set_table_color(self, color: str) -> None:
        """Show ``color`` (#RRGGBB) as the table colour chosen."""
        self._color = QColor(color).name() if QColor(color).isValid() else self._color
        text_color = "#000" if QColor(self._color).lightness() > 140 else "#fff"
        self.color_button.setText(self._color)
        self.color_button.setStyleSheet(
            f"background-color: {self._color}; color: {text_color}; padding: 4px 12px;")

    def _pick_color(self) -> None:
        chosen = QColorDialog.getColor(QColor(self._color), self,
                                       translate("Preferences", "Table colour"))
        if chosen.isValid():
            self.set_table_color(chosen.name())

    def _check(self) -> bool:
        """Whether the values can be saved; says what is wrong when not."""
        ok = bool(self.name_edit.text().strip())
        self.ok_button.setEnabled(ok)
        self.apply_button.setEnabled(ok)
        missing = translate("Preferences", "Type a name for yourself (it is shown at the table).")
        if not ok:
            self._say(missing)
        elif self.message.text() == missing:
            self._say("")
        return ok

    def values(self) -> dict[str, Any]:
        """What the widgets say, by setting key."""
        levels = [str(c.currentData()) for c in self.level_combos]
        return {
            S.PLAYER_NAME.key: kept_name(self.name_edit.text()),
            S.LANGUAGE.key: str(self.language_combo.currentData()),
            S.DEFAULT_VARIANT.key: self._variant(),
            S.DEFAULT_RULESET.key: str(self.ruleset_combo.currentData() or ""),
            S.SEAT_LEVELS.key: levels,
            S.GAME_SPEED.key: str(self.speed_combo.currentData()),
            S.CARD_STYLE.key: str(self.style_combo.currentData()),
            S.CARD_BACK.key: str(self.back_combo.currentData()),
            S.TABLE_COLOR.key: self._color,
            S.HIGH_CONTRAST.key: self.contrast_box.isChecked(),
            S.CONFIRM_BEFORE_PLAY.key: self.confirm_box.isChecked(),
            S.AUTO_PLAY_SINGLE.key: self.auto_play_box.isChecked(),
            S.AUTO_PLAY_PAUSE.key: int(self.pause_combo.currentData()),
            S.SOUND_MUTED.key: self.mute_box.isChecked(),
            S.SOUND_VOLUME.key: self.volume_slider.value(),
            S.UNDO_ALLOWED.key: self.undo_box.isChecked(),
            S.COACH_DEFAULT.key: self.coach_box.isChecked(),
            S.COACH_THRESHOLD.key: int(self.coach_threshold.currentData()),
        }

    # -- saving --------------------------------------------------------------------------
    def apply(self) -> bool:
        """Write the values to the owner; False (with the reason shown) if they could not
        be used or saved (what could be used still applies until the program ends)."""
        if not self._check():
            return False
        values = self.values()
        rules_chosen = values[S.DEFAULT_RULESET.key] != self.prefs.default_ruleset
        try:
            error = self.prefs.update(values)
        except ValueError as exc:
            self._say(translate("Preferences", "That cannot be used ({problem}); nothing was "
                                "changed.").format(problem=error_text(exc)))
            return False
        if rules_chosen:
            # rules chosen here take the place of the house rules of this variant
            try:
                self.store.clear_house_rules(self._variant())
            except RuleSetError as exc:
                error = error or error_text(exc)
            self._show_rules_note()
        if error:
            self._say(engine_text(error))
            return False
        self._say("")
        self.settings_saved.emit(self.prefs)
        return True

    def restore_defaults(self) -> None:
        """Show the default of every preference (saved only on Apply or OK)."""
        self.show_settings({o.key: o.default for o in S.SCHEMA})

    def _clicked(self, button: QAbstractButton) -> None:
        if button is self.apply_button:
            self.apply()
        elif button is self.ok_button:
            if self.apply():
                self.accept()
        elif button is self.defaults_button:
            self.restore_defaults()
        else:
            self.reject()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))


#: the coach's thresholds offered (the settings file may hold any from 5 to 200)
COACH_THRESHOLDS = (10, 20, 30, 50, 100)


def _points(points: int) -> str:
    """A threshold in words: "20 points"."""
    return plural(translate("Preferences", "%n point(s)", None, points), points)


def _seconds(ms: int) -> str:
    """A pause in words: "1.5 seconds"."""
    return translate("Preferences", "{seconds} seconds").format(seconds=f"{ms / 1000:g}")


__all__ = ["PreferencesDialog"]
