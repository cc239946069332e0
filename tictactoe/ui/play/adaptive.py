"""Adaptive: the opponent that plays, in each new game, the rung of the ladder that
matches the person's rating on that board's class (from where their rating starts
until they have one; a rung a game while it is provisional), and says which.
No widgets (words through Qt's translation).

The menu's spec is ``adaptive``; the seat is built as the rung it picked
(``level:N``), so the game file and the statistics name the rung, and the game
counts towards the person's rating like any game against that rung.  Outside the
app ``adaptive`` is refused: nothing there keeps a person's rating.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.game import Rules
from tictactoe.players import Player, is_adaptive
from tictactoe.players.board_classes import board_class
from tictactoe.players.ladder import Rung, rung_of_spec
from tictactoe.storage.rating import PersonRating, is_nearest, matching_rung, rated_rungs
from tictactoe.ui.words.player_words import shown
from tictactoe.ui.words.rating_words import person_line, scope
from tictactoe.ui.words.translation import Words, fill

Adapt = Words("Adapt")

# The person's rating on a board's class (None: not rated), e.g. the keeper's.
RatingSource = Callable[[Rules], "PersonRating | None"]


def adaptive_player(make_player: Callable[[str], Player], rung: Rung) -> Player:
    """The player of the rung Adaptive picked, named so the screens say it."""
    player = make_player(rung.spec)
    player.name = fill(Adapt.tr("Adaptive: %1, level %2"), shown(rung.name), rung.number)
    return player


def pick(person: PersonRating | None, rules: Rules) -> tuple[Rung, str]:
    """The rung for a new game and the sentence that says why."""
    rung = matching_rung(person, rules)
    level, name = rung.number, shown(rung.name)
    if board_class(rules) is None:
        return rung, fill(
            Adapt.tr("Adaptive plays level %1, %2: there are no ratings on %3."),
            level,
            name,
            scope(rules),
        )
    if not rated_rungs(rules):
        return rung, fill(
            Adapt.tr("Adaptive plays level %1, %2: no level has a rating on %3 yet."),
            level,
            name,
            scope(rules),
        )
    if person is None or not person.history:
        return rung, fill(
            Adapt.tr("Adaptive plays level %1, %2: you are not rated on %3 yet."),
            level,
            name,
            scope(rules),
        )
    if not is_nearest(person, rules):
        return rung, fill(
            Adapt.tr("Adaptive plays level %1, %2, and moves one level a game for now. %3."),
            level,
            name,
            person_line(person, rules),
        )
    return rung, fill(
        Adapt.tr("Adaptive plays level %1, %2, the nearest to you. %3."),
        level,
        name,
        person_line(person, rules),
    )


def seat(
    make_player: Callable[[str], Player],
    spec: str,
    rules: Rules,
    ratings: RatingSource | None,
    kept: str | None = None,
) -> tuple[Player, str]:
    """The player for ``spec`` in a new game on ``rules`` and, for Adaptive, the
    sentence saying which rung it picked ("" otherwise).  ``kept``: the spec the seat
    had in a kept game (Resume), whose rung Adaptive keeps."""
    if not is_adaptive(spec):
        return make_player(spec), ""
    held = rung_of_spec(kept) if kept is not None else None
    if held is not None:
        return adaptive_player(make_player, held), fill(
            Adapt.tr("Adaptive plays level %1, %2."), held.number, shown(held.name)
        )
    rung, said = pick(ratings(rules) if ratings is not None else None, rules)
    return adaptive_player(make_player, rung), said
