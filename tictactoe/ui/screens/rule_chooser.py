"""The menu's choice of the rule and of the opening: two rows of Buttons.

:class:`RuleRow` sits in the Board panel: freestyle (k or more in a row wins, every
board), standard (exactly k, every board), renju and caro (five in a row only: their
Buttons are off for another k), and "Rules…", which opens the rules' help page.
:class:`OpeningRow` sits in the panel of who starts: no swap, swap or swap2, offered
where a swap opening is played (five in a row on boards of 9x9 and up,
:func:`tictactoe.swap.applies`).  A choice that does not fit the board stays chosen
(its Button off): the menu's check line says why a rule cannot be played, and a swap
opening is simply not played where it does not apply.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from tictactoe.game import Rules, Variant
from tictactoe.swap import FIVE, MIN_SIDE, Opening, applies
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip

RULE_TIPS = {
    Variant.FREESTYLE: "k or more in a row wins (Tic-Tac-Toe, free Gomoku)",
    Variant.STANDARD: "Exactly k in a row wins; a longer row does not",
    Variant.RENJU: "Five in a row: Black may not make a double three, a double four or an "
                   "overline, and wins with exactly five; White wins with five or more",
    Variant.CARO: "Five in a row: six or more wins, and a five wins unless both its ends "
                  "are blocked",
}
OPENING_WORDS = {Opening.NONE: "No swap", Opening.SWAP: "Swap", Opening.SWAP2: "Swap2"}
OPENING_TIPS = {
    Opening.NONE: "The player who starts plays X (Black) and moves first",
    Opening.SWAP: "The player who starts places three stones (Black, White, Black); the "
                  "other picks a colour",
    Opening.SWAP2: "As swap, but the other may instead place two more stones (White, "
                   "Black) and let the first pick the colour",
}


class RuleRow(QWidget):
    """The rule's Buttons and "Rules…"; ``changed`` when a rule is picked."""

    changed = Signal()
    help_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Variant, Button] = {}
        for variant in Variant:
            button = Button(variant.label, point_size=11)
            set_tooltip(button, RULE_TIPS[variant])
            button.setAccessibleDescription(f"Play by the {variant.label} rule: "
                                            f"{RULE_TIPS[variant]}")
            button.clicked.connect(lambda v=variant: self.choose(v, by_hand=True))
            row.addWidget(button)
            self.buttons[variant] = button
        self.help_button = Button("Rules…", point_size=11)
        set_tooltip(self.help_button, "How each rule is played, with diagrams")
        self.help_button.clicked.connect(self.help_requested)
        row.addWidget(self.help_button)
        self._variant = Variant.FREESTYLE
        self.choose(Variant.FREESTYLE)

    @property
    def variant(self) -> Variant:
        return self._variant

    def choose(self, variant: Variant, *, by_hand: bool = False) -> None:
        self._variant = variant
        for key, button in self.buttons.items():
            button.set_selected(key is variant)
        if by_hand:
            self.changed.emit()

    def fit(self, k: int | None) -> None:
        """Renju and caro are offered for five in a row only."""
        for variant in (Variant.RENJU, Variant.CARO):
            self.buttons[variant].setEnabled(k == FIVE)

    def for_k(self, k: int) -> Variant:
        """The rule chosen, or freestyle where it is not played with ``k`` in a row (a
        preset of another board keeps the rule where it can)."""
        return self._variant if k == FIVE or not self._variant.five_only else Variant.FREESTYLE


class OpeningRow(QWidget):
    """"Opening" and its Buttons; ``changed`` when one is picked."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel("Opening")
        row.addWidget(self.label)
        self.buttons: dict[Opening, Button] = {}
        for opening in Opening:
            button = Button(OPENING_WORDS[opening], point_size=11)
            set_tooltip(button, OPENING_TIPS[opening])
            button.setAccessibleDescription(OPENING_TIPS[opening])
            button.clicked.connect(lambda o=opening: self.choose(o, by_hand=True))
            row.addWidget(button)
            self.buttons[opening] = button
        self._opening = Opening.NONE
        self.choose(Opening.NONE)

    @property
    def opening(self) -> Opening:
        return self._opening

    def choose(self, opening: Opening, *, by_hand: bool = False) -> None:
        self._opening = opening
        for key, button in self.buttons.items():
            button.set_selected(key is opening)
        if by_hand:
            self.changed.emit()

    def fit(self, rules: Rules | None) -> None:
        """Swap and swap2 are offered where they are played."""
        on = rules is not None and applies(rules)
        for opening in (Opening.SWAP, Opening.SWAP2):
            self.buttons[opening].setEnabled(on)
        why = "" if on else (f" (five in a row on boards of {MIN_SIDE}x{MIN_SIDE} and up)")
        set_tooltip(self.label, "How the colours are settled" + why)


def check_line(settings: MatchSettings) -> str:
    """The menu's check line for a board that can be played: "✓ 15x15 board, 5 in a row
    wins", with a rule other than freestyle and a swap opening where it is played."""
    rules = settings.rules
    line = f"✓ {rules.width}x{rules.height} board, {rules.k} in a row wins"
    if rules.variant is not Variant.FREESTYLE:
        line += f" ({rules.variant.label})"
    if settings.negotiated:
        line += f"; {OPENING_WORDS[settings.opening].lower()} opening"
    return line
