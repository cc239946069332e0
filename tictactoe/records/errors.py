"""The one error of the records package: a file (or text) that cannot be loaded or written."""
from __future__ import annotations

import os


class GameFileError(ValueError):
    """A game file or text that cannot be loaded; the message says where and why.

    ``where`` is the field (``"moves[3]"``) or line (``"line 4"``) at fault, or
    None when the whole file is; ``path`` is the file, when there is one.  A game
    that a format cannot hold (a .psq file is five in a row only) is refused on
    saving with the same error.
    """

    def __init__(self, where: str | None, reason: str, path: str | os.PathLike[str] | None = None
                 ) -> None:
        self.where = where
        self.reason = reason
        self.path = None if path is None else str(path)
        parts = [p for p in (self.path, where, reason) if p]
        super().__init__(": ".join(parts))

    def with_path(self, path: str | os.PathLike[str]) -> GameFileError:
        return GameFileError(self.where, self.reason, path)
