"""The large search's alpha-beta: principal-variation search on a pattern board.

:class:`AlphaBeta` searches one position (its board is private) with:

* **forced moves first, free of depth**: a five wins; the opponent's four is
  blocked (two of them lose); an open four or two fours to make (class
  ``FLEX4``, checked by playing it) win in three plies;
* **answers to threats free of depth**: where the moves are only the answers to
  the opponent's open three or four-three (see below), they cost no depth
  while the ply is below ``extend_until`` (set per iteration by the caller:
  :data:`tictactoe.ai.large.EXTEND` plies past the iteration's depth), so an
  attack by threes is followed about as deep as the threat search would;
* **moves by threat class** (:meth:`AlphaBeta.moves`): when the opponent can make
  an open four next (it has an open three, or a double four), only the cells
  that stop every such point and our own fours; when it can make a four-three,
  the cells that stop it and our fours; otherwise the candidates near the
  stones ranked by their cell scores (attack plus defence) with the table's
  move, the killers and a history bonus first, the best ``WIDTHS[ply]`` of them;
* **late-move reductions** for quiet moves late in the list, re-searched at
  full depth when they beat alpha; null windows after the first move;
* **futility pruning** one ply from the horizon: in a null window, a node whose
  leaf value already beats beta by ``FUTILITY`` is cut, unless the opponent has
  an open four or a four-three to make (the margin cannot say what those are
  worth);
* **null moves**: in a null window with ``NULL_FROM`` plies or more left, a node
  whose leaf value already beats beta lets the opponent move twice, searched
  ``NULL_R`` plies shallower; when beta still holds it is cut.  Gomoku has no
  zugzwang (a stone never hurts its side), so the test errs only by the
  reduction; it is not tried while the opponent has an open three, a four-three
  or two threes to make, nor twice in a row, and a proven value from it is not
  trusted;
* a **transposition table** kept between moves of a game (Zobrist keys of the
  board shape, so a table is only ever shared by positions of one shape), with
  mate values stored relative to the node;
* **leaves**: the static evaluation plus what the side to move's threats are
  worth when it moves first (:meth:`AlphaBeta.leaf`).

Values are from the side to move's point of view: ``WIN - plies`` for a forced
win found ``plies`` ahead, its negative for a loss, heuristic scores within
``EVAL_LIMIT``.
"""

from __future__ import annotations

from tictactoe.ai.evaluate import EVAL_LIMIT, PatternBoard
from tictactoe.ai.patterns import (
    FIVE,
    FLEX4,
    FOUR,
    FOUR_PLUS,
    FOUR_THREE,
    THREE,
    THREE_PLUS,
    THREE_THREE,
)
from tictactoe.ai.threats import Clock, ThreatSearch, defences
from tictactoe.ai.types import HEURISTIC_LIMIT, WIN

INF = WIN + 1
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 60
WIDTHS = (20, 14, 11, 9, 8, 7, 6)  # quiet moves kept at ply 1, 2, ...; the last repeats
LATE_WIDTHS = (0, 5, 9)  # and at most these with 1, 2 plies left (late-move pruning)
LMR_FROM = 3  # moves before this index are never reduced
HISTORY_CAP = 1 << 20
PREVIOUS_SHARE = 500  # per mille of the parent's value in a leaf's (see AlphaBeta.leaf)
# futility pruning: in a null window with at most FUTILITY_DEPTH plies left, a node whose
# leaf value beats beta by FUTILITY per ply left is cut without searching its moves
FUTILITY_DEPTH, FUTILITY = 1, 150
NULL_R, NULL_FROM = 2, 3  # null-move reduction, and the least depth it is tried at
PASS_KEY = 0x2545_F491_4F6C_DD1D  # xored into the hash while a side has passed


