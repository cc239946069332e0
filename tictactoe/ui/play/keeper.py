"""The GameKeeper: what the controller calls to keep the player's games (autosave and
statistics), so that the controller stays a state machine.

The keeper is the GUI's door to :mod:`tictactoe.storage`: it writes the autosave on
the storage writer thread, records finished games, and turns every storage failure
into one plain sentence on ``problem`` (queued to the GUI thread).  A keeper
without a directory keeps nothing (the tests' default controllers).
"""
from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Outcome, Rules, default_k
from tictactoe.storage import (
    AutosaveError, AutosaveStore, AutosaveWriter, SeriesState, Snapshot, Statistics, data_dir,
)
from tictactoe.players import PlayerKind, is_adaptive, label_of
from tictactoe.records.help import Help
from tictactoe.storage.proofs import ProofTable
from tictactoe.storage.rating import Experience, PersonRating, rating_on, ratings_of
from tictactoe.swap import SwapRecord
from tictactoe.ui.play.series import MatchSettings


@dataclass(frozen=True)
class FinishedGame:
    """What the statistics need of a finished game, from player 1's column of the menu."""

    player1: str
    player2: str
    human1: bool
    human2: bool
    player1_mark: Mark
    outcome: Outcome
    rules: Rules
    moves: int
    help: Help = Help()   # the help taken in the game

    @classmethod
    def of(cls, settings, player1_mark: Mark, players: dict, game: Game, *,
           help: Help = Help()) -> FinishedGame:
        """From the controller's settings (MatchSettings), players by mark and game;
        Adaptive is recorded as the rung it played, so the game counts for the rating."""
        specs = [players[mark].spec if is_adaptive(spec) else spec
                 for spec, mark in ((settings.player1, player1_mark),
                                    (settings.player2, player1_mark.other))]
        return cls(specs[0], specs[1], players[player1_mark].is_human,
                   players[player1_mark.other].is_human, player1_mark, game.outcome(),
                   game.rules, len(game.moves), help)


class GameKeeper(QObject):
    """Autosave and statistics in ``directory`` (the data directory when None)."""

    problem = Signal(str)   # a sentence for the player (emitted from any thread, delivered queued)

    def __init__(self, directory: str | Path | None = None, parent: QObject | None = None, *,
                 statistics: bool = True) -> None:
        super().__init__(parent)
        self.directory = Path(directory) if directory is not None else data_dir()
        self.directory.mkdir(parents=True, exist_ok=True)
        self.store = AutosaveStore(self.directory)
        self.writer = AutosaveWriter(self.store, on_error=self._write_failed)
        self.kept: Snapshot | None = None      # the game Resume would return to
        self.startup_problems: list[str] = []
        self._write_failing = False
        self.statistics: Statistics | None = None
        self.experience: Experience | None = None   # where the person's rating starts (the window's)
        self.proofs = ProofTable(self.directory)
        if statistics:
            try:
                self.statistics = Statistics(self.directory)
                if self.statistics.problem:
                    self.startup_problems.append(self.statistics.problem)
            except (sqlite3.Error, OSError) as error:
                self.startup_problems.append(f"Statistics are off this time: {error}")

    # -- the autosave ------------------------------------------------------------------
    def load_kept(self) -> Snapshot | None:
        """Read the game kept by an earlier run; an unreadable one is set aside (with a
        message in ``startup_problems``) and the app starts normally."""
        try:
            self.kept = self.store.read()
        except AutosaveError as error:
            self.set_aside(str(error))
        return self.kept

    def set_aside(self, reason: str) -> None:
        """Move an autosave that cannot be resumed out of the way, and say where it went."""
        self.kept = None
        try:
            moved = self.store.set_aside()
        except OSError as error:
            moved = []
            reason += f"; it could not be moved aside either ({error})"
        where = (" It was set aside as " + " and ".join(p.name for p in moved)
                 + f" in {self.directory}.") if moved else ""
        self.startup_problems.append(f"The unfinished game could not be resumed: {reason}.{where}")

    def keep(self, snapshot: Snapshot) -> None:
        """Write ``snapshot`` as the kept game (on the writer thread)."""
        self.kept = snapshot
        self.writer.submit(snapshot)

    def retire(self) -> None:
        self.kept = None
        self.writer.retire()

    def flush(self, timeout: float = 2.0) -> bool:
        return self.writer.flush(timeout)

    # -- proven values ------------------------------------------------------------------
    def load_proofs_in_background(self) -> threading.Thread:
        """Load the proven values of earlier sessions into the engine's cache, on a
        thread (importing the prover takes ~35 ms); a problem is said through ``problem``."""
        def load() -> None:
            from tictactoe.ai import proof_cache

            problem = self.proofs.load_into(proof_cache())
            if problem:
                self.problem.emit(problem)

        thread = threading.Thread(target=load, name="load-proofs", daemon=True)
        thread.start()
        return thread

    def save_proofs(self) -> None:
        """Keep what was proven this session (only if the prover was used at all)."""
        from tictactoe.ai import proof_cache

        cache = proof_cache(only_if_used=True)
        if cache is None:
            return
        try:
            self.proofs.save(cache)
        except OSError:
            pass  # a cache: the next session proves it again

    def close(self, timeout: float = 2.0) -> bool:
        """Write what is pending and close the files (the window is closing)."""
        self.save_proofs()
        done = self.writer.close(timeout)
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
        return done

    def _write_failed(self, error: Exception) -> None:
        if not self._write_failing:  # say it once, not after every move
            self._write_failing = True
            self.problem.emit(f"Autosave failed: {getattr(error, 'strerror', None) or error} "
                              f"(in {self.directory}); Save your game by hand")

    # -- statistics --------------------------------------------------------------------
    def record(self, game: FinishedGame) -> int | None:
        """Add a finished game to the statistics; its row id, or None when off or failed."""
        if self.statistics is None:
            return None
        try:
            return self.statistics.record(
                player1=game.player1, player2=game.player2, human1=game.human1,
                human2=game.human2, player1_mark=game.player1_mark, winner=game.outcome.winner,
                rules=game.rules, termination=game.outcome.termination.value, moves=game.moves,
                help=game.help)
        except sqlite3.Error as error:
            self.problem.emit(f"The statistics could not be written: {error}")
            return None

    def ratings(self) -> dict[str, PersonRating]:
        """The person's rating per board class played, from the statistics (none when off)."""
        if self.statistics is None:
            return {}
        try:
            return ratings_of(self.statistics, self.experience)
        except sqlite3.Error as error:
            self.problem.emit(f"The statistics could not be read: {error}")
            return {}

    def person_rating(self, rules: Rules) -> PersonRating | None:
        """The person's rating on the class of ``rules`` (where it starts, before a game
        there), or None (no class, or no statistics)."""
        if self.statistics is None:
            return None
        return rating_on(self.ratings(), rules, self.experience)

    def forget(self, row_id: int | None) -> None:
        if self.statistics is None or row_id is None:
            return
        try:
            self.statistics.forget(row_id)
        except sqlite3.Error as error:
            self.problem.emit(f"The statistics could not be written: {error}")


