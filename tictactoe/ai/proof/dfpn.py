"""Depth-first proof-number search: can the attacker force a win?

The question is boolean, so the tree is an AND/OR tree: at the attacker's
turn one winning move is enough (OR), at the defender's turn every move must
lose (AND).  Proof-number search (Allis) keeps, for each node, the number of
leaves that would still have to be proven (``pn``) or disproven (``dn``) to
settle it, and always works where that number is smallest; the depth-first
form (df-pn, Nagai) does so recursively with thresholds and a table, in
bounded memory.  Here thresholds use the 1 + epsilon trick (Pawlewicz and
Lew): a child is searched until its numbers pass a quarter more than the
second-best sibling's, which stops the search from hopping between siblings.
And the defender's replies, which come ordered by how urgent they look, get a
prior: the i-th counts ``REPLY_PRIOR * i`` more to disprove.  Without it the
disproof numbers of all the defender's replies grew alike, and the search
spread its work over every one of them instead of finishing the first, which
is nearly always the one that holds.

What settles a node without search (each a theorem, and the proof checker in
:mod:`tictactoe.ai.proof.check` replays the ones that need a witness):

* a window filled (or, to move, one move from filled: a *four*);
* two fours of the side not to move at different cells: only one is blocked;
* a *fork*: a cell that makes two fours at once, for the side to move when
  the other side has no four: a win three plies later;
* no live window for the attacker, the Erdős–Selfridge bound, or a pairing
  strategy (:mod:`tictactoe.ai.proof.pairing`): the defender holds.

What prunes moves (the moves left out are proven no better than one kept):
a four must be blocked; against a fork cell, the side to move must play on it,
on a cell that spoils it, or make a four itself (else the fork wins four plies
later); cells in no live window are passes (see :mod:`tictactoe.ai.proof.board`);
a move whose live windows all run through another move's cell is dominated by
it (:mod:`tictactoe.ai.proof.moves`).

``weak`` (the maker-breaker game): the defender's own lines do not count.  A
defender that holds the weak game holds the real one (its strategy never lets
the attacker fill a window), and the weak game is much smaller to search (the
attacker has no reason to play anywhere but its own windows), so a draw is
first sought there.  A weak *win* says nothing about the real game.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from tictactoe.ai.proof.board import ProofBoard, proof_board
from tictactoe.ai.proof.moves import fork_guard, undominated
from tictactoe.ai.proof.pairing import find_pairing
from tictactoe.ai.types import Cancel, NeverCancel
from tictactoe.game import Rules

INFINITE = 1 << 40  # pn or dn of a settled node
EPSILON = 0.25  # the 1 + epsilon threshold trick
REPLY_PRIOR = 20  # the defender's i-th reply (in move order) counts 20 * i dearer:
# the (7,7,5) weak-game search took 30 s CPU without it, 7.8 s with 10,
# 6.5 s with 20, 6.4 s with 40 (and a proof a third larger)
CHECK_EVERY = 15  # look at the clock and the cancel flag every 16 expansions
# (an expansion costs 0.1-0.5 ms)
DEFAULT_TT_CAP = 1 << 21  # table entries (about 250 bytes each)
PAIRING_NODES = 1000  # per pairing search (tictactoe.ai.proof.pairing): the (7,7,5)
# proof took 30 s CPU with 30 nodes, 6.4 s with 200, 5.0 s with 1,000

State = tuple  # (a, d, e, live_a, live_d, attacker_to_move)


class ProofStopped(Exception):
    """The search ran out of time or was cancelled (its table is kept)."""

    def __init__(self, cancelled: bool) -> None:
        super().__init__("cancelled" if cancelled else "out of time")
        self.cancelled = cancelled


@dataclass
class ProofStats:
    expansions: int = 0
    evaluated: int = 0
    pairings_tried: int = 0
    pairings_found: int = 0


class Prover:
    """df-pn over one board size; the table persists between calls.

    ``prove(a, d, attacker_to_move)`` answers True (the attacker, holding the
    stones ``a``, can force a win), False (it cannot), or raises
    :class:`ProofStopped`.  Positions are reduced and keyed by
    :class:`~tictactoe.ai.proof.board.ProofBoard`; entries are ``(pn, dn)``
    keyed by ``key * 2 + attacker_to_move``.
    """

    def __init__(
        self,
        rules: Rules,
        *,
        weak: bool = False,
        tt_cap: int = DEFAULT_TT_CAP,
        pairing_nodes: int = PAIRING_NODES,
    ) -> None:
        self.rules = rules
        self.board: ProofBoard = proof_board(rules)
        self.weak = weak
        self.k = rules.k
        self.tt: dict[int, tuple[int, int]] = {}
        self.unpaired: set[int] = set()  # attacker nodes where no pairing was found
        self.tt_cap = tt_cap
        self.pairing_nodes = pairing_nodes
        self.stats = ProofStats()

    # -- states ----------------------------------------------------------------------
    def root(self, a: int, d: int, attacker_to_move: bool) -> State:
        """The reduced state of a position (``a``: the attacker's stones)."""
        board = self.board
        full = (1 << board.cells) - 1
        e = full & ~(a | d)
        live_a = [w for w in board.windows if not w & d]
        live_d = [] if self.weak else [w for w in board.windows if not w & a]
        a, d, e = board.reduce(a, d, e, live_a, live_d)
        return (a, d, e, live_a, live_d, attacker_to_move)

    def child(self, state: State, bit: int) -> State:
        """The reduced state after the side to move plays the cell ``bit``."""
        a, d, e, live_a, live_d, atk = state
        e ^= bit
        if atk:
            a |= bit
            live_d = [w for w in live_d if not w & bit]
        else:
            d |= bit
            live_a = [w for w in live_a if not w & bit]
        u = 0
        for w in live_a:
            u |= w
        for w in live_d:
            u |= w
        return (a & u, d & u, e & u, live_a, live_d, not atk)

    def canonical(self, state: State) -> State:
        """The state's canonical image (:meth:`ProofBoard.canonical`), live windows
        listed in board order; the state itself when its key is not symmetric."""
        a, d, e, live_a, live_d, atk = state
        board = self.board
        if not board.symmetric(a, d):
            return state
        image = board.canonical(a, d, e)
        if image == (a, d, e):
            return state
        a, d, e = image
        own, theirs = a | e, d | e
        live_a = [w for w in board.windows if w & own == w]
        live_d = [] if self.weak else [w for w in board.windows if w & theirs == w]
        return (a, d, e, live_a, live_d, atk)

    def key(self, state: State) -> int:
        a, d, e, _, _, atk = state
        return self.board.key(a, d, e) << 1 | atk

    # -- one node ----------------------------------------------------------------------
    def analyse(self, state: State, full: bool = True) -> tuple[int, int, int]:
        """``(pn, dn, moves)``: a settled node has pn or dn 0 (``moves`` 0); else
        ``moves`` is the bitmask of the moves worth searching.  ``full``: also look
        for a pairing strategy (the costly test, left for when a node is expanded).
        One pass over each side's windows, then the rules of the side to move."""
        _, _, e, live_a, live_d, atk = state
        k = self.k
        a_fours = 0
        a_four_count = 0
        a_twos = []
        a_gaps = []
        weight = 0  # sum of 2 ** (k - empty cells): Erdős–Selfridge in integers
        for w in live_a:
            gap = w & e
            need = gap.bit_count()
            if need <= 1:
                if need == 0:
                    return 0, INFINITE, 0
                if a_fours & gap == 0:
                    a_four_count += 1
                a_fours |= gap
            elif need == 2:
                a_twos.append(gap)
            a_gaps.append(gap)
            weight += 1 << (k - need)
        d_fours = 0
        d_four_count = 0
        d_twos = []
        for w in live_d:
            gap = w & e
            need = gap.bit_count()
            if need <= 1:
                if need == 0:
                    return INFINITE, 0, 0
                if d_fours & gap == 0:
                    d_four_count += 1
                d_fours |= gap
            elif need == 2:
                d_twos.append(gap)
        if atk:
            return self._attacker_to_move(
                state, full, a_fours, a_twos, a_gaps, weight, d_fours, d_four_count, d_twos
            )
        return self._defender_to_move(
            e, live_a, a_fours, a_four_count, a_twos, weight, d_fours, d_twos
        )

    def _attacker_to_move(
        self,
        state: State,
        full: bool,
        a_fours: int,
        a_twos: list[int],
        a_gaps: list[int],
        weight: int,
        d_fours: int,
        d_four_count: int,
        d_twos: list[int],
    ) -> tuple[int, int, int]:
        """:meth:`analyse` at the attacker's turn, from its pass over the windows."""
        e, live_a = state[2], state[3]
        if a_fours:
            return 0, INFINITE, 0
        if d_four_count > 1 or not live_a:
            return INFINITE, 0, 0
        if d_fours:
            return 1, 1, d_fours
        if fork_guard(a_twos) != -1:
            return 0, INFINITE, 0
        if weight < 1 << (self.k - 1):  # Erdős–Selfridge, attacker to move: sum < 1/2
            return INFINITE, 0, 0
        if full and self._paired(state, a_gaps):
            return INFINITE, 0, 0
        moves = e
        guard = fork_guard(d_twos)
        if guard != -1:
            mine = 0
            for g in a_twos:
                mine |= g
            moves &= guard | mine
            if not moves:
                return INFINITE, 0, 0
        return 1, 1, moves

    def _paired(self, state: State, a_gaps: list[int]) -> bool:
        """Does a pairing strategy hold the attacker's windows?  (Tried once a node.)"""
        key = self.key(state)
        if key in self.unpaired:
            return False
        self.stats.pairings_tried += 1
        line_of = self.board.line_of
        if self._pairing(a_gaps, [line_of[w] for w in state[3]]) is not None:
            self.stats.pairings_found += 1
            return True
        if len(self.unpaired) > self.tt_cap:
            self.unpaired.clear()
        self.unpaired.add(key)
        return False

    def _defender_to_move(
        self,
        e: int,
        live_a: list[int],
        a_fours: int,
        a_four_count: int,
        a_twos: list[int],
        weight: int,
        d_fours: int,
        d_twos: list[int],
    ) -> tuple[int, int, int]:
        """:meth:`analyse` at the defender's turn, from its pass over the windows."""
        if d_fours:
            return INFINITE, 0, 0
        if a_four_count > 1:
            return 0, INFINITE, 0
        if not live_a:
            return INFINITE, 0, 0
        if a_fours:
            return 1, 1, a_fours
        if fork_guard(d_twos) != -1:
            return INFINITE, 0, 0
        if weight < 1 << self.k:  # Erdős–Selfridge, defender to move: sum < 1
            return INFINITE, 0, 0
        moves = e
        guard = fork_guard(a_twos)
        if guard != -1:
            mine = 0
            for g in d_twos:
                mine |= g
            moves &= guard | mine
            if not moves:
                return 0, INFINITE, 0
        return 1, 1, moves

    def _pairing(self, gaps: list[int], lines: list[int]) -> list[int] | None:
        return find_pairing(gaps, lines, self.pairing_nodes)

    def ordered(self, state: State, moves: int) -> list[int]:
        """The moves worth searching (single bits), best first: see
        :func:`tictactoe.ai.proof.moves.undominated`."""
        board = self.board
        return undominated(
            moves, state[2], state[3], state[4], board.index, board.through_index, board.cell_lines
        )

    # -- the search --------------------------------------------------------------------
    def prove(
        self,
        a: int,
        d: int,
        attacker_to_move: bool,
        *,
        deadline: float | None = None,
        cancel: Cancel | None = None,
    ) -> bool:
        """Can the attacker (stones ``a``) force a win?  Raises ProofStopped."""
        return self.prove_state(self.root(a, d, attacker_to_move), deadline=deadline, cancel=cancel)

    def prove_state(
        self, state: State, *, deadline: float | None = None, cancel: Cancel | None = None
    ) -> bool:
        """:meth:`prove` for a reduced state (the bitboards of a reduced state are not
        a position: its dead cells are left out)."""
        key = self.key(state)
        entry = self.tt.get(key)
        if entry is None:
            pn, dn, _ = self.analyse(state, False)
            entry = (pn, dn)
            self.tt[key] = entry
        if entry[0] and entry[1]:
            self._stop_at = deadline if deadline is not None else float("inf")
            self._cancel = (cancel or NeverCancel()).is_set
            self._mid(state, key, INFINITE, INFINITE)
            entry = self.tt[key]
        if entry[0] == 0:
            return True
        if entry[1] == 0:
            return False
        raise ProofStopped(False)  # cannot happen: the root search only returns settled

    def _expand(self, state: State, key: int) -> list[list] | None:
        """The children, best first, as ``[key, state, bit]`` lists filled in lazily
        (None until the child is first chosen: an untouched child counts as
        ``(1, 1)``, and most of a defender's replies are never touched because
        the first one already holds); None when the node got settled (its entry
        is then stored)."""
        pn, dn, moves = self.analyse(state)
        if not (pn and dn):
            self._store(key, pn, dn)
            return None
        return [[None, None, bit] for bit in self.ordered(state, moves)]

    def _store(self, key: int, pn: int, dn: int) -> None:
        tt = self.tt
        tt[key] = (pn, dn)
        if len(tt) > self.tt_cap:
            settled = {k: v for k, v in tt.items() if not (v[0] and v[1])}
            if len(settled) > self.tt_cap // 2:
                settled = {k: v for k, v in settled.items() if v[1] == 0}
            tt.clear()
            tt.update(settled)
            tt[key] = (pn, dn)

    def _mid(self, state: State, key: int, th_pn: int, th_dn: int) -> None:
        stats = self.stats
        stats.expansions += 1
        if not stats.expansions & CHECK_EVERY:
            if self._cancel():
                raise ProofStopped(True)
            if time.perf_counter() > self._stop_at:
                raise ProofStopped(False)
        state = self.canonical(state)
        children = self._expand(state, key)
        if children is None:
            return
        tt = self.tt
        atk = state[5]
        while True:
            # attacker: pn = min, dn = sum; defender: pn = sum, dn = min
            best = None
            first = second = INFINITE
            total = 0
            bias = best_bias = 0
            for child in children:
                entry = tt.get(child[0]) if child[0] is not None else None
                if entry is None:  # untouched, or dropped by a table clean-up
                    cp = cd = 1
                elif atk:
                    cp, cd = entry
                else:
                    cd, cp = entry
                if not atk and 0 < cp < INFINITE:
                    cp += bias  # the defender's later replies look dearer
                if cp < first:
                    second = first
                    first = cp
                    best = child
                    best_bias = bias
                elif cp < second:
                    second = cp
                total += cd
                bias += REPLY_PRIOR
            if total > INFINITE:
                total = INFINITE
            pn, dn = (first, total) if atk else (total, first)
            if pn >= th_pn or dn >= th_dn:
                self._store(key, pn, dn)
                return
            if best[0] is None or best[0] not in tt:
                if best[1] is None:
                    best[1] = self.child(state, best[2])
                    best[0] = self.key(best[1])
                if best[0] not in tt:
                    stats.evaluated += 1
                    cpn, cdn, _ = self.analyse(best[1], False)
                    self._store(best[0], cpn, cdn)
                continue  # look again with the child's real numbers
            cpn, cdn = tt[best[0]]
            grow = int(second * (1 + EPSILON)) + 1
            if atk:
                child_pn = min(th_pn, max(second + 1, grow) if second < INFINITE else th_pn)
                child_dn = th_dn - dn + cdn
            else:
                child_dn = min(th_dn, max(second + 1, grow) if second < INFINITE else th_dn)
                child_dn -= best_bias
                child_pn = th_pn - pn + cpn
            self._mid(best[1], best[0], child_pn, child_dn)


def prover_for(rules: Rules, weak: bool) -> Prover:
    """A fresh prover (callers that want a persistent table keep their own)."""
    return Prover(rules, weak=weak)
