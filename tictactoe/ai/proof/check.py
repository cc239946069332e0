"""The proof checker: a search's answer counts only once its strategy is replayed.

The prover (:mod:`tictactoe.ai.proof.dfpn`) prunes with several rules and
keeps its conclusions in a table.  This module walks the strategy those
conclusions describe and checks every step with the rules alone:

* a *hold* (the attacker cannot force a win): at the attacker's turn **every**
  move that is not a pass is tried; at the defender's turn one reply is taken
  (one the table marks as disproven); the walk ends where the attacker has no
  live window left, where the defender has completed a window, where the
  Erdős–Selfridge bound holds, or where a pairing strategy is found and
  verified pair by pair;
* a *win*: at the attacker's turn one move (marked proven in the table), at
  the defender's turn **every** move that is not a pass; the walk ends where
  the attacker completes a window, and fails wherever the defender does.

Where the table says nothing (a node the search settled by a rule, such as a
fork, or an entry dropped when the table was full) the checker looks for a
completing move or a fork move itself, and else asks the prover to search that
position again; a strategy it cannot complete is no proof, and
:class:`ProofRejected` says where it broke (which would be a bug).

What the walk takes on trust is four theorems, each stated where it is used:
passes never help (:mod:`tictactoe.ai.proof.board`), the board's symmetries,
the Erdős–Selfridge bound (:mod:`tictactoe.ai.proof.pairing`), and domination
(:mod:`tictactoe.ai.proof.moves`): where every move must be answered, a move
whose live windows all run through another move's cell is covered by that
move's answer.  The checker finds dominated moves, completed lines, fours and
forks with its own plain code; it shares the prover's code for the positions
themselves (a child position and its reduction), which the tests hold against
the exact solver and a brute-force maker-breaker solver.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from tictactoe.ai.proof.dfpn import ProofStopped, Prover, State
from tictactoe.ai.proof.pairing import erdos_selfridge, find_pairing, is_pairing
from tictactoe.ai.symmetry import symmetries
from tictactoe.ai.types import Cancel, NeverCancel

CHECK_EVERY = 15  # steps between looks at the clock and the cancel flag


class ProofRejected(Exception):
    """The strategy did not stand up to the checker (a bug in the prover)."""


@dataclass
class Certificate:
    """What a checked proof looked like.

    ``attacker_wins``: the claim.  ``positions``: distinct positions walked.
    ``plies``: for a win, the most plies the defender can last against the
    strategy (the attacker's winning move included); None for a hold.
    ``leaves``: how the walk ended, counted by kind.  ``searches``: positions
    whose move the table did not hold, searched again during the check.
    ``move``: the cell the strategy plays first when the root is the chooser's
    turn (the attacker's winning move, the defender's holding reply), else None.
    """

    attacker_wins: bool
    positions: int = 0
    plies: int | None = None
    leaves: dict[str, int] = field(default_factory=dict)
    searches: int = 0
    move: int | None = None
    seconds: float = 0.0


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low)
    return out


def _completed(live: list[int], e: int) -> bool:
    return any(not w & e for w in live)


def _fours(live: list[int], e: int) -> int:
    """The cells that would complete one of these windows."""
    cells = 0
    for w in live:
        gap = w & e
        if gap.bit_count() == 1:
            cells |= gap
    return cells


def _representatives(e: int, live_a: list[int], live_d: list[int]) -> list[int]:
    """The empty cells that no other empty cell dominates (its set of live windows
    is not inside another cell's; of cells with equal sets, the lowest)."""
    windows = {}
    for bit in _bits(e):
        mask = 0
        for i, w in enumerate(live_a + live_d):
            if w & bit:
                mask |= 1 << i
        windows[bit] = mask
    out = []
    for x, wx in windows.items():
        if not any(y != x and wx & ~wy == 0 and (wx != wy or y < x) for y, wy in windows.items()):
            out.append(x)
    return out


def _fork_moves(live: list[int], e: int) -> list[int]:
    """Cells that make two fours (at different cells) at once."""
    partners: dict[int, int] = {}
    for w in live:
        gap = w & e
        if gap.bit_count() == 2:
            low = gap & -gap
            high = gap ^ low
            partners[low] = partners.get(low, 0) | high
            partners[high] = partners.get(high, 0) | low
    return [cell for cell, p in partners.items() if p & (p - 1)]


class Checker:
    """Replays a prover's strategy for one position (see the module doc)."""

    def __init__(
        self, prover: Prover, deadline: float | None = None, cancel: Cancel | None = None
    ) -> None:
        self.prover = prover
        self.deadline = deadline if deadline is not None else float("inf")
        self.cancel = cancel or NeverCancel()
        self.steps = 0
        self.leaves: dict[str, int] = {}
        self.holds: set[int] = set()
        self.wins: dict[int, int] = {}
        self.searches = 0  # positions the table did not cover, searched again
        self.root_state: State | None = None
        self.first_move: int | None = None

    def _tick(self) -> None:
        self.steps += 1
        if not self.steps & CHECK_EVERY:
            if self.cancel.is_set():
                raise ProofStopped(True)
            if time.perf_counter() > self.deadline:
                raise ProofStopped(False)

    def _leaf(self, kind: str) -> None:
        self.leaves[kind] = self.leaves.get(kind, 0) + 1

    def check(self, a: int, d: int, attacker_to_move: bool, attacker_wins: bool) -> Certificate:
        start = time.perf_counter()
        root = self.prover.root(a, d, attacker_to_move)
        state = self.prover.canonical(root)
        self.root_state = state
        # the canonical image's cells back to the position's own
        self.root_map = list(range(self.prover.board.cells))
        for s, image in _images(self.prover, root):
            if image[:3] == state[:3]:
                self.root_map = list(
                    symmetries(self.prover.rules.width, self.prover.rules.height).inverse[s]
                )
                break
        self.first_move = None
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 10_000))
        try:
            if attacker_wins:
                plies = self._win(state)
                cert = Certificate(True, len(self.wins), plies, dict(self.leaves))
            else:
                self._hold(state)
                cert = Certificate(False, len(self.holds), None, dict(self.leaves))
        finally:
            sys.setrecursionlimit(old)
        cert.searches = self.searches
        cert.move = self.first_move
        cert.seconds = time.perf_counter() - start
        return cert

    # -- the defender holds ------------------------------------------------------------
    def _hold(self, state: State) -> None:
        prover = self.prover
        key = prover.key(state)
        if key in self.holds:
            return
        self._tick()
        # walk the image the search expanded (see Prover.canonical): same children,
        # and the same order of windows for the pairing search
        state = prover.canonical(state)
        _, _, e, live_a, live_d, atk = state
        if _completed(live_a, e):
            raise ProofRejected("the attacker has completed a window")
        if _completed(live_d, e):
            self._leaf("defender's line")
        elif not live_a:
            self._leaf("no line left")
        else:
            gaps = [w & e for w in live_a]
            if erdos_selfridge(gaps, atk):
                self._leaf("Erdős–Selfridge")
            elif atk:
                # the search's own budget: where it found none, it searched on
                pairs = find_pairing(
                    gaps, [prover.board.line_of[w] for w in live_a], prover.pairing_nodes
                )
                if pairs is not None:
                    if not is_pairing(pairs, gaps, e):
                        raise ProofRejected("a pairing that does not cover")
                    self._leaf("pairing")
                else:
                    for bit in _representatives(e, live_a, live_d):
                        self._hold(prover.child(state, bit))
            else:
                self._hold(self._reply(state, want_win=False))
        self.holds.add(key)

    # -- the attacker wins -------------------------------------------------------------
    def _win(self, state: State) -> int:
        prover = self.prover
        key = prover.key(state)
        known = self.wins.get(key)
        if known is not None:
            return known
        self._tick()
        state = prover.canonical(state)  # the image the search expanded
        _, _, e, live_a, live_d, atk = state
        if _completed(live_d, e):
            raise ProofRejected("the defender has completed a window")
        if not live_a:
            raise ProofRejected("the attacker has no line left")
        if atk:
            if _fours(live_a, e):
                self._leaf("line")
                plies = 1
            else:
                plies = 1 + self._win(self._reply(state, want_win=True))
        else:
            plies = 0
            for bit in _representatives(e, live_a, live_d):
                child = prover.child(state, bit)
                plies = max(plies, 1 + self._win(child))
        self.wins[key] = plies
        return plies

    # -- the chosen reply --------------------------------------------------------------
    def _reply(self, state: State, want_win: bool) -> State:
        """The side to move's move according to the table (the attacker's winning
        move, or the defender's holding one), as the child state.

        Near the start the table's keys are symmetric, so the entry of this
        position may have been settled on an image of it, whose children are
        the ones in the table: every image is tried (walking an image instead
        of the position is sound, the board's symmetries preserve the game).
        """
        prover = self.prover
        e = state[2]
        own_live = state[3] if want_win else state[4]
        other_live = state[4] if want_win else state[3]
        finishing = _fours(own_live, e)
        if finishing:  # a line at once: nothing could be better
            bit = finishing & -finishing
            self._chosen(state, bit.bit_length() - 1)
            return prover.child(state, bit)
        if not _fours(other_live, e):  # a fork wins three plies later
            forks = _fork_moves(own_live, e)
            if forks:
                self._chosen(state, forks[0].bit_length() - 1)
                return prover.child(state, forks[0])
        found = self._from_table(state, want_win, prover.tt)
        if found is not None:
            return found
        # forgotten (the table was full): search again
        self.searches += 1
        fresh = Prover(prover.rules, weak=prover.weak, pairing_nodes=prover.pairing_nodes)
        if fresh.prove_state(state, deadline=self.deadline, cancel=self.cancel) != want_win:
            raise ProofRejected("the search changed its mind about a position")
        for key, entry in fresh.tt.items():  # proven facts: keep them for the walk
            if not (entry[0] and entry[1]):
                continue
            prover.tt[key] = entry
        found = self._from_table(state, want_win, fresh.tt)
        if found is None:
            raise ProofRejected("no move in the table carries the proof on")
        return found

    def _from_table(self, state: State, want_win: bool, tt: dict) -> State | None:
        prover = self.prover
        side = 0 if want_win else 1
        inverse = symmetries(prover.rules.width, prover.rules.height).inverse
        for s, image in _images(prover, state):
            for bit in _bits(image[2]):
                child = prover.child(image, bit)
                entry = tt.get(prover.key(child))
                if entry is not None and entry[side] == 0:
                    self._chosen(state, inverse[s][bit.bit_length() - 1])
                    return child
        return None

    def _chosen(self, state: State, cell: int) -> None:
        """Remember the move chosen at the root (in the root's own frame)."""
        if state is self.root_state and self.first_move is None:
            self.first_move = self.root_map[cell]


def _images(prover: Prover, state: State) -> Iterator[tuple[int, State]]:
    """The state, then (when its key is symmetric) its images under the board's
    other symmetries, each with the number of its symmetry, made as needed.
    The walk canonicalizes every state first, so the state itself is the image
    the search expanded; the others are a fallback."""
    yield 0, state
    a, d, e, live_a, live_d, atk = state
    if not prover.board.symmetric(a, d):
        return
    rules = prover.rules
    for s, perm in enumerate(symmetries(rules.width, rules.height).perms):
        if s == 0:
            continue

        def image(mask: int, perm: tuple[int, ...] = perm) -> int:
            out_mask = 0
            while mask:
                low = mask & -mask
                mask ^= low
                out_mask |= 1 << perm[low.bit_length() - 1]
            return out_mask

        yield (
            s,
            (
                image(a),
                image(d),
                image(e),
                [image(w) for w in live_a],
                [image(w) for w in live_d],
                atk,
            ),
        )
