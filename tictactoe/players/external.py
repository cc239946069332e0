"""Any pbrain engine as a :class:`~tictactoe.players.Player` (spec ``pbrain:PATH``).

:class:`PbrainPlayer` is the manager of one engine process: it starts the
engine on first use (``ABOUT``, ``START``/``RECTSTART`` and the ``INFO``
limits and rule: ``INFO rule`` 0, 1, 4 or 8 for freestyle, standard, renju, caro),
keeps the engine's board in step with the game (``TURN`` when the
opponent made one move since the engine's last, otherwise ``RESTART`` and a
``BOARD`` block; ``BEGIN`` on an empty board), and checks every answer.

What loses the game for the engine (``choose_move`` raises
:class:`~tictactoe.players.Forfeit` with the reason; the caller ends the game
with ``Outcome(Termination.FORFEIT, ...)``):

* no move within the turn limit plus :data:`GRACE_S` (the engine is killed);
* the process ends (a crash; the reason gives its exit status or signal and
  its last line on stderr);
* an answer that is not a move (garbage, ``ERROR``, ``UNKNOWN``, ``OK``);
* a move off the board or on a taken cell, or, under renju, a point forbidden to
  Black (GomocupJudge ends such a game as a foul);
* a line that answers nothing (a second move, say), seen before the next
  command is sent.

In a swap or swap2 opening the engine is asked with ``SWAP2BOARD``
(:mod:`tictactoe.players.external_swap`); an answer that does not fit loses the game
as a bad move does.  ``MESSAGE`` and ``DEBUG`` lines are allowed at any time; the last ones are
kept in :attr:`PbrainPlayer.messages` and handed to ``on_message``.

The engine's process, from start-up to END, and what it refuses up front
(:meth:`PbrainPlayer.check_rules`) are :mod:`tictactoe.players.external_session`'s.
"""

from __future__ import annotations

import collections
import os
import threading
import time
from collections.abc import Callable

from tictactoe.ai import Cancel, Move, Progress
from tictactoe.game import NO_MOVE_TO_CHOOSE, Game, Mark, Rules
from tictactoe.pbrain import protocol
from tictactoe.pbrain.process import EngineCancelled, EngineDied, EngineProcess, EngineTimeout
from tictactoe.players.base import AIPlayer, Forfeit
from tictactoe.players.external_session import (
    START_TIMEOUT_S,
    EngineFault,
    EngineRefused,
    EngineSession,
    resolve_executable,
)
from tictactoe.players.external_swap import SwapAnswerError, Unfit, lines_for, read_answer
from tictactoe.problems import Problem
from tictactoe.swap import Action, Negotiation, Step

DEFAULT_TURN_S = 1.0  # the turn limit when neither the spec nor the caller gives one
GRACE_S = 0.5  # a move may arrive this long after the turn limit (pipes, load)
KEPT_MESSAGES = 50


