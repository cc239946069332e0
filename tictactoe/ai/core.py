"""The engine's compiled core, where it was built: five in a row on boards up to 20x20.

``tictactoe.ai._core`` (C, ``tictactoe/ai/csrc/``) holds the board with its line patterns
kept move by move, the evaluation read from the fitted tables (:mod:`tictactoe.ai.weights`),
renju's forbidden points, the threat searches (wins by fours and by threes, proven) and the
principal-variation search.  It plays what the Python pattern search (:mod:`tictactoe.ai.large`
and its modules) plays, on the same line patterns, classes and tables (tests/ai compare them
key by key and position by position), some fifty times faster, and with the GIL released:
the window's thread runs while it searches.

It is optional.  The wheel builds it where a C compiler and Python's headers are; where they
are not (or ``TICTACTOE_PURE=1`` is set) :func:`available` says no and the Python search
plays.  :func:`engine_name` says which one runs (``tictactoe --version`` shows it).

One core per board shape and rule is kept between searches (its transposition table is a
game's memory); a second search of the same shape at the same time (the analysis panel
beside the computer's move) gets a core of its own.  :func:`forget` clears them all (a cold
start: with a node limit a search is then the same on any machine).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tictactoe.ai.weights import load
from tictactoe.game import NO_MOVE_TO_SEARCH, Game, Rules
from tictactoe.variants import Variant

try:  # the compiled core is optional (see the module doc)
    from tictactoe.ai import _core
except ImportError:  # pragma: no cover - every CI build has a compiler
    _core = None  # type: ignore[assignment]  # no core: the Python search plays

PURE_ENV = "TICTACTOE_PURE"  # set to 1: the Python search plays, even where the core is built
#: the parts of the search that are off, for the ablation matches (docs/measurements.md):
#: e.g. ``TICTACTOE_CORE_OFF=lmr,futility`` (names from ``OPTIONS``; empty: every part on);
#: unset, ``DEFAULT_OFF``
OFF_ENV = "TICTACTOE_CORE_OFF"
VARIANTS = {Variant.FREESTYLE: 0, Variant.STANDARD: 1, Variant.RENJU: 2, Variant.CARO: 3}
MAX_SIDE = 20
POOL = 3  # cores kept per board shape and rule (searches at the same time)
FOULS = {1: "overline", 2: "double four", 3: "double three"}
OPTIONS = (
    "futility",
    "move_count",
    "lmr",
    "null_move",
    "vcf_leaf",
    "threat_ext",
    "root_vct",
    "safety",
    "aspiration",
    "early_stop",
    "threats_first",
    "leaf_fours",
    "order_reductions",
)
#: off unless asked (docs/measurements.md, the ablation): against the search with every part,
#: the search without null_move and vcf_leaf scored 63.0% +- 4.0 (100 games); without
#: early_stop as well it scored 54.2% +- 2.8 against them (200 games, 0.2 s CPU a move);
#: threats_first won 56-61% of the A/B matches against the search without it, but against
#: Rapfi the build without it scored 20.8% to its 17.9% over 600 paired games, 19.3% to 17.9%
#: over 600 more; leaf_fours and order_reductions are measured in docs/measurements.md
#: ("Fours at the horizon")
DEFAULT_OFF = frozenset(
    {"null_move", "vcf_leaf", "early_stop", "threats_first", "leaf_fours", "order_reductions"}
)


def parts_off() -> frozenset[str]:
    """The parts of the search switched off: ``OFF_ENV``'s, else ``DEFAULT_OFF``."""
    given = os.environ.get(OFF_ENV)
    if given is None:
        return DEFAULT_OFF
    off = frozenset(name.strip() for name in given.split(",") if name.strip())
    unknown = off - set(OPTIONS)
    if unknown:
        raise ValueError(f"{OFF_ENV}: no such part of the search: {', '.join(sorted(unknown))}")
    return off


def built() -> bool:
    """Was the compiled core built into this installation?"""
    return _core is not None


def enabled() -> bool:
    """Is it built and not switched off (``TICTACTOE_PURE=1``)?"""
    return _core is not None and os.environ.get(PURE_ENV, "") in ("", "0")


def available(rules: Rules) -> bool:
    """Does the compiled core play these rules (five in a row, up to 20x20)?"""
    return enabled() and rules.k == 5 and rules.width <= MAX_SIDE and rules.height <= MAX_SIDE


def engine_name() -> str:
    """Which search plays five in a row here: "compiled core" or "Python"."""
    return "compiled core" if enabled() else "Python"


class Board:
    """One core: a board of ``rules`` and the tables its searches keep."""

    def __init__(self, rules: Rules) -> None:
        assert _core is not None
        self.rules = rules
        self.core = _core.Core(
            rules.width, rules.height, VARIANTS[rules.variant], load(rules.variant).packed()
        )
        self.stones: list[tuple[int, int]] = []  # (cell, side) in the order played
        off = parts_off()
        self.core.set_options(**{name: name not in off for name in OPTIONS})

    def sync(self, game: Game) -> None:
        """Make the core's stones those of ``game`` (taking back what differs, playing what
        is missing)."""
        x_bits, o_bits = game.bitboards()
        bits = (x_bits, o_bits)
        keep = 0
        for cell, side in self.stones:
            if not bits[side] >> cell & 1:
                break
            keep += 1
        if keep < len(self.stones):
            # not a continuation of the last position (another game, a takeback): what the
            # core learned there is forgotten, so a search depends only on its own position
            self.core.clear()
        while len(self.stones) > keep:
            self.core.undo()
            self.stones.pop()
        have = [0, 0]
        for cell, side in self.stones:
            have[side] |= 1 << cell
        for side in (0, 1):
            missing = bits[side] & ~have[side]
            while missing:
                low = missing & -missing
                cell = low.bit_length() - 1
                self.core.play(cell, side)
                self.stones.append((cell, side))
                missing ^= low


