"""A series of games between two players and its scorecard (TICTACTO.PAS).
No widgets (words through Qt's translation).

Player 1 and player 2 are the two menu columns.  X always moves first, so "who
starts" decides which player holds X in each game: always player 1, always
player 2, or alternately, player 1 in the first game.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tictactoe.game import Game, Mark, Rules
from tictactoe.players.ladder import rung_of_spec
from tictactoe.storage import SeriesState, Snapshot
from tictactoe.swap import Opening, applies
from tictactoe.ui.words.translation import Words, fill

Menu = Words("Menu")
MAX_SERIES = 20


class Starter(str, enum.Enum):
    PLAYER1 = "player1"
    PLAYER2 = "player2"
    ALTERNATE = "alternate"


def starter_words(starter: Starter) -> str:
    """The menu's button of who starts: "Player 1", "Player 2", "Alternate"."""
    return {
        Starter.PLAYER1: Menu.tr("Player 1"),
        Starter.PLAYER2: Menu.tr("Player 2"),
        Starter.ALTERNATE: Menu.tr("Alternate"),
    }[starter]


@dataclass(frozen=True)
class MatchSettings:
    """Everything the menu chooses: the players (spec strings), the board and its rule, who
    starts (with a swap opening: who proposes), the series and the opening."""

    player1: str = "human"
    player2: str = "random"
    rules: Rules = field(default_factory=Rules)
    starter: Starter = Starter.PLAYER1
    games: int = 1
    opening: Opening = Opening.NONE

    def __post_init__(self) -> None:
        if not 1 <= self.games <= MAX_SERIES:
            raise ValueError(f"a series has 1 to {MAX_SERIES} games, not {self.games}")

    @property
    def negotiated(self) -> bool:
        """The games open by swap or swap2 (where it is played: k = 5, 9x9 and up)."""
        return self.opening is not Opening.NONE and applies(self.rules)

    def spec(self, player: int) -> str:
        return self.player1 if player == 1 else self.player2


@dataclass(frozen=True)
class Score:
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def points(self) -> float:
        return self.wins + self.draws / 2


@dataclass(frozen=True)
class Series:
    """The games of a series so far: ``results`` holds 1, 2 (the winning player) or 0 (a draw).

    ``swapped``: the index of the game whose colours a swap opening turned round (its
    proposer, the player "who starts" names, plays O): the game on the board, or the
    last one finished."""

    games: int
    starter: Starter
    results: tuple[int, ...] = ()
    swapped: int | None = None

    def x_player(self, game_index: int | None = None) -> int:
        """Which player (1 or 2) holds X, and so moves first, in game ``game_index`` (0-based)."""
        index = len(self.results) if game_index is None else game_index
        if self.starter is Starter.PLAYER1:
            first = 1
        elif self.starter is Starter.PLAYER2:
            first = 2
        else:
            first = 1 if index % 2 == 0 else 2
        return 3 - first if index == self.swapped else first

    def with_colours(self, index: int, swapped: bool) -> Series:
        """The series with game ``index``'s colours as its opening settled them."""
        return Series(self.games, self.starter, self.results, index if swapped else None)

    def player_of(self, mark: Mark, game_index: int | None = None) -> int:
        x = self.x_player(game_index)
        return x if mark is Mark.X else 3 - x

    def mark_of(self, player: int, game_index: int | None = None) -> Mark:
        return Mark.X if self.x_player(game_index) == player else Mark.O

    @property
    def played(self) -> int:
        return len(self.results)

    @property
    def current_game(self) -> int:
        """The 1-based number of the game being played (or the last one, once finished)."""
        return min(self.played + 1, self.games)

    def is_finished(self) -> bool:
        return self.played >= self.games

    def with_result(self, result: str) -> Series:
        """Record the current game's result: "X", "O" or "draw"."""
        if self.is_finished():
            raise ValueError("the series is over: no game left to record")
        outcome = 0 if result == "draw" else self.player_of(Mark(result))
        return Series(self.games, self.starter, (*self.results, outcome), self.swapped)

    def score(self, player: int) -> Score:
        wins = sum(1 for r in self.results if r == player)
        draws = sum(1 for r in self.results if r == 0)
        return Score(wins, draws, self.played - wins - draws)

    def leader(self) -> int | None:
        """1 or 2 when a player has more points, None when level."""
        a, b = self.score(1).points, self.score(2).points
        return 1 if a > b else 2 if b > a else None


