"""Our engine behind the pbrain protocol: ``tictactoe brain`` and ``pbrain-tictactoe``.

:class:`Brain` is the protocol's state machine: :meth:`Brain.handle` takes one
line from the manager and writes the answers through ``write`` (tests feed it
strings; :func:`serve` feeds it stdin).  It answers every command it knows as
the protocol asks (``OK``, a move ``x,y``, the ``ABOUT`` line, nothing for
``INFO``), ``UNKNOWN`` to a command it does not know, and ``ERROR`` with a
reason to a malformed command, a move off the board or on a taken cell, a
board it cannot play (larger than 20, or too small for k), a rule it does not
play.  Nothing ends it but ``END`` or the end of its input.

Rules: ``INFO rule`` 0 (freestyle), 1 (exactly five), 4 (renju) and 8 (caro), each
with or without 2 (a continuous game, the manager's business); renju and caro with
five in a row only.  The brain then plays by them: under renju never a point
forbidden to Black.

The board is kept as the list of stones with their owner (1 own, 2 the
opponent's; a 3 from a continuous game is ignored); when the brain must move,
a :class:`~tictactoe.game.Game` is set up from them, with the brain to move,
whatever the counts (a manager may hand it more stones than its opponent, as a
swap opening does).  Which stones are Black's (X): the side with more stones is
Black; with as many on both sides the brain, to move, is Black.  So in a game
played from the empty board (Black moves when the counts are equal, White when
Black has one more) the brain's colour is the one the counts give; with one
stone more than its opponent the brain is Black, to move after White passed (as
Rapfi reads such a board).  Under freestyle, standard and caro the colour changes
nothing but the labels; under renju it says whose moves are restricted.

Time (:mod:`tictactoe.pbrain.clock`): the player searches with its budget in the
worker's thread (:mod:`tictactoe.players.worker`); its deadline cancels the
search at the budget and, should it still not have answered by the clock's
deadline, gives it up: the brain replies with the one fallback policy's move
(:mod:`tictactoe.players.answer`: the best move of the last completed depth, else
the quick move), so the reply never comes after ``timeout_turn``.  ``INFO evaluate`` (or
``--debug``) makes it say ``MESSAGE`` lines with the depth, value and principal variation of
each move (``--debug``: a ``DEBUG`` line per completed depth too).

``SWAP2BOARD`` (Gomocup's swap2 opening) is answered by the engine's decisions
(:mod:`tictactoe.commands.brain_swap`).  Extension: ``INFO k K`` sets the number in
a row that wins (default 5); send it before ``START`` for a board smaller than 5.  Our
``ABOUT`` says ``mnk="1"`` so that a manager can tell.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable

from tictactoe.ai import Analysis, describe
from tictactoe.commands.brain_swap import Swap2Block, reading_limit, swap2_reply
from tictactoe.game import GAME_OVER, Game, Mark, Move, Position, Rules, Variant
from tictactoe.notation import format_moves
from tictactoe.pbrain import clock, protocol
from tictactoe.pbrain.protocol import Command, ProtocolError
from tictactoe.players.answer import Source, answer_of
from tictactoe.players.base import Player
from tictactoe.players.worker import Search, move_job
from tictactoe.version import __version__

FIVE = 5
INT_INFO = ("timeout_turn", "timeout_match", "time_left", "max_memory", "game_type")


class Brain:
    """See the module's docstring.  ``spec`` is the player that thinks (default
    ``hard``); ``write`` sends one line to the manager."""

    def __init__(
        self,
        write: Callable[[str], None],
        spec: str = "hard",
        *,
        debug: bool = False,
        seed: int | None = None,
        player: Player | None = None,
    ) -> None:
        from tictactoe.players import make_player

        self._write_line = write
        self.spec = spec
        # made here, so that a bad spec fails at once (``player``: a test's own)
        self.player = player if player is not None else make_player(spec, seed=seed)
        if self.player.is_human:
            raise ValueError("the brain needs a computer player, not 'human'")
        self.debug = debug
        self.messages = debug
        self.k = FIVE
        self.variant = Variant.FREESTYLE
        self.rules: Rules | None = None
        self.stones: list[tuple[Move, int]] = []
        self.limits = clock.Limits()
        self._board_lines: list[tuple[Move, int]] | None = None  # inside BOARD ... DONE
        self._board_error = ""
        self._swap: Swap2Block | None = None  # inside SWAP2BOARD ... DONE
        self._rng = random.Random(seed)
        self._lock = threading.Lock()
        self._search: Search | None = None
        self._preloaded = False

    # -- output ------------------------------------------------------------------------------
    def write(self, line: str) -> None:
        with self._lock:
            self._write_line(line)

    def error(self, reason: str) -> None:
        self.write(f"ERROR {reason}")

    # -- input -------------------------------------------------------------------------------
    def handle(self, line: str) -> bool:
        """Answer one line; False after END (the caller stops)."""
        if not protocol.clean(line):
            return True
        if self._board_lines is not None:
            self._board_line(line)
            return True
        if self._swap is not None:
            if self._swap.feed(line):
                block, self._swap = self._swap, None
                self._swap_done(block)
            return True
        try:
            command = protocol.parse_command(line)
        except ProtocolError as error:
            self.error(str(error))
            return True
        if command.name == "END":
            return False
        handlers = {  # one handler a command name of protocol.parse_command
            "ABOUT": self._about,
            "START": self._start,
            "RESTART": self._restart,
            "INFO": self._info,
            "BEGIN": self._begin,
            "TURN": self._turn,
            "TAKEBACK": self._takeback,
            "BOARD": self._board,
            "SWAP2BOARD": self._swap2board,
            "UNKNOWN": self._unknown,
        }
        try:
            handlers[command.name](command)
        except Exception as error:  # nothing but END or EOF ends the brain
            self.error(f"internal error on {command.name}: {type(error).__name__}: {error}")
        return True

    def _unknown(self, command: Command) -> None:
        self.write(f"UNKNOWN command {command.text!r} is not part of the protocol here")

    def _about(self, command: Command) -> None:
        name = "tictactoe-mnk" if self.spec == "hard" else f"tictactoe-mnk {self.spec}"
        self.write(
            protocol.format_about(
                {
                    "name": name,
                    "version": __version__,
                    "author": "the tictactoe-mnk authors",
                    "country": "-",
                    "mnk": "1",
                }
            )
        )

    def _start(self, command: Command) -> None:
        try:
            rules = self._playable(Rules(command.width, command.height, self.k, self.variant))
        except ValueError as error:
            self.error(f"cannot play {command.width}x{command.height} with k={self.k}: {error}")
            return
        self.rules = rules
        self.stones = []
        self.write("OK")
        self._preload()

    def _restart(self, command: Command) -> None:
        if self._need_board():
            self.stones = []
            self.write("OK")

    def _info(self, command: Command) -> None:
        key, value = command.key, command.value
        if key in INT_INFO:
            try:
                number = int(value)
            except ValueError:
                self.error(f"INFO {key} takes a whole number, not {value!r}")
                return
            if key == "timeout_turn":
                self.limits.turn_ms = number
            elif key == "timeout_match":
                self.limits.match_ms = number
            elif key == "time_left":
                self.limits.left_ms = number
        elif key == "rule":
            self._set_rule(value)
        elif key == "evaluate":
            self.messages = True
        elif key == "k":
            self._set_k(value)
        # folder and any key we do not know: the protocol lets a brain ignore them

    def _playable(self, rules: Rules) -> Rules:
        """``rules``, when the player plays them (ValueError saying why not)."""
        self.player.check_rules(rules)
        return rules

    def _set_rule(self, value: str) -> None:
        try:
            variant = protocol.rule_variant(value)
            rules = self.rules
            if rules is not None:
                rules = self._playable(rules.with_variant(variant))
            elif variant.five_only and self.k != FIVE:
                raise ValueError(f"{variant.value} is played with five in a row, not k={self.k}")
        except ValueError as error:
            self.error(f"INFO rule {value}: {error}")
            return
        self.variant, self.rules = variant, rules

    def _set_k(self, value: str) -> None:
        try:
            k = int(value)
        except ValueError:
            self.error(f"INFO k takes a whole number (the marks in a row that win), not {value!r}")
            return
        rules = self.rules
        if rules is not None:
            try:
                rules = Rules(rules.width, rules.height, k, self.variant)
            except ValueError as error:
                self.error(f"INFO k {k}: {error}")
                return
        elif not 1 <= k <= 20:
            self.error(f"INFO k {k}: k must be from 1 to 20")
            return
        elif self.variant.five_only and k != FIVE:
            self.error(f"INFO k {k}: {self.variant.value} is played with five in a row")
            return
        self.k, self.rules = k, rules

    def _begin(self, command: Command) -> None:
        if self._need_board():
            self._move()

    def _turn(self, command: Command) -> None:
        if not self._need_board():
            return
        assert command.move is not None
        problem = self._why_not_empty(command.move)
        if problem:
            self.error(f"TURN {protocol.format_move(command.move)}: {problem}")
            return
        self.stones.append((command.move, protocol.OPPONENT))
        self._move()

    def _takeback(self, command: Command) -> None:
        if not self._need_board():
            return
        for i, (move, _) in enumerate(self.stones):
            if move == command.move:
                del self.stones[i]
                self.write("OK")
                return
        assert command.move is not None
        self.error(f"TAKEBACK {protocol.format_move(command.move)}: there is no stone there")

    def _board(self, command: Command) -> None:
        if self._need_board():
            self._board_lines, self._board_error = [], ""

    def _board_line(self, line: str) -> None:
        lines = self._board_lines
        assert lines is not None
        try:
            parsed = protocol.parse_board_line(line)
        except ProtocolError as error:
            self._board_error = self._board_error or str(error)
            return
        if parsed is None:  # DONE
            self._board_lines = None
            if self._board_error:
                self.error(f"BOARD not taken: {self._board_error}")
                return
            self.stones = [s for s in lines if s[1] != protocol.WINNING_LINE]
            self._move()
            return
        move, field = parsed
        problem = self._why_not_empty(move, [m for m, _ in lines])
        if problem and not self._board_error:
            self._board_error = f"{protocol.format_move(move)},{field}: {problem}"
        lines.append(parsed)

    def _swap2board(self, command: Command) -> None:
        if self._need_board() and self.rules is not None:
            self._swap = Swap2Block(self.rules)

    def _swap_done(self, block: Swap2Block) -> None:
        rules = self.rules
        assert rules is not None
        try:
            if block.error:
                raise ValueError(block.error)
            reply = swap2_reply(
                rules, block.stones, reading_limit(self.limits, rules, block.stones), self._rng
            )
        except ValueError as error:
            self.error(f"SWAP2BOARD not taken: {error}")
            return
        self.stones = reply.stones
        if reply.line is None:
            self._move()  # White's stone
        else:
            self.write(reply.line)

    def _need_board(self) -> bool:
        if self.rules is None:
            self.error("no board yet: send START (or RECTSTART) first")
            return False
        return True

    def _why_not_empty(self, move: Move, taken: list[Move] | None = None) -> str | None:
        rules = self.rules
        assert rules is not None
        x, y = move
        if not (0 <= x < rules.width and 0 <= y < rules.height):
            return (
                f"not a cell of the {rules.width}x{rules.height} board "
                f"(x 0..{rules.width - 1}, y 0..{rules.height - 1})"
            )
        occupied = taken if taken is not None else [m for m, _ in self.stones]
        if move in occupied:
            return "that cell is taken"
        return None

    # -- thinking -----------------------------------------------------------------------------
    def game(self) -> Game:
        """The position with the brain to move (ValueError saying why there is none):
        the side with more stones is X (Black); with as many, the brain is."""
        rules = self.rules
        assert rules is not None
        own = [m for m, f in self.stones if f == protocol.OWN]
        other = [m for m, f in self.stones if f == protocol.OPPONENT]
        mine = Mark.X if len(own) >= len(other) else Mark.O
        xs, os_ = (own, other) if mine is Mark.X else (other, own)
        start = Position(
            rules, sum(1 << rules.index(m) for m in xs), sum(1 << rules.index(m) for m in os_)
        )
        game = Game.for_rules(rules, start=start, to_move=mine)
        if game.is_over():
            outcome = game.outcome()
            assert outcome is not None
            raise ValueError(f"{GAME_OVER}: {outcome.describe()}")
        return game

    def _move(self) -> None:
        started = time.monotonic()
        try:
            game = self.game()
        except ValueError as error:
            self.error(f"no move: {error}")
            return
        move, analysis = self._think(game, started)
        if self.messages and analysis is not None:
            self.write("MESSAGE " + summary(analysis, game.rules))
        self.stones.append((move, protocol.OWN))
        self.write(protocol.format_move(move))

    def _think(self, game: Game, started: float) -> tuple[Move, Analysis | None]:
        """The player's move within the budget, or the best so far at the deadline."""
        plan = clock.budget(self.limits, game)
        player = self.player
        if not player.time_fixed:
            player.set_time_limit(plan.search)
        elif plan.search is not None and (
            player.time_limit is None or player.time_limit > plan.search
        ):
            player.set_time_limit(plan.search)  # a spec's own time, but never past the turn's
        if self._search is not None:  # a search given up may still be winding down
            self._search.join(max(0.0, (plan.deadline or 5.0) / 4))
        seen: list[Analysis] = []

        def debug(analysis: Analysis) -> None:  # under the worker's lock: never after the reply
            if not (seen and seen[-1] is analysis):
                seen.append(analysis)
                self.write("DEBUG " + summary(analysis, game.rules))

        hurry_after: float | None = None
        grace = 0.0
        if plan.deadline is not None:
            soft = min((plan.search or plan.deadline) * 1.05, plan.deadline)
            hurry_after = max(0.0, started + soft - time.monotonic())
            grace = plan.deadline - soft
        search = Search(
            move_job(player, game),
            on_report=debug if self.debug else None,
            hurry_after=hurry_after,
            grace=grace,
            name="brain-search",
        )
        self._search = search.start()
        finish = search.wait()
        assert finish is not None  # never cancelled: it answers, or is given up at the deadline
        answer = answer_of(game, finish)
        if answer.source is Source.SEARCH:
            return answer.move, player.last_analysis
        if answer.failure:
            self.write(
                f"MESSAGE the search {answer.failure}: its {answer.source.value} move instead"
            )
        return answer.move, answer.analysis

    def _preload(self) -> None:
        """Import the search modules in the background once START has been answered."""
        if self._preloaded:
            return
        self._preloaded = True

        def load() -> None:
            from tictactoe.ai import preload

            preload()

        threading.Thread(target=load, name="brain-preload", daemon=True).start()


def summary(analysis: Analysis, rules: Rules) -> str:
    """ "depth 7-15 value +34 nodes 41000 time 0.82 s pv h8 i9 g7" for a MESSAGE line
    (7: the last iteration's depth; 15: the deepest ply searched, when deeper; the line's
    cells in the board's notation, :mod:`tictactoe.notation`)."""
    pv = analysis.info.get("pv") or [analysis.best]
    depth = str(analysis.depth)
    deepest = analysis.info.get("deepest_ply", 0)
    if deepest > analysis.depth:
        depth += f"-{deepest}"
    return (
        f"depth {depth} value {describe(analysis.value, analysis.exact)} "
        f"nodes {analysis.nodes} time {analysis.time_s:.2f} s pv {format_moves(pv, rules)}"
    )
