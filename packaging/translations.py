"""The translation catalogues: extract the strings, compile the catalogues.

    python packaging/translations.py extract   # pyside6-lupdate: update the .ts files
    python packaging/translations.py compile   # pyside6-lrelease: .ts -> .qm in the package
    python packaging/translations.py check     # the .ts files are up to date with the code
    python packaging/translations.py todo de todo.json    # what is left to translate, as JSON
    python packaging/translations.py dump de all.json     # every entry with its translation
    python packaging/translations.py fill de done.json    # put translations from JSON in the .ts

``todo`` writes a list of ``{"context", "source", "comment", "numerus"}``;
``fill`` reads the same list with ``"translation"`` (a string, or for plural
entries a list of the language's forms: German has two) and marks them done.

The ``.ts`` files (``resources/translations/pinochle_<lang>.ts``) are the
source, kept in the repository and edited by translators (with Qt Linguist or
a text editor). The compiled ``.qm`` files go to
``pinochle_desktop/resources/translations/``, are never committed, and are made
by the build itself: ``setup.py`` calls :func:`compile_catalogues` before it
copies the package, so the wheel, the sdist's wheel and the built app carry
them. ``docs/translations.md`` says how to write a translatable string.

Only the standard library is imported here (``setup.py`` loads this file in
the build's own environment); the Qt tools are found in the PySide6-Essentials
the build requires, or on the PATH.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pinochle_desktop"
#: the catalogues' sources, one per language we ship
SOURCES = ROOT / "resources" / "translations"
#: where the compiled catalogues go (package data: the wheel and the app carry them)
COMPILED = PACKAGE / "resources" / "translations"
LANGUAGES = ("de",)
#: Qt's names for the languages (the .ts header; Qt picks plural rules by it)
QT_LANGUAGE = {"de": "de_DE"}


class ToolMissing(RuntimeError):
    """pyside6-lupdate or pyside6-lrelease cannot be found."""


def qt_tool(name: str) -> list[str]:
    """The command that runs Qt's ``lupdate`` or ``lrelease``.

    PySide6-Essentials carries both next to its package; the ``pyside6-*``
    scripts or a system Qt's tools are used where that is not importable."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            for candidate in (Path(folder) / name, Path(folder) / f"{name}.exe"):
                if candidate.is_file() and os.access(candidate, os.X_OK):
                    return [str(candidate)]
    for command in (f"pyside6-{name}", f"{name}-qt6", name):
        found = shutil.which(command)
        if found:
            return [found]
    raise ToolMissing(
        f"Qt's {name} was not found: install PySide6-Essentials "
        f"(pip install PySide6-Essentials) or Qt's tools (apt install qt6-l10n-tools)"
    )


def source_files() -> list[Path]:
    """Every module of the package, in a stable order (the tests are not scanned)."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def catalogue(language: str) -> Path:
    return SOURCES / f"pinochle_{language}.ts"


def compiled(language: str) -> Path:
    return COMPILED / f"pinochle_{language}.qm"


#: German has two plural forms (Qt's rules for de_DE)
PLURAL_FORMS = {"de": 2}


def _plural_key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def _saved_plurals(ts: Path) -> dict[tuple[str, str, str], tuple[list[str], bool]]:
    """The plural entries' forms (and whether finished) before lupdate rewrites them."""
    if not ts.is_file():
        return {}
    saved = {}
    for context, message in _messages(ET.parse(ts)):
        translation = message.find("translation")
        if message.get("numerus") == "yes" and translation is not None:
            forms = [f.text or "" for f in translation.iter("numerusform")]
            saved[_plural_key(context, message)] = (forms, translation.get("type") is None)
    return saved


def _normalise(ts: Path, language: str,
               saved: dict[tuple[str, str, str], tuple[list[str], bool]]) -> None:
    """Make lupdate's output what we keep: every ``%n`` text a plural entry, no notes.

    lupdate marks a text as plural only when the number passed is a literal (it is
    never one here), and turns a plural entry it does not recognise back into a
    single form (keeping only the first); so after every run each text with ``%n``
    becomes a plural entry again, with the forms it had before. It also reads every
    ``#:`` comment near a string as a note for translators: ours are the code's
    attribute documentation, which would only mislead them."""
    tree = ET.parse(ts)
    for context, message in _messages(tree):
        for note in message.findall("extracomment"):
            message.remove(note)
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if "%n" not in source or translation is None:
            continue
        forms, finished = saved.get(_plural_key(context, message), ([], False))
        if message.get("numerus") != "yes" or not forms:
            single = [f.text or "" for f in translation.iter("numerusform")]
            forms = forms or single or [translation.text or ""]
        forms = (forms + [forms[-1]] * PLURAL_FORMS[language])[:PLURAL_FORMS[language]]
        message.set("numerus", "yes")
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        if finished and all(forms):
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  "utf-8")


