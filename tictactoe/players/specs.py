"""Player spec strings and the catalogue of player kinds (for menus and the CLI).

A spec is ``name`` or ``name:param=value,param=value``, for example
``forecaster:depth=expert,draw=0.3`` or ``classic:ultra=1``.  Parsing is strict:
an unknown name, an unknown parameter, a repeated parameter or a value out of
range raises ``ValueError`` with a message that lists what is valid.

A rung of the difficulty ladder is ``level:N`` or ``level:N,time=S`` (N from 1 to
10, see :mod:`tictactoe.players.ladder`); the old level names stay their own specs.

An external engine is ``pbrain:PATH`` or ``pbrain:PATH:time=S`` (see
:func:`parse_pbrain_spec`).

The catalogue (:data:`PLAYER_KINDS`, :func:`available_players`) is made of
frozen dataclasses, so the GUI can build its choices and sliders from it
without hard-coding anything.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from tictactoe.players.ladder import OLD_NAMES, RUNGS, SPEC_PREFIX, rung_number

ParamValue = Union[int, float, str]


@dataclass(frozen=True)
class ParamSpec:
    """One parameter of a player kind.

    ``type`` is ``"int"``, ``"float"`` or ``"bool"`` (written 0/1).  ``words``
    are extra string values the parameter accepts besides numbers (e.g.
    ``"expert"`` for the forecaster's depth).  ``default`` None means "not set"
    (for ``time``: the player's own default budget).
    """

    name: str
    type: str
    minimum: float
    maximum: float
    default: ParamValue | None
    description: str
    words: tuple[str, ...] = ()

    def describe_range(self) -> str:
        if self.type == "bool":
            text = "0 or 1"
        elif self.type == "int":
            text = f"a whole number from {int(self.minimum)} to {int(self.maximum)}"
        else:
            text = f"a number from {self.minimum:g} to {self.maximum:g}"
        if self.words:
            text += " or " + " or ".join(repr(w) for w in self.words)
        return text

    def parse(self, text: str) -> ParamValue:
        raw = text.strip().lower()
        if raw in self.words:
            return raw
        problem = f"{self.name}={text!r} is not valid: {self.name} must be {self.describe_range()}"
        try:
            if self.type == "float":
                value: float = float(raw)
                if value != value or value in (float("inf"), float("-inf")):
                    raise ValueError
            else:
                value = int(raw)
        except ValueError:
            raise ValueError(problem) from None
        if not self.minimum <= value <= self.maximum:
            raise ValueError(problem)
        return value


@dataclass(frozen=True)
class PlayerKind:
    """A kind of player: its spec name, a menu label, a description, its parameters.

    ``boards`` says which boards it can play ("any", or e.g. "3x3 only").
    """

    name: str
    label: str
    description: str
    params: tuple[ParamSpec, ...] = ()
    is_human: bool = False
    is_level: bool = False
    boards: str = "any"
    hidden: bool = False

    def param(self, name: str) -> ParamSpec:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    def defaults(self) -> dict[str, ParamValue | None]:
        return {p.name: p.default for p in self.params}


_TIME = ParamSpec(
    "time", "float", 0.001, 600.0, None,
    "seconds per move (default: the player's own budget; the match command's --time "
    "sets it for every player that does not give it)",
)



def _old_level(name: str) -> str:
    """The description of an old level name: the rung it is now."""
    number = OLD_NAMES[name]
    return f"Level {number} of the ladder (level:{number}): {RUNGS[number - 1].summary}"


PLAYER_KINDS: tuple[PlayerKind, ...] = (
    PlayerKind("human", "Human", "You: click a cell to play.", is_human=True),
    PlayerKind("beginner", "Beginner", _old_level("beginner"), is_level=True),
    PlayerKind("easy", "Easy", _old_level("easy"), (_TIME,), is_level=True),
    PlayerKind("medium", "Medium", _old_level("medium"), (_TIME,), is_level=True),
    PlayerKind("hard", "Hard",
               "The engine at full strength within 1 s per move (exact where it can be).",
               (_TIME,), is_level=True),
    PlayerKind("perfect", "Perfect",
               "Exact wherever the position can be solved (always on 3x3 and 4x4); never "
               "loses a game that can be drawn, and picks the moves that give you the most "
               "chances to go wrong. On large boards: the strongest search, 3 s per move.",
               (_TIME,), is_level=True),
    PlayerKind("level", "Level",
               f"The difficulty ladder, from a first game (level:1) to the full engine "
               f"(level:{len(RUNGS)}, Hard): write level:N; each rung says what it always "
               f"sees and plays a little better than the one below.",
               (_TIME,), is_level=True),
    PlayerKind("adaptive", "Adaptive",
               "Picks, for each new game in the app, the level that matches your rating "
               "on the board (the lowest level until you have one), and says which."),
    PlayerKind("random", "Random", "Plays uniformly at random."),
    PlayerKind(
        "forecaster", "Forecaster (TRYST'98)",
        "From TRYST'98 Tic Tac Toe: the probability of winning, max over its own moves and "
        "average over yours (you take a win at once when you have one); 0.5 at the horizon.",
        (
            ParamSpec("depth", "int", 1, 200, 2,
                      "level of foresight (a level is a move by each side); 'expert' "
                      "looks deep enough to be exact", words=("expert",)),
            ParamSpec("draw", "float", 0.0, 1.0, 0.5,
                      "the value of a drawn game: 0 totally attacking .. 1 totally defensive"),
            _TIME,
        ),
    ),
    PlayerKind(
        "lookahead", "Lookahead (article)",
        "From the lookahead article: depth-limited lookahead with a position score; a win "
        "scores infinity/level, so quicker wins are preferred and a lower infinity is "
        "more defensive.",
        (
            ParamSpec("depth", "int", 1, 12, 3, "plies to look ahead"),
            ParamSpec("infinity", "int", 1, 1_000_000, 30000, "the score of a win"),
            _TIME,
        ),
    ),
    PlayerKind("rules", "Rules (TICTACTO.PAS)",
               "From TICTACTO.PAS: centre first, then 13 ordered rules (win, block, double "
               "threats, ...) and a fallback."),
    PlayerKind(
        "classic", "Classic (Theme05lab05)",
        "From Theme05lab05: win, block, fork, block a fork, centre, opposite corner, empty corner, "
        "empty side. 3x3 only.",
        (ParamSpec("ultra", "bool", 0, 1, 0,
                   "UltraHardCore: answer the diagonal fork set-up with a forcing move"),),
        boards="3x3 only",
    ),
)


def available_players() -> tuple[PlayerKind, ...]:
    """Every player kind, in menu order."""
    return PLAYER_KINDS


def kind(name: str) -> PlayerKind:
    for k in PLAYER_KINDS:
        if k.name == name:
            return k
    raise ValueError(
        f"unknown player {name!r}: valid players are "
        + ", ".join(k.name for k in PLAYER_KINDS)
    )


@dataclass(frozen=True)
class Spec:
    """A parsed spec: the kind and every parameter (defaults filled in); ``rung``
    is the number of a ``level:N`` spec (None for the other kinds)."""

    kind: PlayerKind
    params: tuple[tuple[str, ParamValue | None], ...]
    given: frozenset[str]
    rung: int | None = None

    @property
    def name(self) -> str:
        return self.kind.name

    def get(self, name: str) -> ParamValue | None:
        return dict(self.params)[name]

    def canonical(self) -> str:
        """The spec string with the given parameters in catalogue order."""
        parts = [f"{n}={_fmt(v)}" for n, v in self.params if n in self.given]
        if self.rung is not None:
            return SPEC_PREFIX + ",".join([str(self.rung)] + parts)
        return self.kind.name + (":" + ",".join(parts) if parts else "")


def _fmt(value: ParamValue | None) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def parse_spec(spec: str) -> Spec:
    """Parse ``name[:param=value,...]`` strictly; raise ValueError saying what is valid."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(
            "empty player spec: valid players are " + ", ".join(k.name for k in PLAYER_KINDS)
        )
    name, _, rest = spec.strip().partition(":")
    k = kind(name.strip().lower())
    values = k.defaults()
    given: set[str] = set()
    number: int | None = None
    if k.name + ":" == SPEC_PREFIX:
        if not rest.strip():
            raise ValueError(f"{spec.strip()!r} names no rung: write {SPEC_PREFIX}N, N a "
                             f"whole number from 1 to {len(RUNGS)} (e.g. {SPEC_PREFIX}3)")
        head, comma, rest = rest.partition(",")
        number = rung_number(head)
        if comma and not rest.strip():
            raise ValueError(f"nothing after ',' in {spec!r}: write {SPEC_PREFIX}N,time=S")
    if rest.strip():
        if not k.params:
            raise ValueError(f"player {k.name!r} takes no parameters (got {rest!r})")
        valid = ", ".join(f"{p.name} ({p.describe_range()})" for p in k.params)
        for item in rest.split(","):
            key, eq, text = item.partition("=")
            key = key.strip().lower()
            if not eq or not key or not text.strip():
                raise ValueError(
                    f"bad parameter {item.strip()!r} in {spec!r}: write name=value; "
                    f"{k.name} takes {valid}"
                )
            try:
                p = k.param(key)
            except KeyError:
                raise ValueError(
                    f"unknown parameter {key!r} for {k.name}: it takes {valid}"
                ) from None
            if key in given:
                raise ValueError(f"parameter {key!r} is given twice in {spec!r}")
            values[key] = p.parse(text)
            given.add(key)
    elif rest or spec.strip().endswith(":"):
        raise ValueError(f"nothing after ':' in {spec!r}: write name:param=value")
    return Spec(k, tuple((p.name, values[p.name]) for p in k.params), frozenset(given), number)


# -- external engines ----------------------------------------------------------------------
PBRAIN_PREFIX = "pbrain:"
_PBRAIN_TIME = re.compile(r"(?s)(.*):time=([^:]*)")


@dataclass(frozen=True)
class PbrainSpec:
    """A parsed ``pbrain:PATH[:time=S]``: the engine's executable and its time per move
    (None: the caller's, else 1 s)."""

    path: str
    time: float | None = None

    def canonical(self) -> str:
        return PBRAIN_PREFIX + self.path + (f":time={_fmt(self.time)}" if self.time else "")


def is_pbrain_spec(spec: object) -> bool:
    return isinstance(spec, str) and spec.lstrip().lower().startswith(PBRAIN_PREFIX)


def parse_pbrain_spec(spec: str) -> PbrainSpec:
    """Parse ``pbrain:PATH`` or ``pbrain:PATH:time=S``.

    The grammar: the prefix ``pbrain:`` (any case), then the path, taken verbatim
    (it may hold spaces and colons), then optionally ``:time=S`` at the very end
    (S in seconds, as for the other players).  So ``pbrain:/opt/my engine:v2``
    is the file ``/opt/my engine:v2``; a path that itself ends in ``:time=...``
    cannot be written (rename the file or link to it).  A bare name without a
    ``/`` is looked up on ``PATH`` when the player is made.
    """
    if not is_pbrain_spec(spec):
        raise ValueError(f"not a pbrain spec: {spec!r} (write pbrain:PATH)")
    rest = spec.lstrip()[len(PBRAIN_PREFIX):]
    time: float | None = None
    found = _PBRAIN_TIME.fullmatch(rest)
    if found:
        rest = found.group(1)
        time = float(_TIME.parse(found.group(2)))
    if not rest.strip():
        raise ValueError("pbrain: no engine given: write pbrain:PATH (an executable "
                         "that speaks the Gomocup protocol), e.g. pbrain:./pbrain-rapfi")
    return PbrainSpec(rest, time)
