"""The command line: ``tictactoe [SUB-COMMAND] ...``.

Sub-commands live in ``tictactoe/commands/<name>.py``; each module defines
``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``, and may define
``EPILOG`` (words after its options: how a command that names cells names them).  None
of them imports Qt at module level, so ``--help`` and the text commands start
fast.  With no sub-command, the desktop app starts.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType

from tictactoe.version import __version__

COMMANDS = (
    "play",
    "analyze",
    "review",
    "puzzles",
    "match",
    "ladder",
    "bench",
    "convert",
    "brain",
    "screenshots",
    "review-fit",
    "review-judge",
    "fit",
)


def _command(name: str) -> ModuleType:
    return importlib.import_module(f"tictactoe.commands.{name.replace('-', '_')}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tictactoe",
        description="Tic-Tac-Toe and its m,n,k family. With no command, the desktop game starts.",
    )
    parser.add_argument("--version", action="version", version=f"tictactoe {__version__}")
    parser.add_argument(
        "--verbose",
        action="store_true",
        help=_command("play").VERBOSE_HELP,  # the desktop game's option, said as play says it
    )
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the game to your application menu (XDG) and quit",
    )
    desktop.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help="remove it from the application menu again and quit",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        module = _command(name)
        command_parser = sub.add_parser(
            name,
            help=module.HELP,
            description=module.HELP,
            epilog=getattr(module, "EPILOG", None),  # e.g. how cells are named
        )
        module.add_arguments(command_parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        from tictactoe.commands import desktop

        return desktop.run("install" if args.install_desktop else "uninstall")
    name = args.command or "play"
    if args.command is None:  # only top-level options were given: the desktop game
        args = parser.parse_args(["play", *(["--verbose"] if args.verbose else [])])
    try:
        return int(_command(name).run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def pbrain_main() -> int:
    """The ``pbrain-tictactoe`` console script (managers look for ``pbrain-*``): it is
    ``tictactoe brain`` with the same options."""
    return main(["brain", *sys.argv[1:]])
