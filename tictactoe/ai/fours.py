"""Wins by continuous fours under every variant, proven with the rules module.

The pattern search's VCF (:mod:`tictactoe.ai.threats`) reads fives off windows of k
stones: freestyle only.  This one asks the rules module at every step
(:func:`tictactoe.variants.winning_run`, :func:`tictactoe.variants.foul`), so its
wins are proofs under every variant:

* the attacker plays a four: a move after which it has a cell that wins (under
  renju, Black's four must not be a forbidden point);
* the defender's replies are every move that could stop that win: the winning cells
  themselves and, under caro, the cells beyond the ends of the row they would make
  (a stone there can leave a five blocked at both ends).  A reply that leaves the
  attacker a winning cell fails; one that wins for the defender refutes the attack;
  under renju Black may not reply on a forbidden point, so White's four whose only
  answer is forbidden to Black wins (a foul point as a defence is no defence);
* when the defender's reply threatens a win of its own, the attacker's next four
  must stop it (take that cell), or the attacker must win at once.

The search is depth-first with iterative deepening on the number of fours, each
position's failures cached.  :func:`search` is the face of the routing table: a
proven win for the side to move (an :class:`Analysis` whose best move starts it);
else, when the opponent would win by fours if it moved, the first of its fours after
which it has no such win (a defence, not a proof); else None.  :func:`win_for` gives
the proof itself, the attacker's moves.
"""
from __future__ import annotations

import time

from tictactoe.ai.types import WIN, Analysis, Cancel, Limit, Option, Progress
from tictactoe.game import Game, Mark, Rules
from tictactoe.variants import Variant, foul, lines, winning_cells, winning_run

MAX_FOURS = 12            # the longest chain of fours tried
SHARE = 0.4               # of the time limit, when another search answers after this one
CHECK_EVERY = 63


class Stopped(Exception):
    """Out of time, or cancelled."""


class Fours:
    """The continuous-fours search of one call: the rules, a clock, a failure cache."""

    def __init__(self, rules: Rules, deadline: float | None, cancel: Cancel) -> None:
        self.rules = rules
        self.k = rules.k
        self.windows = [(mask, cells) for mask, (_, cells) in zip(
            rules.windows(), lines(rules.width, rules.height, rules.k))]
        self.renju = rules.variant is Variant.RENJU
        self.caro = rules.variant is Variant.CARO
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.failed: dict[tuple[int, int, bool, int], bool] = {}

    def _tick(self) -> None:
        self.nodes += 1
        if not self.nodes & CHECK_EVERY:
            if self.cancel.is_set() or (self.deadline is not None
                                        and time.perf_counter() > self.deadline):
                raise Stopped

    def fives(self, mine: int, theirs: int, black: bool) -> list[int]:
        """The empty cells where the side holding ``mine`` wins by playing."""
        return winning_cells(self.rules, mine, theirs, black)

    def fours(self, mine: int, theirs: int, black: bool) -> list[int]:
        """The empty cells after which the side holding ``mine`` has a winning cell
        (and that it may play: Black's forbidden points are left out under renju)."""
        k = self.k
        taken = mine | theirs
        seen: set[int] = set()
        found: list[int] = []
        for mask, cells in self.windows:
            if theirs & mask or (mine & mask).bit_count() != k - 2:
                continue
            for c in cells:
                if taken >> c & 1 or c in seen:
                    continue
                seen.add(c)
                if self.fives(mine | 1 << c, theirs, black) and not (
                        black and self.renju and foul(self.rules, mine, theirs, c)):
                    found.append(c)
        return found

    def stoppers(self, mine: int, theirs: int, black: bool, wins: list[int]) -> list[int]:
        """The cells where the other side may try to stop the winning cells ``wins``."""
        cells = list(wins)
        if self.caro:
            w = self.rules.width
            for c in wins:
                run = winning_run(self.rules, mine | 1 << c, theirs, c, black) or []
                if len(run) < 2:
                    continue
                x0, y0 = run[0] % w, run[0] // w
                dx, dy = run[1] % w - x0, run[1] // w - y0
                for x, y in ((x0 - dx, y0 - dy), (x0 + len(run) * dx, y0 + len(run) * dy)):
                    if 0 <= x < w and 0 <= y < self.rules.height:
                        end = y * w + x
                        if not (mine | theirs) >> end & 1 and end not in cells:
                            cells.append(end)
        return cells

    def first_win(self, mine: int, theirs: int, black: bool) -> list[int] | None:
        """The shortest win by fours found, deepening one four at a time (None when
        there is none up to MAX_FOURS, or the time is up)."""
        try:
            for depth in range(1, MAX_FOURS + 1):
                line = self.win(mine, theirs, black, depth)
                if line is not None:
                    return line
        except Stopped:
            pass
        return None

    def defence(self, mine: int, theirs: int, black: bool, game: Game) -> int | None:
        """When the opponent would win by fours if it moved: a cell of its attack (its
        fours, in order) that we may play and after which it has no such win; None when
        it has none, when it wins at once (the quick move blocks that), or when no cell
        of its line stops it."""
        threat = self.first_win(theirs, mine, not black)
        if threat is None or len(threat) < 2:
            return None  # no attack, or an immediate win: the quick move blocks that
        legal = {game.rules.index(m) for m in game.legal_moves()}
        for cell in threat:
            if cell in legal and self.first_win(theirs, mine | 1 << cell, not black) is None:
                return cell
        return None

    def win(self, mine: int, theirs: int, black: bool, depth: int) -> list[int] | None:
        """A win for the side holding ``mine`` (to move; X when ``black``) by at most
        ``depth`` fours: its moves, the winning stone last; None if none is found."""
        self._tick()
        fives = self.fives(mine, theirs, black)
        if fives:
            return [fives[0]]
        if depth == 0:
            return None
        key = (mine, theirs, black, depth)
        if key in self.failed:
            return None
        threats = self.fives(theirs, mine, not black)
        for c in self.fours(mine, theirs, black):
            if threats and c not in threats:
                continue  # the opponent wins next unless its winning cell is taken
            after = mine | 1 << c
            line = self._defended(after, theirs, black, depth)
            if line is not None:
                return [c] + line
        self.failed[key] = True
        return None

    def _defended(self, mine: int, theirs: int, black: bool, depth: int) -> list[int] | None:
        """The attack after its four: the rest of the win against every reply, or None."""
        wins = self.fives(mine, theirs, black)
        if self.fives(theirs, mine, not black):
            return None  # the defender wins first
        rest: list[int] = []
        taken = mine | theirs
        for reply in self.stoppers(mine, theirs, black, wins):
            if taken >> reply & 1:
                continue
            if not black and self.renju and foul(self.rules, theirs, mine, reply):
                continue  # Black may not play there: no defence
            line = self.win(mine, theirs | 1 << reply, black, depth - 1)
            if line is None:
                return None
            if len(line) > len(rest):
                rest = line
        return rest if rest else [wins[0]]


