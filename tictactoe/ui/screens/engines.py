"""External engines in the menu: "Add engine…", remembered, shown by their ABOUT name.

Adding an engine starts it once, off the GUI thread (:class:`EngineProbe`): it must
answer ``ABOUT`` and ``START 15`` like a Gomocup engine, and its ABOUT name becomes
its button's label.  The engines added are remembered in the settings (a JSON list
of ``{"path", "name", "mnk"}`` under ``engines/list``); one whose file is gone is
dropped when the menu is built.

In the menu an engine is a :class:`EngineKind`: its spec is ``pbrain:PATH``, and its
check of a board never starts the engine (the menu checks on every keystroke): it
says only what is known without asking it (five in a row, unless its ABOUT said
``mnk="1"``; its board is checked by ``START`` when the game begins, and a refusal
then loses that game with the engine's answer as the reason).
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QSettings, Signal

from tictactoe.game import Rules
from tictactoe.players import PlayerKind
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.translation import Words, fill

Engines = Words("Engines")

SETTINGS_KEY = "engines/list"
PROBE_BOARD = Rules(15, 15, 5)
MAX_ENGINES = 40


@dataclass(frozen=True)
class EngineEntry:
    """An engine the player added: its executable, its ABOUT name, whether it plays any k."""

    path: str
    name: str
    mnk: bool = False

    @property
    def spec(self) -> str:
        return f"pbrain:{self.path}"


@dataclass(frozen=True)
class EngineKind(PlayerKind):
    """A menu entry for an external engine (see the module's docstring)."""

    mnk: bool = False

    def spec_of(self, values: dict | None = None) -> str:
        return self.name

    def check(self, rules: Rules, values: dict | None = None) -> str | None:
        if rules.k != 5 and not self.mnk:
            return fill(Engines.tr("%1 plays five in a row only (k=5)"), self.label)
        return None


def kind_of(entry: EngineEntry) -> EngineKind:
    return EngineKind(
        entry.spec,
        entry.name,
        description=fill(Engines.tr("An external engine (Gomocup protocol): %1"), entry.path),
        mnk=entry.mnk,
    )


def probe(path: str) -> EngineEntry:
    """Start the engine at ``path``, ask its name and whether it takes a 15x15 board,
    and stop it.  ValueError saying why it cannot be used.  Blocks: call it off the
    GUI thread."""
    from tictactoe.players.external import PbrainPlayer

    player = PbrainPlayer(f"pbrain:{path}", path)
    try:
        player.check_rules(PROBE_BOARD)
        about = player.about or {}
        return EngineEntry(player.path, player.describe(), about.get("mnk") == "1")
    finally:
        player.close()


class EngineProbe(QObject):
    """Runs :func:`probe` in a thread; ``finished`` carries an EngineEntry or what went
    wrong, in words (a str)."""

    finished = Signal(object)

    def start(self, path: str) -> None:
        threading.Thread(target=self._run, args=(path,), name="engine-probe", daemon=True).start()

    def _run(self, path: str) -> None:
        try:
            result: object = probe(path)
        except Exception as error:  # every failure is told to the player
            result = error_words(error) or type(error).__name__
        try:
            self.finished.emit(result)
        except RuntimeError:
            pass  # the window closed meanwhile


def load_engines(q: QSettings) -> list[EngineEntry]:
    """The remembered engines whose files still exist (anything unreadable is skipped)."""
    try:
        data = json.loads(str(q.value(SETTINGS_KEY, "[]")))
    except (TypeError, ValueError, RecursionError):
        return []
    entries = []
    for item in data if isinstance(data, list) else []:
        if not isinstance(item, dict):
            continue
        path, name = item.get("path"), item.get("name")
        if isinstance(path, str) and isinstance(name, str) and os.path.isfile(path):
            entries.append(
                EngineEntry(path, name[:80] or os.path.basename(path), item.get("mnk") is True)
            )
    return entries[:MAX_ENGINES]


def save_engines(q: QSettings, entries: list[EngineEntry]) -> None:
    q.setValue(
        SETTINGS_KEY,
        json.dumps([{"path": e.path, "name": e.name, "mnk": e.mnk} for e in entries[:MAX_ENGINES]]),
    )


def remember(q: QSettings, entry: EngineEntry) -> list[EngineEntry]:
    """Add (or update) an engine in the settings; returns the new list."""
    entries = [e for e in load_engines(q) if e.path != entry.path] + [entry]
    save_engines(q, entries)
    return entries
