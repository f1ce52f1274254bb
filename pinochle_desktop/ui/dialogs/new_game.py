"""New game: variant, each computer seat's level, target score, deal number, name, speed.

It starts from the player's settings (``NewGameDialog(preferences, parent)``): the
default variant, the name, the level of each seat and the game speed, and says
which rules the game will be dealt with (the house rules chosen for the variant,
the saved rule set chosen in Preferences, or the standard rules). Every word is
translated (context ``NewGame``); every field has a label and an accessible name.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import RuleSet, preset
from ..play.config import (
    GAME_BASES,
    GAMES,
    HAND_BUILDING,
    GameConfig,
    SeatConfig,
    available_levels,
    default_level,
    default_names,
    hand_building_rules,
    level_description,
    title_of,
)
from ..preferences import Preferences
from ..screen_fit import FittingScrollArea, fit_dialog
from ..table.speed import SPEEDS
from ..words import kept_name, level_name, seat_name, seat_names

MAX_DEAL = 2**31 - 1

translate = QCoreApplication.translate


class NewGameDialog(QDialog):
    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGame", "New game"))
        self.prefs = preferences
        self.levels = available_levels()
        fallback = default_level()
        self._levels = [lv if lv in self.levels else fallback for lv in preferences.seat_levels]
        self._rules: RuleSet | None = None
        form = QFormLayout()
        self.variant = QComboBox()
        for key in GAMES:  # the presets, and two-handed hand building as a game of its own
            self.variant.addItem(title_of(key), key)
        index = self.variant.findData(preferences.variant)
        self.variant.setCurrentIndex(max(0, index))
        self.variant.setAccessibleName(translate("NewGame", "Game"))
        self.variant.setAccessibleDescription(translate("NewGame", "The variant to deal."))
        form.addRow(translate("NewGame", "&Game:"), self.variant)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setAccessibleName(translate("NewGame", "Rules of this game"))
        form.addRow(translate("NewGame", "Rules:"), self.rules_label)
        # the default name "You" in the player's language; kept as "You" (kept_name)
        self.name = QLineEdit(seat_name(preferences.player_name))
        self.name.setMaxLength(24)
        self.name.setAccessibleName(translate("NewGame", "Your name"))
        form.addRow(translate("NewGame", "Your &name:"), self.name)
        self.target = QSpinBox()
        self.target.setRange(100, 20000)
        self.target.setSingleStep(50)
        self.target.setAccessibleName(translate("NewGame", "Target score"))
        self.target.setAccessibleDescription(translate(
            "NewGame", "The score that wins the game; it starts at the rules' own target."))
        form.addRow(translate("NewGame", "&Target score:"), self.target)
        deal_row = QHBoxLayout()
        self.random_deal = QCheckBox(translate("NewGame", "&Random deal"))
        self.random_deal.setChecked(True)
        self.deal = QSpinBox()
        self.deal.setRange(0, MAX_DEAL)
        self.deal.setEnabled(False)
        self.deal.setToolTip(translate("NewGame",
                                       "The same deal number always deals the same cards."))
        self.deal.setAccessibleName(translate("NewGame", "Deal number"))
        self.deal.setAccessibleDescription(self.deal.toolTip())
        self.random_deal.toggled.connect(lambda on: self.deal.setEnabled(not on))
        deal_row.addWidget(self.random_deal)
        deal_label = QLabel(translate("NewGame", "or play deal number"))
        deal_label.setBuddy(self.deal)
        deal_row.addWidget(deal_label)
        deal_row.addWidget(self.deal, 1)
        form.addRow(translate("NewGame", "Deal:"), deal_row)
        self.speed = QComboBox()
        for key, value in SPEEDS.items():
            self.speed.addItem(value.label, key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(preferences.speed)))
        self.speed.setAccessibleName(translate("NewGame", "Game speed"))
        form.addRow(translate("NewGame", "&Speed:"), self.speed)
        self.autoplay = QCheckBox(translate("NewGame",
                                            "&Watch the computer play every seat (autoplay)"))
        form.addRow("", self.autoplay)
        self.coach = QCheckBox(translate("NewGame", "&Coach me"))
        self.coach.setChecked(preferences.coach_new_game)
        self.coach.setAccessibleName(translate("NewGame", "Coach me"))
        self.coach.setToolTip(translate(
            "NewGame", "Before your move is played, the coach warns you when the Expert's own "
            "evaluation says it is likely to cost you, and says why; you can take it back."))
        self.coach.setAccessibleDescription(self.coach.toolTip())
        form.addRow("", self.coach)
        self.seat_box = QGroupBox(translate("NewGame", "Players"))
        self.seat_grid = QGridLayout(self.seat_box)
        self.seat_levels: list[QComboBox] = []
        #: the last level chosen, in words, with its measured strength
        self.level_note = QLabel()
        self.level_note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("NewGame", "Deal", "the button that starts the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        body = QWidget()
        content = QVBoxLayout(body)
        content.setContentsMargins(0, 0, 0, 0)
        content.addLayout(form)
        content.addWidget(self.seat_box)
        content.addWidget(self.level_note)
        content.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(FittingScrollArea(body), 1)  # scrolls on a screen smaller than it
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.autoplay.toggled.connect(self._autoplay_changed)
        self.name.textChanged.connect(self._names_changed)
        self._variant_changed()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_dialog(self)

    def current_game(self) -> str:
        """The game chosen in the list: a preset's name or ``hand_building``."""
        return str(self.variant.currentData())

    def current_variant(self) -> str:
        """The preset the chosen game's rules start from (hand building: cutthroat's)."""
        game = self.current_game()
        return GAME_BASES.get(game, game)

    def _variant_changed(self) -> None:
        choice = self.prefs.rules_for(self.current_variant())
        building = self.current_game() == HAND_BUILDING
        # hand building: the player's rules for the auction for two when they build
        # hands already, else the standard ones with hand building turned on
        source = choice.source
        if building and (choice.rules is None or not choice.rules.hand_building):
            source = "standard"
            self._rules = hand_building_rules()
        else:
            self._rules = choice.rules
        rules = self._rules or preset(self.current_variant())
        if source == "house":
            words = translate("NewGame", "Your house rules (Game > House Rules…)")
        elif source == "default":
            words = translate("NewGame", "{name} (your saved rules, chosen in "
                              "Preferences)").format(name=choice.name)
        elif building:
            words = translate("NewGame", "The standard rules: no cards are dealt; each "
                              "player builds a hand from the face-down pile, then bids.")
        else:
            words = translate("NewGame", "The standard rules")
        self.rules_label.setText(words)
        self.target.setValue(rules.target_score)
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_levels = []
        self.seat_labels: list[QLabel] = []
        names = seat_names(default_names(rules.num_players, self._typed_name()))
        for seat in range(rules.num_players):
            side = rules.side_of(seat)
            label = QLabel(translate("NewGame", "{name}  (team {team})").format(
                name=names[seat], team=side + 1) if len(rules.sides[side]) > 1 else names[seat])
            combo = QComboBox()
            for level in self.levels:
                combo.addItem(level_name(level), level)
                combo.setItemData(combo.count() - 1,
                                  level_description(level, self.current_variant()),
                                  Qt.ItemDataRole.ToolTipRole)
            level = self._levels[seat] if seat < len(self._levels) else default_level()
            combo.setCurrentIndex(max(0, combo.findData(level)))
            combo.setAccessibleName(translate("NewGame", "Level of {name}").format(
                name=names[seat]))
            label.setBuddy(combo)
            combo.currentIndexChanged.connect(
                lambda _=0, c=combo: self._describe_level(c))
            self._describe_level(combo)
            self.seat_grid.addWidget(label, seat, 0)
            self.seat_grid.addWidget(combo, seat, 1)
            self.seat_levels.append(combo)
            self.seat_labels.append(label)
        #: in your seat's place when you play it yourself
        self.you_label = QLabel(translate("NewGame", "You play this seat"))
        self.you_label.setAccessibleName(translate("NewGame", "Your seat"))
        self.seat_grid.addWidget(self.you_label, 0, 1)
        self._autoplay_changed()

    def _describe_level(self, combo: QComboBox) -> None:
        """The chosen level's words and measured strength, on the box and below the seats."""
        words = level_description(str(combo.currentData()), self.current_variant())
        combo.setToolTip(words)
        combo.setAccessibleDescription(words)
        self.level_note.setText(translate("NewGame", "{level}: {description}").format(
            level=combo.currentText(), description=words) if words else "")

    def _autoplay_changed(self) -> None:
        """Your seat has a level only when the computer plays it (autoplay); otherwise
        it says that it is you, with no level box."""
        if self.seat_levels:
            on = self.autoplay.isChecked()
            self.seat_levels[0].setVisible(on)
            self.you_label.setVisible(not on)
            self.coach.setEnabled(not on)  # nobody to coach

    def _typed_name(self) -> str:
        return kept_name(self.name.text())

    def _names_changed(self) -> None:
        if self.seat_labels:
            self.seat_labels[0].setText(seat_name(self._typed_name()))

    def config(self) -> GameConfig:
        """The game the person asked for."""
        variant = self.current_variant()
        rules = self._rules or preset(variant)
        name = self._typed_name()
        names = default_names(rules.num_players, name)
        seats = []
        for seat, combo in enumerate(self.seat_levels):
            human = seat == 0 and not self.autoplay.isChecked()
            seats.append(SeatConfig(names[seat], None if human else str(combo.currentData())))
        seed = random.SystemRandom().randrange(MAX_DEAL) if self.random_deal.isChecked() \
            else self.deal.value()
        target = self.target.value()
        return GameConfig(variant=variant, seats=seats, seed=seed,
                          target=target if target != rules.target_score else None,
                          rules=self._rules,
                          coach=self.coach.isChecked() and not self.autoplay.isChecked())

    def speed_name(self) -> str:
        return str(self.speed.currentData())
