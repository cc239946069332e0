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

from tictactoe.game import Game, Mark, Outcome, Rules
from tictactoe.players import PlayerKind, is_adaptive
from tictactoe.records.help import Help
from tictactoe.storage import (
    OWN_FILES,
    AutosaveStore,
    AutosaveWriter,
    Note,
    SeriesState,
    Snapshot,
    Statistics,
    Trouble,
    data_dir,
    remove_stale_temporaries,
)
from tictactoe.storage.healing import Healed, heal, set_aside_files
from tictactoe.storage.proofs import ProofTable
from tictactoe.storage.rating import Experience, PersonRating, rating_on, ratings_of
from tictactoe.storage.slots import KeptGame, Slots
from tictactoe.swap import Choice, SwapRecord
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.words.player_words import board_label, player_label
from tictactoe.ui.words.problem_words import error_words, said
from tictactoe.ui.words.translation import Words, fill

Keeper = Words("Keeper")


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
    help: Help = Help()  # the help taken in the game

    @classmethod
    def of(
        cls, settings, player1_mark: Mark, players: dict, game: Game, *, help: Help = Help()
    ) -> FinishedGame:
        """From the controller's settings (MatchSettings), players by mark and game;
        Adaptive is recorded as the rung it played, so the game counts for the rating."""
        specs = [
            players[mark].spec if is_adaptive(spec) else spec
            for spec, mark in (
                (settings.player1, player1_mark),
                (settings.player2, player1_mark.other),
            )
        ]
        return cls(
            specs[0],
            specs[1],
            players[player1_mark].is_human,
            players[player1_mark.other].is_human,
            player1_mark,
            game.outcome(),
            game.rules,
            len(game.moves),
            help,
        )


