"""The computer's part in a swap or swap2 opening, decided by the engine's search.

Every decision reads the position with :func:`tictactoe.ai.analyze` and its value for
White, who moves next after three stones and after five (a positive value favours White):

* **choosing a colour** (the responder after three stones, the proposer after swap2's
  five): the colour the value favours (White on a tie);
* **swap2's responder**: when the three stones read near-balanced (``|value| <=
  MARGIN``) neither colour is worth taking, so it places two more stones that keep the
  position near-balanced and lets the proposer choose (as Rapfi and KataGomo do);
  otherwise it takes the favoured colour;
* **proposing** (the first three stones, or swap2's two): stones near the centre (the
  first) or within two cells of the stones already there, drawn at random, each
  candidate read by the engine, until one reads near-balanced; after ``TRIES`` the one
  closest to even.  A proposal the engine reads as a proven win for either side is
  never made while another candidate is not.

Why a margin and random candidates rather than a book: a book (the sparring folder's 50
balanced 15x15 openings) fits one board and one rule, while the engine reads any board
of 9x9 and up under every rule; and an opening the proposer judged even is the point of
swap: whichever colour the responder takes, the proposer keeps an even game.  The margin
is on the engine's scale: random three-stone openings in the centre's 5x5 read from -140
to +155 for White at 0.25 s, and one position read again (its tables warm) can differ by
as much as 100, so a tighter margin would chase noise.  With ``MARGIN`` = 80 a proposal
on 15x15 reads 2 candidates (median) and 97% end within it (``tictactoe bench
--sections swap``, ``docs/measurements.md``).

Each evaluation gets ``Limit(time=...)`` from the player's budget (a quarter of it,
between 0.1 and 0.5 s) or the caller's own limit (``Limit(nodes=N)`` in the tests,
reproducible); a reading that finished no depth (a process's first, which builds the
pattern tables) is read once more.  Under rules other than freestyle the engine's value is what
its route for that rule gives (the quick move's score until the pattern search plays them).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tictactoe.ai import Cancel, Limit, NeverCancel, analyze, is_proven
from tictactoe.game import Game, IllegalMoveError, Move
from tictactoe.swap import Action, Choice, Negotiation, Opening, Step

MARGIN = 80.0  # near-balanced: the engine's value for White within this of even
TRIES = 8  # candidates read before the closest is taken
NEAR = 2  # cells around the centre, or around the stones, a stone is drawn from
EVAL_SHARE = 0.25  # of the player's budget, for one evaluation
EVAL_MIN_S, EVAL_MAX_S = 0.1, 0.5
EVAL_DEFAULT_S = 0.25

Evaluate = Callable[[Game], float]


def evaluation_limit(budget: float | None) -> Limit:
    """The limit of one evaluation for a player with ``budget`` seconds a move."""
    if not budget:
        return Limit(time=EVAL_DEFAULT_S)
    return Limit(time=min(EVAL_MAX_S, max(EVAL_MIN_S, budget * EVAL_SHARE)))


def engine_evaluator(limit: Limit, cancel: Cancel | None = None) -> Evaluate:
    """The engine's value of a position for the side to move (White, here)."""
    flag = cancel if cancel is not None else NeverCancel()

    def evaluate(game: Game) -> float:
        reading = analyze(game, limit, cancel=flag)
        if reading.depth == 0 and not is_proven(reading.value) and not flag.is_set():
            # no depth finished: the value is the static one of the root (+40 for three
            # stones that read -450 at depth 4).  A process's first search builds the
            # pattern tables, 0.1-0.3 s, which can take a short reading's whole time: read
            # once more, the tables built.
            reading = analyze(game, limit, cancel=flag)
        return float(reading.value)

    return evaluate


def engine_action(negotiation: Negotiation, evaluate: Evaluate, rng: random.Random) -> Action:
    """The computer's action at the negotiation's step (see the module's docstring)."""
    step = negotiation.step
    if step in (Step.PLACE_THREE, Step.PLACE_TWO):
        return propose(negotiation, evaluate, rng)
    if step is Step.DONE:
        raise ValueError("the opening is settled: there is nothing to decide")
    value = evaluate(negotiation.game())
    if (
        step is Step.CHOOSE
        and negotiation.kind is Opening.SWAP2
        and abs(value) <= MARGIN
        and not is_proven(value)
    ):
        return Action(choice=Choice.TWO, value=value)
    return Action(choice=Choice.WHITE if value >= 0 else Choice.BLACK, value=value)


def propose(negotiation: Negotiation, evaluate: Evaluate, rng: random.Random) -> Action:
    """The stones still to place at this step, near-balanced if the engine finds them so
    within ``TRIES`` candidates, else the candidate it reads closest to even."""
    game = negotiation.game()
    count = negotiation.to_place()
    best: tuple[float, tuple[Move, ...], float] | None = None
    for _ in range(TRIES):
        stones = candidate(game, count, rng)
        if stones is None:
            continue
        trial = game.copy()
        for move in stones:
            trial.play(move)
        value = evaluate(trial)
        distance = abs(value) + (float("inf") if is_proven(value) else 0.0)
        if best is None or distance < best[0]:
            best = (distance, stones, value)
        if distance <= MARGIN:
            break
    if best is None:
        raise ValueError(f"no room for {count} opening stones on {game.rules}")
    return Action(stones=best[1], value=best[2])


def candidate(game: Game, count: int, rng: random.Random) -> tuple[Move, ...] | None:
    """``count`` stones drawn one by one from the empty cells within ``NEAR`` of the
    stones (the board's centre on an empty board), each legal where it is played;
    None when there is no room."""
    trial = game.copy()
    stones: list[Move] = []
    for _ in range(count):
        cells = _near(trial)
        rng.shuffle(cells)
        for move in cells:
            try:
                trial.play(move)
            except IllegalMoveError:  # a point forbidden to Black under renju
                continue
            stones.append(move)
            break
        else:
            return None
    return tuple(stones)


def _near(game: Game) -> list[Move]:
    rules = game.rules
    position = game.position()
    taken = [
        rules.move(i) for i in range(rules.cells) if (position.x_bits | position.o_bits) >> i & 1
    ]
    centres = taken or [(rules.width // 2, rules.height // 2)]
    return [
        (x, y)
        for y in range(rules.height)
        for x in range(rules.width)
        if position.at((x, y)) is None
        and any(max(abs(x - cx), abs(y - cy)) <= NEAR for cx, cy in centres)
    ]
