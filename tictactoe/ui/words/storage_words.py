"""The player's own files' troubles in the language chosen (issue 41): a kept game that
cannot be resumed (:class:`~tictactoe.storage.autosave.Unresumable`), a statistics file
proven damaged (:class:`~tictactoe.storage.statistics_file.Damage`), a file set aside
(:class:`~tictactoe.storage.files.SetAside`), the puzzle attempts
(:class:`~tictactoe.storage.puzzle_ratings.BadAttempts`), the person's own puzzles
(:class:`~tictactoe.coach.puzzle_store.Unlisted`: a line of the file,
:class:`~tictactoe.coach.puzzle.Unsolvable`: what is wrong in it,
:class:`~tictactoe.notation.Misread`: a cell that cannot be read) and how a game file says
it opened (:class:`~tictactoe.swap.Unopened`).  As in :mod:`~tictactoe.ui.words.file_words`:
``%1``... the arguments, ``%n`` a count.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.coach.puzzle import Unsolvable
from tictactoe.coach.puzzle_store import Unlisted
from tictactoe.notation import Misread
from tictactoe.problems import Kind
from tictactoe.storage.autosave import Unresumable
from tictactoe.storage.files import SetAside
from tictactoe.storage.puzzle_ratings import BadAttempts
from tictactoe.storage.statistics_file import Damage
from tictactoe.swap import Unopened
from tictactoe.ui.words.translation import Words

Storage = Words("Storage")

STORAGE_WORDS: dict[Kind, Callable[[tuple], str]] = {
    Unresumable.NOT_JSON: lambda a: Storage.tr("not valid JSON (%1)"),
    Unresumable.NOT_AUTOSAVE: lambda a: Storage.tr('not an autosave (no "format": "%1")'),
    Unresumable.VERSION: lambda a: Storage.tr(
        "version %1 is not supported (this program reads version %2)"
    ),
    Unresumable.NEWER: lambda a: Storage.tr(
        "kept by a newer version of the game (version %1; this one reads version %2)"
    ),
    Unresumable.THE_GAME: lambda a: Storage.tr("the game: %1"),
    Unresumable.NO_PLAYERS: lambda a: Storage.tr("the game does not name both players"),
    Unresumable.UNREADABLE: lambda a: Storage.tr("%1: %2"),
    Unresumable.OS_ERROR: lambda a: Storage.tr("%1"),
    Unresumable.NOT_UTF8: lambda a: Storage.tr("not UTF-8 text"),
    Unresumable.SERIES_SHAPE: lambda a: Storage.tr("series must be an object"),
    Unresumable.SERIES_UNKNOWN: lambda a: Storage.tr("series: unknown field %1"),
    Unresumable.SERIES_MISSING: lambda a: Storage.tr("series.%1 is missing"),
    Unresumable.SERIES_NOT_LIST: lambda a: Storage.tr("series.%1 must be a list"),
    Unresumable.NOT_A_SPEC: lambda a: Storage.tr("%1 must be a player spec, not %2"),
    Unresumable.STARTER: lambda a: Storage.tr("starter must be one of %1, not %2"),
    Unresumable.GAMES: lambda a: Storage.tr("games must be a whole number from 1 to %1, not %2"),
    Unresumable.RESULTS: lambda a: Storage.tr("%1 must be a list of 0, 1 and 2, not %2"),
    Unresumable.TOO_MANY_RESULTS: lambda a: Storage.tr("%1 results for a series of %2 games"),
    Unresumable.SESSION: lambda a: Storage.tr("session: too many results"),
    Unresumable.STATISTICS_ID: lambda a: Storage.tr("statistics_id must be a whole number, not %1"),
    Unresumable.OPENING: lambda a: Storage.tr("opening must be one of %1, not %2"),
    Unresumable.UNDER_WAY: lambda a: Storage.tr("the opening under way: %1"),
    Damage.QUICK_CHECK: lambda a: Storage.tr("the database is damaged: %1"),
    Damage.NEWER: lambda a: Storage.tr("written by a newer program (schema %1)"),
    Damage.LACKS: lambda a: Storage.tr("the games table lacks %1"),
    SetAside.PUZZLES: lambda a: Storage.tr(
        "Your puzzles could not be read (%1); the file was set aside as %2"
    ),
    SetAside.PUZZLES_STAYED: lambda a: Storage.tr(
        "Your puzzles could not be read (%1) nor set aside"
    ),
    SetAside.ATTEMPTS: lambda a: Storage.tr(
        "The puzzle attempts could not be read (%1); the file was set aside as %2"
    ),
    SetAside.ATTEMPTS_STAYED: lambda a: Storage.tr(
        "The puzzle attempts could not be read (%1) nor set aside"
    ),
    SetAside.PROOFS: lambda a: Storage.tr(
        "The proven values could not be read (%1); the file was set aside as %2"
    ),
    SetAside.PROOFS_STAYED: lambda a: Storage.tr(
        "The proven values could not be read (%1) nor set aside"
    ),
    BadAttempts.NOT_ATTEMPTS: lambda a: Storage.tr("not a puzzle attempts file"),
    BadAttempts.VERSION: lambda a: Storage.tr("version %1, not %2"),
    BadAttempts.NEWER: lambda a: Storage.tr(
        "The puzzle attempts were written by a newer version of the game (version %1); "
        "they are left as they are and this session's attempts are not kept"
    ),
    BadAttempts.NOT_A_LIST: lambda a: Storage.tr("attempts: not a list"),
    BadAttempts.BAD_ROW: lambda a: Storage.tr("attempts[%1]: not [puzzle id, 0 or 1, time]"),
    Unopened.UNKNOWN: lambda a: Storage.tr("unknown opening %1: the openings are %2"),
    Unopened.UNKNOWN_CHOICE: lambda a: Storage.tr("unknown choice %1: the choices are %2"),
    Unopened.CHOICES: lambda a: Storage.tr("%1 cannot open with the choices %2"),
    Unopened.NO_CHOICES: lambda a: Storage.tr("%1 cannot open with the choices none"),
    Unopened.SHAPE: lambda a: Storage.tr('must be an object with "kind" and "choices"'),
    Unopened.NAMES: lambda a: Storage.tr('"kind" is a name and "choices" a list of names'),
    Unopened.SET_UP: lambda a: Storage.tr("a game opened by swap starts from the empty board"),
    Unopened.TOO_FEW_MOVES: lambda a: Storage.tr(
        "a %1 opening places %2 stones; the game has %3 moves"
    ),
    Unopened.STONE_ENDS_GAME: lambda a: Storage.tr("an opening stone may not end the game"),
    Unlisted.BAD_LINE: lambda a: Storage.tr("%1, line %2: %3"),
    Unlisted.UNREADABLE: lambda a: Storage.tr("%1: %2"),
    Unlisted.CANNOT_READ: lambda a: Storage.tr("%1: cannot read it (%2)"),
    Unlisted.NOT_UTF8: lambda a: Storage.tr("%1: not UTF-8 text"),
    Unsolvable.TOO_LONG: lambda a: Storage.tr("longer than %n character(s)", None, a[0]),
    Unsolvable.FIELDS: lambda a: Storage.tr("%1 fields, not 11 (or 12 with a rule)"),
    Unsolvable.UNKNOWN_KIND: lambda a: Storage.tr("unknown kind of puzzle %1"),
    Unsolvable.IMPOSSIBLE: lambda a: Storage.tr("an impossible position: %1"),
    Unsolvable.WRONG_ID: lambda a: Storage.tr("the id %1 does not name this position"),
    Unsolvable.AFTER_TREE: lambda a: Storage.tr("unexpected %1 after the tree"),
    Unsolvable.OVER: lambda a: Storage.tr("the game is over in the puzzle's position"),
    Unsolvable.LONGEST: lambda a: Storage.tr("the tree's longest line is not %1 plies"),
    Unsolvable.MOVE_AFTER: lambda a: Storage.tr("%1 after %2: %3"),
    Unsolvable.NO_WIN: lambda a: Storage.tr("%1 after %2 does not win"),
    Unsolvable.THE_START: lambda a: Storage.tr("the start"),
    Unsolvable.REPLY: lambda a: Storage.tr("the reply %1: %2"),
    Unsolvable.TOO_DEEP: lambda a: Storage.tr("the tree is deeper than %n move(s)", None, a[0]),
    Unsolvable.REPLY_SPACE: lambda a: Storage.tr(
        "a reply must be followed by a space and the next move"
    ),
    Unsolvable.TREE_END: lambda a: Storage.tr("expected ';' or ')' in the tree, not %1"),
    Unsolvable.TREE: lambda a: Storage.tr("the tree: %1"),
    Unsolvable.WHOLE: lambda a: Storage.tr("%1 must be a whole number, not %2"),
    Unsolvable.NOT_A_DATE: lambda a: Storage.tr("not a date: %1"),
    Misread.ROW_ZERO: lambda a: Storage.tr("%1: rows are numbered from 1"),
    Misread.NOT_A_CELL: lambda a: Storage.tr(
        "%1 is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)"
    ),
    Misread.OFF_BOARD: lambda a: Storage.tr("%1 is not on the %2x%3 board"),
    Misread.MOVE: lambda a: Storage.tr("move %1: %2"),
}
