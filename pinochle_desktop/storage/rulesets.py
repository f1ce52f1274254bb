"""Named rule sets ("Grandma's rules"): save, rename, delete, export, import.

They live in ``rulesets.json`` in the config dir, in the order they were made,
together with the *house rules*: for each variant, the rules last chosen in
Game > House Rules, which the next game of that variant is dealt with (at most
one set per known variant).
Every rule set is checked on the way in (the bounds of :mod:`storage.bounds`
first, so nothing huge is built, then ``RuleSet.from_dict`` and ``validate()``),
so the store only ever holds rules a game can start with and write back.
User mistakes (a duplicate name, a file that is not rules) raise
:class:`RuleSetError`, a ValueError whose message is a sentence for people.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import PRESET_NAMES, RuleSet, preset
from ..engine.rules.serialisation import FutureRulesError, newer_rules_version, unknown_options
from ..engine.text import QT_TRANSLATE_NOOP
from . import atomic, notices, paths
from .bounds import check_rules_data
from .jsonfile import (
    DocumentError,
    DocumentFormat,
    Migration,
    decode_json,
    describe,
    keep_aside,
    load_or_default,
)
from .text import check_text, excerpt, reason_of, short_name, shorten

log = logging.getLogger(__name__)

#: a rule set's name
MAX_NAME = 60
#: the rule sets whose problems a message lists by name (the rest are counted)
LISTED = 3


def _v1_to_v2(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 adds the house rules chosen per variant (none yet in a version 1 file)."""
    document.setdefault("house_rules", {})
    return document


RULESETS_MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}
RULESETS_FORMAT = DocumentFormat(
    "pinochle-rulesets", 2, QT_TRANSLATE_NOOP("Files", "saved rule sets file"),
    migrations=RULESETS_MIGRATIONS,
)
#: one exported rule set (a file to share)
EXPORT_FORMAT = DocumentFormat("pinochle-rules", 1, QT_TRANSLATE_NOOP("Files", "rules file"))


class RuleSetError(ValueError):
    """Something the user asked for cannot be done; the message says why."""


class NewerRulesError(RuleSetError):
    """The rules were made by a newer Pinochle Desktop; the message says to update."""


#: a saved rule set left out because a newer version made it, as the list of them says
_FROM_NEWER = QT_TRANSLATE_NOOP("Files", "from a newer version")


@dataclass(frozen=True)
class NamedRules:
    name: str
    rules: RuleSet


def check_name(name: object) -> str:
    """The name, tidied; RuleSetError if it cannot be a rule set's name."""
    too_long = QT_TRANSLATE_NOOP("Files", "A rule set's name can have at most {count} characters.")
    if not isinstance(name, str):
        raise RuleSetError(QT_TRANSLATE_NOOP("Files", "A rule set's name must be text."))
    if len(name) > MAX_NAME * 4:  # not worth tidying
        raise RuleSetError(too_long.format(count=MAX_NAME))
    name = " ".join(name.split())
    if not name:
        raise RuleSetError(QT_TRANSLATE_NOOP("Files", "Give the rule set a name."))
    if len(name) > MAX_NAME:
        raise RuleSetError(too_long.format(count=MAX_NAME))
    try:
        check_text(name, QT_TRANSLATE_NOOP("Files", "The name"), max_length=MAX_NAME)
    except ValueError as exc:
        raise RuleSetError(QT_TRANSLATE_NOOP("Files", "{reason}.").format(reason=reason_of(exc))
                           ) from None
    return name


def _release(version: object) -> tuple[int, ...] | None:
    """The release numbers of a program version ("0.2.1" -> (0, 2, 1)); None if it has none."""
    if not isinstance(version, str) or len(version) > 40:
        return None
    found = re.match(r"\d{1,6}(?:\.\d{1,6}){0,3}", version.strip())
    return None if found is None else tuple(int(n) for n in found.group().split("."))


