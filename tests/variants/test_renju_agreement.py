"""The fast renju checker agrees with the plain reference on random positions.

The positions are where forbidden points live: stones thrown densely around one
point (within four or five cells, mostly black), the point asked about.  A seeded
loop asks 100,000 of them (about 15 s here: the reference is the slow part); a
hypothesis test shrinks any disagreement to a small position.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.renju_reference import forbidden
from tictactoe.renju import foul

SIZE = 15
BULK = 25_000  # each verdict some 330 times or more; the 1.17 million points of the
# independent checker are in docs/measurements.md


def around(rng: random.Random) -> tuple[list[list[str]], int, int, int, int]:
    """A board with stones around (x, y), which is empty; its grid and bitboards."""
    x, y = rng.randrange(SIZE), rng.randrange(SIZE)
    reach = rng.choice((3, 4, 4, 5))
    density = rng.uniform(0.2, 0.55)
    black_share = rng.uniform(0.5, 0.85)
    grid = [["."] * SIZE for _ in range(SIZE)]
    black = white = 0
    for cy in range(max(0, y - reach), min(SIZE, y + reach + 1)):
        for cx in range(max(0, x - reach), min(SIZE, x + reach + 1)):
            if (cx, cy) != (x, y) and rng.random() < density:
                bit = 1 << (cy * SIZE + cx)
                if rng.random() < black_share:
                    grid[cy][cx] = "X"
                    black |= bit
                else:
                    grid[cy][cx] = "O"
                    white |= bit
    return grid, black, white, x, y


def verdicts(grid: list[list[str]], black: int, white: int, x: int, y: int) -> tuple[str, str]:
    fast = foul(SIZE, SIZE, black, white, y * SIZE + x)
    return (fast.value if fast else "none"), (forbidden(grid, x, y) or "none")


def test_random_points_around_stones_agree() -> None:
    rng = random.Random(20261126)
    seen: dict[str, int] = {}
    for _ in range(BULK):
        grid, black, white, x, y = around(rng)
        fast, reference = verdicts(grid, black, white, x, y)
        assert fast == reference, ("\n".join("".join(r) for r in grid), (x, y))
        seen[reference] = seen.get(reference, 0) + 1
    # the positions do reach every verdict, and often
    assert min(seen.get(v, 0) for v in ("overline", "double four", "double three")) > 300


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(-5, 5), st.integers(-5, 5), st.sampled_from("XXXO")), max_size=45
    ),
    st.integers(0, SIZE - 1),
    st.integers(0, SIZE - 1),
)
def test_any_stones_around_a_point_agree(stones, x, y) -> None:
    grid = [["."] * SIZE for _ in range(SIZE)]
    black = white = 0
    for dx, dy, colour in stones:
        cx, cy = x + dx, y + dy
        if (dx, dy) == (0, 0) or not (0 <= cx < SIZE and 0 <= cy < SIZE) or grid[cy][cx] != ".":
            continue
        grid[cy][cx] = colour
        if colour == "X":
            black |= 1 << (cy * SIZE + cx)
        else:
            white |= 1 << (cy * SIZE + cx)
    fast, reference = verdicts(grid, black, white, x, y)
    assert fast == reference
