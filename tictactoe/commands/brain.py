"""`tictactoe brain`: our engine as a Gomocup pbrain engine on stdin/stdout.

The protocol lives in :mod:`tictactoe.commands.brain_server`, the loop that feeds it
here (:func:`serve`); the console script ``pbrain-tictactoe`` runs this command
(managers look for ``pbrain-*``).
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

HELP = "speak the Gomocup pbrain protocol on stdin/stdout (for Piskvork and other managers)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--player",
        default="hard",
        metavar="SPEC",
        help="the player that thinks (default hard; any computer player)",
    )
    parser.add_argument(
        "--debug",
        action="store_true",
        help="say MESSAGE lines for every move and DEBUG lines for every "
        "completed search depth (INFO evaluate turns MESSAGE lines on too)",
    )


def run(args: argparse.Namespace) -> int:
    return serve(args.player, debug=args.debug)


def serve(
    spec: str = "hard",
    debug: bool = False,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    """Run the brain over stdin/stdout until END or the end of the input."""
    from tictactoe.commands.brain_server import Brain

    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout

    def write(line: str) -> None:
        sink.write(line + "\n")
        sink.flush()

    try:
        brain = Brain(write, spec, debug=debug)
    except ValueError as error:
        print(f"tictactoe brain: error: {error}", file=sys.stderr)
        return 2
    try:
        while True:
            line = source.readline()
            if not line:
                return 0
            if not brain.handle(line):
                return 0
    except (BrokenPipeError, KeyboardInterrupt):
        return 0