def newer_program(app_version: object) -> bool:
    """Whether ``app_version`` (a file's record of the program that wrote it) names a
    newer Pinochle Desktop than this one."""
    theirs, ours = _release(app_version), _release(__version__)
    return theirs is not None and ours is not None and theirs > ours


def from_newer_version(data: object, app_version: object = None) -> bool:
    """Whether the rules object ``data`` was written by a newer Pinochle Desktop: a newer
    rules version, or options this version does not know in a file whose program
    (``app_version``, where the file records it) is newer."""
    if not isinstance(data, dict):
        return False
    return newer_rules_version(data) or (
        newer_program(app_version) and bool(unknown_options(data, RuleSet())))


def _newer(where: str) -> NewerRulesError:
    return NewerRulesError(QT_TRANSLATE_NOOP(
        "Files", "{where} were made by a newer version of Pinochle Desktop; update Pinochle "
        "Desktop to use them.").format(where=where))


def check_rules(data: Any, where: str = QT_TRANSLATE_NOOP("Files", "The rules"),
                app_version: object = None) -> RuleSet:
    """A usable RuleSet from JSON data; RuleSetError in words otherwise.

    ``where`` names the rules as the subject of a sentence ("The rules of 'Club'");
    ``app_version`` is the program version the file holding them records, if any
    (:func:`from_newer_version`)."""
    if not isinstance(data, dict):
        raise RuleSetError(QT_TRANSLATE_NOOP("Files", "{where} are not a set of rule options.")
                           .format(where=where))
    if from_newer_version(data, app_version):
        raise _newer(where)
    try:
        check_rules_data(data)
    except ValueError as exc:
        raise _damaged(where, reason_of(exc)) from None
    try:
        rules = RuleSet.from_dict(data)
    except FutureRulesError:
        raise _newer(where) from None
    except (ValueError, TypeError) as exc:
        text = str(exc)
        if text.startswith("unknown rule option"):
            raise RuleSetError(shorten(QT_TRANSLATE_NOOP(
                "Files", "{where} have options this version of Pinochle Desktop does not know "
                "({options})."
            ).format(where=where, options=text.split(": ", 1)[-1]))) from None
        raise _damaged(where, reason_of(exc)) from None
    problems = rules.validate()
    if problems:
        raise RuleSetError(shorten(QT_TRANSLATE_NOOP("Files", "{where} do not work together: "
                                                              "{problems}").format(
            where=where, problems=_sentences(problems))))
    return rules


def _damaged(where: str, why: str) -> RuleSetError:
    return RuleSetError(shorten(QT_TRANSLATE_NOOP("Files", "{where} are damaged: {reason}.")
                                .format(where=where, reason=why)))


def _sentences(sentences: list[str]) -> str:
    """Sentences one after the other (each stays translatable)."""
    joined = sentences[0] if sentences else ""
    for sentence in sentences[1:]:
        joined = QT_TRANSLATE_NOOP("Files", "{sentences} {sentence}").format(
            sentences=joined, sentence=sentence)
    return joined


def _no_such(name: str) -> str:
    return QT_TRANSLATE_NOOP("Files", "There is no saved rule set called {name}.").format(
        name=repr(name))


def _taken(name: str) -> str:
    return QT_TRANSLATE_NOOP("Files", "There is already a rule set called {name}.").format(
        name=repr(name))