class PbrainPlayer(EngineSession, AIPlayer):
    """An external engine speaking the Gomocup pbrain protocol.

    ``time_limit`` (seconds per move, sent as ``INFO timeout_turn``) defaults to
    :data:`DEFAULT_TURN_S`; ``grace`` and ``start_timeout`` are the allowances
    described in the module's docstring (tests shorten them).
    """

    searches = True

    def __init__(
        self,
        spec: str,
        path: str,
        seed: int | None = None,
        *,
        grace: float = GRACE_S,
        start_timeout: float = START_TIMEOUT_S,
        on_message: Callable[[str], None] | None = None,
        launcher: Callable[[list[str]], EngineProcess] = EngineProcess,
    ) -> None:
        self.path = resolve_executable(path)
        super().__init__(spec, os.path.basename(self.path), seed)
        self.grace = grace
        self.start_timeout = start_timeout
        self.on_message = on_message
        self.messages: collections.deque[str] = collections.deque(maxlen=KEPT_MESSAGES)
        self.about: dict[str, str] | None = None
        self.last_reply_s = 0.0
        self._launcher = launcher
        self._process: EngineProcess | None = None
        self._rules: Rules | None = None
        self._known: list[tuple[Move, Mark]] | None = None  # the engine's board, or None
        self._sent_turn_ms: int | None = None
        self._swap_stones: tuple[Move, ...] = ()  # swap2's two, given with its choice
        self._white_move: tuple[tuple[Move, ...], Move] | None = None  # (after, White's stone)
        # one conversation at a time: a GUI may ask for a move while a cancelled
        # request is still winding down on another thread (it ends within POLL_S)
        self._talking = threading.Lock()

    # -- limits ---------------------------------------------------------------------------
    @property
    def turn_limit(self) -> float:
        """Seconds per move the engine is told (``INFO timeout_turn``)."""
        return self.time_limit if self.time_limit is not None else DEFAULT_TURN_S

    @property
    def budget(self) -> float:
        return self.turn_limit

    # -- a move ---------------------------------------------------------------------------
    def choose_move(
        self, game: Game, cancel: Cancel | None = None, on_progress: Progress | None = None
    ) -> Move:
        if game.is_over():
            raise ValueError(NO_MOVE_TO_CHOOSE)
        return self.select(game, cancel)

    def select(self, game: Game, cancel: Cancel | None) -> Move:
        with self._talking:
            return self._select(game, cancel)

    def _select(self, game: Game, cancel: Cancel | None) -> Move:
        if self._process is not None and not self._process.is_running():
            how = self._process.how_it_ended()
            self.close(say_end=False)
            raise Forfeit(Problem(EngineFault.ENDED, (how,)))
        try:
            self._ensure(game.rules)
        except EngineRefused as error:
            raise Forfeit(error.problem) from None
        pending, self._white_move = self._white_move, None
        if (
            pending is not None
            and tuple(game.moves) == pending[0]
            and not (game.start.x_bits | game.start.o_bits)
        ):
            why = game.illegal(pending[1])
            if why is not None:
                raise Forfeit(
                    Problem(EngineFault.WHITE_ILLEGAL, (protocol.format_move(pending[1]), why))
                )
            return pending[1]
        try:
            return self._play(game, cancel)
        except Forfeit:
            self.close(say_end=False)
            raise
        except EngineCancelled:
            self.close(say_end=False)  # it is thinking; start afresh next time
            raise
        except EngineDied as error:
            self.close(say_end=False)
            raise Forfeit(Problem(EngineFault.ENDED, (error.problem,))) from None

    def _play(self, game: Game, cancel: Cancel | None) -> Move:
        process = self._process
        assert process is not None
        self._check_quiet(process)
        me = game.to_move()
        wanted = board_of(game)
        known = self._known
        commands: list[str] = []
        if (
            known is not None
            and len(wanted) == len(known) + 1
            and wanted[:-1] == known
            and wanted[-1][1] is not me
        ):
            commands.append(protocol.format_turn(wanted[-1][0]))
        else:
            if known != []:
                process = self._restart(process)
            if wanted:
                commands += protocol.format_board(
                    [(m, protocol.OWN if mark is me else protocol.OPPONENT) for m, mark in wanted]
                )
            else:
                commands.append("BEGIN")
        self._send_limits()
        self._known = None  # unknown until the engine answers
        for line in commands:
            process.send(line)
        sent = time.monotonic()
        limit = self.turn_limit
        deadline = sent + limit + self.grace
        while True:
            try:
                arrived, line = process.read(deadline, cancel)
            except EngineTimeout:
                raise Forfeit(
                    Problem(EngineFault.NO_MOVE, (limit + self.grace, limit, self.grace))
                ) from None
            reply = protocol.parse_reply(line)
            if reply.is_chatter:
                self._chatter(reply)
                continue
            if reply.kind != "move":
                raise Forfeit(Problem(EngineFault.NOT_A_MOVE, (line.strip()[:80],)))
            break
        move = reply.move
        assert move is not None
        why = game.illegal(move)
        if why is not None:
            raise Forfeit(Problem(EngineFault.ILLEGAL, (protocol.format_move(move), why)))
        self.last_reply_s = arrived - sent
        self._known = [*wanted, (move, me)]
        return move

    def swap_action(self, negotiation: Negotiation, cancel: Cancel | None = None) -> Action:
        """The engine's part in the opening, asked with ``SWAP2BOARD``; an engine that
        does not answer in time, or not as the step allows, forfeits."""
        with self._talking:
            if negotiation.step is Step.PLACE_TWO:
                stones, self._swap_stones = self._swap_stones, ()
                return Action(stones=stones)
            try:
                self._ensure(negotiation.rules)
                line = self._ask(lines_for(negotiation), cancel)
                asked = read_answer(negotiation, line)
            except (EngineRefused, SwapAnswerError) as error:
                self.close(say_end=False)
                raise Forfeit(Problem(EngineFault.SWAP_ANSWER, (error.problem,))) from None
            except (EngineDied, EngineCancelled) as error:
                self.close(say_end=False)  # cancelled: it is thinking; start afresh
                if isinstance(error, EngineCancelled):
                    raise
                raise Forfeit(Problem(EngineFault.ENDED, (error.problem,))) from None
            self._swap_stones = asked.later_stones
            if asked.white_move is not None:
                self._white_move = (negotiation.stones, asked.white_move)
            return asked.action

    def _ask(self, lines: list[str], cancel: Cancel | None) -> str:
        """Send ``lines`` and return the answer (not MESSAGE/DEBUG) within the turn limit
        plus the grace; the engine's board is unknown afterwards (BOARD comes next)."""
        process = self._process
        assert process is not None
        self._check_quiet(process)
        self._known = None
        for line in lines:
            process.send(line)
        deadline = time.monotonic() + self.turn_limit + self.grace
        while True:
            try:
                _, line = process.read(deadline, cancel)
            except EngineTimeout:
                raise SwapAnswerError(
                    Problem(Unfit.NO_ANSWER, (self.turn_limit + self.grace,))
                ) from None
            reply = protocol.parse_reply(line)
            if not reply.is_chatter:
                return line
            self._chatter(reply)

    def _check_quiet(self, process: EngineProcess) -> None:
        """Forfeit when the engine said something (not MESSAGE/DEBUG) that answers nothing."""
        for line in process.pending():
            reply = protocol.parse_reply(line)
            if reply.is_chatter:
                self._chatter(reply)
            else:
                raise Forfeit(Problem(EngineFault.UNASKED, (line.strip()[:80],)))


def board_of(game: Game) -> list[tuple[Move, Mark]]:
    """Every stone on the board with its mark, in an order it could have been played: the
    set-up position's stones first, X's and O's in turn (a start has as many X as O, or one
    more), then the moves as they were played.  Engines such as Rapfi read a ``BOARD`` as
    moves in that order and take the side to move from it: sent X's stones, then O's, after
    an opening of X, O, X, Rapfi playing O searched for X."""
    rules = game.rules
    x_bits, o_bits = game.start.x_bits, game.start.o_bits
    xs = [rules.move(i) for i in range(rules.cells) if x_bits >> i & 1]
    os_ = [rules.move(i) for i in range(rules.cells) if o_bits >> i & 1]
    stones: list[tuple[Move, Mark]] = []
    for i, x in enumerate(xs):
        stones.append((x, Mark.X))
        stones += [(o, Mark.O) for o in os_[i : i + 1]]
    mark = Mark.X if len(xs) <= len(os_) else Mark.O
    for move in game.moves:
        stones.append((move, mark))
        mark = mark.other
    return stones
