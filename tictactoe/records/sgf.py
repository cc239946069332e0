"""SGF for Gomoku (``.sgf``): ``GM[4]``, the game record format of Go and Renju software.

::

    (;GM[4]FF[4]CA[UTF-8]SZ[15]PB[Ann]PW[Bob]RE[B+]
    ;B[hh];W[ii];B[hi];W[ig];B[hg]...)

What is read (the root node is the first node of the first game):

* ``SZ[n]`` (square) or ``SZ[w:h]``; without it, 15x15.  ``GM`` must be 4 when
  present.  ``KIR[k]`` is our own property for k in a row (written only when k is
  not 5; without it, k = 5 as in Gomoku).
* ``RU[]``, the rule, as renju software writes it: ``Freestyle``, ``Standard``,
  ``Renju``, ``Caro`` (in any case; ``Gomoku`` and ``Free`` are read as Freestyle,
  ``Exact`` as Standard, as some writers name them).  Any other value (``RU[Swap2]``,
  ``RU[Japanese]``) is refused, never read as freestyle; without ``RU`` the game is
  freestyle (the files written before there were rules).  Written in every file.
* Moves ``;B[hh]`` and ``;W[ii]``, one per node: the column letter then the row
  letter, ``a`` at the top-left.  B is X and moves first; colours must follow
  the turn (a ``W`` move where it is B's turn is refused).  A pass (``B[]``) is
  not a move in this game.
* Set-up stones in the root: ``AB`` (X) and ``AW`` (O), point lists and
  ``aa:cc`` rectangles; ``PL`` must agree with the side to move they give.
* ``PB``/``PW`` player names (blanks folded; a longer name than ours is cut).
* ``GC[swap2 opening: two, black]``, a game comment, says how a game opened by swap or
  swap2 settled its colours (the choices of :class:`tictactoe.swap.SwapRecord`, in
  order); SGF has no property for it and renju software writes such notes as comments.
  Any other game comment is ignored; one that starts like ours but does not hold a
  settled opening is refused.
* ``RE``: ``B+...``/``W+...`` must agree with a line on the board; with no line
  it is a forfeit (``+R`` resigned, ``+T`` on time, ``+F`` or a score: forfeit).
  ``0`` / ``Draw`` ends a board nobody can win any more as a called draw, and a
  board still open as a draw by agreement (we write both as ``RE[0]``:
  :meth:`Game.end` allows each only on its kind of board, so the board tells them
  apart).  ``?`` and ``Void`` are ignored.  A renju game White won by Black's foul, as
  renju software records it (the forbidden stone as Black's last move and ``RE[W+...]``),
  is read without that stone and ends as White's win by the foul (a forfeit whose reason
  names it: "Black's foul at F8: a double three").

Everything else is ignored: other properties (comments, dates, times, marks,
other games' properties such as ``KM``), variations beyond the main line (the
first branch at every fork), and any further games in a collection.  The
structure is still checked strictly everywhere (:mod:`.sgf_tree`, a loop, not
a recursion): every ``(`` closed, every value closed with ``]``, nodes before
sub-trees, property names of letters, one value of a move property, no
property twice in a node.
"""

from __future__ import annotations

import re

from tictactoe.game import (
    MAX_SIDE,
    Game,
    Illegal,
    ImpossiblePosition,
    Mark,
    Move,
    Outcome,
    Position,
    Rules,
    RulesError,
    Termination,
    Variant,
)
from tictactoe.notation import cell_name
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.errors import line as line_at
from tictactoe.records.model import (
    GameRecord,
    apply_outcome,
    check_opening,
    check_players,
    common_losses,
    dead_draw_outcome,
    forfeit,
    play_moves,
    short_name,
)
from tictactoe.records.rows import position_from_rows_checked
from tictactoe.records.sgf_tree import Node, main_line
from tictactoe.swap import OpeningRefused, SwapRecord
from tictactoe.version import __version__

K_DEFAULT = 5
SIZE_DEFAULT = 15
LETTERS = "abcdefghijklmnopqrstuvwxyz"
_FORFEIT_CODES = {"R": "resigned", "T": "lost on time"}
_SETUP = ("AB", "AW", "AE")
_ROOT_ONLY = ("SZ", "GM", "KIR", "PL", "RU")
_RULE_NAMES = {
    "freestyle": Variant.FREESTYLE,
    "free": Variant.FREESTYLE,
    "gomoku": Variant.FREESTYLE,
    "standard": Variant.STANDARD,
    "exact": Variant.STANDARD,
    "renju": Variant.RENJU,
    "caro": Variant.CARO,
}
_NOT_AFTER_ROOT = frozenset(_SETUP + _ROOT_ONLY)


