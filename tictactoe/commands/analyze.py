"""`tictactoe analyze`: the engine's view of a position, as a table or as JSON."""
from __future__ import annotations

import argparse
import json
import math
import re
import sys

from tictactoe.commands.options import default_k, parse_board

HELP = "analyse a position: every move's value (exact on small boards), as a table or JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--board", metavar="WxH", default="3x3",
                        help="board size, e.g. 3x3 or 15x15 (default 3x3)")
    parser.add_argument("--k", type=str, default=None,
                        help="marks in a row to win (default: 3, 4 up to 5x5, else 5)")
    parser.add_argument("--moves", metavar='"x,y x,y ..."', default="",
                        help="moves played from the empty board, X first; x is the column, "
                             "y the row, both from 0 at the top-left")
    parser.add_argument("--player", metavar="SPEC", default="engine",
                        help="also show the move this player would choose (any player spec: "
                             "hard, perfect, forecaster:depth=3, rules, ...); the values are "
                             "always the engine's (default: engine only)")
    parser.add_argument("--time", metavar="S", type=str, default=None,
                        help="time budget in seconds (default: exact to the end on small "
                             "positions, else 1 s)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


class UsageError(ValueError):
    """A bad command-line value: reported on one line, exit code 2."""


def _parse_board(text: str) -> tuple[int, int]:
    try:
        return parse_board(text)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _parse_moves(text: str) -> list[tuple[int, int]]:
    moves = []
    for token in text.replace(";", " ").split():
        found = re.fullmatch(r"\(?(-?\d+),(-?\d+)\)?", token)
        if not found:
            raise UsageError(f"--moves: {token!r} is not a move; write x,y (e.g. \"1,1 0,2\")")
        moves.append((int(found.group(1)), int(found.group(2))))
    return moves


def _parse_time(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"--time must be a number of seconds, not {text!r}") from None
    if not value > 0 or math.isinf(value):
        raise UsageError(f"--time must be a positive number of seconds, not {text!r}")
    return value


def _game(args: argparse.Namespace):
    from tictactoe.game import Game, IllegalMoveError, Rules

    width, height = _parse_board(args.board)
    if args.k is None:
        k = default_k(width, height)
    else:
        try:
            k = int(args.k)
        except ValueError:
            raise UsageError(f"--k must be a whole number, not {args.k!r}") from None
    try:
        rules = Rules(width, height, k)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    game = Game(rules=rules)
    for number, move in enumerate(_parse_moves(args.moves), 1):
        try:
            game.play(move)
        except IllegalMoveError as exc:
            raise UsageError(f"--moves: move {number} {move[0]},{move[1]}: {exc}") from None
    if game.is_over():
        outcome = game.result()
        raise UsageError("the game is over after these moves ("
                         + ("a draw" if outcome == "draw" else f"{outcome} has won")
                         + "): there is nothing to analyse")
    return game


def _label(value: float, exact: bool) -> str:
    from tictactoe.ai.types import describe

    return describe(value, exact)


def _report(game, analysis) -> dict:
    return {
        "board": [game.width, game.height],
        "k": game.k,
        "moves": [list(m) for m in game.moves],
        "to_move": game.to_move().value,
        "best": list(analysis.best),
        "options": [
            {"move": list(o.move), "value": o.value, "width": o.width, "replies": o.replies,
             "label": _label(o.value, analysis.exact)}
            for o in analysis.options
        ],
        "exact": analysis.exact,
        "result": analysis.result if analysis.exact else None,
        "nodes": analysis.nodes,
        "time_s": round(analysis.time_s, 6),
        "depth": analysis.depth,
        "engine": analysis.info.get("engine"),
    }


def _diagram(game, best: tuple[int, int]) -> list[str]:
    width = game.width
    cell_w = 2 if width <= 10 else 3
    head = " " * 4 + "".join(f"{x:>{cell_w}}" for x in range(width))
    lines = [head]
    for y, row in enumerate(game.rows()):
        cells = []
        for x, ch in enumerate(row):
            cells.append(f"{'*' if (x, y) == best else ch:>{cell_w}}")
        lines.append(f"{y:>3} " + "".join(cells))
    return lines


def _text(game, report: dict, analysis) -> str:
    lines = [f"{game.width}x{game.height} board, {game.k} in a row; "
             f"{len(game.moves)} moves played, {report['to_move']} to move"]
    lines += _diagram(game, analysis.best)
    lines.append("(* marks the best move)")
    if analysis.exact:
        lines.append(f"exact: {report['to_move']} can force a {report['result']}")
    else:
        lines.append("not exact: heuristic values (proven wins and losses are marked); "
                     "below the best move a value is a bound: the move is worth at most that")
    lines.append("")
    lines.append(f"{'move':>7}  {'value':>9}  {'result':<12} {'width':>5}  {'replies':>7}")
    for o in report["options"]:
        move = f"{o['move'][0]},{o['move'][1]}"
        replies = "-" if o["replies"] is None else str(o["replies"])
        value = f"{o['value']:g}" if isinstance(o["value"], float) else str(o["value"])
        lines.append(f"{move:>7}  {value:>9}  {o['label']:<12} {o['width']:>5}  {replies:>7}")
    lines.append("")
    lines.append(f"{report['nodes']} nodes in {report['time_s']:.3f} s "
                 f"({report['engine'] or 'engine'})")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        time_limit = _parse_time(args.time)
        game = _game(args)
        player = _player(args.player, time_limit)
    except UsageError as exc:
        print(f"tictactoe analyze: {exc}", file=sys.stderr)
        return 2
    from tictactoe.ai import analyze

    analysis = analyze(game, time_limit=time_limit)
    report = _report(game, analysis)
    text = _text(game, report, analysis)
    if player is not None and not game.is_over():
        x, y = player.choose_move(game)
        report["player"] = args.player
        report["player_move"] = [x, y]
        text += f"\n{args.player} would play {x},{y}"
    print(json.dumps(report) if args.json else text)
    return 0


def _player(spec: str, time_limit: float | None):  # -> Player | None
    """The player named by --player (None for the engine alone); UsageError if unknown."""
    if spec.strip().lower() == "engine":
        return None
    from tictactoe.players import make_player

    try:
        player = make_player(spec, seed=0)
    except ValueError as exc:
        raise UsageError(f"--player: {exc}") from None
    if time_limit is not None and hasattr(player, "set_time_limit"):
        player.set_time_limit(time_limit)
    return player
