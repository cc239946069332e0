"""The board classes the ladder is rated on, one per rule.

    the class   its boards
    ---------   -------------------------------------------
    3x3         3x3, 3 in a row
    small       4x4 (k 3 or 4) and 5x5, 4 in a row: solved boards
    middle      9x9 to 12x12, 5 in a row
    large       13x13 to 20x20, 5 in a row

Other boards have no class: :func:`board_class` gives None.  A class is one rule's: under
a variant other than freestyle its name says so ("large renju").  The ratings
(:mod:`tictactoe.players.ratings`) and the rungs' styles (:mod:`tictactoe.players.ladder`)
are kept per class.
"""

from __future__ import annotations

from tictactoe.game import Rules

BOARD_CLASSES = ("3x3", "small", "middle", "large")


def board_class(rules: Rules) -> str | None:
    """The rating class of a board under its rule, or None when it has no scale."""
    base = _board_class(rules)
    if base is None or rules.freestyle:
        return base
    return f"{base} {rules.variant.value}"


def _board_class(rules: Rules) -> str | None:
    w, h, k = rules.width, rules.height, rules.k
    small, large = min(w, h), max(w, h)
    if (w, h, k) == (3, 3, 3):
        return "3x3"
    if ((w, h) == (4, 4) and k in (3, 4)) or ((w, h) == (5, 5) and k == 4):
        return "small"
    if k == 5 and small >= 9 and large <= 12:
        return "middle"
    if k == 5 and small >= 13 and large <= 20:
        return "large"
    return None
