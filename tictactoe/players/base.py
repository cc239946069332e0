"""The Player hierarchy (Spencer's TicTacToe 2017): Player, HumanPlayer, AIPlayer.  No Qt."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from tictactoe.ai import Analysis, Cancel, Move, NeverCancel, Progress
from tictactoe.game import NO_MOVE_TO_CHOOSE, Game, Rules, Variant
from tictactoe.problems import ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.swap import Action, Negotiation


class Forfeit(ProblemError):
    """Raised by ``choose_move`` when the player loses the game off the board: an
    external engine that ran out of time, crashed, answered garbage or an illegal
    move.  ``problem`` says what happened, as data (the window words it); ``reason`` is
    its English, which the caller keeps with the game:
    ``Outcome(Termination.FORFEIT, <the other side>, reason)``."""

    @property
    def reason(self) -> str:
        return str(self.problem)


# A player refusing a rule it does not play (after its name on the command line); the window
# says it with the rules' names in the language chosen.
RULE_ONLY = QT_TRANSLATE_NOOP(
    "Players", "plays {} only, not {}; choose another player for this rule"
)
# And a board it does not play: the end of the sentence that names the one board it plays.
OTHER_FOR_BOARD = QT_TRANSLATE_NOOP("Players", "choose another player for this board")


class RulesRefused(ValueError):
    """A player that cannot play a board, as data: the ``variants`` it plays (when the
    rule is what it refuses) or the one ``board`` it plays (when it plays only that);
    ``str()`` is the command line's English.  The window words it (``ui/words/player_words``)."""

    def __init__(
        self,
        message: str,
        *,
        player: str,
        rules: Rules,
        variants: tuple[Variant, ...] = (),
        board: Rules | None = None,
    ) -> None:
        super().__init__(message)
        self.player, self.rules, self.variants, self.board = player, rules, variants, board


