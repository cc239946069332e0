"""Cyclic garbage is collected on the GUI thread while a window is open (see
ui/workers/gui_gc.py)."""

from __future__ import annotations

import gc
import threading
import time

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import make_window
from tictactoe.ui.workers.gui_gc import GuiCollector


class Cycle:
    def __init__(self, log: list) -> None:
        self.me = self
        self.log = log

    def __del__(self) -> None:
        self.log.append(threading.current_thread().name)


def test_garbage_made_in_a_thread_is_finalised_on_the_gui_thread(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert not gc.isenabled()
    log: list = []

    def churn() -> None:  # a search's worth of allocation, with cycles among it
        for _ in range(20_000):
            Cycle(log)
            [[] for _ in range(5)]

    worker = threading.Thread(target=churn, name="search")
    worker.start()
    worker.join()
    assert "search" not in log  # nothing was collected in the worker
    qtbot.waitUntil(lambda: len(log) > 10_000, timeout=5000)
    assert set(log) == {threading.main_thread().name}
    window.close()
    assert gc.isenabled()  # no window left: Python collects again


def test_collection_comes_back_only_when_the_last_collector_lets_go(qapp):
    first, second = GuiCollector(), GuiCollector()
    assert not gc.isenabled()
    first.release()
    first.release()  # twice is once
    assert not gc.isenabled()
    second.deleteLater()
    second = None
    qapp.processEvents()
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert gc.isenabled()


def test_collection_stays_off_while_a_search_thread_of_a_closed_window_runs(qapp):
    """A search still unwinding when the last window lets go must not collect
    PySide garbage off the GUI thread: collection comes back only with a later
    window's release, once no watched thread is alive."""
    from tictactoe.ui.workers.gui_gc import watch

    release = threading.Event()
    worker = watch(threading.Thread(target=release.wait, name="search", daemon=True))
    worker.start()
    collector = GuiCollector()
    collector.release()
    assert not gc.isenabled()  # the search still runs
    release.set()
    worker.join()
    later = GuiCollector()
    later.release()
    assert gc.isenabled()


def test_no_search_starts_after_its_window_has_closed(qtbot, tmp_path):
    """A move just before the window closes arms the analyst's settle timer; once the
    window has closed (its collector let go) the timer must not start a search: that
    search ran on into the next test while automatic collection was back, and the
    suite hung with the GUI thread collecting (a hang seen once)."""
    from tictactoe.game import Rules
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.window.analyst import SETTLE_MS

    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(15, 15, 5)))
    window.analyst.set_panel(True)
    window.controller.click_cell(7, 7)
    window.close()  # within the settle interval
    qtbot.wait(3 * SETTLE_MS)
    assert window.analyst.job() is None
    assert not window.analyst.runner.is_busy()


def test_a_search_started_with_no_window_holds_collection_off_until_it_has_ended():
    from tictactoe.ui.workers import gui_gc

    assert gui_gc.settle(5.0) == [] and gc.isenabled()
    release = threading.Event()
    worker = gui_gc.watch(threading.Thread(target=release.wait, name="search", daemon=True))
    worker.start()
    assert not gc.isenabled()  # no window: the search holds it off
    assert gui_gc.settle(0.05) == [worker]  # still running: it stays off
    assert not gc.isenabled()
    release.set()
    assert gui_gc.settle(5.0) == []
    assert gc.isenabled()


def test_the_oldest_generation_is_collected_only_once_it_has_grown_by_a_quarter(qapp):
    """As Python does.  A full pass walks every object of the process on the GUI thread
    while a search waits for the GIL; the collector made one each time the oldest
    generation's count passed its threshold, however little it had grown."""
    generations: list[int] = []

    def record(phase: str, info: dict) -> None:
        if phase == "start":
            generations.append(info["generation"])

    collector = GuiCollector()
    gc.collect()  # the oldest generation as it is now (earlier tests' objects): its last pass
    gc.callbacks.append(record)
    try:
        for _ in range(200):  # a search's young garbage: the old generation stays put
            young = [[] for _ in range(800)]
            collector.collect()
            del young
        assert generations.count(1) > 10 and 2 not in generations
        kept, start = [], len(gc.get_objects(2))
        while 2 not in generations and len(kept) < 3 * start:  # long-lived objects pile up
            kept.extend([[] for _ in range(2000)])
            collector.collect()
        assert 2 in generations and len(kept) > start // 4
    finally:
        gc.callbacks.remove(record)
        collector.release()


