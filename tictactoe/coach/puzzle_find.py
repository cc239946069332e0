"""Puzzles cut from games: which positions qualify, and their proven solution trees.  No Qt.

:func:`puzzle_at` asks of one position (the side to move is the attacker):

1. Where the exact solver settles it within ``budget`` seconds
   (:func:`tictactoe.ai.solve`): a win in ``MIN_PLIES`` to ``MAX_PLIES``, and every
   other legal move solved too: none wins, or only ``MUCH_SLOWER`` plies later or
   more.  The tree keeps the quickest win at each attacker step and the defender's
   replies that hold out longest (at most ``MAX_REPLIES``, one once the tree is
   ``TREE_NODES`` attacker moves large).  An ``EXACT`` puzzle.
2. Elsewhere: a win by fours of that length whose first four is the only first move
   that wins within ``MUCH_SLOWER`` more plies, by fours or by threes, and whose length
   is the quickest win there is: every other four is tried
   (:func:`tictactoe.ai.winning_fours`); the engine's threat search is asked for every
   first move that wins by fours and threes within the margin (:func:`rivals`:
   :func:`tictactoe.ai.winning_threats`, every four and three of the attacker tried,
   every defence against them), so neither another four or three nor the first four
   itself, continued with a three, wins as fast; and every quiet move near the stones
   is tried (:func:`quiet_wins`: a move after which the attacker's win is proven against
   every reply, :func:`tictactoe.coach.facts.starts_win`).  A position whose quickest
   win needs a three is no puzzle (its tree would hold every defence against the three).
   The tree is the line, with both blocks of a closing double four.  A ``FOURS`` puzzle.

Positions where the attacker wins at once, or must first block the defender's
four, never qualify (the answer would be forced).  :func:`puzzles_in` walks a
game and keeps at most ``per_side`` puzzles a side (the first: a side's later
positions mostly continue the same win).  Everything is bounded: solves by
``budget``, the threat searches by ``nodes``; what is not settled within them is
not a puzzle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from tictactoe.ai import (
    FOURS_NODES,
    THREATS_NODES,
    Cancel,
    Verdict,
    solvable,
    solve,
    winning_fours,
    winning_threats,
)
from tictactoe.coach.facts import from_cold, starts_win
from tictactoe.coach.puzzle import (
    MAX_PLIES,
    MAX_REPLIES,
    MAX_SIDE,
    MIN_PLIES,
    MIN_SIDE,
    MUCH_SLOWER,
    Node,
    Puzzle,
    PuzzleKind,
    puzzle_id,
    wins_now,
)
from tictactoe.game import Game, Mark, Move, Position, Variant

SOLVE_BUDGET = 2.0  # seconds for one exact solve while cutting puzzles
NEAR = 2  # quiet first moves are looked for this near a stone (king's moves)
TREE_NODES = 24  # past this many attacker moves, one defender reply a step
RIVALS_NODES = 5 * THREATS_NODES  # each first move's search for a second answer: a renju
#                                   win in 11 needed 400,000 (the shipped freestyle set
#                                   settles within 200,000; a search stops once settled)


@dataclass(frozen=True)
class Finder:
    """How hard :func:`puzzle_at` looks (the defaults are what ``puzzles make`` uses)."""

    budget: float = SOLVE_BUDGET
    nodes: int = FOURS_NODES
    cancel: Cancel | None = None
    threat_nodes: int = RIVALS_NODES  # each first move's threat search in :func:`rivals`


def board_fits(game: Game) -> bool:
    rules = game.rules
    return MIN_SIDE <= min(rules.width, rules.height) and max(rules.width, rules.height) <= MAX_SIDE


def puzzle_at(
    game: Game, finder: Finder = Finder(), source: str = "", played_on: str | None = None
) -> Puzzle | None:
    """The puzzle of ``game``'s position (its side to move attacks), or None."""
    if game.is_over() or not board_fits(game) or _threats(game):
        return None
    if solvable(game) and game.rules.freestyle:  # the exact solver plays freestyle only
        verdict = solve(game, budget=finder.budget, cancel=finder.cancel)
        if verdict is not None:  # settled exactly: only an exact puzzle can come of it
            found = _exact(game, verdict, finder)
            return (
                None if found is None else _puzzle(game, PuzzleKind.EXACT, found, source, played_on)
            )
    found = _fours(game, finder)
    return None if found is None else _puzzle(game, PuzzleKind.FOURS, found, source, played_on)


