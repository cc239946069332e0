"""`tictactoe brain`: our engine as a Gomocup pbrain engine on stdin/stdout.

The protocol and the loop live in :mod:`tictactoe.commands.brain_server`; the console
script ``pbrain-tictactoe`` runs this command (managers look for ``pbrain-*``).
"""
from __future__ import annotations

import argparse

HELP = "speak the Gomocup pbrain protocol on stdin/stdout (for Piskvork and other managers)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--player", default="hard", metavar="SPEC",
                        help="the player that thinks (default hard; any computer player)")
    parser.add_argument("--debug", action="store_true",
                        help="say MESSAGE lines for every move and DEBUG lines for every "
                        "completed search depth (INFO evaluate turns MESSAGE lines on too)")


def run(args: argparse.Namespace) -> int:
    from tictactoe.commands.brain_server import serve

    return serve(args.player, debug=args.debug)