class GameKeeper(QObject):
    """Autosave and statistics in ``directory`` (the data directory when None)."""

    problem = Signal(str)  # a sentence for the player (emitted from any thread, delivered queued)

    def __init__(
        self,
        directory: str | Path | None = None,
        parent: QObject | None = None,
        *,
        statistics: bool = True,
    ) -> None:
        super().__init__(parent)
        self.directory = Path(directory) if directory is not None else data_dir()
        self.directory.mkdir(parents=True, exist_ok=True)
        remove_stale_temporaries(self.directory, OWN_FILES)  # what a killed run left
        self.slots = Slots(self.directory)
        self.writer = AutosaveWriter(self.slots.store, on_error=self._write_failed)
        self.own: Snapshot | None = None  # this window's unfinished game
        self.others: list[KeptGame] = []  # the unfinished games no window holds
        self.startup_problems: list[str] = []
        self._write_failing = False
        self.statistics: Statistics | None = None
        self.experience: Experience | None = None  # where the person's rating starts (the window's)
        self.proofs = ProofTable(self.directory)
        if statistics:
            try:
                self.statistics = Statistics(self.directory)
            except (sqlite3.Error, OSError) as error:
                self.startup_problems.append(
                    fill(Keeper.tr("Statistics are off this time: %1"), error_words(error))
                )
            else:
                self.startup_problems += [note_text(note) for note in self.statistics.take_notes()]
        self.healed = heal(self.directory, self.statistics)  # what any version set aside
        if self.healed:
            self.startup_problems.append(healed_text(self.healed))

    def files_set_aside(self) -> list[Path]:
        """The player's files set aside that no version could read again (found at start
        by :func:`~tictactoe.storage.healing.heal`, or set aside since), with their paths."""
        return set_aside_files(self.directory)

    # -- the autosave ------------------------------------------------------------------
    @property
    def store(self) -> AutosaveStore:
        """This window's autosave (slot "" until it keeps a game: see ``storage.slots``)."""
        return self.slots.store

    @property
    def kept(self) -> Snapshot | None:
        """The game Resume returns to: this window's own, else the most recent other."""
        return self.choices()[0].snapshot if self.choices() else None

    def choices(self) -> list[KeptGame]:
        """Every unfinished game this window may resume, the one Resume offers first."""
        own = [KeptGame(self.store.slot, self.own, 0.0)] if self.own is not None else []
        return own + self.others

    def load_kept(self) -> Snapshot | None:
        """Read the unfinished games no window holds; one that cannot be read is set aside
        (with a message in ``startup_problems``) and the app starts normally."""
        self.others, unreadable = self.slots.others()
        for store, error in unreadable:
            self._set_aside(store, error_words(error))
        return self.kept

    def adopt(self, kept: KeptGame) -> bool:
        """Make ``kept`` this window's game, to resume it (its own, if any, stays kept for
        any window); False when another window took it meanwhile."""
        if kept.slot == self.store.slot and self.own is not None:
            return True
        self.flush()
        if not self.slots.adopt(kept.slot):
            self.others.remove(kept)
            return False
        self.writer.use(self.store)
        self.others = [game for game in self.others if game != kept]
        self.own = kept.snapshot
        return True

    def set_aside(self, reason: str) -> None:
        """Move this window's autosave, which cannot be resumed (``reason``, in words), out
        of the way."""
        self.own = None
        self._set_aside(self.store, reason)

    def _set_aside(self, store: AutosaveStore, reason: str) -> None:
        """Move an autosave that cannot be resumed out of the way, and say where it went."""
        try:
            moved = store.set_aside()
        except OSError as error:
            moved = []
            reason = fill(
                Keeper.tr("%1; it could not be moved aside either (%2)"), reason, error_words(error)
            )
        sentence = fill(Keeper.tr("The unfinished game could not be resumed: %1."), reason)
        if moved:
            sentence = fill(
                Keeper.tr("%1 It was set aside as %2 in %3."),
                sentence,
                Keeper.tr(" and ").join(p.name for p in moved),
                self.directory,
            )
        self.startup_problems.append(sentence)

    def keep(self, snapshot: Snapshot) -> None:
        """Write ``snapshot`` as this window's game (on the writer thread), in a slot of
        this window's own: no other window's game is written over."""
        if not self.slots.lock.held:
            try:
                self.writer.use(self.slots.claim())
            except OSError as error:
                self._write_failed(error)
        self.own = snapshot
        self.writer.submit(snapshot)

    def retire(self) -> None:
        self.own = None
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
            if problem is not None:
                self.problem.emit(said(problem))

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
        self.slots.release()
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
        return done

    def _write_failed(self, error: Exception) -> None:
        if not self._write_failing:  # say it once, not after every move
            self._write_failing = True
            self.problem.emit(
                fill(
                    Keeper.tr("Autosave failed: %1 (in %2); Save your game by hand"),
                    error_words(error),
                    self.directory,
                )
            )

    # -- statistics --------------------------------------------------------------------
    def record(self, game: FinishedGame) -> int | None:
        """Add a finished game to the statistics; its row id, or None when off or failed."""
        if self.statistics is None:
            return None
        try:
            return self.statistics.record(
                player1=game.player1,
                player2=game.player2,
                human1=game.human1,
                human2=game.human2,
                player1_mark=game.player1_mark,
                winner=game.outcome.winner,
                rules=game.rules,
                termination=game.outcome.termination.value,
                moves=game.moves,
                help=game.help,
            )
        except (sqlite3.Error, OSError) as error:
            self.problem.emit(
                fill(
                    Keeper.tr(
                        "This game is not in the statistics: they could not be written (%1)."
                    ),
                    error_words(error),
                )
            )
            return None
        finally:
            for note in self.statistics.take_notes():
                self.problem.emit(note_text(note))

    def ratings(self) -> dict[str, PersonRating]:
        """The person's rating per board class played, from the statistics (none when off)."""
        if self.statistics is None:
            return {}
        try:
            return ratings_of(self.statistics, self.experience)
        except sqlite3.Error as error:
            self.problem.emit(fill(Keeper.tr("The statistics could not be read: %1"), error))
            return {}

    def person_rating(self, rules: Rules) -> PersonRating | None:
        """The person's rating on the class of ``rules`` (where it starts, before a game
        there), or None (no class, or no statistics)."""
        if self.statistics is None:
            return None
        return rating_on(self.ratings(), rules, self.experience)

    def keep_accuracy(self, row_id: int | None, accuracy: dict[Mark, float | None]) -> None:
        """Each side's accuracy from a finished game's review, kept with its row."""
        if self.statistics is None or row_id is None:
            return
        try:
            self.statistics.set_accuracy(row_id, accuracy)
        except sqlite3.Error as error:
            self.problem.emit(fill(Keeper.tr("The statistics could not be written: %1"), error))

    def forget(self, row_id: int | None) -> None:
        if self.statistics is None or row_id is None:
            return
        try:
            self.statistics.forget(row_id)
        except sqlite3.Error as error:
            self.problem.emit(fill(Keeper.tr("The statistics could not be written: %1"), error))


def healed_text(healed: Healed) -> str:
    """The one note that says what was read again of what a version had set aside."""
    parts = []
    if healed.games:
        parts.append(Keeper.tr("%n finished game(s) back in your statistics", None, healed.games))
    if healed.kept:
        parts.append(Keeper.tr("%n unfinished game(s) back on the menu", None, healed.kept))
    return fill(
        Keeper.tr("Files an earlier version of the game had set aside were read again: %1."),
        Keeper.tr("; ").join(parts),
    )


