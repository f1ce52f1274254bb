"""The program's language: which translation is loaded at start-up.

The Language preference (``language``: ``system``, ``en``, ``de``) is read once,
before any window is built, so it applies after a restart. Two catalogues are
loaded for German: ours (``resources/translations/pinochle_de.qm``, compiled
from ``resources/translations/pinochle_de.ts`` when the wheel or the app is
built) and Qt's own (``qtbase_de.qm``: the OK and Cancel buttons, the file
dialog), which PySide6 ships.

A missing or damaged catalogue is not fatal: the program runs in English and
says so once on the status bar and in the log.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import MAX_RESOURCE_BYTES, resource

log = logging.getLogger(__name__)

#: the languages the program ships, besides English (its source language)
TRANSLATIONS = ("de",)
#: the Language preference's choices, in the order the Preferences dialog lists them
LANGUAGE_CHOICES = ("system", "en", *TRANSLATIONS)
#: each language's name in its own language (a player looking for German reads "Deutsch")
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to show: ``en`` or one of :data:`TRANSLATIONS`.

    ``system`` follows the system's UI languages in order of preference (a German
    desktop gets German; a Swiss German one too); anything we do not ship is English."""
    if setting in TRANSLATIONS or setting == "en":
        return setting
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in TRANSLATIONS:
            return code
        if code == "en":
            return "en"
    return "en"


@dataclass
class Translations:
    """What :func:`install` loaded, kept alive as long as the application."""

    language: str = "en"
    translators: list[QTranslator] = field(default_factory=list)
    #: a sentence for the player when the chosen language could not be loaded
    problem: str | None = None
    #: the default locale before :func:`install` set the language's
    locale: QLocale | None = None

    def remove(self) -> None:
        """Back to English (the tests, and a program that embeds the window)."""
        for translator in self.translators:
            QCoreApplication.removeTranslator(translator)
        self.translators.clear()
        if self.locale is not None:
            QLocale.setDefault(self.locale)
            self.locale = None
        self.language = "en"


def load_catalogue(translator: QTranslator, language: str) -> str | None:
    """Load our compiled catalogue for ``language``; None, or what went wrong (for the log)."""
    from importlib.resources import as_file  # not needed in English: loaded here

    node = resource("translations", f"pinochle_{language}.qm")
    with as_file(node) as path:
        try:
            size = path.stat().st_size
        except OSError as exc:
            return f"missing ({exc.strerror or exc})"
        if size > MAX_RESOURCE_BYTES:
            return "larger than any catalogue the program ships"
        # Qt reads (or maps) the file itself and checks its format
        if not translator.load(str(path)):
            return "damaged"
    return None


def load_qt_catalogue(translator: QTranslator, language: str) -> bool:
    """Load Qt's own words (``qtbase``: OK, Cancel, the file dialog) for ``language``."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator.load(f"qtbase_{language}", folder)


#: a text every catalogue translates, to prove a loaded one works (the self-test)
PROBE = ("App", "Pinochle Desktop started, but:")


def install(setting: str, system: QLocale | None = None) -> Translations:
    """Load and install the translations the ``language`` preference asks for."""
    result = Translations()
    language = chosen_language(setting, system)
    if language == "en":
        return result
    ours = QTranslator()
    problem = load_catalogue(ours, language)
    if problem is not None:
        log.warning("the %s translation is not loaded: %s", language, problem)
        result.problem = QCoreApplication.translate(
            "App", "The German translation in this installation is missing or damaged, "
            "so the game is shown in English. Reinstalling the game should repair it.")
        return result
    QCoreApplication.installTranslator(ours)
    result.translators.append(ours)
    qt = QTranslator()
    if load_qt_catalogue(qt, language):
        QCoreApplication.installTranslator(qt)
        result.translators.append(qt)
    else:  # the game's own words are translated; Qt's few buttons stay English
        log.info("Qt's own %s translation not found in %s", language,
                 QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    result.locale = QLocale()
    QLocale.setDefault(QLocale(language))
    result.language = language
    log.info("language: %s (preference %r)", language, setting)
    return result
