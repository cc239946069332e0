"""Our own format: small versioned JSON (``.ttt``, ``.json``).

::

    {
      "format": "tictactoe-mnk",
      "version": 1,
      "rules": {"width": 3, "height": 3, "k": 3},
      "start": null,
      "moves": [[1, 1], [0, 0], [2, 2]],
      "players": {"X": "Ann", "O": "Perfect AI"},
      "help": {"O": {"hint": 2}},
      "opening": {"kind": "swap2", "choices": ["two", "black"]},
      "review": {"seconds": 0.5, "first": 0, "positions": [...], "moves": [...]},
      "result": "draw",
      "outcome": {"termination": "dead draw", "winner": null}
    }

``rules`` holds ``"rule"`` too ("standard", "renju" or "caro") unless the rule is
freestyle: a file without it (every file written before there were rules) is a
freestyle game.  ``start`` is null or ``{"rows": ["X..", ".O.", "..."]}`` (a set-up
position the moves continue from).  ``players`` and ``help`` (the help each side took,
by kind: ``hint``, ``analysis``, ``engine``, ``takeback``, ``start``; see
:mod:`tictactoe.records.help`) may be left out.  Files written before ``help`` existed
have ``hints`` instead (``{"X": 0, "O": 2}``: hints by side); they read as that help,
and a file with both is refused.  ``opening`` (only in a game opened by swap or swap2)
says how the colours were settled: the kind and the choices made, in order ("black" or
"white": the responder's colour; "two" then a colour: swap2's two more stones, then the
proposer's colour), the stones being the first three or five moves
(:class:`tictactoe.swap.SwapRecord`).  ``review`` (may be left out): the review of the
game, every move judged (:mod:`tictactoe.records.kept_review` says what it holds and checks
it against the moves).  ``result`` is "X", "O", "draw" or null (in play).
``outcome`` is written once the game is over: its ``termination`` ("line", "full
board", "no move", "dead draw", "forfeit" or "agreed draw"), ``winner`` ("X", "O" or
null) and, for a forfeit, a ``reason``.  A called dead draw, a draw by agreement and a
forfeit exist only in the outcome, so a reopened game ends exactly as it did.  Files
without ``outcome`` (written before it existed) still load: their ``result`` must agree
with the moves, and "draw" on a board nobody can win any more reopens as a called draw.

The version is the oldest that holds the game, so every file says who may read it:

* **1**, the fields version 0.1.0 knows (``format``, ``version``, ``rules`` without a rule,
  ``start``, ``moves``, ``players``, ``hints``, ``result``, ``outcome`` ending by a line, a
  full board, a called draw or a forfeit).  A freestyle game with no help but hints, no
  opening and no review is written so (its hints as ``hints``): 0.1.0 opens and resumes it.
* **2**, anything else (``help``, ``opening``, ``review``, ``rules.rule``, "no move" and
  "agreed draw"): version 0.1.0 refuses it ("version 2 is not supported (written by a
  newer program?)") rather than misread it (a renju game read as freestyle would let
  Black win by an overline).

A reader reads every version up to its own with the same fields (files of either number
written before 0.2.0 may hold any of them) and refuses a newer one; a field it does not
know is refused in any version.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from tictactoe.game import (
    Game,
    ImpossiblePosition,
    Outcome,
    Position,
    Rules,
    RulesError,
    Termination,
    Variant,
)
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError, line
from tictactoe.records.help import Aid, Help
from tictactoe.records.kept_review import check_review
from tictactoe.records.model import (
    MAX_REASON_LENGTH,
    GameRecord,
    apply_outcome,
    board_truth,
    check_hints,
    check_opening,
    check_players,
    check_text,
    common_losses,
    dead_draw_outcome,
    play_moves,
)
from tictactoe.records.rows import position_from_rows_checked
from tictactoe.records.text import check_size, kind, show
from tictactoe.swap import OpeningRefused, SwapRecord

FORMAT = "tictactoe-mnk"
VERSION = 2  # the newest version, read and written
FIRST = 1  # what version 0.1.0 reads: written whenever it holds the whole game
_FIRST_TERMINATIONS = ("line", "full board", "dead draw", "forfeit")
RESULTS = ("X", "O", "draw")
_FIELDS = (
    "format",
    "version",
    "rules",
    "start",
    "moves",
    "players",
    "help",
    "hints",
    "opening",
    "review",
    "result",
    "outcome",
)
_REQUIRED = ("format", "version", "rules", "moves", "result")
_TERMINATIONS = tuple(t.value for t in Termination)
_RULES = tuple(v.value for v in Variant)


# --- writing ----------------------------------------------------------------------------


def to_json(
    game: Game,
    players: Mapping[str, str] | None = None,
    *,
    result: str | None = None,
    help: Help | None = None,
    opening: SwapRecord | None = None,
    review: Mapping[str, Any] | None = None,
) -> str:
    """The game as a record (text ending in a newline), of the oldest version that holds
    it (:data:`FIRST` when version 0.1.0 can read it whole).

    The result and outcome come from ``game.outcome()``; ``review`` is the game's
    review as data (checked against the moves first, so the file reads back).  ``result="draw"``
    on a game in play that nobody can win any more records it as a called dead draw
    (as :meth:`Game.end` would).  Invalid names, or a result that
    contradicts the game, raise GameFileError (a ``ValueError``).
    """
    if result is not None:
        game = settle_result(game, result)
    names = check_players(players)
    taken = help.to_data() if help else {}
    check_opening(opening, game, "opening")
    kept = check_review(review, game) if review is not None else None
    rules = game.rules
    start = game.start
    first = first_version_holds(game, help, opening, kept)
    lines = [
        "{",
        f'  "format": {json.dumps(FORMAT)},',
        f'  "version": {FIRST if first else VERSION},',
        f'  "rules": {_rules_json(rules)},',
    ]
    if start.x_bits or start.o_bits:
        rows = ",\n".join(f"    {json.dumps(row)}" for row in start.rows())
        lines.append(f'  "start": {{"rows": [\n{rows}\n  ]}},')
    else:
        lines.append('  "start": null,')
    moves = [f"[{x}, {y}]" for x, y in game.moves]
    if moves:
        chunks = [", ".join(moves[i : i + 10]) for i in range(0, len(moves), 10)]
        body = ",\n".join(f"    {chunk}" for chunk in chunks)
        lines.append(f'  "moves": [\n{body}\n  ],')
    else:
        lines.append('  "moves": [],')
    if names:
        lines.append(f'  "players": {json.dumps(names, ensure_ascii=False)},')
    if help is not None and taken and first:  # hints alone, as version 1 writes them
        hints = {mark: count for (mark, _), count in sorted(help.counts().items())}
        lines.append(f'  "hints": {json.dumps({m.value: n for m, n in hints.items()})},')
    elif taken:
        lines.append(f'  "help": {json.dumps(taken)},')
    if opening is not None:
        lines.append(f'  "opening": {json.dumps(opening.to_data())},')
    if kept is not None:
        lines.append(f'  "review": {_review_json(kept)},')
    outcome = game.outcome()
    if outcome is None:
        lines.append('  "result": null')
    else:
        lines.append(f'  "result": {json.dumps(outcome.result)},')
        lines.append(f'  "outcome": {_outcome_json(outcome)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def first_version_holds(
    game: Game,
    help: Help | None = None,
    opening: SwapRecord | None = None,
    review: Mapping[str, Any] | None = None,
) -> bool:
    """Whether version 1 (what version 0.1.0 reads) holds the whole game."""
    outcome = game.outcome()
    return (
        game.rules.freestyle
        and opening is None
        and review is None
        and all(aid is Aid.HINT for _, aid in (help.counts() if help else {}))
        and (outcome is None or outcome.termination.value in _FIRST_TERMINATIONS)
    )


def _rules_json(rules: Rules) -> str:
    rule = "" if rules.freestyle else f', "rule": {json.dumps(rules.variant.value)}'
    return f'{{"width": {rules.width}, "height": {rules.height}, "k": {rules.k}{rule}}}'


def write(record: GameRecord) -> str:
    return to_json(
        record.game, record.players, help=record.help, opening=record.opening, review=record.review
    )


def losses(record: GameRecord) -> list[str]:
    """What this format leaves out of ``record``: only the move times."""
    return common_losses(
        record, names=True, help=True, times=False, off_board_end=True, opening=True, review=True
    )


def _review_json(review: Mapping[str, Any]) -> str:
    """The review, a position or a judged move a line."""

    def rows(name: str) -> str:
        return ",\n".join(f"      {json.dumps(row)}" for row in review[name])

    budget = "".join(
        f'    "{name}": {review[name]},\n' for name in ("nodes", "facts") if name in review
    )
    return (
        "{\n"
        f'    "seconds": {json.dumps(review["seconds"])},\n'
        f"{budget}"
        f'    "first": {review["first"]},\n'
        f'    "positions": [\n{rows("positions")}\n    ],\n'
        f'    "moves": [' + (f"\n{rows('moves')}\n    ]" if review["moves"] else "]") + "\n  }"
    )


def _outcome_json(outcome: Outcome) -> str:
    data: dict[str, Any] = {
        "termination": outcome.termination.value,
        "winner": None if outcome.winner is None else outcome.winner.value,
    }
    reason = clean_reason(outcome.reason)
    if reason:
        data["reason"] = reason
    return json.dumps(data, ensure_ascii=False)


def clean_reason(reason: str) -> str:
    """A forfeit's reason as it is stored: one line of at most MAX_REASON_LENGTH
    characters (an engine's message may hold newlines; the file must load again)."""
    text = " ".join(
        "".join(
            ch if ord(ch) >= 32 and ord(ch) != 127 and not 0xD800 <= ord(ch) <= 0xDFFF else " "
            for ch in reason
        ).split()
    )
    return text if len(text) <= MAX_REASON_LENGTH else text[: MAX_REASON_LENGTH - 3] + "..."


def settle_result(game: Game, result: Any, where: str | Problem = "result") -> Game:
    """``game``, ended as a ``result`` written apart from it says (None: as it is).

    "draw" on a dead, unfinished game returns a copy ended as a called draw; any
    other disagreement raises GameFileError.
    """
    if result is not None and result not in RESULTS:
        raise GameFileError(where, Problem(Fault.RESULT_VALUE, (show(result),)))
    actual = game.result()
    if result == actual:
        return game
    if result == "draw" and actual is None and game.is_dead_draw():
        game = game.copy()
        game.end(dead_draw_outcome())
        return game
    said = Problem(Fault.NOT_OVER_RESULT) if result is None else json.dumps(result)
    raise GameFileError(where, Problem(Fault.RESULT_CONTRADICTS, (said, board_truth(game))))


# --- reading ------------------------------------------------------------------------------


def sniff(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n")[:1] in ("{", "[")


def from_json(text: str) -> GameRecord:
    """Parse and check a game record; raise GameFileError naming the field at fault."""
    check_size(len(text))
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except GameFileError:
        raise
    except json.JSONDecodeError as error:
        if not text[error.pos :].strip() or error.msg.startswith("Unterminated string"):
            raise GameFileError(line(error.lineno), Problem(Fault.TRUNCATED_JSON)) from None
        raise GameFileError(
            Problem(Fault.LINE_COLUMN, (error.lineno, error.colno)),
            Problem(Fault.NOT_JSON, (error.msg,)),
        ) from None
    except RecursionError:
        raise GameFileError(None, Problem(Fault.TOO_DEEP)) from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise GameFileError(None, Problem(Fault.NOT_JSON, (error,))) from None
    try:
        return _record_from_data(data)
    except RecursionError:  # a value nested ~1000 deep where a name or move belongs
        raise GameFileError(None, Problem(Fault.TOO_DEEP)) from None


read = from_json


def _record_from_data(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise GameFileError(None, Problem(Fault.NOT_A_RECORD, (kind(data),)))
    if data.get("format") != FORMAT:
        if "format" not in data:
            raise GameFileError("format", Problem(Fault.NO_FORMAT, (FORMAT,)))
        found = (
            show(data["format"])
            if not isinstance(data["format"], str)
            else repr(data["format"][:40])
        )
        raise GameFileError("format", Problem(Fault.OTHER_FORMAT, (FORMAT, found)))
    version = data.get("version")
    if "version" not in data:
        raise GameFileError("version", Problem(Fault.MISSING))
    if type(version) is not int:
        raise GameFileError("version", Problem(Fault.WHOLE_NUMBER, (kind(version),)))
    if not FIRST <= version <= VERSION:
        refused = Fault.NEWER_VERSION if version > VERSION else Fault.OLDER_VERSION
        raise GameFileError("version", Problem(refused, (kind(version), VERSION)))
    unknown = [key for key in data if key not in _FIELDS]
    if unknown:
        raise GameFileError(
            unknown[0][:40], Problem(Fault.UNKNOWN_TOP_FIELD, (", ".join(_FIELDS),))
        )
    for key in _REQUIRED:
        if key not in data:
            raise GameFileError(key, Problem(Fault.MISSING))

    rules = _rules_from(data["rules"])
    start = _start_from(data.get("start"), rules)
    moves = _moves_from(data["moves"])
    players = check_players(data.get("players"), "players")
    help = _help_from(data)
    try:
        game = Game.for_rules(rules, start=start)
    except ImpossiblePosition as error:
        raise GameFileError("start", Problem(Fault.IMPOSSIBLE_START, (error.reason,))) from None
    play_moves(game, moves, lambda i: f"moves[{i}]", _label)
    result = data["result"]
    outcome = data.get("outcome")
    if outcome is None:
        game = settle_result(game, result, "result")  # a file from before "outcome"
    else:
        ended = _outcome_from(outcome)
        if result != ended.result:
            raise GameFileError("result", Problem(Fault.RESULT_DISAGREES, (show(result), ended)))
        apply_outcome(game, ended, "outcome")
    review = check_review(data["review"], game) if data.get("review") is not None else None
    return GameRecord(
        game, players, "record", help, opening=_opening_from(data, game), review=review
    )


def _opening_from(data: dict[str, Any], game: Game) -> SwapRecord | None:
    if data.get("opening") is None:
        return None
    try:
        opening = SwapRecord.from_data(data["opening"])
    except OpeningRefused as error:
        raise GameFileError("opening", error.problem) from None
    check_opening(opening, game, "opening")
    return opening


def _help_from(data: dict[str, Any]) -> Help:
    """``help``, or the ``hints`` of an older file (never both)."""
    if "hints" in data:
        if "help" in data:
            raise GameFileError("hints", Problem(Fault.HINTS_AND_HELP))
        return Help.hints(check_hints(data["hints"], "hints"))
    return Help.from_data(data.get("help"), "help")


def _label(move: tuple[int, int]) -> str:
    return f"({move[0]}, {move[1]})"


def _rules_from(value: Any) -> Rules:
    if not isinstance(value, dict):
        raise GameFileError("rules", Problem(Fault.RULES_SHAPE, (kind(value),)))
    for key in value:
        if key not in ("width", "height", "k", "rule"):
            raise GameFileError(
                f"rules.{key[:40]}", Problem(Fault.UNKNOWN_FIELD, ("width, height, k, rule",))
            )
    for key in ("width", "height", "k"):
        if key not in value:
            raise GameFileError(f"rules.{key}", Problem(Fault.MISSING))
        if type(value[key]) is not int:
            raise GameFileError(f"rules.{key}", Problem(Fault.WHOLE_NUMBER, (kind(value[key]),)))
    rule = value.get("rule", Variant.FREESTYLE.value)
    if rule not in _RULES:
        known = ", ".join(json.dumps(r) for r in _RULES)
        raise GameFileError("rules.rule", Problem(Fault.ONE_OF, (known, show(rule))))
    try:
        return Rules(value["width"], value["height"], value["k"], Variant(rule))
    except RulesError as error:
        raise GameFileError("rules", error.problem) from None


def _start_from(value: Any, rules: Rules) -> Position | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"rows"}:
        raise GameFileError("start", Problem(Fault.START_SHAPE))
    rows = value["rows"]
    if not isinstance(rows, list):
        raise GameFileError("start.rows", Problem(Fault.ROWS_SHAPE, (kind(rows),)))
    checked: list[tuple[str | Problem, str]] = []
    for i, row in enumerate(rows):
        if not isinstance(row, str):
            raise GameFileError(f"start.rows[{i}]", Problem(Fault.NOT_STRING, (kind(row),)))
        checked.append((f"start.rows[{i}]", row))
    return position_from_rows_checked(
        checked,
        rules.k,
        width=rules.width,
        height=rules.height,
        variant=rules.variant,
        board_where="start",
        rows_where="start.rows",
    )


def _moves_from(value: Any) -> list[tuple[int, int]]:
    if not isinstance(value, list):
        raise GameFileError("moves", Problem(Fault.MOVES_SHAPE, (kind(value),)))
    moves = []
    for i, move in enumerate(value):
        if not isinstance(move, list) or len(move) != 2 or any(type(c) is not int for c in move):
            raise GameFileError(f"moves[{i}]", Problem(Fault.PAIR, (show(move),)))
        moves.append((move[0], move[1]))
    return moves


def _outcome_from(value: Any) -> Outcome:
    if not isinstance(value, dict):
        raise GameFileError("outcome", Problem(Fault.OUTCOME_SHAPE, (kind(value),)))
    for key in value:
        if key not in ("termination", "winner", "reason"):
            raise GameFileError(
                f"outcome.{key[:40]}",
                Problem(Fault.UNKNOWN_FIELD, ("termination, winner, reason",)),
            )
    termination = value.get("termination")
    if termination not in _TERMINATIONS:
        known = ", ".join(json.dumps(t) for t in _TERMINATIONS)
        raise GameFileError(
            "outcome.termination", Problem(Fault.ONE_OF, (known, show(termination)))
        )
    winner = value.get("winner")
    if winner is not None and winner not in ("X", "O"):
        raise GameFileError("outcome.winner", Problem(Fault.WINNER_VALUE, (show(winner),)))
    reason = value.get("reason", "")
    if not isinstance(reason, str):
        raise GameFileError("outcome.reason", Problem(Fault.NOT_STRING, (kind(reason),)))
    if len(reason) > MAX_REASON_LENGTH:
        raise GameFileError("outcome.reason", Problem(Fault.TOO_LONG, (MAX_REASON_LENGTH,)))
    check_text(reason, "outcome.reason")
    ending = Termination(termination)
    try:
        return Outcome(ending, winner, reason)
    except ValueError:  # a draw with a winner, or a win without one
        wrong = Fault.DRAW_NO_WINNER if ending.is_draw else Fault.NEEDS_WINNER
        raise GameFileError("outcome", Problem(wrong, (ending.value,))) from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise GameFileError(key[:40], Problem(Fault.TWICE))
        out[key] = value
    return out
