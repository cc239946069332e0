"""``analyze``: the one entry point the players, the GUI and the CLI call.

It runs the searches the routing table names for the position
(:func:`tictactoe.ai.routing.route`), in turn, each with the time that is left
of the call, until one settles it: the exact solve (:mod:`tictactoe.ai.exact`),
the proof (:mod:`tictactoe.ai.proof.analysis`), the plain search
(:mod:`tictactoe.ai.plain`, the rules other than freestyle on small boards), the
pattern search (:mod:`tictactoe.ai.large`, every rule), which always answers.  Every
search has the same face (:class:`tictactoe.ai.routing.Search`) and gets the same
:class:`Limit`.
"""

from __future__ import annotations

import time
from dataclasses import replace

from tictactoe.ai.routing import (
    EXACT,
    PATTERN,
    PLAIN,
    PLAIN_UNLIMITED_MAX_EMPTIES,
    PROOF,
    QUICK,
    Search,
    route,
)
from tictactoe.ai.types import Analysis, Cancel, Limit, NeverCancel, Progress
from tictactoe.game import GAME_OVER, Game

DEFAULT_TIME = 1.0  # seconds, when no time limit is given and the board is big
UNLIMITED_MAX_EMPTIES = 16  # without a time limit, solve these to the end, however long
MIN_FALLBACK_TIME = 0.02  # a search after another always gets at least this much


def analyze(
    game: Game,
    limit: Limit = Limit(),
    *,
    cancel: Cancel | None = None,
    on_progress: Progress | None = None,
) -> Analysis:
    """Analyse the position of ``game`` (which is not changed) for the side to move.

    ``limit``: see :class:`Limit` (no time: positions of at most 16 empty cells
    are solved to the end, 12 under a rule other than freestyle; the others get 1 s).
    ``cancel``: anything with ``is_set()``; once set, the call returns within a
    few milliseconds with the best move found so far.
    ``on_progress``: called on the searching thread with the analysis so far:
    after each completed depth of a heuristic search (``info["pv"]`` holds its
    principal variation), after each root move an exact solve settles (a
    partial analysis, ``exact`` false, whose ``info["exact_moves"]`` lists
    them), and last with the analysis returned, unless the last report says
    the same (best move, options, depth).
    Raises ``ValueError`` when the game is over.
    """
    if game.is_over():
        raise ValueError(f"{GAME_OVER}: there is no move to analyse")
    start = time.perf_counter()
    cancel = cancel if cancel is not None else NeverCancel()
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    empties = rules.cells - (x_bits | o_bits).bit_count()
    unlimited = UNLIMITED_MAX_EMPTIES if rules.freestyle else PLAIN_UNLIMITED_MAX_EMPTIES
    if limit.time is None and empties > unlimited:
        limit = replace(limit, time=DEFAULT_TIME)
    reports = _Reports(on_progress)
    names = route(rules, empties, limit, game.turn_counted())
    unsettled: dict[str, float] = {}
    for name in names:
        began = time.perf_counter()
        left = (
            limit
            if limit.time is None or not unsettled
            else replace(limit, time=max(MIN_FALLBACK_TIME, limit.time - (began - start)))
        )
        answer = searches(name).search(game, left, cancel, reports if on_progress else None)
        if answer is not None:
            break
        unsettled[name] = round(time.perf_counter() - began, 3)
    else:  # pragma: no cover - the last search of every route always answers
        raise AssertionError(f"no search of {names} answered")
    if name == PATTERN:
        info = {"engine": "large", **answer.info}
        if unsettled:
            info["unsettled"] = unsettled
        answer = replace(answer, time_s=time.perf_counter() - start, info=info)
    reports.last_one(answer)
    return answer


def searches(name: str) -> Search:
    """The search of that name in the routing table (imported when first needed)."""
    if name == EXACT:
        from tictactoe.ai import exact

        return exact
    if name == PROOF:
        from tictactoe.ai.proof import analysis

        return analysis
    if name == PLAIN:
        from tictactoe.ai import plain

        return plain
    if name == QUICK:
        from tictactoe.ai import fallback

        return fallback
    from tictactoe.ai import large

    return large


def preload() -> None:
    """Import the searches and build the compiled core's tables of every rule now (a
    process's first search then pays neither: about 0.1 s and 2.4 MB in all)."""
    for name in (EXACT, PATTERN):
        searches(name)
    from tictactoe.ai import core
    from tictactoe.variants import Variant

    for variant in Variant:
        core.prepare(variant)


class _Reports:
    """``on_progress`` as the searches call it; it remembers the last report, so that
    the answer is reported last unless that report says the same."""

    def __init__(self, on_progress: Progress | None) -> None:
        self.on_progress = on_progress
        self.last: Analysis | None = None

    def __call__(self, analysis: Analysis) -> None:
        self.last = analysis
        if self.on_progress is not None:
            self.on_progress(analysis)

    def last_one(self, answer: Analysis) -> None:
        if self.last is answer or (self.last is not None and _says(self.last) == _says(answer)):
            return
        self(answer)


def _says(analysis: Analysis) -> tuple:
    """What a report tells a reader: the best move, the depth, whether it is exact,
    and each option's value (the order of equal values aside)."""
    return (
        analysis.best,
        analysis.depth,
        analysis.exact,
        {option.move: option.value for option in analysis.options},
    )