def snapshot(game: Game, players: dict[str, str], series: SeriesState,
             help: Help = Help(), opening: SwapRecord | None = None) -> Snapshot:
    """A snapshot of the game for the writer thread (a copy: the game goes on)."""
    return Snapshot(game.copy(), dict(players), series, help=help, opening=opening)


def board_label(rules: Rules) -> str:
    """"15x15", or "15x15 k=4" when k is not the one the board suggests; a rule other
    than freestyle after it ("15x15 renju")."""
    size = f"{rules.width}x{rules.height}"
    board = size if rules.k == default_k(rules.width, rules.height) else f"{size} k={rules.k}"
    return board if rules.freestyle else f"{board} {rules.variant.value}"


def describe_kept(kept: Snapshot, kinds: tuple[PlayerKind, ...]) -> str:
    """"15x15, move 23, Hard vs you" (with "game 2 of 5" in a series)."""
    game, series = kept.game, kept.series
    names = []
    humans = [spec for spec in kept.players.values() if spec.split(":")[0] == "human"]
    for mark in ("X", "O"):
        spec = kept.players[mark]
        names.append("you" if spec.split(":")[0] == "human" and len(humans) == 1
                     else label_of(kinds, spec))
    parts = [board_label(game.rules)]
    if series.games > 1:
        number = len(series.results) if game.is_over() else len(series.results) + 1
        parts.append(f"game {number} of {series.games}" + (" over" if game.is_over() else ""))
    if not game.is_over():
        parts.append(f"move {len(game.moves) + 1}")
    parts.append(" vs ".join(names))
    return ", ".join(parts)


def describe_match(settings: MatchSettings, kinds: tuple[PlayerKind, ...]) -> str:
    """"20x20, Hard vs Hard" (with "3 games" for a series)."""
    names = " vs ".join(label_of(kinds, spec) for spec in (settings.player1, settings.player2))
    games = f", {settings.games} games" if settings.games > 1 else ""
    return f"{board_label(settings.rules)}, {names}{games}"