class RuleSetStore:
    """The user's named rule sets; every change is written to disk at once."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.rulesets_path()
        self._sets: list[NamedRules] = []
        #: variant -> the house rules chosen for its next game
        self._house: dict[str, RuleSet] = {}
        #: the sentence about a damaged file, shown once (see :attr:`message`)
        self._notice: notices.Notice | None = None
        loaded = load_or_default(
            self.path, RULESETS_FORMAT, keep="move",
            fallback=QT_TRANSLATE_NOOP("Files", "none are loaded"),
            source="rulesets",
        )
        self._notice = loaded.notice
        if loaded.data is not None:
            self._read_entries(loaded.data)

    @property
    def message(self) -> str | None:
        """A sentence for the user about a damaged file, until it has been shown
        (by :meth:`take_message` or :func:`storage.notices.take_notices`)."""
        notice = self._notice
        return None if notice is None or notice.taken else notice.text

    def _read_entries(self, data: dict[str, Any]) -> None:
        entries = data.get("rulesets")
        skipped: list[str] = []
        if not isinstance(entries, list):
            entries, skipped = [], ["(the list of rule sets)"]
        for i, entry in enumerate(entries, start=1):
            try:
                if not isinstance(entry, dict):
                    raise RuleSetError("not an object")
                name = check_name(entry.get("name"))
                if self._find(name) is not None:
                    raise RuleSetError("a second rule set of that name")
                rules = check_rules(entry.get("rules"), QT_TRANSLATE_NOOP(
                    "Files", "The rules of {name}").format(name=repr(name)))
            except RuleSetError as exc:
                label = entry.get("name") if isinstance(entry, dict) else None
                shown = excerpt(label, 24) if isinstance(label, str) else f"number {i}"
                why = _FROM_NEWER if isinstance(exc, NewerRulesError) else exc
                skipped.append(f"{shown}: {why}")
                continue
            self._sets.append(NamedRules(name, rules))
        skipped += self._read_house(data.get("house_rules", {}))
        if skipped:
            log.warning("rule sets skipped in %s: %s", self.path, skipped)
            try:
                backup = keep_aside(self.path, "copy")
                kept = QT_TRANSLATE_NOOP(
                    "Files", "The file as it was is kept beside it as {backup}.").format(
                    backup=backup.name)
            except OSError:
                kept = None
            listed = [shorten(s, 45) for s in skipped[:LISTED]]
            if len(skipped) > LISTED:
                listed.append(QT_TRANSLATE_NOOP("Files", "and {count} more").format(
                    count=len(skipped) - LISTED))
            head = QT_TRANSLATE_NOOP(
                "Files", "{count} saved rule set(s) could not be read and were left out ({which})."
            ).format(count=len(skipped), which="; ".join(listed))
            short = shorten(head, 300 - (len(kept) + 1 if kept else 0))
            if self._notice is not None:
                self._notice.taken = True  # replaced by the fuller sentence
            if short is not head:  # cut to fit: said in English, as it was cut
                text: str = f"{short} {kept}" if kept else short
            elif kept:
                text = QT_TRANSLATE_NOOP("Files", "{what} {kept}").format(what=head, kept=kept)
            else:
                text = head
            self._notice = notices.post(text, "rulesets")

    def _read_house(self, entries: object) -> list[str]:
        """Read the house rules per variant; what was left out, in words."""
        if not isinstance(entries, dict):
            return ["(the house rules)"]
        skipped = []
        for variant, data in entries.items():
            try:
                if variant not in PRESET_NAMES:
                    raise RuleSetError("not a variant this version knows")
                rules = check_rules(data, QT_TRANSLATE_NOOP(
                    "Files", "The house rules for {variant}").format(variant=variant))
                if rules.variant != variant:
                    raise RuleSetError(f"they are rules for {rules.variant}")
            except RuleSetError as exc:
                why = _FROM_NEWER if isinstance(exc, NewerRulesError) else exc
                skipped.append(f"house rules for {excerpt(variant)}: {why}")
                continue
            self._house[variant] = rules
        return skipped

    def take_message(self) -> str | None:
        """The sentence about a damaged file, once (then None)."""
        return None if self._notice is None else self._notice.take()

    # -- reading ------------------------------------------------------------------------
    def names(self) -> list[str]:
        """The saved rule sets' names, in the order they were made."""
        return [s.name for s in self._sets]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._find(name) is not None

    def __len__(self) -> int:
        return len(self._sets)

    def get(self, name: str) -> RuleSet:
        """The rules saved under ``name``; RuleSetError if there are none."""
        index = self._find(name)
        if index is None:
            raise RuleSetError(_no_such(name))
        return self._sets[index].rules

    def _find(self, name: str) -> int | None:
        key = " ".join(name.split()).casefold()
        for i, s in enumerate(self._sets):
            if s.name.casefold() == key:
                return i
        return None

    def house_rules(self, variant: str) -> RuleSet | None:
        """The rules chosen in Game > House Rules for ``variant``'s next game, if any."""
        return self._house.get(variant)

    def house_variants(self) -> list[str]:
        """The variants that have house rules."""
        return list(self._house)

    # -- changing -----------------------------------------------------------------------
    def set_house_rules(self, rules: RuleSet) -> None:
        """Deal the next games of ``rules.variant`` with ``rules`` (the standard rules of
        the variant clear the entry); written at once, RuleSetError if that failed."""
        variant = rules.variant
        if variant not in PRESET_NAMES:
            raise RuleSetError(QT_TRANSLATE_NOOP(
                "Files", "House rules need a known variant, not {variant}.").format(
                    variant=repr(variant)))
        rules = check_rules(rules.to_dict(), QT_TRANSLATE_NOOP("Files", "These rules"))
        if rules == preset(variant):
            self._house.pop(variant, None)
        else:
            self._house[variant] = rules
        self._write()

    def clear_house_rules(self, variant: str) -> None:
        """Forget the house rules of ``variant`` (its games use the standard rules again)."""
        if self._house.pop(variant, None) is not None:
            self._write()

    def save(self, name: str, rules: RuleSet, *, replace: bool = True) -> str:
        """Save ``rules`` as ``name`` (replacing a set of that name unless ``replace`` is
        False); return the tidied name."""
        name = check_name(name)
        rules = check_rules(rules.to_dict(), QT_TRANSLATE_NOOP("Files", "These rules"))
        index = self._find(name)
        if index is not None and not replace:
            raise RuleSetError(_taken(name))
        entry = NamedRules(name, rules)
        if index is None:
            self._sets.append(entry)
        else:
            self._sets[index] = entry
        self._write()
        return name

    def rename(self, old: str, new: str) -> str:
        index = self._find(old)
        if index is None:
            raise RuleSetError(_no_such(old))
        new = check_name(new)
        other = self._find(new)
        if other is not None and other != index:
            raise RuleSetError(_taken(new))
        self._sets[index] = NamedRules(new, self._sets[index].rules)
        self._write()
        return new

    def delete(self, name: str) -> None:
        index = self._find(name)
        if index is None:
            raise RuleSetError(_no_such(name))
        del self._sets[index]
        self._write()

    def restore_preset(self, name: str) -> RuleSet:
        """Put the saved set ``name`` back to the standard rules of its variant."""
        variant = self.get(name).variant
        if variant not in PRESET_NAMES:
            raise RuleSetError(QT_TRANSLATE_NOOP(
                "Files", "{name} is not based on a known variant ({variant}).").format(
                    name=repr(name), variant=variant))
        rules = preset(variant)
        self.save(name, rules)
        return rules

    def _write(self) -> None:
        body = {
            "rulesets": [{"name": s.name, "rules": s.rules.to_dict()} for s in self._sets],
            "house_rules": {variant: rules.to_dict() for variant, rules in self._house.items()},
        }
        try:
            RULESETS_FORMAT.write(self.path, body)
        except OSError as exc:
            raise RuleSetError(QT_TRANSLATE_NOOP(
                "Files", "The rule sets could not be saved to {path} ({reason})."
            ).format(path=self.path, reason=describe(exc))) from None
        except ValueError as exc:  # cannot be encoded or too large to read back
            raise RuleSetError(QT_TRANSLATE_NOOP(
                "Files", "The rule sets could not be saved to {path} ({reason})."
            ).format(path=self.path, reason=_quoted(exc))) from None

    # -- sharing ---------------------------------------------------------------------------
    def export(self, name: str, path: Path | str) -> None:
        """Write the saved set ``name`` to a file someone else can import."""
        index = self._find(name)
        if index is None:
            raise RuleSetError(_no_such(name))
        export_rules(self._sets[index].rules, path, name=self._sets[index].name)

    def import_file(self, path: Path | str, name: str | None = None) -> str:
        """Add the rules in ``path``; return the name used (made unique with " (2)"...)."""
        found_name, rules = import_rules(path)
        base = check_name(name if name is not None else found_name or rules.variant)
        unique = base
        n = 2
        while self._find(unique) is not None:
            suffix = f" ({n})"
            unique = base[: MAX_NAME - len(suffix)] + suffix
            n += 1
        return self.save(unique, rules, replace=False)


