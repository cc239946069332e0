"""The menu's board: its presets' labels and what is wrong with a board as typed, said
in the menu's words (context "Menu") before ``Rules`` is asked to hold it."""

from __future__ import annotations

from tictactoe.game import MAX_SIDE, MIN_SIDE
from tictactoe.ui.words.translation import Words, fill

Menu = Words("Menu")
PRESETS: tuple[tuple[int, int, int], ...] = (
    (3, 3, 3),
    (4, 4, 4),
    (5, 5, 4),
    (15, 15, 5),
    (20, 20, 5),
)


def preset_label(w: int, h: int, k: int) -> str:
    """ "3x3", "15x15 k=5": k is named when it is not the side."""
    return f"{w}x{h}" if k == max(w, h) else f"{w}x{h} k={k}"


def board_problem(w: int | None, h: int | None, k: int | None) -> str | None:
    """What is wrong with the board as typed (the menu's words for ``Rules``' checks),
    or None."""
    if w is None:
        return Menu.tr("type the board width")
    if h is None:
        return Menu.tr("type the board height")
    if k is None:
        return Menu.tr("type k (marks in a row to win)")
    for value, said in (
        (w, Menu.tr("the board width must be between %1 and %2, not %3")),
        (h, Menu.tr("the board height must be between %1 and %2, not %3")),
    ):
        if not MIN_SIDE <= value <= MAX_SIDE:
            return fill(said, MIN_SIDE, MAX_SIDE, value)
    if not 1 <= k <= max(w, h):
        return fill(
            Menu.tr("k (marks in a row to win) must be between 1 and %1 on a %2x%3 board, not %4"),
            max(w, h),
            w,
            h,
            k,
        )
    return None
