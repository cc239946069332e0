"""One search on a worker thread, with a deadline and a fallback (no Qt).

Three callers run a search this way: the GUI's AI move
(:mod:`tictactoe.ui.play.computer_turn`), the GUI's analyses
(:mod:`tictactoe.ui.workers.analysis_runner`, with no deadline) and the brain's reply
within ``timeout_turn`` (:mod:`tictactoe.commands.brain_server`).  A
:class:`Search` runs one job, ``job(cancel, report) -> answer``, on a daemon
thread (its own, or with ``threads`` one kept for the next search: below), with its own
cancel flag, on data of its own (a copy of the game):

* ``report`` hands the job's readings to ``on_report``, thinned to one per
  ``interval`` (the first always passes; one that comes too soon is held back
  and goes out once its interval is up, when the job next looks at its cancel
  flag, unless a newer one replaces it); the last one is kept either way
  (:attr:`Finish.last`).  Dropped outright, the end of the hint's short first
  pass was lost and the board waited for the long pass's first depth (on
  15x15, 1-2 s of threat search);
* the deadline: ``hurry_after`` seconds after the start, or at
  :meth:`Search.hurry` (the GUI's "Move now"), the job's cancel flag is raised
  and a search answers with its best so far; if it still has not answered
  ``grace`` seconds later (it ignores its flag), it is given up: ``on_finish``
  gets a :class:`Finish` that says so, and whatever it answers later is dropped;
* anything the job raises (even a BaseException such as SystemExit) comes back
  in its :class:`Finish`: a broken search never leaves its caller waiting;
* :meth:`Search.cancel` drops the job: nothing of it is delivered once that
  returns (every delivery holds a lock that ``cancel`` takes);
* with a ``guard`` (anything with ``busy()``: the GUI's PaintGuard), the job's
  cancel flag waits out the guard each time it is looked at (:class:`Polite`).

``on_finish`` is called once (never after ``cancel``), on the job's thread or,
for a job given up, on the timer's; :meth:`Search.wait` returns the same
:class:`Finish` to a caller that blocks (the brain).

For a move: :func:`move_job` asks a player for its move; what to play when the
search gives none is the one fallback policy, :mod:`tictactoe.players.answer`.

Why a thread and not a worker process: DESIGN.md measured a pure-Python search
in a thread stalling the GUI's 5 ms timer by 25 ms at most (the GIL switch
interval), well inside the 50 ms budget, while a process costs a spawn (and
PySide6 + multiprocessing aborted at exit in a probe).  ``tictactoe.bench.gui``
measures the stall on this machine.

A window's search runs ``background``: its thread lowers its own scheduling priority by
:data:`BACKGROUND_NICENESS` as it begins (Linux keeps one per thread; elsewhere nothing
changes), so that when the machine's cores are all busy the window's thread, which wakes
for a moment at each event, gets a core first instead of waiting out a search's time
slice (``tictactoe.bench.gui_analysis``, docs/measurements.md: the hint's p99 gap 8 ms
before, 5.5 ms after; its longest within 16 ms in 4 of 4 runs, against 3 of 4).  The
brain's searches are not: a match's figures must not depend on what else the machine
runs at normal priority.  The GUI thread asks for a short time slice
(:func:`set_time_slice`, so that it takes a core as it wakes); a background search gives
the usual one back as it steps back, since threads inherit their starter's.

The deadline's timer is started by the job's own thread, as it begins: started by the
caller, a second ``Thread.start`` at each of the computer's moves made the GUI thread wait
until that thread ran (2.5-7.7 ms under load, inside the event loop's longest gaps,
``tictactoe bench``).  For the same reason the window's searches run on kept threads
(:class:`SearchThreads`, the process's :data:`SEARCH_THREADS`): a thread that has run a
search waits on a lock for the next one, and the caller hands it the job without
waiting.  A kept thread serves only searches of its niceness (a background one is never
handed the brain's kind), a search given up keeps its thread until it returns (the next
search gets another), and a search's :meth:`Search.is_alive` and :meth:`Search.join`
follow its job, not its thread.

Quitting mid-search: the job's flag is raised; the threads are daemons, so the
interpreter does not wait for a search that ignores it.
"""

from __future__ import annotations

import ctypes
import os
import platform
import struct
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from tictactoe.ai import Cancel, Move, flag_raised
from tictactoe.game import Game
from tictactoe.players.base import Player

Report = Callable[[Any], None]
Job = Callable[[Cancel, Report], Any]

HURRY_GRACE_S = 1.5  # after a hurry, how long a search may take before it is given up
STEP_ASIDE_POLL_S = 0.001
BACKGROUND_NICENESS = 5  # a background search's thread: this much nicer than its starter


