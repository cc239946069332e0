"""Players (no Qt): ``make_player(spec, seed=None, time_limit=None)`` builds one from a spec.

Specs (see :mod:`tictactoe.players.catalogue` for the catalogue the GUI reads, and
:mod:`tictactoe.players.specs` for their grammar): ``human``, ``random``, the ladder's rungs
``level:1`` .. ``level:10`` (and the old names ``beginner``, ``easy``, ``medium``, ``hard`` of
four of them; :mod:`.ladder`), ``perfect`` (each level also takes ``time=S``:
``level:N,time=S``), ``forecaster[:depth=N|expert,draw=D,time=S]`` (TRYST'98),
``lookahead[:depth=N,infinity=V,time=S]`` (the lookahead article), ``rules`` (TICTACTO.PAS),
``classic[:ultra=1]`` (Theme05lab05, 3x3 only), and any external engine that speaks the
Gomocup protocol: ``pbrain:PATH[:time=S]`` (:mod:`tictactoe.pbrain`).
"""

from __future__ import annotations

from tictactoe.game import Rules
from tictactoe.players.base import (
    OTHER_FOR_BOARD,
    RULE_ONLY,
    AIPlayer,
    Forfeit,
    HumanPlayer,
    Player,
    RandomPlayer,
    RulesRefused,
)
from tictactoe.players.catalogue import (
    ADAPTIVE,
    ADAPTIVE_OUTSIDE_THE_APP,
    PLAYER_KINDS,
    available_players,
    find_kind,
    is_adaptive,
    label_of,
    make_player,
    parse_spec,
)
from tictactoe.players.specs import (
    AppOnly,
    ParamSpec,
    PbrainSpec,
    PlayerKind,
    Spec,
    is_pbrain_spec,
    parse_pbrain_spec,
)


def check_player_for(player: Player, rules: Rules) -> None:
    """Raise ValueError when ``player`` cannot play on a board with ``rules``
    (:meth:`Player.check_rules`)."""
    player.check_rules(rules)


__all__ = [
    "ADAPTIVE",
    "ADAPTIVE_OUTSIDE_THE_APP",
    "PLAYER_KINDS",
    "AIPlayer",
    "AppOnly",
    "Forfeit",
    "HumanPlayer",
    "ParamSpec",
    "PbrainSpec",
    "Player",
    "PlayerKind",
    "RandomPlayer",
    "OTHER_FOR_BOARD",
    "RULE_ONLY",
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
