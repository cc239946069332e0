"""One autosave slot per window, held by a lock a second window respects (issue 40)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from tictactoe.game import Game, Rules
from tictactoe.storage import AutosaveStore, SeriesState, Snapshot
from tictactoe.storage.slots import SlotLock, Slots

HOLD = """
import sys
from tictactoe.storage.slots import Slots
slots = Slots(sys.argv[1])
slots.claim()
print("holding", slots.store.slot or "-", flush=True)
sys.stdin.readline()
"""


def _snapshot(moves: int, games: int = 3) -> Snapshot:
    game = Game.for_rules(Rules(15, 15, 5))
    for n in range(moves):
        game.play((n, 0) if n % 2 == 0 else (n, 5))
    return Snapshot(game, {"X": "human", "O": "human"}, SeriesState("human", "human", games=games))


def _holder(folder) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout.readline().startswith("holding")
    return process


def test_each_window_claims_a_slot_no_one_holds_and_that_holds_no_game(tmp_path):
    AutosaveStore(tmp_path).write(_snapshot(3))  # an earlier run's game in slot ""
    first, second = Slots(tmp_path), Slots(tmp_path)
    assert first.claim().slot == "2" and second.claim().slot == "3"
    assert first.claim().slot == "2"  # kept for the window's next games
    games, unreadable = second.others()
    assert [g.slot for g in games] == [""] and unreadable == []
    first.release()
    second.release()
    assert not (tmp_path / "autosave-2.lock").exists()  # an empty slot leaves nothing


def test_a_slot_held_by_another_process_is_neither_listed_nor_taken(tmp_path):
    holder = _holder(tmp_path)  # holds slot ""
    try:
        AutosaveStore(tmp_path).write(_snapshot(4))  # (as its writer thread would)
        mine = Slots(tmp_path)
        assert mine.others() == ([], [])
        assert not mine.adopt("")
        assert mine.claim().slot == "2"
    finally:
        holder.communicate("\n", timeout=30)
    mine.release()
    assert [g.slot for g in Slots(tmp_path).others()[0]] == [""]  # free once it quit


def test_a_killed_window_lets_go_of_its_slot(tmp_path):
    holder = _holder(tmp_path)
    AutosaveStore(tmp_path).write(_snapshot(5))
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    mine = Slots(tmp_path)
    [game] = mine.others()[0]
    assert game.snapshot.game.moves == _snapshot(5).game.moves
    assert mine.adopt(game.slot) and mine.store.slot == ""


def test_the_other_games_come_newest_first_and_an_unreadable_one_is_reported(tmp_path):
    AutosaveStore(tmp_path, "2").write(_snapshot(2))
    AutosaveStore(tmp_path, "3").write(_snapshot(6))
    os.utime(tmp_path / "autosave-2.json", (1e9, 1e9))
    (tmp_path / "autosave-4.json").write_text("{")
    (tmp_path / "autosave-0.json").write_text("{")  # not a slot's name: never read
    games, unreadable = Slots(tmp_path).others()
    assert [g.slot for g in games] == ["3", "2"]
    assert [store.slot for store, _ in unreadable] == ["4"]


def test_a_lock_file_removed_by_its_holder_never_gives_one_slot_to_two(tmp_path):
    first = SlotLock(tmp_path / "autosave.lock")
    assert first.acquire()
    second = SlotLock(tmp_path / "autosave.lock")
    assert not second.acquire() and not second.free()
    first.release(remove=True)
    assert second.acquire()
    third = SlotLock(tmp_path / "autosave.lock")
    assert not third.acquire()
    second.release()
    assert third.free()


@pytest.mark.parametrize("slot, name", [("", "autosave.json"), ("12", "autosave-12.json")])
def test_slot_file_names(tmp_path, slot, name):
    store = AutosaveStore(tmp_path, slot)
    assert store.state_path.name == name
    assert store.game_path.name == name.replace(".json", ".ttt")


def test_the_writer_does_what_was_asked_of_each_slot(tmp_path):
    """A retire still pending for one slot when the window goes on in another (it resumed
    a game) is done too: one pending job for all slots would have dropped it."""
    import threading

    from tictactoe.storage import AutosaveWriter

    class Slow(AutosaveStore):
        gate = threading.Event()

        def write(self, snapshot: Snapshot) -> None:
            self.gate.wait(30)
            super().write(snapshot)

    first, second = Slow(tmp_path), AutosaveStore(tmp_path, "2")
    writer = AutosaveWriter(first)
    writer.submit(_snapshot(1))  # being written (held at the gate)
    writer.submit(_snapshot(3))  # pending for slot ""
    writer.retire()  # ... replaced by its retire: the game ended
    writer.use(second)
    writer.submit(_snapshot(4))  # pending for slot "2"
    Slow.gate.set()
    assert writer.close(10.0)
    assert not first.exists() and second.read().game.moves == _snapshot(4).game.moves
