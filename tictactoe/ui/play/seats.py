"""The two players of the game on the board: built from the menu's specs, checked
against the board, and let go off the GUI thread.  No widgets (words through Qt's
translation).

The controller holds them as a dict by mark and asks its :class:`Lineup` (the player
factory, ``make_player``, and where the person's rating comes from) to check and build
them from the match's settings and series.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping

from tictactoe.game import Game, Mark, Rules
from tictactoe.players import ADAPTIVE, Player, check_player_for, is_adaptive
from tictactoe.ui.play.adaptive import RatingSource, seat
from tictactoe.ui.play.series import MatchSettings, Series
from tictactoe.ui.words.player_words import Players, shown
from tictactoe.ui.words.problem_words import refused_words
from tictactoe.ui.words.translation import fill

PlayerFactory = Callable[[str], Player]


class Lineup:
    """Builds the players of each game: ``make_player`` and the person's rating, which
    Adaptive picks its rung from.  ``said`` is what Adaptive said of the rung it
    picked for the last game built ("" without Adaptive), with a space after it."""

    def __init__(self, make_player: PlayerFactory, ratings: RatingSource) -> None:
        self.make_player = make_player
        self._ratings = ratings
        self.said = ""

    def check(self, settings: MatchSettings) -> None:
        """ValueError, before anything changes, when a player of ``settings`` cannot play."""
        check_players(self.make_player, settings, self._ratings)

    def build(
        self,
        settings: MatchSettings,
        series: Series,
        index: int,
        old: Iterable[Player],
        kept: Mapping[str, str] | None = None,
    ) -> dict[Mark, Player]:
        """Let the ``old`` players go; the players of game ``index`` of ``series``
        (``kept``: a kept game's seats, Resume)."""
        release_players(old)
        players, said = build_players(
            self.make_player, settings, series, index, self._ratings, kept
        )
        self.said = f"{said} " if said else ""
        return players

    def opened(self, game: Game, specs: Mapping[str, str], old: MatchSettings) -> MatchSettings:
        """The settings of a series of one for a game read from a file: the players it
        names where we can build them, else the menu's, else people."""
        return MatchSettings(
            usable_spec(self.make_player, specs.get("X"), old.player1, game.rules),
            usable_spec(self.make_player, specs.get("O"), old.player2, game.rules),
            game.rules,
        )


def build_players(
    make_player: PlayerFactory,
    settings: MatchSettings,
    series: Series,
    index: int,
    ratings: RatingSource | None = None,
    kept: Mapping[str, str] | None = None,
) -> tuple[dict[Mark, Player], str]:
    """The players of game ``index`` of ``series``, by the mark each holds in it, and
    what Adaptive says of the rung it picked ("" without Adaptive); ``ratings`` gives
    the person's rating Adaptive picks from; ``kept``, the specs by mark letter of a
    kept game's seats (Resume: Adaptive keeps its rung)."""
    players, said = {}, ""
    for mark in (Mark.X, Mark.O):
        players[mark], line = seat(
            make_player,
            settings.spec(series.player_of(mark, index)),
            settings.rules,
            ratings,
            (kept or {}).get(mark.value),
        )
        said = said or line
    return players, said


def check_players(
    make_player: PlayerFactory, settings: MatchSettings, ratings: RatingSource | None = None
) -> None:
    """Raise ValueError, before anything changes, if a player cannot be built or
    cannot play on the board (classic on 5x5)."""
    for number in (1, 2):
        player, _ = seat(make_player, settings.spec(number), settings.rules, ratings)
        try:
            check_player_for(player, settings.rules)
        except ValueError as exc:
            raise ValueError(
                fill(
                    Players.tr("Player %1 (%2): %3"), number, shown(player.name), refused_words(exc)
                )
            ) from None


def usable_spec(make_player: PlayerFactory, spec: str | None, fallback: str, rules: Rules) -> str:
    """``spec`` if it names a player we can build for ``rules`` (a file may hold only
    a name), else ``fallback``, else a human."""
    for candidate in (spec, fallback):
        if is_adaptive(candidate):
            return ADAPTIVE
        if candidate:
            try:
                check_player_for(make_player(candidate), rules)
                return candidate
            except ValueError:
                pass
    return "human"


def release_players(players: Iterable[Player]) -> None:
    """Let players free what they hold (an external engine's process) off the GUI
    thread: an engine gets END and up to a second before it is killed."""
    for player in list(players):
        if type(player).close is not Player.close:
            threading.Thread(target=player.close, name="player-close", daemon=True).start()
