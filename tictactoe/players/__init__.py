"""Players (no Qt): ``make_player(spec, seed=None, time_limit=None)`` builds one from a spec.

Specs (see :mod:`tictactoe.players.specs` for the catalogue the GUI reads):
``human``, ``random``, the ladder's rungs ``level:1`` .. ``level:10`` (and the old names
``beginner``, ``easy``, ``medium``, ``hard`` of four of them; :mod:`.ladder`), ``perfect``
(each level also takes ``time=S``: ``level:N,time=S``), ``forecaster[:depth=N|expert,draw=D,time=S]``
(TRYST'98), ``lookahead[:depth=N,infinity=V,time=S]`` (the lookahead article),
``rules`` (TICTACTO.PAS), ``classic[:ultra=1]`` (Theme05lab05, 3x3 only), and any external engine
that speaks the Gomocup protocol: ``pbrain:PATH[:time=S]`` (:mod:`tictactoe.pbrain`).
"""

from __future__ import annotations

from tictactoe.game import Rules
from tictactoe.players.base import (
    AIPlayer,
    Forfeit,
    HumanPlayer,
    Player,
    RandomPlayer,
    RulesRefused,
)
from tictactoe.players.specs import (
    ADAPTIVE,
    PLAYER_KINDS,
    ParamSpec,
    PbrainSpec,
    PlayerKind,
    Spec,
    available_players,
    find_kind,
    is_adaptive,
    is_pbrain_spec,
    label_of,
    parse_pbrain_spec,
    parse_spec,
)


ADAPTIVE_OUTSIDE_THE_APP = (
    "adaptive picks a level from your rating when a game starts in the app; "
    "here name the level: level:1 to level:10"
)


def make_player(spec: str, seed: int | None = None, time_limit: float | None = None) -> Player:
    """Build a player from a spec such as ``"hard"`` or ``"forecaster:depth=3,draw=0.2"``.

    ``time_limit`` is the budget per move of a searching player, used unless the
    spec gives its own ``time``.  A bad spec raises ``ValueError`` saying what is valid.
    """
    if is_pbrain_spec(spec):
        return _make_pbrain(parse_pbrain_spec(spec), seed, time_limit)
    parsed = parse_spec(spec)
    name = parsed.name
    canonical = parsed.canonical()
    label = parsed.kind.label
    if name == "human":
        return HumanPlayer(canonical, label)
    if name == "adaptive":  # the app picks its level from the person's rating
        raise ValueError(ADAPTIVE_OUTSIDE_THE_APP)
    if name == "random":
        return RandomPlayer(canonical, label, seed)
    if name == "classic":
        from tictactoe.players.classic import ClassicPlayer

        return ClassicPlayer(canonical, label, seed, ultra=bool(parsed.get("ultra")))
    if name == "rules":
        from tictactoe.players.heuristic13 import RulesPlayer

        return RulesPlayer(canonical, label, seed)
    player: AIPlayer
    if name == "forecaster":
        from tictactoe.players.forecaster import ForecasterPlayer

        depth = parsed.get("depth")
        player = ForecasterPlayer(
            canonical,
            label,
            seed,
            depth=None if depth == "expert" else int(depth),  # type: ignore[arg-type]
            draw=float(parsed.get("draw")),
        )  # type: ignore[arg-type]
    elif name == "lookahead":
        from tictactoe.players.lookahead import LookaheadPlayer

        player = LookaheadPlayer(
            canonical,
            label,
            seed,
            depth=int(parsed.get("depth")),  # type: ignore[arg-type]
            infinity=int(parsed.get("infinity")),
        )  # type: ignore[arg-type]
    else:
        from tictactoe.players.ladder import rung_of_spec
        from tictactoe.players.levels import LevelPlayer

        on_ladder = rung_of_spec(canonical)
        if parsed.rung is not None and on_ladder is not None:
            label = on_ladder.name
        player = LevelPlayer(
            canonical,
            label,
            seed,
            level=name.replace("-", "_"),
            rung=None if on_ladder is None else on_ladder.number,
        )
    own_time = parsed.get("time") if "time" in parsed.given else None
    if own_time is not None:
        player.set_time_limit(float(own_time))  # type: ignore[arg-type]
        player.time_fixed = True
    elif time_limit is not None:
        player.set_time_limit(time_limit)
    return player


def _make_pbrain(parsed: PbrainSpec, seed: int | None, time_limit: float | None) -> Player:
    from tictactoe.players.external import PbrainPlayer  # starts no process until used

    player = PbrainPlayer(parsed.canonical(), parsed.path, seed)
    if parsed.time is not None:
        player.set_time_limit(parsed.time)
        player.time_fixed = True
    elif time_limit is not None:
        player.set_time_limit(time_limit)
    return player


def check_player_for(player: Player, rules: Rules) -> None:
    """Raise ValueError when ``player`` cannot play on a board with ``rules``
    (:meth:`Player.check_rules`)."""
    player.check_rules(rules)


__all__ = [
    "ADAPTIVE",
    "AIPlayer",
    "Forfeit",
    "HumanPlayer",
    "PLAYER_KINDS",
    "ParamSpec",
    "Player",
    "PlayerKind",
    "PbrainSpec",
    "RandomPlayer",
    "RulesRefused",
    "Spec",
    "available_players",
    "check_player_for",
    "find_kind",
    "is_adaptive",
    "is_pbrain_spec",
    "label_of",
    "make_player",
    "parse_pbrain_spec",
    "parse_spec",
]
