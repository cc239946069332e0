""" "Play from here": choose the two players of a new game from a position of the list."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tictactoe.game import Mark, Rules
from tictactoe.players import PlayerKind, find_kind
from tictactoe.players.ladder import OLD_NAMES, RUNGS, rung_of_spec
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.play.history import game_after
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.widgets.dialogs import run_modal
from tictactoe.ui.words.player_words import player_label, shown
from tictactoe.ui.words.translation import Words, fill

PlayFrom = Words("PlayFrom")


# Kinds this dialog does not list: the old level names are rungs of the ladder (listed
# as rungs), and Adaptive picks its rung when a game starts from the menu.
NOT_LISTED = frozenset(OLD_NAMES) | {"adaptive", "level"}


def choices(kinds: tuple[PlayerKind, ...], rules: Rules, current: str) -> list[tuple[str, str]]:
    """(label, spec) for every kind that can play on ``rules``, each rung of the ladder in
    its place; the current player first when it is none of them (its own settings)."""
    out: list[tuple[str, str]] = []
    for k in kinds:
        if k.name in OLD_NAMES and RUNGS[0].spec not in [spec for _, spec in out]:
            out += [(player_label(kinds, rung.spec), rung.spec) for rung in RUNGS]
        if k.name in NOT_LISTED or k.check(rules) is not None:
            continue
        out.append((shown(k.label), k.spec_of()))
    if current and current not in [spec for _, spec in out]:
        kind, _ = find_kind(kinds, current)
        on_ladder = rung_of_spec(current)
        if on_ladder is not None:
            label = player_label(kinds, current)
        else:
            label = (
                fill(PlayFrom.tr("%1 (%2)"), shown(kind.label), current)
                if kind is not None
                else current
            )
        out.insert(0, (label, current))
    return out


class PlayFromDialog(QDialog):
    def __init__(
        self,
        kinds: tuple[PlayerKind, ...],
        rules: Rules,
        specs: dict[Mark, str],
        to_move: Mark,
        number: int,
        parent: QWidget | None = None,
        *,
        from_empty: bool = False,
    ) -> None:
        """``from_empty``: the position is the empty board (a game from it may be rated)."""
        super().__init__(parent)
        self.setWindowTitle(PlayFrom.tr("Play from here"))
        self.setMinimumWidth(340)
        layout = QVBoxLayout(self)
        intro = QLabel(
            fill(
                PlayFrom.tr("A new game from the position after move %1: %2 to move."),
                number,
                to_move.value,
            )
            if number
            else fill(PlayFrom.tr("A new game from the start: %1 to move."), to_move.value)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if not from_empty:  # help.HelpRecord counts a chosen start as help
            unrated = QLabel(
                PlayFrom.tr(
                    "The new game will not be rated: it starts from a chosen position, "
                    "not the empty board."
                )
            )
            unrated.setObjectName("notRated")
            unrated.setWordWrap(True)
            layout.addWidget(unrated)
        form = QFormLayout()
        self.boxes: dict[Mark, QComboBox] = {}
        for mark in (Mark.X, Mark.O):
            box = QComboBox()
            box.setAccessibleName(fill(PlayFrom.tr("Player for %1"), mark.value))
            box.setAccessibleDescription(
                fill(PlayFrom.tr("Who plays %1 in the new game"), mark.value)
            )
            for label, spec in choices(kinds, rules, specs.get(mark, "")):
                box.addItem(label, spec)
            index = box.findData(specs.get(mark, ""))
            box.setCurrentIndex(max(0, index))
            form.addRow(fill(PlayFrom.tr("%1 plays:"), mark.value), box)
            self.boxes[mark] = box
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(PlayFrom.tr("Play"))
        ok.setAccessibleDescription(PlayFrom.tr("Start the new game from this position"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(PlayFrom.tr("Cancel"))
        cancel.setAccessibleDescription(PlayFrom.tr("Keep the game as it is"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def specs(self) -> tuple[str, str]:
        return self.boxes[Mark.X].currentData(), self.boxes[Mark.O].currentData()


def ask_players(
    parent: QWidget, kinds: tuple[PlayerKind, ...], controller: GameController, index: int
) -> MatchSettings | None:
    """Ask for the players (of ``kinds``) of a new game from the position after ``index``
    moves."""
    game = game_after(controller.game, index)
    specs = {m: controller.players[m].spec for m in (Mark.X, Mark.O)}
    empty = not (game.moves or game.start.x_bits or game.start.o_bits)
    dialog = PlayFromDialog(
        kinds, game.rules, specs, game.to_move(), index, parent, from_empty=empty
    )
    if run_modal(dialog) != QDialog.DialogCode.Accepted:
        return None
    x_spec, o_spec = dialog.specs()
    return MatchSettings(x_spec, o_spec, game.rules, Starter.PLAYER1, 1)