class AlphaBeta:
    """One search: a board, a clock, the shared table, killers and history."""

    #: the threat search it runs (the rules other than freestyle have their own)
    threat_search = ThreatSearch
    #: a five of the opponent's to stop goes to ``block_five`` (the other rules: a
    #: block may be forbidden, or, under caro, not the only one; see rule_search)
    rule_blocks = False

    def __init__(
        self,
        board: PatternBoard,
        clock: Clock,
        tt: dict,
        tt_cap: int,
        history: list[list[int]],
        caches: tuple[dict[int, int], dict[int, int]] | None = None,
    ) -> None:
        self.board = board
        self.clock = clock
        self.tt = tt
        self.tt_cap = tt_cap
        self.history = history
        self.killers: list[list[int]] = [[-1, -1] for _ in range(MAX_PLY + 2)]
        self.threats = self.threat_search(board, clock, caches=caches)
        self.leaves = 0
        #: the deepest ply a leaf of this search was evaluated at (extensions included)
        self.deepest = 0
        #: the static value of each node on the current line, for its side to move
        self.stack = [0] * (MAX_PLY + 2)
        #: answers to threats cost no depth below this ply (set by the caller per iteration)
        self.extend_until = 0
        self.null_ply = -2  # the ply of the null move on the current line (-2: none)
        self.nulls = 0  # null moves tried

    # -- the table -------------------------------------------------------------------------
    def store(self, key: int, depth: int, flag: int, value: int, move: int, ply: int) -> None:
        if value > HEURISTIC_LIMIT:
            value += ply
        elif value < -HEURISTIC_LIMIT:
            value -= ply
        tt = self.tt
        if len(tt) >= self.tt_cap and key not in tt:
            return  # full: the root makes room between searches (see trim_table)
        old = tt.get(key)
        if old is None or old[0] <= depth or flag == EXACT:
            tt[key] = (depth, flag, value, move)

    # -- moves -----------------------------------------------------------------------------
    def flex4_win(self, s: int) -> int:
        """A cell where ``s`` makes an open four or two fours with two winning cells
        (-1: none).  The class says so except when two fours share their cell."""
        board = self.board
        for c in board.cells[s][FLEX4]:
            board.push(c, s)
            ok = len(board.cells[s][FIVE]) >= 2
            board.pop(c, s)
            if ok:
                return c
        return -1

    def block_five(self, depth: int, alpha: int, beta: int, ply: int, s: int) -> int:
        """The value of a node where the opponent has a five to make (the other rules)."""
        raise NotImplementedError

    def moves(self, s: int, ply: int, tt_move: int, width: int | None) -> tuple[list[int], bool]:
        """The moves to search, best first, and whether they are a complete defence set
        (True when the opponent threatens and only the answers are listed)."""
        board = self.board
        o = 1 - s
        theirs = board.cells[o]
        cs_s = board.code[s]
        cs_o = board.code[o]
        order = board.order
        order_opp = board.order_opp
        if theirs[FLEX4]:
            answers = defences(board, o, theirs[FLEX4], FLEX4)
            moves = list(dict.fromkeys(board.four_moves(s) + answers))
            moves.sort(key=lambda c: -(order[cs_s[c]] + order_opp[cs_o[c]]))
            return self._front(moves, ply, tt_move), True
        if theirs[FOUR_THREE]:
            answers = defences(board, o, theirs[FOUR_THREE], FOUR_THREE)
            if answers:
                moves = list(dict.fromkeys(board.four_moves(s) + answers))
                moves.sort(key=lambda c: -(order[cs_s[c]] + order_opp[cs_o[c]]))
                return self._front(moves, ply, tt_move), True
        history = self.history[s]
        ranked = sorted(
            board.candidates(),
            key=lambda c: -(order[cs_s[c]] + order_opp[cs_o[c]] + (history[c] >> 8)),
        )
        ranked = self._front(ranked, ply, tt_move)
        if width is not None:
            del ranked[width:]
        return ranked, False

    def candidates(self, s: int) -> list[int]:
        """Every move of ``s`` near the stones (see ``PatternBoard.candidates``)."""
        return self.board.candidates()

    def _front(self, moves: list[int], ply: int, tt_move: int) -> list[int]:
        """The table's move and the killers first (when they are in ``moves``)."""
        front = [m for m in (tt_move, *self.killers[ply]) if m >= 0]
        if not front:
            return moves
        present = set(moves)
        front = [m for m in dict.fromkeys(front) if m in present]
        if not front:
            return moves
        seen = set(front)
        return front + [m for m in moves if m not in seen]

    # -- search ----------------------------------------------------------------------------
    def negamax(self, depth: int, alpha: int, beta: int, ply: int, s: int) -> int:
        # One body on purpose: its steps (the wins on the board, the table probe,
        # futility and the null move, the move loop with its re-searches) end the node
        # by early returns sharing alpha, beta, the table move and the static value; as
        # helpers each would return "a value, or go on" and pass those back and forth.
        # The calls alone would cost little: about 40 ns each against some 35 us a
        # node (15x15 middle games, CPython 3.11).
        self.clock.tick()
        board = self.board
        o = 1 - s
        mine = board.cells[s]
        theirs = board.cells[o]
        if mine[FIVE]:
            return WIN - ply - 1
        if theirs[FIVE]:
            if self.rule_blocks:
                return self.block_five(depth, alpha, beta, ply, s)
            if len(theirs[FIVE]) > 1:
                return -(WIN - ply - 2)
            if ply >= MAX_PLY:
                return self.leaf(s, ply)
            # the block costs no depth; its leaves blend with this node's value
            self.stack[ply] = self.static(s)
            forced = next(iter(theirs[FIVE]))
            board.make(forced, s)
            v = -self.negamax(depth, -beta, -alpha, ply + 1, o)
            board.unmake(forced, s)
            return v
        if mine[FLEX4] and self.flex4_win(s) >= 0:
            return WIN - ply - 3
        if board.empty == 0:
            return 0
        if depth <= 0 or ply >= MAX_PLY:
            return self.leaf(s, ply)
        self.stack[ply] = self.static(s)
        key = board.hash
        entry = self.tt.get(key)
        tt_move = -1
        if entry is not None:
            edepth, flag, val, tt_move = entry
            if edepth >= depth:
                if val > HEURISTIC_LIMIT:
                    val -= ply
                elif val < -HEURISTIC_LIMIT:
                    val += ply
                if flag == EXACT:
                    return val
                if flag == LOWER:
                    if val >= beta:
                        return val
                elif val <= alpha:
                    return val
        if (
            beta - alpha == 1
            and abs(beta) < HEURISTIC_LIMIT
            and not theirs[FLEX4]
            and not theirs[FOUR_THREE]
        ):
            # (neither cut when the opponent threatens to win faster than a margin can say)
            est = (
                self.stack[ply] * (1000 - PREVIOUS_SHARE) - self.stack[ply - 1] * PREVIOUS_SHARE
            ) // 1000  # as a leaf's value
            if depth <= FUTILITY_DEPTH:
                if est - FUTILITY * depth >= beta:
                    return est
            elif (
                depth >= NULL_FROM
                and est >= beta
                and NULL_R
                and self.null_ply != ply - 1
                and not theirs[THREE_THREE]
            ):
                # a null move: if beta holds with the opponent moving twice, searched
                # NULL_R plies shallower, a move of ours would hold it too
                self.nulls += 1
                saved = self.null_ply
                self.null_ply = ply
                board.hash ^= PASS_KEY
                try:
                    v = -self.negamax(depth - 1 - NULL_R, -beta, -beta + 1, ply + 1, o)
                finally:
                    board.hash ^= PASS_KEY
                    self.null_ply = saved
                if beta <= v < HEURISTIC_LIMIT:
                    return v
        width = WIDTHS[min(ply - 1, len(WIDTHS) - 1)]
        if depth < len(LATE_WIDTHS):
            width = min(width, LATE_WIDTHS[depth])
        moves, defending = self.moves(s, ply, tt_move, width)
        if not moves:
            # the opponent makes an open four next and nothing stops it
            return -(WIN - ply - 4)
        alpha0 = alpha
        best = -INF
        best_move = moves[0]
        widened = defending
        # answering an open three (or a four-three) costs no depth, within reason: the
        # answers are few, and the attack is seen as deep as a threat search would
        child = depth if defending and ply < self.extend_until else depth - 1
        # children searched at depth 0 are leaves (or forced blocks): they never ask for
        # the candidate cells, so their stones skip that bookkeeping (push / pop)
        leaf_children = child <= 0
        i = 0
        cs_s = board.code[s]
        classes = board.classes
        while i < len(moves):
            c = moves[i]
            i += 1
            reduce = 0
            if i > LMR_FROM and depth >= 3 and not defending and classes[cs_s[c]] < THREE:
                reduce = 1 if i < 8 else 2
            if leaf_children:
                board.push(c, s)
            else:
                board.make(c, s)
            if i == 1:
                v = -self.negamax(child, -beta, -alpha, ply + 1, o)
            else:
                v = -self.negamax(child - reduce, -alpha - 1, -alpha, ply + 1, o)
                if v > alpha and reduce:
                    v = -self.negamax(child, -alpha - 1, -alpha, ply + 1, o)
                if alpha < v < beta:
                    v = -self.negamax(child, -beta, -alpha, ply + 1, o)
            if leaf_children:
                board.pop(c, s)
            else:
                board.unmake(c, s)
            if v > best:
                best = v
                best_move = c
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        if classes[cs_s[c]] < FOUR:
                            killers = self.killers[ply]
                            if killers[0] != c:
                                killers[1] = killers[0]
                                killers[0] = c
                        h = self.history[s]
                        h[c] = min(HISTORY_CAP, h[c] + depth * depth * 16)
                        break
            if i == len(moves) and best < -HEURISTIC_LIMIT and not widened:
                # every move kept loses by force: a loss is claimed only once every
                # candidate has been tried
                widened = True
                seen = set(moves)
                moves += [m for m in self.candidates(s) if m not in seen]
        flag = EXACT if alpha0 < best < beta else (LOWER if best >= beta else UPPER)
        self.store(key, depth, flag, best, best_move, ply)
        return best

    def leaf(self, s: int, ply: int) -> int:
        """The value of a leaf for ``s`` to move: its static value blended with minus
        its parent's (``PREVIOUS_SHARE``, per mille), the parent being the same
        line one move earlier.  The static value of a position depends on who is to
        move by more than the differences between moves; leaves one ply apart (an
        extension, a reduction) are compared through the blend."""
        self.leaves += 1
        if ply > self.deepest:
            self.deepest = ply
        now = self.static(s)
        return (now * (1000 - PREVIOUS_SHARE) - self.stack[ply - 1] * PREVIOUS_SHARE) // 1000

    def static(self, s: int) -> int:
        """The static score for ``s`` to move, with what the threats on the board are
        worth to the side that moves first (fitted with the cell values: see
        :mod:`tictactoe.ai.patterns`)."""
        board = self.board
        mine = board.cells[s]
        theirs = board.cells[1 - s]
        w = board.threat[s]  # weights.THREATS' order
        v = board.evaluate(s)
        if mine[FOUR_THREE]:
            v += w[0]
        if mine[THREE_THREE]:
            v += w[1]
        if mine[THREE] or mine[THREE_PLUS]:
            v += w[2]
        if mine[FOUR] or mine[FOUR_PLUS]:
            v += w[3]
        if theirs[FLEX4]:
            v += w[4]
        if theirs[FOUR_THREE]:
            v += w[5]
        if theirs[THREE_THREE]:
            v += w[6]
        if theirs[THREE] or theirs[THREE_PLUS]:
            v += w[7]
        if theirs[FOUR] or theirs[FOUR_PLUS]:
            v += w[8]
        if v > EVAL_LIMIT:
            return EVAL_LIMIT
        if v < -EVAL_LIMIT:
            return -EVAL_LIMIT
        return v

    def principal_variation(self, first: int, s: int, length: int) -> list[int]:
        """``first`` then the table's best replies, as far as they go (at most ``length``)."""
        board = self.board
        line: list[int] = []
        side = s
        c = first
        while c >= 0 and not board.board[c] and len(line) < max(1, length):
            won = board.is_win_move(c, side)
            board.make(c, side)
            line.append(c)
            if won:
                break
            side = 1 - side
            entry = self.tt.get(board.hash)
            c = entry[3] if entry is not None else -1
        for i in range(len(line) - 1, -1, -1):
            board.unmake(line[i], s if i % 2 == 0 else 1 - s)
        return line
