"""The one error of the records package: a file (or text) that cannot be loaded or written,
and what can be wrong with one, as data (:class:`Fault`: each kind with its English)."""

from __future__ import annotations

import enum
import os

from tictactoe import game
from tictactoe.problems import Kind, Problem
from tictactoe.sentences import QT_TRANSLATE_NOOP, translate


@enum.unique
class Fault(Kind):
    """What is wrong with a game file, and where; the window words each kind
    (``ui/words/problem_words.py``), the command line says its English."""

    # where: a line of the file (a field of our JSON is named as the file names it)
    LINE = QT_TRANSLATE_NOOP("GameFile", "line {}")
    LINE_COLUMN = QT_TRANSLATE_NOOP("GameFile", "line {}, column {}")
    LINES = QT_TRANSLATE_NOOP("GameFile", "lines {}-{}")
    # a JSON value described (the value itself, when short, is shown as it is)
    A_LIST = QT_TRANSLATE_NOOP("GameFile", "a list")
    AN_OBJECT = QT_TRANSLATE_NOOP("GameFile", "an object")
    LONG_NUMBER = translate("GameFile", "a number with {} digits", None, 1)
    NESTED = QT_TRANSLATE_NOOP("GameFile", "{} nested too deeply")
    # reading the file
    TOO_LARGE = QT_TRANSLATE_NOOP(
        "GameFile", "too large (over {} MB): a game record is a few kilobytes"
    )
    CANNOT_READ = QT_TRANSLATE_NOOP("GameFile", "cannot read the file: {}")
    EMPTY = QT_TRANSLATE_NOOP("GameFile", "the file is empty")
    BINARY = QT_TRANSLATE_NOOP(
        "GameFile", "this is a binary file, not a game record or a board diagram"
    )
    NOT_UTF8 = QT_TRANSLATE_NOOP("GameFile", "not UTF-8 text (a binary file?)")
    CONTROLS_BINARY = QT_TRANSLATE_NOOP("GameFile", "holds control characters (a binary file?)")
    NUL_TEXT = QT_TRANSLATE_NOOP("GameFile", "the text holds binary data (NUL characters)")
    MISNAMED = QT_TRANSLATE_NOOP(
        "GameFile",
        "the file is named {} ({.title}) but holds what looks like {.title}: rename it {}",
    )
    # any field
    MISSING = QT_TRANSLATE_NOOP("GameFile", "missing")
    TWICE = QT_TRANSLATE_NOOP("GameFile", "appears twice")
    WHOLE_NUMBER = QT_TRANSLATE_NOOP("GameFile", "must be a whole number, not {}")
    COUNT_RANGE = QT_TRANSLATE_NOOP("GameFile", "must be a whole number from 0 to {}, not {}")
    NUMBER_RANGE = QT_TRANSLATE_NOOP("GameFile", "must be a number from {:g} to {:g}, not {}")
    NOT_STRING = QT_TRANSLATE_NOOP("GameFile", "must be a string, not {}")
    NOT_LIST = QT_TRANSLATE_NOOP("GameFile", "must be a list, not {}")
    NOT_OBJECT = QT_TRANSLATE_NOOP("GameFile", "must be an object, not {}")
    TRUE_FALSE = QT_TRANSLATE_NOOP("GameFile", "must be true or false, not {}")
    ONE_OF = QT_TRANSLATE_NOOP("GameFile", "must be one of {}, not {}")
    MARK_VALUE = QT_TRANSLATE_NOOP("GameFile", 'must be "X" or "O", not {}')
    UNKNOWN_FIELD = QT_TRANSLATE_NOOP("GameFile", "unknown field (known: {})")
    TOO_LONG = translate("GameFile", "longer than {} characters", None, 1)
    CONTROL_CHARACTERS = QT_TRANSLATE_NOOP("GameFile", "holds control characters")
    LONE_SURROGATE = QT_TRANSLATE_NOOP(
        "GameFile", "holds an invalid character (a lone surrogate, U+{:04X})"
    )
    UNKNOWN_SIDE = QT_TRANSLATE_NOOP("GameFile", "unknown side: use X and O")
    TOO_MANY = QT_TRANSLATE_NOOP("GameFile", "holds {} entries; at most {} fit here")
    PAIR = QT_TRANSLATE_NOOP("GameFile", "must be a pair of whole numbers [x, y], not {}")
    # our JSON
    NOT_JSON = QT_TRANSLATE_NOOP("GameFile", "not valid JSON: {}")
    HELP_NOT_JSON = QT_TRANSLATE_NOOP("GameFile", "not valid JSON")
    TRUNCATED_JSON = QT_TRANSLATE_NOOP("GameFile", "the file ends too early (is it truncated?)")
    TOO_DEEP = QT_TRANSLATE_NOOP("GameFile", "the JSON is nested too deeply")
    NOT_A_RECORD = QT_TRANSLATE_NOOP("GameFile", "a game record must be a JSON object, not {}")
    NO_FORMAT = QT_TRANSLATE_NOOP(
        "GameFile", 'missing: is this a game record? (expected "format": "{}")'
    )
    OTHER_FORMAT = QT_TRANSLATE_NOOP("GameFile", "expected {!r}, found {}")
    NEWER_VERSION = QT_TRANSLATE_NOOP(
        "GameFile",
        "version {} is not supported (written by a newer program?); this program reads version {}",
    )
    OLDER_VERSION = QT_TRANSLATE_NOOP(
        "GameFile", "version {} is not supported; this program reads version {}"
    )
    UNKNOWN_TOP_FIELD = QT_TRANSLATE_NOOP("GameFile", "unknown field (known fields: {})")
    HINTS_AND_HELP = QT_TRANSLATE_NOOP(
        "GameFile", 'given beside "help", which holds the hints since it exists: keep one'
    )
    RULES_SHAPE = QT_TRANSLATE_NOOP(
        "GameFile", 'must be an object like {{"width": 3, "height": 3, "k": 3}}, not {}'
    )
    START_SHAPE = QT_TRANSLATE_NOOP("GameFile", 'must be null or an object {{"rows": [...]}}')
    ROWS_SHAPE = QT_TRANSLATE_NOOP("GameFile", "must be a list of strings, not {}")
    MOVES_SHAPE = QT_TRANSLATE_NOOP("GameFile", "must be a list of [x, y] pairs, not {}")
    PLAYERS_SHAPE = QT_TRANSLATE_NOOP(
        "GameFile", 'must be an object like {{"X": "name", "O": "name"}}, not {}'
    )
    HINTS_SHAPE = QT_TRANSLATE_NOOP("GameFile", 'must be an object like {{"X": 0, "O": 2}}, not {}')
    HELP_SHAPE = QT_TRANSLATE_NOOP(
        "GameFile", 'must be an object like {{"X": {{"hint": 1}}}}, not {}'
    )
    SIDE_HELP_SHAPE = QT_TRANSLATE_NOOP("GameFile", 'must be an object like {{"hint": 1}}, not {}')
    UNKNOWN_HELP = QT_TRANSLATE_NOOP("GameFile", "unknown kind of help (known: {})")
    OUTCOME_SHAPE = QT_TRANSLATE_NOOP(
        "GameFile", 'must be an object like {{"termination": "line", "winner": "X"}}, not {}'
    )
    RESULT_VALUE = QT_TRANSLATE_NOOP("GameFile", 'must be "X", "O", "draw" or null, not {}')
    WINNER_VALUE = QT_TRANSLATE_NOOP("GameFile", 'must be "X", "O" or null, not {}')
    NEEDS_WINNER = game.NEEDS_WINNER
    DRAW_NO_WINNER = game.DRAW_NO_WINNER
    RESULT_DISAGREES = QT_TRANSLATE_NOOP("GameFile", "{} disagrees with the outcome ({.phrase})")
    NOT_OVER_RESULT = QT_TRANSLATE_NOOP("GameFile", "null (not over)")
    IMPOSSIBLE_START = QT_TRANSLATE_NOOP("GameFile", "impossible start position: {}")
    IMPOSSIBLE = QT_TRANSLATE_NOOP("GameFile", "impossible position: {}")
    # the review kept with a game
    MORE_THAN_ZERO = QT_TRANSLATE_NOOP("GameFile", "must be more than 0 (or null: no limit)")
    POSITIONS_COUNT = QT_TRANSLATE_NOOP(
        "GameFile", "must hold {} positions (one more than the moves judged), not {}"
    )
    CANNOT_PLAY = QT_TRANSLATE_NOOP("GameFile", "{} cannot be played there: {}")
    # the moves and the end, in any format
    OFF_BOARD = QT_TRANSLATE_NOOP("GameFile", "{} is not on the {}x{} board (from {} to {})")
    TAKEN = QT_TRANSLATE_NOOP("GameFile", "{} is already taken by {}")
    FORBIDDEN = QT_TRANSLATE_NOOP("GameFile", "{} is forbidden to Black under {.value}: {.phrase}")
    AFTER_END = QT_TRANSLATE_NOOP("GameFile", "{} is a move after the end ({.phrase})")
    AFTER_OVER = QT_TRANSLATE_NOOP("GameFile", "{} is a move after the end (the game is over)")
    OUTCOME_CONTRADICTS = QT_TRANSLATE_NOOP("GameFile", "{.phrase} contradicts the moves: {}")
    RESULT_CONTRADICTS = QT_TRANSLATE_NOOP("GameFile", "{} contradicts the moves: {}")
    GAME_NOT_OVER = QT_TRANSLATE_NOOP("GameFile", "the game is not over")
    ENDS_IN_DRAW = QT_TRANSLATE_NOOP("GameFile", "the moves end in a draw")
    ENDS_WITH_WIN = QT_TRANSLATE_NOOP("GameFile", "the moves end with {} winning")
    ENDED = QT_TRANSLATE_NOOP("GameFile", "the game ended: {.phrase}")
    NOT_DEAD = game.NOT_DEAD
    DEAD_NOT_AGREED = game.DEAD_NOT_AGREED
    # rows of X, O and '.' (a set-up start, a board diagram)
    NO_BOARD = QT_TRANSLATE_NOOP("GameFile", "no board found: write rows of X, O and '.'")
    ROWS_HEIGHT = translate("GameFile", "has {} rows but the board is {} high", None, 1)
    # (a character of a row, not a cell's name as the notation reads one)
    NOT_A_CELL = QT_TRANSLATE_NOOP("GameFile", "{!r} is not a cell in a board row: use X, O or '.'")
    ZERO_NOT_O = QT_TRANSLATE_NOOP(
        "GameFile",
        "{!r} is not a cell in a board row: use X, O or '.' (zero is not the letter O)",
    )
    CELLS_WIDTH = translate("GameFile", "has {} cells but the board is {} wide", None, 1)
    ROW_FIRST = QT_TRANSLATE_NOOP("GameFile", "the row has {} cells but the first row ({}) has {}")
    TOO_WIDE = QT_TRANSLATE_NOOP("GameFile", "the board is {} cells wide; at most {} are allowed")
    TOO_HIGH = QT_TRANSLATE_NOOP("GameFile", "the board is {} cells high; at most {} are allowed")
    # board diagrams
    HEADER_AFTER_BOARD = QT_TRANSLATE_NOOP(
        "GameFile", "header lines such as 'k=4' must come before the board"
    )
    UNKNOWN_SETTING = QT_TRANSLATE_NOOP(
        "GameFile", "unknown setting {!r} (known: k, rule, to_move)"
    )
    SET_TWICE = QT_TRANSLATE_NOOP("GameFile", "{} is set twice (first on line {})")
    BLANK_IN_BOARD = QT_TRANSLATE_NOOP(
        "GameFile", "blank line inside the board: the rows must be together"
    )
    TURN_COUNTS = game.TURN_COUNTS
    K_NOT_NUMBER = QT_TRANSLATE_NOOP("GameFile", "k must be a whole number, not {!r}")
    K_ASKED = QT_TRANSLATE_NOOP("GameFile", "k={} here, but k={} was asked for")
    K_RANGE = QT_TRANSLATE_NOOP("GameFile", "k must be between 1 and {} on a {}x{} board, not {!r}")
    SIDE_VALUE = game.SIDE_VALUE
    TO_MOVE_ASKED = QT_TRANSLATE_NOOP("GameFile", "to_move={} was asked for, but the file says {}")
    DIAGRAM_AGREED = QT_TRANSLATE_NOOP(
        "GameFile",
        "a board diagram holds the position, not a draw by agreement: "
        "save this game as .ttt or .sgf",
    )
    # .psq files
    PSQ_HEADER = QT_TRANSLATE_NOOP(
        "GameFile", "expected a header like 'Piskvorky 15x15, 11:11, 0', not {!r}"
    )
    PLAYS_WIDE = QT_TRANSLATE_NOOP(
        "GameFile", "the board is {} cells wide; this program plays 1 to {}"
    )
    PLAYS_HIGH = QT_TRANSLATE_NOOP(
        "GameFile", "the board is {} cells high; this program plays 1 to {}"
    )
    PSQ_NO_FIVE = QT_TRANSLATE_NOOP(
        "GameFile", "a {}x{} board cannot hold five in a row (a .psq game is Gomoku, k = 5)"
    )
    MOVE_AFTER_TRAILER = QT_TRANSLATE_NOOP(
        "GameFile", "a move after the move list ended (on line {})"
    )
    PSQ_OFF_BOARD = QT_TRANSLATE_NOOP(
        "GameFile", "{},{} is not on the {}x{} board (x 1..{}, y 1..{})"
    )
    PSQ_TIME = QT_TRANSLATE_NOOP(
        "GameFile", "the time must be milliseconds (a whole number), not {!r}"
    )
    CUT_SHORT = QT_TRANSLATE_NOOP("GameFile", "the last move is cut short (is the file truncated?)")
    EXPECTED_MOVE = QT_TRANSLATE_NOOP("GameFile", "expected a move 'x,y,time', not {!r}")
    PSQ_WON_START = QT_TRANSLATE_NOOP(
        "GameFile",
        "a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf",
    )
    PSQ_K = QT_TRANSLATE_NOOP(
        "GameFile", "a .psq file holds Gomoku (five in a row); this game has k={}: save it as .ttt"
    )
    PSQ_AGREED = QT_TRANSLATE_NOOP(
        "GameFile",
        "a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf",
    )
    # SGF: the structure
    VARIATION_FIRST = QT_TRANSLATE_NOOP(
        "GameFile", "a variation before any node: write '(;' then the moves"
    )
    CLOSES_NOTHING = QT_TRANSLATE_NOOP("GameFile", "')' closes nothing")
    EMPTY_TREE = QT_TRANSLATE_NOOP(
        "GameFile", "an empty game tree '()': it needs at least one node"
    )
    NODE_OUTSIDE = QT_TRANSLATE_NOOP(
        "GameFile", "a node outside a game tree: an SGF file starts with '(;'"
    )
    NODE_AFTER_VARIATION = QT_TRANSLATE_NOOP(
        "GameFile", "a node after a variation: nodes come before the variations of their tree"
    )
    AFTER_LAST_TREE = QT_TRANSLATE_NOOP("GameFile", "{!r} after the last game tree")
    NOT_SGF = QT_TRANSLATE_NOOP("GameFile", "not an SGF file: it must start with '(;'")
    OUT_OF_PLACE = QT_TRANSLATE_NOOP(
        "GameFile", "{!r} where a node ';', a variation '(' or its end ')' belongs"
    )
    UNCLOSED_TREE = QT_TRANSLATE_NOOP(
        "GameFile", "the file ends before every '(' is closed (is it truncated?)"
    )
    NO_UPPER_CASE = QT_TRANSLATE_NOOP("GameFile", "property {!r} has no upper-case letters")
    NO_VALUE = QT_TRANSLATE_NOOP("GameFile", "property {} has no value '[...]'")
    PROPERTY_TWICE = QT_TRANSLATE_NOOP("GameFile", "{} appears twice in one node")
    UNCLOSED_VALUE = QT_TRANSLATE_NOOP(
        "GameFile", "the file ends inside a value '[...' (is it truncated?)"
    )
    # SGF: the properties
    PL_VALUE = QT_TRANSLATE_NOOP("GameFile", "PL must be B or W, not {!r}")
    PL_TURN = QT_TRANSLATE_NOOP("GameFile", "PL[{}] but the stones give the turn to {}")
    SZ_NUMBER = QT_TRANSLATE_NOOP("GameFile", "SZ must be a whole number, not {!r}")
    KIR_NUMBER = QT_TRANSLATE_NOOP("GameFile", "KIR (k in a row) must be a whole number, not {!r}")
    NOT_GOMOKU = QT_TRANSLATE_NOOP(
        "GameFile", "GM[{}] is not Gomoku: this program reads GM[4] games"
    )
    SZ_FORM = QT_TRANSLATE_NOOP("GameFile", "SZ must be n or w:h, not {!r}")
    SGF_NO_FIVE = QT_TRANSLATE_NOOP(
        "GameFile", "a {}x{} board cannot hold five in a row: add KIR[k] for k in a row"
    )
    UNKNOWN_RU = QT_TRANSLATE_NOOP(
        "GameFile",
        "RU[{}] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro",
    )
    PASS = QT_TRANSLATE_NOOP("GameFile", "{} is a pass: not a move in this game")
    NOT_A_POINT = QT_TRANSLATE_NOOP(
        "GameFile", "{} is not a point: write two letters, column then row (aa is the top-left)"
    )
    POINT_OFF_BOARD = QT_TRANSLATE_NOOP("GameFile", "[{}] is not on the {}x{} board")
    STONE_THERE = QT_TRANSLATE_NOOP("GameFile", "{}[{}]: the point has a stone already")
    ROOT_ONLY = QT_TRANSLATE_NOOP(
        "GameFile", "{} after the first node: set-up and board properties belong in the root"
    )
    B_AND_W = QT_TRANSLATE_NOOP("GameFile", "B and W in one node: one move per node")
    MOVE_VALUES = QT_TRANSLATE_NOOP("GameFile", "{} holds {} values: a move is one")
    WRONG_COLOUR = QT_TRANSLATE_NOOP("GameFile", "{}[{}] but it is {}'s turn")
    RE_DRAW = QT_TRANSLATE_NOOP("GameFile", "RE[{}] (a draw) contradicts the moves: {} has a line")
    RE_WINNER = QT_TRANSLATE_NOOP("GameFile", "RE[{}] contradicts the moves: {} has a line")
    GC = QT_TRANSLATE_NOOP("GameFile", "GC: {}")  # why the opening it names cannot be


def line(number: int) -> Problem:
    """Where: "line 4"."""
    return Problem(Fault.LINE, (number,))


class GameFileError(ValueError):
    """A game file or text that cannot be loaded; the message says where and why.

    As data: ``place`` is the field (``"moves[3]"``, named as the file names it) or the
    line (:func:`line`: ``line 4``) at fault, or None when the whole file is; ``problem``
    is what is wrong (a :class:`Fault` and its arguments).  ``where`` and ``reason`` are
    their English, and the message is ``path: where: reason``; ``path`` is the file, when
    there is one.  A game that a format cannot hold (a .psq file is five in a row only)
    is refused on saving with the same error.
    """

    def __init__(
        self,
        where: str | Problem | None,
        problem: Problem,
        path: str | os.PathLike[str] | None = None,
    ) -> None:
        self.place = where
        self.problem = problem
        self.where = None if where is None else str(where)
        self.reason = str(problem)
        self.path = None if path is None else str(path)
        parts = [p for p in (self.path, self.where, self.reason) if p]
        super().__init__(": ".join(parts))

    def with_path(self, path: str | os.PathLike[str]) -> GameFileError:
        return GameFileError(self.place, self.problem, path)
