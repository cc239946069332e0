"""The unfinished game, kept across runs: written after every change, offered for Resume.

Two files per slot in the data directory, each written atomically
(``files.write_atomic``); each window plays in a slot of its own (slot "" is
``autosave.json``, slot "2" ``autosave-2.json``...; :mod:`~tictactoe.storage.slots`
says which window holds which), so two windows never write over each other's game:

* ``autosave.json``, the one Resume reads: the series state (both players' specs,
  who starts, the series length, the results so far, the session's earlier
  results, the statistics row of a finished game) *and* the game record itself,
  embedded as the same JSON object ``records.save`` writes.
* ``autosave.ttt``, an ordinary game file (``records.save``), so Open reads the
  autosaved game like any other.

Both carry the help taken in the game (the record's ``help``), so a game with a
hint resumes as a game with a hint, after a SIGKILL too.

Why a sidecar that embeds the record, rather than a field in the record: the
native format's reader refuses unknown fields (its strictness is what catches a
hostile file), so a series field would need a new format version; and two
files renamed one after the other can be caught between the renames by a
SIGKILL or a power cut.  One file renamed once cannot: whatever Resume reads
is a game and the series it belongs to, from the same moment.  The record is a
few kilobytes, so writing it twice costs little (``tictactoe bench``'s gui
section measures it: well under the 5 ms the GUI thread could spare).

Who can read it: the state file is version 1, the layout version 0.1.0 reads, and its
record is of the oldest game-file version that holds the game
(:mod:`tictactoe.records.native`), so 0.1.0 resumes a plain freestyle game kept by a
newer version; a game it cannot play (a rule, an opening by swap, help other than hints)
has a record of version 2, which 0.1.0 refuses and sets aside, and which this version
offers again at its next start (:mod:`~tictactoe.storage.healing`).  ``written_by``
names the version that wrote the file (0.1.0 ignores it).  A state file of a newer
version than this one reads is left where it is, never set aside.

``results`` holds the finished games of the series, the game in the file
included once it is over (it is over only while the series goes on: the end of
a series retires the slot's autosave).  :class:`AutosaveWriter` writes on a thread of
its own, latest snapshot first, so the window never waits for the disk.
"""

from __future__ import annotations

import enum
import json
import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tictactoe import records
from tictactoe.game import Game
from tictactoe.problems import Kind, ProblemError
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.help import Help
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.storage.files import UnreadableFile, read_capped, set_aside, write_atomic
from tictactoe.swap import Choice, Negotiation, Opening, SwapRecord
from tictactoe.version import __version__

FORMAT = "tictactoe-autosave"
VERSION = 1
SLOT_FILE = re.compile(r"autosave(?:-([2-9]|[1-9][0-9]{1,3}))?\.json")  # a slot's state file
MAX_BYTES = 4_000_000  # a 20x20 game is about 8 KB; anything this large is not ours
STARTERS = ("player1", "player2", "alternate")
OPENINGS = tuple(o.value for o in Opening)
MAX_GAMES = 1000  # a sanity bound; the GUI's own bound (20) is checked where it is used


@enum.unique
class Unresumable(Kind):
    """Why a kept game cannot be read back (:class:`AutosaveError`), each with its English."""

    NOT_JSON = QT_TRANSLATE_NOOP("Storage", "not valid JSON ({})")
    NOT_AUTOSAVE = QT_TRANSLATE_NOOP("Storage", 'not an autosave (no "format": "{}")')
    VERSION = QT_TRANSLATE_NOOP(
        "Storage", "version {!r} is not supported (this program reads version {})"
    )
    NEWER = QT_TRANSLATE_NOOP(
        "Storage", "kept by a newer version of the game (version {!r}; this one reads version {})"
    )
    THE_GAME = QT_TRANSLATE_NOOP("Storage", "the game: {}")  # the records' GameFileError
    NO_PLAYERS = QT_TRANSLATE_NOOP("Storage", "the game does not name both players")
    UNREADABLE = QT_TRANSLATE_NOOP("Storage", "{}: {}")  # the file, why it is not read
    OS_ERROR = QT_TRANSLATE_NOOP("Storage", "{}")  # the operating system's words
    NOT_UTF8 = QT_TRANSLATE_NOOP("Storage", "not UTF-8 text")
    SERIES_SHAPE = QT_TRANSLATE_NOOP("Storage", "series must be an object")
    SERIES_UNKNOWN = QT_TRANSLATE_NOOP("Storage", "series: unknown field {!r}")
    SERIES_MISSING = QT_TRANSLATE_NOOP("Storage", "series.{} is missing")
    SERIES_NOT_LIST = QT_TRANSLATE_NOOP("Storage", "series.{} must be a list")
    NOT_A_SPEC = QT_TRANSLATE_NOOP("Storage", "{} must be a player spec, not {!r}")
    STARTER = QT_TRANSLATE_NOOP("Storage", "starter must be one of {}, not {!r}")
    GAMES = QT_TRANSLATE_NOOP("Storage", "games must be a whole number from 1 to {}, not {!r}")
    RESULTS = QT_TRANSLATE_NOOP("Storage", "{} must be a list of 0, 1 and 2, not {!r}")
    TOO_MANY_RESULTS = QT_TRANSLATE_NOOP("Storage", "{} results for a series of {} games")
    SESSION = QT_TRANSLATE_NOOP("Storage", "session: too many results")
    STATISTICS_ID = QT_TRANSLATE_NOOP("Storage", "statistics_id must be a whole number, not {!r}")
    OPENING = QT_TRANSLATE_NOOP("Storage", "opening must be one of {}, not {!r}")
    UNDER_WAY = QT_TRANSLATE_NOOP("Storage", "the opening under way: {}")


