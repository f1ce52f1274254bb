"""The command line: ``pinochle-desktop [options] [file]``.

Qt takes its own options first (``-style Fusion``, ``-platform offscreen``,
``-reverse`` ...): :class:`~PySide6.QtWidgets.QApplication` removes them from
the arguments, and :class:`QCommandLineParser` reads what is left. ``--help``
and ``--version`` are answered before any window system is touched, so they
work on a machine without a display (a terminal, a package check).

An unknown option is not fatal: the game starts anyway and says which option
it ignored and how to see the right ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCommandLineOption, QCommandLineParser, QCoreApplication

from . import __version__

#: options answered without starting the game (no display needed)
INFO_OPTIONS = frozenset({"-h", "--help", "-help", "--help-all", "-?", "-v", "--version",
                          "-version"})


def _tr(text: str) -> str:
    return QCoreApplication.translate("CommandLine", text)


@dataclass
class Options:
    """What the command line asked for."""

    #: saved games to open (the first is opened)
    files: list[str] = field(default_factory=list)
    verbose: bool = False
    #: start, check the install (card art, worker processes, a file), quit
    self_test: bool = False
    #: sentences for the player about arguments that were ignored
    problems: list[str] = field(default_factory=list)


class CommandLine:
    """The parser and its options (``QCommandLineParser`` keeps them by reference)."""

    def __init__(self) -> None:
        parser = QCommandLineParser()
        parser.setApplicationDescription(_tr(
            "Pinochle Desktop: offline pinochle against computer opponents and partners."))
        parser.setSingleDashWordOptionMode(
            QCommandLineParser.SingleDashWordOptionMode.ParseAsLongOptions)
        self.help = parser.addHelpOption()
        self.version = parser.addVersionOption()
        self.verbose = QCommandLineOption(
            ["verbose"], _tr("Write detailed messages to the terminal and the log file."))
        self.self_test = QCommandLineOption(
            ["self-test"], _tr("Start, check that every card picture draws, that a computer "
                               "player's worker processes start, and that FILE opens; print "
                               "a report and quit (for packagers)."))
        parser.addOption(self.verbose)
        parser.addOption(self.self_test)
        parser.addPositionalArgument(
            "file", _tr("A saved game (.pinochle) to open."), "[file]")
        self.parser = parser

    def help_text(self) -> str:
        text: str = self.parser.helpText()
        return text

    def parse(self, arguments: Sequence[str]) -> Options:
        """Read ``arguments`` (program name first, Qt's own options already removed)."""
        parser = self.parser
        ok = parser.parse(list(arguments))
        options = Options(files=list(parser.positionalArguments()),
                          verbose=parser.isSet(self.verbose),
                          self_test=parser.isSet(self.self_test))
        if not ok:
            unknown = [name for name in parser.unknownOptionNames()][:5]
            if unknown:
                shown = ", ".join(("-" if len(n) == 1 else "--") + n[:40] for n in unknown)
                options.problems.append(_tr(
                    "Ignored the unknown option {0}. Run pinochle-desktop --help to see the "
                    "options.").format(shown))
            else:
                options.problems.append(_tr("Ignored the command line: {0}").format(
                    parser.errorText()[:200]))
        if len(options.files) > 1:
            options.problems.append(_tr(
                "Only one saved game can be opened at a time; opened the first."))
        return options


def info_answer(argv: Sequence[str]) -> str | None:
    """The text for ``--help`` or ``--version`` when asked for, else None.

    Runs before ``QApplication`` exists, so it needs no display.
    """
    if not INFO_OPTIONS.intersection(argv[1:]):
        return None
    # no QCoreApplication is made: one would stand in the way of the QApplication
    line = CommandLine()
    line.parser.parse(list(argv))
    if line.parser.isSet(line.version):
        return f"pinochle-desktop {__version__}\n"
    text = line.help_text()
    return text.replace("<executable_name>", "pinochle-desktop").replace(
        "Usage: " + (argv[0] if argv else ""), "Usage: pinochle-desktop")
