"""Player spec strings and the catalogue of player kinds (for menus and the CLI).

A spec is ``name`` or ``name:param=value,param=value``, for example
``forecaster:depth=expert,draw=0.3`` or ``classic:ultra=1``.  Parsing is strict:
an unknown name, an unknown parameter, a repeated parameter or a value out of
range raises ``ValueError`` with a message that lists what is valid.

A rung of the difficulty ladder is ``level:N`` or ``level:N,time=S`` (N from 1 to
10, see :mod:`tictactoe.players.ladder`); the old level names stay their own specs.

An external engine is ``pbrain:PATH`` or ``pbrain:PATH:time=S`` (see
:func:`parse_pbrain_spec`).

The catalogue (:data:`PLAYER_KINDS`, :func:`available_players`) is the one list of
player kinds: frozen dataclasses with each kind's label, description and settings
(with their labels), in the menu's order, so the GUI only displays it (its choices,
sliders and tooltips) and the command line names the same players.
:meth:`PlayerKind.spec_of` writes a spec for settings and :func:`find_kind` reads one
back; ``adaptive`` is a kind that only the app can seat (it picks a rung).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Union

from tictactoe.game import Rules
from tictactoe.players.ladder import OLD_NAMES, RUNGS, SPEC_PREFIX, rung_number, rung_of_spec

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
    label: str = ""  # the menu's name for it ("" : the name, capitalised)
    shown: bool = True  # offered in the menu (the time per move is not: the
    # players' own budgets suit the app)

    @property
    def title(self) -> str:
        return self.label or self.name.capitalize()

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

    @property
    def shown_params(self) -> tuple[ParamSpec, ...]:
        """The settings the menu offers, with a default (a slider starts somewhere)."""
        return tuple(p for p in self.params if p.shown and p.default is not None)

    def check(self, rules: Rules, values: dict[str, Any] | None = None) -> str | None:
        """Why this player, with these settings, cannot play a board with ``rules`` (its
        label, then the reason), or None when it can.  Adaptive can: it picks a rung
        when the game starts."""
        if self.name == ADAPTIVE:
            return None
        from tictactoe.players import check_player_for, make_player

        try:
            check_player_for(make_player(self.spec_of(values)), rules)
        except ValueError as exc:
            return f"{self.label}: {exc}"
        return None

    def spec_of(self, values: dict[str, Any] | None = None) -> str:
        """The spec for these settings (only those that differ from the defaults)."""
        parts = []
        for p in self.shown_params:
            value = (values or {}).get(p.name, p.default)
            if value == p.default:
                continue
            if isinstance(value, str):
                parts.append(f"{p.name}={value}")
            elif p.type == "bool":
                parts.append(f"{p.name}={1 if value else 0}")
            else:
                parts.append(f"{p.name}={_fmt(float(value) if p.type == 'float' else int(value))}")
        return self.name + (":" + ",".join(parts) if parts else "")


_TIME = ParamSpec(
    "time",
    "float",
    0.001,
    600.0,
    None,
    "seconds per move (default: the player's own budget; the match command's --time "
    "sets it for every player that does not give it)",
    shown=False,
)
ADAPTIVE = "adaptive"  # picks a rung per game in the app (ui.play.adaptive)


def _old_level(name: str) -> str:
    """The description of an old level name: the rung it is now."""
    number = OLD_NAMES[name]
    return f"Level {number} of the ladder (level:{number}): {RUNGS[number - 1].summary}"


PLAYER_KINDS: tuple[PlayerKind, ...] = (
    PlayerKind("human", "Human", "You: click a cell to play.", is_human=True),
    PlayerKind("beginner", "Beginner", _old_level("beginner"), is_level=True),
    PlayerKind("easy", "Easy", _old_level("easy"), (_TIME,), is_level=True),
    PlayerKind("medium", "Medium", _old_level("medium"), (_TIME,), is_level=True),
    PlayerKind(
        "hard",
        "Hard",
        "The engine at full strength within 1 s per move (exact where it can be).",
        (_TIME,),
        is_level=True,
    ),
    PlayerKind(
        "perfect",
        "Perfect",
        "Exact wherever the position can be solved (always on 3x3 and 4x4); never "
        "loses a game that can be drawn, and picks the moves that give you the most "
        "chances to go wrong. On large boards: the strongest search, 3 s per move.",
        (_TIME,),
        is_level=True,
    ),
    PlayerKind(
        "level",
        "Level",
        f"The difficulty ladder, from a first game (level:1) to the full engine "
        f"(level:{len(RUNGS)}, Hard): write level:N; each rung says what it always "
        f"sees and plays a little better than the one below.",
        (_TIME,),
        is_level=True,
    ),
    PlayerKind(
        "adaptive",
        "Adaptive",
        "Picks, for each new game in the app, the level that matches your rating "
        "on the board (the lowest level until you have one), and says which.",
    ),
    PlayerKind("random", "Random", "Plays uniformly at random."),
    PlayerKind(
        "forecaster",
        "Forecaster",
        "From TRYST'98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, 1998). It weighs "
        "its chances of winning: the best of its own moves, the average of yours (you take "
        "a win at once when you have one); 0.5 at the horizon. Foresight sets how far it "
        "looks; the draw value sets how much it likes a draw (0 attacks, 1 defends).",
        (
            ParamSpec(
                "depth",
                "int",
                1,
                200,
                2,
                "level of foresight (a level is a move by each side); 'expert' "
                "looks deep enough to be exact",
                words=("expert",),
                label="Foresight",
            ),
            ParamSpec(
                "draw",
                "float",
                0.0,
                1.0,
                0.5,
                "the value of a drawn game: 0 totally attacking .. 1 totally defensive",
                label="Draw value",
            ),
            _TIME,
        ),
    ),
    PlayerKind(
        "lookahead",
        "Lookahead",
        "From the lookahead article on game trees. It scores positions a few moves ahead; a "
        "win scores infinity/level, so it prefers the quickest win, and a lower win score "
        "makes it more defensive.",
        (
            ParamSpec("depth", "int", 1, 12, 3, "plies to look ahead"),
            ParamSpec(
                "infinity",
                "int",
                1,
                1_000_000,
                30000,
                "the score of a win",
                label="Infinity (win score)",
            ),
            _TIME,
        ),
    ),
    PlayerKind(
        "rules",
        "13 Rules",
        "From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 "
        "rules in order: win, block, make or stop double threats, and so on.",
    ),
    PlayerKind(
        "classic",
        "Classic 3x3",
        "From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, fork, "
        "block a fork, centre, opposite corner, corner, side. UltraHardCore adds the forcing "
        "move that stops the one fork it would miss. 3x3 only.",
        (
            ParamSpec(
                "ultra",
                "bool",
                0,
                1,
                0,
                "UltraHardCore: answer the diagonal fork set-up with a forcing move",
                label="UltraHardCore",
            ),
        ),
        boards="3x3 only",
    ),
)


def available_players() -> tuple[PlayerKind, ...]:
    """Every player kind, in menu order."""
    return PLAYER_KINDS


def is_adaptive(spec: str | None) -> bool:
    return bool(spec) and spec.strip().lower() == ADAPTIVE  # type: ignore[union-attr]


def find_kind(kinds: Iterable[PlayerKind], spec: str) -> tuple[PlayerKind | None, dict[str, Any]]:
    """The kind of ``spec`` among ``kinds`` and the settings it gives (None, {}: none
    of them, or not a valid spec).  A kind named by its whole spec (an external
    engine's ``pbrain:PATH``) matches that spec."""
    kinds = tuple(kinds)
    for kind in kinds:
        if kind.name == spec.strip():
            return kind, {}
    try:
        parsed = parse_spec(spec)
    except ValueError:
        return None, {}
    found = next((k for k in kinds if k.name == parsed.name), None)
    return found, {n: v for n, v in parsed.params if n in parsed.given}


def label_of(kinds: Iterable[PlayerKind], spec: str) -> str:
    """A spec's name for people ("Level 6, Club", "13 Rules"), or the spec itself."""
    on_ladder = rung_of_spec(spec)
    if on_ladder is not None:
        return f"Level {on_ladder.number}, {on_ladder.name}"
    kind, _ = find_kind(kinds, spec)
    return kind.label if kind is not None else spec


def kind(name: str) -> PlayerKind:
    for k in PLAYER_KINDS:
        if k.name == name:
            return k
    raise ValueError(
        f"unknown player {name!r}: valid players are " + ", ".join(k.name for k in PLAYER_KINDS)
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
            raise ValueError(
                f"{spec.strip()!r} names no rung: write {SPEC_PREFIX}N, N a "
                f"whole number from 1 to {len(RUNGS)} (e.g. {SPEC_PREFIX}3)"
            )
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
    rest = spec.lstrip()[len(PBRAIN_PREFIX) :]
    time: float | None = None
    found = _PBRAIN_TIME.fullmatch(rest)
    if found:
        rest = found.group(1)
        time = float(_TIME.parse(found.group(2)))
    if not rest.strip():
        raise ValueError(
            "pbrain: no engine given: write pbrain:PATH (an executable "
            "that speaks the Gomocup protocol), e.g. pbrain:./pbrain-rapfi"
        )
    return PbrainSpec(rest, time)
