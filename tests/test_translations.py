"""The German catalogue is complete, up to date with the code, compiled
by the build, and loaded by the Language preference."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from pinochle_desktop.ui import i18n

from .translation_tool import ROOT, tool


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    #: the translation, or each plural form
    forms: tuple[str, ...]
    unfinished: bool


def entries(language: str = "de") -> Iterator[Entry]:
    root = ET.parse(tool.catalogue(language)).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            yield Entry(name, message.findtext("source") or "", message.findtext("comment") or "",
                        numerus, forms, translation.get("type") in ("unfinished", "vanished",
                                                                    "obsolete"))


_FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def fields(text: str) -> set[str]:
    return set(_FIELD.findall(text))


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def translate_calls() -> Iterator[tuple[str, ast.Call]]:
    """Every ``translate``/``QT_TRANSLATE_NOOP``/``tr`` call in the package, with its place."""
    for path in tool.source_files():
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in (
                    "translate", "QT_TRANSLATE_NOOP", "tr"):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def test_every_literal_text_in_the_code_is_in_the_catalogue() -> None:
    """lupdate silently drops a text whose number is not a plain name (``len(x)``,
    ``self.count``): such a text is never translated. Read the code as Python does
    and find each literal text in the catalogue."""
    known = {(e.context, e.source) for e in entries()}
    missing, dropped, self_tr = [], [], []
    for where, call in translate_calls():
        if _name(call.func) == "tr":
            self_tr.append(where)
            continue
        if len(call.args) < 2:
            continue
        context, source = _literal(call.args[0]), _literal(call.args[1])
        if context is None or source is None:
            continue  # a value translated where it is shown (marked where it was written)
        if len(call.args) >= 4 and not isinstance(call.args[3], ast.Name | ast.Constant):
            dropped.append(f"{where}: the number of {source[:50]!r} must be a plain name")
        elif (context, source) not in known:
            missing.append(f"{where}: {context}: {source[:60]!r}")
    assert self_tr == [], "self.tr() looks texts up under the runtime class: " + str(self_tr)
    assert dropped == [], "\n".join(dropped)
    assert missing == [], f"{len(missing)} texts not in the catalogue:\n" + "\n".join(missing[:40])


def test_the_catalogue_holds_every_string_of_the_code() -> None:
    """A string added to the code and not extracted fails here: run
    ``python packaging/translations.py extract`` and translate it."""
    assert tool.check() == 0


def test_every_german_entry_is_translated_with_its_fields() -> None:
    problems = []
    count = 0
    for e in entries():
        count += 1
        where = f"{e.context}: {e.source[:60]!r}"
        if e.unfinished or not all(f.strip() for f in e.forms):
            problems.append(f"{where} is not translated")
            continue
        if e.numerus and len(e.forms) != 2:  # German: singular and plural
            problems.append(f"{where} has {len(e.forms)} plural forms, German needs 2")
        for form in e.forms:
            if fields(form) != fields(e.source):
                problems.append(f"{where}: fields {sorted(fields(form))} "
                                f"!= {sorted(fields(e.source))}")
            if "%n" in e.source and "%n" not in form and e.numerus and form is e.forms[-1]:
                problems.append(f"{where}: the plural form lost %n")
            if re.search(r"&\w", e.source) and not re.search(r"&\w", form):
                problems.append(f"{where}: the menu key (&) is missing")
    assert count > 0
    assert problems == [], f"{len(problems)} of {count}:\n" + "\n".join(problems[:40])


def test_the_build_compiles_a_catalogue_qt_reads(tmp_path: Path) -> None:
    (qm,) = tool.compile_catalogues(out=tmp_path, quiet=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    done = [e for e in entries() if not e.unfinished and not e.numerus and e.forms[0]]
    assert done, "nothing is translated yet"
    for e in done[:50]:
        got = translator.translate(e.context, e.source, e.comment or None)
        assert got == e.forms[0], e.source


@pytest.mark.parametrize(("setting", "system", "expected"), [
    ("system", "de_DE", "de"), ("system", "de_CH", "de"), ("system", "en_US", "en"),
    ("system", "fr_FR", "en"), ("en", "de_DE", "en"), ("de", "en_US", "de"),
])
def test_the_language_preference_picks_the_language(setting: str, system: str,
                                                     expected: str) -> None:
    assert i18n.chosen_language(setting, QLocale(system)) == expected


def test_german_is_installed_and_removed(qapp: QCoreApplication) -> None:
    tool.compile_catalogues(quiet=True)  # the package's catalogue as the build makes it
    source = "Pinochle Desktop started, but:"
    german = next(e.forms[0] for e in entries() if e.source == source)
    translations = i18n.install("de")
    try:
        assert translations.problem is None and translations.language == "de"
        assert QCoreApplication.translate("App", source) == german != source
        # Qt's own buttons come in German too (PySide6 ships qtbase_de)
        assert len(translations.translators) == 2
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
        assert QLocale().language() == QLocale.Language.German  # dates, month names
    finally:
        before = translations.locale
        translations.remove()
    assert QCoreApplication.translate("App", source) == source
    assert before is not None and QLocale() == before


def test_english_installs_nothing(qapp: QCoreApplication) -> None:
    translations = i18n.install("en")
    assert translations.translators == [] and translations.problem is None