class AutosaveError(ProblemError, ValueError):
    """The autosave exists but cannot be read back; ``problem`` says why (an
    :class:`Unresumable` kind), the message is its English."""

    @property
    def newer(self) -> bool:
        """Kept by a newer version: to be left where it is, not set aside."""
        return self.problem.kind is Unresumable.NEWER


@dataclass(frozen=True)
class SeriesState:
    """The series a game belongs to, in plain values (the GUI maps them to its own types).

    ``results``: one entry per finished game of this series, 1 or 2 (the player who won)
    or 0 (a draw).  ``session``: results of earlier series this session with the same
    players and board (the scorecard "Play again" keeps).  ``statistics_id``: the
    statistics row of the game in the file once it is over (so Undo can take it back).
    ``opening``: how the series' games open ("none", "swap", "swap2"; written only when
    not "none", so that the files of series without one are as before).
    """

    player1: str
    player2: str
    starter: str = "player1"
    games: int = 1
    results: tuple[int, ...] = ()
    session: tuple[int, ...] = ()
    statistics_id: int | None = None
    opening: str = "none"

    def __post_init__(self) -> None:
        for name in ("player1", "player2"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value.strip():
                raise AutosaveError(Unresumable.NOT_A_SPEC, name, value)
        if self.starter not in STARTERS:
            raise AutosaveError(Unresumable.STARTER, ", ".join(STARTERS), self.starter)
        if type(self.games) is not int or not 1 <= self.games <= MAX_GAMES:
            raise AutosaveError(Unresumable.GAMES, MAX_GAMES, self.games)
        for name in ("results", "session"):
            value = getattr(self, name)
            if not isinstance(value, tuple) or any(
                type(r) is not int or r not in (0, 1, 2) for r in value
            ):
                raise AutosaveError(Unresumable.RESULTS, name, value)
        if len(self.results) > self.games:
            raise AutosaveError(Unresumable.TOO_MANY_RESULTS, len(self.results), self.games)
        if len(self.session) > 100_000:
            raise AutosaveError(Unresumable.SESSION)
        if self.statistics_id is not None and type(self.statistics_id) is not int:
            raise AutosaveError(Unresumable.STATISTICS_ID, self.statistics_id)
        if self.opening not in OPENINGS:
            raise AutosaveError(Unresumable.OPENING, ", ".join(OPENINGS), self.opening)

    def to_data(self) -> dict[str, Any]:
        data = {
            "player1": self.player1,
            "player2": self.player2,
            "starter": self.starter,
            "games": self.games,
            "results": list(self.results),
            "session": list(self.session),
            "statistics_id": self.statistics_id,
        }
        return data if self.opening == "none" else {**data, "opening": self.opening}

    @classmethod
    def from_data(cls, data: Any) -> SeriesState:
        if not isinstance(data, dict):
            raise AutosaveError(Unresumable.SERIES_SHAPE)
        known = {
            "player1",
            "player2",
            "starter",
            "games",
            "results",
            "session",
            "statistics_id",
            "opening",
        }
        unknown = sorted(set(data) - known)
        if unknown:
            raise AutosaveError(Unresumable.SERIES_UNKNOWN, unknown[0])
        for key in ("player1", "player2", "games", "results"):
            if key not in data:
                raise AutosaveError(Unresumable.SERIES_MISSING, key)
        for key in ("results", "session"):
            if not isinstance(data.get(key, []), list):
                raise AutosaveError(Unresumable.SERIES_NOT_LIST, key)
        return cls(
            data["player1"],
            data["player2"],
            data.get("starter", "player1"),
            data["games"],
            tuple(data["results"]),
            tuple(data.get("session", [])),
            data.get("statistics_id"),
            data.get("opening", "none"),
        )


@dataclass(frozen=True)
class Snapshot:
    """What Resume needs: the game (start position and moves), the specs of the players
    holding X and O in it, the series it belongs to, the help taken in the game and, for a
    game opened by swap, how its colours were settled (in the record: its ``opening``).

    ``under_way``: the game is a swap or swap2 opening whose colours are being chosen (the
    series' ``opening``): its moves are the stones placed so far, the proposer in X's
    seat, and these are the choices made (the file's ``"opening_under_way"``)."""

    game: Game
    players: dict[str, str]
    series: SeriesState
    saved_at: float = field(default=0.0, compare=False)
    help: Help = Help()
    opening: SwapRecord | None = None
    under_way: tuple[Choice, ...] | None = None  # an opening whose colours are being chosen

    def to_text(self) -> str:
        record = json.loads(
            records.to_json(self.game, self.players, help=self.help, opening=self.opening)
        )
        data = {
            "format": FORMAT,
            "version": VERSION,
            "written_by": __version__,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "series": self.series.to_data(),
            "record": record,
        }
        if self.under_way is not None:
            data["opening_under_way"] = {"choices": [c.value for c in self.under_way]}
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Snapshot:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise AutosaveError(Unresumable.NOT_JSON, error) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise AutosaveError(Unresumable.NOT_AUTOSAVE, FORMAT)
        version = data.get("version")
        if type(version) is int and version > VERSION:
            raise AutosaveError(Unresumable.NEWER, version, VERSION)
        if version != VERSION:
            raise AutosaveError(Unresumable.VERSION, version, VERSION)
        series = SeriesState.from_data(data.get("series"))
        try:
            record = records.from_json(json.dumps(data.get("record")))
        except GameFileError as error:
            if error.problem.kind is Fault.NEWER_VERSION:
                raise AutosaveError(Unresumable.NEWER, error.problem.args[0], VERSION) from None
            raise AutosaveError(Unresumable.THE_GAME, error) from None
        except (ValueError, RecursionError) as error:
            raise AutosaveError(Unresumable.THE_GAME, error) from None
        players = {str(mark): str(spec) for mark, spec in record.players.items()}
        if set(players) != {"X", "O"}:
            raise AutosaveError(Unresumable.NO_PLAYERS)
        under_way = _under_way(data.get("opening_under_way"), series, record.game)
        return cls(
            record.game,
            players,
            series,
            help=record.help,
            opening=record.opening,
            under_way=under_way,
        )


def _under_way(value: Any, series: SeriesState, game: Game) -> tuple[Choice, ...] | None:
    """The choices of an opening under way, checked against the series and the stones."""
    if value is None:
        return None
    try:
        if not isinstance(value, dict) or set(value) != {"choices"}:
            raise ValueError('must be an object {"choices": [...]}')
        choices = value["choices"]
        if not isinstance(choices, list) or len(choices) > 2:
            raise ValueError("choices: a list of at most two")
        made = tuple(Choice(c) for c in choices)
        if game.start.x_bits or game.start.o_bits or game.is_over():
            raise ValueError("an opening starts from the empty board and ends no game")
        negotiation = Negotiation(Opening(series.opening), game.rules)
        stones, left = list(game.moves), list(made)
        while stones or left:  # each step in its turn: stones, a choice, stones, a choice
            if negotiation.to_place() and stones:
                negotiation = negotiation.place(stones.pop(0))
            elif left and not negotiation.to_place():
                negotiation = negotiation.choose(left.pop(0))
            else:
                raise ValueError("the stones and the choices do not follow its steps")
        if negotiation.done:
            raise ValueError("it is settled")
    except ValueError as error:
        raise AutosaveError(Unresumable.UNDER_WAY, error) from None
    return made


class AutosaveStore:
    """The autosave files of one slot in ``directory`` (the data directory): slot "" is
    ``autosave.json`` and ``autosave.ttt``, slot "2" ``autosave-2.json`` and so on, each
    with its lock file (:mod:`~tictactoe.storage.slots`)."""

    def __init__(self, directory: str | os.PathLike[str], slot: str = "") -> None:
        self.directory = Path(directory)
        self.slot = slot
        stem = f"autosave-{slot}" if slot else "autosave"
        self.state_path = self.directory / f"{stem}.json"
        self.game_path = self.directory / f"{stem}.ttt"
        self.lock_path = self.directory / f"{stem}.lock"

    def exists(self) -> bool:
        return self.state_path.exists()

    def write(self, snapshot: Snapshot) -> None:
        """The state file first (Resume's source), then the ordinary game file."""
        text = snapshot.to_text()
        write_atomic(self.state_path, text, mode=0o600)  # the player's own data
        records.save(self.game_path, snapshot.game, snapshot.players, help=snapshot.help)

    def read(self) -> Snapshot | None:
        """The kept game, None when there is none; AutosaveError when it cannot be read."""
        try:
            data = read_capped(self.state_path, MAX_BYTES)
        except FileNotFoundError:
            return None
        except UnreadableFile as error:
            raise AutosaveError(Unresumable.UNREADABLE, self.state_path, error.problem) from None
        except OSError as error:
            raise AutosaveError(Unresumable.OS_ERROR, error) from None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise AutosaveError(Unresumable.NOT_UTF8) from None
        return Snapshot.from_text(text)

    def retire(self) -> None:
        """Forget the kept game (the game file first: a state file alone still resumes)."""
        for path in (self.game_path, self.state_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass

    def set_aside(self) -> list[Path]:
        """Rename both files out of the way (never delete them); returns their new names."""
        moved = []
        for path in (self.state_path, self.game_path):
            if path.exists():
                moved.append(set_aside(path))
        return moved


def slots(directory: str | os.PathLike[str]) -> list[str]:
    """The slots that hold a kept game in ``directory``, in order ("" first, then 2, 3...)."""
    found = []
    try:
        names = [entry.name for entry in os.scandir(directory)]
    except OSError:
        return []
    for name in names:
        match = SLOT_FILE.fullmatch(name)
        if match:
            found.append(match.group(1) or "")
    return sorted(found, key=lambda slot: int(slot or 1))


def slot_after(slot: str) -> str:
    """The slot tried after ``slot`` when a window looks for a free one."""
    return str(int(slot or 1) + 1)


class AutosaveWriter:
    """Writes snapshots on a thread of its own; per slot, the newest pending job replaces
    older ones.

    ``submit`` and ``retire`` return at once, for ``store`` (the slot written to; ``use``
    changes it: what was asked for the slot before is still done).  ``flush`` waits until
    everything asked for is on disk (the app calls it when it quits).  A failed write is
    passed to ``on_error`` (from the writer thread) and the next job is tried as usual.
    """

    def __init__(
        self, store: AutosaveStore, on_error: Callable[[Exception], None] | None = None
    ) -> None:
        self.store = store
        self.on_error = on_error
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[AutosaveStore, Snapshot | None]] = {}  # None: retire
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self.write_seconds: list[float] = []  # the last writes' durations (for the bench)

    def use(self, store: AutosaveStore) -> None:
        """Write to ``store`` from now on."""
        with self._lock:
            self.store = store

    def submit(self, snapshot: Snapshot) -> None:
        self._put(snapshot)

    def retire(self) -> None:
        self._put(None)

    def _put(self, snapshot: Snapshot | None) -> None:
        with self._lock:
            if self._closed:
                return
            self._pending.pop(self.store.state_path, None)  # the newest goes last
            self._pending[self.store.state_path] = (self.store, snapshot)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._closed:
                    self._lock.wait()
                if not self._pending:
                    return
                store, snapshot = self._pending.pop(next(iter(self._pending)))
                self._busy = True
            started = time.perf_counter()
            try:
                if snapshot is not None:
                    store.write(snapshot)
                else:
                    store.retire()
            except Exception as error:  # a full disk must not stop the game
                if self.on_error is not None:
                    self.on_error(error)
            finally:
                elapsed = time.perf_counter() - started
                with self._lock:
                    self._busy = False
                    self.write_seconds = ([*self.write_seconds, elapsed])[-1000:]
                    self._lock.notify_all()

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until nothing is pending; True when everything asked for was done."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
        return True

    def close(self, timeout: float = 2.0) -> bool:
        """Flush, then stop the thread."""
        done = self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        return done