def _puzzle(
    game: Game, kind: PuzzleKind, found: tuple[Node, int], source: str, played_on: str | None
) -> Puzzle:
    tree, plies = found
    start = game.position()
    return Puzzle(
        puzzle_id(start), start, kind, plies, branching(game, tree.move), tree, played_on, source
    )


def puzzles_in(
    game: Game,
    finder: Finder = Finder(),
    source: str = "",
    played_on: str | None = None,
    per_side: int = 1,
    at: int = 0,
    wanted: Callable[[Game], bool] | None = None,
) -> list[tuple[int, Puzzle]]:
    """(ply, puzzle) for the positions of ``game`` (from move ``at`` on) that qualify, at
    most ``per_side`` for each side.  The same combination again is skipped: a position
    before the end of the win of the side's last puzzle, and a puzzle whose attacking
    cells all belong to an earlier one's line (the win was missed and is still there).
    ``wanted``: a cheaper test a position must pass before it is asked (say
    :func:`rule_changes_the_win`, where only puzzles whose rule matters are kept)."""
    board = Game.for_rules(game.rules, start=game.start)
    taken = {Mark.X: 0, Mark.O: 0}
    busy_until = {Mark.X: -1, Mark.O: -1}
    lines: dict[Mark, list[set[Move]]] = {Mark.X: [], Mark.O: []}
    out: list[tuple[int, Puzzle]] = []
    for ply, move in enumerate([*game.moves, None]):
        if board.is_over() or (finder.cancel is not None and finder.cancel.is_set()):
            break
        mover = board.to_move()
        if (
            ply >= at
            and taken[mover] < per_side
            and ply > busy_until[mover]
            and (wanted is None or wanted(board))
        ):
            found = puzzle_at(
                board, finder, f"{source}, move {ply + 1}" if source else "", played_on
            )
            cells = set() if found is None else set(main_line(found.solution)[::2])
            if found is not None and not any(cells <= seen for seen in lines[mover]):
                taken[mover] += 1
                busy_until[mover] = ply + found.plies
                lines[mover].append(cells)
                out.append((ply, found))
        if move is None:
            break
        board.play(move)
    return out


def rule_matters(puzzle: Puzzle, finder: Finder = Finder()) -> bool:
    """Does the puzzle's rule change its answer?  Its first moves that win by fours within
    the puzzle's margin, with their lengths, are not those of the same stones under
    freestyle: under renju, White's win goes through a point where Black may not block,
    or Black's avoids a point forbidden to it (a double four, a double three, an overline
    that would win, or win sooner, under freestyle).  False for a freestyle puzzle, and
    where either search ran out of nodes."""
    if puzzle.rules.freestyle or puzzle.kind is not PuzzleKind.FOURS:
        return False
    return rule_changes_the_win(puzzle.game(), puzzle.plies + MUCH_SLOWER, finder)


def rule_changes_the_win(
    game: Game, within: int = MAX_PLIES + MUCH_SLOWER, finder: Finder = Finder()
) -> bool:
    """Does the side to move win by fours within ``within`` plies under the game's rule,
    with first moves (and their lengths) other than those of the same stones under
    freestyle?  One threat search, two where the first finds a win: the cheap test of a
    position before it is asked for a puzzle whose rule matters (most positions have no
    win by fours, or the same under either rule; the puzzle found is asked
    :func:`rule_matters` after, within its own margin).  False under freestyle, and
    where either search ran out of nodes."""
    rules = game.rules
    if rules.freestyle:
        return False
    position = game.position()
    free = rules.with_variant(Variant.FREESTYLE)
    found = []
    for variant in (rules.variant, Variant.FREESTYLE):
        wins = winning_fours(
            # the game itself under its rule (a new one would read every row again)
            game
            if variant is rules.variant
            else Game.for_rules(free, start=Position(free, position.x_bits, position.o_bits)),
            max_plies=within,
            nodes=finder.nodes,
            cancel=finder.cancel,
        )
        if wins is None or (not wins and variant is rules.variant):
            return False  # out of nodes, or no win under the rule
        if not wins:
            return True  # the rule makes the win
        found.append({move: len(line) for move, line in wins.items()})
    return found[0] != found[1]


