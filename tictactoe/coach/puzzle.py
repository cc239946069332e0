"""A puzzle: a position where the side to move forces a win, with its proven solution tree.

Two kinds, by what proves the win (:class:`PuzzleKind`):

* ``EXACT``: the exact solver (small boards, late positions): the attacker wins in
  ``plies``, and every other first move is proven not to win or to win at least
  ``MUCH_SLOWER`` plies later.  The defender's best replies (those that hold out
  longest) are in the tree, at most ``MAX_REPLIES`` at each step.
* ``FOURS``: a win by fours (a VCF, as in the renju problem books): every attacking
  move makes a four, the defender's replies are the forced blocks, and no other first
  move is proven to win within ``plies + MUCH_SLOWER``, by fours or by threes (the
  engine's threat search tries every four and three, :func:`tictactoe.ai.
  winning_fours` and :func:`~tictactoe.ai.winning_threats`; quiet moves near the
  stones are tried one by one); ``plies`` is the quickest win there is, with threes
  too.  The puzzle asks for that win: a quiet move is not its answer.

The tree (:class:`Node`): the attacker's move, then each defender reply with the
node that follows it; a node without replies wins at once.  Only the first move
must be unique; later on, the judge (:mod:`tictactoe.coach.puzzle_judge`) also
accepts any move proven to win as fast.

The text form, one puzzle a line (:func:`to_line`, :func:`from_line`), tab-separated:
id, board (``WxH``), k, kind, plies, branching, X's stones, O's stones (cell names,
space-separated), the tree, the date of the game it came from (``-`` if none), its
source, and under a rule other than freestyle a twelfth field, the rule (``renju``:
Black is X; a freestyle puzzle's line is as it always was).  The tree is written as
``H8(J9 K10(L11 M12))``: a move, then in brackets the replies, each a defender move and
the attacker's next node, separated by ``;``.  Cells are written in the grid notation on
every board, as they always were (A1 the top-left;
:func:`tictactoe.notation.stored_name`), so a line means the same to every version; a
lower-case name in a line written by hand is read in the board's notation (h8 on five in
a row, as renju players write it).
"""

from __future__ import annotations

import enum
import hashlib
from dataclasses import dataclass

from tictactoe.game import (
    Game,
    Mark,
    Move,
    Position,
    Rules,
    RulesError,
    RulesFault,
    Variant,
    unreachable,
)
from tictactoe.notation import NotationError, parse_stored_move, stored_name
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP, translate

MIN_PLIES = 3  # the shortest forced win a puzzle asks for (a move, a block, the win)
MAX_PLIES = 15  # the longest
MUCH_SLOWER = 4  # another first move may win only this many plies later or more
MAX_REPLIES = 2  # the defender's best replies kept at each step of an EXACT tree
MIN_SIDE, MAX_SIDE = 5, 15  # puzzles come from boards of 5x5 to 15x15
MAX_TREE_DEPTH = MAX_PLIES  # a tree read from a file is at most this deep
MAX_LINE = 20_000  # characters in one puzzle's line


class PuzzleKind(str, enum.Enum):
    EXACT = "exact"
    FOURS = "fours"


@enum.unique
class Unsolvable(Kind):
    """What is wrong with a puzzle's line (:class:`PuzzleError`), each with its English."""

    TOO_LONG = translate("Storage", "longer than {} characters", None, 1)
    FIELDS = QT_TRANSLATE_NOOP("Storage", "{} fields, not 11 (or 12 with a rule)")
    UNKNOWN_KIND = QT_TRANSLATE_NOOP("Storage", "unknown kind of puzzle {!r}")
    IMPOSSIBLE = QT_TRANSLATE_NOOP("Storage", "an impossible position: {}")
    WRONG_ID = QT_TRANSLATE_NOOP("Storage", "the id {!r} does not name this position")
    AFTER_TREE = QT_TRANSLATE_NOOP("Storage", "unexpected {!r} after the tree")
    OVER = QT_TRANSLATE_NOOP("Storage", "the game is over in the puzzle's position")
    LONGEST = QT_TRANSLATE_NOOP("Storage", "the tree's longest line is not {} plies")
    MOVE_AFTER = QT_TRANSLATE_NOOP(
        "Storage", "{} after {}: {}"
    )  # a move, the moves before it, why not
    NO_WIN = QT_TRANSLATE_NOOP("Storage", "{} after {} does not win")
    THE_START = QT_TRANSLATE_NOOP("Storage", "the start")  # no move before it
    REPLY = QT_TRANSLATE_NOOP("Storage", "the reply {}: {}")
    TOO_DEEP = translate("Storage", "the tree is deeper than {} moves", None, 1)
    REPLY_SPACE = QT_TRANSLATE_NOOP(
        "Storage", "a reply must be followed by a space and the next move"
    )
    TREE_END = QT_TRANSLATE_NOOP("Storage", "expected ';' or ')' in the tree, not {!r}")
    TREE = QT_TRANSLATE_NOOP("Storage", "the tree: {}")
    NOT_A_DATE = QT_TRANSLATE_NOOP("Storage", "not a date: {!r}")


