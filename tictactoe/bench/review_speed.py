"""The review's speed (``tictactoe bench --sections review``): a 60-move 15x15 game.

Issue 43 asks that a 60-move 15x15 game be reviewed in at most 60 s at the default
setting on this 2-core machine, since the window will run it in its one background
worker.  The game is a real one: ``hard`` (X) against Rapfi, game 21 of the sparring set
(/work/shared/sparring), every move of it.  The review is bounded by nodes (issue 48:
:data:`tictactoe.coach.DEFAULT_BUDGET`), so the verdicts, grades and accuracies are
the same on any machine; only the seconds vary.  The figures: the seconds, the seconds
per move, whether the budget held, the moves the time cap cut short (0 unless the
machine is far slower than the cap allows for), and the grades and verdicts the review
gave.  The section then reviews the same game in the window
(:mod:`tictactoe.bench.gui_review`).  ``--quick`` reviews the first 20 moves.
"""

from __future__ import annotations

import time

from tictactoe.coach import DEFAULT_BUDGET, Grade, VerdictKind, review_game
from tictactoe.game import Game, Mark
from tictactoe.notation import parse_stored_moves

BUDGET_S = 60.0
GAME_60 = (  # in the grid notation (upper case: A1 the top-left), as files keep cells
    "F6 K10 G5 G6 E7 D8 F4 F5 E4 G4 F7 E6 D7 G7 K9 G9 H6 J7 H8 H10 G10 H7 B7 C7 E3 "
    "D2 F9 E8 F8 F10 E9 J11 C5 D4 B4 D6 D5 C6 H4 J3 B6 B5 J8 H12 L9 H11 H13 G11 K8 "
    "G8 L8 M8 K11 J12 K7 J13 K14 J10 J14 J9"
)
QUICK_MOVES = 20


def figures(quick: bool) -> dict:
    game = Game(15, 15, 5)
    moves = parse_stored_moves(GAME_60, game.rules)
    for move in moves[:QUICK_MOVES] if quick else moves:
        game.play(move)
    started = time.perf_counter()
    review = review_game(game, DEFAULT_BUDGET)
    seconds = time.perf_counter() - started
    counts = {g.value: sum(1 for m in review.moves if m.grade is g) for g in Grade}
    verdicts = {
        k.value: sum(1 for m in review.moves if m.verdict is not None and m.verdict.kind is k)
        for k in VerdictKind
    }
    accuracy = {
        mark.value: round(review.summary(mark).accuracy or 0.0, 1) for mark in (Mark.X, Mark.O)
    }
    return {
        "moves": len(game.moves),
        "nodes_per_position": DEFAULT_BUDGET.nodes,
        "cap_s": DEFAULT_BUDGET.cap,
        "review_s": round(seconds, 2),
        "per_move_s": round(seconds / len(game.moves), 3),
        "budget_s": BUDGET_S if not quick else round(BUDGET_S * QUICK_MOVES / len(moves), 1),
        "within_budget": seconds <= (BUDGET_S if not quick else BUDGET_S * QUICK_MOVES / 60),
        "cut": review.cut(),
        "grades": counts,
        "verdicts": verdicts,
        "accuracy": accuracy,
    }
