"""What any version set aside, read again at start (issue 49).

A file that could not be read is renamed ``NAME.unreadable-YYYYmmdd-HHMMSS`` (by this
version or an older one: version 0.1.0 set aside a statistics file of schema 4 and an
unfinished renju game, which it could not read).  At start the keeper looks at every such
file of the app's own (``paths.OWN_FILES``) and, where this version reads it:

* a statistics file's games are added to the statistics (in one transaction, a game
  already there skipped), and the file is renamed ``NAME.unreadable-...merged.bak``, a copy
  kept with the copies made before migrations (pruned to the last few at a clean start);
* an unfinished game (``autosave*.json``, with its ``.ttt``) is put back into a free slot
  of its own from 2 up (one a version 0.1.0 never reads), so the menu offers it again.

What this version cannot read stays where it is and is listed (``unreadable``) for the
Statistics screen, with its path.  :class:`Healed` says what was done, as data; ``ui/``
words it as one note.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from tictactoe.storage.autosave import AutosaveError, AutosaveStore, Snapshot, slot_after
from tictactoe.storage.files import UnreadableFile, read_capped
from tictactoe.storage.paths import OWN_FILES
from tictactoe.storage.slots import MAX_SLOTS, SlotLock
from tictactoe.storage.statistics import DATABASE_FILE, Statistics
from tictactoe.storage.statistics_schema import COMPANIONS

#: ``NAME.unreadable-STAMP`` or ``NAME.unreadable-STAMP-N`` (a database's ``-wal`` beside it
#: is its companion, not a file of its own)
SET_ASIDE = re.compile(r"(?P<name>.+)\.unreadable-\d{8}-\d{6}(?:-\d+)?")
MAX_BYTES = 4_000_000  # an autosave's cap (autosave.MAX_BYTES)


@dataclass(frozen=True)
class Healed:
    """What was read again: the finished games added to the statistics, the unfinished
    games offered again, and the files set aside that this version cannot read either."""

    games: int = 0
    kept: int = 0
    unreadable: tuple[Path, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.games or self.kept)


def set_aside_files(directory: str | os.PathLike[str]) -> list[Path]:
    """The app's own files set aside in ``directory`` (not their companions), by name."""
    try:
        names = sorted(entry.name for entry in os.scandir(directory) if entry.is_file())
    except OSError:
        return []
    found = []
    for name in names:
        match = SET_ASIDE.fullmatch(name)
        if match and match["name"].startswith(OWN_FILES):
            found.append(Path(directory) / name)
    return found


def heal(directory: str | os.PathLike[str], statistics: Statistics | None) -> Healed:
    """Read again what was set aside in ``directory``: see the module's docstring.
    ``statistics``: the open statistics (None: statistics are off; their files stay)."""
    games = kept = 0
    unreadable = []
    for path in set_aside_files(directory):
        original = SET_ASIDE.fullmatch(path.name)["name"]  # type: ignore[index]  # listed as matching
        if original == DATABASE_FILE and statistics is not None and not statistics.kept_aside:
            merged = statistics.merge_set_aside(path)
            if merged is not None:
                games += merged
                _retire_merged(path)
                continue
        elif original.startswith("autosave") and original.endswith(".json"):
            if _offer_again(Path(directory), path):
                kept += 1
                continue
        elif original.startswith("autosave") and original.endswith(".ttt"):
            continue  # its state file's companion: moved with it, or listed with it
        unreadable.append(path)
    return Healed(games, kept, tuple(unreadable))


def _retire_merged(path: Path) -> None:
    """Rename a statistics file whose games were added back to ``NAME.merged.bak``."""
    try:
        os.replace(path, path.with_name(path.name + ".merged.bak"))
        for suffix in COMPANIONS:
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                os.replace(extra, path.with_name(path.name + ".merged.bak" + suffix))
    except OSError:
        pass  # merged; found again next time, every game then already there


def _offer_again(directory: Path, path: Path) -> bool:
    """Put an unfinished game set aside back into a free slot (2 and up) when this
    version reads it; False when it does not (it stays where it is)."""
    try:
        Snapshot.from_text(read_capped(path, MAX_BYTES).decode("utf-8"))
    except (AutosaveError, UnreadableFile, OSError, UnicodeDecodeError):
        return False
    stamp = path.name[path.name.index(".unreadable-") :]
    game_file = path.with_name(path.name.split(".json.unreadable-")[0] + ".ttt" + stamp)
    slot = "2"
    for _ in range(MAX_SLOTS):
        store = AutosaveStore(directory, slot)
        lock = SlotLock(store.lock_path)
        if lock.acquire():
            try:
                if not store.exists():
                    os.replace(path, store.state_path)
                    if game_file.exists():
                        os.replace(game_file, store.game_path)
                    return True
            except OSError:
                return False
            finally:
                lock.release(remove=not store.exists())
        slot = slot_after(slot)
    return False
