"""Work around PySide6 6.12's wheels on Python 3.11: every void Qt method drops a reference
to ``None`` (the bindings assume Python >= 3.12, where ``None`` is immortal).  On 3.11
``None``'s count starts near 5,000, so a board repaint or two aborts the process with
"Fatal Python error: none_dealloc".  Measured here: 1,000 ``QPainter.save()`` calls lower
``sys.getrefcount(None)`` by 1,000.

The fix makes ``None`` as good as immortal, as Python 3.12 does: its reference count is
raised once by 2**40 (a thousand years of a million lost references a second).  It is
idempotent (it checks the count first) and a no-op on Python >= 3.12.
"""
from __future__ import annotations

import ctypes
import sys

_LARGE = 1 << 40


def make_none_immortal() -> bool:
    """Raise None's reference count once; True if it was raised by this call."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value >= _LARGE // 2:
        return False
    count.value += _LARGE
    return True


make_none_immortal()
