"""A throwaway AI, added to the catalogue the way a new one is: its player class and one
entry (``CORNERS``) with its words, its factory and, through the player, its check.  The
tests that add it (:func:`add_corners`) prove that nothing else needs to change."""

from __future__ import annotations

import pytest

from tictactoe.ai import Cancel, Move
from tictactoe.game import Game, Variant
from tictactoe.players import ParamSpec, Player, PlayerKind, Spec, catalogue
from tictactoe.players.base import AIPlayer


class CornersPlayer(AIPlayer):
    """Takes the free corners, from the one its setting names round clockwise, then the
    first free cell; it reads no windows it does not know, so it plays freestyle only."""

    variants = frozenset({Variant.FREESTYLE})

    def __init__(self, spec: str, name: str, seed: int | None, first: int) -> None:
        super().__init__(spec, name, seed)
        self.first = first

    def select(self, game: Game, cancel: Cancel) -> Move:
        w, h = game.rules.width, game.rules.height
        corners = [(0, 0), (w - 1, 0), (w - 1, h - 1), (0, h - 1)]
        legal = game.legal_moves()
        turned = corners[self.first :] + corners[: self.first]
        return next((c for c in turned if c in legal), legal[0])


def _corners(spec: Spec, seed: int | None, time_limit: float | None) -> Player:
    return CornersPlayer(spec.canonical(), spec.kind.label, seed, int(spec.number("first")))


CORNERS = PlayerKind(
    "corners",
    "Corners",
    "Takes the corners first, then any cell.",
    (
        ParamSpec(
            "first",
            "int",
            0,
            3,
            0,
            "the corner it takes first: 0 top left, then clockwise",
            label="First corner",
        ),
    ),
    build=_corners,
)


def add_corners(monkeypatch: pytest.MonkeyPatch) -> PlayerKind:
    """The catalogue with ``CORNERS`` added at its end, for this test only."""
    monkeypatch.setattr(catalogue, "PLAYER_KINDS", (*catalogue.PLAYER_KINDS, CORNERS))
    return CORNERS
