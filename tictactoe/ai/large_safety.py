"""The large search's safety check: the move it plays must not let the opponent
win by threats.

The search's best move is kept only if the opponent, moving next, has no VCT
(fours and open threes) that the threat search finds; the check deepens
(``SAFETY_DEPTHS``) while its slice of the budget lasts (until
``SAFETY_SHARE`` of it) and tries the next root moves by value when the choice
falls (at most ``SAFETY_TRIES``).
"""

from __future__ import annotations

from tictactoe.ai.alphabeta import INF
from tictactoe.ai.large_threats import Root, with_forced_block
from tictactoe.ai.types import is_proven

SAFETY_SHARE = 0.92  # the safety check runs until this part of the budget
SAFETY_DEPTHS = (2, 3, 4, 5)  # the opponent's VCT in the safety check, deepened
SAFETY_TRIES = 6  # root moves the safety check may try


def safe_choice(root: Root, best: int, values: dict[int, int], moves: list[int]) -> int:
    """The best move after which the opponent finds no VCT, deepening the check
    (``SAFETY_DEPTHS``) while the time lasts: at each depth the current choice is
    checked, and when it falls, the next root moves by value (at most
    ``SAFETY_TRIES`` in all).  A move refuted at one depth stays refuted; when time
    runs out, or nothing holds at a depth, with the choice refuted, the best move
    seen to break the opponent's attack before the search (``held``) is played,
    else the next move not refuted."""
    o = 1 - root.side
    threats = root.ab.threats
    if values and is_proven(values.get(best, 0)) and values.get(best, 0) > 0:
        return best
    ranked = [
        c
        for c in sorted(moves, key=lambda c: (c != best, -values.get(c, -INF)))
        if not (values and is_proven(values.get(c, 0)) and values.get(c, 0) < 0)
    ]
    ranked = ranked[:SAFETY_TRIES]
    until = root.at(SAFETY_SHARE)
    choice = best
    refuted: set[int] = set()
    checked = 0
    for depth in SAFETY_DEPTHS:
        found = False
        for c in ranked:
            if c in refuted:
                continue
            state = {"line": None, "done": False}

            def run() -> None:
                state["line"] = with_forced_block(
                    root.board, root.side, c, lambda: threats.vct(o, depth=depth)
                )
                state["done"] = True

            root.sliced(until, run)
            if not state["done"]:
                root.info["safety_checked"] = checked
                if choice in refuted:
                    # out of time with the choice refuted: the best move seen to
                    # break the attack before the search, else the next move not
                    # refuted (unchecked): likelier to hold than one known to lose
                    choice = _fallback(root, ranked, refuted, values, choice)
                return _chose(root, best, choice)
            checked += 1
            if state["line"] is None:
                choice = c
                found = True
                break
            refuted.add(c)
        if not found:
            break  # nothing holds at this depth: keep the last choice that did
    root.info["safety_checked"] = checked
    if choice in refuted:
        choice = _fallback(root, [], refuted, values, choice)
    return _chose(root, best, choice)


def _fallback(
    root: Root, ranked: list[int], refuted: set[int], values: dict[int, int], choice: int
) -> int:
    """The best-valued move in ``held`` not refuted, else the first of ``ranked``
    not refuted, else ``choice``."""
    held = max(
        (c for c in root.held if c not in refuted), key=lambda c: values.get(c, -INF), default=None
    )
    if held is not None:
        return held
    return next((m for m in ranked if m not in refuted), choice)


def _chose(root: Root, best: int, choice: int) -> int:
    if choice != best:
        root.info["safety"] = {"rejected": root.mv(best), "played": root.mv(choice)}
    return choice