def sniff(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n")[:1] == "("


# --- the game from the nodes --------------------------------------------------------------------


def read(text: str) -> GameRecord:
    nodes = main_line(text)
    root = nodes[0]
    rules = _rules(root)
    start = _setup(root, rules)
    try:
        game = Game.for_rules(rules, start=start)
    except ImpossiblePosition as error:
        raise GameFileError(
            line_at(root.props.get("AB", root.props.get("AW", (root.line,)))[0]),
            Problem(Fault.IMPOSSIBLE_START, (error.reason,)),
        ) from None
    if "PL" in root.props:
        line, values = root.props["PL"]
        wanted = {"B": Mark.X, "W": Mark.O}.get(values[0].strip().upper())
        if wanted is None:
            raise GameFileError(line_at(line), Problem(Fault.PL_VALUE, (values[0][:20],)))
        if wanted is not game.to_move():
            raise GameFileError(
                line_at(line), Problem(Fault.PL_TURN, (values[0], _colour(game.to_move())))
            )
    moves, where = _moves(nodes, rules, game)
    fouled = _fouled(game, moves, root)
    if fouled is not None:
        moves, where = moves[:-1], where[:-1]
    play_moves(game, moves, lambda i: where[i], lambda move: f"[{_cell(move)}]")
    players = {}
    for prop, mark in (("PB", "X"), ("PW", "O")):
        if prop in root.props:
            name = short_name(root.props[prop][1][0])
            if name:
                players[mark] = name
    if fouled is not None:
        apply_outcome(game, forfeit(Mark.O, fouled), line_at(root.props["RE"][0]))
    elif "RE" in root.props:
        _result(game, *root.props["RE"])
    opening = _opening(root, game)
    return GameRecord(
        game, check_players(players), "sgf", rule_assumed="RU" not in root.props, opening=opening
    )


_OPENING = re.compile(r"\s*(swap2?) opening:(.*)", re.IGNORECASE | re.DOTALL)


def _opening(root: Node, game: Game) -> SwapRecord | None:
    """The swap opening of our game comment, or None (no comment, or another one)."""
    if "GC" not in root.props:
        return None
    line, values = root.props["GC"]
    found = _OPENING.fullmatch(values[0])
    if not found:
        return None
    words = [w.strip().lower() for w in found.group(2).split(",")]
    try:
        opening = SwapRecord.from_data({"kind": found.group(1).lower(), "choices": words})
    except OpeningRefused as error:
        raise GameFileError(line_at(line), Problem(Fault.GC, (error.problem,))) from None
    check_opening(opening, game, line_at(line))
    return opening


def _number(text: str, line: int, fault: Fault) -> int:
    text = text.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 4):
        raise GameFileError(line_at(line), Problem(fault, (text[:20],)))
    return int(text)


def _rules(root: Node) -> Rules:
    if "GM" in root.props:
        line, values = root.props["GM"]
        if values[0].strip() != "4":
            raise GameFileError(line_at(line), Problem(Fault.NOT_GOMOKU, (values[0][:20],)))
    width = height = SIZE_DEFAULT
    size_line = root.line
    if "SZ" in root.props:
        size_line, values = root.props["SZ"]
        parts = values[0].split(":")
        if len(parts) > 2:
            raise GameFileError(line_at(size_line), Problem(Fault.SZ_FORM, (values[0][:20],)))
        width = _number(parts[0], size_line, Fault.SZ_NUMBER)
        height = _number(parts[-1], size_line, Fault.SZ_NUMBER)
    for fault, size in ((Fault.PLAYS_WIDE, width), (Fault.PLAYS_HIGH, height)):
        if not 1 <= size <= MAX_SIDE:
            raise GameFileError(line_at(size_line), Problem(fault, (size, MAX_SIDE)))
    k = K_DEFAULT
    if "KIR" in root.props:
        line, values = root.props["KIR"]
        k = _number(values[0], line, Fault.KIR_NUMBER)
    elif max(width, height) < K_DEFAULT:
        raise GameFileError(line_at(size_line), Problem(Fault.SGF_NO_FIVE, (width, height)))
    variant = _variant(root)
    try:
        return Rules(width, height, k, variant)
    except RulesError as error:
        where = root.props.get("RU", root.props.get("KIR", (size_line,)))[0]
        raise GameFileError(line_at(where), error.problem) from None


def _variant(root: Node) -> Variant:
    if "RU" not in root.props:
        return Variant.FREESTYLE
    line, values = root.props["RU"]
    found = _RULE_NAMES.get(values[0].strip().lower())
    if found is None:
        raise GameFileError(line_at(line), Problem(Fault.UNKNOWN_RU, (values[0][:20],)))
    return found


def _point(value: str, line: int, rules: Rules) -> Move:
    if len(value) != 2 or any(ch not in LETTERS + LETTERS.upper() for ch in value):
        shown = "[]" if not value else f"[{value[:20]}]"
        if not value.strip():
            raise GameFileError(line_at(line), Problem(Fault.PASS, (shown,)))
        raise GameFileError(line_at(line), Problem(Fault.NOT_A_POINT, (shown,)))
    x, y = ((LETTERS.index(c) if c.islower() else 26 + LETTERS.upper().index(c)) for c in value)
    if not (x < rules.width and y < rules.height):
        raise GameFileError(
            line_at(line), Problem(Fault.POINT_OFF_BOARD, (value, rules.width, rules.height))
        )
    return (x, y)


def _points(values: list[str], line: int, rules: Rules) -> list[Move]:
    points = []
    for value in values:
        if ":" in value:  # a compressed rectangle aa:cc
            first, _, last = value.partition(":")
            (x0, y0), (x1, y1) = _point(first, line, rules), _point(last, line, rules)
            points += [
                (x, y)
                for y in range(min(y0, y1), max(y0, y1) + 1)
                for x in range(min(x0, x1), max(x0, x1) + 1)
            ]
        else:
            points.append(_point(value, line, rules))
    return points


def _setup(root: Node, rules: Rules) -> Position | None:
    if not any(p in root.props for p in ("AB", "AW")):
        return None
    grid = [["."] * rules.width for _ in range(rules.height)]
    for prop, mark in (("AB", "X"), ("AW", "O")):
        if prop not in root.props:
            continue
        line, values = root.props[prop]
        for x, y in _points(values, line, rules):
            if grid[y][x] != ".":
                raise GameFileError(
                    line_at(line), Problem(Fault.STONE_THERE, (prop, _cell((x, y))))
                )
            grid[y][x] = mark
    where = line_at(root.props["AB" if "AB" in root.props else "AW"][0])
    return position_from_rows_checked(
        [(where, "".join(row)) for row in grid], rules.k, board_where=where, variant=rules.variant
    )


def _moves(nodes: list[Node], rules: Rules, game: Game) -> tuple[list[Move], list[Problem]]:
    moves: list[Move] = []
    where: list[Problem] = []
    turn = game.to_move()
    for index, node in enumerate(nodes):
        misplaced = index and _NOT_AFTER_ROOT.intersection(node.props)
        if misplaced:
            prop = min(misplaced)
            raise GameFileError(line_at(node.props[prop][0]), Problem(Fault.ROOT_ONLY, (prop,)))
        played = [p for p in ("B", "W") if p in node.props]
        if len(played) > 1:
            raise GameFileError(line_at(node.line), Problem(Fault.B_AND_W))
        if not played:
            continue
        prop = played[0]
        line, values = node.props[prop]
        if len(values) != 1:
            raise GameFileError(line_at(line), Problem(Fault.MOVE_VALUES, (prop, len(values))))
        colour = Mark.X if prop == "B" else Mark.O
        if colour is not turn:
            raise GameFileError(
                line_at(line), Problem(Fault.WRONG_COLOUR, (prop, values[0][:20], _colour(turn)))
            )
        moves.append(_point(values[0], line, rules))
        where.append(line_at(line))
        turn = turn.other
    return moves, where


def _fouled(game: Game, moves: list[Move], root: Node) -> str | None:
    """A renju game that White won by Black's foul, as renju software records it: the
    forbidden stone as Black's last move and ``RE[W+...]``; the forfeit's reason ("Black's
    foul at h8: a double three", the cell in the board's notation), or None for any other
    game.  The stone is not played (the rules refuse it) and the result is that forfeit."""
    result = root.props.get("RE")
    if not moves or result is None or not result[1][0].strip().upper().startswith("W+"):
        return None
    if game.rules.variant is not Variant.RENJU:
        return None
    before = game.copy()
    for move in moves[:-1]:
        if not before.is_legal(move):
            return None  # an earlier move is wrong: play_moves says which
        before.play(move)
    last = moves[-1]
    problem = before.illegal(last)
    if problem is None or problem.kind is not Illegal.FORBIDDEN:
        return None  # legal, or illegal otherwise (taken, off the board): said as such
    return f"Black's foul at {cell_name(last, game.rules)}: {problem.args[2].phrase}"


def _result(game: Game, line: int, values: list[str]) -> None:
    text = values[0].strip()
    upper = text.upper()
    where = line_at(line)
    if upper in ("0", "DRAW", "D", "JIGO"):
        over = game.outcome()
        if over is None:
            game.end(dead_draw_outcome() if game.is_dead_draw() else Outcome(Termination.AGREED))
        elif over.winner is not None:
            raise GameFileError(where, Problem(Fault.RE_DRAW, (text, over.winner)))
        return
    if upper[:2] not in ("B+", "W+"):
        return  # "?", "Void", unknown: no result to keep
    winner = Mark.X if upper[0] == "B" else Mark.O
    actual = game.outcome()
    if actual is not None and actual.termination is Termination.LINE:
        if actual.winner is not winner:
            raise GameFileError(
                where, Problem(Fault.RE_WINNER, (text[:20], _colour(actual.winner)))
            )
        return
    apply_outcome(game, forfeit(winner, _FORFEIT_CODES.get(upper[2:3], "")), where)


def _colour(mark: Mark | None) -> str:
    return "B (X)" if mark is Mark.X else "W (O)"


def _cell(move: Move) -> str:
    return LETTERS[move[0]] + LETTERS[move[1]]


# --- writing -----------------------------------------------------------------------------------


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _re(outcome: Outcome | None) -> str | None:
    if outcome is None:
        return None
    if outcome.winner is None:
        return "0"
    colour = "B" if outcome.winner is Mark.X else "W"
    if outcome.termination is Termination.FORFEIT:
        code = {reason: code for code, reason in _FORFEIT_CODES.items()}.get(outcome.reason, "F")
        return f"{colour}+{code}"
    return f"{colour}+"


def losses(record: GameRecord) -> list[str]:
    lost = common_losses(
        record, names=True, help=False, times=False, off_board_end=True, opening=True
    )
    outcome = record.game.outcome()
    if (
        outcome is not None
        and outcome.termination is Termination.FORFEIT
        and outcome.reason
        and outcome.reason not in _FORFEIT_CODES.values()
    ):
        lost.append(f"the forfeit's reason ({outcome.reason})")
    return lost


def write(record: GameRecord) -> str:
    game = record.game
    rules = game.rules
    size = str(rules.width) if rules.width == rules.height else f"{rules.width}:{rules.height}"
    root = [f"GM[4]FF[4]CA[UTF-8]AP[tictactoe-mnk:{__version__}]SZ[{size}]"]
    if rules.k != K_DEFAULT:
        root.append(f"KIR[{rules.k}]")
    root.append(f"RU[{rules.variant.label}]")
    names = check_players(record.players)
    for prop, mark in (("PB", "X"), ("PW", "O")):
        if names.get(mark):
            root.append(f"{prop}[{_escape(names[mark])}]")
    result = _re(game.outcome())
    if result:
        root.append(f"RE[{result}]")
    if record.opening is not None:
        check_opening(record.opening, game, "opening")
        choices = ", ".join(c.value for c in record.opening.choices)
        root.append(f"GC[{record.opening.kind.value} opening: {choices}]")
    start = game.start
    for prop, bits in (("AB", start.x_bits), ("AW", start.o_bits)):
        if bits:
            cells = [rules.move(i) for i in range(rules.cells) if bits >> i & 1]
            root.append(prop + "".join(f"[{_cell(c)}]" for c in cells))
    lines = ["(;" + "".join(root)]
    colours = (
        ("B", "W") if game.start.x_bits.bit_count() <= game.start.o_bits.bit_count() else ("W", "B")
    )
    nodes = [f";{colours[i % 2]}[{_cell(m)}]" for i, m in enumerate(game.moves)]
    lines += ["".join(nodes[i : i + 10]) for i in range(0, len(nodes), 10)]
    return "\n".join(lines) + ")\n"
