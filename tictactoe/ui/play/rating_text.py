"""The words the screens use for ratings: the person's rating on a board, how a game
moved it, and a computer player's measured rating.  No Qt."""
from __future__ import annotations

from typing import Iterable

from tictactoe.game import Rules
from tictactoe.players.ladder import FOUR_TO_BLOCK, WIN_IN_ONE, Rung
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
    return f"One rating for every board of its class: {CLASS_BOARDS[name]}."


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
    if not shipped.error:   # the anchor: the others are measured against it
        return (f"Rated {shipped.elo:.0f} on {board}: the level the others are measured "
                f"against ({shipped.games} games).")
    return (f"Rated {shipped.elo:.0f} ± {shipped.error:.0f} on {board} "
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
