"""Command-line values shared by the sub-commands: board sizes, k, counts and seconds.

Every parser here refuses a bad value with a ValueError whose message names the
option, so that a command prints one line and exits with status 2.  Numbers are
checked by their digits before ``int()``: a 5000-digit argument is refused as
too large, not passed to ``int()`` (which raises its own, unreadable error).
"""

from __future__ import annotations

import math
import re

from tictactoe.game import MAX_SIDE, RulesFault, Variant, default_k
from tictactoe.notation import Notation

MAX_SECONDS = 3600.0

_BOARD = re.compile(r"\s*(\d+)\s*(?:[xX]\s*(\d+)\s*)?")


class UsageError(ValueError):
    """A bad command-line value: reported on one line, exit code 2."""


def parse_board(text: str) -> tuple[int, int]:
    """``"15x15"`` -> (15, 15); ``"7"`` means 7x7.  ValueError with a clear message."""
    found = _BOARD.fullmatch(text)
    if not found:
        raise ValueError(f"--board must look like WxH, e.g. 3x3 or 15x15, not {text[:20]!r}")
    sides = [g for g in found.groups() if g is not None]
    if any(len(side) > 4 for side in sides):
        raise ValueError(
            f"--board {text.strip()[:20]}...: a board is at most {MAX_SIDE}x{MAX_SIDE}"
        )
    width = int(sides[0])
    return width, int(sides[1]) if len(sides) > 1 else width


BOARD_HELP = "board size, e.g. 3x3 or 15x15 (default 3x3)"
JOBS_HELP = "worker processes (default 2)"
K_HELP = "marks in a row to win (default: 3 on 3x3, 4 up to 5x5, else 5)"  # default_k's
JSON_HELP = "print JSON instead of a table"  # analyze's and review's --json

CELLS_HELP = (
    f"Cells are named as on the board.  Five in a row (k = 5, every rule): the "
    f"{Notation.GOMOKU.explained}.  Other boards: the "
    f"{Notation.GRID.explained}.  x,y from 0 (x the column, y the row from the top) is read "
    f"on every board."
)

RULE_HELP = (
    "the rule: freestyle (k or more in a row win, the default), standard (exactly k), "
    "renju or caro (both with k = 5); the app's Rules page (Rules... in the menu) has them all"
)


def parse_rule(text: str | None) -> Variant:
    """The variant of ``--rule`` (freestyle when not given); UsageError otherwise."""
    if text is None:
        return Variant.FREESTYLE
    try:
        return Variant.named(text)
    except ValueError as exc:
        raise UsageError(f"--rule: {exc}") from None


def rule_k(variant: Variant, width: int, height: int) -> int:
    """The k of a board when --k is not given: five for renju and caro, else the
    board's usual one."""
    return 5 if variant.five_only else default_k(width, height)


def parse_whole(text: str, option: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` given as ``option``; UsageError otherwise."""
    value = text.strip()
    digits = value[1:] if value[:1] == "-" else value
    if not (digits.isascii() and digits.isdigit()):
        raise UsageError(RulesFault.NOT_WHOLE.value.format(option, text[:20]))
    if len(digits) > len(str(max(abs(low), abs(high)))) or not low <= int(value) <= high:
        shown = value if len(value) <= 20 else value[:20] + "..."
        raise UsageError(f"{option} must be from {low} to {high}, not {shown}")
    return int(value)


def parse_number(text: str, option: str, low: float, high: float) -> float:
    """A number from ``low`` to ``high`` given as ``option``; UsageError otherwise."""
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"{option} must be a number, not {text[:20]!r}") from None
    if not low <= value <= high:  # nan too
        raise UsageError(f"{option} must be from {low:g} to {high:g}, not {text[:20]}")
    return value


def parse_seconds(
    text: str | None, option: str = "--time", limit: float = MAX_SECONDS
) -> float | None:
    """Seconds, more than 0 and at most ``limit``; None stays None."""
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"{option} must be a number of seconds, not {text[:20]!r}") from None
    if not value > 0 or math.isinf(value):
        raise UsageError(f"{option} must be a positive number of seconds, not {text[:20]!r}")
    if value > limit:
        raise UsageError(f"{option} {text[:20]}: at most {limit:g} seconds")
    return value