class Guard(Protocol):
    """Something the searches step aside for while ``busy()`` (a repaint of the GUI)."""

    def busy(self) -> bool: ...


class Polite:
    """A cancel flag that is set when any of ``flags`` is.  With a ``guard``, each
    look at it first waits until the guard is no longer busy (or a flag is set).

    A search polls its cancel flag every few milliseconds, so this is where it can
    step aside: it sleeps there (the GIL released) while the GUI repaints, instead
    of taking the interpreter from it every switch interval (see the GUI's
    ``PaintGuard`` for the measurements).  A set flag never waits."""

    def __init__(
        self, *flags: Cancel, guard: Guard | None = None, on_look: Callable[[], None] | None = None
    ) -> None:
        self._flags, self._guard, self._on_look = flags, guard, on_look

    def is_set(self) -> bool:
        guard = self._guard
        if guard is not None:
            while guard.busy() and not self._any():
                time.sleep(STEP_ASIDE_POLL_S)
        if self._on_look is not None:
            self._on_look()
        return self._any()

    def _any(self) -> bool:
        return any(flag.is_set() for flag in self._flags)


@dataclass(frozen=True)
class Finish:
    """How a job ended."""

    answer: Any = None  # what it returned (None: it raised, or was given up)
    error: BaseException | None = None  # what it raised
    seconds: float = 0.0  # from its start to its answer (or to giving it up)
    hurried: bool = False  # its flag was raised (the deadline, or "Move now")
    given_up: bool = False  # it did not answer within the grace after a hurry
    last: Any = None  # its last report, if any

    @property
    def why(self) -> str:
        """What it raised, in a few words ("" when it raised nothing)."""
        if self.error is None:
            return ""
        name = type(self.error).__name__
        return f"{name}: {self.error}" if str(self.error) else name


def step_back() -> None:
    """Lower the calling thread's scheduling priority by :data:`BACKGROUND_NICENESS`, where
    the system keeps one per thread (Linux; elsewhere a thread's id is not a process's, and
    nothing is done), and give it the system's usual time slice again (the GUI thread that
    started it asked for a short one: :func:`set_time_slice`).  A thread may lower its own
    priority without any privilege; the threads it starts inherit it."""
    if not sys.platform.startswith("linux"):
        return
    me = threading.get_native_id()
    try:
        os.setpriority(
            os.PRIO_PROCESS, me, os.getpriority(os.PRIO_PROCESS, me) + BACKGROUND_NICENESS
        )
    except OSError:  # pragma: no cover - a sandbox that forbids it: the search runs as it is
        pass
    set_time_slice(0)


# sched_setattr(2)'s number, by machine (the C library has no wrapper for it)
_SCHED_SETATTR = {"x86_64": 314, "aarch64": 274, "arm64": 274}


def set_time_slice(nanoseconds: int) -> bool:
    """Ask Linux's scheduler for a time slice of ``nanoseconds`` (0.1-100 ms; 0: its usual
    one, 0.75 ms times 1 + log2 of the cores) for the calling thread, keeping its policy
    and niceness; True when the kernel took the request.  Since Linux 6.12 a thread with a
    shorter slice than the one running takes the core from it when it wakes (EEVDF's
    custom slices; no privilege needed): the GUI thread asks for one
    (``ui.workers.interpreter``).  Older kernels take the request and change nothing;
    other systems and machines: nothing is done (False).  The threads a thread starts
    inherit its slice."""
    number = _SCHED_SETATTR.get(platform.machine())
    if not sys.platform.startswith("linux") or number is None:
        return False
    me = threading.get_native_id()
    try:
        if os.sched_getscheduler(me) != os.SCHED_OTHER:
            return False  # a policy someone chose (batch, idle): left alone
        nice = os.getpriority(os.PRIO_PROCESS, me)
    except OSError:  # pragma: no cover - a sandbox that forbids it
        return False
    # struct sched_attr, its first version (48 bytes): size, policy, flags, nice,
    # priority, runtime (the slice, for SCHED_OTHER), deadline, period
    attr = struct.pack("=IIQiIQQQ", 48, os.SCHED_OTHER, 0, nice, 0, nanoseconds, 0, 0)
    libc = ctypes.CDLL(None, use_errno=True)
    return int(libc.syscall(number, me, ctypes.create_string_buffer(attr, len(attr)), 0)) == 0


def _niceness() -> int:
    """The calling thread's niceness where the system keeps one per thread (else 0)."""
    if not sys.platform.startswith("linux"):
        return 0
    try:
        return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    except OSError:  # pragma: no cover - a sandbox that forbids it
        return 0


