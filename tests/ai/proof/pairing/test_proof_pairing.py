"""The pairing search (tictactoe.ai.proof.pairing) against plain, independent answers:
every minimal cover of a line by brute force over all its pairings, the existence
of a pairing by a plain search window by window, and a found pairing against a
brute-force maker-breaker solver (a pairing must be a breaker win)."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from tictactoe.ai.proof.board import proof_board
from tictactoe.ai.proof.pairing import find_pairing, is_pairing, line_covers, pairing_search
from tictactoe.ai.symmetry import symmetries
from tictactoe.game import Rules


def _cells(mask: int) -> list[int]:
    return [1 << c for c in range(mask.bit_length()) if mask >> c & 1]


def _matchings(cells: list[int]) -> list[list[int]]:
    """Every set of disjoint pairs of these cells (partial matchings), as pair masks."""
    if not cells:
        return [[]]
    first, rest = cells[0], cells[1:]
    out = _matchings(rest)  # the first cell left unpaired
    for i, other in enumerate(rest):
        for tail in _matchings(rest[:i] + rest[i + 1 :]):
            out.append([first | other, *tail])
    return out


def _line_families(length: int, k: int) -> set[tuple[int, ...]]:
    """The distinct families of window gaps on one line of ``length`` cells, over
    every way to fill it with empty cells and stones of either side (a window is
    live while the breaker has no stone in it; its gap is its empty cells)."""
    windows = [((1 << k) - 1) << i for i in range(length - k + 1)]
    families = set()
    for fill in itertools.product((0, 1, 2), repeat=length):  # empty, maker, breaker
        empty = sum(1 << i for i, f in enumerate(fill) if f == 0)
        breaker = sum(1 << i for i, f in enumerate(fill) if f == 2)
        gaps = tuple(sorted({w & empty for w in windows if not w & breaker}))
        if gaps and all(g.bit_count() >= 2 for g in gaps):
            families.add(gaps)
    return families


@pytest.mark.parametrize("length,k", [(8, 5), (7, 4), (6, 3)])
def test_line_covers_are_exactly_the_minimal_covers(length: int, k: int) -> None:
    """Every family of gaps a line can hold: the covers listed are the minimal cell
    sets of all the pairings (found by trying every set of disjoint pairs)."""
    families = _line_families(length, k)
    assert len(families) > 50
    for gaps in families:
        covers, complete = line_covers(gaps)
        assert complete
        union = 0
        for g in gaps:
            union |= g
        cover_sets = set()
        for pairs in _matchings(_cells(union)):
            if all(any(g & p == p for p in pairs) for g in gaps):
                cover_sets.add(sum(pairs))
        minimal = {c for c in cover_sets if not any(o != c and o & c == o for o in cover_sets)}
        assert {cells for cells, _ in covers} == minimal, gaps
        for cells, pairs in covers:
            assert sum(pairs) == cells
            assert is_pairing(list(pairs), list(gaps), union)


def _plain_pairing_exists(gaps: list[int]) -> bool:
    """Window by window: the window not yet holding a pair with the fewest free
    cells takes any pair of them (no line ids, no covers, no budget)."""

    def cover(todo: list[int], used: int) -> bool:
        if not todo:
            return True
        window = min(todo, key=lambda g: (g & ~used).bit_count())
        free = _cells(window & ~used)
        for i, x in enumerate(free):
            for y in free[i + 1 :]:
                p = x | y
                if cover([g for g in todo if g & p != p], used | p):
                    return True
        return False

    return cover(gaps, 0)


def _random_position(rules: Rules, rng: random.Random, maker: int, breaker: int) -> tuple:
    cells = rng.sample(range(rules.cells), maker + breaker)
    a = sum(1 << c for c in cells[:maker])
    d = sum(1 << c for c in cells[maker:])
    return a, d


@pytest.mark.parametrize(
    "w,h,k,stones,count",
    [(5, 5, 4, (1, 3), 150), (6, 6, 5, (2, 3), 150), (7, 7, 5, (3, 5), 60)],
)
def test_a_pairing_is_found_exactly_when_one_exists(
    w: int, h: int, k: int, stones: tuple[int, int], count: int
) -> None:
    rules = Rules(w, h, k)
    board = proof_board(rules)
    rng = random.Random(w * 100 + h * 10 + k)
    found = 0
    for _ in range(count):
        maker, breaker = stones[0] + rng.randint(0, 2), stones[1] + rng.randint(0, 3)
        a, d = _random_position(rules, rng, maker, breaker)
        e = rules.full_mask & ~(a | d)
        live = [win for win in rules.windows() if not win & d]
        gaps = [win & e for win in live]
        pairs, settled = pairing_search(gaps, [board.line_of[win] for win in live], 100_000)
        assert settled
        assert (pairs is not None) == _plain_pairing_exists(gaps), (a, d)
        if pairs is not None:
            found += 1
            assert is_pairing(pairs, gaps, e)
    assert 5 < found < count  # both answers occur


def test_a_pairing_position_is_a_breaker_win() -> None:
    """Every position of the (4,4,4) board with two stones a side (up to symmetry),
    maker to move, in which the search finds a pairing: the brute-force
    maker-breaker solver agrees that the maker cannot fill a line."""
    rules = Rules(4, 4, 4)
    windows = rules.windows()
    full = rules.full_mask
    perms = symmetries(4, 4).perms

    @cache
    def maker_wins(maker: int, breaker: int, maker_to_move: bool) -> bool:
        if any(maker & w == w for w in windows):
            return True
        live = [w for w in windows if not w & breaker]
        if not live:
            return False
        moves = _cells(full & ~(maker | breaker))
        if maker_to_move:
            return any(maker_wins(maker | c, breaker, False) for c in moves)
        # the breaker's moves on the maker's fullest windows first: an answer sooner
        moves.sort(key=lambda c: -max([(w & maker).bit_count() for w in live if w & c] or [-1]))
        return all(maker_wins(maker, breaker | c, True) for c in moves)

    seen = set()
    paired = 0
    for maker_cells in itertools.combinations(range(16), 2):
        for breaker_cells in itertools.combinations(sorted(set(range(16)) - set(maker_cells)), 2):
            image = min(
                (
                    tuple(sorted(p[c] for c in maker_cells)),
                    tuple(sorted(p[c] for c in breaker_cells)),
                )
                for p in perms
            )
            if image in seen:
                continue
            seen.add(image)
            a = sum(1 << c for c in maker_cells)
            d = sum(1 << c for c in breaker_cells)
            e = full & ~(a | d)
            gaps = [w & e for w in windows if not w & d]
            if find_pairing(gaps, None, 1000) is None:
                continue
            paired += 1
            assert not maker_wins(a, d, True), (maker_cells, breaker_cells)
    assert len(seen) == 1413 and paired > 1000


def test_the_empty_eight_by_eight_board_has_no_pairing_but_three_stones_can_give_one() -> None:
    """(8,8,5): no pairing on the empty board, settled in a few hundred nodes; of the
    5,278 ways (up to symmetry) to place three breaker stones on it, two leave a
    pairing (docs/measurements.md), one of them this."""
    rules = Rules(8, 8, 5)
    board = proof_board(rules)

    def search(breaker: int, limit: int) -> tuple[list[int] | None, bool]:
        live = [w for w in rules.windows() if not w & breaker]
        empty = rules.full_mask & ~breaker
        return pairing_search([w & empty for w in live], [board.line_of[w] for w in live], limit)

    assert search(0, 1000) == (None, True)
    assert search(0, 1) == (None, False)  # the budget ran out: no answer
    stones = sum(1 << (y * 8 + x) for x, y in ((3, 1), (4, 3), (3, 5)))
    pairs, settled = search(stones, 10_000)
    assert settled and pairs is not None
    live = [w for w in rules.windows() if not w & stones]
    assert is_pairing(pairs, [w & ~stones for w in live], rules.full_mask & ~stones)