class PuzzleError(ProblemError, ValueError):
    """A puzzle line that cannot be read; ``problem`` says what is wrong (an
    :class:`Unsolvable` kind, or the rules' or the notation's), the message its English."""


@dataclass(frozen=True)
class Node:
    """The attacker's ``move`` and the defender's best ``replies`` to it, each with the
    attacker's next node; no replies: the move wins at once."""

    move: Move
    replies: tuple[tuple[Move, Node], ...] = ()

    def attacker_moves(self) -> int:
        """The attacker's moves along the longest branch (this one included)."""
        return 1 + max((n.attacker_moves() for _, n in self.replies), default=0)

    def size(self) -> int:
        """The attacker's moves in the whole tree."""
        return 1 + sum(n.size() for _, n in self.replies)


@dataclass(frozen=True)
class Puzzle:
    """A position (``start``, ``attacker`` to move) that ``attacker`` wins in ``plies``.

    ``branching``: the attacker's tempting first moves, the solution included (the
    fours it could make, plus one for the solution when it is a quiet move); the
    puzzle's first rating comes from it and the length.  ``played_on``: the date
    (ISO, ``YYYY-MM-DD``) of the game it was cut from, when that is known (the
    person's own games); ``source``: where it was cut from."""

    id: str
    start: Position
    kind: PuzzleKind
    plies: int
    branching: int
    solution: Node
    played_on: str | None = None
    source: str = ""

    @property
    def rules(self) -> Rules:
        return self.start.rules

    @property
    def attacker(self) -> Mark:
        return Game.for_rules(self.rules, start=self.start).to_move()

    def game(self) -> Game:
        """A new game at the puzzle's position."""
        return Game.for_rules(self.rules, start=self.start)

    def starts_quietly(self) -> bool:
        """The first move threatens no win at once (it is not a four): no forcing threat
        points to it."""
        game = self.game()
        attacker = game.to_move()
        game.play(self.solution.move)
        return not game.is_over() and not wins_now(game, attacker)


def wins_now(game: Game, mark: Mark) -> list[Move]:
    """The empty cells where ``mark`` would make a winning row at once (under renju, a
    cell where Black may not block White's five is one too: see
    :func:`tictactoe.coach.facts.fives`)."""
    from tictactoe.coach.facts import fives

    return fives(game, mark)


def puzzle_id(position: Position) -> str:
    """A short id that names the position and its rule (the same, the same id)."""
    rules = position.rules
    rule = "" if rules.freestyle else rules.variant.value
    text = f"{rules.width}x{rules.height}k{rules.k}{rule}:{position.x_bits:x}:{position.o_bits:x}"
    return hashlib.sha1(text.encode("ascii")).hexdigest()[:12]


# -- the text form --------------------------------------------------------------------------


def to_line(puzzle: Puzzle) -> str:
    rules = puzzle.rules
    stones = [
        " ".join(stored_name(rules.move(c), rules) for c in range(rules.cells) if bits >> c & 1)
        for bits in (puzzle.start.x_bits, puzzle.start.o_bits)
    ]
    source = " ".join(puzzle.source.split())  # no tabs or line breaks
    return "\t".join(
        [
            puzzle.id,
            f"{rules.width}x{rules.height}",
            str(rules.k),
            puzzle.kind.value,
            str(puzzle.plies),
            str(puzzle.branching),
            *stones,
            tree_text(puzzle.solution, rules),
            puzzle.played_on or "-",
            source,
            *([] if rules.freestyle else [rules.variant.value]),
        ]
    )


def tree_text(node: Node, rules: Rules) -> str:
    """The tree as a line writes it (cells in the files' notation)."""
    name = stored_name(node.move, rules)
    if not node.replies:
        return name
    inner = ";".join(f"{stored_name(r, rules)} {tree_text(n, rules)}" for r, n in node.replies)
    return f"{name}({inner})"


