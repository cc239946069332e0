"""The prover (tictactoe.ai.proof) checked against independent answers: the exact
solver on every small empty board and on random positions, a plain brute-force
maker-breaker solver for the weak game, and the theorems it relies on
(pairings, Erdős–Selfridge, domination, symmetric keys) checked directly."""

from __future__ import annotations

import random
from functools import cache

import pytest

from tictactoe.ai.proof.board import proof_board
from tictactoe.ai.proof.check import Checker, ProofRejected
from tictactoe.ai.proof.dfpn import Prover
from tictactoe.ai.proof.moves import undominated
from tictactoe.ai.proof.pairing import erdos_selfridge, find_pairing, is_pairing
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import INF
from tictactoe.ai.symmetry import symmetries
from tictactoe.game import Game, Rules

SMALL_BOARDS = [
    (w, h, k) for w in range(1, 5) for h in range(1, w + 1) for k in range(1, w + 1)
] + [(5, 4, 4), (5, 3, 3), (5, 4, 3), (5, 5, 4)]


def _exact(rules: Rules, x_bits: int, o_bits: int) -> int:
    return ExactSolver(rules, cap=1 << 16).solve(x_bits, o_bits)


def _random_positions(
    rules: Rules, count: int, seed: int, min_moves: int = 1
) -> list[tuple[int, int]]:
    """Positions of random games (nobody has won, the board is not full)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        game = Game.for_rules(rules)
        plies = rng.randint(min_moves, rules.cells - 1)
        for _ in range(plies):
            game.play(rng.choice(game.legal_moves()))
            if game.is_over():
                break
        if not game.is_over():
            pos = game.position()
            out.append((pos.x_bits, pos.o_bits))
    return out


def _prove_and_check(
    rules: Rules, a: int, d: int, attacker_to_move: bool, weak: bool = False
) -> tuple[bool, int | None]:
    prover = Prover(rules, weak=weak)
    answer = prover.prove(a, d, attacker_to_move)
    cert = Checker(prover).check(a, d, attacker_to_move, answer)
    assert cert.attacker_wins == answer
    return answer, cert.plies


@pytest.mark.parametrize("w,h,k", SMALL_BOARDS)
def test_empty_boards_agree_with_the_exact_solver(w: int, h: int, k: int) -> None:
    rules = Rules(w, h, k)
    value = _exact(rules, 0, 0)
    wins, plies = _prove_and_check(rules, 0, 0, True)
    assert wins == (value > 0)
    if wins:
        assert plies >= INF - value  # the checked strategy is no faster than best play
    # the second player never wins (strategy stealing), and the prover agrees
    o_wins, _ = _prove_and_check(rules, 0, 0, False)
    assert not o_wins and value >= 0


@pytest.mark.parametrize(
    "w,h,k,count", [(3, 3, 3, 60), (4, 3, 3, 60), (4, 4, 3, 40), (4, 4, 4, 60), (5, 4, 4, 25)]
)
def test_random_positions_agree_with_the_exact_solver(w: int, h: int, k: int, count: int) -> None:
    rules = Rules(w, h, k)
    for x_bits, o_bits in _random_positions(rules, count, seed=w * 100 + h * 10 + k):
        value = _exact(rules, x_bits, o_bits)
        x_to_move = x_bits.bit_count() <= o_bits.bit_count()
        me, opp = (x_bits, o_bits) if x_to_move else (o_bits, x_bits)
        mine, plies = _prove_and_check(rules, me, opp, True)
        theirs, their_plies = _prove_and_check(rules, opp, me, False)
        assert mine == (value > 0), (x_bits, o_bits, value)
        assert theirs == (value < 0), (x_bits, o_bits, value)
        if mine:
            assert plies >= INF - value
        if theirs:
            assert their_plies >= INF + value
        # a hold in the weak game is a hold in the real one
        weak_mine, _ = _prove_and_check(rules, me, opp, True, weak=True)
        if not weak_mine:
            assert value <= 0


# -- the weak (maker-breaker) game against brute force ----------------------------------


def _brute_weak(rules: Rules):
    windows = rules.windows()
    full = (1 << rules.cells) - 1

    @cache
    def maker_wins(maker: int, breaker: int, maker_to_move: bool) -> bool:
        if any(maker & w == w for w in windows):
            return True
        free = full & ~(maker | breaker)
        if not free:
            return False
        moves = [1 << c for c in range(rules.cells) if free >> c & 1]
        if maker_to_move:
            return any(maker_wins(maker | b, breaker, False) for b in moves)
        return all(maker_wins(maker, breaker | b, True) for b in moves)

    return maker_wins


@pytest.mark.parametrize("w,h,k", [(3, 3, 3), (4, 3, 3), (4, 3, 4), (4, 4, 4), (5, 2, 2)])
def test_weak_game_agrees_with_brute_force(w: int, h: int, k: int) -> None:
    rules = Rules(w, h, k)
    brute = _brute_weak(rules)
    rng = random.Random(w * 10 + h)
    min_moves = 6 if rules.cells >= 16 else 0
    cases = [(0, 0, True)] if rules.cells < 16 else []
    for x_bits, o_bits in _random_positions(
        rules, 40, seed=rng.randrange(1000), min_moves=min_moves
    ):
        x_to_move = x_bits.bit_count() <= o_bits.bit_count()
        if any(o_bits & m == m for m in rules.windows()):
            continue
        cases.append((x_bits, o_bits, x_to_move))  # X is the maker
    for maker, breaker, maker_to_move in cases:
        expected = brute(maker, breaker, maker_to_move)
        answer, _ = _prove_and_check(rules, maker, breaker, maker_to_move, weak=True)
        assert answer == expected, (maker, breaker, maker_to_move)


# -- the theorems, checked directly -------------------------------------------------------


def test_is_pairing_checks_every_condition() -> None:
    gaps = [0b0011, 0b1100]
    assert is_pairing([0b0011, 0b1100], gaps, 0b1111)
    assert not is_pairing([0b0011], gaps, 0b1111)  # a window uncovered
    assert not is_pairing([0b0011, 0b0110, 0b1100], gaps, 0b1111)  # pairs overlap
    assert not is_pairing([0b0111, 0b1000], gaps, 0b1111)  # not a pair
    assert not is_pairing([0b0011, 0b1100], gaps, 0b0111)  # a cell is not empty


def test_found_pairings_are_pairings() -> None:
    rules = Rules(6, 6, 5)
    board = proof_board(rules)
    found = 0
    for x_bits, o_bits in _random_positions(rules, 200, seed=5, min_moves=4):
        e = rules.full_mask & ~(x_bits | o_bits)
        live = [w for w in rules.windows() if not w & o_bits]
        gaps = [w & e for w in live]
        if any(g.bit_count() < 2 for g in gaps):
            continue
        pairs = find_pairing(gaps, [board.line_of[w] for w in live], 2000)
        if pairs is not None:
            found += 1
            assert is_pairing(pairs, gaps, e)
            # the same pairs found without line ids
            assert find_pairing(gaps, None, 2000) is not None
    assert found > 20


def test_erdos_selfridge_bound() -> None:
    # two windows of 3 empty cells: 2/8 < 1/2 with the maker to move
    assert erdos_selfridge([0b111, 0b111000], True)
    # four windows of 3: 4/8 is not below 1/2, but below 1 with the breaker to move
    four = [0b111, 0b111 << 3, 0b111 << 6, 0b111 << 9]
    assert not erdos_selfridge(four, True)
    assert erdos_selfridge(four, False)
    assert erdos_selfridge([], True)


@pytest.mark.parametrize("w,h,k", [(4, 4, 3), (4, 4, 4), (5, 4, 4)])
def test_a_dominated_move_is_never_better(w: int, h: int, k: int) -> None:
    """Every move the prover leaves out as dominated is worth at most what some kept
    move is worth (exact values of the real game)."""
    rules = Rules(w, h, k)
    board = proof_board(rules)
    solver = ExactSolver(rules, cap=1 << 18)
    pruned = 0
    for x_bits, o_bits in _random_positions(rules, 25, seed=w + h + k, min_moves=3):
        values = solver.move_values(x_bits, o_bits)
        prover = Prover(rules)
        x_to_move = x_bits.bit_count() <= o_bits.bit_count()
        me, opp = (x_bits, o_bits) if x_to_move else (o_bits, x_bits)
        state = prover.root(me, opp, True)
        _, _, e, live_a, live_d, _ = state
        if not e:
            continue  # no live window: every move is a pass
        kept = undominated(e, e, live_a, live_d, board.index, board.through_index, board.cell_lines)
        kept_cells = [b.bit_length() - 1 for b in kept]
        best_kept = max(values[c] for c in kept_cells)
        assert best_kept == max(values.values())
        pruned += len([c for c in range(rules.cells) if e >> c & 1]) - len(kept)
    assert pruned > 0


def test_symmetric_keys_agree_on_images() -> None:
    rules = Rules(6, 6, 5)
    prover = Prover(rules)
    sym = symmetries(6, 6)
    for x_bits, o_bits in _random_positions(rules, 50, seed=9, min_moves=1):
        if (x_bits | o_bits).bit_count() > 8:
            continue
        keys = set()
        for perm in sym.perms:
            x_image, o_image = (
                sum(1 << perm[c] for c in range(rules.cells) if mask >> c & 1)
                for mask in (x_bits, o_bits)
            )
            keys.add(prover.key(prover.root(x_image, o_image, True)))
        assert len(keys) == 1


def test_the_checker_rejects_a_false_claim() -> None:
    rules = Rules(4, 4, 3)  # a first-player win
    prover = Prover(rules)
    assert prover.prove(0, 0, True) is True
    with pytest.raises(ProofRejected):
        Checker(prover).check(0, 0, True, False)


def test_the_checker_rejects_a_corrupted_table() -> None:
    """Mark every defender reply as holding: the replayed strategy meets a line."""
    rules = Rules(4, 3, 3)  # a first-player win in 7
    prover = Prover(rules)
    assert prover.prove(0, 0, True) is True
    corrupted = Prover(rules)

    class Liar(dict):
        def get(self, key, default=None):
            return (1 << 40, 0)

    corrupted.tt = Liar()
    with pytest.raises(ProofRejected):
        Checker(corrupted).check(0, 0, True, False)


def test_six_six_five_is_a_draw_and_six_five_four_a_win() -> None:
    """The headline proofs, small enough for CI (well under a second each)."""
    wins, _ = _prove_and_check(Rules(6, 6, 5), 0, 0, True, weak=True)
    assert not wins
    wins, plies = _prove_and_check(Rules(6, 5, 4), 0, 0, True)
    assert wins and plies >= 11
