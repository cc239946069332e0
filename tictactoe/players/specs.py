"""Player spec strings and the type of a catalogue entry.

A spec is ``name`` or ``name:param=value,param=value``, for example
``forecaster:depth=expert,draw=0.3`` or ``classic:ultra=1``.  Parsing is strict:
an unknown name, an unknown parameter, a repeated parameter or a value out of
range raises ``ValueError`` with a message that lists what is valid.

A rung of the difficulty ladder is ``level:N`` or ``level:N,time=S`` (N from 1 to
10, see :mod:`tictactoe.players.ladder`); the old level names stay their own specs.

An external engine is ``pbrain:PATH`` or ``pbrain:PATH:time=S`` (see
:func:`parse_pbrain_spec`).

A :class:`PlayerKind` is one entry of the catalogue (:mod:`tictactoe.players.catalogue`):
its name, its words (label, description, its settings with their labels), its factory
(``build``) and its check of a board (:meth:`PlayerKind.check`, which asks the player
it builds).  :meth:`PlayerKind.spec_of` writes a spec for settings and
:meth:`PlayerKind.parse` reads the rest of one back.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tictactoe.game import Rules
from tictactoe.players.base import Player
from tictactoe.players.ladder import RUNGS, SPEC_PREFIX, rung_number

ParamValue = int | float | str


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


class AppOnly(ValueError):
    """Raised by the factory of a kind that only the app seats (``adaptive``: it picks a
    rung from the person's rating when a game starts); its message says what to write
    instead.  Such a kind plays every board a rung plays, so its check passes."""


Build = Callable[["Spec", "int | None", "float | None"], Player]
"""A kind's factory: the parsed spec, the seed and the caller's time per move (used
unless the spec gives its own ``time``) to the player."""


@dataclass(frozen=True)
class PlayerKind:
    """A kind of player, one entry of the catalogue: its spec name, its words (a menu
    label, a description, its parameters with their labels) and its factory, ``build``
    (None for a kind the window shows but builds otherwise: its rung list, an external
    engine).  Its check of a board (:meth:`check`) asks the player it builds."""

    name: str
    label: str
    description: str
    params: tuple[ParamSpec, ...] = ()
    build: Build | None = field(default=None, kw_only=True, compare=False)

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

    def build_player(
        self, spec: Spec, seed: int | None = None, time_limit: float | None = None
    ) -> Player:
        """The player of ``spec`` (parsed, of this kind), built by this kind's factory."""
        if self.build is None:
            raise ValueError(f"player {self.name!r} is not built from a spec")
        return self.build(spec, seed, time_limit)

    def check(self, rules: Rules, values: dict[str, Any] | None = None) -> str | None:
        """Why this player, with these settings, cannot play a board with ``rules`` (its
        label, then the reason), or None when it can: the player built asks
        (:meth:`Player.check_rules`).  A kind only the app seats can (:class:`AppOnly`)."""
        try:
            self.build_player(self.parse(self.spec_of(values))).check_rules(rules)
        except AppOnly:
            return None
        except ValueError as exc:
            return f"{self.label}: {exc}"
        return None

    def spec_of(self, values: dict[str, Any] | None = None) -> str:
        """The spec for these settings (only those that differ from the defaults)."""
        parts = []
        for p in self.shown_params:
            value: Any = (values or {}).get(p.name, p.default)
            if value == p.default:
                continue
            if isinstance(value, str):
                parts.append(f"{p.name}={value}")
            elif p.type == "bool":
                parts.append(f"{p.name}={1 if value else 0}")
            else:
                parts.append(f"{p.name}={_fmt(float(value) if p.type == 'float' else int(value))}")
        return self.name + (":" + ",".join(parts) if parts else "")

    def parse(self, spec: str) -> Spec:
        """Parse ``spec``, written ``name[:param=value,...]`` with this kind's name (any
        case), strictly; raise ValueError saying what is valid."""
        name, _, rest = spec.strip().partition(":")
        if name.strip().lower() != self.name:
            raise ValueError(f"{spec!r} is not a spec of the player {self.name!r}")
        values = self.defaults()
        given: set[str] = set()
        number: int | None = None
        if self.name + ":" == SPEC_PREFIX:
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
            if not self.params:
                raise ValueError(f"player {self.name!r} takes no parameters (got {rest!r})")
            valid = ", ".join(f"{p.name} ({p.describe_range()})" for p in self.params)
            for item in rest.split(","):
                key, eq, text = item.partition("=")
                key = key.strip().lower()
                if not eq or not key or not text.strip():
                    raise ValueError(
                        f"bad parameter {item.strip()!r} in {spec!r}: write name=value; "
                        f"{self.name} takes {valid}"
                    )
                try:
                    p = self.param(key)
                except KeyError:
                    raise ValueError(
                        f"unknown parameter {key!r} for {self.name}: it takes {valid}"
                    ) from None
                if key in given:
                    raise ValueError(f"parameter {key!r} is given twice in {spec!r}")
                values[key] = p.parse(text)
                given.add(key)
        elif rest or spec.strip().endswith(":"):
            raise ValueError(f"nothing after ':' in {spec!r}: write name:param=value")
        return Spec(
            self, tuple((p.name, values[p.name]) for p in self.params), frozenset(given), number
        )


TIME = ParamSpec(
    "time",
    "float",
    0.001,
    600.0,
    None,
    "seconds per move (default: the player's own budget; the match command's --time "
    "sets it for every player that does not give it)",
    shown=False,
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
            return SPEC_PREFIX + ",".join([str(self.rung), *parts])
        return self.kind.name + (":" + ",".join(parts) if parts else "")

    def number(self, name: str) -> int | float:
        """A parameter's value that is a number (ValueError for a word, or none)."""
        value = self.get(name)
        if isinstance(value, (int, float)):
            return value
        raise ValueError(f"{name} is {value!r} in {self.canonical()!r}, not a number")

    def own_time(self) -> float | None:
        """The seconds per move the spec gives (``time=S``), or None."""
        return float(self.number("time")) if "time" in self.given else None


def _fmt(value: ParamValue | None) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


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
        time = float(TIME.parse(found.group(2)))
    if not rest.strip():
        raise ValueError(
            "pbrain: no engine given: write pbrain:PATH (an executable "
            "that speaks the Gomocup protocol), e.g. pbrain:./pbrain-rapfi"
        )
    return PbrainSpec(rest, time)
