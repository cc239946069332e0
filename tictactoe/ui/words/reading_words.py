"""The words for what the engine says (``tictactoe.ai``'s readings and verdicts, which are
data): the same in the hint's tooltips, the message bar, the analysis panel, the
"Proven: ..." line and the menu.  Context "Readings".

Distances are counted in moves of both sides, as the move list numbers them and as the
engine counts plies: "wins in 3" is a win on the third mark placed from now, the mover's
own move included.
"""

from __future__ import annotations

from tictactoe.ai import (
    FIRST_WINS,
    FORCES_WIN,
    PERFECT_DRAW,
    SECOND_WINS,
    WIN,
    Reading,
    Verdict,
    is_proven,
)
from tictactoe.game import BOARD_AND_K, Mark, Move, Rules
from tictactoe.notation import cell_name
from tictactoe.ui.words.translation import Words, fill, translated

Readings = Words("Readings")


def proven_line(verdict: Verdict) -> str:
    """ "Proven: X wins in 9": the game screen's line above the hint."""
    return fill(Readings.tr("Proven: %1"), verdict_words(verdict))


# The longest "Proven: ..." lines there are: a win on a 20x20 board's last ply, a bound
# of two digits, a proof with no distance, a draw.
LONGEST_VERDICTS = (
    Verdict(Mark.X, 399),
    Verdict(Mark.O, 99, exact_distance=False),
    Verdict(Mark.X, 0, exact_distance=False),
    Verdict(None, 0),
)


def verdict_words(verdict: Verdict) -> str:
    """ "X wins in 9", "X wins within 13 moves", "a draw" (proven: with perfect play):
    short enough for the game screen's one line after "Proven: " (moves count both
    sides'; a longer language may cut a win short there, never a draw)."""
    if verdict.winner is None:
        return Readings.tr("a draw")
    side = verdict.winner.value
    if not verdict.exact_distance:
        if not verdict.plies:
            return fill(translated(FORCES_WIN), side)  # the engine's words
        return fill(Readings.tr("%1 wins within %n move(s)", None, verdict.plies), side)
    return fill(Readings.tr("%1 wins in %n", None, verdict.plies), side)


def option_words(value: float, exact: bool, *, bound: bool = False) -> str:
    """A cell's value for the side to move: "wins at once", "wins in 3", "draws",
    "loses in 5", or the engine's score ("score +57", "score at most +57")."""
    if is_proven(value):
        plies = int(WIN - abs(value))
        if value > 0:
            return (
                Readings.tr("wins at once")
                if plies == 1
                else Readings.tr("wins in %n", None, plies)
            )
        return Readings.tr("loses in %n", None, plies)
    if exact:
        return Readings.tr("draws")
    score = f"{value:+.0f}"
    return fill(Readings.tr("score at most %1") if bound else Readings.tr("score %1"), score)


def value_words(verdict: Verdict | None) -> str:
    """An empty board's value: "a draw with perfect play", "the first player wins in 11"."""
    if verdict is None:
        return Readings.tr("not proven")
    if verdict.winner is None:
        return translated(PERFECT_DRAW)  # the engine's words, as the winners' are
    first = verdict.winner is Mark.X
    if not verdict.exact_distance:
        return translated(FIRST_WINS) if first else translated(SECOND_WINS)
    return (
        Readings.tr("the first player wins in %n", None, verdict.plies)
        if first
        else Readings.tr("the second player wins in %n", None, verdict.plies)
    )


def board_words(rules: Rules, verdict: Verdict | None) -> str:
    """ "3x3: a draw with perfect play", "6x5, 4 in a row: the first player wins" (with
    "in 11" when that is the exact distance)."""
    if rules.width == rules.height == rules.k:
        name = fill(Readings.tr("%1x%2"), rules.width, rules.height)
    else:
        name = fill(translated(BOARD_AND_K), rules.width, rules.height, rules.k)
    return fill(Readings.tr("%1: %2"), name, value_words(verdict))


def words_for(reading: Reading, move: Move, *, width: bool = True) -> str | None:
    """What the hint says about one cell, or None when it has no value; with ``width``,
    how many other moves are as good."""
    option = reading.values.get(move)
    if option is None:
        return None
    text = option_words(option.value, reading.is_exact(move), bound=reading.is_bound(move))
    if width and option.width and not reading.is_bound(move):
        text = fill(Readings.tr("%1 (like %n other move(s))", None, option.width), text)
    return text


def line_words(reading: Reading, move: Move, rules: Rules) -> str:
    """ "h8: wins in 3", for the message bar."""
    return fill(
        Readings.tr("%1: %2"),
        cell_name(move, rules),
        words_for(reading, move) or Readings.tr("not considered"),
    )
