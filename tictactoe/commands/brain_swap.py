"""The brain's part in a swap2 opening: Gomocup's ``SWAP2BOARD`` (see
:mod:`tictactoe.pbrain.protocol` for the exchange).

The stones the manager sends are the negotiation so far (:mod:`tictactoe.swap`): none
(the brain proposes three), three (it chooses: ``SWAP`` takes Black, one move takes
White and plays the fourth stone, two moves are swap2's two more) or five (it
chooses: ``SWAP`` or White's sixth stone).  The engine decides, as it does for every
computer player (:mod:`tictactoe.players.swap_engine`); its readings share the turn's
budget: half of it, over the most readings an answer can take (a proposal's
candidates and the choice before it), so that a move played after a choice still has
the other half.  Without a time limit each reading takes the engine's default.

After the answer the brain's board holds the stones with their owners where its
colour is settled (Black after ``SWAP``, White after a move), and is empty where it
is not (it proposed): the manager's ``BOARD`` comes next either way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tictactoe.ai import Limit
from tictactoe.game import Mark, Move, Rules
from tictactoe.pbrain import clock, protocol
from tictactoe.players.swap_engine import TRIES, engine_action, engine_evaluator, evaluation_limit
from tictactoe.swap import Choice, Negotiation, Opening, Step

READINGS = TRIES + 1  # the most readings one answer takes
EVALUATION_SHARE = 0.5  # of the turn's budget, for the readings
FASTEST_READING_S = 0.02


class Swap2Block:
    """The lines of a ``SWAP2BOARD`` block, up to ``DONE``; a bad line is kept as the
    block's error (the brain answers it once the block ends)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.stones: list[Move] = []
        self.error = ""

    def feed(self, line: str) -> bool:
        """Take one line; True at ``DONE``."""
        try:
            move = protocol.parse_swap_line(line)
        except protocol.ProtocolError as error:
            self.error = self.error or str(error)
            return False
        if move is None:
            return True
        x, y = move
        if not (0 <= x < self.rules.width and 0 <= y < self.rules.height):
            self.error = self.error or f"{protocol.format_move(move)} is not on the board"
        self.stones.append(move)
        return False


@dataclass(frozen=True)
class SwapReply:
    """What the brain says (``line``; None: it plays White's stone now, as a move) and
    its board afterwards (stones with their owners, by the protocol's fields)."""

    line: str | None
    stones: list[tuple[Move, int]]


def negotiation_of(rules: Rules, stones: list[Move]) -> Negotiation:
    """The swap2 negotiation the stones stand for; ValueError saying why there is none."""
    if len(stones) not in (0, 3, 5):
        raise ValueError(f"{len(stones)} stones: a swap2 opening has 0, 3 or 5")
    negotiation = Negotiation(Opening.SWAP2, rules)
    for i, move in enumerate(stones):
        if i == 3:
            negotiation = negotiation.choose(Choice.TWO)
        negotiation = negotiation.place(move)
    return negotiation


def reading_limit(limits: clock.Limits, rules: Rules, stones: list[Move]) -> Limit:
    """One reading's limit under the manager's clock (see the module's docstring)."""
    game = Negotiation(Opening.SWAP2, rules).game()
    for move in stones:
        game.play(move)
    search = clock.budget(limits, game).search
    if search is None:
        return evaluation_limit(None)
    return Limit(time=max(FASTEST_READING_S, search * EVALUATION_SHARE / READINGS))


def swap2_reply(rules: Rules, stones: list[Move], limit: Limit, rng: random.Random) -> SwapReply:
    """The brain's answer to ``SWAP2BOARD`` with ``stones``; ValueError for stones that
    are no swap2 opening (a count other than 0, 3 or 5, a taken cell)."""
    negotiation = negotiation_of(rules, stones)
    evaluate = engine_evaluator(limit)
    action = engine_action(negotiation, evaluate, rng)
    if negotiation.step is Step.PLACE_THREE:
        return SwapReply(protocol.format_moves(action.stones), [])
    if action.choice is Choice.TWO:
        two = engine_action(negotiation.choose(Choice.TWO), evaluate, rng)
        return SwapReply(protocol.format_moves(two.stones), [])
    assert action.choice is not None
    mine = action.choice.mark
    owners = [
        (move, protocol.OWN if (Mark.X if i % 2 == 0 else Mark.O) is mine else protocol.OPPONENT)
        for i, move in enumerate(stones)
    ]
    return SwapReply("SWAP" if mine is Mark.X else None, owners)
