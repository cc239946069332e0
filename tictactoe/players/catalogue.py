"""The catalogue of player kinds: the one list of the players there are, and their factories.

Each entry (:class:`~tictactoe.players.specs.PlayerKind`) carries its name, its words
(label, description, settings with their labels) and its factory; its check of a board
asks the player the factory builds.  The entries are in the menu's order: the GUI only
displays them (its choices, sliders and tooltips; the English is marked for translation
here, ``tictactoe/sentences.py``, and said by ``ui/words/player_words.py``), the command
line names the same players, and
:func:`make_player` builds any of them.  So a new AI is its module, one entry here and
the translations of its words; nothing in the window changes.

:func:`find_kind` reads a spec back to its kind and settings; ``adaptive`` is a kind
that only the app can seat (it picks a rung per game: its factory raises
:class:`~tictactoe.players.specs.AppOnly`).  An external engine is not an entry: any
``pbrain:PATH`` spec builds one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tictactoe.players.base import AIPlayer, HumanPlayer, Player, RandomPlayer
from tictactoe.players.classic import ClassicPlayer
from tictactoe.players.forecaster import ForecasterPlayer
from tictactoe.players.heuristic13 import RulesPlayer
from tictactoe.players.ladder import OLD_NAMES, RUNGS, rung_of_spec
from tictactoe.players.levels import LevelPlayer
from tictactoe.players.lookahead import LookaheadPlayer
from tictactoe.players.specs import (
    TIME,
    AppOnly,
    ParamSpec,
    PbrainSpec,
    PlayerKind,
    Spec,
    is_pbrain_spec,
    parse_pbrain_spec,
)
from tictactoe.sentences import QT_TRANSLATE_NOOP, Phrase

ADAPTIVE = "adaptive"  # picks a rung per game in the app (ui.play.adaptive)
ADAPTIVE_OUTSIDE_THE_APP = (
    "adaptive picks a level from your rating when a game starts in the app; "
    "here name the level: level:1 to level:10"
)


# -- the factories: a parsed spec, a seed and the caller's time per move to a player --------
def _timed(player: Player, own: float | None, time_limit: float | None) -> Player:
    """The spec's own time per move (which a caller's clock only shortens: ``time_fixed``),
    else the caller's ``time_limit``, else the player's default."""
    if own is not None:
        player.set_time_limit(own)
        player.time_fixed = True
    elif time_limit is not None:
        player.set_time_limit(time_limit)
    return player


def _human(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    return HumanPlayer(spec.canonical(), spec.kind.label)


def _adaptive(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    raise AppOnly(ADAPTIVE_OUTSIDE_THE_APP)


def _random(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    return RandomPlayer(spec.canonical(), spec.kind.label, seed)


def _level(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    """A rung of the ladder (``level:N`` and the old names), ``hard`` or ``perfect``."""
    on_ladder = rung_of_spec(spec.canonical())
    label = on_ladder.name if spec.rung is not None and on_ladder is not None else spec.kind.label
    player = LevelPlayer(
        spec.canonical(),
        label,
        seed,
        level=spec.name,
        rung=None if on_ladder is None else on_ladder.number,
    )
    return _timed(player, spec.own_time(), time_limit)


def _forecaster(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    expert = spec.get("depth") == "expert"
    player = ForecasterPlayer(
        spec.canonical(),
        spec.kind.label,
        seed,
        depth=None if expert else int(spec.number("depth")),
        draw=float(spec.number("draw")),
    )
    return _timed(player, spec.own_time(), time_limit)


def _lookahead(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    player = LookaheadPlayer(
        spec.canonical(),
        spec.kind.label,
        seed,
        depth=int(spec.number("depth")),
        infinity=int(spec.number("infinity")),
    )
    return _timed(player, spec.own_time(), time_limit)


def _rules(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    return RulesPlayer(spec.canonical(), spec.kind.label, seed)


def _classic(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    return ClassicPlayer(spec.canonical(), spec.kind.label, seed, ultra=bool(spec.get("ultra")))


OLD_LEVEL = QT_TRANSLATE_NOOP("Players", "Level {} of the ladder (level:{}): {}")
LADDER = QT_TRANSLATE_NOOP(
    "Players",
    "The difficulty ladder, from a first game (level:1) to the full engine (level:{}, Hard): "
    "write level:N; each rung says what it always sees and plays a little better than the "
    "one below.",
)


def _old_level(name: str) -> Phrase:
    """The description of an old level name: the rung it is now."""
    number = OLD_NAMES[name]
    return Phrase(OLD_LEVEL, number, number, RUNGS[number - 1].summary)


# -- the entries, in the menu's order ---------------------------------------------------------
PLAYER_KINDS: tuple[PlayerKind, ...] = (
    PlayerKind(
        "human",
        QT_TRANSLATE_NOOP("Players", "Human"),
        QT_TRANSLATE_NOOP("Players", "You: click a cell to play."),
        build=_human,
    ),
    PlayerKind(
        "beginner", QT_TRANSLATE_NOOP("Players", "Beginner"), _old_level("beginner"), build=_level
    ),
    PlayerKind(
        "easy", QT_TRANSLATE_NOOP("Players", "Easy"), _old_level("easy"), (TIME,), build=_level
    ),
    PlayerKind(
        "medium",
        QT_TRANSLATE_NOOP("Players", "Medium"),
        _old_level("medium"),
        (TIME,),
        build=_level,
    ),
    PlayerKind(
        "hard",
        QT_TRANSLATE_NOOP("Players", "Hard"),
        QT_TRANSLATE_NOOP(
            "Players", "The engine at full strength within 1 s per move (exact where it can be)."
        ),
        (TIME,),
        build=_level,
    ),
    PlayerKind(
        "perfect",
        QT_TRANSLATE_NOOP("Players", "Perfect"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Exact wherever the position can be solved (always on 3x3 and 4x4); never "
            "loses a game that can be drawn, and picks the moves that give you the most "
            "chances to go wrong. On large boards: the strongest search, 3 s per move.",
        ),
        (TIME,),
        build=_level,
    ),
    PlayerKind(
        "level",
        QT_TRANSLATE_NOOP("Players", "Level"),
        Phrase(LADDER, len(RUNGS)),
        (TIME,),
        build=_level,
    ),
    PlayerKind(
        ADAPTIVE,
        QT_TRANSLATE_NOOP("Players", "Adaptive"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Picks, for each new game in the app, the level that matches your rating "
            "on the board (the lowest level until you have one), and says which.",
        ),
        build=_adaptive,
    ),
    PlayerKind(
        "random",
        QT_TRANSLATE_NOOP("Players", "Random"),
        QT_TRANSLATE_NOOP("Players", "Plays uniformly at random."),
        build=_random,
    ),
    PlayerKind(
        "forecaster",
        QT_TRANSLATE_NOOP("Players", "Forecaster"),
        QT_TRANSLATE_NOOP(
            "Players",
            "From TRYST'98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, 1998). It weighs "
            "its chances of winning: the best of its own moves, the average of yours (you take "
            "a win at once when you have one); 0.5 at the horizon. Foresight sets how far it "
            "looks; the draw value sets how much it likes a draw (0 attacks, 1 defends).",
        ),
        (
            ParamSpec(
                "depth",
                "int",
                1,
                200,
                2,
                QT_TRANSLATE_NOOP(
                    "Players",
                    "level of foresight (a level is a move by each side); 'expert' "
                    "looks deep enough to be exact",
                ),
                words=("expert",),
                label=QT_TRANSLATE_NOOP("Players", "Foresight"),
            ),
            ParamSpec(
                "draw",
                "float",
                0.0,
                1.0,
                0.5,
                QT_TRANSLATE_NOOP(
                    "Players",
                    "the value of a drawn game: 0 totally attacking .. 1 totally defensive",
                ),
                label=QT_TRANSLATE_NOOP("Players", "Draw value"),
            ),
            TIME,
        ),
        build=_forecaster,
    ),
    PlayerKind(
        "lookahead",
        QT_TRANSLATE_NOOP("Players", "Lookahead"),
        QT_TRANSLATE_NOOP(
            "Players",
            "From the lookahead article on game trees. It scores positions a few moves ahead; a "
            "win scores infinity/level, so it prefers the quickest win, and a lower win score "
            "makes it more defensive.",
        ),
        (
            ParamSpec(
                "depth",
                "int",
                1,
                12,
                3,
                QT_TRANSLATE_NOOP("Players", "plies to look ahead"),
                label=QT_TRANSLATE_NOOP("Players", "Depth"),
            ),
            ParamSpec(
                "infinity",
                "int",
                1,
                1_000_000,
                30000,
                QT_TRANSLATE_NOOP("Players", "the score of a win"),
                label=QT_TRANSLATE_NOOP("Players", "Infinity (win score)"),
            ),
            TIME,
        ),
        build=_lookahead,
    ),
    PlayerKind(
        "rules",
        QT_TRANSLATE_NOOP("Players", "13 Rules"),
        QT_TRANSLATE_NOOP(
            "Players",
            "From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 "
            "rules in order: win, block, make or stop double threats, and so on.",
        ),
        build=_rules,
    ),
    PlayerKind(
        "classic",
        QT_TRANSLATE_NOOP("Players", "Classic 3x3"),
        QT_TRANSLATE_NOOP(
            "Players",
            "From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, fork, "
            "block a fork, centre, opposite corner, corner, side. UltraHardCore adds the forcing "
            "move that stops the one fork it would miss. 3x3 only.",
        ),
        (
            ParamSpec(
                "ultra",
                "bool",
                0,
                1,
                0,
                QT_TRANSLATE_NOOP(
                    "Players", "UltraHardCore: answer the diagonal fork set-up with a forcing move"
                ),
                label=QT_TRANSLATE_NOOP("Players", "UltraHardCore"),
            ),
        ),
        build=_classic,
    ),
)


def available_players() -> tuple[PlayerKind, ...]:
    """Every player kind, in menu order."""
    return PLAYER_KINDS


def is_adaptive(spec: str | None) -> bool:
    return spec is not None and spec.strip().lower() == ADAPTIVE


def kind_named(name: str) -> PlayerKind:
    """The catalogue's entry called ``name``; ValueError naming the valid players."""
    for k in PLAYER_KINDS:
        if k.name == name:
            return k
    raise ValueError(
        f"unknown player {name!r}: valid players are " + ", ".join(k.name for k in PLAYER_KINDS)
    )