class Player(ABC):
    """A side in a game.  ``spec`` is the string ``make_player`` built it from.

    What a player can do is declared here, with the defaults of a player that
    has no clock and reports nothing; the players that differ override them:

    * ``is_human``: a person, whose move comes from :meth:`give_move`;
    * ``reports_progress``: ``choose_move`` calls ``on_progress`` with its
      search's analyses (the GUI's live analysis, the brain's ``DEBUG`` lines);
    * ``time_limit``: the seconds per move :meth:`set_time_limit` gave it (None:
      its own default), and ``budget``: the seconds per move it means to take;
    * ``time_fixed``: its spec gave its own time, which a caller's clock (the
      brain's, a match's ``--time``) does not replace, only shortens;
    * ``last_analysis``: the engine's analysis its last move came from, for the
      players that search with the engine (None for the others);
    * ``variants``: the rules it plays (:class:`~tictactoe.game.Variant`; the source
      AIs read boards through windows, freestyle's "k or more wins");
    * :meth:`check_rules`: whether it can play a board;
    * :meth:`swap_action`: its part in a swap or swap2 opening (a computer's is the
      engine's, :mod:`tictactoe.players.swap_engine`).
    """

    is_human: bool = False
    reports_progress: bool = False
    time_fixed: bool = False
    variants: frozenset[Variant] = frozenset(Variant)

    def __init__(self, spec: str, name: str) -> None:
        self.spec = spec
        self.name = name
        self.time_limit: float | None = None
        self.last_analysis: Analysis | None = None

    @property
    def budget(self) -> float | None:
        """The seconds per move this player means to take; None when it has no clock
        (0 for a level that does not search)."""
        return self.time_limit

    def set_time_limit(self, seconds: float | None) -> None:
        """Set the budget per move (None: the player's default); players that do not
        search ignore it."""
        if seconds is not None and not seconds > 0:
            raise ValueError(f"the time per move must be positive, not {seconds!r}")
        self.time_limit = seconds

    def check_rules(self, rules: Rules) -> None:
        """Raise ValueError when this player cannot play on a board with ``rules``
        (an external engine starts here).  Every board of its ``variants``, here."""
        if rules.variant not in self.variants:
            plays = tuple(v for v in Variant if v in self.variants)
            raise RulesRefused(
                f"{self.name} "
                + RULE_ONLY.format(", ".join(v.value for v in plays), rules.variant.value),
                player=self.name,
                rules=rules,
                variants=plays,
            )

    def swap_action(self, negotiation: Negotiation, cancel: Cancel | None = None) -> Action:
        """What this player does at the negotiation's step (its turn in a swap or swap2
        opening): the stones it places or the colour it picks.  A person's action comes
        from the window (LookupError here); a computer's is :class:`AIPlayer`'s."""
        raise LookupError("a person's part in the opening comes from the window")

    def give_move(self, move: Move) -> None:  # noqa: B027 (a default: most ignore it)
        """Hand a passive player (a person) the move chosen for it: its next
        ``choose_move`` returns it.  A player that chooses its own moves ignores it."""

    @abstractmethod
    def choose_move(
        self, game: Game, cancel: Cancel | None = None, on_progress: Progress | None = None
    ) -> Move:
        """The move this player makes in ``game`` (which it must not change).
        ``on_progress`` is called only by players that ``reports_progress``."""

    def close(self) -> None:  # noqa: B027 (a default: most hold nothing)
        """Release what the player holds (an external engine's process); the
        player may be used again afterwards (it starts over).  Nothing here."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.spec!r})"


class HumanPlayer(Player):
    """Passive: the GUI hands it the clicked cell with ``give_move``."""

    is_human = True

    def __init__(self, spec: str = "human", name: str = "Human") -> None:
        super().__init__(spec, name)
        self._pending: Move | None = None

    def give_move(self, move: Move) -> None:
        self._pending = move

    def choose_move(
        self, game: Game, cancel: Cancel | None = None, on_progress: Progress | None = None
    ) -> Move:
        if self._pending is None:
            raise LookupError("the human player has not chosen a move yet")
        move, self._pending = self._pending, None
        return move


class AIPlayer(Player):
    """A player whose move comes from an algorithm.  Reproducible for a seed.

    ``time_limit`` is the budget per move in seconds of a player that searches
    (None: its own default); players that do not search ignore it.
    """

    searches: bool = False

    def __init__(self, spec: str, name: str, seed: int | None = None) -> None:
        super().__init__(spec, name)
        self.seed = seed
        self.rng = random.Random(seed)

    def choose_move(
        self, game: Game, cancel: Cancel | None = None, on_progress: Progress | None = None
    ) -> Move:
        """``on_progress``, for players that ``reports_progress``: called on this thread
        with the search's analysis after each completed depth, and last with the
        analysis the move was chosen from (the GUI's live analysis shows them);
        it is passed to ``select`` as an argument, never kept."""
        if game.is_over():
            raise ValueError(NO_MOVE_TO_CHOOSE)
        if game.rules.variant not in self.variants:
            self.check_rules(game.rules)  # raises, saying which rules it plays
        own = game.copy()
        cancel = cancel if cancel is not None else NeverCancel()
        if self.reports_progress:
            return self.select(own, cancel, on_progress)  # type: ignore[call-arg]  # its select takes it
        return self.select(own, cancel)

    def swap_action(self, negotiation: Negotiation, cancel: Cancel | None = None) -> Action:
        """The engine decides, each reading within a share of this player's budget
        (:mod:`tictactoe.players.swap_engine`), its random draws from this player's seed."""
        from tictactoe.players.swap_engine import engine_action, engine_evaluator, evaluation_limit

        evaluate = engine_evaluator(evaluation_limit(self.budget), cancel)
        return engine_action(negotiation, evaluate, self.rng)

    @abstractmethod
    def select(self, game: Game, cancel: Cancel) -> Move:
        """Choose a move in ``game`` (a private copy, free to play and undo on).
        A player that ``reports_progress`` takes ``on_progress`` as a third argument."""


class RandomPlayer(AIPlayer):
    """Plays uniformly at random among the legal moves."""

    def select(self, game: Game, cancel: Cancel) -> Move:
        return self.rng.choice(game.legal_moves())