def _lupdate(ts: Path, language: str) -> str:
    """Run lupdate over the package into ``ts``; its summary line."""
    saved = _saved_plurals(ts)
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(str(p) for p in source_files()))
    try:
        result = subprocess.run(
            [*qt_tool("lupdate"), "-locations", "none", "-no-obsolete",
             "-source-language", "en", "-target-language", QT_LANGUAGE[language],
             f"@{lst.name}", "-ts", str(ts)],
            capture_output=True, text=True, check=False,
        )
    finally:
        os.unlink(lst.name)
    if result.returncode != 0:
        raise RuntimeError(f"lupdate failed: {result.stderr or result.stdout}")
    _normalise(ts, language, saved)
    return " ".join((result.stdout + result.stderr).split())


def extract() -> None:
    SOURCES.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        print(f"{catalogue(language).relative_to(ROOT)}: {_lupdate(catalogue(language), language)}")


def check() -> int:
    """0 when every catalogue holds exactly the strings the code has (1 and why otherwise)."""
    status = 0
    for language in LANGUAGES:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / catalogue(language).name
            shutil.copyfile(catalogue(language), fresh)
            _lupdate(fresh, language)
            if fresh.read_bytes() != catalogue(language).read_bytes():
                print(f"{catalogue(language).relative_to(ROOT)} is out of date with the code: "
                      "run `python packaging/translations.py extract` and translate what is new")
                status = 1
    return status


def compile_catalogues(out: Path | None = None, quiet: bool = False) -> list[Path]:
    """Compile every ``.ts`` to its ``.qm`` (in ``out``, default the package's folder)."""
    target = out or COMPILED
    target.mkdir(parents=True, exist_ok=True)
    made = []
    for language in LANGUAGES:
        qm = target / compiled(language).name
        result = subprocess.run(
            [*qt_tool("lrelease"), "-silent", str(catalogue(language)), "-qm", str(qm)],
            capture_output=True, text=True, check=False,
        )
        if result.returncode != 0 or not qm.is_file():
            raise RuntimeError(f"lrelease failed for {language}: {result.stderr or result.stdout}")
        made.append(qm)
        if not quiet:
            print(f"{qm}: {qm.stat().st_size} bytes")
    return made


def _messages(tree: ET.ElementTree[ET.Element]) -> list[tuple[str, ET.Element]]:
    out: list[tuple[str, ET.Element]] = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        out.extend((name, message) for message in context.iter("message"))
    return out


def todo(language: str, out: Path, everything: bool = False) -> int:
    """Write the entries without a finished translation (``everything``: all entries,
    with their translations, for a review) to ``out``; their count."""
    items = []
    for context, message in _messages(ET.parse(catalogue(language))):
        translation = message.find("translation")
        finished = translation is not None and translation.get("type") != "unfinished"
        if finished and not everything:
            continue
        item = {"context": context, "source": message.findtext("source") or "",
                "comment": message.findtext("comment") or "",
                "numerus": message.get("numerus") == "yes"}
        if everything and translation is not None:
            forms = [f.text or "" for f in translation.iter("numerusform")]
            item["translation"] = forms if item["numerus"] else (translation.text or "")
            item["finished"] = finished
        items.append(item)
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1), "utf-8")
    print(f"{len(items)} entries written to {out}")
    return len(items)


def fill(language: str, done: Path) -> int:
    """Put the translations in ``done`` into the catalogue; the number used."""
    given = {(d["context"], d["source"], d.get("comment") or ""): d["translation"]
             for d in json.loads(done.read_text("utf-8"))
             if isinstance(d, dict) and d.get("translation")}
    tree = ET.parse(catalogue(language))
    used = 0
    for context, message in _messages(tree):
        key = (context, message.findtext("source") or "", message.findtext("comment") or "")
        if key not in given:
            continue
        translation = message.find("translation")
        assert translation is not None
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        value = given[key]
        if message.get("numerus") == "yes":
            for form in value if isinstance(value, list) else [value, value]:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value if isinstance(value, str) else value[0]
        translation.attrib.pop("type", None)
        used += 1
    tree.write(catalogue(language), encoding="utf-8", xml_declaration=True)
    _lupdate(catalogue(language), language)  # lupdate's own layout (and DOCTYPE) again
    print(f"{used} of {len(given)} translations put in {catalogue(language).relative_to(ROOT)}")
    return used


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command",
                        choices=("extract", "compile", "check", "todo", "dump", "fill"))
    parser.add_argument("language", nargs="?", choices=LANGUAGES)
    parser.add_argument("file", nargs="?", type=Path)
    args = parser.parse_args(argv)
    if args.command in ("todo", "dump", "fill"):
        if args.language is None or args.file is None:
            parser.error(f"{args.command} needs a language and a JSON file")
        if args.command == "fill":
            fill(args.language, args.file)
        else:
            todo(args.language, args.file, everything=args.command == "dump")
    elif args.command == "extract":
        extract()
    elif args.command == "compile":
        compile_catalogues()
    else:
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
