"""Help > Rules in play: every option of the game being played, in words, read-only.

Written from the RuleSet and the same catalogue the House Rules dialog uses,
so it can never disagree with what the dialog offered or the engine plays.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine import RuleSet
from ...engine.cards import deck_has_nines
from ...engine.rules.choices import MELD_KINDS
from .catalog import options_on, value_words, variant_title
from .meld_table_model import copies_in_deck, copy_name, meld_name
from .options import PAGES, page_title

translate = QCoreApplication.translate


def rules_in_words(rules: RuleSet) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """(page, [(option, value in words, note)]) for every option this variant has, in
    the player's language; the note says why an option is not in use with the other
    choices ("" when it is)."""
    out: list[tuple[str, list[tuple[str, str, str]]]] = []
    for page in PAGES:
        lines: list[tuple[str, str, str]] = []
        for option in options_on(page):
            if option.variant_reason(rules):
                continue
            note = "" if option.kind == "info" else option.depends(rules) or ""
            lines.append((option.title, value_words(option, rules), note))
        if page == "Meld values":
            lines = _meld_lines(rules) + lines
        out.append((page_title(page), lines))
    return out


def _meld_lines(rules: RuleSet) -> list[tuple[str, str, str]]:
    held = copies_in_deck(rules.deck)
    lines = []
    for kind, values in rules.meld_values:
        if kind not in MELD_KINDS:
            continue
        if kind == "dix" and not deck_has_nines(rules.deck):
            continue
        shown = ", ".join(
            translate("RulesInPlay", "{copies} {points}").format(
                copies=copy_name(i + 1, heading=False), points=f"{values[i]:,}")
            for i in range(min(held, 4)))
        lines.append((meld_name(kind), shown, ""))
    return lines


def rules_in_play_html(rules: RuleSet) -> str:
    title = escape(variant_title(rules.variant))
    rows: list[str] = []
    for page, lines in rules_in_words(rules):
        if not lines:
            continue
        rows.append(
            "<tr><td colspan='2' style='padding-top:12px'>"
            f"<span style='font-size:large; font-weight:600'>{escape(page)}</span></td></tr>"
        )
        for label, value, note in lines:
            extra = ""
            if note:
                words = translate("RulesInPlay", "(not in use: {reason})").format(reason=note)
                extra = f" <span style='color:#777'>{escape(words)}</span>"
            rows.append(
                f"<tr><td style='padding-right:16px'>{escape(label)}</td>"
                f"<td><b>{escape(value)}</b>{extra}</td></tr>"
            )
    table = "".join(rows)
    return f"<h2>{title}</h2><table cellspacing='0' cellpadding='2'>{table}</table>"


class RulesInPlayDialog(QDialog):
    """A read-only list of the rules in force: ``RulesInPlayDialog(rules, parent)``."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RulesInPlay", "Rules in play — {variant}").format(
            variant=variant_title(rules.variant)))
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_in_play_html(rules))
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(translate("RulesInPlay", "The rules in play"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(620, 720)