def parse_spec(spec: str) -> Spec:
    """Parse ``name[:param=value,...]`` strictly; raise ValueError saying what is valid."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(
            "empty player spec: valid players are " + ", ".join(k.name for k in PLAYER_KINDS)
        )
    return kind_named(spec.strip().partition(":")[0].strip().lower()).parse(spec)


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


def make_player(spec: str, seed: int | None = None, time_limit: float | None = None) -> Player:
    """Build a player from a spec such as ``"hard"`` or ``"forecaster:depth=3,draw=0.2"``:
    its kind's factory, or an external engine for ``pbrain:PATH``.

    ``time_limit`` is the budget per move of a searching player, used unless the
    spec gives its own ``time``.  A bad spec raises ``ValueError`` saying what is valid.
    """
    if is_pbrain_spec(spec):
        return _pbrain(parse_pbrain_spec(spec), seed, time_limit)
    parsed = parse_spec(spec)
    return parsed.kind.build_player(parsed, seed, time_limit)


def _pbrain(parsed: PbrainSpec, seed: int | None, time_limit: float | None) -> AIPlayer:
    from tictactoe.players.external import PbrainPlayer  # starts no process until used

    player = PbrainPlayer(parsed.canonical(), parsed.path, seed)
    _timed(player, parsed.time, time_limit)
    return player
