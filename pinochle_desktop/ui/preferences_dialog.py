"""Edit > Preferences: the storage Settings schema as a dialog.

The widgets show a :class:`~pinochle_desktop.storage.Settings` and write it back
with ``Settings.save()`` on Apply or OK; a sentence from the storage layer (a
damaged settings file replaced by the defaults, a file that could not be
written) is shown in the dialog, in words. ``settings_saved`` tells the main
window to apply the new values (card style, speed...) at once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
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

from ..engine import PRESET_NAMES
from ..storage import RuleSetStore, Settings
from ..storage import settings as S
from .card_styles import BACK_STYLES, FACE_STYLES
from .game_config import available_levels
from .rule_catalog import variant_title

#: the languages offered (only English has translations so far)
LANGUAGES = (("", "Same as the computer (English for now)"), ("en", "English"))
_SEAT_NAMES = ("You, when the computer plays for you", "Seat 2 (on your left)", "Seat 3",
               "Seat 4", "Seat 5", "Seat 6", "Seat 7", "Seat 8")
_PROBLEM_STYLE = "color: #b3261e;"


class PreferencesDialog(QDialog):
    """``PreferencesDialog(parent, settings=None, store=None)``; loads both when not given."""

    #: (Settings) the settings were written; apply them to the table
    settings_saved = Signal(object)

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 store: RuleSetStore | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.settings = settings if settings is not None else Settings.load()
        self.store = store if store is not None else RuleSetStore()
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(_PROBLEM_STYLE)
        self.message.hide()
        self._color = self.settings[S.TABLE_COLOR]
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._you_box())
        left.addWidget(self._games_box())
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)
        self.show_settings()
        notes = self.settings.take_messages() + ([m] if (m := self.store.take_message()) else [])
        if notes:
            self._say(" ".join(notes))

    # -- building ------------------------------------------------------------------------
    def _you_box(self) -> QGroupBox:
        box = QGroupBox("You")
        form = QFormLayout(box)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(40)
        self.name_edit.setToolTip(S.PLAYER_NAME.doc)
        self.name_edit.textChanged.connect(self._check)
        form.addRow("Your &name:", self.name_edit)
        self.language_combo = QComboBox()
        for code, words in LANGUAGES:
            self.language_combo.addItem(words, code)
        self.language_combo.setToolTip("The language of the program. Only English is "
                                       "available so far.")
        form.addRow("&Language:", self.language_combo)
        return box

    def _games_box(self) -> QGroupBox:
        box = QGroupBox("New games")
        form = QFormLayout(box)
        self.variant_combo = QComboBox()
        for name in PRESET_NAMES:
            self.variant_combo.addItem(variant_title(name), name)
        self.variant_combo.setToolTip(S.DEFAULT_VARIANT.doc)
        form.addRow("&Variant:", self.variant_combo)
        self.ruleset_combo = QComboBox()
        self.ruleset_combo.setToolTip(S.DEFAULT_RULESET.doc)
        form.addRow("&Rules:", self.ruleset_combo)
        levels = QWidget()
        grid = QGridLayout(levels)
        grid.setContentsMargins(0, 0, 0, 0)
        self.level_combos: list[QComboBox] = []
        self.levels = available_levels()
        for seat, label in enumerate(_SEAT_NAMES):
            combo = QComboBox()
            for level in self.levels:
                combo.addItem(level.capitalize(), level)
            combo.setToolTip("The computer player's level at this seat.")
            grid.addWidget(QLabel(label), seat, 0)
            grid.addWidget(combo, seat, 1)
            self.level_combos.append(combo)
        note = QLabel("Seats go clockwise from you; a game uses as many as it has players.")
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        grid.addWidget(note, len(_SEAT_NAMES), 0, 1, 2)
        form.addRow("Difficulty:", levels)
        return box

    def _table_box(self) -> QGroupBox:
        box = QGroupBox("Table")
        form = QFormLayout(box)
        speed = QHBoxLayout()
        self.animation_slider = QSlider(Qt.Orientation.Horizontal)
        self.animation_slider.setRange(0, 2000)
        self.animation_slider.setSingleStep(50)
        self.animation_slider.setPageStep(250)
        self.animation_slider.setToolTip(S.ANIMATION_MS.doc)
        self.animation_label = QLabel("")
        self.animation_label.setMinimumWidth(80)
        self.animation_slider.valueChanged.connect(self._show_animation)
        speed.addWidget(self.animation_slider, 1)
        speed.addWidget(self.animation_label)
        form.addRow("Animation:", speed)
        self.style_combo = QComboBox()
        for key, words in FACE_STYLES.items():
            self.style_combo.addItem(words, key)
        self.style_combo.setToolTip(S.CARD_STYLE.doc)
        form.addRow("&Deck:", self.style_combo)
        self.back_combo = QComboBox()
        for key, words in BACK_STYLES.items():
            self.back_combo.addItem(words, key)
        self.back_combo.setToolTip(S.CARD_BACK.doc)
        form.addRow("Card &back:", self.back_combo)
        self.color_button = QPushButton()
        self.color_button.setToolTip(S.TABLE_COLOR.doc)
        self.color_button.clicked.connect(self._pick_color)
        form.addRow("Table &colour:", self.color_button)
        return box

    def _play_box(self) -> QGroupBox:
        box = QGroupBox("Playing")
        column = QVBoxLayout(box)
        self.confirm_box = QCheckBox("Ask before playing a clicked card")
        self.confirm_box.setToolTip(S.CONFIRM_BEFORE_PLAY.doc)
        self.auto_play_box = QCheckBox("Play my card for me when only one is allowed")
        self.auto_play_box.setToolTip(S.AUTO_PLAY_SINGLE.doc)
        self.undo_box = QCheckBox("Allow taking back my last card or bid")
        self.undo_box.setToolTip(S.UNDO_ALLOWED.doc)
        for widget in (self.confirm_box, self.auto_play_box, self.undo_box):
            column.addWidget(widget)
        return box

    # -- showing and reading ----------------------------------------------------------------
    def show_settings(self) -> None:
        """Put every value of ``self.settings`` in its widget."""
        s = self.settings
        self.name_edit.setText(s[S.PLAYER_NAME])
        self._select(self.language_combo, s[S.LANGUAGE], s[S.LANGUAGE])
        self._select(self.variant_combo, s[S.DEFAULT_VARIANT], s[S.DEFAULT_VARIANT])
        self._fill_rulesets(s[S.DEFAULT_RULESET])
        levels = s[S.SEAT_LEVELS]
        for seat, combo in enumerate(self.level_combos):
            level = levels[seat] if seat < len(levels) else "standard"
            self._select(combo, level, f"{level.capitalize()} (not installed)")
        self.animation_slider.setValue(s[S.ANIMATION_MS])
        self._show_animation(s[S.ANIMATION_MS])
        self._select(self.style_combo, s[S.CARD_STYLE], s[S.CARD_STYLE])
        self._select(self.back_combo, s[S.CARD_BACK], s[S.CARD_BACK])
        self.set_table_color(s[S.TABLE_COLOR])
        self.confirm_box.setChecked(s[S.CONFIRM_BEFORE_PLAY])
        self.auto_play_box.setChecked(s[S.AUTO_PLAY_SINGLE])
        self.undo_box.setChecked(s[S.UNDO_ALLOWED])
        self._check()

    @staticmethod
    def _select(combo: QComboBox, value: str, words: str) -> None:
        index = combo.findData(value)
        if index < 0:  # a value this build does not list: keep it rather than lose it
            combo.addItem(words, value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def _fill_rulesets(self, current: str) -> None:
        self.ruleset_combo.clear()
        self.ruleset_combo.addItem("The variant's standard rules", "")
        for name in self.store.names():
            self.ruleset_combo.addItem(name, name)
        self._select(self.ruleset_combo, current, f"{current} (no longer saved)")

    def _show_animation(self, value: int) -> None:
        self.animation_label.setText("Off" if value == 0 else f"{value} ms")

    def set_table_color(self, color: str) -> None:
        """Show ``color`` (#RRGGBB) as the table colour chosen."""
        self._color = QColor(color).name() if QColor(color).isValid() else self._color
        text_color = "#000" if QColor(self._color).lightness() > 140 else "#fff"
        self.color_button.setText(self._color)
        self.color_button.setStyleSheet(
            f"background-color: {self._color}; color: {text_color}; padding: 4px 12px;")

    def _pick_color(self) -> None:
        chosen = QColorDialog.getColor(QColor(self._color), self, "Table colour")
        if chosen.isValid():
            self.set_table_color(chosen.name())

    def _check(self) -> bool:
        """Whether the values can be saved; says what is wrong when not."""
        ok = bool(self.name_edit.text().strip())
        self.ok_button.setEnabled(ok)
        self.apply_button.setEnabled(ok)
        if not ok:
            self._say("Type a name for yourself (it is shown at the table).")
        elif self.message.text().startswith("Type a name"):
            self._say("")
        return ok

    def values(self) -> dict[str, object]:
        """What the widgets say, by setting key."""
        levels = [str(c.currentData()) for c in self.level_combos]
        return {
            S.PLAYER_NAME.key: self.name_edit.text().strip(),
            S.LANGUAGE.key: str(self.language_combo.currentData()),
            S.DEFAULT_VARIANT.key: str(self.variant_combo.currentData()),
            S.DEFAULT_RULESET.key: str(self.ruleset_combo.currentData() or ""),
            S.SEAT_LEVELS.key: levels,
            S.ANIMATION_MS.key: self.animation_slider.value(),
            S.CARD_STYLE.key: str(self.style_combo.currentData()),
            S.CARD_BACK.key: str(self.back_combo.currentData()),
            S.TABLE_COLOR.key: self._color,
            S.CONFIRM_BEFORE_PLAY.key: self.confirm_box.isChecked(),
            S.AUTO_PLAY_SINGLE.key: self.auto_play_box.isChecked(),
            S.UNDO_ALLOWED.key: self.undo_box.isChecked(),
        }

    # -- saving --------------------------------------------------------------------------
    def apply(self) -> bool:
        """Write the values; False (with the reason shown) if they could not be saved."""
        if not self._check():
            return False
        for key, value in self.values().items():
            try:
                self.settings.set(key, value)
            except ValueError:
                option = S.OPTIONS[key]
                self._say(f"“{value}” cannot be used for {option.doc[0].lower()}"
                          f"{option.doc[1:].rstrip('.')}; the old value is kept.")
                return False
        error = self.settings.save()
        if error:
            self._say(error)
            return False
        self._say("")
        self.settings_saved.emit(self.settings)
        return True

    def restore_defaults(self) -> None:
        """Show the default of every preference (saved only on Apply or OK)."""
        saved = Settings(self.settings.config_file, self.settings.state_file)
        keep = self.settings
        self.settings = saved
        try:
            self.show_settings()
        finally:
            self.settings = keep

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