def note_text(note: Note) -> str:
    """The sentence that tells the player what happened to the statistics file."""
    detail = note.detail if note.problem is None else said(note.problem)
    if note.trouble is Trouble.SET_ASIDE:
        return fill(
            Keeper.tr(
                "The statistics could not be read (%1); they were set aside as %2 "
                "and new ones started."
            ),
            detail,
            note.moved,
        )
    one, n = note.count == 1, note.count
    if note.trouble is Trouble.BAD_ROWS:
        if detail:
            sentence = (
                Keeper.tr(
                    "1 game in the statistics could not be read (%1) and is left "
                    "out; the file keeps it."
                )
                if one
                else Keeper.tr(
                    "%n game(s) in the statistics could not be read (%1) and are "
                    "left out; the file keeps them.",
                    None,
                    n,
                )
            )
        else:
            sentence = (
                Keeper.tr(
                    "1 game in the statistics could not be read and is left out; the file keeps it."
                )
                if one
                else Keeper.tr(
                    "%n game(s) in the statistics could not be read and are left "
                    "out; the file keeps them.",
                    None,
                    n,
                )
            )
        return fill(sentence, detail)
    if note.trouble is Trouble.MERGED:
        return (
            Keeper.tr("1 game kept aside earlier was added to the statistics.")
            if one
            else Keeper.tr("%n game(s) kept aside earlier were added to the statistics.", None, n)
        )
    why = {
        Trouble.LEFT_IN_USE: Keeper.tr(
            "The statistics file is damaged (%1), but another "
            "program has it open, so it was left where it is"
        ),
        Trouble.BUSY: Keeper.tr("The statistics file is in use by another program (%1)"),
        Trouble.READ_ONLY: Keeper.tr("The statistics file cannot be written (%1)"),
        Trouble.UNAVAILABLE: Keeper.tr("The statistics file cannot be used (%1)"),
        Trouble.NEWER: Keeper.tr(
            "The statistics file was written by a newer version of the game (%1), "
            "so this one leaves it as it is"
        ),
    }
    history = (
        Keeper.tr("your games so far are shown")
        if note.history
        else Keeper.tr("your games so far cannot be shown this time")
    )
    new = (
        Keeper.tr("new games are kept aside and added to it at the next start that can write it")
        if note.kept
        else Keeper.tr("new games are not recorded this time")
    )
    return fill(Keeper.tr("%1: %2, and %3."), fill(why[note.trouble], detail), history, new)


def snapshot(
    game: Game,
    players: dict[str, str],
    series: SeriesState,
    help: Help = Help(),
    opening: SwapRecord | None = None,
    under_way: tuple[Choice, ...] | None = None,
) -> Snapshot:
    """A snapshot of the game for the writer thread (a copy: the game goes on)."""
    return Snapshot(
        game.copy(), dict(players), series, help=help, opening=opening, under_way=under_way
    )


def describe_kept(kept: Snapshot, kinds: tuple[PlayerKind, ...]) -> str:
    """ "15x15, move 23, Hard vs you" (with "game 2 of 5" in a series)."""
    game, series = kept.game, kept.series
    names = []
    humans = [spec for spec in kept.players.values() if spec.split(":")[0] == "human"]
    for mark in ("X", "O"):
        spec = kept.players[mark]
        names.append(
            Keeper.tr("you")
            if spec.split(":")[0] == "human" and len(humans) == 1
            else player_label(kinds, spec)
        )
    parts = [board_label(game.rules)]
    if series.games > 1:
        number = len(series.results) if game.is_over() else len(series.results) + 1
        parts.append(
            fill(
                Keeper.tr("game %1 of %2 over") if game.is_over() else Keeper.tr("game %1 of %2"),
                number,
                series.games,
            )
        )
    if not game.is_over():
        parts.append(fill(Keeper.tr("move %1"), len(game.moves) + 1))
    parts.append(fill(Keeper.tr("%1 vs %2"), *names))
    return Keeper.tr(", ").join(parts)


def describe_match(settings: MatchSettings, kinds: tuple[PlayerKind, ...]) -> str:
    """ "20x20, Hard vs Hard" (with "3 games" for a series)."""
    names = fill(
        Keeper.tr("%1 vs %2"),
        *(player_label(kinds, spec) for spec in (settings.player1, settings.player2)),
    )
    if settings.games > 1:
        return fill(
            Keeper.tr("%1, %2, %n game(s)", None, settings.games),
            board_label(settings.rules),
            names,
        )
    return fill(Keeper.tr("%1, %2"), board_label(settings.rules), names)
