"""Game records: save and load games in our format and in the formats others use.

* :func:`save` ``(path, game, players=None)`` writes a game atomically in the
  format the path's extension names; :func:`load` ``(path)`` reads one back as a
  :class:`GameRecord` (``.game``, ``.players``, ``.outcome``, ``.result``,
  ``.help``, ``.kind``).  :func:`loads` / :func:`dumps` do the same with text.
* The formats, one module each, chosen from one table (:mod:`.formats`):

  =========== ============== ==========================================================
  extension   module         what it holds
  =========== ============== ==========================================================
  .ttt .json  :mod:`.native`  our versioned JSON: rules, set-up start, moves, players,
                              help taken, the outcome with its termination and reason
  .txt        :mod:`.diagram` a board diagram (TRYST'98's "game situation"): a position
  .psq        :mod:`.psq`     Piskvork / Gomocup: Gomoku (k = 5), moves with times
  .sgf        :mod:`.sgf`     SGF ``GM[4]``: moves, set-up stones, names, result
  =========== ============== ==========================================================

  A file with another extension is recognised by its content.

Loading checks everything and raises :class:`GameFileError` (a ``ValueError``)
whose message names the field (``moves[3]: ...``) or the line (``line 4: ...``)
that is wrong; as data, its ``place`` and ``problem`` (a :class:`Fault` and its
arguments, which the window words in the player's language).  Nothing is returned
unless the whole file is good.  A file that cannot be read at all (missing, a folder,
a named pipe, no permission) is a GameFileError too, with any ``OSError`` as its
``__cause__``.  ``save`` lets
``OSError`` through when the file cannot be written.

No Qt here: the package sits just above ``tictactoe.game``.
"""

from __future__ import annotations

from tictactoe.records.diagram import parse_diagram, to_diagram
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.formats import (
    FORMATS,
    Format,
    dumps,
    format_for,
    format_named,
    load,
    loads,
    save,
    sniff,
)
from tictactoe.records.help import Aid, Help
from tictactoe.records.model import MAX_NAME_LENGTH, GameRecord
from tictactoe.records.native import FORMAT, RESULTS, VERSION, from_json, to_json
from tictactoe.records.text import MAX_FILE_BYTES


def from_psq(text: str) -> GameRecord:
    """A Piskvork .psq game from its text."""
    return loads(text, format="psq")


def from_sgf(text: str) -> GameRecord:
    """An SGF (GM[4]) game from its text."""
    return loads(text, format="sgf")


__all__ = [
    "FORMAT",
    "FORMATS",
    "Aid",
    "Fault",
    "Format",
    "GameFileError",
    "GameRecord",
    "Help",
    "MAX_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "RESULTS",
    "VERSION",
    "dumps",
    "format_for",
    "format_named",
    "from_json",
    "from_psq",
    "from_sgf",
    "load",
    "loads",
    "parse_diagram",
    "save",
    "sniff",
    "to_diagram",
    "to_json",
]
