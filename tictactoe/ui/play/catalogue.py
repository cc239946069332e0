"""The players the menu offers, with their settings, and spec strings for them.

The menu is built from the catalogue the players package publishes
(``available_players()``), keeping the kinds ``make_player`` can build, in the
menu's order, with the GUI's labels and tooltips.  Spec strings follow the
players package: ``kind`` or ``kind:name=value,...``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from tictactoe.game import Rules
from tictactoe import players
from tictactoe.players import available_players, check_player_for, make_player
from tictactoe.players.ladder import rung_of_spec


ADAPTIVE = "adaptive"   # picks a rung per game in the app (ui.play.adaptive)


def is_adaptive(spec: str | None) -> bool:
    return bool(spec) and spec.strip().lower() == ADAPTIVE  # type: ignore[union-attr]


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
        if self.name == ADAPTIVE:   # a rung, picked when the game starts: any board
            return None
        try:
            check_player_for(make_player(self.spec(values)), rules)
        except ValueError as exc:
            return f"{self.label}: {exc}"
        return None


def _buildable(spec: str) -> bool:
    if is_adaptive(spec):
        return True
    try:
        make_player(spec)
    except Exception:
        return False
    return True


LABELS = {"depth": "Foresight", "draw": "Draw value", "ultra": "UltraHardCore",
          "infinity": "Infinity (win score)"}
HIDDEN = {"time"}  # a per-move budget: the players' own defaults suit the GUI

# The menu's order: a person, then the levels from weakest to strongest, then the
# historical AIs of the source documents under plain names; kinds not listed follow.
MENU_ORDER = ("human", "random", "beginner", "easy", "medium", "hard", "perfect",
              "forecaster", "lookahead", "rules", "classic")
MENU_LABELS = {"forecaster": "Forecaster", "lookahead": "Lookahead", "rules": "13 Rules",
               "classic": "Classic 3x3"}
# Where the historical AIs come from and what they do, for their tooltips.
ORIGINS = {
    "forecaster": ("From TRYST'98 TIC TAC TOE (Anshul Sood and Ankit Jain, New Delhi, 1998). "
                   "It weighs its chances of winning: the best of its own moves, the average "
                   "of yours. Foresight sets how far it looks; the draw value sets how much "
                   "it likes a draw (0 attacks, 1 defends)."),
    "lookahead": ("From an article on game trees and lookahead. It scores positions a few "
                  "moves ahead and prefers the quickest win; a lower win score makes it "
                  "more defensive."),
    "rules": ("From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 "
              "rules in order: win, block, make or stop double threats, and so on."),
    "classic": ("From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, "
                "fork, block a fork, centre, opposite corner, corner, side. UltraHardCore "
                "adds the forcing move that stops the one fork it would miss. 3x3 only."),
}


def _from_published(entries: Iterable[players.PlayerKind]) -> tuple[PlayerKind, ...]:
    """Adapt the catalogue published by the players package (``tictactoe.players.specs``)."""
    kinds = []
    for entry in entries:
        params = []
        for p in entry.params:
            kind = p.type
            if p.name in HIDDEN or kind not in ("int", "float", "bool") or p.default is None:
                continue
            default: Any = bool(p.default) if kind == "bool" else p.default
            params.append(Param(p.name, LABELS.get(p.name, p.name.capitalize()), kind, default,
                                p.minimum, p.maximum, p.description, tuple(p.words)))
        label = MENU_LABELS.get(entry.name, entry.label)
        description = ORIGINS.get(entry.name, entry.description)
        kinds.append(PlayerKind(entry.name, label, tuple(params), description))
    return in_menu_order(kinds)


def in_menu_order(kinds: Iterable[PlayerKind]) -> tuple[PlayerKind, ...]:
    """Human, the levels weakest to strongest, the historical AIs, then anything else."""
    rank = {name: i for i, name in enumerate(MENU_ORDER)}
    return tuple(sorted(kinds, key=lambda k: rank.get(k.name, len(rank))))


def player_kinds() -> tuple[PlayerKind, ...]:
    """The kinds the menu shows, human first."""
    return tuple(k for k in _from_published(available_players()) if _buildable(k.name))


def label_of(kinds: Iterable[PlayerKind], spec: str) -> str:
    """The menu's name of a player spec ("Level 6, Club", "13 Rules"), or the spec itself."""
    on_ladder = rung_of_spec(spec)
    if on_ladder is not None:
        return f"Level {on_ladder.number}, {on_ladder.name}"
    kind, _ = find_kind(kinds, spec)
    return kind.label if kind is not None else spec


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
