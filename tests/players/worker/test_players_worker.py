"""The worker (no Qt): one search on a thread, with a deadline and a fallback."""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from tictactoe.ai import Analysis
from tictactoe.game import Game
from tictactoe.players import make_player
from tictactoe.players.worker import Finish, Polite, Search, SearchThreads, move_job


def _collect(**kwargs) -> tuple[Search, list[Finish], list[object]]:
    finishes: list[Finish] = []
    reports: list[object] = []
    job = kwargs.pop("job")
    search = Search(job, finishes.append, on_report=reports.append, **kwargs)
    return search, finishes, reports


def test_an_answer_is_delivered_once_with_the_last_report() -> None:
    def job(cancel, report):
        for i in range(5):
            report(i)
        return "done"

    search, finishes, reports = _collect(job=job)
    finish = search.start().wait(5)
    assert finish is not None and finish.answer == "done" and finish.last == 4
    assert not finish.hurried and not finish.given_up and finish.error is None
    assert search.join(5) and finishes == [finish] and reports == [0, 1, 2, 3, 4]


def test_reports_are_thinned_to_one_per_interval_the_first_passes() -> None:
    def job(cancel, report):
        end = time.perf_counter() + 0.35
        n = 0
        while time.perf_counter() < end:
            report(n)
            n += 1
            time.sleep(0.001)
        return n

    search, _finishes, reports = _collect(job=job, interval=0.1)
    finish = search.start().wait(5)
    assert finish is not None and finish.answer > 50
    assert reports[0] == 0 and 2 <= len(reports) <= 5  # ~0, 0.1, 0.2, 0.3 s
    assert finish.last == finish.answer - 1


def test_the_deadline_hurries_a_search_that_then_answers_its_best_so_far() -> None:
    def job(cancel, report):
        best = 0
        while not cancel.is_set():
            best += 1
            time.sleep(0.001)
        return best

    search, _finishes, _ = _collect(job=job, hurry_after=0.1, grace=5.0)
    started = time.monotonic()
    finish = search.start().wait(5)
    assert finish is not None and finish.hurried and not finish.given_up and finish.answer > 0
    assert time.monotonic() - started < 2.0


def test_the_deadlines_timer_is_started_by_the_search_not_by_its_caller(monkeypatch) -> None:
    # Thread.start waits until the new thread runs: on the GUI thread, under load, a
    # second start (the deadline's timer) at each move cost 2.5-7.7 ms of waiting
    def job(cancel, report):
        while not cancel.is_set():
            time.sleep(0.001)
        return "best so far"

    starts: list[tuple[threading.Thread, threading.Thread]] = []  # (who started, what)
    start = threading.Thread.start

    def counted(thread: threading.Thread) -> None:
        starts.append((threading.current_thread(), thread))
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    search = Search(job, hurry_after=0.05, name="the-search")
    finish = search.start().wait(5)
    assert finish is not None and finish.hurried and finish.answer == "best so far"
    timers = [
        (who, what)
        for who, what in starts
        if getattr(getattr(what, "function", None), "__self__", None) is search
    ]
    assert timers and timers[0][0].name == "the-search"  # the deadline's, on its thread
    caller = threading.current_thread()
    assert not [what for who, what in timers if who is caller]


def test_a_search_deaf_to_its_flag_is_given_up_after_the_grace_and_its_late_answer_dropped() -> (
    None
):
    release = threading.Event()

    def job(cancel, report):
        report("depth 1")
        release.wait(10)
        return "late"

    search, finishes, _ = _collect(job=job, hurry_after=0.1, grace=0.2)
    started = time.monotonic()
    finish = search.start().wait(5)
    waited = time.monotonic() - started
    assert finish is not None and finish.given_up and finish.hurried
    assert finish.answer is None and finish.last == "depth 1"
    assert 0.25 <= waited < 2.0 and search.is_alive() and not search.is_running()
    release.set()
    assert search.join(5) and finishes == [finish]  # the late answer went nowhere


def test_hurry_from_outside_gives_up_after_the_grace() -> None:
    release = threading.Event()
    search, _finishes, _ = _collect(job=lambda cancel, report: release.wait(10), grace=0.1)
    search.start()
    time.sleep(0.05)
    assert search.wait(0.01) is None
    search.hurry()
    finish = search.wait(5)
    release.set()
    assert finish is not None and finish.given_up


def test_nothing_is_delivered_once_cancel_returns() -> None:
    go = threading.Event()
    flag_seen = threading.Event()

    def job(cancel, report):
        go.wait(5)
        if cancel.is_set():
            flag_seen.set()
        report("after")
        return "answer"

    search, finishes, reports = _collect(job=job)
    search.start()
    search.cancel()
    go.set()
    assert search.join(5)
    assert flag_seen.is_set() and finishes == [] and reports == []
    assert search.wait(0.01) is None


