"""Command-line values shared by the sub-commands: board sizes and the default k."""
from __future__ import annotations

import re


def parse_board(text: str) -> tuple[int, int]:
    """``"15x15"`` -> (15, 15); ``"7"`` means 7x7.  ValueError with a clear message."""
    found = re.fullmatch(r"\s*(\d+)\s*(?:[xX]\s*(\d+)\s*)?", text)
    if not found:
        raise ValueError(f"--board must look like WxH, e.g. 3x3 or 15x15, not {text!r}")
    width = int(found.group(1))
    return width, int(found.group(2)) if found.group(2) else width


def default_k(width: int, height: int) -> int:
    """The k a player expects: 3 up to 3x3, 4 up to 5x5 (as in the menu presets), else 5,
    never longer than the longest side."""
    side = max(width, height)
    return min(side, 3 if side <= 3 else 4 if side <= 5 else 5)
