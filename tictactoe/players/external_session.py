"""The engine's process for a :class:`~tictactoe.players.external.PbrainPlayer`: started
for a game's rules, the answers to start-up, what it says on the side, RESTART and END.

:class:`EngineSession` is mixed into the player (the player's ``__init__`` sets what it
declares).  It starts the engine on first use and again when the rules change: ``ABOUT``
(its name, version and whether it knows our ``INFO k`` extension),
``START``/``RECTSTART``, and the ``INFO`` limits and rule (``INFO rule`` 0, 1, 4 or 8
for freestyle, standard, renju, caro).  ``MESSAGE`` and ``DEBUG`` lines are allowed at
any time; the last ones are kept in ``messages`` and handed to ``on_message``.

A board the engine refuses (``ERROR`` to ``START``), a rule it refuses (``ERROR``
to ``INFO rule``, seen before its answer to the ``ABOUT`` sent after it), an engine
that does not start, or a k other than 5 for an engine that does not say it knows our
``INFO k`` extension (``mnk="1"`` in its ``ABOUT``) is refused up front by
:meth:`EngineSession.check_rules` with a ``ValueError`` (:class:`EngineRefused`) saying so.
"""

from __future__ import annotations

import collections
import enum
import os
import shutil
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from tictactoe.game import Mark, Move, Rules
from tictactoe.pbrain import protocol
from tictactoe.pbrain.process import EngineDied, EngineProcess, EngineTimeout
from tictactoe.players.base import Forfeit
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP

START_TIMEOUT_S = 10.0  # for the answers to ABOUT, START and RESTART
FIVE = 5  # the k every pbrain engine plays


@enum.unique
class EngineFault(Kind):
    """Why an engine cannot be used, or lost its game (each with its English; the player
    raises the forfeits).  The engine's own words (an ERROR's text, a line it said) are
    arguments, shown as they are; ``{!r}`` after "pbrain engine" is its file's name."""

    NO_SUCH_FILE = QT_TRANSLATE_NOOP(
        "Engines",
        "pbrain engine {!r}: no such file (give the engine's path, or the name "
        "of a command on PATH)",
    )
    NOT_EXECUTABLE = QT_TRANSLATE_NOOP(
        "Engines", "pbrain engine {!r} is not executable (chmod +x it)"
    )
    CANNOT_RUN = QT_TRANSLATE_NOOP(
        "Engines", "pbrain engine {!r}: {}"
    )  # how it died (pbrain's Ended)
    DIED = QT_TRANSLATE_NOOP("Engines", "pbrain engine {!r} {}")
    NO_ABOUT = QT_TRANSLATE_NOOP("Engines", "pbrain engine {!r} did not answer ABOUT ({:g} s)")
    NO_START = QT_TRANSLATE_NOOP(
        "Engines", "pbrain engine {!r} did not answer START for {}x{} in time ({:g} s)"
    )
    NO_RULE_ANSWER = QT_TRANSLATE_NOOP(
        "Engines", "pbrain engine {!r} did not answer ABOUT after INFO rule ({:g} s)"
    )
    NO_RESTART = QT_TRANSLATE_NOOP("Engines", "the engine did not answer RESTART ({:g} s)")
    NEEDS_MNK = QT_TRANSLATE_NOOP(
        "Engines",
        "pbrain engine {!r} plays five in a row: k={} needs an engine that knows "
        'the INFO k extension (its ABOUT says mnk="1", as tictactoe brain does)',
    )
    REFUSES_BOARD = QT_TRANSLATE_NOOP("Engines", "pbrain engine {!r} refuses a {}x{} board: {}")
    REFUSES_RULE = QT_TRANSLATE_NOOP(
        "Engines", "pbrain engine {!r} does not play {.value} (INFO rule {}): {}"
    )
    ENDED = QT_TRANSLATE_NOOP("Engines", "the engine {}")
    NO_MOVE = QT_TRANSLATE_NOOP(
        "Engines", "no move within {:g} s (the limit is {:g} s a move, plus {:g} s of grace)"
    )
    NOT_A_MOVE = QT_TRANSLATE_NOOP("Engines", "answered {!r} instead of a move")
    ILLEGAL = QT_TRANSLATE_NOOP("Engines", "played {}, an illegal move: {}")  # the game's Illegal
    WHITE_ILLEGAL = QT_TRANSLATE_NOOP("Engines", "chose White with {}, an illegal move: {}")
    SWAP_ANSWER = QT_TRANSLATE_NOOP("Engines", "SWAP2BOARD: {}")  # why the answer does not fit
    UNASKED = QT_TRANSLATE_NOOP("Engines", "said {!r} when nothing was asked")


class EngineRefused(ProblemError, ValueError):
    """The engine cannot play this game (it refused the board, or did not start, or there
    is no such engine); ``problem`` says why (an :class:`EngineFault`), the message is
    its English."""


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


class EngineSession:
    """The engine process of one player, kept for as long as the rules stay the same."""

    path: str
    name: str
    about: dict[str, str] | None
    messages: collections.deque[str]
    on_message: Callable[[str], None] | None
    start_timeout: float
    _launcher: Callable[[list[str]], EngineProcess]
    _process: EngineProcess | None
    _rules: Rules | None
    _known: list[tuple[Move, Mark]] | None  # the engine's board, or None
    _sent_turn_ms: int | None

    if TYPE_CHECKING:  # the player's own

        @property
        def turn_limit(self) -> float: ...

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
                raise EngineRefused(
                    Problem(EngineFault.REFUSES_BOARD, (who, rules.width, rules.height, detail))
                )
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
            raise EngineRefused(
                Problem(
                    EngineFault.REFUSES_RULE,
                    (who, rules.variant, protocol.rule_number(rules.variant), answer.text),
                )
            )

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
