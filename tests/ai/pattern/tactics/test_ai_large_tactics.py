"""The large-board search's tactics: each curated position (tictactoe.bench.positions) found
in budget, and each claim (a VCF, a win, a block, the defences of a threat) checked with the
rules alone."""

from __future__ import annotations

import pytest

from tests.ai.forced_lines import check_forced_line, near, winning_cells
from tictactoe.ai import WIN, Limit, is_proven
from tictactoe.ai.large import search
from tictactoe.bench.positions import TACTICS, VCF, Curated
from tictactoe.game import Game, Mark

# the Python search's own parts (the compiled core has tests/ai/core/test_ai_core.py)
pytestmark = pytest.mark.usefixtures("python_engine")


@pytest.mark.parametrize("pos", VCF, ids=lambda p: p.name)
def test_curated_vcf_claim_is_true(pos: Curated) -> None:
    game = pos.game()
    assert (len(pos.line) + 1) // 2 == pos.length
    check_forced_line(game, list(pos.line))
    assert not winning_cells(game, game.to_move()), "not a VCF: the win is immediate"


@pytest.mark.parametrize("pos", TACTICS + VCF, ids=lambda p: p.name)
def test_curated_tactic_found(pos: Curated) -> None:
    game = pos.game()
    before = (game.moves, game.rows())
    analysis = search(game, Limit(time=1.0))
    assert (game.moves, game.rows()) == before
    assert game.is_legal(analysis.best)
    assert analysis.best == analysis.options[0].move
    if pos.kind == "vcf":
        assert is_proven(analysis.value) and analysis.value > 0
        pv = analysis.info["pv"]
        assert pv[0] == analysis.best
        assert analysis.value == WIN - len(pv)
        check_forced_line(game, pv)
    else:
        assert analysis.best in pos.answers
        if pos.kind == "win1":
            assert analysis.value == WIN - 1


def double_threat_reply(game: Game, me: Mark) -> bool:
    """Can the opponent (to move) make two winning cells at once while we have none?

    Such a reply must share a window with k-2 of its stones, so it lies within k-1
    of one of them: only those replies are tried."""
    for reply in near(game, me.other, game.k - 1):
        game.play(reply)
        try:
            if len(winning_cells(game, me.other)) >= 2 and not winning_cells(game, me):
                return True
        finally:
            game.undo()
    return False


@pytest.mark.parametrize(
    "pos", [p for p in TACTICS if p.kind in ("win1", "block")], ids=lambda p: p.name
)
def test_win_and_block_claims(pos: Curated) -> None:
    game = pos.game()
    me = game.to_move()
    if pos.kind == "win1":
        assert winning_cells(game, me) == set(pos.answers)
    else:
        assert not winning_cells(game, me)
        assert winning_cells(game, me.other) == set(pos.answers)


@pytest.mark.parametrize(
    "pos", [p for p in TACTICS if p.kind in ("open3", "open4", "defend")], ids=lambda p: p.name
)
def test_threat_claims_answers_are_exactly_the_defences(pos: Curated) -> None:
    """Independent: near the opponent's stones, after every answer the opponent has
    no move making two winning cells (an open four or a double four), and after
    every other move it has one."""
    game = pos.game()
    me = game.to_move()
    xs = [m[0] for m in pos.o]
    ys = [m[1] for m in pos.o]
    for move in game.legal_moves():
        if not (min(xs) - 2 <= move[0] <= max(xs) + 2 and min(ys) - 2 <= move[1] <= max(ys) + 2):
            continue
        if pos.kind != "defend" and abs(move[1] - 7) > 1:
            continue  # far from the row of the three: clearly no defence, and slow to check
        g = game.copy()
        g.play(move)
        assert double_threat_reply(g, me) == (move not in pos.answers), move
