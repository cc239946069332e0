"""The worker (no Qt): one search on a thread, with a deadline and a fallback."""

from __future__ import annotations

import sys
import threading
import time

import pytest

from tictactoe.ai import Analysis
from tictactoe.game import Game
from tictactoe.players import make_player
from tictactoe.players.worker import Finish, Polite, Search, move_job


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
