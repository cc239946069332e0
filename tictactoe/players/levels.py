"""The difficulty levels of the main AI: the ladder's rungs, hard, perfect.

* ``level:1`` .. ``level:9``: the rungs of the difficulty ladder below the top
  (:mod:`tictactoe.players.ladder` names them, says what each always sees and
  what they scored; :mod:`tictactoe.players.mistakes` is how they play and err).
  The old names ``beginner``, ``easy`` and ``medium`` are the rungs 1, 2 and 3,
  the rungs nearest to what they were (300 games each on 15x15 and 9x9 k=5,
  ``--opening 2``: the old ``easy`` scored 59% and 50% against rung 2; the old
  ``medium`` 62% and 55% against rung 3, 34% and 31% against rung 4; the old
  ``beginner``, which played anywhere at random, 0% and 0.3% against rung 1,
  which plays near the stones).  ``level:10`` is ``hard``.
* ``hard``: the engine at full strength (``tictactoe.ai.analyze``): exact where
  the position is solved in time, otherwise the strongest search; 1 s per move.
  When the position is solved it picks at random (seeded) among the moves of
  exactly the best value (Spencer's width), so that repeated games are not
  all the same game; otherwise it plays the search's best move (the large
  search's other values are only upper bounds: "ties" with the best are not).
* ``perfect``: exact play whenever at most 9 cells are empty (always on 3x3):
  among the moves that keep the game-theoretic result it takes the one with
  the best expected score against a uniformly random opponent (the most
  chances for the opponent to go wrong); elsewhere the engine with 3 s per
  move, taking among the best-valued options the one that leaves the opponent
  the fewest good replies (``Option.replies``; the engine's sort order).

``time`` (spec parameter, or :meth:`LevelPlayer.set_time_limit`, or the match
command's ``--time``) replaces the default budget per move of ``hard`` and
``perfect``; for the rungs 6-9 it can only shorten their time cap (the rungs
below do not search).  Searches bounded by time depend on the machine's speed,
so on large boards two runs with the same seed can differ.  The rungs' readings
are bounded by depth and nodes, the cap only a safety net, so their games repeat
for a seed, but for the positions the exact solver settles (at most 36 empty
cells, 20 with k = 5 on 9x9 and up), whose solve reads the clock.  Everything
else is reproducible for a given seed.
"""

from __future__ import annotations

from dataclasses import replace

from tictactoe.ai import Cancel, Limit, Move, Progress, analyze
from tictactoe.game import Game, Rules
from tictactoe.players.base import AIPlayer
from tictactoe.players.ladder import STYLES, TOP, style_of
from tictactoe.players.mistakes import choose
from tictactoe.players.small_exact import SMALL_EMPTY, Solver, empty_count
from tictactoe.players.tactics import bits_of

DEFAULT_TIMES = {"hard": 1.0, "perfect": 3.0}


class LevelPlayer(AIPlayer):
    """A difficulty level: ``level`` is hard or perfect, or ``rung`` is a rung
    of the ladder below the top (``level`` then says only which spec it came from:
    level, beginner, easy, medium)."""

    searches = True
    reports_progress = True

    def __init__(
        self,
        spec: str,
        name: str,
        seed: int | None = None,
        *,
        level: str,
        rung: int | None = None,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(spec, name, seed)
        if rung == TOP:
            level, rung = "hard", None
        if rung is None and level not in DEFAULT_TIMES:
            raise ValueError(f"{level!r} is not a level: a rung, hard or perfect")
        self.level = level
        self.rung = rung
        self.time_limit = time_limit
        self._solver: Solver | None = None

    @property
    def budget(self) -> float:
        if self.rung is not None:
            own = STYLES[self.rung].time
            return own if self.time_limit is None or not own else min(own, self.time_limit)
        return (
            self.time_limit if self.time_limit is not None else DEFAULT_TIMES.get(self.level, 1.0)
        )

    def solver(self, rules: Rules) -> Solver:
        if self._solver is None or self._solver.rules != rules:
            self._solver = Solver(rules)
        return self._solver

    def select(self, game: Game, cancel: Cancel, on_progress: Progress | None = None) -> Move:
        if self.rung is not None:
            return self._rung(self.rung, game, cancel, on_progress)
        if self.level == "perfect":
            return self._perfect(game, cancel, on_progress)
        return self._hard(game, cancel, on_progress)

    # -- the levels ----------------------------------------------------------------------
    def _rung(self, rung: int, game: Game, cancel: Cancel, on_progress: Progress | None) -> Move:
        """A rung below the top: its style's sight and mistakes (:mod:`.mistakes`)."""
        style = style_of(rung, game.rules)
        if style.reads and style.time and self.time_limit is not None:
            style = replace(style, time=min(style.time, self.time_limit))
        move, analysis = choose(game, style, self.rng, self.solver(game.rules), cancel, on_progress)
        self.last_analysis = analysis
        return move

    def _hard(self, game: Game, cancel: Cancel, on_progress: Progress | None) -> Move:
        analysis = analyze(game, Limit(time=self.budget), cancel=cancel, on_progress=on_progress)
        self.last_analysis = analysis
        top = analysis.options[0]
        if not analysis.exact or top.move != analysis.best:
            # the large search gives only its best move an exact value; the others
            # are upper bounds (null-window fail-lows), often equal to the best's
            return analysis.best
        tied = [o.move for o in analysis.options if o.value == top.value]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    def _perfect(self, game: Game, cancel: Cancel, on_progress: Progress | None) -> Move:
        if empty_count(game) <= SMALL_EMPTY and game.rules.freestyle:
            own, other = bits_of(game, game.to_move())
            return game.rules.move(self.solver(game.rules).best_move(own, other))
        analysis = analyze(game, Limit(time=self.budget), cancel=cancel, on_progress=on_progress)
        self.last_analysis = analysis
        if analysis.exact:
            return analysis.options[0].move  # best value, then fewest good replies
        return analysis.best
