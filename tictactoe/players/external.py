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

A board the engine refuses (``ERROR`` to ``START``), a rule it refuses (``ERROR``
to ``INFO rule``, seen before its answer to the ``ABOUT`` sent after it), an engine
that does not start, or a k other than 5 for an engine that does not say it knows our
``INFO k`` extension (``mnk="1"`` in its ``ABOUT``) is refused up front by
:meth:`PbrainPlayer.check_rules` with a ``ValueError`` saying so.
"""
from __future__ import annotations

import collections
import enum
import os
import shutil
import threading
import time
from typing import Callable

from tictactoe.ai import Cancel, Move, Progress
from tictactoe.game import Game, Mark, Rules
from tictactoe.pbrain import protocol
from tictactoe.pbrain.process import (EngineCancelled, EngineDied, EngineProcess,
                                      EngineTimeout)
from tictactoe.players.base import AIPlayer, Forfeit
from tictactoe.players.external_swap import SwapAnswerError, Unfit, lines_for, read_answer
from tictactoe.problems import Kind, Problem
from tictactoe.swap import Action, Negotiation, Step

DEFAULT_TURN_S = 1.0     # the turn limit when neither the spec nor the caller gives one
GRACE_S = 0.5            # a move may arrive this long after the turn limit (pipes, load)
START_TIMEOUT_S = 10.0   # for the answers to ABOUT, START and RESTART
KEPT_MESSAGES = 50
FIVE = 5                 # the k every pbrain engine plays


@enum.unique
class EngineFault(Kind):
    """Why an engine cannot be used, or lost its game (each with its English).  The
    engine's own words (an ERROR's text, a line it said) are arguments, shown as they
    are; ``{!r}`` after "pbrain engine" is its file's name."""

    NO_SUCH_FILE = ("pbrain engine {!r}: no such file (give the engine's path, or the name "
                    "of a command on PATH)")
    NOT_EXECUTABLE = "pbrain engine {!r} is not executable (chmod +x it)"
    CANNOT_RUN = "pbrain engine {!r}: {}"                   # how it died (pbrain's Ended)
    DIED = "pbrain engine {!r} {}"
    NO_ABOUT = "pbrain engine {!r} did not answer ABOUT ({:g} s)"
    NO_START = "pbrain engine {!r} did not answer START for {}x{} in time ({:g} s)"
    NO_RULE_ANSWER = "pbrain engine {!r} did not answer ABOUT after INFO rule ({:g} s)"
    NO_RESTART = "the engine did not answer RESTART ({:g} s)"
    NEEDS_MNK = ("pbrain engine {!r} plays five in a row: k={} needs an engine that knows "
                 "the INFO k extension (its ABOUT says mnk=\"1\", as tictactoe brain does)")
    REFUSES_BOARD = "pbrain engine {!r} refuses a {}x{} board: {}"
    REFUSES_RULE = "pbrain engine {!r} does not play {.value} (INFO rule {}): {}"
    ENDED = "the engine {}"
    NO_MOVE = "no move within {:g} s (the limit is {:g} s a move, plus {:g} s of grace)"
    NOT_A_MOVE = "answered {!r} instead of a move"
    ILLEGAL = "played {}, an illegal move: {}"              # the game's Illegal
    WHITE_ILLEGAL = "chose White with {}, an illegal move: {}"
    SWAP_ANSWER = "SWAP2BOARD: {}"                         # why the answer does not fit
    UNASKED = "said {!r} when nothing was asked"


