"""The words the screens use for ratings: the person's rating on a board, how a game
moved it, and a computer player's measured rating.  No Qt."""
from __future__ import annotations

from typing import Iterable

from tictactoe.game import Rules
from tictactoe.players.ladder import Rung
from tictactoe.players.ratings import board_class, rating
from tictactoe.players import Player
from tictactoe.storage.rating import (
    Glicko, PersonRating, opponent_rating, rated_rungs, rated_spec,
)
from tictactoe.ui.play.keeper import board_label

#: What each board class holds, for tooltips ("one rating for ...").
CLASS_BOARDS = {
    "3x3": "3x3, 3 in a row",
    "small": "4x4 and 5x5 k=4 (small solved boards)",
    "middle": "9x9 to 12x12, 5 in a row",
    "large": "13x13 to 20x20, 5 in a row",
}


def class_note(rules: Rules) -> str:
    """"One rating for every board of its class: 13x13 to 20x20, 5 in a row."""
    name = board_class(rules)
    if name is None:
        return ("Ratings are kept on 3x3, 4x4, 5x5 k=4, 9x9 to 12x12 and 13x13 to 20x20 "
                "with 5 in a row; games on other boards are not rated.")
    base, _, rule = name.partition(" ")
    boards = CLASS_BOARDS[base] + (f", under {rule}" if rule else "")
    return f"One rating for every board of its class: {boards}."


def person_line(person: PersonRating | None, rules: Rules) -> str:
    """"Your rating on 15x15: 1140 ± 90", or what to do to get one."""
    board = board_label(rules)
    if board_class(rules) is None:
        return f"No ratings on {board}"
    if not rated_rungs(rules):
        return f"No rated levels on {board} yet"
    if person is None or not person.history:
        return f"Not rated yet on {board}: play a rated level"
    now = person.current
    return f"Your rating on {board}: {now.rating:.0f} ± {now.deviation:.0f}"


def change_line(before: Glicko, after: Glicko, rules: Rules) -> str:
    """"Your rating on 15x15: 1140 → 1172 (+32)"."""
    old, new = round(before.rating), round(after.rating)
    return f"Your rating on {board_label(rules)}: {old} → {new} ({new - old:+d})"


def game_over_line(person: PersonRating | None, players: Iterable[Player], rules: Rules,
                   hints: int = 0) -> str:
    """How the game just recorded moved the person's rating, why it did not when the
    person took hints, or "" when it could not count (two people or none, an
    opponent without a rating on this board)."""
    players = list(players)
    computers = [p for p in players if not p.is_human]
    if len(computers) != 1 or len(players) != 2:
        return ""
    if opponent_rating(computers[0].spec, rules) is None:
        return ""
    if hints:
        return (f"Not rated: you took {hints} hint{'s' if hints != 1 else ''} "
                f"in this game")
    if person is None or not person.history:
        return ""
    return change_line(person.before_last, person.current, rules)


def measured(spec: str, rules: Rules) -> str:
    """"Rated 1210 ± 20 on 15x15 (400 games)", or that it has no measured rating."""
    shipped = rating(rated_spec(spec), rules)
    board = board_label(rules)
    if shipped is None:
        return f"No measured rating on {board}."
    return (f"Rated {shipped.elo:.0f} ± {shipped.error:.0f} on {board} "
            f"({shipped.games} games).")


def rung_tooltip(rung: Rung, rules: Rules, *, suggested: bool = False) -> str:
    """A rung's tooltip: its name and level, its rating on the board, how it plays and
    what it always sees."""
    lines = [f"Level {rung.number}: {rung.name}", measured(rung.spec, rules)]
    if suggested:
        lines.append("Suggested: a little above your rating.")
    if rung.summary:
        lines.append(rung.summary)
    if rung.sees:
        lines.append("Always sees: " + "; ".join(rung.sees) + ".")
    return "\n".join(lines)
