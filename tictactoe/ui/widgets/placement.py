"""Where a question asked during a game goes: inside the window, over as few of the
board's stones as it can, and of the places that hide the fewest, the one nearest the
window's centre (where Qt puts a dialog).  A question about a hint or a draw should not
hide the position it is about.  Plain integers (left, top, width, height), so the choice
is tested without a screen."""

from __future__ import annotations

from collections.abc import Sequence

Rect = tuple[int, int, int, int]  # left, top, width, height
STEP = 16  # pixels between the places tried


def _overlaps(x: int, y: int, w: int, h: int, rect: Rect) -> bool:
    left, top, width, height = rect
    return x < left + width and left < x + w and y < top + height and top < y + h


def _places(start: int, room: int, length: int) -> list[int]:
    """Every STEP-th place for ``length`` pixels within ``room`` from ``start``, the far end
    included."""
    last = start + room - length
    places = list(range(start, last + 1, STEP))
    if places[-1] != last:
        places.append(last)
    return places


def clear_spot(area: Rect, size: tuple[int, int], keep_clear: Sequence[Rect]) -> tuple[int, int]:
    """The top-left corner for a box of ``size`` inside ``area`` that covers the fewest of
    ``keep_clear`` (none where there is room), nearest the centre of ``area`` among those;
    the centre when the box does not fit."""
    left, top, width, height = area
    w, h = size
    centre = (left + (width - w) // 2, top + (height - h) // 2)
    if w > width or h > height or not keep_clear:
        return centre
    places = sorted(
        ((x, y) for x in _places(left, width, w) for y in _places(top, height, h)),
        key=lambda p: ((p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2, p),
    )
    best, fewest = centre, len(keep_clear) + 1
    for x, y in places:
        covered = 0
        for rect in keep_clear:
            if _overlaps(x, y, w, h, rect):
                covered += 1
                if covered >= fewest:
                    break
        if covered < fewest:
            best, fewest = (x, y), covered
            if covered == 0:
                break
    return best
