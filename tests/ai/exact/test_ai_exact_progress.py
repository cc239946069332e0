"""The exact path of ``analyze`` reports each root move's value as it becomes known."""

from __future__ import annotations

import threading

from tictactoe.ai import Limit, analyze
from tictactoe.ai.exact import forget
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import to_public
from tictactoe.game import Game


def test_root_moves_are_reported_one_by_one_with_their_exact_values():
    forget()  # a cold solver: nothing is answered from memory
    game = Game(4, 4, 4)
    game.play((0, 0))
    reports = []
    final = analyze(game, on_progress=reports.append)
    assert final.exact and reports[-1] == final
    partials = reports[:-1]
    assert partials, "no report before the end"
    # an independent solver (its own table) gives every move's exact value
    truth = {
        game.rules.move(c): to_public(v)
        for c, v in ExactSolver(game.rules)
        .move_values(game.position().x_bits, game.position().o_bits)
        .items()
    }
    known_before: set = set()
    for report in partials:
        assert not report.exact
        known = set(report.info["exact_moves"])
        assert known_before <= known  # solved moves stay solved
        known_before = known
        values = {o.move: o.value for o in report.options}
        assert set(values) == set(game.legal_moves())
        for move in known:
            assert values[move] == truth[move]
    assert known_before | {final.best} <= set(truth)
    assert {o.move: o.value for o in final.options} == truth


def test_a_cancelled_exact_solve_keeps_the_moves_it_finished():
    forget()
    game = Game(5, 5, 4)  # several seconds to solve every first move: cancelled long before
    cancel = threading.Event()
    reports = []

    def on_progress(report):
        reports.append(report)
        if len(report.info.get("exact_moves", ())) >= 1:
            cancel.set()

    partial = analyze(game, Limit(time=60), cancel=cancel, on_progress=on_progress)
    assert not partial.exact and reports[-1] is partial
    assert len(partial.info["exact_moves"]) >= 1
