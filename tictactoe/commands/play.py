"""`tictactoe play`: the desktop game.  With options, straight into that game."""
from __future__ import annotations

import argparse
import sys

from tictactoe.commands.options import default_k, parse_board

HELP = "play the desktop game (opens the menu, or a game with --x/--o/--board/--k)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--x", metavar="SPEC", help="player X (moves first): human, random, hard, ...")
    parser.add_argument("--o", metavar="SPEC", help="player O")
    parser.add_argument("--board", metavar="WxH", help="board size, e.g. 3x3 or 15x15 (default 3x3)")
    parser.add_argument("--k", type=int, help="marks in a row to win (default: 3, or 5 on large boards)")
    parser.add_argument("--games", type=int, default=1, help="games in the series (1..20)")
    parser.add_argument("--alternate", action="store_true", help="alternate who starts")
    parser.add_argument("--delay", type=int, metavar="MS", help="AI move delay in milliseconds")
    parser.add_argument("--smoke", action="store_true",
                        help="start, paint the window, check the resources and quit (for CI)")


def run(args: argparse.Namespace) -> int:
    from tictactoe.game import Rules
    from tictactoe.players import make_player

    direct = any(v is not None for v in (args.x, args.o, args.board, args.k))
    match = None
    if direct:
        width = height = 3
        if args.board:
            try:
                width, height = parse_board(args.board)
            except ValueError as exc:
                print(f"tictactoe play: {exc}", file=sys.stderr)
                return 2
        k = args.k if args.k is not None else default_k(width, height)
        try:
            rules = Rules(width, height, k)
            specs = (args.x or "human", args.o or "human")
            for spec in specs:
                make_player(spec)
        except ValueError as exc:
            print(f"tictactoe play: {exc}", file=sys.stderr)
            return 2
        from tictactoe.ui.series import MatchSettings, Starter

        try:
            match = MatchSettings(specs[0], specs[1], rules,
                                  Starter.ALTERNATE if args.alternate else Starter.PLAYER1, args.games)
        except ValueError as exc:
            print(f"tictactoe play: {exc}", file=sys.stderr)
            return 2
    from tictactoe.ui.app import LaunchOptions, run as run_app  # Qt is imported only here

    return run_app(LaunchOptions(match=match, smoke=args.smoke, ai_delay_ms=args.delay))