def main_line(node: Node) -> tuple[Move, ...]:
    """The tree's first branch: attacker, defender, ..., the winning move."""
    line = [node.move]
    while node.replies:
        reply, node = node.replies[0]
        line += [reply, node.move]
    return tuple(line)


def branching(game: Game, first: Move) -> int:
    """The attacker's tempting first moves: every four it can make (a move after which
    it threatens to win at once), and the solution's first move."""
    fours = {m for m in game.legal_moves() if _threatens(game, m)}
    return len(fours | {first})


# -- exact puzzles ----------------------------------------------------------------------------


def _exact(game: Game, verdict: Verdict, finder: Finder) -> tuple[Node, int] | None:
    attacker = game.to_move()
    if verdict.winner is not attacker or not MIN_PLIES <= verdict.plies <= MAX_PLIES:
        return None
    winners: list[Move] = []
    for move in game.legal_moves():
        after = _child_value(game, move, finder)
        if after is False:
            return None  # a solve did not finish: nothing is proven
        if (
            after is not None
            and after.winner is attacker
            and after.plies + 1 < verdict.plies + MUCH_SLOWER
        ):
            winners.append(move)
    if len(winners) != 1:
        return None
    counter = {"nodes": 0}
    tree = _exact_node(game, winners[0], verdict.plies, finder, counter)
    return (tree, verdict.plies) if tree is not None else None


def _child_value(game: Game, move: Move, finder: Finder) -> Verdict | Literal[False]:
    """The value after ``move`` (the game's own where the move ends it; False: not
    solved)."""
    child = game.copy()
    child.play(move)
    if child.is_over():
        winner = child.winner()
        return Verdict(winner, 0) if winner is not None else Verdict(None)
    found = solve(child, budget=finder.budget, cancel=finder.cancel)
    return False if found is None else found


def _exact_node(
    game: Game, move: Move, plies: int, finder: Finder, counter: dict[str, int]
) -> Node | None:
    """The tree from ``move``, the attacker's quickest win in ``plies`` (None: a solve
    did not finish)."""
    counter["nodes"] += 1
    after = game.copy()
    after.play(move)
    if after.is_over():
        return Node(move)
    keep = MAX_REPLIES if counter["nodes"] <= TREE_NODES else 1
    attacker = game.to_move()
    replies: list[tuple[Move, Node]] = []
    for reply in likely_defences(after, move):
        if len(replies) >= keep:
            break
        value = _child_value(after, reply, finder)
        if value is False:
            return None
        if value is None or value.winner is not attacker or value.plies != plies - 2:
            continue  # not one of the defender's longest defences
        then = after.copy()
        then.play(reply)
        nxt = _quickest(then, plies - 2, finder)
        if nxt is None:
            return None
        node = _exact_node(then, nxt, plies - 2, finder, counter)
        if node is None:
            return None
        replies.append((reply, node))
    return Node(move, tuple(replies)) if replies else None


def likely_defences(game: Game, last: Move) -> list[Move]:
    """The defender's replies, the likeliest defences first: blocks of the attacker's
    wins at once, then the cells nearest the attacker's last move."""
    attacker = game.to_move().other
    position = game.position()
    return sorted(
        game.legal_moves(),
        key=lambda m: (
            not Game.wins_at(position, m, attacker),
            max(abs(m[0] - last[0]), abs(m[1] - last[1])),
            m[1],
            m[0],
        ),
    )


def _quickest(game: Game, plies: int, finder: Finder) -> Move | None:
    """A move of the attacker (to move) that wins in ``plies``."""
    attacker = game.to_move()
    for move in game.legal_moves():
        value = _child_value(game, move, finder)
        if value is False:
            return None
        if value is not None and value.winner is attacker and value.plies + 1 == plies:
            return move
    return None


# -- wins by fours ------------------------------------------------------------------------------


