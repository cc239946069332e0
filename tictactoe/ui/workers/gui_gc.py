"""Cyclic garbage is collected on the GUI thread only, while a window is open.

Python's collector runs in whichever thread allocates past its threshold.  Run
in a search thread, it finalised garbage holding PySide objects (connections of
closed windows), whose finalisers call ``QObject::disconnect``: Qt takes its
signal-slot mutex and then waits for the GIL, while the GUI thread, holding the
GIL, waits for that mutex in ``QObject::connect``.  The test suite hung there
once (gdb: the analysis thread in ``gc_collect_main`` -> ``handle_weakrefs`` ->
``QObject::disconnect`` -> ``PyGILState_Ensure``; the GUI thread in
``QWidget::setParent`` -> ``connectImpl`` -> ``QBasicMutex::lockInternal``).

So while a window is open, automatic collection is off and a timer on the GUI
thread collects as Python would (a generation once its count passes its
threshold), so every finaliser runs on the GUI thread.  Searches allocate
mostly tuples of ints, which reference counting frees; the counts grow slowly.

A cancelled search still unwinding after automatic collection came back hung the
suite the same way while the next test built its window (gdb: a leftover
``prove`` job in ``gc_collect_main`` -> ``QObject::disconnect``, the GUI thread in
``connectImpl``).  So the searches are registered (:func:`watch`: a thread, or a
worker's ``Search``, whose kept thread outlives it but allocates nothing while it
waits), a closing window joins its own (``JOIN_S``), and collection comes
back only when no window is left *and* no watched search is alive; otherwise it
stays off until a later window's collector lets go (the next window collects on
its GUI thread meanwhile).

A second hang had the same root: a closed window's analyst still had its
settle timer armed, which started a panel search after the window's collector
had let go, with automatic collection back on; the next test's window collected
on the GUI thread while that search ran (the GUI thread "Garbage-collecting" in
``MenuScreen.__init__``, on a futex).  So the analyst starts nothing once shut
down, a thread registered here turns automatic collection off whatever the
windows, and the tests' teardown waits for the watched threads (:func:`settle`).
"""

from __future__ import annotations

import gc
import threading
import time
import weakref
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer

TICK_MS = 100
JOIN_S = 2.0  # how long a closing window waits for each of its search threads


class Running(Protocol):
    """A search's thread, or a worker's ``Search`` (its job on a thread, maybe a kept one)."""

    def is_alive(self) -> bool: ...

    def join(self, timeout: float | None = None) -> object: ...


R = TypeVar("R", bound=Running)

_watched: weakref.WeakSet[Running] = weakref.WeakSet()
_watched_lock = threading.Lock()


def watch(thread: R) -> R:
    """Register a search (a thread, or a worker's ``Search``): automatic collection does
    not come back while it is alive (it could collect PySide objects off the GUI thread).
    A search started with no window open (a closed window's late job, a runner
    used on its own) turns it off too; a later window's release, or
    :func:`settle`, brings it back."""
    with _watched_lock:
        _watched.add(thread)
    gc.disable()
    return thread


def settle(timeout: float) -> list[Running]:
    """Wait up to ``timeout`` seconds in all for the watched threads to end; when none
    is left and no window holds collection off, automatic collection comes back.
    Returns the threads still alive (a test's teardown, or a process about to exit)."""
    with _watched_lock:
        threads = list(_watched)
    end = time.monotonic() + timeout
    for thread in threads:
        if thread.is_alive():  # not one registered but not started yet
            thread.join(max(0.0, end - time.monotonic()))
    alive = [t for t in threads if t.is_alive()]
    if not alive and GuiCollector._alive == 0:
        gc.enable()
    return alive


def freeze_startup() -> bool:
    """Once the app has started (its window built, the AI's modules and tables loaded):
    collect, then move every object left into Python's permanent generation
    (``gc.freeze``), which no collection walks again.  Returns whether it froze (once a
    process).  Call it on the GUI thread: it collects.

    The objects of a started app (the modules, their functions and classes, the windows'
    Python side: 51,000 of them) are there until it quits, and each full collection
    walked them all on this thread: 17-24 ms with the window open and idle, more beside
    a search.  Frozen, a full collection walks only what was made since.  A frozen object
    that later becomes cyclic garbage stays until the process ends: a few objects of the
    start, once."""
    if _frozen[0]:
        return False
    _frozen[0] = True
    gc.collect()  # the start's own garbage is not frozen with it
    gc.freeze()
    return True


_frozen = [False]


def freeze_after(thread: threading.Thread, parent: QObject) -> QTimer:
    """:func:`freeze_startup` on the GUI thread once ``thread`` (the AI's preload, which
    imports the engines and builds their tables) has ended; ``parent`` owns the timer
    that waits for it."""
    timer = QTimer(parent)
    timer.setInterval(TICK_MS)

    def check() -> None:
        if not thread.is_alive():
            timer.stop()
            freeze_startup()

    timer.timeout.connect(check)
    timer.start()
    return timer


def _searching() -> bool:
    with _watched_lock:
        return any(t.is_alive() for t in _watched)


class GuiCollector(QObject):
    """Turns automatic collection off while any instance is alive (not released)."""

    _alive = 0  # instances not yet released: the process-wide switch follows them

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        held = [True]  # shared with the destroyed handler, which cannot use self
        self._held = held
        GuiCollector._alive += 1
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.collect)
        self._timer.start()
        self.destroyed.connect(lambda *_: _let_go(held))

    def collect(self) -> int:
        """Collect the generations Python would collect now; how many objects were freed.

        As Python does, the oldest generation only once it has grown by a quarter
        since its last collection: a full pass walks every object of the process (the
        engines' pattern tables alone are lists of 8.9 million slots) on this thread,
        holding the GIL, while a search waits.  Collected each time its count passed
        its threshold, it stalled a hint search 1.5-1.8 s at a time in the test suite
        on a loaded machine (earlier tests' tables and windows all old by then)."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if counts[0] <= thresholds[0]:
            return 0
        generation = 0
        if counts[1] > thresholds[1]:
            generation = 2 if counts[2] > thresholds[2] and _oldest_grown() else 1
        freed = gc.collect(generation)
        if generation == 2:
            _oldest[:] = _oldest_now()
        return freed

    def release(self) -> None:
        """The window closes: automatic collection comes back when no window is left."""
        self._timer.stop()
        _let_go(self._held)


# the objects in the oldest generation after its last collection (-1: not seen yet), and
# how many collections of it the process had made then
_oldest = [-1, 0]


def _oldest_now() -> list[int]:
    return [len(gc.get_objects(2)), gc.get_stats()[2]["collections"]]


def _oldest_grown() -> bool:
    """Python's rule for a full collection: the objects that reached the oldest
    generation since it was last collected are more than a quarter of it.  A full
    collection made by anyone else (Python's own while no window held it off, a
    ``gc.collect()``) counts as its last: growth is counted from its size (it was
    counted from this collector's last, so a full pass came too early after one)."""
    size, collections = _oldest_now()
    if _oldest[0] < 0 or collections != _oldest[1]:  # the first look, or collected since
        _oldest[:] = [size, collections]
        return False
    return size - _oldest[0] > _oldest[0] // 4


def _let_go(held: list) -> None:
    if held[0]:
        held[0] = False
        GuiCollector._alive -= 1
        if GuiCollector._alive == 0 and not _searching():
            gc.enable()
