"""The words of the players that ``players/`` names in English (each kind's label,
description and settings, each rung's name, summary and what it always sees): marked for
lupdate where ``players/`` writes them (``players/catalogue.py``, ``players/ladder.py``)
and translated when shown (:func:`shown`); ``tests/ui/words/test_translations.py`` fails
when one is not marked.  A name not marked (an external engine's) is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.game import Rules, Variant, default_k
from tictactoe.players import PlayerKind, find_kind
from tictactoe.players.ladder import Rung, rung_of_spec
from tictactoe.sentences import Phrase
from tictactoe.ui.words.translation import Words, fill, translated

Players = Words("Players")


def shown(words: str) -> str:
    """``words`` from ``players/`` in the language chosen (as they are when unmarked): a
    name or a description marked there, or a :class:`~tictactoe.sentences.Phrase` made of
    one and its arguments (each said again here)."""
    if isinstance(words, Phrase):
        return fill(
            translated(words.sentence),
            *(shown(arg) if isinstance(arg, str) else arg for arg in words.args),
        )
    return Players.tr(words)


RuleNames = Words("RuleNames")
RULE_NAMES = {
    Variant.FREESTYLE: QT_TRANSLATE_NOOP("RuleNames", "freestyle"),
    Variant.STANDARD: QT_TRANSLATE_NOOP("RuleNames", "standard"),
    Variant.RENJU: QT_TRANSLATE_NOOP("RuleNames", "renju"),
    Variant.CARO: QT_TRANSLATE_NOOP("RuleNames", "caro"),
}


def rule_name(variant: Variant) -> str:
    """ "freestyle", "renju", in the language chosen."""
    return RuleNames.tr(RULE_NAMES[variant])


def board_label(rules: Rules) -> str:
    """ "15x15", or "15x15 k=4" when k is not the one the board suggests; a rule other
    than freestyle after it ("15x15 renju")."""
    size = f"{rules.width}x{rules.height}"
    board = size if rules.k == default_k(rules.width, rules.height) else f"{size} k={rules.k}"
    return board if rules.freestyle else f"{board} {rules.variant.value}"


def rung_name(rung: Rung) -> str:
    """ "Level 3 · Medium": a rung's name wherever a player is named (the game screen's
    title, the game-over scorecard, Statistics' pairings, the kept games)."""
    return fill(Players.tr("Level %1 · %2"), rung.number, shown(rung.name))


def player_label(kinds: Iterable[PlayerKind], spec: str) -> str:
    """A spec's name for people ("Level 6 · Club", "13 Rules"), or the spec itself (the
    window's words for ``players.label_of``)."""
    on_ladder = rung_of_spec(spec)
    if on_ladder is not None:
        return rung_name(on_ladder)
    kind, _ = find_kind(kinds, spec)
    return shown(kind.label) if kind is not None else spec
