"""Small helpers for the words every screen builds: plural forms, and tooltips wrapped
to a readable width.  No Qt."""
from __future__ import annotations

import textwrap

TOOLTIP_WIDTH = 60   # characters a tooltip line holds at most


def plural(count: int, one: str, many: str | None = None) -> str:
    """"1 move", "2 moves": the count with the word in its right form."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def wrapped(text: str, width: int = TOOLTIP_WIDTH) -> str:
    """``text`` with every line wrapped at ``width`` characters (its own line breaks kept)."""
    return "\n".join(textwrap.fill(line, width) if line.strip() else line
                     for line in text.splitlines())
