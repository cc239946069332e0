"""The words of the game screen, spoken to the person at the board (context "Seats").

A person is "you" when one person plays the computer, "Player 1" and "Player 2" when
two share the board; a computer is named as the menu names it ("Level 3 · Medium",
"Random"), and two of one name by their numbers ("Random #1").  Whole sentences, each
translated as one, so that a language may order its parts as it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from tictactoe.game import BOARD_AND_K, Foul, Mark, Outcome, Rules, Termination, Variant
from tictactoe.players import Player
from tictactoe.players.answer import Failure, Source
from tictactoe.players.draw_offer import DrawReply
from tictactoe.players.ladder import rung_of_spec
from tictactoe.swap import Opening
from tictactoe.ui.words.player_words import rung_name, shown
from tictactoe.ui.words.problem_words import outcome_words
from tictactoe.ui.words.translation import Words, fill, translated

Seats_ = Words("Seats_")
RESIGNED = "resigned"  # a forfeit's reason when a person resigns (SGF's "+R"): data


def back_to_menu() -> str:
    """ "Back to the menu (Esc)": the Menu button's words on every screen that has one."""
    return Seats_.tr("Back to the menu (Esc)")


def computer_name(player: Player) -> str:
    """ "Level 3 · Medium" for a rung of the ladder, else the player's own name."""
    rung = rung_of_spec(player.spec)
    return shown(player.name) if rung is None else rung_name(rung)


@dataclass(frozen=True)
class Seats:
    """Who sits where in the game on the board: the player of each mark and the number
    (1 or 2, the menu's column) each has in the series."""

    players: dict[Mark, Player]
    numbers: dict[Mark, int]

    @property
    def people(self) -> int:
        return sum(p.is_human for p in self.players.values())

    def is_you(self, mark: Mark) -> bool:
        """Whether ``mark`` is the one person playing the computer ("you")."""
        player = self.players.get(mark)
        return player is not None and player.is_human and self.people == 1

    def name(self, mark: Mark) -> str:
        """ "You", "Player 1" or the computer's name; two computers of the same name
        (the computer watched playing itself) are told apart by their numbers: "Level 4 ·
        Keen #1" and "Level 4 · Keen #2", the rows of the scorecard."""
        player = self.players.get(mark)
        if player is None:
            return mark.value
        if player.is_human:
            return (
                Seats_.tr("You")
                if self.people == 1
                else fill(Seats_.tr("Player %1"), self.numbers[mark])
            )
        name = computer_name(player)
        other = self.players.get(mark.other)
        number = self.numbers.get(mark)
        if other is not None and not other.is_human and computer_name(other) == name and number:
            return fill(Seats_.tr("%1 #%2"), name, number)
        return name

    def name_of(self, number: int) -> str:
        """The name of player ``number`` (the menu's column) in this game, as the title
        says it: "You", "Player 2", "Level 3 · Medium"."""
        for mark, each in self.numbers.items():
            if each == number:
                return self.name(mark)
        return fill(Seats_.tr("Player %1"), number)

    def you(self) -> int | None:
        """The number of the one person playing the computer, else None."""
        return next((self.numbers[m] for m in self.players if self.is_you(m)), None)

    def title(self) -> str:
        """ "You vs Level 3 · Medium", with the first player first."""
        if not self.players:
            return ""
        first, second = sorted(self.players, key=lambda m: self.numbers[m])
        return fill(Seats_.tr("%1 vs %2"), self.name(first), self.name(second))

    def to_move(self, mark: Mark, dead: bool) -> str:
        if self.people == 1:
            said = (
                Seats_.tr(
                    "Your move (%1): click a square, or arrow keys and Space. Nobody "
                    "can win any more: Offer draw ends the game."
                )
                if dead
                else Seats_.tr("Your move (%1): click a square, or arrow keys and Space.")
            )
            return fill(said, mark.value)
        said = (
            Seats_.tr(
                "%1 to move (%2): click a square, or arrow keys and Space. Nobody can "
                "win any more: Offer draw ends the game."
            )
            if dead
            else Seats_.tr("%1 to move (%2): click a square, or arrow keys and Space.")
        )
        return fill(said, mark.value, self.name(mark))

    def thinking(self, mark: Mark, dead: bool) -> str:
        said = (
            Seats_.tr("%1 (%2) is thinking… (nobody can win any more)")
            if dead
            else Seats_.tr("%1 (%2) is thinking…")
        )
        return fill(said, self.name(mark), mark.value)

    def paused(self, mark: Mark) -> str:
        return fill(
            Seats_.tr("Paused: %1 (%2) to move. Resume, or Step one move."),
            self.name(mark),
            mark.value,
        )

    def taken(self, cell: str) -> str:
        return fill(Seats_.tr("%1 is taken: click an empty square."), cell)

    def forbidden(self, cell: str, foul: Foul) -> str:
        """ "H8 is forbidden: a double three." (renju: Black may not play there)."""
        said = {
            Foul.OVERLINE: Seats_.tr(
                "%1 is forbidden: an overline. Black may not play there under renju."
            ),
            Foul.DOUBLE_FOUR: Seats_.tr(
                "%1 is forbidden: a double four. Black may not play there under renju."
            ),
            Foul.DOUBLE_THREE: Seats_.tr(
                "%1 is forbidden: a double three. Black may not play there under renju."
            ),
        }[foul]
        return fill(said, cell)

    def draw_question(self, mark: Mark) -> tuple[str, str]:
        """The title and question of the dialog that asks the other person."""
        other = mark.other
        return (
            Seats_.tr("Offer draw"),
            fill(
                Seats_.tr("%1 (%2) offers a draw. %3 (%4), do you accept?"),
                self.name(mark),
                mark.value,
                self.name(other),
                other.value,
            ),
        )

    def resign_question(self) -> tuple[str, str]:
        """The title and question before a person resigns a rated game."""
        return (
            Seats_.tr("Resign"),
            Seats_.tr(
                "Resign this game? It counts for your rating: resigning loses it, as a "
                "loss on the board would. No goes back to the game."
            ),
        )

    def considering(self, mark: Mark) -> str:
        return fill(
            Seats_.tr("%1 (%2) is considering your offer of a draw…"), self.name(mark), mark.value
        )

    def declined(self, mark: Mark, reply: DrawReply | None) -> str:
        """ "Level 3 · Medium declines: it thinks it is winning."; a person (``reply``
        None) "Player 2 declines the draw."."""
        if reply is None:
            return fill(Seats_.tr("%1 (%2) declines the draw."), self.name(mark), mark.value)
        said = (
            Seats_.tr("%1 declines: it thinks it is winning.")
            if reply is DrawReply.WINNING
            else Seats_.tr("%1 declines: it could not read the position.")
        )
        return fill(said, self.name(mark))

    def failed(self, mark: Mark, failure: Failure, cell: str, source: Source) -> str:
        """A computer's search that gave no move of its own: what went wrong, and the
        move played for it."""
        what = translated(failure.words)  # marked in players/answer.py
        said = (
            Seats_.tr("%1 %2: %3 was played for it (its last depth move).")
            if source is Source.LAST_DEPTH
            else Seats_.tr("%1 %2: %3 was played for it (its quick move).")
        )
        return fill(said, self.name(mark), fill(what, failure.detail), cell)

    def result(self, outcome: Outcome, why: str | None = None) -> str:
        """ "You win!", "Level 3 · Medium wins", "A draw", "A draw by agreement",
        "You resigned: ...".  ``why``: an engine's forfeit in the language chosen, said
        instead of the outcome's reason (the English kept with the game)."""
        if outcome.winner is None:
            if outcome.termination in (Termination.DEAD_DRAW, Termination.AGREED):
                said = outcome_words(outcome)  # "a draw by agreement", as a sentence starts
                return said[:1].upper() + said[1:]
            return Seats_.tr("A draw")
        winner, loser = outcome.winner, outcome.winner.other
        if outcome.termination is Termination.LINE:
            return self._wins(winner)
        if outcome.reason == RESIGNED:
            if self.is_you(loser):
                return fill(Seats_.tr("You resigned: %1 wins"), self.name(winner))
            if self.is_you(winner):
                return fill(Seats_.tr("%1 resigned: you win"), self.name(loser))
            return fill(Seats_.tr("%1 resigned: %2"), self.name(loser), self._wins(winner))
        reason = why or outcome.reason
        if self.is_you(winner):
            said = (
                Seats_.tr("You win: %1 forfeits (%2)")
                if reason
                else Seats_.tr("You win: %1 forfeits")
            )
            return fill(said, self.name(loser), reason)
        said = Seats_.tr("%1: %2 forfeits (%3)") if reason else Seats_.tr("%1: %2 forfeits")
        return fill(said, self._wins(winner), self.name(loser), reason)

    def _wins(self, mark: Mark) -> str:
        if self.is_you(mark):
            return Seats_.tr("You win!")
        if self.people == 1:
            return fill(Seats_.tr("%1 wins"), self.name(mark))
        return fill(Seats_.tr("%1 (%2) wins"), self.name(mark), mark.value)


