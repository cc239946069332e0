"""Players (no Qt): ``make_player(spec, seed=None)`` builds one from a spec string."""
from __future__ import annotations

from tictactoe.players.base import AIPlayer, HumanPlayer, Player, RandomPlayer


def make_player(spec: str, seed: int | None = None) -> Player:
    """Build a player from a spec such as ``"human"`` or ``"random"``.

    An unknown spec raises ``ValueError`` naming the specs that exist.
    """
    name = spec.strip().lower()
    if name == "human":
        return HumanPlayer()
    if name == "random":
        return RandomPlayer("random", "Random", seed)
    raise ValueError(f"unknown player {spec!r}: try human or random")


__all__ = ["AIPlayer", "HumanPlayer", "Player", "RandomPlayer", "make_player"]