def test_anything_raised_comes_back_in_the_finish() -> None:
    def job(cancel, report):
        raise SystemExit(3)

    finish = Search(job).start().wait(5)
    assert (
        finish is not None
        and isinstance(finish.error, SystemExit)
        and finish.why == "SystemExit: 3"
    )

    def quiet(cancel, report):
        raise KeyboardInterrupt

    finish = Search(quiet).start().wait(5)
    assert finish is not None and finish.why == "KeyboardInterrupt"


def test_a_polite_flag_waits_out_the_guard_but_never_when_set() -> None:
    class Guard:
        def __init__(self) -> None:
            self.until = time.perf_counter() + 0.05
            self.looks = 0

        def busy(self) -> bool:
            self.looks += 1
            return time.perf_counter() < self.until

    flag = threading.Event()
    started = time.perf_counter()
    assert Polite(flag, guard=Guard()).is_set() is False
    assert time.perf_counter() - started >= 0.04
    flag.set()
    guard = Guard()
    assert Polite(threading.Event(), flag, guard=guard).is_set() is True
    assert guard.looks <= 1  # it did not wait (each wait looks again): not timed


def test_a_player_that_reports_its_progress_reports_through_the_worker() -> None:
    game = Game(9, 9, 5)
    game.play((4, 4))
    reports: list[object] = []
    player = make_player("hard", seed=1, time_limit=0.3)
    finish = Search(move_job(player, game), on_report=reports.append).start().wait(10)
    assert finish is not None and game.is_legal(finish.answer)
    assert reports and all(isinstance(r, Analysis) for r in reports) and finish.last is reports[-1]
    silent: list[object] = []
    finish = (
        Search(move_job(make_player("medium", seed=1), game), on_report=silent.append)
        .start()
        .wait(10)
    )
    assert finish is not None and game.is_legal(finish.answer) and silent == []


def _niceness() -> int:
    import os

    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a priority per thread: Linux")
def test_a_background_search_runs_nicer_than_its_starter_and_leaves_the_starter_as_it_was() -> None:
    """The window's searches yield the cores to the window's thread (issue 47, target 7);
    the brain's do not, and neither changes the thread that started it."""
    from tictactoe.players.worker import BACKGROUND_NICENESS

    starter = _niceness()
    seen = {}
    for background in (True, False):
        search = Search(lambda cancel, report: _niceness(), background=background)
        finish = search.start().wait(5)
        assert finish is not None and finish.error is None
        seen[background] = finish.answer
    assert seen[False] == starter
    assert seen[True] == min(19, starter + BACKGROUND_NICENESS)
    if starter < 19:
        assert seen[True] > starter
    assert _niceness() == starter


# -- kept threads (issue 47, target 7: no Thread.start on the GUI thread at each move) ----------
def _on_its_thread(cancel, report) -> tuple[int, int]:
    return threading.get_ident(), _niceness()


def test_a_kept_thread_runs_the_next_search_and_the_caller_starts_no_thread(monkeypatch) -> None:
    threads = SearchThreads()
    first = Search(_on_its_thread, threads=threads).start()
    one = first.wait(5)
    assert one is not None and first.join(5) and not first.is_alive()
    started: list[threading.Thread] = []
    start = threading.Thread.start

    def counted(thread: threading.Thread) -> None:
        if threading.current_thread() is threading.main_thread():
            started.append(thread)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    second = Search(_on_its_thread, threads=threads, name="second").start()
    two = second.wait(5)
    assert two is not None and two.answer[0] == one.answer[0]  # the same thread, reused
    assert started == []
    assert second.join(5)
    fresh = Search(_on_its_thread).start()  # without kept threads: a thread of its own
    assert fresh.wait(5) is not None and len(started) == 1


def test_a_search_given_up_keeps_its_thread_and_the_next_gets_another() -> None:
    threads = SearchThreads()
    release = threading.Event()
    ran_on: list[threading.Thread] = []

    def deaf(cancel, report):
        ran_on.append(threading.current_thread())
        release.wait(10)
        return "late"

    def quick(cancel, report):
        ran_on.append(threading.current_thread())
        return "now"

    stuck = Search(deaf, hurry_after=0.05, grace=0.1, threads=threads).start()
    finish = stuck.wait(5)
    assert finish is not None and finish.given_up and stuck.is_alive()
    started = time.monotonic()
    after = Search(quick, threads=threads).start().wait(5)
    assert after is not None and after.answer == "now" and time.monotonic() - started < 2.0
    assert ran_on[0] is not ran_on[1] and ran_on[0].is_alive()
    release.set()
    assert stuck.join(5) and stuck.wait(0) is finish  # the late answer went nowhere
    deadline = time.monotonic() + 5  # both threads wait for the next searches
    while not all(threads.is_idle(t) for t in ran_on) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert all(threads.is_idle(t) for t in ran_on)


