"""The words of the players that ``players/`` names in English (each kind's label,
description and settings, each rung's name, summary and what it always sees): a fixed set,
marked here for lupdate and translated when shown (``Players.tr(kind.label)``).  Written
from ``players.available_players()`` and ``players.ladder.RUNGS``;
``tests/ui/words/test_translations.py`` fails when one of theirs is missing here.  A name not
here (an external engine's) is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.game import Rules, Variant, default_k
from tictactoe.players import PlayerKind, find_kind
from tictactoe.players.ladder import Rung, rung_of_spec
from tictactoe.ui.words.translation import Words, fill

Players = Words("Players")

MARKED = (
    QT_TRANSLATE_NOOP("Players", "Human"),
    QT_TRANSLATE_NOOP("Players", "You: click a cell to play."),
    QT_TRANSLATE_NOOP("Players", "Beginner"),
    QT_TRANSLATE_NOOP(
        "Players",
        "Level 1 of the ladder (level:1): A first game: wins at once when it "
        "can, otherwise plays near the stones almost at random; blocks a four "
        "most of the time.",
    ),
    QT_TRANSLATE_NOOP("Players", "Easy"),
    QT_TRANSLATE_NOOP(
        "Players",
        "Level 2 of the ladder (level:2): Plays the shapes a one-move look "
        "suggests, loosely; blocks every four, often overlooks an open three.",
    ),
    QT_TRANSLATE_NOOP("Players", "Medium"),
    QT_TRANSLATE_NOOP(
        "Players",
        "Level 3 of the ladder (level:3): Blocks every four; sees an open "
        "three, or the open four it could make, about half the time.",
    ),
    QT_TRANSLATE_NOOP("Players", "Hard"),
    QT_TRANSLATE_NOOP(
        "Players", "The engine at full strength within 1 s per move (exact where it can be)."
    ),
    QT_TRANSLATE_NOOP("Players", "Perfect"),
    QT_TRANSLATE_NOOP(
        "Players",
        "Exact wherever the position can be solved (always on 3x3 and 4x4); "
        "never loses a game that can be drawn, and picks the moves that give "
        "you the most chances to go wrong. On large boards: the strongest "
        "search, 3 s per move.",
    ),
    QT_TRANSLATE_NOOP("Players", "Level"),
    QT_TRANSLATE_NOOP(
        "Players",
        "The difficulty ladder, from a first game (level:1) to the full engine "
        "(level:10, Hard): write level:N; each rung says what it always sees "
        "and plays a little better than the one below.",
    ),
    QT_TRANSLATE_NOOP("Players", "Adaptive"),
    QT_TRANSLATE_NOOP(
        "Players",
        "Picks, for each new game in the app, the level that matches your "
        "rating on the board (the lowest level until you have one), and says "
        "which.",
    ),
    QT_TRANSLATE_NOOP("Players", "Random"),
    QT_TRANSLATE_NOOP("Players", "Plays uniformly at random."),
    QT_TRANSLATE_NOOP("Players", "Forecaster"),
    QT_TRANSLATE_NOOP(
        "Players",
        "From TRYST'98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, "
        "1998). It weighs its chances of winning: the best of its own moves, "
        "the average of yours (you take a win at once when you have one); 0.5 "
        "at the horizon. Foresight sets how far it looks; the draw value sets "
        "how much it likes a draw (0 attacks, 1 defends).",
    ),
    QT_TRANSLATE_NOOP("Players", "Foresight"),
    QT_TRANSLATE_NOOP(
        "Players",
        "level of foresight (a level is a move by each side); 'expert' looks "
        "deep enough to be exact",
    ),
    QT_TRANSLATE_NOOP("Players", "Expert"),
    QT_TRANSLATE_NOOP("Players", "Draw value"),
    QT_TRANSLATE_NOOP(
        "Players", "the value of a drawn game: 0 totally attacking .. 1 totally defensive"
    ),
    QT_TRANSLATE_NOOP("Players", "Lookahead"),
    QT_TRANSLATE_NOOP(
        "Players",
        "From the lookahead article on game trees. It scores positions a few "
        "moves ahead; a win scores infinity/level, so it prefers the quickest "
        "win, and a lower win score makes it more defensive.",
    ),
    QT_TRANSLATE_NOOP("Players", "Depth"),
    QT_TRANSLATE_NOOP("Players", "plies to look ahead"),
    QT_TRANSLATE_NOOP("Players", "Infinity (win score)"),
    QT_TRANSLATE_NOOP("Players", "the score of a win"),
    QT_TRANSLATE_NOOP("Players", "13 Rules"),
    QT_TRANSLATE_NOOP(
        "Players",
        "From TICTACTO.PAS, a Pascal program. It plays the centre, then follows "
        "13 rules in order: win, block, make or stop double threats, and so on.",
    ),
    QT_TRANSLATE_NOOP("Players", "Classic 3x3"),
    QT_TRANSLATE_NOOP(
        "Players",
        "From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, "
        "block, fork, block a fork, centre, opposite corner, corner, side. "
        "UltraHardCore adds the forcing move that stops the one fork it would "
        "miss. 3x3 only.",
    ),
    QT_TRANSLATE_NOOP("Players", "UltraHardCore"),
    QT_TRANSLATE_NOOP(
        "Players", "UltraHardCore: answer the diagonal fork set-up with a forcing move"
    ),
    QT_TRANSLATE_NOOP("Players", "Keen"),
    QT_TRANSLATE_NOOP("Players", "Steady"),
    QT_TRANSLATE_NOOP("Players", "Club"),
    QT_TRANSLATE_NOOP("Players", "Skilled"),
    QT_TRANSLATE_NOOP("Players", "Strong"),
    QT_TRANSLATE_NOOP(
        "Players",
        "A first game: wins at once when it can, otherwise plays near the "
        "stones almost at random; blocks a four most of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "Players",
        "Plays the shapes a one-move look suggests, loosely; blocks every four, "
        "often overlooks an open three.",
    ),
    QT_TRANSLATE_NOOP(
        "Players",
        "Blocks every four; sees an open three, or the open four it could make, "
        "about half the time.",
    ),
    QT_TRANSLATE_NOOP(
        "Players",
        "Sees most open threes and its own open fours; still prefers a slightly "
        "worse shape now and then.",
    ),
    QT_TRANSLATE_NOOP(
        "Players", "Always makes its open four and blocks every open three; no reading ahead."
    ),
    QT_TRANSLATE_NOOP(
        "Players", "Reads a move ahead with the engine three moves in ten, else plays like Steady."
    ),
    QT_TRANSLATE_NOOP(
        "Players", "Reads two moves ahead two moves in three, else plays like Steady."
    ),
    QT_TRANSLATE_NOOP(
        "Players",
        "Reads three moves ahead every move; on one in five it plays its "
        "intuition instead, unless its reading shows that move losing.",
    ),
    QT_TRANSLATE_NOOP(
        "Players", "Reads four moves ahead; slips to its intuition one move in twelve."
    ),
    QT_TRANSLATE_NOOP(
        "Players",
        "The engine at full strength within 1 s a move: wins by fours and "
        "threes, its own and the opponent's, as far as its search reaches.",
    ),
    QT_TRANSLATE_NOOP("Players", "its own win in one"),
    QT_TRANSLATE_NOOP("Players", "the opponent's four (a win in one) to block"),
    QT_TRANSLATE_NOOP("Players", "its own open four or double four (a win in two moves)"),
    QT_TRANSLATE_NOOP("Players", "the opponent's open three (the point of its open four) to block"),
    QT_TRANSLATE_NOOP("Players", "its own win by two fours in a row"),
)


def shown(words: str) -> str:
    """``words`` from ``players/`` in the language chosen (as they are when unmarked)."""
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