def from_line(line: str) -> Puzzle:
    """The puzzle of one line; PuzzleError saying what is wrong.  Checks the board, the
    position, every move of the tree (legal, in turn) and that every leaf wins."""
    if len(line) > MAX_LINE:
        raise PuzzleError(Unsolvable.TOO_LONG, MAX_LINE)
    fields = line.rstrip("\n").split("\t")
    if len(fields) not in (11, 12):
        raise PuzzleError(Unsolvable.FIELDS, len(fields))
    pid, board, k, kind, plies, branching, xs, os_, tree, played_on, source = fields[:11]
    width, _, height = board.partition("x")
    try:
        variant = Variant.named(fields[11]) if len(fields) == 12 else Variant.FREESTYLE
        rules = Rules(_whole(width, "width"), _whole(height, "height"), _whole(k, "k"), variant)
    except RulesError as exc:
        raise PuzzleError(exc.problem) from None
    if kind not in {k.value for k in PuzzleKind}:
        raise PuzzleError(Unsolvable.UNKNOWN_KIND, kind[:20])
    kind_value = PuzzleKind(kind)
    position = Position(rules, _bits(xs, rules), _bits(os_, rules))
    reason = unreachable(position)
    if reason is not None:
        raise PuzzleError(Unsolvable.IMPOSSIBLE, reason)
    if puzzle_id(position) != pid:
        raise PuzzleError(Unsolvable.WRONG_ID, pid[:20])
    solution, rest = _parse_node(tree, rules, 0)
    if rest:
        raise PuzzleError(Unsolvable.AFTER_TREE, rest[:20])
    puzzle = Puzzle(
        pid,
        position,
        kind_value,
        _whole(plies, "plies"),
        _whole(branching, "branching"),
        solution,
        None if played_on == "-" else _date(played_on),
        source,
    )
    check_tree(puzzle)
    return puzzle


def check_tree(puzzle: Puzzle) -> None:
    """Every move of the tree is legal in turn, every leaf wins at once, and the longest
    branch is ``plies`` long: PuzzleError otherwise."""
    game = puzzle.game()
    if game.is_over():
        raise PuzzleError(Unsolvable.OVER)
    if puzzle.solution.attacker_moves() * 2 - 1 != puzzle.plies:
        raise PuzzleError(Unsolvable.LONGEST, puzzle.plies)
    _walk(game, puzzle.solution, game.to_move(), [])


def _walk(game: Game, node: Node, attacker: Mark, path: list[Move]) -> None:
    rules = game.rules
    reason = game.illegal(node.move)
    if reason is not None:
        raise PuzzleError(
            Unsolvable.MOVE_AFTER, stored_name(node.move, rules), _path(path, rules), reason
        )
    game.play(node.move)
    try:
        if not node.replies and game.winner() is not attacker:
            raise PuzzleError(Unsolvable.NO_WIN, stored_name(node.move, rules), _path(path, rules))
        for reply, after in node.replies:
            reason = game.illegal(reply)
            if reason is not None:
                raise PuzzleError(Unsolvable.REPLY, stored_name(reply, rules), reason)
            game.play(reply)
            try:
                _walk(game, after, attacker, [*path, node.move, reply])
            finally:
                game.undo()
    finally:
        game.undo()


def _path(path: list[Move], rules: Rules) -> str | Problem:
    """The moves before a faulty one, named as the line names them."""
    return " ".join(stored_name(m, rules) for m in path) or Problem(Unsolvable.THE_START)


def _parse_node(text: str, rules: Rules, depth: int) -> tuple[Node, str]:
    if depth > MAX_TREE_DEPTH:
        raise PuzzleError(Unsolvable.TOO_DEEP, MAX_TREE_DEPTH)
    move, text = _cell(text, rules)
    if not text.startswith("("):
        return Node(move), text
    text = text[1:]
    replies: list[tuple[Move, Node]] = []
    while True:
        reply, text = _cell(text, rules)
        if not text.startswith(" "):
            raise PuzzleError(Unsolvable.REPLY_SPACE)
        after, text = _parse_node(text[1:], rules, depth + 1)
        replies.append((reply, after))
        if text.startswith(";"):
            text = text[1:]
            continue
        if text.startswith(")"):
            return Node(move, tuple(replies)), text[1:]
        raise PuzzleError(Unsolvable.TREE_END, text[:10])


def _cell(text: str, rules: Rules) -> tuple[Move, str]:
    end = 0
    while end < len(text) and end < 4 and text[end].isalnum():
        end += 1
    try:
        return parse_stored_move(text[:end], rules), text[end:]
    except NotationError as exc:
        raise PuzzleError(Unsolvable.TREE, exc.problem) from None


def _bits(text: str, rules: Rules) -> int:
    bits = 0
    for name in text.split():
        try:
            bits |= 1 << rules.index(parse_stored_move(name, rules))
        except NotationError as exc:
            raise PuzzleError(exc.problem) from None
    return bits


def _whole(text: str, name: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 4:
        raise PuzzleError(RulesFault.NOT_WHOLE, name, text[:10])  # the rules' words
    return int(text)


def _date(text: str) -> str:
    from datetime import date

    try:
        return date.fromisoformat(text).isoformat()
    except ValueError:
        raise PuzzleError(Unsolvable.NOT_A_DATE, text[:12]) from None
