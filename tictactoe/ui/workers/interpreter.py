"""The interpreter of a GUI that searches in threads: its GIL switch interval, its painting
on one thread, and the AI modules imported while the menu shows.  The computer's move itself is
:mod:`tictactoe.ui.play.computer_turn`'s.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import threading

from tictactoe.players.worker import set_time_slice

# The GIL switch interval of the GUI process.  Python's default (5 ms) lets the search
# thread hold the GIL up to 5 ms each time the GUI wants it; 1 ms halved the 99th
# percentile of the event-loop gaps while "hard" searched 20x20 (24 -> 13 ms, measured
# with tictactoe.bench.gui), for a search a few per cent slower.
GUI_SWITCH_INTERVAL_S = 0.001

# The GUI thread's time slice (Linux 6.12 on; see players.worker.set_time_slice): with the
# usual slice, a woken GUI thread waited for a core behind busy threads, ours and other
# programs', 11-25 ms of a hint's longest event-loop gap on a loaded 2-core machine (the
# window probe's core wait, docs/measurements.md); with the shortest it takes the core.
GUI_TIME_SLICE_NS = 100_000


# Qt's raster engine hands a large fill or image conversion to a pool of threads of its own
# ("Thread (pooled)") and waits for them, the GIL held (PySide keeps it over a QPainter call):
# when the machine's other work had those threads' cores, the window waited for them, up to
# 8 ms of a hint's longest gap on 20x20, and so did the searches for the GIL (docs/
# measurements.md, target 7).  Set, Qt does that work on the painting thread itself (read
# once, at the first fill: set before the application exists).
QT_SERIAL_PAINT = ("QT_NO_GUI_THREADPOOL", "1")


def configure_interpreter() -> None:
    """Set the GIL switch interval for a GUI process that searches in a thread, ask for
    the calling (GUI) thread's short time slice, and have Qt paint on that thread alone."""
    sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)
    set_time_slice(GUI_TIME_SLICE_NS)
    os.environ.setdefault(*QT_SERIAL_PAINT)


AI_PACKAGES = ("tictactoe.players", "tictactoe.ai")


def preload_ai_modules() -> int:
    """Import every module of the players and AI packages, then build the engine's tables
    (:func:`tictactoe.ai.preload`); returns how many modules.

    The players import their engines lazily, so the first search would import
    (and, after an edit, compile) them in the search thread while holding the
    GIL: a 60 ms stall of the GUI measured at the first move; the first search of a
    rule would also read its fitted tables and build its line tables (50 ms).  The app
    calls this in a background thread while the menu shows, where no one sees it.
    """
    count = 0
    for name in AI_PACKAGES:
        try:
            package = importlib.import_module(name)
        except ImportError:
            continue
        for info in pkgutil.iter_modules(package.__path__, name + "."):
            try:
                importlib.import_module(info.name)
                count += 1
            except Exception:  # a module that fails to import fails later, where it is used
                pass
    try:
        from tictactoe.ai import preload

        preload()
    except Exception:  # a table that cannot be built fails later, where it is used
        pass
    return count


def preload_in_background() -> threading.Thread:
    thread = threading.Thread(target=preload_ai_modules, name="ai-preload", daemon=True)
    thread.start()
    return thread
