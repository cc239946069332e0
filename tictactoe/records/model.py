"""What every format reads into: :class:`GameRecord`, and the checks the formats share.

The checks of player names, hint counters, moves and outcomes live here once, so
that a name or a move is judged the same way whatever file it came from.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tictactoe.game import Game, Mark, Move, Outcome, Rules, Termination
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.help import MAX_COUNT, Help
from tictactoe.records.text import kind
from tictactoe.swap import OpeningRefused, SwapRecord

MAX_NAME_LENGTH = 100
MAX_REASON_LENGTH = 200
SIDES = ("X", "O")


@dataclass(frozen=True)
class GameRecord:
    """A loaded game: the game (start position, moves and how it ended), player names,
    and what the format adds.

    ``kind`` names the format the game came from: ``"record"`` (our JSON),
    ``"diagram"`` (a board diagram: a position, no moves), ``"psq"`` or ``"sgf"``.
    ``help`` is the help each side took (:class:`~tictactoe.records.help.Help`: hints,
    the analysis panel, takebacks, ...; none when the file does not say).  ``times`` holds
    the thinking time of each move in milliseconds when the file has them (.psq), else it
    is empty.  ``rule_assumed``: the file does not say its rule and the game was read as
    freestyle (a .psq file always, an SGF file without ``RU[]``); the command line and the
    window say so.  ``opening``: how a game opened by swap or swap2 settled its colours
    (:class:`~tictactoe.swap.SwapRecord`; None for any other game).  ``review``: the review
    kept with the game (our format only; checked plain data, see
    :mod:`tictactoe.records.kept_review`), None when there is none.
    """

    game: Game
    players: dict[str, str] = field(default_factory=dict)
    kind: str = "record"
    help: Help = Help()
    times: tuple[int, ...] = ()
    rule_assumed: bool = False
    opening: SwapRecord | None = None
    review: Mapping[str, Any] | None = None

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (the game's own :meth:`Game.outcome`), None while in play."""
        return self.game.outcome()

    @property
    def result(self) -> str | None:
        """ "X", "O", "draw" or None: always what ``game.result()`` says."""
        return self.game.result()


# --- names and counters ---------------------------------------------------------------------


def check_name(name: Any, where: str | Problem) -> str:
    """A player name (or any short text) that every format can store: a string of at
    most MAX_NAME_LENGTH characters, no control characters, valid Unicode."""
    if not isinstance(name, str):
        raise GameFileError(where, Problem(Fault.NOT_STRING, (kind(name),)))
    if len(name) > MAX_NAME_LENGTH:
        raise GameFileError(where, Problem(Fault.TOO_LONG, (MAX_NAME_LENGTH,)))
    check_text(name, where)
    return name


def check_text(text: str, where: str | Problem) -> None:
    for ch in text:
        code = ord(ch)
        if code < 32 or code == 127:
            raise GameFileError(where, Problem(Fault.CONTROL_CHARACTERS))
        if 0xD800 <= code <= 0xDFFF:
            # JSON's "\ud800" escape makes one; UTF-8 cannot encode it, so such a name
            # could be loaded but never saved again.  Refused on both sides.
            raise GameFileError(where, Problem(Fault.LONE_SURROGATE, (code,)))


def check_players(value: Any, where: str = "players") -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise GameFileError(where, Problem(Fault.PLAYERS_SHAPE, (kind(value),)))
    names = {}
    for mark, name in value.items():
        mark = str(mark)
        if mark not in SIDES:
            raise GameFileError(f"{where}.{mark}", Problem(Fault.UNKNOWN_SIDE))
        names[mark] = check_name(name, f"{where}.{mark}")
    return names