def _fours(game: Game, finder: Finder) -> tuple[Node, int] | None:
    found = winning_fours(
        game, max_plies=MAX_PLIES + MUCH_SLOWER, nodes=finder.nodes, cancel=finder.cancel
    )
    if not found:
        return None
    shortest = min(len(line) for line in found.values())
    if not MIN_PLIES <= shortest <= MAX_PLIES:
        return None
    quick = [m for m, line in found.items() if len(line) < shortest + MUCH_SLOWER]
    if len(quick) != 1:
        return None
    line = found[quick[0]]
    if len(line) != shortest or rivals(game, quick[0], shortest, finder) != {}:
        return None
    if quiet_wins(game, set(found), shortest + MUCH_SLOWER - 1, finder):
        return None
    return _line_tree(game, line), shortest


def rivals(game: Game, first: Move, plies: int, finder: Finder) -> dict[Move, int] | None:
    """What stands against ``first`` as the only answer, a win in ``plies``: the engine's
    threat search (:func:`tictactoe.ai.winning_threats`: every four and three of the side
    to move tried, every defence against them) is asked for every first move that wins by
    fours and threes within the puzzle's margin (fewer than ``plies + MUCH_SLOWER``
    plies).  The other first moves found, with their lengths, and ``first`` itself when
    it wins quicker than ``plies`` (with a three).  ``{}``: none, proven; None: a
    search ran out of ``finder.threat_nodes`` first (nothing is proven)."""
    from_cold()  # the engine's tables from a known start: the same answer every time
    found = winning_threats(
        game,
        max_plies=plies + MUCH_SLOWER - 1,
        nodes=finder.threat_nodes,
        cancel=finder.cancel,
    )
    if found is None:
        return None
    return {m: len(line) for m, line in found.items() if m != first or len(line) < plies}


def quiet_wins(
    game: Game, fours: set[Move], within: int, finder: Finder, first: bool = True
) -> dict[Move, int]:
    """The quiet first moves (not in ``fours``) near the stones that start a proven win of
    at most ``within`` plies, with its length (``first``: stop at the first one found)."""
    found: dict[Move, int] = {}
    for move in near_stones(game):
        if move in fours:
            continue
        if finder.cancel is not None and finder.cancel.is_set():
            break
        start = starts_win(game, move, finder.nodes, finder.cancel, refute=False, max_plies=within)
        if start.plies is not None and start.plies <= within:
            found[move] = start.plies
            if first:
                break
    return found


def near_stones(game: Game, distance: int = NEAR) -> list[Move]:
    """The legal moves within ``distance`` king's moves of a stone, row by row."""
    position = game.position()
    stones = position.x_bits | position.o_bits
    rules = game.rules
    out = []
    for x, y in game.legal_moves():
        if any(
            stones >> rules.index((x + dx, y + dy)) & 1
            for dx in range(-distance, distance + 1)
            for dy in range(-distance, distance + 1)
            if 0 <= x + dx < rules.width and 0 <= y + dy < rules.height
        ):
            out.append((x, y))
    return out


def _line_tree(game: Game, line: tuple[Move, ...]) -> Node:
    """The tree of a win by fours: the line, with both blocks of a closing double four.
    Where the one block is forbidden to Black (renju), Black's reply is the legal cell
    nearest the four (the search's line may name any cell: A1)."""
    game = game.copy()
    attacker = game.to_move()
    move, rest = line[0], line[1:]
    game.play(move)
    if not rest:
        return Node(move)
    wins = wins_now(game, attacker)
    if len(wins) >= 2:  # a double four (or an open four): either block loses to the other
        return Node(
            move, tuple((block, Node(next(w for w in wins if w != block))) for block in wins[:2])
        )
    reply = rest[0]
    if len(wins) == 1 and game.illegal(wins[0]) is not None:
        reply = likely_defences(game, move)[0]
    game.play(reply)
    return Node(move, ((reply, _line_tree(game, rest[1:])),))


def _threatens(game: Game, move: Move) -> bool:
    child = game.copy()
    mover = child.to_move()
    child.play(move)
    return not child.is_over() and bool(wins_now(child, mover))


def _threats(game: Game) -> bool:
    """The side to move wins at once, or must block the other side's win."""
    mover = game.to_move()
    return bool(wins_now(game, mover) or wins_now(game, mover.other))
