"""The one question before a person's first rated game: "How well do you know the
game?"  The answer (:class:`~tictactoe.storage.rating.Experience`) sets the rung the
first rating starts at on every board class; it is remembered in the settings.

It is asked from the menu, once: when the person starts a game that can count for
their rating (against a rated computer player, or Adaptive) while they have no
rated game yet and have not answered.  Cancel (or Esc, or closing the box) goes back
to the menu and starts nothing, as Cancel does everywhere else; the question comes
again with the next such game.  A game started on the command line asks nothing (no
question comes before the window): its rating starts at the lowest rung.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QMessageBox, QWidget

from tictactoe.players import is_adaptive
from tictactoe.players.ladder import RUNGS
from tictactoe.storage.rating import Experience, opponent_rating
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.widgets.dialogs import run_modal
from tictactoe.ui.words.player_words import shown
from tictactoe.ui.words.translation import Words, fill

FirstRating = Words("FirstRating")
ANSWERS = (
    (Experience.NEW, QT_TRANSLATE_NOOP("FirstRating", "New to the game")),
    (Experience.PLAYED, QT_TRANSLATE_NOOP("FirstRating", "Played before")),
    (Experience.STRONG, QT_TRANSLATE_NOOP("FirstRating", "A strong player")),
)


def may_count(settings: MatchSettings) -> bool:
    """Whether a series of ``settings`` can count for the person's rating: one person
    against Adaptive or a computer player with a rating on the board."""
    people = [
        spec
        for spec in (settings.player1, settings.player2)
        if spec.split(":")[0].strip().lower() == "human"
    ]
    if len(people) != 1:
        return False
    other = settings.player2 if people[0] is settings.player1 else settings.player1
    return is_adaptive(other) or opponent_rating(other, settings.rules) is not None


def question_due(keeper: GameKeeper | None, settings: MatchSettings) -> bool:
    """Whether to ask before starting ``settings``: statistics kept, no answer yet, no
    rated game yet, and a game that can count."""
    return (
        keeper is not None
        and keeper.statistics is not None
        and keeper.experience is None
        and may_count(settings)
        and not keeper.ratings()
    )


def question_text() -> str:
    """What each answer means, in the box under the question."""
    starts = FirstRating.tr("; ").join(
        fill(
            FirstRating.tr("%1: level %2, %3"),
            FirstRating.tr(label).lower(),
            answer.start_rung,
            shown(RUNGS[answer.start_rung - 1].name),
        )
        for answer, label in ANSWERS
    )
    return fill(
        FirstRating.tr(
            "Your first rating starts at a level of the ladder (%1) and then "
            "follows your games. You are asked only this once."
        ),
        starts,
    )


def ask_experience(parent: QWidget) -> Experience | None:
    """Ask the question in a message box; None when it is cancelled (Cancel, Esc or the
    box closed): the game is not started."""
    box = QMessageBox(parent)
    box.setWindowTitle(FirstRating.tr("Your first rating"))
    box.setIcon(QMessageBox.Icon.Question)
    box.setText(FirstRating.tr("How well do you know the game?"))
    box.setInformativeText(question_text())
    buttons = {
        box.addButton(FirstRating.tr(label), QMessageBox.ButtonRole.AcceptRole): answer
        for answer, label in ANSWERS
    }
    for button, answer in buttons.items():  # for a screen reader, what each answer does
        button.setAccessibleDescription(
            fill(
                FirstRating.tr("Your first rating starts at level %1, %2"),
                answer.start_rung,
                shown(RUNGS[answer.start_rung - 1].name),
            )
        )
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setText(FirstRating.tr("Cancel"))
    cancel.setAccessibleDescription(FirstRating.tr("Back to the menu: no game starts"))
    box.setEscapeButton(cancel)
    run_modal(box)
    return buttons.get(box.clickedButton())