def check_hints(value: Any, where: str = "hints") -> dict[str, int]:
    """The hint counters of files written before ``help`` (``{"X": 0, "O": 2}``)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise GameFileError(where, Problem(Fault.HINTS_SHAPE, (kind(value),)))
    counts = {}
    for mark, count in value.items():
        mark = str(mark)
        if mark not in SIDES:
            raise GameFileError(f"{where}.{mark}", Problem(Fault.UNKNOWN_SIDE))
        if type(count) is not int or not 0 <= count <= MAX_COUNT:
            raise GameFileError(
                f"{where}.{mark}", Problem(Fault.COUNT_RANGE, (MAX_COUNT, kind(count)))
            )
        counts[mark] = count
    return counts


def short_name(name: str) -> str:
    """A name from a foreign file, made storable: blanks folded, controls dropped, and a
    long one (an engine's full path) cut to its last part, or to MAX_NAME_LENGTH."""
    name = " ".join("".join(ch if ord(ch) >= 32 and ord(ch) != 127 else " " for ch in name).split())
    if len(name) > MAX_NAME_LENGTH:
        tail = name.replace("\\", "/").rsplit("/", 1)[-1]
        name = tail if 0 < len(tail) <= MAX_NAME_LENGTH else name[: MAX_NAME_LENGTH - 3] + "..."
    return name


# --- moves -------------------------------------------------------------------------------------


def play_moves(
    game: Game,
    moves: Iterable[Move],
    where: Callable[[int], str | Problem],
    label: Callable[[Move], str],
) -> None:
    """Play ``moves`` on ``game``; the first illegal one raises GameFileError at ``where(i)``.

    ``label`` writes a cell in the file's own notation (1-based for .psq, letters
    for SGF), so the message names the move as the file does.
    """
    for i, move in enumerate(moves):
        if game.is_legal(move):
            game.play(move)
            continue
        raise GameFileError(where(i), _illegal(game, move, label))


def _illegal(game: Game, move: Move, label: Callable[[Move], str]) -> Problem:
    """Why ``move`` (illegal) cannot be played, the move named as the file names it."""
    x, y = move
    if not (0 <= x < game.width and 0 <= y < game.height):
        corner = (game.width - 1, game.height - 1)
        return Problem(
            Fault.OFF_BOARD, (label(move), game.width, game.height, label((0, 0)), label(corner))
        )
    if game.at(move) is not None:
        return Problem(Fault.TAKEN, (label(move), game.at(move)))
    foul = None if game.is_over() else game.foul(move)
    if foul is not None:
        return Problem(Fault.FORBIDDEN, (label(move), game.rules.variant, foul))
    outcome = game.outcome()
    if outcome is not None:
        return Problem(Fault.AFTER_END, (label(move), outcome))
    return Problem(Fault.AFTER_OVER, (label(move),))


# --- how the game ended --------------------------------------------------------------------------


def apply_outcome(game: Game, outcome: Outcome, where: str | Problem) -> None:
    """Make ``game`` (its moves played) end as ``outcome`` says, or raise GameFileError.

    An end on the board (a line, a full board) must be what the moves show; a
    called dead draw, a draw by agreement or a forfeit is applied with :meth:`Game.end`.
    """
    actual = game.outcome()
    on_board = not outcome.termination.off_board
    if (actual != outcome) if on_board else (actual is not None):
        raise GameFileError(where, Problem(Fault.OUTCOME_CONTRADICTS, (outcome, board_truth(game))))
    if on_board:
        return
    try:
        game.end(outcome)
    except ValueError:  # a called draw on a board still open, or an agreed one on a dead one
        refused = {Termination.DEAD_DRAW: Fault.NOT_DEAD, Termination.AGREED: Fault.DEAD_NOT_AGREED}
        if outcome.termination not in refused:
            raise
        raise GameFileError(where, Problem(refused[outcome.termination])) from None


def board_truth(game: Game) -> Problem:
    """How the moves end, for a message saying that the file contradicts them."""
    actual = game.outcome()
    if actual is None:
        return Problem(Fault.GAME_NOT_OVER)
    if actual.termination is Termination.FULL_BOARD:
        return Problem(Fault.ENDS_IN_DRAW)
    if actual.termination is Termination.LINE:
        return Problem(Fault.ENDS_WITH_WIN, (actual.winner,))
    return Problem(Fault.ENDED, (actual,))


def common_losses(
    record: GameRecord,
    *,
    names: bool,
    help: bool,
    times: bool,
    off_board_end: bool,
    opening: bool = False,
    review: bool = False,
) -> list[str]:
    """What a format that keeps only some parts of a record leaves out, in words."""
    lost = []
    if not opening and record.opening is not None:
        lost.append(f"how the game opened (by {record.opening.kind.value})")
    if not names and record.players:
        lost.append("the player names")
    if not help and record.help:
        lost.append("the help taken (hints, takebacks, ...)")
    if not times and record.times and any(record.times):
        lost.append("the move times")
    outcome = record.game.outcome()
    if not off_board_end and outcome is not None and outcome.termination.off_board:
        lost.append(f"how the game ended ({outcome.describe()})")
    if not review and record.review is not None:
        lost.append("the review of the game")
    return lost


def refuse_agreed_draw(record: GameRecord, refusal: Fault) -> None:
    """A format that keeps only the position or the moves cannot carry a draw by
    agreement: read back, the game would be in play again, so it is refused
    (GameFileError, ``refusal`` saying what the format holds) before anything is written."""
    outcome = record.game.outcome()
    if outcome is not None and outcome.termination is Termination.AGREED:
        raise GameFileError(None, Problem(refusal))


def check_opening(opening: SwapRecord | None, game: Game, where: str | Problem) -> None:
    """GameFileError unless ``game`` can have opened as ``opening`` says."""
    if opening is not None:
        try:
            opening.check(game)
        except OpeningRefused as error:
            raise GameFileError(where, error.problem) from None


def dead_draw_outcome() -> Outcome:
    return Outcome(Termination.DEAD_DRAW)


def forfeit(winner: Mark | str, reason: str = "") -> Outcome:
    return Outcome(Termination.FORFEIT, Mark(winner), reason)
