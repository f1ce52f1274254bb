"""Game > House Rules...: every option of the variant, grouped into pages, and named rule sets.

The dialog holds one RuleSet and shows it. Every edit goes through the engine's
:func:`~pinochle_desktop.engine.rule_consistency.apply_change` and then the whole
dialog is refreshed from the rules, so what is shown is always what
:meth:`RulesDialog.rules` returns.
Contradictions come from ``RuleSet.validate()`` (the single source of those
sentences) and keep OK disabled until they are resolved.

Named rule sets ("Grandma's rules") are kept by :class:`RuleSetStore`; every
change is written at once. Mistakes (a name in use, a file that is not rules)
are shown in words under the pages, never as a traceback.

Open it with ``RulesDialog(parent, rules, store)``; after ``exec()`` returns
``Accepted``, ``dialog.rules()`` is the chosen RuleSet.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESET_NAMES, RuleSet, preset
from ...engine.rules.consistency import apply_change
from ...storage import RuleSetError, RuleSetStore, export_rules
from ..engine_text import engine_text, error_text
from ..words import QT_TRANSLATE_NOOP
from .catalog import variant_title
from .in_play import RulesInPlayDialog
from .meld_table_model import MeldTableModel
from .options import PAGES, page_title
from .pages import RulePage
from .widgets import OptionRow

__all__ = ["RulesDialog", "RulesInPlayDialog"]

_PROBLEM_STYLE = "color: #b3261e;"
_OK_STYLE = "color: #2e7d32;"
_STANDARD = ""
_FILTER = QT_TRANSLATE_NOOP("HouseRules", "Pinochle rules (*.json);;All files (*)")

translate = QCoreApplication.translate


class RulesDialog(QDialog):
    """Edit a RuleSet, starting from a preset or a saved rule set."""

    #: (RuleSet) the rules shown changed (an edit, a preset, a saved set loaded)
    rules_changed = Signal(object)

    def __init__(self, parent: QWidget | None, rules: RuleSet, store: RuleSetStore) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HouseRules", "House Rules"))
        self.store = store
        self._rules = rules
        #: what the shown rules were loaded from, to tell the person they changed
        self._baseline = rules
        self._refreshing = False
        self.meld_model = MeldTableModel(rules)
        self.meld_model.table_changed.connect(lambda table: self._edit("meld_values", table))
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_top())
        layout.addLayout(self._build_set_buttons())
        layout.addWidget(self._build_pages(), 1)
        self.problems = QLabel("")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.problems.setStyleSheet(_PROBLEM_STYLE)
        self.problems.setAccessibleName(translate("HouseRules", "Problems with these rules"))
        layout.addWidget(self.problems)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                        QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._fill_saved(select=_STANDARD)
        self._select_variant_item(rules.variant)
        self._refresh()
        self.resize(900, 660)
        message = store.take_message()
        if message:
            self._say(engine_text(message), problem=True)

    # -- building ---------------------------------------------------------------------------
    def _build_top(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.variant_combo = QComboBox()
        for name in PRESET_NAMES:
            self.variant_combo.addItem(variant_title(name), name)
        self.variant_combo.setToolTip(translate(
            "HouseRules", "The game these rules are for. Choosing one starts from its standard "
            "rules."))
        self.variant_combo.activated.connect(self._variant_chosen)
        label = QLabel(translate("HouseRules", "&Variant:"))
        label.setBuddy(self.variant_combo)
        row.addWidget(label)
        row.addWidget(self.variant_combo, 1)
        self.saved_combo = QComboBox()
        self.saved_combo.setToolTip(translate(
            "HouseRules", "Your saved rule sets. Choosing one shows its rules."))
        self.saved_combo.activated.connect(self._saved_chosen)
        saved_label = QLabel(translate("HouseRules", "&Rule set:"))
        saved_label.setBuddy(self.saved_combo)
        row.addSpacing(12)
        row.addWidget(saved_label)
        row.addWidget(self.saved_combo, 1)
        return row

    def _build_set_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.save_button = self._button(
            row, translate("HouseRules", "&Save"), self._save_clicked,
            translate("HouseRules", "Keep these rules under the rule set's name."))
        self.save_as_button = self._button(
            row, translate("HouseRules", "Save &as..."), self._save_as_clicked,
            translate("HouseRules", "Keep these rules under a new name, such as "
                      "\"Grandma's rules\"."))
        self.rename_button = self._button(
            row, translate("HouseRules", "Re&name..."), self._rename_clicked,
            translate("HouseRules", "Give the chosen rule set another name."))
        self.delete_button = self._button(
            row, translate("HouseRules", "&Delete"), self._delete_clicked,
            translate("HouseRules", "Forget the chosen rule set."))
        self.restore_button = self._button(
            row, translate("HouseRules", "Restore &defaults"), self._restore_clicked,
            translate("HouseRules", "Go back to the variant's standard rules."))
        row.addStretch(1)
        self.import_button = self._button(
            row, translate("HouseRules", "&Import..."), self._import_clicked,
            translate("HouseRules", "Add rules from a file someone shared."))
        self.export_button = self._button(
            row, translate("HouseRules", "&Export..."), self._export_clicked,
            translate("HouseRules", "Write these rules to a file to share."))
        return row

    @staticmethod
    def _button(row: QHBoxLayout, text: str, slot: object, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    def _build_pages(self) -> QSplitter:
        self.page_list = QListWidget()
        self.page_list.setMaximumWidth(190)
        self.page_list.setStyleSheet("QListWidget::item { padding: 5px 6px; }")
        self.page_stack = QStackedWidget()
        self.pages: dict[str, RulePage] = {}
        for name in PAGES:
            page = RulePage(name, self.meld_model if name == "Meld values" else None)
            page.edited.connect(self._edit)
            self.pages[name] = page
            self.page_stack.addWidget(page)
            self.page_list.addItem(page_title(name))
        self.page_list.setAccessibleName(translate("HouseRules", "Pages of rules"))
        self.page_list.currentRowChanged.connect(self.page_stack.setCurrentIndex)
        self.page_list.setCurrentRow(0)
        splitter = QSplitter()
        splitter.addWidget(self.page_list)
        splitter.addWidget(self.page_stack)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([170, 720])
        return splitter

    # -- the rules ---------------------------------------------------------------------------
    def rules(self) -> RuleSet:
        """The rules shown (after OK: the rules chosen)."""
        return self._rules

    def problems_now(self) -> list[str]:
        return self._rules.validate()

    def row(self, name: str) -> OptionRow:
        """The editor row of option ``name`` (tests and tools)."""
        for page in self.pages.values():
            if name in page.rows:
                return page.rows[name]
        raise KeyError(name)

    def show_page(self, page: str) -> None:
        self.page_list.setCurrentRow(PAGES.index(page))

    def set_rules(self, rules: RuleSet, baseline: bool = True) -> None:
        """Show ``rules`` (a preset, a saved set); ``baseline``: they count as unchanged."""
        self._rules = rules
        if baseline:
            self._baseline = rules
        self._select_variant_item(rules.variant)
        self._refresh()

    def _edit(self, name: str, value: object) -> None:
        if self._refreshing:
            return
        try:
            new = apply_change(self._rules, name, value)
        except (TypeError, ValueError) as exc:  # a value no rule set can hold
            problem = error_text(exc).rstrip(".")  # one full stop, the sentence's own
            self._say(translate("HouseRules", "That value cannot be used: {problem}.").format(
                problem=problem), problem=True)
            self._refresh()
            return
        self._rules = new
        self._refresh()
        self._say_changed()

    def _say_changed(self) -> None:
        if self._rules == self._baseline:
            self._say("")
            return
        name = self.current_set()
        if name:
            self._say(translate("HouseRules", "Changed from “{name}”: Save keeps the changes "
                                "under that name.").format(name=name))
        else:
            title = variant_title(self._rules.variant)
            self._say(translate("HouseRules", "Changed from the standard rules of {variant}: "
                                "Save as... keeps them under a name of your choice.").format(
                                    variant=title))

    def _refresh(self) -> None:
        self._refreshing = True
        try:
            rules = self._rules
            self.meld_model.set_rules(rules)
            for index, page in enumerate(self.pages.values()):
                page.show_rules(rules)
                item = self.page_list.item(index)
                font = item.font()
                font.setItalic(not page.applies)
                item.setFont(font)
                item.setToolTip("" if page.applies else translate(
                    "HouseRules", "Nothing here applies to this variant."))
            problems = rules.validate()
            if problems:
                items = "".join(f"<li>{escape(engine_text(p))}</li>" for p in problems)
                head = escape(translate("HouseRules", "These choices do not work together:"))
                self.problems.setText(f"<b>{head}</b><ul>{items}</ul>")
                self.problems.show()
            else:
                self.problems.clear()
                self.problems.hide()
            self.ok_button.setEnabled(not problems)
            self.ok_button.setToolTip(translate("HouseRules", "Resolve the problems shown first.")
                                      if problems else "")
            self._update_set_buttons(problems)
        finally:
            self._refreshing = False
        self.rules_changed.emit(self._rules)

    def _update_set_buttons(self, problems: list[str]) -> None:
        name = self.current_set()
        changed = self._rules != self._baseline
        self.save_button.setEnabled(bool(name) and changed and not problems)
        self.save_as_button.setEnabled(not problems)
        self.export_button.setEnabled(not problems)
        self.rename_button.setEnabled(bool(name))
        self.delete_button.setEnabled(bool(name))
        title = variant_title(self._rules.variant)
        if changed:
            self.setWindowTitle(translate("HouseRules", "House Rules — {rules} (changed)").format(
                rules=name or title))
        else:
            self.setWindowTitle(translate("HouseRules", "House Rules — {rules}").format(
                rules=name or title))
        if name and changed:
            tip = translate("HouseRules", "Showing “{name}”, changed.")
        elif name:
            tip = translate("HouseRules", "Showing “{name}”.")
        elif changed:
            tip = translate("HouseRules", "Showing the standard rules of {variant}, changed.")
        else:
            tip = translate("HouseRules", "Showing the standard rules of {variant}.")
        self.saved_combo.setToolTip(tip.format(name=name, variant=title))

    # -- variant and saved sets --------------------------------------------------------------
    def _select_variant_item(self, variant: str) -> None:
        index = self.variant_combo.findData(variant)
        if index < 0:
            self.variant_combo.addItem(variant_title(variant), variant)
            index = self.variant_combo.count() - 1
        self.variant_combo.setCurrentIndex(index)

    def _variant_chosen(self, index: int) -> None:
        self.choose_variant(str(self.variant_combo.itemData(index)))

    def choose_variant(self, variant: str) -> None:
        """Start again from ``variant``'s standard rules."""
        self._select_saved_item(_STANDARD)
        self.set_rules(preset(variant))
        self._say(translate("HouseRules", "Showing the standard rules of {variant}.").format(
            variant=variant_title(variant)))

    def _fill_saved(self, select: str) -> None:
        self.saved_combo.blockSignals(True)
        self.saved_combo.clear()
        self.saved_combo.addItem(translate("HouseRules", "Standard rules of the variant"),
                                 _STANDARD)
        for name in self.store.names():
            self.saved_combo.addItem(name, name)
        self.saved_combo.blockSignals(False)
        self._select_saved_item(select)

    def _select_saved_item(self, name: str) -> None:
        index = self.saved_combo.findData(name)
        self.saved_combo.setCurrentIndex(max(0, index))

    def current_set(self) -> str:
        """The saved rule set shown ("" for a variant's standard rules)."""
        return str(self.saved_combo.currentData() or "")

    def _saved_chosen(self, index: int) -> None:
        name = str(self.saved_combo.itemData(index) or "")
        if name:
            self.load_saved(name)
        else:
            self.choose_variant(self._rules.variant)

    def load_saved(self, name: str) -> bool:
        """Show the saved rule set ``name``."""
        try:
            rules = self.store.get(name)
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._select_saved_item(name)
        self.set_rules(rules)
        self._say(translate("HouseRules", "Showing “{name}” ({variant}).").format(
            name=name, variant=variant_title(rules.variant)))
        return True

    # -- named set actions (each callable directly, without questions, for tests) ------------
    def save(self) -> bool:
        """Save the shown rules over the chosen saved set."""
        name = self.current_set()
        if not name:
            return self.save_as()
        return self._store_as(name, replace=True)

    def save_as(self, name: str | None = None, replace: bool = False) -> bool:
        """Keep the shown rules as ``name`` (asked for when None)."""
        if name is None:
            suggestion = self.current_set() or translate("HouseRules", "My {variant}").format(
                variant=variant_title(self._rules.variant))
            text, ok = QInputDialog.getText(
                self, translate("HouseRules", "Save rules as"),
                translate("HouseRules", "Name for these rules (such as “Grandma's rules”):"),
                text=suggestion)
            if not ok:
                return False
            name = text
            if name.strip() and name in self.store and not replace:
                answer = QMessageBox.question(
                    self, translate("HouseRules", "Replace rule set"),
                    translate("HouseRules", "There is already a rule set called “{name}”. "
                              "Replace it?").format(name=name.strip()))
                if answer != QMessageBox.StandardButton.Yes:
                    return False
                replace = True
        return self._store_as(name, replace=replace)

    def _store_as(self, name: str, replace: bool) -> bool:
        try:
            saved = self.store.save(name, self._rules, replace=replace)
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._fill_saved(select=saved)
        self._baseline = self._rules
        self._refresh()
        self._say(translate("HouseRules", "Saved as “{name}”.").format(name=saved))
        return True

    def rename(self, new: str | None = None) -> bool:
        old = self.current_set()
        if not old:
            return False
        if new is None:
            text, ok = QInputDialog.getText(self, translate("HouseRules", "Rename rule set"),
                                            translate("HouseRules", "New name:"), text=old)
            if not ok:
                return False
            new = text
        try:
            renamed = self.store.rename(old, new)
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._fill_saved(select=renamed)
        self._refresh()
        self._say(translate("HouseRules", "“{old}” is now called “{new}”.").format(
            old=old, new=renamed))
        return True

    def delete(self, confirm: bool = True) -> bool:
        name = self.current_set()
        if not name:
            return False
        if confirm:
            answer = QMessageBox.question(
                self, translate("HouseRules", "Delete rule set"),
                translate("HouseRules", "Forget the rule set “{name}”?").format(name=name))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            self.store.delete(name)
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._fill_saved(select=_STANDARD)
        self._baseline = preset(self._rules.variant) if self._rules.variant in PRESET_NAMES \
            else self._rules
        self._refresh()
        self._say(translate("HouseRules", "“{name}” is deleted; the rules shown are kept until "
                            "you close.").format(name=name))
        return True

    def restore_defaults(self, confirm: bool = True) -> bool:
        """Back to the variant's standard rules; a chosen saved set is put back too."""
        variant = self._rules.variant
        name = self.current_set()
        if variant not in PRESET_NAMES:
            self._say(translate("HouseRules", "These rules are for an unknown variant "
                                "({variant}).").format(variant=variant), problem=True)
            return False
        if name:
            if confirm:
                answer = QMessageBox.question(
                    self, translate("HouseRules", "Restore defaults"),
                    translate("HouseRules", "Put “{name}” back to the standard rules of "
                              "{variant}?").format(name=name, variant=variant_title(variant)))
                if answer != QMessageBox.StandardButton.Yes:
                    return False
            try:
                rules = self.store.restore_preset(name)
            except RuleSetError as exc:
                self._say(error_text(exc), problem=True)
                return False
            self.set_rules(rules)
            self._say(translate("HouseRules", "“{name}” has the standard rules of {variant} "
                                "again.").format(name=name, variant=variant_title(variant)))
            return True
        self.set_rules(preset(variant))
        self._say(translate("HouseRules", "Back to the standard rules of {variant}.").format(
            variant=variant_title(variant)))
        return True

    def export_to(self, path: str | Path | None = None) -> bool:
        """Write the shown rules to a file (asked for when None)."""
        if path is None:
            stem = (self.current_set() or self._rules.variant).replace("/", "-")
            chosen, _ = QFileDialog.getSaveFileName(
                self, translate("HouseRules", "Export rules"), f"{stem}.json",
                translate("HouseRules", _FILTER))
            if not chosen:
                return False
            path = chosen
        try:
            export_rules(self._rules, path, name=self.current_set())
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._say(translate("HouseRules", "The rules are written to {path}.").format(path=path))
        return True

    def import_from(self, path: str | Path | None = None) -> bool:
        """Add the rules in a file as a saved set and show them (file asked for when None)."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, translate("HouseRules", "Import rules"), "", translate("HouseRules", _FILTER))
            if not chosen:
                return False
            path = chosen
        try:
            name = self.store.import_file(path)
        except RuleSetError as exc:
            self._say(error_text(exc), problem=True)
            return False
        self._fill_saved(select=name)
        self.load_saved(name)
        self._say(translate("HouseRules", "Imported as “{name}”.").format(name=name))
        return True

    # -- slots for the buttons ------------------------------------------------------------------
    def _save_clicked(self) -> None:
        self.save()

    def _save_as_clicked(self) -> None:
        self.save_as()

    def _rename_clicked(self) -> None:
        self.rename()

    def _delete_clicked(self) -> None:
        self.delete()

    def _restore_clicked(self) -> None:
        self.restore_defaults()

    def _import_clicked(self) -> None:
        self.import_from()

    def _export_clicked(self) -> None:
        self.export_to()

    # -- messages -------------------------------------------------------------------------------
    def _say(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(_PROBLEM_STYLE if problem else _OK_STYLE)

    def status_text(self) -> str:
        return self.status.text()

    def accept(self) -> None:
        if self._rules.validate():
            return
        super().accept()

