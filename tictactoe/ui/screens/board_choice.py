"""The menu's board: its presets' labels and what is wrong with a board as typed, said
before ``Rules`` is asked to hold it: a box left empty in the menu's words (context
"Menu"), a number out of range in the rules' own (``RulesFault``, context "Problems")."""

from __future__ import annotations

from tictactoe.game import MAX_SIDE, MIN_SIDE, RulesFault
from tictactoe.problems import Problem
from tictactoe.ui.words.problem_words import said
from tictactoe.ui.words.translation import Words

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
    """What is wrong with the board as typed (``Rules``' checks, made before it is
    asked), or None."""
    if w is None:
        return Menu.tr("type the board width")
    if h is None:
        return Menu.tr("type the board height")
    if k is None:
        return Menu.tr("type k (marks in a row to win)")
    for value, fault in ((w, RulesFault.WIDTH_RANGE), (h, RulesFault.HEIGHT_RANGE)):
        if not MIN_SIDE <= value <= MAX_SIDE:
            return said(Problem(fault, (MIN_SIDE, MAX_SIDE, value)))
    if not 1 <= k <= max(w, h):
        return said(Problem(RulesFault.K_RANGE, (max(w, h), w, h, k)))
    return None
