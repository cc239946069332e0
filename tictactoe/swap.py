"""Swap and swap2: how a game of five in a row opens when the colours are chosen, not given.

Freestyle Gomoku is a first-player win, so games between equals open by negotiation
(the Gomoku rules of the RIF and of Gomocup's swap2 tournaments):

* **swap**: the *proposer* (the player who would have started) places three stones,
  Black, White, Black, anywhere; the *responder* then picks a colour (Black or
  White).  White moves next.
* **swap2**: the same, but the responder may instead place two more stones, White
  then Black, and let the proposer pick the colour.  White moves next either way.

:class:`Negotiation` is that procedure as a value: each step (a stone placed, a
choice) returns the next one, and says whose turn it is (:class:`Role`), what may be
done (:class:`Step`) and, once done, which colour the proposer plays.  The stones are
ordinary moves of the game (X, O, X[, O, X]), so a game opened by swap is a game like
any other; :class:`SwapRecord` (the kind and the choices) is what a game file keeps of
how it opened.  No Qt, no engine: the engine's choices are
:mod:`tictactoe.players.swap_engine`, the words are the window's.

The openings apply to five in a row on boards of 9x9 and more (:func:`applies`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.game import Game, IllegalMoveError, Mark, Move, Rules
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP

MIN_SIDE = 9  # the smallest board a swap opening is played on
FIVE = 5
PROPOSED = 3  # the stones the proposer places: Black, White, Black
ADDED = 2  # the stones the responder adds under swap2: White, Black


class SwapError(ValueError):
    """A step the negotiation does not allow now (the message says what it waits for)."""


@enum.unique
class Unopened(Kind):
    """Why an opening cannot be: a game file's (:class:`OpeningRefused`), or a stone placed
    in one (each with its English)."""

    UNKNOWN = QT_TRANSLATE_NOOP("Storage", "unknown opening {!r}: the openings are {}")
    UNKNOWN_CHOICE = QT_TRANSLATE_NOOP("Storage", "unknown choice {!r}: the choices are {}")
    CHOICES = QT_TRANSLATE_NOOP("Storage", "{.value} cannot open with the choices {}")
    NO_CHOICES = QT_TRANSLATE_NOOP("Storage", "{.value} cannot open with the choices none")
    SHAPE = QT_TRANSLATE_NOOP("Storage", 'must be an object with "kind" and "choices"')
    NAMES = QT_TRANSLATE_NOOP("Storage", '"kind" is a name and "choices" a list of names')
    SET_UP = QT_TRANSLATE_NOOP("Storage", "a game opened by swap starts from the empty board")
    TOO_FEW_MOVES = QT_TRANSLATE_NOOP(
        "Storage", "a {.value} opening places {} stones; the game has {} moves"
    )
    STONE_ENDS_GAME = QT_TRANSLATE_NOOP("Storage", "an opening stone may not end the game")


class OpeningRefused(ProblemError, ValueError):
    """How a game opened, refused: ``problem`` says why (an :class:`Unopened` kind), the
    message is its English."""


class Opening(str, enum.Enum):
    """How the colours are settled: given (none), or by swap or swap2."""

    NONE = "none"
    SWAP = "swap"
    SWAP2 = "swap2"

    @classmethod
    def named(cls, name: str) -> Opening:
        """The opening of a name in any case; ValueError listing the names otherwise."""
        try:
            return cls(name.strip().lower())
        except ValueError:
            raise OpeningRefused(Unopened.UNKNOWN, name, ", ".join(o.value for o in cls)) from None


class Choice(str, enum.Enum):
    """A decision of the negotiation: take Black, take White, or (swap2's responder)
    place two more stones and let the proposer choose."""

    BLACK = "black"
    WHITE = "white"
    TWO = "two"

    @property
    def mark(self) -> Mark:
        """The mark of a colour choice (Black is X, the first player)."""
        if self is Choice.TWO:
            raise ValueError("placing two stones is no colour")
        return Mark.X if self is Choice.BLACK else Mark.O


class Role(str, enum.Enum):
    PROPOSER = "proposer"  # places the first three stones
    RESPONDER = "responder"  # chooses first


class Step(str, enum.Enum):
    PLACE_THREE = "place three"  # the proposer places Black, White, Black
    CHOOSE = "choose"  # the responder: Black, White (swap2: or two more)
    PLACE_TWO = "place two"  # swap2's responder places White, Black
    CHOOSE_AGAIN = "choose again"  # the proposer picks a colour after the two
    DONE = "done"


def applies(rules: Rules) -> bool:
    """Is a swap opening played on ``rules``: five in a row, boards of 9x9 and up."""
    return rules.k == FIVE and min(rules.width, rules.height) >= MIN_SIDE


@dataclass(frozen=True)
class Action:
    """What one side does at its step: stones placed (three, or swap2's two) or a choice.
    ``value`` is the engine's evaluation behind a computer's action (for White, who moves
    next; None for a person's), so the window can say why."""

    stones: tuple[Move, ...] = ()
    choice: Choice | None = None
    value: float | None = None


@dataclass(frozen=True)
class SwapRecord:
    """How a game opened, as a game file keeps it: the kind and the choices made
    (``("black",)``, ``("white",)``, or swap2's ``("two", "black")``...); the stones are
    the game's first three or five moves."""

    kind: Opening
    choices: tuple[Choice, ...]

    def __post_init__(self) -> None:
        colours = (Choice.BLACK, Choice.WHITE)
        allowed: list[tuple[Choice, ...]] = [(c,) for c in colours]
        if self.kind is Opening.SWAP2:
            allowed += [(Choice.TWO, c) for c in colours]
        if self.kind is Opening.NONE or self.choices not in allowed:
            if not self.choices:
                raise OpeningRefused(Unopened.NO_CHOICES, self.kind)
            raise OpeningRefused(
                Unopened.CHOICES, self.kind, ", ".join(c.value for c in self.choices)
            )

    @property
    def stones(self) -> int:
        """How many of the game's first moves the negotiation placed (3 or 5)."""
        return PROPOSED + ADDED if self.choices[0] is Choice.TWO else PROPOSED

    @property
    def proposer(self) -> Mark:
        """The mark the proposer ended up with: the responder's choice's other, or the
        proposer's own choice after swap2's two stones."""
        last = self.choices[-1]
        return last.mark if self.choices[0] is Choice.TWO else last.mark.other

    def to_data(self) -> dict[str, object]:
        return {"kind": self.kind.value, "choices": [c.value for c in self.choices]}

    @classmethod
    def from_data(cls, data: object) -> SwapRecord:
        """The record of ``{"kind": "swap2", "choices": ["two", "black"]}``; ValueError
        saying what is wrong."""
        if not isinstance(data, dict) or set(data) != {"kind", "choices"}:
            raise OpeningRefused(Unopened.SHAPE)
        kind, choices = data["kind"], data["choices"]
        if (
            not isinstance(kind, str)
            or not isinstance(choices, list)
            or not all(isinstance(c, str) for c in choices)
        ):
            raise OpeningRefused(Unopened.NAMES)
        if kind not in {o.value for o in Opening}:
            raise OpeningRefused(Unopened.UNKNOWN, kind, ", ".join(o.value for o in Opening))
        for choice in choices:
            if choice not in {c.value for c in Choice}:
                raise OpeningRefused(
                    Unopened.UNKNOWN_CHOICE, choice, ", ".join(c.value for c in Choice)
                )
        return cls(Opening(kind), tuple(Choice(c) for c in choices))

    def check(self, game: Game) -> None:
        """ValueError unless ``game`` can have opened this way: it started from the empty
        board and the negotiation's stones are among its moves."""
        if game.start.x_bits or game.start.o_bits:
            raise OpeningRefused(Unopened.SET_UP)
        if len(game.moves) < self.stones:
            raise OpeningRefused(Unopened.TOO_FEW_MOVES, self.kind, self.stones, len(game.moves))


@dataclass(frozen=True)
class Negotiation:
    """The opening under way: the stones placed so far (in the game's order: Black,
    White, Black, White, Black) and the choices made.  Each step returns a new value."""

    kind: Opening
    rules: Rules
    stones: tuple[Move, ...] = ()
    choices: tuple[Choice, ...] = ()

    def __post_init__(self) -> None:
        if self.kind is Opening.NONE:
            raise ValueError("there is nothing to negotiate without swap or swap2")
        if not applies(self.rules):
            raise ValueError(
                f"{self.kind.value} is played with five in a row on boards of "
                f"{MIN_SIDE}x{MIN_SIDE} and up, not on {self.rules}"
            )

    @property
    def step(self) -> Step:
        if len(self.stones) < PROPOSED:
            return Step.PLACE_THREE
        if not self.choices:
            return Step.CHOOSE
        if self.choices[0] is not Choice.TWO:
            return Step.DONE
        if len(self.stones) < PROPOSED + ADDED:
            return Step.PLACE_TWO
        return Step.CHOOSE_AGAIN if len(self.choices) == 1 else Step.DONE

    @property
    def actor(self) -> Role | None:
        """Whose step it is (None once done)."""
        step = self.step
        if step in (Step.PLACE_THREE, Step.CHOOSE_AGAIN):
            return Role.PROPOSER
        return None if step is Step.DONE else Role.RESPONDER

    @property
    def done(self) -> bool:
        return self.step is Step.DONE

    def options(self) -> tuple[Choice, ...]:
        """The choices open at this step (none while stones are placed)."""
        step = self.step
        if step is Step.CHOOSE and self.kind is Opening.SWAP2:
            return (Choice.BLACK, Choice.WHITE, Choice.TWO)
        if step in (Step.CHOOSE, Step.CHOOSE_AGAIN):
            return (Choice.BLACK, Choice.WHITE)
        return ()

    def to_place(self) -> int:
        """How many stones the actor has still to place at this step (0: it chooses)."""
        step = self.step
        if step is Step.PLACE_THREE:
            return PROPOSED - len(self.stones)
        if step is Step.PLACE_TWO:
            return PROPOSED + ADDED - len(self.stones)
        return 0

    def next_mark(self) -> Mark:
        """The colour of the next stone to place (the stones alternate from Black)."""
        return Mark.X if len(self.stones) % 2 == 0 else Mark.O

    def game(self) -> Game:
        """The game with the stones placed so far (a new one each call)."""
        game = Game.for_rules(self.rules)
        for move in self.stones:
            game.play(move)
        return game

    def place(self, move: Move) -> Negotiation:
        """One stone placed by the actor; SwapError when no stone is placed now,
        IllegalMoveError (a ValueError) for a stone the board refuses."""
        if not self.to_place():
            raise SwapError(
                f"no stone is placed now: the {self.actor.value if self.actor else 'game'} "
                f"{'chooses a colour' if self.actor else 'is on'}"
            )
        game = self.game()
        game.play(move)  # IllegalMoveError: taken, off the board, forbidden to Black
        if game.is_over():
            raise IllegalMoveError(Problem(Unopened.STONE_ENDS_GAME))
        x, y = move  # a plain pair, whatever sequence it came as
        return Negotiation(self.kind, self.rules, (*self.stones, (x, y)), self.choices)

    def choose(self, choice: Choice) -> Negotiation:
        """The actor's choice; SwapError when it is not open now."""
        if choice not in self.options():
            open_now = ", ".join(c.value for c in self.options()) or "none: stones are placed now"
            raise SwapError(f"{Choice(choice).value} is not a choice now (open: {open_now})")
        return Negotiation(self.kind, self.rules, self.stones, (*self.choices, Choice(choice)))

    def apply(self, action: Action) -> Negotiation:
        """A whole action (a computer's): its stones, then its choice, checked step by
        step; SwapError or IllegalMoveError when any part is not allowed."""
        if bool(action.stones) == (action.choice is not None):
            raise SwapError("an action places stones or makes a choice, one of the two")
        if action.stones and len(action.stones) != self.to_place():
            raise SwapError(
                f"{len(action.stones)} stones given where "
                f"{self.to_place() or 'none'} are placed now"
            )
        after = self
        for move in action.stones:
            after = after.place(move)
        return after.choose(action.choice) if action.choice is not None else after

    def record(self) -> SwapRecord:
        if not self.done:
            raise SwapError("the opening is not settled yet")
        return SwapRecord(self.kind, self.choices)

    def proposer_mark(self) -> Mark:
        """The mark the proposer plays (once the opening is settled)."""
        return self.record().proposer

    def mark_of(self, role: Role) -> Mark:
        proposer = self.proposer_mark()
        return proposer if role is Role.PROPOSER else proposer.other
