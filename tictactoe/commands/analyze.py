"""`tictactoe analyze`: the engine's view of a position, as a table or as JSON.

The position is either given on the command line (``--board``, ``--k``,
``--moves "h8 i9"``) or read from a saved game in any format the records
package reads (``tictactoe analyze game.psq --at 12``).  Cells are named as on
the board, in its notation (:mod:`tictactoe.notation`: ``h8`` on five in a row, ``B2``
below), which the output's second line states; ``x,y`` from 0 is accepted too.
"""

from __future__ import annotations

import argparse
import json
import sys

from tictactoe.commands.options import (
    BOARD_HELP,
    CELLS_HELP,
    JSON_HELP,
    K_HELP,
    RULE_HELP,
    UsageError,
    parse_board,
    parse_rule,
    parse_seconds,
    parse_whole,
    rule_k,
)

HELP = "analyse a position: every move's value (exact on small boards), as a table or JSON"
EPILOG = CELLS_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a saved game (.ttt, .json, .txt, .psq, .sgf): analyse its last "
        "position, or the one after move N with --at",
    )
    parser.add_argument(
        "--at",
        metavar="N",
        default=None,
        help="with FILE: the position after the first N moves (0: the start)",
    )
    parser.add_argument("--board", metavar="WxH", default=None, help=BOARD_HELP)
    parser.add_argument("--k", type=str, default=None, help=K_HELP)
    parser.add_argument("--rule", metavar="RULE", default=None, help=RULE_HELP)
    parser.add_argument(
        "--moves",
        metavar='"h8 i9 ..."',
        default=None,
        help="moves played from the empty board, X first: cells as the board names them "
        "(five in a row: the Gomoku notation, a1 the bottom-left; other boards: the "
        "grid notation, A1 the top-left, no I; see below), or x,y from 0 (x the column, "
        "y the row from the top)",
    )
    parser.add_argument(
        "--player",
        metavar="SPEC",
        default="engine",
        help="also show the move this player would choose (any computer "
        "player: hard, perfect, forecaster:depth=3, rules, ...); the values "
        "are always the engine's (default: engine only)",
    )
    parser.add_argument(
        "--time",
        metavar="S",
        type=str,
        default=None,
        help="time budget in seconds, at most 3600 (default: exact to the end "
        "on small positions, else 1 s)",
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)


# --- the position ---------------------------------------------------------------------------


