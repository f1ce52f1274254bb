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

import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCommandLineOption, QCommandLineParser, QCoreApplication

from . import __version__

translate = QCoreApplication.translate

#: options answered without starting the game (no display needed)
INFO_OPTIONS = frozenset({"-h", "--help", "-help", "--help-all", "-?", "-v", "--version",
                          "-version"})



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
        parser.setApplicationDescription(translate(
            "CommandLine",
            "Pinochle Desktop: offline pinochle against computer opponents and partners."))
        parser.setSingleDashWordOptionMode(
            QCommandLineParser.SingleDashWordOptionMode.ParseAsLongOptions)
        self.help = parser.addHelpOption()
        self.version = parser.addVersionOption()
        self.verbose = QCommandLineOption(
            ["verbose"], translate(
                "CommandLine", "Write detailed messages to the terminal and the log file."))
        self.self_test = QCommandLineOption(
            ["self-test"], translate(
                "CommandLine", "Start, check that every card picture draws, that a computer "
                "player's worker processes start, and that FILE opens; print a report and "
                "quit (for packagers)."))
        # answered by desktop_entry before the game starts; listed here for --help
        self.install_entry = QCommandLineOption(
            ["install-desktop-entry"], translate(
                "CommandLine", "Add Pinochle Desktop to your applications menu (for your "
                "user only), starting this very program, and open saved games with it."))
        self.uninstall_entry = QCommandLineOption(
            ["uninstall-desktop-entry"], translate(
                "CommandLine", "Remove what --install-desktop-entry added."))
        for option in (self.verbose, self.self_test, self.install_entry, self.uninstall_entry):
            parser.addOption(option)
        parser.addPositionalArgument(
            "file", translate("CommandLine", "A saved game (.pinochle) to open."), "[file]")
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
                options.problems.append(translate(
                    "CommandLine", "Ignored the unknown option {0}. Run pinochle-desktop "
                    "--help to see the options.").format(shown))
            else:
                options.problems.append(translate(
                    "CommandLine", "Ignored the command line: {0}").format(
                    parser.errorText()[:200]))
        if len(options.files) > 1:
            options.problems.append(translate(
                "CommandLine", "Only one saved game can be opened at a time; opened the first."))
        return options


#: the name used for the program when its own is not text
PROGRAM = "pinochle-desktop"


def _is_text(argument: str) -> bool:
    """False for an argument Qt cannot hold: bytes that are not text in the system's
    encoding reach Python as lone surrogates (PEP 383), and Qt crashes on them."""
    try:
        argument.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(argument: str) -> str:
    """An argument that is not text, as the player would recognise it ("caf\ufffd.pinochle")."""
    shown = os.fsencode(argument).decode("utf-8", errors="replace")
    return shown if len(shown) <= 120 else shown[:119] + "…"


def text_arguments(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """``argv`` without the arguments that are not text, and those left out.

    Runs before anything hands the arguments to Qt; :func:`not_text_problems`
    says what was left out (once the player's language is loaded).
    """
    if not argv:
        return [PROGRAM], []
    kept = [argv[0] if _is_text(argv[0]) else PROGRAM]
    left_out: list[str] = []
    for argument in argv[1:]:
        (kept if _is_text(argument) else left_out).append(argument)
    return kept, left_out


def not_text_problems(left_out: Sequence[str]) -> list[str]:
    """A sentence for each argument :func:`text_arguments` left out.

    A file name that is not text cannot be opened by that name here: the
    player is told to rename the file.
    """
    problems: list[str] = []
    for argument in left_out[:5]:
        if argument.startswith("-"):
            problems.append(translate(
                "CommandLine", "Ignored the option {0}: it is not written in letters this "
                "computer can read.").format(_shown(argument)))
        else:
            problems.append(translate(
                "CommandLine", "Could not open {0}: its name has letters this computer "
                "cannot read. Rename the file (for example in your file manager) and open it "
                "again."
            ).format(_shown(argument)))
    return problems


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
