"""The proven facts of a position, for both sides: the one place the coach asks the engine
what is proven.  No Qt.

The review judges a move by what it changed (:mod:`tictactoe.coach.verdicts`), so it needs,
for each position, what is *proven* there, never what a search merely prefers:

* the side to move's own win (:func:`proven_win`: the quickest win by fours and threes);
* the other side's win *as if* it were to move, the threat the side to move must parry
  (the same question asked for the other side);
* when there is such a threat and no win of one's own, whether any move stops it
  (:func:`defend`): every legal move is tried, and either each one leaves the other side
  a proven win (the position is lost, and the longest of those wins is its distance), or
  one move is found after which the other side provably has no win left
  (:func:`winning_starts` returns ``{}``: every first move was tried), or it is not
  settled within the budget;
* when there is no threat, whether its absence is proven (:func:`winning_starts` again).

The proofs are the engine's wins by fours and threes (:func:`tictactoe.ai.win_by_threats`,
:func:`tictactoe.ai.winning_threats`: every four and three of the attacker, every defence
tried, renju's forbidden points judged by the rule module); :data:`PROOF`,
:func:`proven_win` and :func:`winning_starts` are the one place that says so.

A line of fours can be checked without a search: after a move that does not touch it,
replaying it with each reply the forced block (:func:`replays`) proves the win still
there; the lines found so far are tried on each next move before any search.  A line with
a three in it cannot be (the defender has several answers to a three), so such a move
gets the search.  Every search is bounded by nodes, so the facts are the same on any
machine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.ai import (
    MAX_THREATS_PLIES,
    THREATS_NODES,
    Cancel,
    forget,
    win_by_fours,
    win_by_threats,
    winning_threats,
)
from tictactoe.game import Game, Mark, Move, Position

FACTS_NODES = THREATS_NODES  # a question's node budget (the engine's: under 0.5 s on 15x15
#                              with its core; a quarter of it left lost positions unknown)
MAX_PLIES = MAX_THREATS_PLIES  # the longest win looked for
DEFENCE_DEPTH = 4  # a defender's four answered by its forced block, this many times over
DEFENCE_MOVES = 6_000  # defender moves tried at most by one defend() (a lost 15x15 position
#                        with the defender's fours to try took 4,671, 2 s)
DEFENCE_SEARCHES = 120  # and searches (a move no known line settles: against a win with a
#                         three in it, every move; one that finds the win again takes 5-15
#                         ms on 15x15, one that finds nothing its whole node budget)
DEFENCE_NODES_SHARE = 1  # each of them gets this fraction of a facts question's nodes (a
#                         quarter left wins by threes unfound: a lost position read unknown)
LINES_KEPT = 8  # the attacker's wins found by one defend(), tried on the next moves first
HOLD_LOOK = 10  # once a defender move is unsettled the position cannot be proven lost: a move
#                 that holds is looked for this many moves further at most (in 134 defences
#                 of eight 15x15 games, the last hold came 7 moves after the first unsettled
#                 one; the moves after it took up to 23 s, the review's cap cut 5 of 60)


class Proof(str, enum.Enum):
    """What proved a result: the exact solver, a win by fours, a win by fours and threes
    (the engine's threat search, once it proves them), or the engine's search."""

    EXACT = "exact"
    FOURS = "fours"
    THREATS = "threats"
    SEARCH = "search"


PROOF = Proof.THREATS  # what proven_win and winning_starts prove


def proven_win(
    game: Game,
    mark: Mark,
    nodes: int = FACTS_NODES,
    cancel: Cancel | None = None,
    max_plies: int = MAX_PLIES,
) -> tuple[Move, ...] | None:
    """The shortest proven win of ``mark`` as if it were to move (attacker, reply, ...,
    the winning move), at most ``max_plies`` long; None when none is found within
    ``nodes`` (not a proof that there is none).

    When the threat search runs out of nodes, a win by fours alone is looked for with the
    same nodes: it tries only fours, so it reaches long lines the wider search cannot (a
    15x15 win by fours in 17 was found within 20,000 of its nodes, where 400,000 of the
    threat search's found nothing).  That win is proven; a quicker one with threes may
    then exist unseen."""
    most = min(max_plies, MAX_PLIES)
    found = win_by_threats(game, mark, max_plies=most, nodes=nodes, cancel=cancel)
    if found is None and not (cancel is not None and cancel.is_set()):
        found = win_by_fours(game, mark, max_plies=most, nodes=nodes, cancel=cancel)
    return found


def winning_starts(
    game: Game,
    nodes: int = FACTS_NODES,
    cancel: Cancel | None = None,
    max_plies: int = MAX_PLIES,
) -> dict[Move, tuple[Move, ...]] | None:
    """Every first move of the side to move that starts a proven win of at most
    ``max_plies``, with its line; ``{}`` proves there is none, None: ``nodes`` ran out
    first."""
    return winning_threats(game, max_plies=min(max_plies, MAX_PLIES), nodes=nodes, cancel=cancel)


def proof_of(game: Game, line: tuple[Move, ...]) -> Proof:
    """What ``line``, a proven win of the side to move, is: a win by fours (every attacking
    move a four, every reply forced: it replays as such) or by fours and threes."""
    return Proof.FOURS if replays(game, line) is not None else Proof.THREATS


def from_cold() -> None:
    """Start from the engine's empty tables: its searches keep what they learn between
    calls (a later search finds what an earlier one could not, within the same nodes), so
    a question is a function of its position only from a known start.  The review calls
    this once a position, the puzzles once a question."""
    forget()


def as_if(game: Game, mark: Mark) -> Game:
    """The position of ``game`` with ``mark`` to move (a copy; the moves are not kept)."""
    if game.to_move() is mark:
        return game.copy()
    return Game.for_rules(game.rules, start=game.position(), to_move=mark)


class Held(str, enum.Enum):
    """Can the side to move stop the other side's threat?"""

    LOST = "lost"  # no: every move leaves the other side a proven win
    HELD = "held"  # yes: after ``move`` the other side has no win left (proven)
    UNKNOWN = "unknown"  # not settled within the budget


@dataclass(frozen=True)
class Defence:
    """The answer of :func:`defend`.  ``move``: HELD, the move that stops the threat;
    LOST, the longest defence.  ``plies``: LOST, the distance of the loss from the
    position (the defender's move included: a loss in 2 is the other side's win at once
    after any move)."""

    held: Held
    move: Move | None = None
    plies: int | None = None


@dataclass(frozen=True)
class Start:
    """What :func:`starts_win` found of one first move: ``plies``, a proven win that
    starts with it (the move included); else ``reply``, a reply of the other side proven
    to leave no win (of the kind :data:`PROOF` proves), or neither (not settled)."""

    plies: int | None = None
    reply: Move | None = None


def starts_win(
    game: Game,
    move: Move,
    nodes: int = FACTS_NODES,
    cancel: Cancel | None = None,
    moves: int = DEFENCE_MOVES,
    refute: bool = True,
    max_plies: int = MAX_PLIES,
) -> Start:
    """Does ``move``, played by the side to move, start a proven win?  A four or a quiet
    move alike: after it, the side to move's win as if it moved again is the threat, and
    every reply of the other side is tried against it (:func:`defend`).  ``refute``
    false: a move that leaves no threat is not proven to win, and no more is asked.
    ``max_plies``: only wins that long at most count (the move included)."""
    attacker = game.to_move()
    child = game.copy()
    child.play(move)
    if child.winner() is attacker:
        return Start(1)
    if child.is_over() or max_plies < 3:
        return Start()
    threat = proven_win(child, attacker, nodes, cancel, max_plies - 2)
    if threat is None:
        if refute and winning_starts(as_if(child, attacker), nodes, cancel, max_plies - 2) == {}:
            return Start(reply=_any_reply(child))
        return Start()
    found = defend(child, threat, nodes, cancel, moves, max_plies - 1)
    if found.held is Held.LOST and found.plies is not None:
        return Start(found.plies + 1)
    if found.held is Held.HELD:
        return Start(reply=found.move)
    return Start()


def _any_reply(game: Game) -> Move | None:
    """A reply when none is needed (the move threatened nothing): the cell nearest the
    last move."""
    last = game.last_move
    legal = game.legal_moves()
    if last is None or not legal:
        return legal[0] if legal else None
    return min(legal, key=lambda m: (max(abs(m[0] - last[0]), abs(m[1] - last[1])), m[1], m[0]))


class _Work:
    """What one :func:`defend` may spend: searches bounded by ``nodes`` each and
    ``searches`` of them at most, at most ``moves`` defender moves tried in all (fours
    answered by blocks and tried again multiply them); the answers for positions met
    twice (the same fours in another order) are kept."""

    def __init__(self, nodes: int, moves: int, cancel: Cancel | None, max_plies: int) -> None:
        self.nodes = nodes
        self.moves = moves
        self.searches = DEFENCE_SEARCHES
        self.cancel = cancel
        self.max_plies = max_plies
        self.known: dict[tuple[int, int, int, int], Defence] = {}
        self.lines: list[tuple[Move, ...]] = []  # the attacker's wins found so far

    def replayed(self, child: Game, threat: tuple[Move, ...], most: int) -> int | None:
        """The plies of a win already known (the threat, or a line a search found after
        another defender move) that still wins as played in ``child``, within ``most``."""
        for line in (threat, *self.lines):
            found = replays(child, line)
            if found is not None and found <= most:
                return found
        return None

    def found(self, line: tuple[Move, ...]) -> None:
        if line not in self.lines:
            self.lines.insert(0, line)
            del self.lines[LINES_KEPT:]

    def spend(self) -> bool:
        self.moves -= 1
        return (
            self.moves >= 0
            and self.searches >= 0
            and not (self.cancel is not None and self.cancel.is_set())
        )

    def search(self) -> bool:
        """One more search may be spent (else the answer is unsettled)."""
        self.searches -= 1
        return self.searches >= 0


def defend(
    game: Game,
    threat: tuple[Move, ...],
    nodes: int = FACTS_NODES,
    cancel: Cancel | None = None,
    moves: int = DEFENCE_MOVES,
    max_plies: int = MAX_PLIES + 1,
) -> Defence:
    """Whether the side to move in ``game`` can stop ``threat``, the other side's proven
    win as if it were to move (every legal move is tried, the likeliest defences first:
    see :class:`Defence`).  The side to move is assumed to have no win of its own.
    ``moves``: the defender moves tried at most, counting those after its own fours.
    ``max_plies``: a loss longer than this (the defender's move included) counts as held:
    the other side's wins are looked for that long at most."""
    work = _Work(max(1, nodes // DEFENCE_NODES_SHARE), moves, cancel, max_plies - 1)
    return _defend(game, threat, work, DEFENCE_DEPTH)


def _defend(
    game: Game, threat: tuple[Move, ...], work: _Work, depth: int, most: int | None = None
) -> Defence:
    """:func:`defend` within ``work``; the other side's wins count up to ``most`` plies
    (its turn on: the defender's own move not counted)."""
    most = work.max_plies if most is None else most
    x_bits, o_bits = game.bitboards()
    key = (x_bits, o_bits, game.to_move().index, most)
    known = work.known.get(key)
    if known is not None:
        return known
    found = _defend_here(game, threat, work, depth, most)
    if found.held is not Held.UNKNOWN or (work.moves >= 0 and work.searches >= 0):
        work.known[key] = found
    return found


def _defend_here(
    game: Game, threat: tuple[Move, ...], work: _Work, depth: int, most: int
) -> Defence:
    defender = game.to_move()
    attacker = defender.other
    longest: tuple[int, Move] | None = None
    unknown = False
    look = HOLD_LOOK
    for move in _defences(game, threat):
        if unknown:
            look -= 1  # a move tried after the first unsettled one: a hold is all it may find
        if look < 0 or not work.spend():
            return Defence(Held.UNKNOWN)
        child = game.copy()
        child.play(move)
        if child.is_over():  # a five of its own, or the last cell: not lost
            return Defence(Held.HELD, move)
        plies = _attacker_wins(child, threat, attacker, work, depth, most)
        if plies == 0:
            return Defence(Held.HELD, move)
        if plies is None:
            unknown = True
            continue
        if longest is None or plies > longest[0]:
            longest = (plies, move)
    if unknown or longest is None:
        return Defence(Held.UNKNOWN)
    return Defence(Held.LOST, longest[1], longest[0] + 1)


def _attacker_wins(
    child: Game, threat: tuple[Move, ...], attacker: Mark, work: _Work, depth: int, most: int
) -> int | None:
    """After the defender's move (``child``: the attacker to move): the plies of the
    attacker's proven win from here (at most ``most``), 0 when it provably has none that
    long, None when unsettled."""
    replayed = work.replayed(child, threat, most)
    if replayed is not None:
        return replayed
    if not work.search():
        return None
    line = proven_win(child, attacker, work.nodes, work.cancel, most)
    if line is not None:
        work.found(line)
        return len(line)
    defender = attacker.other
    theirs = fives(child, defender)
    if not theirs:
        return 0 if winning_starts(child, work.nodes, work.cancel, most) == {} else None
    # the defender's move was a four: the attacker's block is forced (or it loses)
    if len(theirs) > 1 or not child.is_legal(theirs[0]) or most < 3:
        return 0
    if depth <= 0:
        return None
    after = child.copy()
    after.play(theirs[0])
    if after.is_over():  # pragma: no cover - a block that makes five is a win by fours
        return 1 if after.winner() is attacker else 0
    again = proven_win(after, attacker, work.nodes, work.cancel, most - 2)
    if again is None:
        starts = winning_starts(as_if(after, attacker), work.nodes, work.cancel, most - 2)
        return 0 if starts == {} else None
    found = _defend(after, again, work, depth - 1, most - 1)
    if found.held is Held.HELD:
        return 0
    if found.held is Held.UNKNOWN or found.plies is None:
        return None
    return 1 + found.plies


def _defences(game: Game, threat: tuple[Move, ...]) -> list[Move]:
    """The legal moves of the side to move, the likeliest to stop ``threat`` first: the
    threat's own cells, then the defender's fours, then the cells nearest the threat."""
    legal = game.legal_moves()
    on_line = {m: i for i, m in enumerate(threat)}
    position = game.position()
    own = game.to_move()

    def near(move: Move) -> int:
        return min((max(abs(move[0] - t[0]), abs(move[1] - t[1])) for t in threat), default=0)

    fours = {m for m in legal if _makes_four(position, m, own)}
    return sorted(
        legal,
        key=lambda m: (m not in on_line, on_line.get(m, 0), m not in fours, near(m), m[1], m[0]),
    )


def _makes_four(position: Position, move: Move, mark: Mark) -> bool:
    """Would ``move`` give ``mark`` a cell to make a winning row at (a four)?"""
    return bool(_completing(position, position.rules.index(move), mark))


def _completing(position: Position, cell: int, mark: Mark) -> list[int]:
    """The cells that complete a winning row of ``mark`` once ``cell`` is its stone, in
    the windows through ``cell`` (candidates: see :func:`fives`)."""
    rules = position.rules
    mine = position.bits(mark) | 1 << cell
    theirs = position.bits(mark.other)
    need = rules.k - 1
    found = set()
    for window in rules.cell_windows()[cell]:
        if not window & theirs and (mine & window).bit_count() == need:
            found.add((window & ~mine).bit_length() - 1)
    if rules.freestyle or not found:
        return sorted(found)
    placed = Position(rules, *(_with(position, cell, mark)))
    return [c for c in sorted(found) if Game.wins_at(placed, rules.move(c), mark)]


def _with(position: Position, cell: int, mark: Mark) -> tuple[int, int]:
    if mark is Mark.X:
        return position.x_bits | 1 << cell, position.o_bits
    return position.x_bits, position.o_bits | 1 << cell


def fives(game: Game, mark: Mark) -> list[Move]:
    """The empty cells where ``mark`` would make a winning row (whether ``mark`` may play
    there is another question: renju's forbidden points).  Every winning row fills a
    window of k cells, so the cells that complete one are the candidates (bit operations
    over the windows); under a rule other than freestyle the rules module has the last
    word on each."""
    position = game.position()
    rules = game.rules
    mine, theirs = position.bits(mark), position.bits(mark.other)
    need = rules.k - 1
    found: set[int] = set()
    for window in rules.windows():
        if not window & theirs and (mine & window).bit_count() == need:
            found.add((window & ~mine).bit_length() - 1)
    cells = sorted(found)
    if not rules.freestyle:
        cells = [c for c in cells if Game.wins_at(position, rules.move(c), mark)]
    return [rules.move(c) for c in cells]


def replays(game: Game, line: tuple[Move, ...]) -> int | None:
    """The plies of ``line`` (a win by fours of the side to move in ``game``) when it still
    wins as played here, each reply the one forced block: its length (shorter when a
    double four ends it early); None when it does not (a cell taken, a four that is no
    longer one, a block that is not the line's, a five of the defender's first)."""
    if not line:
        return None
    board = game.copy()
    rules = board.rules
    attacker = board.to_move()
    defender = attacker.other
    theirs = {rules.index(m) for m in fives(board, defender)}
    for i in range(0, len(line), 2):
        move = line[i]
        if not board.is_legal(move):
            return None
        before = board.position()
        board.play(move)
        if board.winner() is attacker:
            return i + 1
        cell = rules.index(move)
        theirs.discard(cell)
        if board.is_over() or any(board.is_legal(rules.move(c)) for c in theirs):
            return None  # drawn, or the defender makes five first
        blocks = _completing(before, cell, attacker)
        if not blocks:
            return None  # not a four here
        if len(blocks) >= 2 or not board.is_legal(rules.move(blocks[0])):
            return i + 3  # two fives to make, or a block the defender may not play
        block = rules.move(blocks[0])
        if i + 1 >= len(line) or line[i + 1] != block:
            return None
        after_block = board.position()
        board.play(block)
        if board.is_over():
            return None
        theirs = set(_completing(after_block, blocks[0], defender))
    return None