class _Hand:
    """One long-lived daemon thread of :class:`SearchThreads`: it runs the work it is
    given, one piece after another, at the niceness it was made for.  While idle it waits
    on a bare lock (it allocates nothing a collection could count, see ``ui.workers.gui_gc``)."""

    def __init__(self, threads: SearchThreads, key: tuple[bool, int], name: str) -> None:
        self._threads, self.key = threads, key
        self._go = threading.Lock()
        self._go.acquire()  # released by give(): there is work
        self._work: Callable[[], None] | None = None
        self.thread = threading.Thread(target=self._loop, name=name, daemon=True)

    def give(self, work: Callable[[], None], name: str) -> None:
        self._work = work
        self.thread.name = name
        self._go.release()

    def _loop(self) -> None:
        if self.key[0]:
            step_back()
        while True:
            self._go.acquire()
            work, self._work = self._work, None
            if work is not None:
                work()  # Search._run: it catches what its job raises
            if not self._threads._take_back(self):
                return


class SearchThreads:
    """Daemon threads kept for the next search (a :class:`Search` given them as ``threads``).

    ``Thread.start`` waits until the new thread runs: 1.7-5 ms of the GUI thread's time at
    each of the computer's moves, inside the event loop's longest gap (issue 47, target 7).
    A thread kept here waits on a lock instead and is handed the next search at once.

    A thread serves only searches that want its niceness (its starter's, plus
    :data:`BACKGROUND_NICENESS` for a ``background`` search): a thread can lower its own
    priority but not raise it again, so a background thread is never reused for a search
    at normal priority.  A search that is given up (it ignores its flag) keeps its thread
    until it returns: the next one gets another idle thread, or a new one.  At most
    ``keep`` idle threads of each niceness are kept; one more that comes back ends.  The
    one that waited least is handed the next search.  A background thread has the system's
    usual time slice (:func:`step_back`); one at normal priority keeps the slice of the
    thread that made it."""

    def __init__(self, keep: int = 2) -> None:
        self._keep = keep
        self._lock = threading.Lock()
        self._idle: list[_Hand] = []
        self._idle_threads: set[threading.Thread] = set()

    def run(self, work: Callable[[], None], *, background: bool, name: str) -> threading.Thread:
        """Run ``work`` on an idle thread of the wanted niceness, or on a new one; the thread."""
        niceness = _niceness()
        if background:
            niceness = min(19, niceness + BACKGROUND_NICENESS)
        key = (background, niceness)
        with self._lock:
            hand = next((h for h in reversed(self._idle) if h.key == key), None)
            if hand is not None:
                self._idle.remove(hand)
                self._idle_threads.discard(hand.thread)
        if hand is not None:
            hand.give(work, name)
        else:
            hand = _Hand(self, key, name)
            hand.give(work, name)
            hand.thread.start()
        return hand.thread

    def is_idle(self, thread: threading.Thread) -> bool:
        """``thread`` is one of these, waiting for a search (nothing to wait for at exit)."""
        with self._lock:
            return thread in self._idle_threads

    def _take_back(self, hand: _Hand) -> bool:
        """On ``hand``'s thread, its work done: keep it (True) or let it end.  Written to
        make no object a collection counts: its search is no longer watched, so automatic
        collection may be on (``ui.workers.gui_gc``)."""
        with self._lock:
            alike = 0
            for other in self._idle:
                if other.key == hand.key:
                    alike += 1
            if alike >= self._keep:
                return False
            self._idle.append(hand)
            self._idle_threads.add(hand.thread)
            return True


SEARCH_THREADS = SearchThreads()  # the process's: the window's searches reuse them