def win_for(game: Game, limit: Limit, cancel: Cancel) -> list[tuple[int, int]] | None:
    """A proven win by continuous fours for the side to move in ``game``: the mover's
    moves (the replies are forced), or None within ``limit``."""
    deadline = None if limit.time is None else time.perf_counter() + limit.time
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    black = game.to_move() is Mark.X
    mine, theirs = (x_bits, o_bits) if black else (o_bits, x_bits)
    line = Fours(rules, deadline, cancel).first_win(mine, theirs, black)
    return None if line is None else [rules.move(c) for c in line]


def search(game: Game, limit: Limit, cancel: Cancel,
           progress: Progress | None = None) -> Analysis | None:
    """A proven win by fours for the side to move; else, when the opponent would have
    one if it moved, the first cell (of its attack) after which it has none; else None
    (the quick move answers).  Within SHARE of the time when a search comes after."""
    start = time.perf_counter()
    budget = None if limit.time is None else limit.time * SHARE
    deadline = None if budget is None else start + budget
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    black = game.to_move() is Mark.X
    mine, theirs = (x_bits, o_bits) if black else (o_bits, x_bits)
    fours = Fours(rules, deadline, cancel)
    line = fours.first_win(mine, theirs, black)
    if line is not None:
        moves = [rules.move(c) for c in line]
        plies = 2 * len(line) - 1
        answer = Analysis(moves[0], (Option(moves[0], WIN - plies),), exact=False,
                          nodes=fours.nodes, time_s=time.perf_counter() - start, depth=plies,
                          info={"engine": "fours", "pv": moves})
    else:
        cell = fours.defence(mine, theirs, black, game)
        if cell is None:
            return None
        move = rules.move(cell)
        answer = Analysis(move, (Option(move, 0),), exact=False, nodes=fours.nodes,
                          time_s=time.perf_counter() - start, depth=1,
                          info={"engine": "fours (defence)", "pv": [move]})
    if progress is not None:
        progress(answer)
    return answer
