"""The words the screens use for ratings: the person's rating on a board class, how a
game moved it, and a computer player's measured rating.
No widgets (words through Qt's translation).

A rating's scope is its board class, named the same on every screen (the menu, the
game-over line, Statistics, Adaptive, the levels' tooltips) by :data:`RATING_CLASSES`,
where each class's boards are listed once.  A provisional rating is said so in words,
"960 (provisional)", by :func:`rating_number` alone, the same everywhere (it was "960?",
which read "960?." at a sentence's end).  Translated in the context
"Ratings"."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.game import Rules, Variant
from tictactoe.players import Player
from tictactoe.players.board_classes import board_class
from tictactoe.players.ladder import FOUR_TO_BLOCK, WIN_IN_ONE, Rung
from tictactoe.players.ratings import rating
from tictactoe.records.help import Help
from tictactoe.storage.rating import (
    PROVISIONAL_DEVIATION,
    Glicko,
    PersonRating,
    counts_for_rating,
    rated_rungs,
    rated_spec,
)
from tictactoe.ui.words.help_words import not_rated_line
from tictactoe.ui.words.player_words import board_label, rule_name, shown
from tictactoe.ui.words.translation import Words, fill

Ratings = Words("Ratings")


def rating_and_streak() -> str:
    """The name of the puzzle rating's line, for a screen reader (Puzzles, Statistics)."""
    return Ratings.tr("Your puzzle rating and streak")


# The board classes (players.board_classes.board_class): the rating's scope in words, and
# the boards of each, listed once.
RATING_CLASSES = {
    "3x3": ("3x3", QT_TRANSLATE_NOOP("Ratings", "3x3, 3 in a row")),
    "small": (
        QT_TRANSLATE_NOOP("Ratings", "small boards"),
        QT_TRANSLATE_NOOP("Ratings", "4x4 (3 or 4 in a row) and 5x5 (4 in a row)"),
    ),
    "middle": (
        QT_TRANSLATE_NOOP("Ratings", "middle boards"),
        QT_TRANSLATE_NOOP("Ratings", "9x9 to 12x12, 5 in a row"),
    ),
    "large": (
        QT_TRANSLATE_NOOP("Ratings", "large boards"),
        QT_TRANSLATE_NOOP("Ratings", "13x13 to 20x20, 5 in a row"),
    ),
}


def scope(rules: Rules) -> str:
    """Where a rating on ``rules`` holds: "large boards", "3x3", "large boards under
    renju"; the board ("7x6") when its class has no ratings."""
    name = board_class(rules)
    return class_words(name) if name is not None else board_label(rules)


def class_words(name: str) -> str:
    """A class's name in words: "large boards"; "large boards under renju" for a class
    of another rule than freestyle (players.board_classes.board_class: "large renju")."""
    base, _, rule = name.partition(" ")
    words = Ratings.tr(RATING_CLASSES[base][0])
    return fill(Ratings.tr("%1 under %2"), words, rule_name(Variant(rule))) if rule else words


def class_title(name: str) -> str:
    """ "Large boards": a class's name at the start of a line or on a button."""
    words = class_words(name)
    return words[:1].upper() + words[1:]


def class_note(rules: Rules) -> str:
    """ "Large boards: 13x13 to 20x20, 5 in a row. One rating for all of them. ...", or
    where ratings are kept."""
    name = board_class(rules)
    if name is None:
        kept = Ratings.tr("; ").join(
            fill(Ratings.tr("%1 (%2)"), Ratings.tr(words), Ratings.tr(boards))
            for words, boards in RATING_CLASSES.values()
        )
        return fill(
            Ratings.tr("Ratings are kept on %1. Games on other boards are not rated."), kept
        )
    base, _, rule = name.partition(" ")
    boards = Ratings.tr(RATING_CLASSES[base][1])
    if rule:
        boards = fill(Ratings.tr("%1, under %2"), boards, rule_name(Variant(rule)))
    return fill(
        Ratings.tr(
            "%1: %2. One rating for all of them. A rating is provisional "
            "while there are too few games to be sure of it (a deviation of %3 or "
            "more)."
        ),
        class_title(name),
        boards,
        f"{PROVISIONAL_DEVIATION:.0f}",
    )


def rating_number(glicko: Glicko) -> str:
    """ "1290 (provisional)" while provisional, else "1290": the one way every screen
    shows a rating."""
    number = f"{glicko.rating:.0f}"
    return fill(Ratings.tr("%1 (provisional)"), number) if glicko.provisional else number


