"""A game file's problems (:class:`tictactoe.records.Fault`) in the language chosen (issue 41).

One entry per kind: a function of the problem's arguments giving its sentence, where
``%1``, ``%2``... stand for the arguments in order (``%n``: a count that chooses the plural
form); :mod:`~tictactoe.ui.words.problem_words` fills them in.  The English is the records'
own, so the window says in English what the command line says (a test compares them, kind
by kind).  A field of our JSON (``moves[3]``), a property of SGF (``PL``) and what the file
holds stay as they are: they are the file's, not ours.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.records.errors import Fault
from tictactoe.ui.words.translation import Words

GameFile = Words("GameFile")

FILE_WORDS: dict[Fault, Callable[[tuple], str]] = {
    Fault.LINE: lambda a: GameFile.tr("line %1"),
    Fault.LINE_COLUMN: lambda a: GameFile.tr("line %1, column %2"),
    Fault.LINES: lambda a: GameFile.tr("lines %1-%2"),
    Fault.A_LIST: lambda a: GameFile.tr("a list"),
    Fault.AN_OBJECT: lambda a: GameFile.tr("an object"),
    Fault.LONG_NUMBER: lambda a: GameFile.tr("a number with %n digit(s)", None, a[0]),
    Fault.NESTED: lambda a: GameFile.tr("%1 nested too deeply"),
    Fault.TOO_LARGE: lambda a: GameFile.tr(
        "too large (over %1 MB): a game record is a few kilobytes"
    ),
    Fault.CANNOT_READ: lambda a: GameFile.tr("cannot read the file: %1"),
    Fault.EMPTY: lambda a: GameFile.tr("the file is empty"),
    Fault.BINARY: lambda a: GameFile.tr(
        "this is a binary file, not a game record or a board diagram"
    ),
    Fault.NOT_UTF8: lambda a: GameFile.tr("not UTF-8 text (a binary file?)"),
    Fault.CONTROLS_BINARY: lambda a: GameFile.tr("holds control characters (a binary file?)"),
    Fault.NUL_TEXT: lambda a: GameFile.tr("the text holds binary data (NUL characters)"),
    Fault.MISNAMED: lambda a: GameFile.tr(
        "the file is named %1 (%2) but holds what looks like %3: rename it %4"
    ),
    Fault.MISSING: lambda a: GameFile.tr("missing"),
    Fault.TWICE: lambda a: GameFile.tr("appears twice"),
    Fault.WHOLE_NUMBER: lambda a: GameFile.tr("must be a whole number, not %1"),
    Fault.COUNT_RANGE: lambda a: GameFile.tr("must be a whole number from 0 to %1, not %2"),
    Fault.NUMBER_RANGE: lambda a: GameFile.tr("must be a number from %1 to %2, not %3"),
    Fault.NOT_STRING: lambda a: GameFile.tr("must be a string, not %1"),
    Fault.NOT_LIST: lambda a: GameFile.tr("must be a list, not %1"),
    Fault.NOT_OBJECT: lambda a: GameFile.tr("must be an object, not %1"),
    Fault.TRUE_FALSE: lambda a: GameFile.tr("must be true or false, not %1"),
    Fault.ONE_OF: lambda a: GameFile.tr("must be one of %1, not %2"),
    Fault.MARK_VALUE: lambda a: GameFile.tr('must be "X" or "O", not %1'),
    Fault.UNKNOWN_FIELD: lambda a: GameFile.tr("unknown field (known: %1)"),
    Fault.TOO_LONG: lambda a: GameFile.tr("longer than %n character(s)", None, a[0]),
    Fault.CONTROL_CHARACTERS: lambda a: GameFile.tr("holds control characters"),
    Fault.LONE_SURROGATE: lambda a: GameFile.tr(
        "holds an invalid character (a lone surrogate, U+%1)"
    ),
    Fault.UNKNOWN_SIDE: lambda a: GameFile.tr("unknown side: use X and O"),
    Fault.TOO_MANY: lambda a: GameFile.tr("holds %1 entries; at most %2 fit here"),
    Fault.PAIR: lambda a: GameFile.tr("must be a pair of whole numbers [x, y], not %1"),
    Fault.NOT_JSON: lambda a: GameFile.tr("not valid JSON: %1"),
    Fault.HELP_NOT_JSON: lambda a: GameFile.tr("not valid JSON"),
    Fault.TRUNCATED_JSON: lambda a: GameFile.tr("the file ends too early (is it truncated?)"),
    Fault.TOO_DEEP: lambda a: GameFile.tr("the JSON is nested too deeply"),
    Fault.NOT_A_RECORD: lambda a: GameFile.tr("a game record must be a JSON object, not %1"),
    Fault.NO_FORMAT: lambda a: GameFile.tr(
        'missing: is this a game record? (expected "format": "%1")'
    ),
    Fault.OTHER_FORMAT: lambda a: GameFile.tr("expected %1, found %2"),
    Fault.NEWER_VERSION: lambda a: GameFile.tr(
        "version %1 is not supported (written by a newer program?); this program reads version %2"
    ),
    Fault.OLDER_VERSION: lambda a: GameFile.tr(
        "version %1 is not supported; this program reads version %2"
    ),
    Fault.UNKNOWN_TOP_FIELD: lambda a: GameFile.tr("unknown field (known fields: %1)"),
    Fault.HINTS_AND_HELP: lambda a: GameFile.tr(
        'given beside "help", which holds the hints since it exists: keep one'
    ),
    Fault.RULES_SHAPE: lambda a: GameFile.tr(
        'must be an object like {"width": 3, "height": 3, "k": 3}, not %1'
    ),
    Fault.START_SHAPE: lambda a: GameFile.tr('must be null or an object {"rows": [...]}'),
    Fault.ROWS_SHAPE: lambda a: GameFile.tr("must be a list of strings, not %1"),
    Fault.MOVES_SHAPE: lambda a: GameFile.tr("must be a list of [x, y] pairs, not %1"),
    Fault.PLAYERS_SHAPE: lambda a: GameFile.tr(
        'must be an object like {"X": "name", "O": "name"}, not %1'
    ),
    Fault.HINTS_SHAPE: lambda a: GameFile.tr('must be an object like {"X": 0, "O": 2}, not %1'),
    Fault.HELP_SHAPE: lambda a: GameFile.tr('must be an object like {"X": {"hint": 1}}, not %1'),
    Fault.SIDE_HELP_SHAPE: lambda a: GameFile.tr('must be an object like {"hint": 1}, not %1'),
    Fault.UNKNOWN_HELP: lambda a: GameFile.tr("unknown kind of help (known: %1)"),
    Fault.OUTCOME_SHAPE: lambda a: GameFile.tr(
        'must be an object like {"termination": "line", "winner": "X"}, not %1'
    ),
    Fault.RESULT_VALUE: lambda a: GameFile.tr('must be "X", "O", "draw" or null, not %1'),
    Fault.WINNER_VALUE: lambda a: GameFile.tr('must be "X", "O" or null, not %1'),
    Fault.NEEDS_WINNER: lambda a: GameFile.tr("an outcome by %1 needs a winner"),
    Fault.DRAW_NO_WINNER: lambda a: GameFile.tr("an outcome by %1 is a draw: it has no winner"),
    Fault.RESULT_DISAGREES: lambda a: GameFile.tr("%1 disagrees with the outcome (%2)"),
    Fault.NOT_OVER_RESULT: lambda a: GameFile.tr("null (not over)"),
    Fault.IMPOSSIBLE_START: lambda a: GameFile.tr("impossible start position: %1"),
    Fault.IMPOSSIBLE: lambda a: GameFile.tr("impossible position: %1"),
    Fault.MORE_THAN_ZERO: lambda a: GameFile.tr("must be more than 0 (or null: no limit)"),
    Fault.POSITIONS_COUNT: lambda a: GameFile.tr(
        "must hold %1 positions (one more than the moves judged), not %2"
    ),
    Fault.CANNOT_PLAY: lambda a: GameFile.tr("%1 cannot be played there: %2"),
    Fault.OFF_BOARD: lambda a: GameFile.tr("%1 is not on the %2x%3 board (from %4 to %5)"),
    Fault.TAKEN: lambda a: GameFile.tr("%1 is already taken by %2"),
    Fault.FORBIDDEN: lambda a: GameFile.tr("%1 is forbidden to Black under %2: %3"),
    Fault.AFTER_END: lambda a: GameFile.tr("%1 is a move after the end (%2)"),
    Fault.AFTER_OVER: lambda a: GameFile.tr("%1 is a move after the end (the game is over)"),
    Fault.OUTCOME_CONTRADICTS: lambda a: GameFile.tr("%1 contradicts the moves: %2", "an outcome"),
    Fault.RESULT_CONTRADICTS: lambda a: GameFile.tr("%1 contradicts the moves: %2"),
    Fault.GAME_NOT_OVER: lambda a: GameFile.tr("the game is not over"),
    Fault.ENDS_IN_DRAW: lambda a: GameFile.tr("the moves end in a draw"),
    Fault.ENDS_WITH_WIN: lambda a: GameFile.tr("the moves end with %1 winning"),
    Fault.ENDED: lambda a: GameFile.tr("the game ended: %1"),
    Fault.NOT_DEAD: lambda a: GameFile.tr(
        "a draw can be called only when nobody can complete a line any more"
    ),
    Fault.DEAD_NOT_AGREED: lambda a: GameFile.tr(
        "nobody can complete a line any more: the draw is called, not agreed"
    ),
    Fault.NO_BOARD: lambda a: GameFile.tr("no board found: write rows of X, O and '.'"),
    Fault.ROWS_HEIGHT: lambda a: GameFile.tr("has %n row(s) but the board is %2 high", None, a[0]),
    Fault.NOT_A_CELL: lambda a: GameFile.tr("%1 is not a cell: use X, O or '.'"),
    Fault.ZERO_NOT_O: lambda a: GameFile.tr(
        "%1 is not a cell: use X, O or '.' (zero is not the letter O)"
    ),
    Fault.CELLS_WIDTH: lambda a: GameFile.tr("has %n cell(s) but the board is %2 wide", None, a[0]),
    Fault.ROW_FIRST: lambda a: GameFile.tr("the row has %1 cells but the first row (%2) has %3"),
    Fault.TOO_WIDE: lambda a: GameFile.tr("the board is %1 cells wide; at most %2 are allowed"),
    Fault.TOO_HIGH: lambda a: GameFile.tr("the board is %1 cells high; at most %2 are allowed"),
    Fault.HEADER_AFTER_BOARD: lambda a: GameFile.tr(
        "header lines such as 'k=4' must come before the board"
    ),
    Fault.UNKNOWN_SETTING: lambda a: GameFile.tr("unknown setting %1 (known: k, rule, to_move)"),
    Fault.SET_TWICE: lambda a: GameFile.tr("%1 is set twice (first on line %2)"),
    Fault.BLANK_IN_BOARD: lambda a: GameFile.tr(
        "blank line inside the board: the rows must be together"
    ),
    Fault.TURN_COUNTS: lambda a: GameFile.tr(
        "%1 cannot be to move: X has %2 marks and O has %3, so it is %4's turn (X moves first)"
    ),
    Fault.K_NOT_NUMBER: lambda a: GameFile.tr("k must be a whole number, not %1"),
    Fault.K_ASKED: lambda a: GameFile.tr("k=%1 here, but k=%2 was asked for"),
    Fault.K_RANGE: lambda a: GameFile.tr("k must be between 1 and %1 on a %2x%3 board, not %4"),
    Fault.SIDE_VALUE: lambda a: GameFile.tr("the side to move must be X or O, not %1"),
    Fault.TO_MOVE_ASKED: lambda a: GameFile.tr("to_move=%1 was asked for, but the file says %2"),
    Fault.DIAGRAM_AGREED: lambda a: GameFile.tr(
        "a board diagram holds the position, not a draw by agreement: save "
        "this game as .ttt or .sgf"
    ),
    Fault.PSQ_HEADER: lambda a: GameFile.tr(
        "expected a header like 'Piskvorky 15x15, 11:11, 0', not %1"
    ),
    Fault.PLAYS_WIDE: lambda a: GameFile.tr(
        "the board is %1 cells wide; this program plays 1 to %2"
    ),
    Fault.PLAYS_HIGH: lambda a: GameFile.tr(
        "the board is %1 cells high; this program plays 1 to %2"
    ),
    Fault.PSQ_NO_FIVE: lambda a: GameFile.tr(
        "a %1x%2 board cannot hold five in a row (a .psq game is Gomoku, k = 5)"
    ),
    Fault.MOVE_AFTER_TRAILER: lambda a: GameFile.tr(
        "a move after the move list ended (on line %1)"
    ),
    Fault.PSQ_OFF_BOARD: lambda a: GameFile.tr(
        "%1,%2 is not on the %3x%4 board (x 1..%5, y 1..%6)"
    ),
    Fault.PSQ_TIME: lambda a: GameFile.tr("the time must be milliseconds (a whole number), not %1"),
    Fault.CUT_SHORT: lambda a: GameFile.tr("the last move is cut short (is the file truncated?)"),
    Fault.EXPECTED_MOVE: lambda a: GameFile.tr("expected a move 'x,y,time', not %1"),
    Fault.PSQ_WON_START: lambda a: GameFile.tr(
        "a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf"
    ),
    Fault.PSQ_K: lambda a: GameFile.tr(
        "a .psq file holds Gomoku (five in a row); this game has k=%1: save it as .ttt"
    ),
    Fault.PSQ_AGREED: lambda a: GameFile.tr(
        "a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf"
    ),
    Fault.VARIATION_FIRST: lambda a: GameFile.tr(
        "a variation before any node: write '(;' then the moves"
    ),
    Fault.CLOSES_NOTHING: lambda a: GameFile.tr("')' closes nothing"),
    Fault.EMPTY_TREE: lambda a: GameFile.tr("an empty game tree '()': it needs at least one node"),
    Fault.NODE_OUTSIDE: lambda a: GameFile.tr(
        "a node outside a game tree: an SGF file starts with '(;'"
    ),
    Fault.NODE_AFTER_VARIATION: lambda a: GameFile.tr(
        "a node after a variation: nodes come before the variations of their tree"
    ),
    Fault.AFTER_LAST_TREE: lambda a: GameFile.tr("%1 after the last game tree"),
    Fault.NOT_SGF: lambda a: GameFile.tr("not an SGF file: it must start with '(;'"),
    Fault.OUT_OF_PLACE: lambda a: GameFile.tr(
        "%1 where a node ';', a variation '(' or its end ')' belongs"
    ),
    Fault.UNCLOSED_TREE: lambda a: GameFile.tr(
        "the file ends before every '(' is closed (is it truncated?)"
    ),
    Fault.NO_UPPER_CASE: lambda a: GameFile.tr("property %1 has no upper-case letters"),
    Fault.NO_VALUE: lambda a: GameFile.tr("property %1 has no value '[...]'"),
    Fault.PROPERTY_TWICE: lambda a: GameFile.tr("%1 appears twice in one node"),
    Fault.UNCLOSED_VALUE: lambda a: GameFile.tr(
        "the file ends inside a value '[...' (is it truncated?)"
    ),
    Fault.PL_VALUE: lambda a: GameFile.tr("PL must be B or W, not %1"),
    Fault.PL_TURN: lambda a: GameFile.tr("PL[%1] but the stones give the turn to %2"),
    Fault.SZ_NUMBER: lambda a: GameFile.tr("SZ must be a whole number, not %1"),
    Fault.KIR_NUMBER: lambda a: GameFile.tr("KIR (k in a row) must be a whole number, not %1"),
    Fault.NOT_GOMOKU: lambda a: GameFile.tr("GM[%1] is not Gomoku: this program reads GM[4] games"),
    Fault.SZ_FORM: lambda a: GameFile.tr("SZ must be n or w:h, not %1"),
    Fault.SGF_NO_FIVE: lambda a: GameFile.tr(
        "a %1x%2 board cannot hold five in a row: add KIR[k] for k in a row"
    ),
    Fault.UNKNOWN_RU: lambda a: GameFile.tr(
        "RU[%1] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro"
    ),
    Fault.PASS: lambda a: GameFile.tr("%1 is a pass: not a move in this game"),
    Fault.NOT_A_POINT: lambda a: GameFile.tr(
        "%1 is not a point: write two letters, column then row (aa is the top-left)"
    ),
    Fault.POINT_OFF_BOARD: lambda a: GameFile.tr("[%1] is not on the %2x%3 board"),
    Fault.STONE_THERE: lambda a: GameFile.tr("%1[%2]: the point has a stone already"),
    Fault.ROOT_ONLY: lambda a: GameFile.tr(
        "%1 after the first node: set-up and board properties belong in the root"
    ),
    Fault.B_AND_W: lambda a: GameFile.tr("B and W in one node: one move per node"),
    Fault.MOVE_VALUES: lambda a: GameFile.tr("%1 holds %2 values: a move is one"),
    Fault.WRONG_COLOUR: lambda a: GameFile.tr("%1[%2] but it is %3's turn"),
    Fault.RE_DRAW: lambda a: GameFile.tr("RE[%1] (a draw) contradicts the moves: %2 has a line"),
    Fault.RE_WINNER: lambda a: GameFile.tr("RE[%1] contradicts the moves: %2 has a line"),
    Fault.GC: lambda a: GameFile.tr("GC: %1"),
}
