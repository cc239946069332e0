"""Openings for matches: a few stones placed before the players take over.

From the empty 15x15 board a strong engine wins nearly every game as the
first player, so a match between two engines says little unless games start
from varied, balanced positions, each played twice with colours swapped
(what Gomocup and engine authors do).  Two sources:

* :func:`random_opening`: ``n`` random stones near the centre (X, O, X, ...),
  drawn again until neither side has a win in one, the same for a seed;
* :func:`read_openings`: a file with one opening per line, moves ``x,y``
  (0-based, x the column) or cell names, separated by blanks, ``#`` starting a
  comment, as in the sparring folder's ``openings_15x15.txt``::

      # X, O, X stones, O to move
      4,8 6,6 5,4  # eval -78

A cell name in upper case is read in the grid notation (``H8``, A1 the top-left), as
such files have always been written; in lower case, in the board's own notation (``h8``:
the Gomoku notation on five in a row, a1 the bottom-left; :mod:`tictactoe.notation`).
Bad lines raise :class:`OpeningError` naming the file and the line.
"""

from __future__ import annotations

import math
import os
import random

from tictactoe.game import Game, IllegalMoveError, Mark, Move, Rules, wins_at
from tictactoe.notation import NotationError, parse_stored_moves
from tictactoe.safe_files import UnreadableFile, read_regular

MAX_OPENINGS_FILE = 4 * 1024 * 1024  # bytes; an openings file is small
RANDOM_TRIES = 2000


class OpeningError(ValueError):
    """An opening that cannot be played (the message says where and why)."""


def wins_in_one(game: Game) -> Mark | None:
    """A side that could win with one more stone (the side to move first), or None:
    the rules module judges each row (``wins_at``), so an overline under exactly-k or
    a caro five blocked at both ends is no win."""
    position = game.position()
    taken = position.x_bits | position.o_bits
    rules = game.rules
    empty = [rules.move(i) for i in range(rules.cells) if not taken >> i & 1]
    for mark in (game.to_move(), game.to_move().other):
        if any(wins_at(position, move, mark) for move in empty):
            return mark
    return None


def check_opening(rules: Rules, moves: list[Move]) -> Game:
    """The game after ``moves``; OpeningError when a move is illegal or the position
    is over or has a win in one for either side (not a fair start)."""
    game = Game.for_rules(rules)
    for move in moves:
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise OpeningError(str(error)) from None
    if game.is_over():
        raise OpeningError("the opening ends the game")
    side = wins_in_one(game)
    if side is not None:
        raise OpeningError(f"{side} could win in one move after it")
    return game


def random_opening(rules: Rules, stones: int, rng: random.Random) -> list[Move]:
    """``stones`` random cells near the centre (played X, O, X, ...) after which neither
    side has a win in one.  The region is the centre square just big enough to leave
    about three free cells per stone.  OpeningError when no such opening is found."""
    if stones < 0 or stones >= rules.cells:
        raise OpeningError(
            f"an opening of {stones} stones does not fit on {rules.width}x{rules.height}"
        )
    side = max(3, math.ceil(math.sqrt(4 * stones)))
    cx, cy = (rules.width - 1) / 2, (rules.height - 1) / 2
    half = (side - 1) / 2
    region = [
        (x, y)
        for y in range(rules.height)
        for x in range(rules.width)
        if abs(x - cx) <= half + 0.5 and abs(y - cy) <= half + 0.5
    ]
    if len(region) < stones:
        region = [(x, y) for y in range(rules.height) for x in range(rules.width)]
    for _ in range(RANDOM_TRIES):
        moves = rng.sample(region, stones)
        try:
            check_opening(rules, moves)
        except OpeningError:
            continue
        return moves
    raise OpeningError(
        f"no balanced opening of {stones} stones found on {rules.width}x{rules.height} k={rules.k}"
    )


def read_openings(path: str | os.PathLike[str], rules: Rules) -> list[list[Move]]:
    """Every opening in the file, checked against ``rules`` (see the module's docstring)."""
    name = os.fspath(path)
    try:
        lines = read_regular(name, MAX_OPENINGS_FILE).decode("utf-8").splitlines()
    except UnreadableFile as error:
        raise OpeningError(f"{name}: {error.reason}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise OpeningError(f"{name}: cannot read it ({error})") from None
    openings = []
    for number, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            moves = parse_stored_moves(text, rules)
            check_opening(rules, moves)
        except (NotationError, OpeningError) as error:
            raise OpeningError(f"{name}, line {number}: {error}") from None
        openings.append(moves)
    if not openings:
        raise OpeningError(f"{name}: no openings in it")
    return openings
