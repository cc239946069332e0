"""A move judged by what it changed: the proven facts before it and after it.  No Qt.

The same rules on every board, whatever proved the facts (the exact solver on a small
board, wins by fours on a large one, the engine's proven values):

=============  ==================================================================
 kind           when
=============  ==================================================================
 kept the win   the mover had a proven win and still has one after the move (a
                slower one is said: "wins in 7 instead of 3"), never an error
 missed a win   the mover had a proven win and it is gone after the move: the
                other side then wins, or it is a draw, or a reply is proven to
                leave the mover no win at all (``played`` None)
 allowed a win  the other side has a proven win after the move, and had none
                before: the position before was an exact draw, or the other side
                provably had no win as if it moved, or a move was proven to stop
                the win it had
 lost anyway    the position before was already proven lost; the move is judged
                against the longest defence
 kept the draw  an exact draw before and after
=============  ==================================================================

Where the facts settle none of these (a win not proven either way after the move, a
threat whose defence was not settled), the move gets no verdict: its grade comes from
the expected scores alone.

Distances (:meth:`MoveVerdict.best_in`, :meth:`MoveVerdict.played_in`) are counted one
way everywhere: the plies from the position where the winner moves next up to its
winning move, that move included, so a win with the winner's next move is a win "in 1"
("at once").  "Kept the win, in 7 instead of 3" counts from before the move (the mover
moves next); "allowed O a win in 1" counts from after it (O moves next).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.ai import Verdict
from tictactoe.coach.assess import Assessment
from tictactoe.coach.facts import Held, Proof
from tictactoe.game import Mark, Move


class VerdictKind(str, enum.Enum):
    """What a move did to the proven result (the mover's, before and after it)."""

    KEPT_WIN = "kept the win"
    MISSED_WIN = "missed a win"
    ALLOWED_WIN = "allowed a win"
    KEPT_DRAW = "kept the draw"
    LOST_ANYWAY = "lost anyway"


@dataclass(frozen=True)
class MoveVerdict:
    """``best``: the mover's proven result before the move; ``played``: the result the
    move leads to, counted from the same position (None: the win is gone, but what
    follows is not proven); both in the engine's count (the plies from the position
    before the move, the mover's move included).  ``proof``: what proved the result the
    verdict turns on.  ``line``: the win missed (from the position before the move) or
    allowed (from the position after it)."""

    kind: VerdictKind
    best: Verdict
    played: Verdict | None
    proof: Proof
    line: tuple[Move, ...] = ()

    def best_in(self, mover: Mark) -> int | None:
        """The winner's distance before the move, from its next move (see the module)."""
        return _from_winner(self.best, mover)

    def played_in(self, mover: Mark) -> int | None:
        """The winner's distance after the move played, from its next move."""
        return None if self.played is None else _from_winner(self.played, mover)

    @property
    def slower(self) -> bool:
        """The move kept the result but not its distance (a slower win, a quicker loss)."""
        return self.played is not None and self.played.plies != self.best.plies


def _from_winner(verdict: Verdict, mover: Mark) -> int | None:
    if verdict.winner is None:
        return None
    return verdict.plies if verdict.winner is mover else max(1, verdict.plies - 1)


def played_of(after: Assessment) -> Verdict | None:
    """The proven result of the position after a move, counted from the position before
    it (the move included); None when not proven."""
    if after.over:
        return Verdict(after.winner, 1 if after.winner is not None else 0)
    if after.winner is not None:
        return Verdict(after.winner, (after.plies or 0) + 1)
    if after.exact:
        return Verdict(None)
    return None


def verdict_of(before: Assessment, after: Assessment) -> MoveVerdict | None:
    """The verdict of a move from the assessments of the positions before and after it
    (see the module's table), or None when the facts settle none."""
    mover = before.mover
    best = before.verdict()
    played = played_of(after)
    proof = before.proof or Proof.EXACT
    if best is not None and best.winner is mover:
        if played is not None and played.winner is mover:
            return MoveVerdict(VerdictKind.KEPT_WIN, best, played, _weaker(proof, after))
        if played is not None or _win_gone(after, proof):
            return MoveVerdict(VerdictKind.MISSED_WIN, best, played, proof, before.line)
        return None
    if best is not None and best.winner is mover.other:
        lost = played if played is not None and played.winner is mover.other else None
        return MoveVerdict(VerdictKind.LOST_ANYWAY, best, lost, proof)
    if played is not None and played.winner is mover.other:
        if before.exact or (
            after.proof in (Proof.FOURS, Proof.THREATS, Proof.EXACT)
            and (before.no_threat or before.held() is not None)
        ):
            return MoveVerdict(
                VerdictKind.ALLOWED_WIN,
                best or Verdict(None),
                played,
                after.proof or Proof.EXACT,
                after.line if after.winner is mover.other else (),
            )
        return None
    if before.exact and played is not None and played.winner is None:
        return MoveVerdict(VerdictKind.KEPT_DRAW, Verdict(None), played, Proof.EXACT)
    return None


def _win_gone(after: Assessment, proof: Proof) -> bool:
    """After the move, is the mover's win (proved by ``proof``) proven gone?  The other
    side (to move) can stop every win of that kind the mover has (a move proven to), or
    the mover has none at all.  A win the engine's search proved is not of a kind the
    facts can rule out: only a proven result after the move says it is gone."""
    if after.exact:
        return after.winner is not after.mover.other
    if proof is Proof.SEARCH:
        return False
    if after.defence is not None:
        return after.defence.held is Held.HELD
    return after.threat is None and after.no_threat


def _weaker(proof: Proof, after: Assessment) -> Proof:
    """The proof of a kept result: the exact solver only where it proved both sides."""
    if proof is Proof.EXACT and after.proof not in (None, Proof.EXACT) and not after.over:
        return after.proof
    return proof