class EngineRefused(ValueError):
    """The engine cannot play this game (it refused the board, or did not start, or there
    is no such engine); ``problem`` says why (an :class:`EngineFault`), the message is
    its English."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


def resolve_executable(path: str) -> str:
    """The engine's executable as an absolute path: ``path`` itself (``~`` expanded)
    when it names a file, else a command found on ``PATH`` (``pbrain-tictactoe``).
    Raises EngineRefused (a ValueError) when there is no such executable file."""
    expanded = os.path.expanduser(path)
    if os.sep in expanded or os.path.exists(expanded):
        candidate: str | None = expanded
    else:
        candidate = shutil.which(expanded)
    if candidate is None or not os.path.isfile(candidate):
        raise EngineRefused(Problem(EngineFault.NO_SUCH_FILE, (path,)))
    if not os.access(candidate, os.X_OK):
        raise EngineRefused(Problem(EngineFault.NOT_EXECUTABLE, (path,)))
    return os.path.abspath(candidate)


class PbrainPlayer(AIPlayer):
    """An external engine speaking the Gomocup pbrain protocol.

    ``time_limit`` (seconds per move, sent as ``INFO timeout_turn``) defaults to
    :data:`DEFAULT_TURN_S`; ``grace`` and ``start_timeout`` are the allowances
    described in the module's docstring (tests shorten them).
    """

    searches = True

    def __init__(self, spec: str, path: str, seed: int | None = None, *,
                 grace: float = GRACE_S, start_timeout: float = START_TIMEOUT_S,
                 on_message: Callable[[str], None] | None = None,
                 launcher: Callable[[list[str]], EngineProcess] = EngineProcess) -> None:
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
        self._swap_stones: tuple[Move, ...] = ()   # swap2's two, given with its choice
        self._white_move: tuple[tuple[Move, ...], Move] | None = None   # (after, White's stone)
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

    # -- start-up -------------------------------------------------------------------------
    def check_rules(self, rules: Rules) -> None:
        """Start the engine for ``rules`` now; raise ValueError (EngineRefused) when it
        will not play them.  The engine stays up for the game that follows."""
        self._ensure(rules)

    def describe(self) -> str:
        """The engine's name and version from its ABOUT (or its file name)."""
        about = self.about or {}
        name = about.get("name") or os.path.basename(self.path)
        version = about.get("version")
        return f"{name} {version}" if version else name

    def _ensure(self, rules: Rules) -> None:
        if self._process is not None and self._process.is_running() and self._rules == rules:
            return
        self.close()
        who = os.path.basename(self.path)
        try:
            self._process = self._launcher([self.path])
        except EngineDied as error:
            raise EngineRefused(Problem(EngineFault.CANNOT_RUN, (who, error.problem))) from None
        try:
            self._start(rules, who)
        except EngineRefused:
            self.close(say_end=False)
            raise
        self._rules = rules
        self._known = []

    def _start(self, rules: Rules, who: str) -> None:
        """ABOUT, START and the INFO lines; EngineRefused names the engine's file ``who``."""
        process = self._process
        assert process is not None
        try:
            process.send("ABOUT")
            answer = self._answer(EngineFault.NO_ABOUT, who)
            if answer.kind == "garbage":
                self.about = protocol.parse_about(answer.text)
                if self.about.get("name"):
                    self.name = self.about["name"]
            if rules.k != FIVE:
                if (self.about or {}).get("mnk") != "1":
                    raise EngineRefused(Problem(EngineFault.NEEDS_MNK, (who, rules.k)))
                process.send(protocol.format_info("k", rules.k))
            process.send(protocol.format_start(rules.width, rules.height))
            answer = self._answer(EngineFault.NO_START, who, rules.width, rules.height)
            if answer.kind != "ok":
                detail = answer.text or answer.kind.upper()
                raise EngineRefused(Problem(EngineFault.REFUSES_BOARD,
                                            (who, rules.width, rules.height, detail)))
            self._sent_turn_ms = None
            self._send_limits()
            rule = protocol.rule_number(rules.variant)
            for key, value in (("timeout_match", 0), ("game_type", 1), ("rule", rule)):
                process.send(protocol.format_info(key, value))
            if not rules.freestyle:
                self._check_rule(rules, who)
        except EngineDied as error:
            raise EngineRefused(Problem(EngineFault.DIED, (who, error.problem))) from None

    def _check_rule(self, rules: Rules, who: str) -> None:
        """An engine answers nothing to an INFO it takes, ``ERROR`` to a rule it does not
        play: an ``ABOUT`` sent after the rule tells the two apart (its answer comes
        after any such ERROR)."""
        process = self._process
        assert process is not None
        process.send("ABOUT")
        answer = self._answer(EngineFault.NO_RULE_ANSWER, who)
        if answer.kind == "error":
            raise EngineRefused(Problem(EngineFault.REFUSES_RULE, (
                who, rules.variant, protocol.rule_number(rules.variant), answer.text)))

    def _answer(self, late: EngineFault, *args: object) -> protocol.Reply:
        """The next line that is not MESSAGE/DEBUG, within ``start_timeout``; else
        EngineRefused, ``late`` with ``args`` and the seconds waited."""
        process = self._process
        assert process is not None
        deadline = time.monotonic() + self.start_timeout
        while True:
            try:
                _, line = process.read(deadline)
            except EngineTimeout:
                raise EngineRefused(Problem(late, (*args, self.start_timeout))) from None
            reply = protocol.parse_reply(line)
            if reply.is_chatter:
                self._chatter(reply)
                continue
            return reply

    def _send_limits(self) -> None:
        turn_ms = max(1, round(self.turn_limit * 1000))
        if turn_ms != self._sent_turn_ms and self._process is not None:
            self._process.send(protocol.format_info("timeout_turn", turn_ms))
            self._sent_turn_ms = turn_ms

    def _chatter(self, reply: protocol.Reply) -> None:
        text = f"{reply.kind.upper()} {reply.text}".rstrip()
        self.messages.append(text)
        if self.on_message is not None:
            self.on_message(text)

    # -- a move ---------------------------------------------------------------------------
    def choose_move(self, game: Game, cancel: Cancel | None = None,
                    on_progress: Progress | None = None) -> Move:
        if game.is_over():
            raise ValueError("the game is over: there is no move to choose")
        return self.select(game, cancel)  # type: ignore[arg-type]

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
        if pending is not None and tuple(game.moves) == pending[0] and not (
                game.start.x_bits | game.start.o_bits):
            why = game.illegal(pending[1])
            if why is not None:
                raise Forfeit(Problem(EngineFault.WHITE_ILLEGAL,
                                      (protocol.format_move(pending[1]), why)))
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
        if (known is not None and len(wanted) == len(known) + 1 and wanted[:-1] == known
                and wanted[-1][1] is not me):
            commands.append(protocol.format_turn(wanted[-1][0]))
        else:
            if known != []:
                process = self._restart(process)
            if wanted:
                commands += protocol.format_board(
                    [(m, protocol.OWN if mark is me else protocol.OPPONENT) for m, mark in wanted])
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
                raise Forfeit(Problem(EngineFault.NO_MOVE,
                                      (limit + self.grace, limit, self.grace))) from None
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
                self.close(say_end=False)   # cancelled: it is thinking; start afresh
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
                raise SwapAnswerError(Problem(Unfit.NO_ANSWER,
                                              (self.turn_limit + self.grace,))) from None
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

    def _restart(self, process: EngineProcess) -> EngineProcess:
        """RESTART (an empty board); an engine that does not know it is started anew.
        Returns the process to talk to."""
        process.send("RESTART")
        try:
            answer = self._answer(EngineFault.NO_RESTART)
        except EngineRefused as error:
            raise Forfeit(error.problem) from None
        if answer.kind != "ok":
            rules = self._rules
            assert rules is not None
            self.close(say_end=True)
            try:
                self._ensure(rules)
            except EngineRefused as error:
                raise Forfeit(error.problem) from None
        self._known = []
        assert self._process is not None
        return self._process

    # -- the end --------------------------------------------------------------------------
    def close(self, say_end: bool = True) -> None:
        """END the engine (killed if it lingers 1 s); it starts again if used again."""
        process, self._process = self._process, None
        self._known = None
        self._rules = None
        if process is not None:
            process.close(say_end=say_end)


def board_of(game: Game) -> list[tuple[Move, Mark]]:
    """Every stone on the board with its mark: the set-up position's stones (X's,
    then O's), then the moves in the order they were played."""
    rules = game.rules
    x_bits, o_bits = game.start.x_bits, game.start.o_bits
    stones = [(rules.move(i), Mark.X) for i in range(rules.cells) if x_bits >> i & 1]
    stones += [(rules.move(i), Mark.O) for i in range(rules.cells) if o_bits >> i & 1]
    mark = Mark.X if x_bits.bit_count() <= o_bits.bit_count() else Mark.O
    for move in game.moves:
        stones.append((move, mark))
        mark = mark.other
    return stones
