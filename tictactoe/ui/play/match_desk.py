"""The match beside the board: its settings and series (:class:`~.series.Match`), the
players of each game (:class:`~.seats.Lineup`), and what is kept of them through the
:class:`~.keeper.GameKeeper` (the autosave after every change, a statistics row for every
finished game).  The controller asks it and stays a state machine of screens.

It decides nothing about screens: the controller says when a series begins, a game
ends or is taken back, and whether the game on the board is over.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tictactoe.game import Game, Mark, Rules
from tictactoe.players import Player
from tictactoe.records.help import Help
from tictactoe.storage import Snapshot
from tictactoe.storage.rating import PersonRating, counts_for_rating
from tictactoe.swap import Choice, SwapRecord
from tictactoe.ui.play.keeper import FinishedGame, GameKeeper, snapshot
from tictactoe.ui.play.seats import Lineup, PlayerFactory
from tictactoe.ui.play.series import Match, MatchSettings, Series, series_of_kept


class MatchDesk:
    def __init__(self, make_player: PlayerFactory, keeper: GameKeeper | None) -> None:
        self.keeper = keeper
        self.match = Match()  # the settings, the series and the session's earlier results
        self.lineup = Lineup(make_player, self.person_rating)

    @property
    def settings(self) -> MatchSettings:
        return self.match.settings

    @property
    def series(self) -> Series:
        return self.match.series

    @property
    def recorded(self) -> bool:
        """Whether the finished game on the board is in the statistics."""
        return self.match.stats_id is not None

    def person_rating(self, rules: Rules) -> PersonRating | None:
        """The person's rating on the class of ``rules``, where it starts before a game
        there (None: a board without a class, or nothing kept)."""
        return self.keeper.person_rating(rules) if self.keeper is not None else None

    def keeps_statistics(self) -> bool:
        return self.keeper is not None and self.keeper.statistics is not None

    def rateable(self, players: Iterable[Player], rules: Rules) -> bool:
        """Whether a game of ``players`` on ``rules`` can count for the person's rating:
        one person against a rated computer player, the statistics kept."""
        return self.keeps_statistics() and counts_for_rating(players, rules)

    # -- series ------------------------------------------------------------------------
    def begin(self, settings: MatchSettings, *, keep_session: bool = True) -> None:
        """A new series; ValueError, before anything changes, when a player cannot play."""
        self.lineup.check(settings)
        self.match.begin(settings, keep_session=keep_session)

    def open(self, game: Game, specs: Mapping[str, str]) -> None:
        """A series of one for a game read from a file (the players it names, if we can)."""
        self.match.begin(self.lineup.opened(game, specs, self.match.settings), keep_session=False)

    def restore(self, kept: Snapshot) -> int:
        """The series of a kept game, exactly; the index of its game in it.  A snapshot
        that does not hang together raises ValueError, changing nothing."""
        settings, series, index = series_of_kept(kept)
        self.lineup.check(settings)
        match = self.match
        match.settings, match.series, match.earlier = settings, series, kept.series.session
        match.stats_id = kept.series.statistics_id if kept.game.is_over() else None
        return index

    def players(
        self, index: int, old: Iterable[Player], kept: Mapping[str, str] | None = None
    ) -> dict[Mark, Player]:
        """The players of game ``index`` (the ``old`` ones let go; ``kept``: Resume's
        seats), for a game shown rather than played: Adaptive says nothing."""
        players = self.lineup.build(self.match.settings, self.match.series, index, old, kept)
        self.lineup.said = ""
        return players

    def next_players(
        self, old: Iterable[Player], kept: Mapping[str, str] | None = None
    ) -> dict[Mark, Player]:
        """The players of the series' next game, put in play (not in the statistics yet;
        Adaptive's line on the rung it picked goes before the game's first)."""
        self.match.stats_id = None
        return self.lineup.build(
            self.match.settings, self.match.series, self.series.played, old, kept
        )

    def numbers(self, index: int) -> dict[Mark, int]:
        """Which player (1 or 2, the menu's column) holds each mark in game ``index``."""
        return {mark: self.series.player_of(mark, index) for mark in (Mark.X, Mark.O)}

    # -- results and keeping -------------------------------------------------------------
    def finish(self, game: Game, players: Mapping[Mark, Player], help: Help) -> None:
        """The game on the board is over: its result into the series and the statistics."""
        index = self.match.record(game.result() or "draw")
        if self.keeper is not None:
            self.match.stats_id = self.keeper.record(
                FinishedGame.of(
                    self.match.settings,
                    self.series.mark_of(1, index),
                    dict(players),
                    game,
                    help=help,
                )
            )

    def take_back(self) -> None:
        """The last result leaves the series and the statistics (Undo after the end)."""
        if self.keeper is not None:
            self.keeper.forget(self.match.stats_id)
        self.match.take_back()

    def close(self, timeout: float = 2.0) -> None:
        """Write what is pending and close the files (the window is closing)."""
        if self.keeper is not None:
            self.keeper.close(timeout)

    def keep(
        self,
        game: Game,
        players: Mapping[Mark, Player],
        help: Help,
        *,
        over: bool,
        opening: SwapRecord | None = None,
        under_way: tuple[Choice, ...] | None = None,
    ) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over (``over``: the game on the board is; ``under_way``: the game
        is an opening whose colours are being chosen, and these its choices so far)."""
        if self.keeper is None:
            return
        if over and self.series.is_finished():
            self.keeper.retire()
        else:
            self.keeper.keep(
                snapshot(
                    game,
                    {m.value: p.spec for m, p in players.items()},
                    self.match.state(),
                    help,
                    opening,
                    under_way,
                )
            )

    def settle_colours(self, swapped: bool) -> None:
        """The game about to be played had its colours settled by its opening:
        ``swapped``, its proposer (the player who starts) plays O."""
        match = self.match
        match.series = match.series.with_colours(match.series.played, swapped)

    def forget_kept(self) -> None:
        """A new series replaces the game kept before (it opens by swap, and nothing of
        it is kept until its opening is settled)."""
        if self.keeper is not None:
            self.keeper.retire()
