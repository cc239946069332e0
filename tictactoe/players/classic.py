"""Theme05lab05: the classic rule-based 3x3 player.

The steps, in order; the first that applies gives the move, and within a step
the cells are tried row by row, left to right (top-left first):

1. win: complete three in a row;
2. block: take the cell where the opponent would complete three;
3. fork: make two threats at once (two lines with two of ours and an empty cell);
4. UltraHardCore (``ultra=1`` only): when the opponent holds two opposite
   corners and we hold the centre (the document's diagram ``X-- / -O- / --X``),
   play an empty side, which makes a threat the opponent must block, so it
   never gets to fork (the document's ``XO- / -O- / --X``);
5. block a fork: take the cell where the opponent would fork;
6. centre; 7. the corner opposite one of the opponent's; 8. an empty corner;
9. an empty side.

Without ultra the player can lose, exactly as the seed says: X in a corner,
O (classic) in the centre, X in the opposite corner; classic blocks the fork
at a corner, which threatens nothing X cannot answer, and X's forced answer
is itself a fork (see ``tests/players/sources/test_source_ai_classic.py``).
"""

from __future__ import annotations

from tictactoe.ai import Cancel, Move
from tictactoe.game import Game, Rules
from tictactoe.players.base import OTHER_FOR_BOARD, AIPlayer, RulesRefused

_RULES = Rules(3, 3, 3)
_LINES = tuple(_RULES.windows())
_CELLS = tuple((x, y) for y in range(3) for x in range(3))
_CENTRE = (1, 1)
_CORNERS = ((0, 0), (2, 0), (0, 2), (2, 2))
_SIDES = ((1, 0), (0, 1), (2, 1), (1, 2))


def _bit(move: Move) -> int:
    return 1 << (move[1] * 3 + move[0])


def threats(own: int, other: int) -> int:
    """Bitmask of the empty cells where ``own`` would complete a line."""
    found = 0
    for line in _LINES:
        if not other & line and (line & own).bit_count() == 2:
            found |= line & ~own
    return found


def fork_cells(own: int, other: int) -> list[Move]:
    """Empty cells where ``own`` would make two or more threats at once."""
    occupied = own | other
    out = []
    for cell in _CELLS:
        b = _bit(cell)
        if not occupied & b and threats(own | b, other).bit_count() >= 2:
            out.append(cell)
    return out


def _first(cells: list[Move] | tuple[Move, ...], occupied: int) -> Move | None:
    for cell in cells:
        if not occupied & _bit(cell):
            return cell
    return None


def _from_mask(mask: int) -> list[Move]:
    return [c for c in _CELLS if mask & _bit(c)]


def ultra_applies(own: int, other: int) -> bool:
    """The UltraHardCore situation: the opponent on two opposite corners, we on the centre."""
    if own != _bit(_CENTRE) or other.bit_count() != 2:
        return False
    return other in (_bit((0, 0)) | _bit((2, 2)), _bit((2, 0)) | _bit((0, 2)))


def classic_move(own: int, other: int, ultra: bool = False) -> tuple[Move, str]:
    """The move and the name of the step that chose it."""
    occupied = own | other
    mine = _from_mask(threats(own, other))
    if mine:
        return mine[0], "win"
    theirs = _from_mask(threats(other, own))
    if theirs:
        return theirs[0], "block"
    forks = fork_cells(own, other)
    if forks:
        return forks[0], "fork"
    if ultra and ultra_applies(own, other):
        side = _first(_SIDES, occupied)
        assert side is not None
        return side, "ultra"
    their_forks = fork_cells(other, own)
    if their_forks:
        return their_forks[0], "block fork"
    if not occupied & _bit(_CENTRE):
        return _CENTRE, "centre"
    for corner in _CORNERS:
        opposite = (2 - corner[0], 2 - corner[1])
        if other & _bit(corner) and not occupied & _bit(opposite):
            return opposite, "opposite corner"
    free = _first(_CORNERS, occupied)
    if free is not None:
        return free, "empty corner"
    side = _first(_SIDES, occupied)
    assert side is not None, "no empty cell"
    return side, "empty side"


class ClassicPlayer(AIPlayer):
    """Theme05lab05's rules; ``ultra`` switches on the UltraHardCore forcing move."""

    def __init__(
        self,
        spec: str = "classic",
        name: str = "Classic",
        seed: int | None = None,
        ultra: bool = False,
    ) -> None:
        super().__init__(spec, name, seed)
        self.ultra = ultra

    @staticmethod
    def check_rules(rules: Rules) -> None:
        if rules != _RULES:
            raise RulesRefused(
                f"the classic player (Theme05lab05) plays only 3x3 with k=3, not {rules}; "
                f"{OTHER_FOR_BOARD}",
                player="classic",
                rules=rules,
                board=_RULES,
            )

    def explain(self, game: Game) -> tuple[Move, str]:
        self.check_rules(game.rules)
        pos = game.position()
        mark = game.to_move()
        own, other = (pos.x_bits, pos.o_bits) if mark == "X" else (pos.o_bits, pos.x_bits)
        return classic_move(own, other, self.ultra)

    def select(self, game: Game, cancel: Cancel) -> Move:
        return self.explain(game)[0]
