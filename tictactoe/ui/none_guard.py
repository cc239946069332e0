"""Work around PySide6 6.12's wheels on Python 3.11: they drop references to ``None``,
``True`` and ``False`` (the bindings assume Python >= 3.12, where those are immortal).

Measured here on Python 3.11.7: 1,000 calls of a void Qt method (``QPainter.save()``,
``QWidget.update()``) lower ``sys.getrefcount(None)`` by 1,000, and 1,000
``signal.emit()`` calls lower ``sys.getrefcount(True)`` by up to 1,000.  Their counts
start near 5,000, so a few board repaints or a few hundred signals abort the process
with "Fatal Python error: none_dealloc" (or "bool_dealloc").

The fix makes these three singletons as good as immortal, as Python 3.12 does: each
count is raised once by 2**40 (a thousand years of a million lost references a
second).  It is idempotent (it checks the count first), and a no-op on Python >= 3.12
or on another interpreter.  It must run before Qt is used: ``tictactoe.ui`` imports
this module first.  The real fix is Python >= 3.12, or PySide6 wheels built for 3.11.
"""
from __future__ import annotations

import ctypes
import sys

_LARGE = 1 << 40


def make_singletons_immortal() -> bool:
    """Raise the counts of None, True and False once; True if this call raised them."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    raised = False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < _LARGE // 2:
            count.value += _LARGE
            raised = True
    return raised


make_singletons_immortal()
