"""The words of the game screen, spoken to the person at the board.  No Qt.

A person is "you" when one person plays the computer, "Player 1" and "Player 2" when
two share the board; a computer is named as the menu names it ("Level 3 · Medium",
"Random").  Whole sentences, built here, so that they can be translated later.
"""
from __future__ import annotations

from dataclasses import dataclass

from tictactoe.game import Foul, Mark, Outcome, Rules, Termination, Variant
from tictactoe.swap import Opening
from tictactoe.players import Player
from tictactoe.players.draw_offer import DrawReply
from tictactoe.players.ladder import rung_of_spec

RESIGNED = "resigned"   # a forfeit's reason when a person resigns (SGF's "+R")


def computer_name(player: Player) -> str:
    """"Level 3 · Medium" for a rung of the ladder, else the player's own name."""
    rung = rung_of_spec(player.spec)
    return f"Level {rung.number} · {rung.name}" if rung is not None else player.name


@dataclass(frozen=True)
class Seats:
    """Who sits where in the game on the board: the player of each mark and the number
    (1 or 2, the menu's column) each has in the series."""

    players: dict[Mark, Player]
    numbers: dict[Mark, int]

    @property
    def people(self) -> int:
        return sum(p.is_human for p in self.players.values())

    def name(self, mark: Mark) -> str:
        """"You", "Player 1" or the computer's name."""
        player = self.players.get(mark)
        if player is None:
            return mark.value
        if player.is_human:
            return "You" if self.people == 1 else f"Player {self.numbers[mark]}"
        return computer_name(player)

    def title(self) -> str:
        """"You vs Level 3 · Medium", with the first player first."""
        if not self.players:
            return ""
        marks = sorted(self.players, key=lambda m: self.numbers[m])
        return " vs ".join(self.name(m) for m in marks)

    def to_move(self, mark: Mark, dead: bool) -> str:
        draw = " Nobody can win any more: Offer draw ends the game." if dead else ""
        if self.people == 1:
            return f"Your move ({mark.value}): click a square, or arrow keys and Space.{draw}"
        return (f"{mark.value} to move ({self.name(mark)}): click a square, or arrow keys "
                f"and Space.{draw}")

    def thinking(self, mark: Mark, dead: bool) -> str:
        draw = " (nobody can win any more)" if dead else ""
        return f"{self.name(mark)} ({mark.value}) is thinking…{draw}"

    def paused(self, mark: Mark) -> str:
        return f"Paused: {self.name(mark)} ({mark.value}) to move. Resume, or Step one move."

    def taken(self, cell: str) -> str:
        return f"{cell} is taken: click an empty square."

    def forbidden(self, cell: str, foul: Foul) -> str:
        """"H8 is forbidden: a double three." (renju: Black may not play there)."""
        return f"{cell} is forbidden: {foul.phrase}. Black may not play there under renju."

    def draw_question(self, mark: Mark) -> tuple[str, str]:
        """The title and question of the dialog that asks the other person."""
        other = mark.other
        return ("Offer draw", f"{self.name(mark)} ({mark.value}) offers a draw. "
                              f"{self.name(other)} ({other.value}), do you accept?")

    def considering(self, mark: Mark) -> str:
        return f"{self.name(mark)} ({mark.value}) is considering your offer of a draw…"

    def declined(self, mark: Mark, reply: DrawReply | None) -> str:
        """"Level 3 · Medium declines: it thinks it is winning."; a person (``reply``
        None) "Player 2 declines the draw."."""
        if reply is None:
            return f"{self.name(mark)} ({mark.value}) declines the draw."
        why = ("it thinks it is winning" if reply is DrawReply.WINNING
               else "it could not read the position")
        return f"{self.name(mark)} declines: {why}."

    def failed(self, mark: Mark, failure: str, cell: str, source: str) -> str:
        return f"{self.name(mark)} {failure}: {cell} was played for it (its {source} move)."

    def result(self, outcome: Outcome) -> str:
        """"You win!", "Level 3 · Medium wins", "A draw", "A draw by agreement",
        "You resigned: ..."."""
        if outcome.winner is None:
            return {Termination.DEAD_DRAW: "A draw: nobody could win any more",
                    Termination.AGREED: "A draw by agreement"}.get(outcome.termination,
                                                                   "A draw")
        winner, loser = outcome.winner, outcome.winner.other
        won = self._wins(winner)
        if outcome.termination is Termination.LINE:
            return won
        if outcome.reason == RESIGNED:
            return f"{self._resigned(loser)}: {won.rstrip('!').lower() if self._you(winner) else won}"
        detail = f" ({outcome.reason})" if outcome.reason else ""
        return f"{won.rstrip('!')}: {self.name(loser)} forfeits{detail}"

    def _you(self, mark: Mark) -> bool:
        return self.name(mark) == "You"

    def _wins(self, mark: Mark) -> str:
        if self._you(mark):
            return "You win!"
        if self.people == 1:
            return f"{self.name(mark)} wins"
        return f"{self.name(mark)} ({mark.value}) wins"

    def _resigned(self, mark: Mark) -> str:
        return "You resigned" if self._you(mark) else f"{self.name(mark)} resigned"


def rule_words(rules: Rules, opening: Opening = Opening.NONE) -> str:
    """The rule beside who plays whom: "Renju", "Standard", "Freestyle · swap2"; a
    freestyle game is named only where it is Gomoku (five in a row) or opened by swap,
    so Tic-Tac-Toe stays plain ("")."""
    words = [] if rules.variant is Variant.FREESTYLE and rules.k != 5 else [rules.variant.label]
    if opening is not Opening.NONE:
        words = words or [rules.variant.label]
        words.append(opening.value)
    return " · ".join(words)


def browsing(index: int, total: int) -> str:
    """The line while an earlier position is on view."""
    return f"Move {index} of {total}: click ▶ or Play from here"
