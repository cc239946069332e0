"""The two players of the game on the board: built from the menu's specs, checked
against the board, and let go off the GUI thread.  No Qt.

The controller holds them as a dict by mark; these functions are given the
player factory (``make_player``) and what they need of the match.
"""
from __future__ import annotations

import threading
from typing import Callable, Iterable

from tictactoe.game import Mark, Rules
from tictactoe.players import ADAPTIVE, Player, check_player_for, is_adaptive
from tictactoe.ui.play.adaptive import RatingSource, seat
from tictactoe.ui.play.series import MatchSettings, Series

PlayerFactory = Callable[[str], Player]


def build_players(make_player: PlayerFactory, settings: MatchSettings, series: Series,
                  index: int, ratings: RatingSource | None = None
                  ) -> tuple[dict[Mark, Player], str]:
    """The players of game ``index`` of ``series``, by the mark each holds in it, and
    what Adaptive says of the rung it picked ("" without Adaptive); ``ratings`` gives
    the person's rating Adaptive picks from."""
    players, said = {}, ""
    for mark in (Mark.X, Mark.O):
        players[mark], line = seat(make_player, settings.spec(series.player_of(mark, index)),
                                   settings.rules, ratings)
        said = said or line
    return players, said


def check_players(make_player: PlayerFactory, settings: MatchSettings,
                  ratings: RatingSource | None = None) -> None:
    """Raise ValueError, before anything changes, if a player cannot be built or
    cannot play on the board (classic on 5x5)."""
    for number in (1, 2):
        player, _ = seat(make_player, settings.spec(number), settings.rules, ratings)
        try:
            check_player_for(player, settings.rules)
        except ValueError as exc:
            raise ValueError(f"Player {number} ({player.name}): {exc}") from None


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