def preset_defaults(variant: str) -> RuleSet:
    """The standard rules of a variant (what "Restore defaults" shows)."""
    try:
        return preset(variant)
    except ValueError as exc:
        raise RuleSetError(reason_of(exc)) from None


def export_rules(rules: RuleSet, path: Path | str, name: str = "") -> None:
    body = {
        "name": name,
        "app_version": __version__,
        "exported_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "rules": rules.to_dict(),
    }
    try:
        EXPORT_FORMAT.write(path, body)
    except OSError as exc:
        raise RuleSetError(_not_written(path, describe(exc))) from None
    except ValueError as exc:
        raise RuleSetError(_not_written(path, _quoted(exc))) from None


def _not_written(path: Path | str, why: str) -> str:
    return QT_TRANSLATE_NOOP("Files", "The rules could not be written to {path} ({reason})."
                             ).format(path=path, reason=why)


def _quoted(exc: BaseException) -> str:
    """The reason ``exc`` gives, quoted as an excerpt (translatable when it is whole)."""
    shown = excerpt(str(exc), 120)
    why = reason_of(exc)
    if shown == f"'{why}'":
        return QT_TRANSLATE_NOOP("Files", "'{reason}'").format(reason=why)
    return shown


def import_rules(path: Path | str) -> tuple[str, RuleSet]:
    """(name, rules) from an exported file, or from a bare ``RuleSet.to_json()`` object
    (what the engine and the simulator write).

    RuleSetError names the problem: missing, too large, not JSON, cut off, not
    rules, a newer version, unknown options, wrong types or contradictions.
    """
    path = Path(path)
    file = short_name(path)
    the_rules = QT_TRANSLATE_NOOP("Files", "{file}: the rules").format(file=file)
    not_rules = QT_TRANSLATE_NOOP("Files", "{file}: this is not a rules file: {reason}.")
    try:
        data = decode_json(atomic.read_bytes(path, EXPORT_FORMAT.limit))
    except FileNotFoundError:
        raise RuleSetError(QT_TRANSLATE_NOOP("Files", "The file {path} does not exist.")
                           .format(path=path)) from None
    except (OSError, atomic.FileTooLargeError) as exc:
        text = describe(exc) if isinstance(exc, OSError) else reason_of(exc)
        raise RuleSetError(QT_TRANSLATE_NOOP(
            "Files", "{file}: the file could not be read ({reason})."
        ).format(file=file, reason=text)) from None
    except DocumentError as exc:
        raise RuleSetError(not_rules.format(file=file, reason=reason_of(exc))) from None
    if isinstance(data, dict) and "format" not in data and data:
        return "", check_rules(data, the_rules)
    try:
        data = EXPORT_FORMAT.upgrade(data)
    except DocumentError as exc:
        if exc.kind == "future":
            raise RuleSetError(QT_TRANSLATE_NOOP(
                "Files", "{file}: these rules were exported by a newer version of Pinochle "
                "Desktop; update the program to import them.").format(file=file)) from None
        raise RuleSetError(not_rules.format(file=file, reason=reason_of(exc))) from None
    name = data.get("name")
    rules = check_rules(data.get("rules"), the_rules, data.get("app_version"))
    if isinstance(name, str) and name.strip():
        try:
            name = check_name(name)
        except RuleSetError as exc:
            raise RuleSetError(shorten(QT_TRANSLATE_NOOP(
                "Files", "{file}: the rule set's name will not do: {reason}").format(
                    file=file, reason=reason_of(exc)))) from None
    return (name if isinstance(name, str) else ""), rules