def person_line(person: PersonRating | None, rules: Rules) -> str:
    """ "Your rating on large boards: 1290 (provisional)", or what to do to get one."""
    if board_class(rules) is None:
        return fill(Ratings.tr("No ratings on %1"), scope(rules))
    if not rated_rungs(rules):
        return fill(Ratings.tr("No rated levels on %1 yet"), scope(rules))
    if person is None or not person.history:
        return fill(Ratings.tr("Not rated yet on %1: play a rated level"), scope(rules))
    return fill(Ratings.tr("Your rating on %1: %2"), scope(rules), rating_number(person.current))


def change_line(before: Glicko, after: Glicko, rules: Rules) -> str:
    """ "Your rating on large boards: 1140 → 1172 (provisional), +32": where it was,
    where it is now (provisional or not) and by how much."""
    change = round(after.rating) - round(before.rating)
    return fill(
        Ratings.tr("Your rating on %1: %2 → %3, %4"),
        scope(rules),
        f"{before.rating:.0f}",
        rating_number(after),
        f"{change:+d}",
    )


def game_over_line(
    person: PersonRating | None, players: Iterable[Player], rules: Rules, help: Help = Help()
) -> str:
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
    """ "Rated 1210 ± 20 on large boards (400 games)", or that it has no measured rating."""
    shipped = rating(rated_spec(spec), rules)
    if shipped is None:
        return fill(Ratings.tr("No measured rating on %1."), scope(rules))
    if not shipped.error:  # the anchor: the others are measured against it
        return fill(
            Ratings.tr(
                "Rated %1 on %2: the level the others are measured against (%n game(s)).",
                None,
                shipped.games,
            ),
            f"{shipped.elo:.0f}",
            scope(rules),
        )
    return fill(
        Ratings.tr("Rated %1 ± %2 on %3 (%n game(s)).", None, shipped.games),
        f"{shipped.elo:.0f}",
        f"{shipped.error:.0f}",
        scope(rules),
    )


# On boards with fewer than 5 in a row the rungs' own words (fours, open threes) do not
# fit: these say the same in the board's terms.
SMALL_SUMMARY = {
    1: QT_TRANSLATE_NOOP(
        "Ratings", "A first game: wins at once when it can, otherwise plays almost at random."
    ),
    2: QT_TRANSLATE_NOOP(
        "Ratings", "Plays what a one-move look suggests, loosely; no reading ahead."
    ),
    10: QT_TRANSLATE_NOOP(
        "Ratings", "The engine at full strength: perfect wherever the board can be solved."
    ),
}
SMALL_SEES: dict[str, object] = {
    WIN_IN_ONE: WIN_IN_ONE,  # the rung's own words (marked in players/) fit every board
    FOUR_TO_BLOCK: QT_TRANSLATE_NOOP("Ratings", "your win in one, to block"),
}


def rung_words(rung: Rung, rules: Rules) -> tuple[str, tuple[str, ...]]:
    """How a rung plays and what it always sees, in words that fit the board (in the
    language chosen)."""
    if rules.k >= 5:
        return shown(rung.summary), tuple(shown(s) for s in rung.sees)
    if rung.number in SMALL_SUMMARY:
        summary = Ratings.tr(SMALL_SUMMARY[rung.number])
    elif rung.number <= 5:
        summary = Ratings.tr(
            "Plays what a one-move look suggests, a little more carefully at each level."
        )
    else:
        summary = Ratings.tr(
            "Reads ahead with the engine on some moves, more of them at each level."
        )
    return summary, tuple(
        shown(s) if SMALL_SEES[s] is s else Ratings.tr(str(SMALL_SEES[s]))
        for s in rung.sees
        if s in SMALL_SEES
    )


def rung_tooltip(rung: Rung, rules: Rules, *, suggested: bool = False) -> str:
    """A rung's tooltip: its name and level, its rating on the board, how it plays and
    what it always sees."""
    lines = [
        fill(Ratings.tr("Level %1: %2"), rung.number, shown(rung.name)),
        measured(rung.spec, rules),
    ]
    if suggested:
        lines.append(Ratings.tr("Suggested: a little above your rating."))
    summary, sees = rung_words(rung, rules)
    lines.append(summary)
    if sees:
        lines.append(fill(Ratings.tr("Always sees: %1."), Ratings.tr("; ").join(sees)))
    return "\n".join(lines)