class Match:
    """The series being played and the session around it: the settings, this series'
    results, the results of earlier series this session with the same players and
    board (``earlier``), and the statistics row of the last finished game (so Undo can
    take it back).  The controller owns one and says what happened."""

    def __init__(self) -> None:
        self.settings = MatchSettings()
        self.series = Series(1, Starter.PLAYER1)
        self.earlier: tuple[int, ...] = ()
        self.stats_id: int | None = None

    def begin(self, settings: MatchSettings, *, keep_session: bool = True) -> None:
        """A new series; the session goes on (``keep_session``) if the players and the
        board stay the same."""
        old = self.settings
        same = (settings.player1, settings.player2, settings.rules) == (
            old.player1,
            old.player2,
            old.rules,
        )
        self.earlier = self.earlier + self.series.results if keep_session and same else ()
        self.settings = settings
        self.series = Series(settings.games, settings.starter)

    def record(self, result: str) -> int:
        """The game on the board ended with ``result`` ("X", "O" or "draw"); returns
        its index in the series."""
        index = self.series.played
        self.series = self.series.with_result(result)
        return index

    def take_back(self) -> None:
        """The last result leaves the series (Undo on the game-over screen)."""
        series = self.series
        self.series = Series(series.games, series.starter, series.results[:-1], series.swapped)
        self.stats_id = None

    def game_index(self, finished: bool) -> int:
        """The index in the series of the game on the board (``finished``: its result is
        recorded)."""
        if finished:
            return max(0, self.series.played - 1)
        return min(self.series.played, self.series.games - 1)

    def session(self) -> Series:
        """Every game of this session with these players and board (earlier series too)."""
        results = self.earlier + self.series.results
        return Series(max(1, len(results)), self.series.starter, results)

    def state(self) -> SeriesState:
        s = self.settings
        return SeriesState(
            s.player1,
            s.player2,
            s.starter.value,
            s.games,
            self.series.results,
            self.earlier,
            self.stats_id,
            s.opening.value,
        )


def series_of_kept(kept: Snapshot) -> tuple[MatchSettings, Series, int]:
    """The settings, the series and the index of the game of a kept snapshot, checked
    to hang together; ValueError says what does not."""
    state, game = kept.series, kept.game
    settings = MatchSettings(
        state.player1,
        state.player2,
        game.rules,
        Starter(state.starter),
        state.games,
        Opening(state.opening),
    )
    series = Series(state.games, settings.starter, state.results)
    over = game.is_over()
    index = series.played - 1 if over else series.played
    if kept.opening is not None:  # the colours the game's opening settled
        series = series.with_colours(index, kept.opening.proposer is Mark.O)
    if over and (not series.results or series.results[-1] != _entry(series, game, index)):
        raise ValueError(Menu.tr("the kept game is over but its series does not say so"))
    if not over and series.is_finished():
        raise ValueError(Menu.tr("the kept game's series is already over"))
    expected = {m.value: settings.spec(series.player_of(m, index)) for m in (Mark.X, Mark.O)}
    if any(
        kept.players.get(mark) != spec
        and not (
            spec.strip().lower() == "adaptive"
            and rung_of_spec(kept.players.get(mark, "")) is not None
        )
        for mark, spec in expected.items()
    ):
        # (Adaptive's seat holds the rung it picked)
        raise ValueError(
            fill(
                Menu.tr("the kept game's players %1 are not its series' %2"), kept.players, expected
            )
        )
    return settings, series, index


def _entry(series: Series, game: Game, index: int) -> int:
    """The series entry (1, 2 or 0) of a finished ``game`` played as game ``index``."""
    winner = game.outcome().winner  # type: ignore[union-attr]  # a finished game
    return 0 if winner is None else series.player_of(winner, index)