class Search:
    """One job on a daemon thread (its own, or a kept one); see the module's docstring."""

    def __init__(
        self,
        job: Job,
        on_finish: Callable[[Finish], None] | None = None,
        *,
        on_report: Report | None = None,
        interval: float = 0.0,
        guard: Guard | None = None,
        hurry_after: float | None = None,
        grace: float = HURRY_GRACE_S,
        name: str = "search",
        register: Callable[[Search], object] | None = None,
        background: bool = False,
        threads: SearchThreads | None = None,
    ) -> None:
        self._job, self._on_finish, self._on_report = job, on_finish, on_report
        self._background = background
        self._interval, self._guard = interval, guard
        self._hurry_after, self._grace = hurry_after, grace
        self._cancel = threading.Event()  # nothing more is delivered: cancelled, or finished
        self._hurry = threading.Event()  # answer now
        self._done = threading.Event()  # on_finish has been called
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self._finish: Finish | None = None
        self._last: Any = None
        self._held: Any = None  # a report that came too soon, to send later
        self._sent_at: float | None = None
        self._started = 0.0
        self._name = name
        self._began = False  # start() was called
        self._ended = threading.Event()  # the job's thread is done with it
        self._threads = threads
        self._thread: threading.Thread | None = None
        if threads is None:
            self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        if register is not None:
            register(self)

    def start(self) -> Search:
        """Start the job's thread, or hand the job to one of ``threads`` (see
        :class:`SearchThreads`); the deadline's timer is started there (see the module)."""
        self._started = time.perf_counter()
        self._began = True
        if self._threads is not None:
            self._threads.run(self._run, background=self._background, name=self._name)
        elif self._thread is not None:
            self._thread.start()
        return self

    # -- asked from outside ----------------------------------------------------------------
    def hurry(self) -> None:
        """Ask for the answer now; give the job up if none comes within the grace."""
        with self._lock:
            if self._cancel.is_set() or self._hurry.is_set():
                return
            self._hurry.set()
            flag_raised()
            self._set_timer(self._grace, self._give_up)

    def cancel(self) -> None:
        """Drop the job: nothing more of it is delivered once this returns."""
        with self._lock:
            self._cancel.set()
            flag_raised()
            self._set_timer(None, None)

    def wait(self, timeout: float | None = None) -> Finish | None:
        """The finish, once there is one (None: not within ``timeout``, or cancelled)."""
        self._done.wait(timeout)
        return self._finish

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the job to end (a job given up may run on); True when it has (or
        was never started)."""
        return not self._began or self._ended.wait(timeout)

    def is_alive(self) -> bool:
        """The job still runs on its thread (even a job given up or cancelled)."""
        return self._began and not self._ended.is_set()

    def is_running(self) -> bool:
        """The job runs and its answer is still wanted."""
        return self.is_alive() and not self._cancel.is_set()

    # -- on the job's thread and the timer's -------------------------------------------------
    def _run(self) -> None:
        try:
            self._run_job()
        finally:
            self._ended.set()

    def _run_job(self) -> None:
        if self._background and self._thread is not None:  # a kept thread stepped back once
            step_back()
        if self._hurry_after is not None:
            with self._lock:
                if not self._hurry.is_set():  # not hurried (or cancelled) before it ran
                    left = self._hurry_after - (time.perf_counter() - self._started)
                    self._set_timer(left, self.hurry)
        flag = Polite(
            self._cancel,
            self._hurry,
            guard=self._guard,
            on_look=self._send_due if self._on_report is not None else None,
        )
        try:
            answer, error = self._job(flag, self._report), None
        except BaseException as exc:  # a broken search (even SystemExit) must not hang its caller
            answer, error = None, exc
        with self._lock:
            if not self._cancel.is_set():
                self._settle(
                    Finish(
                        answer,
                        error,
                        time.perf_counter() - self._started,
                        self._hurry.is_set(),
                        False,
                        self._last,
                    )
                )

    def _report(self, reading: Any) -> None:
        self._last = reading
        if self._on_report is None:
            return
        self._held = reading
        self._send_due()

    def _send_due(self) -> None:
        """Send the report held back, once its interval is up (on the job's thread)."""
        if self._held is None:
            return
        now = time.perf_counter()
        if self._sent_at is not None and now - self._sent_at < self._interval:
            return
        reading, self._held, self._sent_at = self._held, None, now
        with self._lock:
            if not self._cancel.is_set() and self._on_report is not None:
                self._on_report(reading)

    def _give_up(self) -> None:
        with self._lock:
            if not self._cancel.is_set():
                self._settle(
                    Finish(None, None, time.perf_counter() - self._started, True, True, self._last)
                )

    def _settle(self, finish: Finish) -> None:
        """Deliver ``finish`` (under the lock): nothing of the job comes after it."""
        self._cancel.set()
        self._set_timer(None, None)
        self._finish = finish
        try:
            if self._on_finish is not None:
                self._on_finish(finish)
        finally:
            self._done.set()

    def _set_timer(self, seconds: float | None, action: Callable[[], None] | None) -> None:
        """Replace the pending timer (under the lock); None: no timer."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if seconds is not None and action is not None and not self._cancel.is_set():
            timer = threading.Timer(max(0.0, seconds), action)
            timer.daemon = True
            timer.start()
            self._timer = timer


# -- a move -----------------------------------------------------------------------------------
def move_job(player: Player, game: Game) -> Job:
    """The job that asks ``player`` for its move in ``game`` (a copy nobody else
    changes); a player that ``reports_progress`` reports its analyses."""

    def job(cancel: Cancel, report: Report) -> Move:
        if player.reports_progress:
            return player.choose_move(game, cancel, on_progress=report)
        return player.choose_move(game, cancel)

    return job
