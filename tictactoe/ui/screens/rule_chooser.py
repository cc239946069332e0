"""The menu's choice of the rule and of the opening.

Two lists and a Button: the rule (freestyle: k or more in a row wins; standard: exactly k;
renju and caro: five in a row only, their items off for another k), the opening (no
swap, swap or swap2, offered where a swap opening is played: five in a row on boards of
9x9 and up, :func:`tictactoe.swap.applies`), and "Rules…", which opens the rules' help
page.  Lists rather than rows of Buttons, put in rows the menu has already (the board's
size, who starts, the check line): the menu has no height to spare at its smallest
(900x700).  A choice that does not fit the board stays chosen: the menu's check
line says why a rule cannot be played, and a swap opening is simply not played where it
does not apply.
"""

from __future__ import annotations

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox

from tictactoe.game import Rules, RulesFault, Variant
from tictactoe.swap import FIVE, MIN_SIDE, Opening, applies
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import item_tooltips_beside, set_item_tooltip, set_tooltip
from tictactoe.ui.words.game_words import opening_name, rule_name
from tictactoe.ui.words.translation import Words, fill, translated

Menu = Words("Menu")


def rule_tip(variant: Variant) -> str:
    return {
        Variant.FREESTYLE: Menu.tr("k or more in a row wins (Tic-Tac-Toe, free Gomoku)"),
        Variant.STANDARD: Menu.tr("Exactly k in a row wins; a longer row does not"),
        Variant.RENJU: Menu.tr(
            "Five in a row: Black may not make a double three, a double "
            "four or an overline, and wins with exactly five; White wins "
            "with five or more"
        ),
        Variant.CARO: Menu.tr(
            "Five in a row: six or more wins, and a five wins unless both its ends are blocked"
        ),
    }[variant]


def opening_tip(opening: Opening) -> str:
    return {
        Opening.NONE: Menu.tr("The player who starts plays X (Black) and moves first"),
        Opening.SWAP: Menu.tr(
            "The player who starts places three stones (Black, White, "
            "Black); the other picks a colour"
        ),
        Opening.SWAP2: Menu.tr(
            "As swap, but the other may instead place two more stones "
            "(White, Black) and let the first pick the colour"
        ),
    }[opening]


class RuleLists:
    """The rule's list, the opening's list and "Rules…": the menu puts them where its rows
    have room and connects them."""

    def __init__(self) -> None:
        self.rule_box = _list(Menu.tr("Rule"), [(v, rule_name(v), rule_tip(v)) for v in Variant])
        self.opening_box = _list(
            Menu.tr("Opening"), [(o, opening_name(o), opening_tip(o)) for o in Opening]
        )
        self.help_button = Button(Menu.tr("Rules…"), point_size=11, padding=20)
        set_tooltip(
            self.help_button,
            Menu.tr("How each rule is played, with diagrams, and the swap openings"),
        )

    @property
    def variant(self) -> Variant:
        return Variant(self.rule_box.currentData())

    @property
    def opening(self) -> Opening:
        return Opening(self.opening_box.currentData())

    def choose(self, variant: Variant) -> None:
        self.rule_box.setCurrentIndex(self.rule_box.findData(variant))

    def choose_opening(self, opening: Opening) -> None:
        self.opening_box.setCurrentIndex(self.opening_box.findData(opening))

    def fit(self, rules: Rules | None, k: int | None) -> None:
        """Renju and caro are offered for five in a row, swap and swap2 where they are
        played; the lists' tooltips say so."""
        _offer(self.rule_box, (Variant.RENJU, Variant.CARO), k == FIVE)
        on = rules is not None and applies(rules)
        _offer(self.opening_box, (Opening.SWAP, Opening.SWAP2), on)
        set_tooltip(
            self.rule_box,
            Menu.tr("What wins, and under renju what Black may not play")
            if k == FIVE
            else Menu.tr(
                "What wins, and under renju what Black may not "
                "play (renju and caro: five in a row only)"
            ),
        )
        set_tooltip(
            self.opening_box,
            Menu.tr("How the colours are settled")
            if on
            else fill(
                Menu.tr(
                    "How the colours are settled (swap and swap2: five in a row on boards of "
                    "%1x%1 and up)"
                ),
                MIN_SIDE,
            ),
        )

    def for_k(self, k: int) -> Variant:
        """The rule chosen, or freestyle where it is not played with ``k`` in a row (a
        preset of another board keeps the rule where it can)."""
        variant = self.variant
        return variant if k == FIVE or not variant.five_only else Variant.FREESTYLE


def _list(name: str, items: list[tuple[object, str, str]]) -> QComboBox:
    """A list named ``name`` for a screen reader (on the screen its items name it)."""
    box = QComboBox()
    box.setAccessibleName(name)
    for index, (value, words, tip) in enumerate(items):
        box.addItem(words, value)
        set_item_tooltip(box, index, tip)
    item_tooltips_beside(box)
    return box


def _offer(box: QComboBox, values: tuple[object, ...], on: bool) -> None:
    model = box.model()
    assert isinstance(model, QStandardItemModel)
    for value in values:
        model.item(box.findData(value)).setEnabled(on)


def check_line(settings: MatchSettings) -> str:
    """The menu's check line for a board that can be played: "✓ 15x15 board, 5 in a row
    wins", with a rule other than freestyle and a swap opening where it is played."""
    rules = settings.rules
    size = (rules.width, rules.height, rules.k)
    ruled = rules.variant is not Variant.FREESTYLE
    if settings.negotiated:
        opening = opening_name(settings.opening)
        if ruled:
            return fill(
                Menu.tr("✓ %1x%2 board, %3 in a row wins (%4); %5 opening"),
                *size,
                rule_name(rules.variant),
                opening,
            )
        return fill(Menu.tr("✓ %1x%2 board, %3 in a row wins; %4 opening"), *size, opening)
    if ruled:
        return fill(
            Menu.tr("✓ %1x%2 board, %3 in a row wins (%4)"), *size, rule_name(rules.variant)
        )
    return fill(Menu.tr("✓ %1x%2 board, %3 in a row wins"), *size)


def rule_problem(variant: Variant, k: int | None) -> str | None:
    """Why the rule cannot be played with ``k`` in a row (renju and caro: five only)."""
    if variant.five_only and k != FIVE:
        # the rules' own words, the rule named as the menu lists it ("Caro")
        return fill(translated(RulesFault.FIVE_ONLY.value), rule_name(variant), k)
    return None