def _game_from_options(args: argparse.Namespace):  # -> Game
    from tictactoe.game import Game, Rules
    from tictactoe.notation import NotationError, parse_moves

    variant = parse_rule(args.rule)
    try:
        width, height = parse_board(args.board or ("15x15" if variant.five_only else "3x3"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    k = rule_k(variant, width, height) if args.k is None else parse_whole(args.k, "--k", 1, 20)
    try:
        rules = Rules(width, height, k, variant)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    try:
        moves = parse_moves(args.moves or "", rules)
    except NotationError as exc:
        raise UsageError(f"--moves: {exc}") from None
    game = Game.for_rules(rules)
    _play(game, moves, "--moves: move {number} ({cell})")
    return game


def _play(game, moves, where: str) -> None:
    from tictactoe.notation import cell_name
    from tictactoe.problems import Problem
    from tictactoe.records import Fault

    for number, move in enumerate(moves, 1):
        reason = game.why_illegal(move)
        if reason is not None:
            cell = cell_name(move, game.rules)
            taken = game.at(move)
            if taken is not None:
                reason = str(Problem(Fault.TAKEN, (cell, taken)))  # a file's words for it
            raise UsageError(f"{where.format(number=number, cell=cell)}: {reason}")
        game.play(move)


def _game_from_file(args: argparse.Namespace):  # -> tuple[Game, str | None]
    """The game of FILE at move --at (or at its end); a note when its end was reopened or
    the file did not say its rule (a .psq game, read as freestyle)."""
    from tictactoe.game import Game
    from tictactoe.records import GameFileError, load

    for option in ("board", "k", "moves", "rule"):
        if getattr(args, option) is not None:
            raise UsageError(f"--{option} describes a position: give it or a FILE, not both")
    try:
        record = load(args.file)
    except GameFileError as exc:
        raise UsageError(str(exc)) from None
    whole = record.game
    moves = whole.moves
    if args.at is not None:
        at = parse_whole(args.at, "--at", 0, len(moves))
        game = Game.for_rules(whole.rules, start=whole.start)
        for move in moves[:at]:
            game.play(move)
    else:
        at, game = len(moves), whole.copy()
    note = "the file does not say its rule: read as freestyle" if record.rule_assumed else None
    outcome = game.outcome()
    if outcome is not None and outcome.termination.off_board:
        game.reopen()  # the board is still open: analyse it as it stands
        ended = f"the game was ended off the board ({outcome.describe()}); analysing the board"
        note = ended if note is None else f"{note}; {ended}"
    over = game.outcome()
    if over is not None:
        hint = f"; try --at N, N from 0 to {at - 1}" if at else ""
        raise UsageError(
            f"{args.file}: the game is over after move {at} "
            f"({over.describe()}): nothing to analyse{hint}"
        )
    return game, note


def _game(args: argparse.Namespace):  # -> tuple[Game, str | None]
    if args.file is not None:
        return _game_from_file(args)
    if args.at is not None:
        raise UsageError("--at goes with a FILE (a saved game)")
    game = _game_from_options(args)
    if game.is_over():
        outcome = game.result()
        raise UsageError(
            "the game is over after these moves ("
            + ("a draw" if outcome == "draw" else f"{outcome} has won")
            + "): there is nothing to analyse"
        )
    return game, None


def _player(spec: str, rules, time_limit: float | None):  # -> Player | None
    """The player named by --player (None for the engine alone); UsageError if unusable."""
    if spec.strip().lower() == "engine":
        return None
    from tictactoe.players import check_player_for, make_player

    try:
        player = make_player(spec, seed=0)
        check_player_for(player, rules)
    except ValueError as exc:
        raise UsageError(f"--player: {exc}") from None
    if player.is_human:
        raise UsageError(
            f"--player: {spec.strip()!r} is a person and cannot analyse: choose a "
            "computer player (hard, perfect, rules, ...)"
        )
    if time_limit is not None:
        player.set_time_limit(
            time_limit
        )  # every Player has it; one that does not search ignores it
    return player


# --- the report -------------------------------------------------------------------------------


def _report(game, analysis) -> dict:
    from tictactoe.ai import describe
    from tictactoe.notation import Notation, cell_name

    rules = game.rules
    return {
        "board": [game.width, game.height],
        "k": game.k,
        "rule": rules.variant.value,
        "notation": Notation.of(rules).value,
        "moves": [list(m) for m in game.moves],
        "rows": game.rows(),
        "to_move": game.to_move().value,
        "best": list(analysis.best),
        "best_name": cell_name(analysis.best, rules),
        "options": [
            {
                "move": list(o.move),
                "name": cell_name(o.move, rules),
                "value": o.value,
                "width": o.width,
                "replies": o.replies,
                "label": describe(o.value, analysis.exact),
            }
            for o in analysis.options
        ],
        "exact": analysis.exact,
        "result": analysis.result if analysis.exact else None,
        "nodes": analysis.nodes,
        "time_s": round(analysis.time_s, 6),
        "depth": analysis.depth,
        "engine": analysis.info.get("engine"),
        **(
            {"proof": analysis.info["proof"], "proof_method": analysis.info.get("method")}
            if "proof" in analysis.info
            else {}
        ),
        **({"unsettled": analysis.info["unsettled"]} if "unsettled" in analysis.info else {}),
    }


def _diagram(game, best: tuple[int, int]) -> list[str]:
    """The board with the board's own labels, as the window draws them: the column
    letters beside row 1 (below the board in the Gomoku notation, above it otherwise)."""
    from tictactoe.notation import Notation, column_label, row_label

    rules = game.rules
    letters = " " * 4 + "".join(f"{column_label(x, rules):>2}" for x in range(game.width))
    lines = []
    for y, row in enumerate(game.rows()):
        cells = "".join(f"{'*' if (x, y) == best else ch:>2}" for x, ch in enumerate(row))
        lines.append(f"{row_label(y, rules):>3} {cells}")
    return [*lines, letters] if Notation.of(rules).from_bottom else [letters, *lines]


def _text(game, report: dict, analysis, note: str | None) -> str:
    from tictactoe.notation import Notation

    rule = "" if game.rules.freestyle else f" ({game.rules.variant.value})"
    lines = [
        f"{game.width}x{game.height} board, {game.k} in a row{rule}; "
        f"{len(game.moves)} moves played, {report['to_move']} to move"
    ]
    if note:
        lines.append(f"({note})")
    lines.append(f"cells in the {Notation.of(game.rules).explained}")
    lines += _diagram(game, analysis.best)
    lines.append("(* marks the best move)")
    if analysis.exact:
        lines.append(f"exact: {report['to_move']} can force a {report['result']}")
    if "proof" in report:
        lines.append(
            f"proven ({report['proof_method']}, {analysis.nodes:,} positions checked): "
            f"{report['proof']}"
        )
    else:
        tried = report.get("unsettled", {}).get("proof", 0.0)
        if tried >= 0.1:  # a proof search that declined at once (a short budget) says nothing
            lines.append(
                f"not proven within the budget: the proof search found none in {tried:.1f} s"
            )
        lines.append(
            "not exact: heuristic values (proven wins and losses are marked); "
            "below the best move a value is a bound: the move is worth at most that"
        )
    lines.append("")
    lines.append(f"{'move':>5}  {'value':>9}  {'result':<12} {'width':>5}  {'replies':>7}")
    for o in report["options"]:
        replies = "-" if o["replies"] is None else str(o["replies"])
        value = f"{o['value']:g}" if isinstance(o["value"], float) else str(o["value"])
        lines.append(f"{o['name']:>5}  {value:>9}  {o['label']:<12} {o['width']:>5}  {replies:>7}")
    lines.append("")
    lines.append(
        f"{report['nodes']} nodes in {report['time_s']:.3f} s ({report['engine'] or 'engine'})"
    )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        time_limit = parse_seconds(args.time)
        game, note = _game(args)
        player = _player(args.player, game.rules, time_limit)
    except UsageError as exc:
        print(f"tictactoe analyze: {exc}", file=sys.stderr)
        return 2
    from tictactoe.ai import Limit, analyze
    from tictactoe.notation import cell_name

    analysis = analyze(game, Limit(time=time_limit))
    report = _report(game, analysis)
    if args.file is not None:
        report["file"] = args.file
        if note:
            report["note"] = note
    text = _text(game, report, analysis, note)
    if player is not None:
        from tictactoe.players import Forfeit

        try:
            move = player.choose_move(game)
        except Forfeit as exc:  # an external engine that failed: say so, no traceback
            print(f"tictactoe analyze: --player {args.player}: {exc.reason}", file=sys.stderr)
            return 2
        finally:
            player.close()
        report["player"] = args.player
        report["player_move"] = list(move)
        report["player_move_name"] = cell_name(move, game.rules)
        text += f"\n{args.player} would play {cell_name(move, game.rules)}"
    print(json.dumps(report) if args.json else text)
    return 0
