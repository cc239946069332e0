"""Games for the engine's tests: stones played near each other, so that threats appear."""

from __future__ import annotations

import random

from tictactoe.game import Game, Rules


def clustered_game(
    rng: random.Random, size: int = 15, stones: int = 40, rules: Rules | None = None
) -> Game:
    """A game of stones played near each other (so threats appear), not over (on a
    ``size`` x ``size`` freestyle board, or under ``rules``, a square board)."""
    rules = rules if rules is not None else Rules(size, size, 5)
    size = rules.width
    while True:
        game = Game.for_rules(rules)
        centre = size // 2
        for _ in range(stones):
            if game.moves:
                x, y = rng.choice(game.moves)
                m = (
                    min(size - 1, max(0, x + rng.randint(-2, 2))),
                    min(size - 1, max(0, y + rng.randint(-2, 2))),
                )
            else:
                m = (centre, centre)
            if game.is_legal(m):
                game.play(m)
            if game.is_over():
                break
        if not game.is_over():
            return game