def test_growth_is_counted_from_the_last_full_collection_whoever_made_it(qapp):
    """After a full collection the collector did not make (Python's own, while no window
    held collection off), the oldest generation's growth counts from that one: it counted
    from the collector's own last pass, so a full pass came too early (the suite failed
    once when earlier tests had filled the oldest generation)."""
    from tictactoe.ui.workers import gui_gc

    collector, kept = GuiCollector(), []
    try:
        gc.collect()
        assert not gui_gc._oldest_grown()  # the first look: the baseline
        start = gui_gc._oldest[0]
        kept += [[] for _ in range(start // 5)]  # long-lived: in the oldest generation
        gc.collect()  # a full pass made by someone else
        kept += [[] for _ in range(start // 10)]
        gc.collect(1)  # promoted: the oldest grew by 30%
        assert len(gc.get_objects(2)) > start * 5 // 4
        assert not gui_gc._oldest_grown()  # only 10% since the last full pass
    finally:
        collector.release()
        del kept


def test_a_kept_search_thread_waiting_for_work_holds_up_neither_collection_nor_the_exit():
    """The window's searches run on kept threads (players.worker.SearchThreads): watched
    is the search, not its thread, which outlives it waiting for the next one."""
    from tictactoe.players.worker import SEARCH_THREADS, Search
    from tictactoe.ui.window.app import _working
    from tictactoe.ui.workers import gui_gc

    assert gui_gc.settle(5.0) == [] and gc.isenabled()
    release = threading.Event()
    ran_on: list[threading.Thread] = []

    def job(cancel, report):
        ran_on.append(threading.current_thread())
        release.wait(5)

    search = Search(job, register=gui_gc.watch, threads=SEARCH_THREADS).start()
    assert not gc.isenabled()  # no window: the search holds it off
    assert gui_gc.settle(0.05) == [search]
    assert _working(ran_on[0])  # the app's exit waits for it (a little)
    release.set()
    assert gui_gc.settle(5.0) == [] and gc.isenabled()
    deadline = time.monotonic() + 5
    while _working(ran_on[0]) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert ran_on[0].is_alive() and not _working(ran_on[0])  # kept, and not waited for


def test_the_start_is_frozen_once_the_preload_has_ended_and_only_once(qtbot, monkeypatch):
    """The app freezes its start's objects (gui_gc.freeze_startup) on the GUI thread when
    the AI's preload thread has ended, not before: afterwards a full collection walks only
    what came since.  The start's garbage is collected first, not frozen with it."""
    from PySide6.QtCore import QObject

    from tictactoe.ui.workers import gui_gc

    monkeypatch.setattr(gui_gc, "_frozen", [False])
    release = threading.Event()
    preload = threading.Thread(target=release.wait, args=(10,), name="ai-preload", daemon=True)
    preload.start()
    owner, log, frozen_before, enabled = QObject(), [], gc.get_freeze_count(), gc.isenabled()
    gc.disable()  # as a window holds it: only freeze_startup collects here
    Cycle(log)  # garbage of the start: collected, not frozen
    try:
        timer = gui_gc.freeze_after(preload, owner)
        qtbot.wait(3 * gui_gc.TICK_MS)
        assert gc.get_freeze_count() == frozen_before and timer.isActive()  # preloading
        assert not log
        release.set()
        qtbot.waitUntil(lambda: gc.get_freeze_count() > frozen_before, timeout=5000)
        assert log and not timer.isActive()
        assert gc.get_freeze_count() - frozen_before > 10_000  # the suite's modules and more
        gc.collect()
        assert len(gc.get_objects(2)) < gc.get_freeze_count() // 10  # left for full passes
        assert not gui_gc.freeze_startup()  # once a process
    finally:
        release.set()
        gc.unfreeze()  # the rest of the suite collects as before
        if enabled:
            gc.enable()
