"""The one error of the records package: a file (or text) that cannot be loaded or written,
and what can be wrong with one, as data (:class:`Fault`: each kind with its English)."""

from __future__ import annotations

import enum
import os

from tictactoe import game
from tictactoe.problems import Kind, Problem


@enum.unique
class Fault(Kind):
    """What is wrong with a game file, and where; the window words each kind
    (``ui/words/problem_words.py``), the command line says its English."""

    # where: a line of the file (a field of our JSON is named as the file names it)
    LINE = "line {}"
    LINE_COLUMN = "line {}, column {}"
    LINES = "lines {}-{}"
    # a JSON value described (the value itself, when short, is shown as it is)
    A_LIST = "a list"
    AN_OBJECT = "an object"
    LONG_NUMBER = "a number with {} digits"
    NESTED = "{} nested too deeply"
    # reading the file
    TOO_LARGE = "too large (over {} MB): a game record is a few kilobytes"
    CANNOT_READ = "cannot read the file: {}"
    EMPTY = "the file is empty"
    BINARY = "this is a binary file, not a game record or a board diagram"
    NOT_UTF8 = "not UTF-8 text (a binary file?)"
    CONTROLS_BINARY = "holds control characters (a binary file?)"
    NUL_TEXT = "the text holds binary data (NUL characters)"
    MISNAMED = "the file is named {} ({.title}) but holds what looks like {.title}: rename it {}"
    # any field
    MISSING = "missing"
    TWICE = "appears twice"
    WHOLE_NUMBER = "must be a whole number, not {}"
    COUNT_RANGE = "must be a whole number from 0 to {}, not {}"
    NUMBER_RANGE = "must be a number from {:g} to {:g}, not {}"
    NOT_STRING = "must be a string, not {}"
    NOT_LIST = "must be a list, not {}"
    NOT_OBJECT = "must be an object, not {}"
    TRUE_FALSE = "must be true or false, not {}"
    ONE_OF = "must be one of {}, not {}"
    MARK_VALUE = 'must be "X" or "O", not {}'
    UNKNOWN_FIELD = "unknown field (known: {})"
    TOO_LONG = "longer than {} characters"
    CONTROL_CHARACTERS = "holds control characters"
    LONE_SURROGATE = "holds an invalid character (a lone surrogate, U+{:04X})"
    UNKNOWN_SIDE = "unknown side: use X and O"
    TOO_MANY = "holds {} entries; at most {} fit here"
    PAIR = "must be a pair of whole numbers [x, y], not {}"
    # our JSON
    NOT_JSON = "not valid JSON: {}"
    HELP_NOT_JSON = "not valid JSON"
    TRUNCATED_JSON = "the file ends too early (is it truncated?)"
    TOO_DEEP = "the JSON is nested too deeply"
    NOT_A_RECORD = "a game record must be a JSON object, not {}"
    NO_FORMAT = 'missing: is this a game record? (expected "format": "{}")'
    OTHER_FORMAT = "expected {!r}, found {}"
    NEWER_VERSION = (
        "version {} is not supported (written by a newer program?); this program reads version {}"
    )
    OLDER_VERSION = "version {} is not supported; this program reads version {}"
    UNKNOWN_TOP_FIELD = "unknown field (known fields: {})"
    HINTS_AND_HELP = 'given beside "help", which holds the hints since it exists: keep one'
    RULES_SHAPE = 'must be an object like {{"width": 3, "height": 3, "k": 3}}, not {}'
    START_SHAPE = 'must be null or an object {{"rows": [...]}}'
    ROWS_SHAPE = "must be a list of strings, not {}"
    MOVES_SHAPE = "must be a list of [x, y] pairs, not {}"
    PLAYERS_SHAPE = 'must be an object like {{"X": "name", "O": "name"}}, not {}'
    HINTS_SHAPE = 'must be an object like {{"X": 0, "O": 2}}, not {}'
    HELP_SHAPE = 'must be an object like {{"X": {{"hint": 1}}}}, not {}'
    SIDE_HELP_SHAPE = 'must be an object like {{"hint": 1}}, not {}'
    UNKNOWN_HELP = "unknown kind of help (known: {})"
    OUTCOME_SHAPE = 'must be an object like {{"termination": "line", "winner": "X"}}, not {}'
    RESULT_VALUE = 'must be "X", "O", "draw" or null, not {}'
    WINNER_VALUE = 'must be "X", "O" or null, not {}'
    NEEDS_WINNER = game.NEEDS_WINNER
    DRAW_NO_WINNER = game.DRAW_NO_WINNER
    RESULT_DISAGREES = "{} disagrees with the outcome ({.phrase})"
    NOT_OVER_RESULT = "null (not over)"
    IMPOSSIBLE_START = "impossible start position: {}"
    IMPOSSIBLE = "impossible position: {}"
    # the review kept with a game
    MORE_THAN_ZERO = "must be more than 0 (or null: no limit)"
    POSITIONS_COUNT = "must hold {} positions (one more than the moves judged), not {}"
    CANNOT_PLAY = "{} cannot be played there: {}"
    # the moves and the end, in any format
    OFF_BOARD = "{} is not on the {}x{} board (from {} to {})"
    TAKEN = "{} is already taken by {}"
    FORBIDDEN = "{} is forbidden to Black under {.value}: {.phrase}"
    AFTER_END = "{} is a move after the end ({.phrase})"
    AFTER_OVER = "{} is a move after the end (the game is over)"
    OUTCOME_CONTRADICTS = "{.phrase} contradicts the moves: {}"
    RESULT_CONTRADICTS = "{} contradicts the moves: {}"
    GAME_NOT_OVER = "the game is not over"
    ENDS_IN_DRAW = "the moves end in a draw"
    ENDS_WITH_WIN = "the moves end with {} winning"
    ENDED = "the game ended: {.phrase}"
    NOT_DEAD = game.NOT_DEAD
    DEAD_NOT_AGREED = game.DEAD_NOT_AGREED
    # rows of X, O and '.' (a set-up start, a board diagram)
    NO_BOARD = "no board found: write rows of X, O and '.'"
    ROWS_HEIGHT = "has {} rows but the board is {} high"
    NOT_A_CELL = "{!r} is not a cell: use X, O or '.'"
    ZERO_NOT_O = "{!r} is not a cell: use X, O or '.' (zero is not the letter O)"
    CELLS_WIDTH = "has {} cells but the board is {} wide"
    ROW_FIRST = "the row has {} cells but the first row ({}) has {}"
    TOO_WIDE = "the board is {} cells wide; at most {} are allowed"
    TOO_HIGH = "the board is {} cells high; at most {} are allowed"
    # board diagrams
    HEADER_AFTER_BOARD = "header lines such as 'k=4' must come before the board"
    UNKNOWN_SETTING = "unknown setting {!r} (known: k, rule, to_move)"
    SET_TWICE = "{} is set twice (first on line {})"
    BLANK_IN_BOARD = "blank line inside the board: the rows must be together"
    TURN_COUNTS = game.TURN_COUNTS
    K_NOT_NUMBER = "k must be a whole number, not {!r}"
    K_ASKED = "k={} here, but k={} was asked for"
    K_RANGE = "k must be between 1 and {} on a {}x{} board, not {!r}"
    SIDE_VALUE = game.SIDE_VALUE
    TO_MOVE_ASKED = "to_move={} was asked for, but the file says {}"
    DIAGRAM_AGREED = (
        "a board diagram holds the position, not a draw by agreement: "
        "save this game as .ttt or .sgf"
    )
    # .psq files
    PSQ_HEADER = "expected a header like 'Piskvorky 15x15, 11:11, 0', not {!r}"
    PLAYS_WIDE = "the board is {} cells wide; this program plays 1 to {}"
    PLAYS_HIGH = "the board is {} cells high; this program plays 1 to {}"
    PSQ_NO_FIVE = "a {}x{} board cannot hold five in a row (a .psq game is Gomoku, k = 5)"
    MOVE_AFTER_TRAILER = "a move after the move list ended (on line {})"
    PSQ_OFF_BOARD = "{},{} is not on the {}x{} board (x 1..{}, y 1..{})"
    PSQ_TIME = "the time must be milliseconds (a whole number), not {!r}"
    CUT_SHORT = "the last move is cut short (is the file truncated?)"
    EXPECTED_MOVE = "expected a move 'x,y,time', not {!r}"
    PSQ_WON_START = (
        "a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf"
    )
    PSQ_K = "a .psq file holds Gomoku (five in a row); this game has k={}: save it as .ttt"
    PSQ_AGREED = (
        "a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf"
    )
    # SGF: the structure
    VARIATION_FIRST = "a variation before any node: write '(;' then the moves"
    CLOSES_NOTHING = "')' closes nothing"
    EMPTY_TREE = "an empty game tree '()': it needs at least one node"
    NODE_OUTSIDE = "a node outside a game tree: an SGF file starts with '(;'"
    NODE_AFTER_VARIATION = (
        "a node after a variation: nodes come before the variations of their tree"
    )
    AFTER_LAST_TREE = "{!r} after the last game tree"
    NOT_SGF = "not an SGF file: it must start with '(;'"
    OUT_OF_PLACE = "{!r} where a node ';', a variation '(' or its end ')' belongs"
    UNCLOSED_TREE = "the file ends before every '(' is closed (is it truncated?)"
    NO_UPPER_CASE = "property {!r} has no upper-case letters"
    NO_VALUE = "property {} has no value '[...]'"
    PROPERTY_TWICE = "{} appears twice in one node"
    UNCLOSED_VALUE = "the file ends inside a value '[...' (is it truncated?)"
    # SGF: the properties
    PL_VALUE = "PL must be B or W, not {!r}"
    PL_TURN = "PL[{}] but the stones give the turn to {}"
    SZ_NUMBER = "SZ must be a whole number, not {!r}"
    KIR_NUMBER = "KIR (k in a row) must be a whole number, not {!r}"
    NOT_GOMOKU = "GM[{}] is not Gomoku: this program reads GM[4] games"
    SZ_FORM = "SZ must be n or w:h, not {!r}"
    SGF_NO_FIVE = "a {}x{} board cannot hold five in a row: add KIR[k] for k in a row"
    UNKNOWN_RU = (
        "RU[{}] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro"
    )
    PASS = "{} is a pass: not a move in this game"
    NOT_A_POINT = "{} is not a point: write two letters, column then row (aa is the top-left)"
    POINT_OFF_BOARD = "[{}] is not on the {}x{} board"
    STONE_THERE = "{}[{}]: the point has a stone already"
    ROOT_ONLY = "{} after the first node: set-up and board properties belong in the root"
    B_AND_W = "B and W in one node: one move per node"
    MOVE_VALUES = "{} holds {} values: a move is one"
    WRONG_COLOUR = "{}[{}] but it is {}'s turn"
    RE_DRAW = "RE[{}] (a draw) contradicts the moves: {} has a line"
    RE_WINNER = "RE[{}] contradicts the moves: {} has a line"
    GC = "GC: {}"  # why the opening it names cannot be


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