_pool: dict[Rules, list[Board]] = {}
_busy: set[int] = set()
_lock = threading.Lock()


@contextmanager
def board_for(game: Game) -> Iterator[Board]:
    """A core of ``game``'s rules, in its position, for this thread while the block runs."""
    rules = game.rules
    with _lock:
        boards = _pool.setdefault(rules, [])
        board = next((b for b in boards if id(b) not in _busy), None)
        if board is None:
            board = Board(rules)
            if len(boards) < POOL:
                boards.append(board)
        _busy.add(id(board))
        if len(_pool) > 4:  # a few shapes at most: the oldest others go
            for other in list(_pool):
                if other != rules and not any(id(b) in _busy for b in _pool[other]):
                    del _pool[other]
                    break
    try:
        board.sync(game)
        yield board
    finally:
        with _lock:
            _busy.discard(id(board))


def forget() -> None:
    """Clear what every kept core remembers (a cold start)."""
    with _lock:
        for boards in _pool.values():
            for board in boards:
                if id(board) not in _busy:
                    board.core.clear()


def prepare(variant: Variant = Variant.FREESTYLE) -> None:
    """Read a rule's fitted tables and build its line tables now, so that its first search
    in this process builds nothing (some 15 ms of Python, then 30-40 ms of C without the
    GIL): the window calls it on a thread while its menu shows."""
    if enabled():
        load(variant)
        assert _core is not None
        _core.prepare(VARIANTS[variant])


def step_aside(seconds: float) -> None:
    """The window paints for at most ``seconds`` from now (0: its repaint is over): every
    search of the core waits it out at its next look, without taking the GIL (which the
    painting thread holds; a search that took it to ask its cancel flag held up the repaint,
    for 4-12 ms where the machine's other work took its core meanwhile: docs/measurements.md,
    target 7).  At most a quarter of a second; any thread; nothing where the core is off."""
    if enabled():
        assert _core is not None
        _core.step_aside(min(max(seconds, 0.0), 0.25))


def flag_raised() -> None:
    """A cancel flag that searches poll was just set (the worker's cancel and hurry): every
    search of the core asks its ``poll()`` at its next look (some 1024 nodes), where it would
    otherwise ask only every 50 ms, taking the GIL each time (docs/measurements.md, target 7).
    Any thread; nothing where the core is off."""
    if enabled():
        assert _core is not None
        _core.flag_raised()


def poller(cancel: Any, deadline: float | None) -> Callable[[], bool]:
    """The core's ``poll``: stop when cancelled (or past ``deadline``, a perf_counter)."""

    def poll() -> bool:
        if cancel is not None and cancel.is_set():
            return True
        return deadline is not None and time.perf_counter() >= deadline

    return poll


# -- the search ------------------------------------------------------------------------------

DEFAULT_TIME = 1.0  # seconds, when the limit gives none
PROVEN = {1: "forced", 2: "vcf", 3: "vct"}


def search(game: Game, limit: Any, cancel: Any = None, progress: Any = None) -> Any:
    """The pattern search on the compiled core: the same face as
    :func:`tictactoe.ai.large.search` (an :class:`~tictactoe.ai.types.Analysis`)."""
    from tictactoe.ai.types import TIME_SHARE, Analysis, Option, with_widths

    if game.is_over():
        raise ValueError(NO_MOVE_TO_SEARCH)
    start = time.perf_counter()
    rules = game.rules
    seconds = limit.time if limit.time is not None else DEFAULT_TIME
    legal_count = len(game.legal_moves())

    def analysis(result: dict[str, Any]) -> Analysis:
        options = [
            Option(rules.move(cell), value)
            for cell, value in zip(result["moves"], result["values"])
            if cell >= 0
        ]
        best = rules.move(result["best"])
        pv = [rules.move(c) for c in result["pv"] if c >= 0]
        if not options:
            options = [Option(best, result["value"])]
        opts = with_widths(options)
        first = [o for o in opts if o.move == best]
        opts = tuple(first + [o for o in opts if o.move != best])
        info: dict[str, Any] = {
            "engine": "core",
            # the line starts with the move played (else it is the move alone)
            "pv": pv if pv[:1] == [best] else [best],
            "deepest_ply": result["seldepth"],
        }
        kind = PROVEN.get(result["proven"])
        if kind == "vcf" or kind == "vct":
            info[kind] = True
        for key in ("lost", "stopped", "danger", "safety"):
            if result[key]:
                info[key] = result[key]
        from tictactoe.ai.types import is_proven

        exact = len(opts) == legal_count and all(is_proven(o.value) for o in opts)
        return Analysis(
            best=best,
            options=opts,
            exact=exact,
            nodes=result["nodes"],
            time_s=time.perf_counter() - start,
            depth=result["depth"],
            info=info,
        )

    def report(result: dict[str, Any]) -> None:
        if progress is not None:
            progress(analysis(result))

    with board_for(game) as board:
        result = board.core.search(
            game.to_move().index,
            time=seconds * TIME_SHARE,
            nodes=limit.nodes or 0,
            depth=limit.depth or 0,
            all_values=bool(limit.all_values),
            poll=poller(cancel, None),
            report=report if progress is not None else None,
        )
    if result["best"] < 0:  # pragma: no cover - a position with a legal move always has one
        raise AssertionError("the core found no move")
    return analysis(result)
