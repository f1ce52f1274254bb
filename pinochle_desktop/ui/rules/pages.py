"""One page of the House Rules dialog: its option rows, and what the variant leaves out.

A :class:`RulePage` lays out the rows of its page (and, for "Meld values", the
meld table). :meth:`RulePage.show_rules`
makes it show a RuleSet: values, greyed rows with their reasons, and a footer
listing the options this variant does not have, each with the reason.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import RuleSet
from .catalog import options_on, value_words, variant_title
from .meld_table_model import MeldTableModel
from .options import page_title
from .widgets import OptionRow

translate = QCoreApplication.translate

_FOOTER_STYLE = "color: palette(placeholder-text);"


class RulePage(QScrollArea):
    """The rows of one page in a scroll area."""

    #: (option name, value) the person edited an option on this page
    edited = Signal(str, object)

    def __init__(self, page: str, meld_model: MeldTableModel | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(2)
        heading = QLabel(f"<h3>{escape(page_title(page))}</h3>")
        layout.addWidget(heading)
        #: the whole page is empty for this variant: says why
        self.empty_note = QLabel("")
        self.empty_note.setWordWrap(True)
        self.empty_note.hide()
        layout.addWidget(self.empty_note)
        self.meld_view: QTableView | None = None
        if meld_model is not None:
            self.meld_view = self._meld_view(meld_model)
            layout.addWidget(self.meld_view)
        self.rows: dict[str, OptionRow] = {}
        for option in options_on(page):
            row = OptionRow(option)
            row.edited.connect(self.edited)
            self.rows[option.name] = row
            layout.addWidget(row)
        layout.addStretch(1)
        self.footer = QLabel("")
        self.footer.setWordWrap(True)
        self.footer.setStyleSheet(_FOOTER_STYLE)
        self.footer.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.footer)
        self.setWidget(body)

    def _meld_view(self, model: MeldTableModel) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.setAlternatingRowColors(True)
        view.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.setToolTip(translate(
            "HouseRules", "Points for holding one, two, three or four copies of a meld at once. "
            "Double-click a number to change it.\nExample: a double run "
            "(both A 10 K Q J of trump) scores 1500."))
        view.resizeRowsToContents()
        rows = model.rowCount()
        height = view.horizontalHeader().sizeHint().height()
        height += sum(view.rowHeight(r) for r in range(rows))
        view.setFixedHeight(height + 2 * view.frameWidth())
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setAccessibleName(translate("HouseRules", "Meld values"))
        view.setAccessibleDescription(translate(
            "HouseRules", "Points for holding one, two, three or four copies of a meld at once."))
        return view

    def show_rules(self, rules: RuleSet) -> None:
        """Show values, hide what the variant lacks, grey what the other choices switch off."""
        missing: dict[str, list[str]] = {}
        shown = 0
        for name, row in self.rows.items():
            option = row.option
            variant_reason = option.variant_reason(rules)
            if variant_reason:
                row.hide()
                missing.setdefault(variant_reason, []).append(option.title)
                continue
            row.show()
            shown += 1
            words = value_words(option, rules)
            row.show_value(None if option.kind == "info" else getattr(rules, name), words)
            row.show_reason(option.depends(rules))
        if missing:
            title = escape(variant_title(rules.variant))
            items = "".join(
                f"<li><b>{escape(', '.join(labels))}</b>: {escape(reason)}</li>"
                for reason, labels in missing.items()
            )
            self.footer.setText(translate("HouseRules", "Not used in {variant}:").format(
                variant=title) + f"<ul>{items}</ul>")
            self.footer.show()
        else:
            self.footer.hide()
        empty = shown == 0 and self.meld_view is None
        self.empty_note.setVisible(empty)
        if empty:
            self.empty_note.setText(translate(
                "HouseRules", "Nothing on this page applies to this variant (see below)."))

    @property
    def applies(self) -> bool:
        """Whether anything on the page can be changed in the variant shown."""
        return self.meld_view is not None or any(not r.isHidden() for r in self.rows.values()
                                                 if r.option.kind != "info")