def test_at_most_keep_idle_threads_are_kept_and_an_idle_one_is_not_a_running_search() -> None:
    threads = SearchThreads(keep=1)
    go = threading.Event()
    searches = [
        Search(lambda cancel, report: (go.wait(5), threading.current_thread())[1], threads=threads)
        for _ in range(2)
    ]
    for search in searches:
        search.start()
    go.set()
    workers = []
    for search in searches:
        finish = search.wait(5)
        assert finish is not None and search.join(5)
        workers.append(finish.answer)
    assert workers[0] is not workers[1]
    deadline = time.monotonic() + 5
    while sum(w.is_alive() for w in workers) > 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    alive = [w for w in workers if w.is_alive()]
    assert len(alive) == 1 and threads.is_idle(alive[0])  # the other one ended


def test_cancel_delivers_nothing_on_a_kept_thread() -> None:
    threads = SearchThreads()
    Search(_on_its_thread, threads=threads).start().join(5)  # one thread waits now
    go = threading.Event()
    reports: list[object] = []
    finishes: list[Finish] = []

    def job(cancel, report):
        go.wait(5)
        report("after")
        return "answer"

    search = Search(job, finishes.append, on_report=reports.append, threads=threads).start()
    search.cancel()
    go.set()
    assert search.join(5) and finishes == [] and reports == [] and search.wait(0.01) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a priority per thread: Linux")
def test_a_kept_thread_serves_only_searches_of_its_niceness() -> None:
    """A thread cannot raise its priority again: a background search's kept thread is
    never handed a search at normal priority (the brain's), and reused background
    searches stay nicer than their starter."""
    from tictactoe.players.worker import BACKGROUND_NICENESS

    threads = SearchThreads()
    starter = _niceness()
    seen = []
    for background in (True, False, True, False):
        finish = Search(_on_its_thread, background=background, threads=threads).start().wait(5)
        assert finish is not None and finish.error is None
        seen.append(finish.answer)
    assert seen[0][0] == seen[2][0] and seen[1][0] == seen[3][0]  # each kind reused
    assert seen[0][0] != seen[1][0]
    nicer = min(19, starter + BACKGROUND_NICENESS)
    assert [n for _, n in seen] == [nicer, starter, nicer, starter]
    assert _niceness() == starter


def _slice() -> int | None:
    """The calling thread's time slice in ns (None: the kernel shows none)."""
    try:
        with open("/proc/thread-self/sched") as stats:
            lines = stats.read().splitlines()
    except OSError:
        return None
    found = [line.split()[-1] for line in lines if line.startswith("se.slice")]
    return int(found[0]) if found else None


def _on_a_thread(function):
    """``function()`` on a thread of its own (this one's scheduling is left as it is)."""
    out: list[object] = []
    thread = threading.Thread(target=lambda: out.append(function()))
    thread.start()
    thread.join(10)
    return out[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a slice per thread: Linux")
def test_the_gui_thread_asks_for_a_short_slice_and_a_background_search_gives_it_back() -> None:
    """The GUI thread's short slice (issue 47, target 7: it takes a core when it wakes)
    is not handed on to the window's searches, which start from it."""
    from tictactoe.players.worker import set_time_slice
    from tictactoe.ui.workers.interpreter import (
        GUI_TIME_SLICE_NS,
        QT_SERIAL_PAINT,
        configure_interpreter,
    )

    usual = _on_a_thread(_slice)
    asked = _on_a_thread(lambda: set_time_slice(GUI_TIME_SLICE_NS) and _slice())
    if usual is None or asked != GUI_TIME_SLICE_NS:
        pytest.skip("no time slice per thread on this kernel (custom slices: Linux 6.12)")

    def as_the_gui() -> tuple:
        switch, serial = sys.getswitchinterval(), os.environ.get(QT_SERIAL_PAINT[0])
        configure_interpreter()
        sys.setswitchinterval(switch)
        if serial is None:  # the test process's painting is left as it was
            del os.environ[QT_SERIAL_PAINT[0]]
        threads = SearchThreads()
        seen = []
        for background in (True, True, False):
            job = Search(lambda c, r: _slice(), background=background, threads=threads)
            finish = job.start().wait(5)
            assert finish is not None
            seen.append(finish.answer)
        return _slice(), seen

    gui, (background, again, normal) = _on_a_thread(as_the_gui)
    assert gui == GUI_TIME_SLICE_NS != usual
    assert background == again == usual  # also on its kept thread
    assert normal == GUI_TIME_SLICE_NS  # a thread at normal priority inherits its starter's
