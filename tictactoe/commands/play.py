"""`tictactoe play`: the desktop game.  With options, straight into that game; while an
unfinished game is kept, the window opens on the menu and offers both (Resume it, or
Start the new game): a mere start never replaces the kept game.

Every option is checked before Qt is imported: a bad one is one line on stderr
and exit status 2 (``--games 0``, ``--delay -5``, ``--x classic --board 5x5``).
"""

from __future__ import annotations

import argparse
import sys

from tictactoe.commands.options import (
    BOARD_HELP,
    K_HELP,
    RULE_HELP,
    parse_board,
    parse_rule,
    parse_whole,
    rule_k,
)

HELP = "play the desktop game (opens the menu, or a game with --x/--o/--board/--k)"
MAX_GAMES = 20  # as the menu (TICTACTO.PAS: a series of up to 20 games)
MAX_DELAY_MS = 10_000  # the AI's delay before it moves; the game screen's slider stops at 2 s
VERBOSE_HELP = "print Qt's warnings (sound, platform) on the terminal"  # and the top level's


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--x", metavar="SPEC", help="player X (moves first): human, random, hard, ..."
    )
    parser.add_argument("--o", metavar="SPEC", help="player O")
    parser.add_argument("--board", metavar="WxH", help=BOARD_HELP)
    parser.add_argument("--k", metavar="K", help=K_HELP)
    parser.add_argument("--rule", metavar="RULE", help=RULE_HELP)
    parser.add_argument(
        "--opening",
        metavar="OPENING",
        help="none, swap or swap2 (five in a row on 9x9 and up): --x proposes",
    )
    parser.add_argument(
        "--games", metavar="N", help=f"games in the series (1..{MAX_GAMES}, default 1)"
    )
    parser.add_argument("--alternate", action="store_true", help="alternate who starts")
    parser.add_argument(
        "--delay", metavar="MS", help=f"AI move delay in milliseconds (0..{MAX_DELAY_MS})"
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help=VERBOSE_HELP,
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="start, paint the window, check the resources and quit (for CI)",
    )
    parser.add_argument(
        "--quit-when-over",
        action="store_true",
        help="play the series to its end (each next game starts by itself), "
        "print each result and quit (for CI and demos)",
    )


def whole_number(name: str, text: str | None, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high`` (None if not given), else a
    ValueError in the words every command uses (``options.parse_whole``)."""
    return None if text is None else parse_whole(text, name, low, high)


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except ValueError as exc:
        print(f"tictactoe play: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    from tictactoe.game import Rules
    from tictactoe.players import check_player_for, make_player

    games = whole_number("--games", args.games, 1, MAX_GAMES)
    delay = whole_number("--delay", args.delay, 0, MAX_DELAY_MS)
    k = whole_number("--k", args.k, 1, 10_000)
    from tictactoe.swap import Negotiation, Opening

    variant = parse_rule(args.rule)
    opening = Opening.named(args.opening) if args.opening is not None else Opening.NONE
    direct = any(
        v is not None for v in (args.x, args.o, args.board, args.k, args.rule, args.opening)
    )
    match = None
    if direct:
        width = height = 15 if variant.five_only else 3
        if args.board:
            width, height = parse_board(args.board)
        rules = Rules(
            width, height, k if k is not None else rule_k(variant, width, height), variant
        )
        if opening is not Opening.NONE:
            Negotiation(opening, rules)  # ValueError where it is not played
        specs = (args.x or "human", args.o or "human")
        for side, spec in zip("XO", specs):
            try:
                player = make_player(spec)
                try:
                    check_player_for(player, rules)
                finally:
                    player.close()  # an external engine started for the check ends cleanly
            except ValueError as exc:
                raise ValueError(f"--{side.lower()} {spec}: {exc}") from None
        from tictactoe.ui.play.series import MatchSettings, Starter

        match = MatchSettings(
            specs[0],
            specs[1],
            rules,
            Starter.ALTERNATE if args.alternate else Starter.PLAYER1,
            games or 1,
            opening,
        )
    from tictactoe.ui.window.app import LaunchOptions  # Qt is imported only here
    from tictactoe.ui.window.app import run as run_app

    return run_app(
        LaunchOptions(
            match=match,
            smoke=args.smoke,
            ai_delay_ms=delay,
            verbose=args.verbose,
            quit_when_over=args.quit_when_over,
        )
    )
