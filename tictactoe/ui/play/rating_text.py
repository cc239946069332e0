"""The words the screens use for ratings: the person's rating on a board class, how a
game moved it, and a computer player's measured rating.  No Qt.

A rating's scope is its board class, named the same on every screen (the menu, the
game-over line, Statistics, Adaptive, the levels' tooltips) by :data:`RATING_CLASSES`,
where each class's boards are listed once.  A provisional rating is shown with a
"?" (:func:`rating_number`), the same number everywhere."""
from __future__ import annotations

from typing import Iterable

from tictactoe.game import Rules
from tictactoe.players.ladder import FOUR_TO_BLOCK, WIN_IN_ONE, Rung
from tictactoe.players.ratings import board_class, rating
from tictactoe.players import Player
from tictactoe.records.help import Help
from tictactoe.storage.rating import (
    PROVISIONAL_DEVIATION, Glicko, PersonRating, counts_for_rating, rated_rungs, rated_spec,
)
from tictactoe.ui.play.help import not_rated_line
from tictactoe.ui.play.keeper import board_label

#: The board classes (players.ratings.board_class): the rating's scope in words, and
#: the boards of each, listed once.
RATING_CLASSES = {
    "3x3": ("3x3", "3x3, 3 in a row"),
    "small": ("small boards", "4x4 (3 or 4 in a row) and 5x5 (4 in a row)"),
    "middle": ("middle boards", "9x9 to 12x12, 5 in a row"),
    "large": ("large boards", "13x13 to 20x20, 5 in a row"),
}


def scope(rules: Rules) -> str:
    """Where a rating on ``rules`` holds: "large boards", "3x3"; the board ("7x6") when
    its class has no ratings."""
    name = board_class(rules)
    return RATING_CLASSES[name][0] if name is not None else board_label(rules)


def class_title(name: str) -> str:
    """"Large boards": a class's name at the start of a line or on a button."""
    words = RATING_CLASSES[name][0]
    return words[:1].upper() + words[1:]


def class_note(rules: Rules) -> str:
    """"Large boards: 13x13 to 20x20, 5 in a row. One rating for all of them. ...", or
    where ratings are kept."""
    name = board_class(rules)
    if name is None:
        kept = "; ".join(f"{words} ({boards})" for words, boards in RATING_CLASSES.values())
        return f"Ratings are kept on {kept}. Games on other boards are not rated."
    return (f"{class_title(name)}: {RATING_CLASSES[name][1]}. One rating for all of them. "
            f"A ? marks a provisional rating: too few games yet to be sure of it (a "
            f"deviation of {PROVISIONAL_DEVIATION:.0f} or more).")


def rating_number(glicko: Glicko) -> str:
    """"1290?" while provisional, else "1290": the one way every screen shows it."""
    return f"{glicko.rating:.0f}{'?' if glicko.provisional else ''}"


def person_line(person: PersonRating | None, rules: Rules) -> str:
    """"Your rating on large boards: 1290?", or what to do to get one."""
    if board_class(rules) is None:
        return f"No ratings on {scope(rules)}"
    if not rated_rungs(rules):
        return f"No rated levels on {scope(rules)} yet"
    if person is None or not person.history:
        return f"Not rated yet on {scope(rules)}: play a rated level"
    return f"Your rating on {scope(rules)}: {rating_number(person.current)}"


def change_line(before: Glicko, after: Glicko, rules: Rules) -> str:
    """"Your rating on large boards: 1140? → 1172? (+32)"."""
    change = round(after.rating) - round(before.rating)
    return (f"Your rating on {scope(rules)}: {rating_number(before)} → "
            f"{rating_number(after)} ({change:+d})")


def game_over_line(person: PersonRating | None, players: Iterable[Player], rules: Rules,
                   help: Help = Help()) -> str:
    """How the game just recorded moved the person's rating, why it did not when the
    person took help, or "" when it could not count (two people or none, an
    opponent without a rating on this board)."""
    if not counts_for_rating(players, rules):
        return ""
    if help:
        return not_rated_line(help)
    if person is None or not person.history:
        return ""
    return change_line(person.before_last, person.current, rules)


def measured(spec: str, rules: Rules) -> str:
    """"Rated 1210 ± 20 on large boards (400 games)", or that it has no measured rating."""
    shipped = rating(rated_spec(spec), rules)
    if shipped is None:
        return f"No measured rating on {scope(rules)}."
    if not shipped.error:   # the anchor: the others are measured against it
        return (f"Rated {shipped.elo:.0f} on {scope(rules)}: the level the others are measured "
                f"against ({shipped.games} games).")
    return (f"Rated {shipped.elo:.0f} ± {shipped.error:.0f} on {scope(rules)} "
            f"({shipped.games} games).")


# On boards with fewer than 5 in a row the rungs' own words (fours, open threes) do not
# fit: these say the same in the board's terms.
SMALL_SUMMARY = {
    1: "A first game: wins at once when it can, otherwise plays almost at random.",
    2: "Plays what a one-move look suggests, loosely; no reading ahead.",
    10: "The engine at full strength: perfect wherever the board can be solved.",
}
SMALL_SEES = {WIN_IN_ONE: "its own win in one", FOUR_TO_BLOCK: "your win in one, to block"}


def rung_words(rung: Rung, rules: Rules) -> tuple[str, tuple[str, ...]]:
    """How a rung plays and what it always sees, in words that fit the board."""
    if rules.k >= 5:
        return rung.summary, rung.sees
    if rung.number in SMALL_SUMMARY:
        summary = SMALL_SUMMARY[rung.number]
    elif rung.number <= 5:
        summary = "Plays what a one-move look suggests, a little more carefully at each level."
    else:
        summary = "Reads ahead with the engine on some moves, more of them at each level."
    return summary, tuple(SMALL_SEES[s] for s in rung.sees if s in SMALL_SEES)


def rung_tooltip(rung: Rung, rules: Rules, *, suggested: bool = False) -> str:
    """A rung's tooltip: its name and level, its rating on the board, how it plays and
    what it always sees."""
    lines = [f"Level {rung.number}: {rung.name}", measured(rung.spec, rules)]
    if suggested:
        lines.append("Suggested: a little above your rating.")
    summary, sees = rung_words(rung, rules)
    lines.append(summary)
    if sees:
        lines.append("Always sees: " + "; ".join(sees) + ".")
    return "\n".join(lines)
