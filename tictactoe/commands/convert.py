"""`tictactoe convert IN OUT`: a saved game from one format to another, by extension.

``.ttt``/``.json`` our JSON, ``.txt`` a board diagram, ``.psq`` Piskvork, ``.sgf``
SGF.  What the target format cannot keep (a forfeit in .psq, the moves in a
diagram, hint counters outside our format) is said on stderr, one line each;
a game it cannot hold at all (k = 4 in a .psq file) is refused, and nothing is
written.  OUT is not replaced unless ``--force`` is given.
"""

from __future__ import annotations

import argparse
import os
import sys

HELP = "convert a saved game between formats (.ttt/.json, .txt, .psq, .sgf), by extension"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="IN", help="the game to read")
    parser.add_argument("target", metavar="OUT", help="the file to write")
    parser.add_argument(
        "--from",
        dest="source_format",
        metavar="FORMAT",
        default=None,
        choices=("native", "diagram", "psq", "sgf"),
        help="read IN as this format whatever its extension (native, diagram, psq, sgf)",
    )
    parser.add_argument(
        "--to",
        dest="target_format",
        metavar="FORMAT",
        default=None,
        choices=("native", "diagram", "psq", "sgf"),
        help="write OUT in this format whatever its extension",
    )
    parser.add_argument("--force", action="store_true", help="replace OUT if it exists")


def _error(message: str) -> int:
    print(f"tictactoe convert: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    from tictactoe.records import FORMATS, GameFileError, format_for, format_named, load, save

    if args.target_format is not None:
        target = format_named(args.target_format)
    else:
        guessed = format_for(args.target)
        if guessed is None:
            known = ", ".join(ext for f in FORMATS for ext in f.extensions)
            suffix = os.path.splitext(args.target)[1] or "no extension"
            return _error(
                f"{args.target}: cannot tell the format from {suffix}: "
                f"name it {known}, or give --to"
            )
        target = guessed
    if os.path.lexists(args.target) and not args.force:
        return _error(f"{args.target} exists: add --force to replace it")
    try:
        record = load(args.source, format=args.source_format)
    except GameFileError as exc:
        return _error(str(exc))
    try:
        save(
            args.target,
            record.game,
            record.players,
            help=record.help,
            times=record.times,
            format=target,
            opening=record.opening,
        )
    except GameFileError as exc:
        return _error(f"{args.target}: {exc}")
    except OSError as exc:
        return _error(f"{args.target}: cannot write the file: {exc.strerror or exc}")
    if record.rule_assumed:
        print(
            f"tictactoe convert: note: {args.source} does not say its rule: read as freestyle",
            file=sys.stderr,
        )
    for lost in target.losses(record):
        print(f"tictactoe convert: note: {target.title} do not keep {lost}", file=sys.stderr)
    game = record.game
    outcome = game.outcome()
    state = outcome.describe() if outcome is not None else f"{game.to_move()} to move"
    print(
        f"{args.source} -> {args.target} ({target.name}): {game.width}x{game.height}, "
        f"k={game.k}{'' if game.rules.freestyle else ' ' + game.rules.variant.value}, "
        f"{len(game.moves)} moves, {state}"
    )
    return 0
