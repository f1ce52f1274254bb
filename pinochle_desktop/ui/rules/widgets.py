"""One editor row per rule option: the widget, its explanation, and why it is greyed out.

An :class:`OptionRow` shows a value and reports the person's edits through
``edited(name, value)``; it never changes the rules itself. The dialog sets
values back with :meth:`OptionRow.show_value` (signals blocked), so the rules
stay the one source of truth and a programmatic refresh is never mistaken for
an edit. The option's words are translated here, where they are shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .options import RuleOption
from .stakes_bands import StakesBandsEditor

translate = QCoreApplication.translate

_NOTE_STYLE = "color: palette(placeholder-text);"
_REASON_STYLE = "color: #8a6d00; font-style: italic;"


def _small(label: QLabel) -> QLabel:
    font = label.font()
    font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
    label.setFont(font)
    label.setWordWrap(True)
    return label


def kind_is_narrow(option: RuleOption) -> bool:
    """Numbers need a short box; long choices and text take the row."""
    return option.kind in ("int", "optional_int")


class OptionRow(QWidget):
    """The editor of one option, with its explanation and (when greyed) the reason."""

    #: (option name, new value) the person changed the value
    edited = Signal(str, object)

    def __init__(self, option: RuleOption, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option = option
        self.setToolTip(option.tooltip)
        #: the Qt widget that holds the value (QCheckBox, QComboBox, QSpinBox, QLabel...)
        self.widget: QWidget
        #: the conditions editor's check boxes, by condition
        self.boxes: dict[str, QCheckBox] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setHorizontalSpacing(12)
        layout.setVerticalSpacing(1)
        self.title = QLabel(option.title)
        self.explanation = _small(QLabel(option.explained))
        self.explanation.setStyleSheet(_NOTE_STYLE)
        self.reason = _small(QLabel(""))
        self.reason.setStyleSheet(_REASON_STYLE)
        self.reason.hide()
        self.widget = self._build()
        self.widget.setToolTip(option.tooltip)
        self.widget.setAccessibleName(option.title)
        self.widget.setAccessibleDescription(option.explained)
        if option.kind == "bool":
            layout.addWidget(self.widget, 0, 0, 1, 2)
        else:
            self.title.setBuddy(self.widget)
            self.title.setMinimumWidth(170)
            self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            layout.addWidget(self.title, 0, 0, Qt.AlignmentFlag.AlignTop)
            if kind_is_narrow(option):
                self.widget.setMaximumWidth(220)
            if option.kind in ("info", "conditions", "bands"):
                layout.addWidget(self.widget, 0, 1)
            else:
                layout.addWidget(self.widget, 0, 1, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.explanation, 1, 0, 1, 2)
        layout.addWidget(self.reason, 2, 0, 1, 2)
        layout.setColumnStretch(1, 1)

    # -- building ------------------------------------------------------------------------
    def _build(self) -> QWidget:
        option = self.option
        kind = option.kind
        if kind == "bool":
            box = QCheckBox(option.title)
            box.toggled.connect(lambda on: self.edited.emit(option.name, bool(on)))
            return box
        if kind == "choice":
            combo = QComboBox()
            for choice in option.choices:
                combo.addItem(option.choice_label(choice.value), choice.value)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.currentIndexChanged.connect(
                lambda i: self.edited.emit(option.name, combo.itemData(i))
            )
            return combo
        if kind in ("int", "optional_int"):
            spin = QSpinBox()
            low = option.none_value if kind == "optional_int" else option.minimum
            spin.setRange(min(low, option.minimum), option.maximum)
            spin.setSingleStep(option.step)
            spin.setSuffix(option.shown_suffix)
            spin.setGroupSeparatorShown(True)
            if kind == "optional_int":
                spin.setSpecialValueText(option.shown_none_label)
            spin.setMinimumWidth(150)
            spin.valueChanged.connect(lambda v: self.edited.emit(option.name, self._from_spin(v)))
            return spin
        if kind == "bands":
            editor = StakesBandsEditor()
            editor.bands_changed.connect(lambda bands: self.edited.emit(option.name, bands))
            return editor
        if kind == "conditions":
            holder = QWidget()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(2)
            for choice in option.choices:
                box = QCheckBox(translate("HouseRules", choice.label))
                box.toggled.connect(lambda _on: self.edited.emit(option.name, self._ticked()))
                self.boxes[str(choice.value)] = box
                column.addWidget(box)
            return holder
        value = QLabel("")
        value.setWordWrap(True)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return value

    def _from_spin(self, value: int) -> int | None:
        if self.option.kind == "optional_int" and value == self.option.none_value:
            return None
        return value

    def _ticked(self) -> tuple[str, ...]:
        return tuple(c for c, box in self.boxes.items() if box.isChecked())

    # -- showing ---------------------------------------------------------------------------
    def show_value(self, value: Any, words: str = "") -> None:
        """Display ``value`` without reporting it as an edit."""
        widget = self.widget
        widget.blockSignals(True)
        for box in self.boxes.values():
            box.blockSignals(True)
        try:
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                index = widget.findData(value)
                if index < 0:  # a value from a file that no choice names: show it as it is
                    widget.addItem(str(value), value)
                    index = widget.count() - 1
                widget.setCurrentIndex(index)
            elif isinstance(widget, QSpinBox):
                if value is None:
                    widget.setValue(self.option.none_value)
                else:
                    if not widget.minimum() <= int(value) <= widget.maximum():
                        widget.setRange(min(widget.minimum(), int(value)),
                                        max(widget.maximum(), int(value)))
                    widget.setValue(int(value))
            elif self.boxes:
                for condition, box in self.boxes.items():
                    box.setChecked(condition in value)
            elif isinstance(widget, StakesBandsEditor):
                widget.set_bands(tuple(value))
            elif isinstance(widget, QLabel):
                widget.setText(words)
        finally:
            widget.blockSignals(False)
            for box in self.boxes.values():
                box.blockSignals(False)

    def show_reason(self, reason: str | None) -> None:
        """Grey the editor out and say why, or enable it again (``None``)."""
        editable = self.option.kind != "info"
        self.widget.setEnabled(reason is None or not editable)
        self.title.setEnabled(reason is None or not editable)
        self.reason.setText(reason or "")
        self.reason.setVisible(bool(reason))

    @property
    def is_greyed(self) -> bool:
        return not self.widget.isEnabled() or self.option.kind == "info"


class InfoLine(QWidget):
    """A read-only line of text with a label, like an option row (the check ledger)."""

    def __init__(self, label: str, value: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 1, 0, 1)
        box = QCheckBox(label)
        box.setEnabled(False)
        row.addWidget(box, 1)
        note = QLabel(value)
        note.setEnabled(False)
        row.addWidget(note)