def rule_name(variant: Variant) -> str:
    """ "Freestyle", "Standard", "Renju", "Caro": the rule's name, as renju players say it."""
    return {
        Variant.FREESTYLE: Seats_.tr("Freestyle"),
        Variant.STANDARD: Seats_.tr("Standard"),
        Variant.RENJU: Seats_.tr("Renju"),
        Variant.CARO: Seats_.tr("Caro"),
    }[variant]


def opening_name(opening: Opening) -> str:
    """ "No swap", "Swap", "Swap2"."""
    return {
        Opening.NONE: Seats_.tr("No swap"),
        Opening.SWAP: Seats_.tr("Swap"),
        Opening.SWAP2: Seats_.tr("Swap2"),
    }[opening]


def rule_words(rules: Rules, opening: Opening = Opening.NONE) -> str:
    """The rule beside who plays whom: "Renju", "Standard", "Freestyle · Swap2"; a
    freestyle game is named only where it is Gomoku (five in a row) or opened by swap,
    so Tic-Tac-Toe stays plain ("")."""
    named = rules.variant is not Variant.FREESTYLE or rules.k == 5 or opening is not Opening.NONE
    words = [rule_name(rules.variant)] if named else []
    if opening is not Opening.NONE:
        words.append(opening_name(opening))
    return " · ".join(words)


def board_rule(rules: Rules, opening: Opening = Opening.NONE) -> str:
    """The board and the rule a game was played under, for the game-over screen: "3x3,
    3 in a row", "15x15, exactly 5 in a row · Standard", "15x15, 5 in a row · Renju ·
    Swap2"."""
    said = (
        Seats_.tr("%1x%2, exactly %3 in a row")
        if rules.variant is Variant.STANDARD
        else translated(BOARD_AND_K)
    )
    board = fill(said, rules.width, rules.height, rules.k)
    named = rules.variant is not Variant.FREESTYLE or rules.k == 5
    words = [board, rule_name(rules.variant)] if named else [board]
    if opening is not Opening.NONE:
        words.append(opening_name(opening))
    return " · ".join(words)


def browsing(index: int, total: int) -> str:
    """The line while an earlier position is on view."""
    return fill(Seats_.tr("Move %1 of %2: click ▶ or Play from here"), index, total)
