"""The players the menu offers, with their settings, and spec strings for them.

The players package may publish a catalogue (``available_players()`` or
``PLAYER_KINDS``); when it does, the menu is built from it.  Until then the
menu uses the list below, keeping only the kinds ``make_player`` can build.
Spec strings follow the players package: ``kind`` or ``kind:name=value,...``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from tictactoe.game import Rules
from tictactoe.players import make_player


@dataclass(frozen=True)
class Param:
    """One setting of a player kind, shown as a spin box, a slider or a toggle."""

    name: str
    label: str
    kind: str  # "int", "float" (a 0..1 slider) or "bool"
    default: float | int | bool
    minimum: float = 0
    maximum: float = 1
    tooltip: str = ""
    words: tuple[str, ...] = ()  # word values besides numbers, e.g. "expert" (a toggle each)


@dataclass(frozen=True)
class PlayerKind:
    name: str
    label: str
    params: tuple[Param, ...] = ()
    description: str = ""
    boards: tuple[tuple[int, int, int], ...] = ()  # allowed (w, h, k); empty = any

    def spec(self, values: dict[str, Any] | None = None) -> str:
        """The spec string for these settings (only the ones that differ from defaults)."""
        values = values or {}
        parts = []
        for p in self.params:
            value = values.get(p.name, p.default)
            if value == p.default:
                continue
            if isinstance(value, str):
                parts.append(f"{p.name}={value}")
            elif p.kind == "bool":
                parts.append(f"{p.name}={1 if value else 0}")
            elif p.kind == "float":
                parts.append(f"{p.name}={float(value):g}")
            else:
                parts.append(f"{p.name}={int(value)}")
        return self.name + (":" + ",".join(parts) if parts else "")

    def check(self, rules: Rules, values: dict[str, Any] | None = None) -> str | None:
        """Why this player cannot play on ``rules`` (or with these settings), or None."""
        if self.boards and (rules.width, rules.height, rules.k) not in self.boards:
            boards = ", ".join(f"{w}x{h} k={k}" for w, h, k in self.boards)
            return f"{self.label} plays only on {boards}"
        try:
            player = make_player(self.spec(values))
            check = getattr(players_package(), "check_player_for", None)
            if check is not None:
                check(player, rules)
        except ValueError as exc:
            return f"{self.label}: {exc}"
        return None


FALLBACK: tuple[PlayerKind, ...] = (
    PlayerKind("human", "Human", description="a person clicking the board"),
    PlayerKind("beginner", "Beginner", description="wins when it can, else plays at random"),
    PlayerKind("easy", "Easy"),
    PlayerKind("medium", "Medium"),
    PlayerKind("hard", "Hard"),
    PlayerKind("perfect", "Perfect", description="never loses a game that can be drawn"),
    PlayerKind("forecaster", "Forecaster (1998)", (
        Param("depth", "Foresight", "int", 2, 1, 10, "levels of foresight (seed 000)"),
        Param("draw", "Draw value", "float", 0.5, 0.0, 1.0,
              "0 = totally attacking, 1 = totally defensive (seed 000)"),
    ), "seed 000's probabilistic AI"),
    PlayerKind("lookahead", "Lookahead", (
        Param("depth", "Foresight", "int", 3, 1, 8, "plies looked ahead (seed 001)"),
    ), "seed 001's lookahead"),
    PlayerKind("rules", "13 rules (TICTACTO)", description="seed 002's ordered rules"),
    PlayerKind("classic", "Classic 3x3", (
        Param("ultra", "UltraHardCore", "bool", False, tooltip="the forcing move of seed 004"),
    ), "seed 004's rule-based perfect 3x3 play", boards=((3, 3, 3),)),
    PlayerKind("random", "Random", description="any legal move"),
)


def players_package():
    import tictactoe.players as players

    return players


def _buildable(spec: str) -> bool:
    try:
        make_player(spec)
    except Exception:
        return False
    return True


LABELS = {"depth": "Foresight", "draw": "Draw value", "ultra": "UltraHardCore",
          "infinity": "Infinity (win score)"}
HIDDEN = {"time"}  # a per-move budget: the players' own defaults suit the GUI


def _from_published(entries: Iterable[Any]) -> tuple[PlayerKind, ...]:
    """Adapt the catalogue published by the players package (``tictactoe.players.specs``)."""
    kinds = []
    for entry in entries:
        params = []
        for p in getattr(entry, "params", ()):
            kind = getattr(p, "type", "int")
            if p.name in HIDDEN or kind not in ("int", "float", "bool") or p.default is None:
                continue
            default: Any = bool(p.default) if kind == "bool" else p.default
            params.append(Param(p.name, LABELS.get(p.name, p.name.capitalize()), kind, default,
                                p.minimum, p.maximum, getattr(p, "description", ""),
                                tuple(getattr(p, "words", ()))))
        kinds.append(PlayerKind(entry.name, entry.label, tuple(params),
                                getattr(entry, "description", "")))
    return tuple(kinds)


def player_kinds() -> tuple[PlayerKind, ...]:
    """The kinds the menu shows, human first."""
    import tictactoe.players as players

    published = None
    if hasattr(players, "available_players"):
        try:
            published = players.available_players()
        except Exception:
            published = None
    elif hasattr(players, "PLAYER_KINDS"):
        published = players.PLAYER_KINDS
    if published:
        kinds = _from_published(published)
        if kinds:
            return tuple(k for k in kinds if _buildable(k.name))
    return tuple(k for k in FALLBACK if _buildable(k.name))


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"forecaster:depth=3,draw=0.2"`` -> ``("forecaster", {"depth": "3", "draw": "0.2"})``."""
    name, _, rest = spec.strip().partition(":")
    values: dict[str, str] = {}
    for part in filter(None, rest.split(",")):
        key, _, value = part.partition("=")
        values[key.strip()] = value.strip()
    return name.strip().lower(), values


def find_kind(kinds: Iterable[PlayerKind], spec: str) -> tuple[PlayerKind | None, dict[str, Any]]:
    """The kind of ``spec`` and its parameter values converted to their types."""
    for kind in kinds:
        if kind.name == spec.strip() and ":" in kind.name:  # an engine: pbrain:PATH
            return kind, {}
    name, raw = parse_spec(spec)
    for kind in kinds:
        if kind.name == name:
            values: dict[str, Any] = {}
            for p in kind.params:
                if p.name not in raw:
                    continue
                if raw[p.name].lower() in p.words:
                    values[p.name] = raw[p.name].lower()
                    continue
                try:
                    if p.kind == "bool":
                        values[p.name] = raw[p.name] not in ("0", "false", "no", "")
                    elif p.kind == "float":
                        values[p.name] = float(raw[p.name])
                    else:
                        values[p.name] = int(raw[p.name])
                except ValueError:
                    continue
            return kind, values
    return None, {}
