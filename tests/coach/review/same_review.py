"""The same review every time (issue 48, target 2), what its rooms share: the game, the
budget, a cold start, and the review's JSON as the command line prints it.  The review from
cold that the tests compare with is the ``fresh`` fixture (tests/coach/review/conftest.py)."""

from __future__ import annotations

from tictactoe.coach import Budget
from tictactoe.commands.review import MAX_CAP, as_json
from tictactoe.game import Game
from tictactoe.notation import parse_stored_moves

# a 15x15 game (hard against a strong engine, /work/shared/sparring's game 3): threes and
# fours on both sides, a win kept to the end
GAME = (
    "L7 L5 J6 J5 K7 H6 H5 L8 K8 K4 G7 M6 N7 L3 M2 J7 G6 G5 K9 K6 M4 J3 H2 K3 G4 F3 M7 O7 "
    "K10 K11 H3 K2 K5 H4 F6 L1"
)
# The agreement is the point: small proof searches (the same 12 verdicts as at 20,000, and
# every move's judgement as at 5,000: 3.3 s of CPU a review, 5.7 s at 5,000; the default took
# 54 s, 13 moves cut).  The nodes decide, never the time: the cap is the largest the command
# line takes (at the default 10 s a position, two reviews side by side on a machine at a load
# of 10 cut 2 moves short and differed).
BUDGET = Budget(nodes=1500, facts=2_000, cap=MAX_CAP)


def the_game() -> Game:
    game = Game(15, 15, 5)
    for move in parse_stored_moves(GAME, game.rules):
        game.play(move)
    return game


def cold() -> None:
    """What a fresh process has: the engine's tables empty (tests may look inside)."""
    from tictactoe.ai import exact, large

    large.forget()
    exact.forget()


def shown(game: Game, review) -> dict:
    found = as_json(game, review, "game", BUDGET)
    del found["file"]
    return found


def coarse(found: dict) -> dict:
    """``found`` with each side's accuracy to one decimal."""
    sides = {
        mark: {**side, "accuracy": side["accuracy"] and round(side["accuracy"], 1)}
        for mark, side in found["sides"].items()
    }
    return {**found, "sides": sides}
