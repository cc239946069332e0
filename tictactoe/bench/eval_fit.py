"""Fitting the evaluation and the move order to games (``tictactoe fit``).

The data are games the engine plays against itself (:func:`self_play`): from a random
opening of a few stones near the centre, each move by the compiled core's search within a
node budget (the same games on any machine, for a seed), the first moves after the opening
chosen at random among those the search values within :data:`SPREAD` of the best, so that
the games differ.  A game is a line of text (:func:`format_game`): the rule, the board, the
winner and the moves.

From them, :func:`positions` takes every position after the opening that is not already
decided by a five to make or to stop, with what the fit reads of it (the core's
``features``: each empty cell's combination of line patterns for the side to move and for
the other side, whether it is near a stone, and the threats on the board), the game's
outcome for the side to move, and the move played.

:func:`fit_values` fits the static value (tictactoe/ai/weights.py: ``move``, ``wait``,
``threat``) by logistic regression of the outcome on the counts of combinations (the Texel
method): ``P(win) = sigmoid(value / SCALE)``, draws counting half, with a small L2 penalty.
:func:`fit_order` fits the move order (``own``, ``opp``) by softmax regression of the move
played on the candidates' combinations.  Under renju Black's and White's tables are fitted
apart; under the other rules one table serves both sides.  Both fits are plain numpy
(Adam on the full batch), a minute or two for a few hundred thousand positions.

The other data are a stronger engine's games (``tictactoe fit evals``, then ``fit
values``): :func:`engine_game` has any player (a Gomocup engine through ``pbrain:``) play
itself from the same random openings, each move kept with the engine's evaluation of the
position for the side to move, one JSON object a line (:func:`format_json`,
:func:`read_json_games`).  :func:`fit_values` then blends two targets: the game's outcome
(weight ``blend``) and the engine's evaluation as an expected score,
``sigmoid(eval / eval_scale)``; and, ``common`` above 0, it holds each value near the
prior the more, the more often a position holds its combination (the penalty on its change
times ``(1 + common * c)**2``, ``c`` the combination's mean count a position), so that the
combinations of open space, which a board holds dozens of, move little: a few units a cell
add up to hundreds a position and reward or punish where the stones stand.
:func:`values_only` keeps the prior's move order and threats beside the fitted cells.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations

import numpy as np

from tictactoe.ai import core  # the bench looks inside the engine; the fit needs the core
from tictactoe.ai.weights import COMBOS, NCOMBO, NPAT, THREATS, Weights, load, parse
from tictactoe.game import Game, Mark, Move, Rules
from tictactoe.openings import random_opening
from tictactoe.variants import Variant

ORDER_SCALE = 256  # move-order units per logit of the softmax
SPREAD = 40  # the random early moves: among those valued within this of the best
RANDOM_PLIES = 4  # plies after the opening chosen at random (within SPREAD)
OPENING_STONES = (2, 3, 4, 5)
MATE_EVAL = 20_000  # an engine's forced win (a mate in n), for the side to move, as an eval
RAPFI_EVAL_SCALE = 137.0  # Rapfi's eval units a logit: the scale that best predicts outcomes


@dataclass(frozen=True)
class Record:
    """A finished game: its rules, the stones of its opening, its moves and winner, and
    per move after the opening the value the search gave it (for the side that played
    it; None for the opening's stones)."""

    rules: Rules
    opening: int
    moves: tuple[Move, ...]
    winner: Mark | None
    values: tuple[int | None, ...] = ()


def format_game(record: Record) -> str:
    """``rule WxH opening winner x,y[:value] ...`` (winner X, O or - for a draw)."""
    r = record.rules
    winner = record.winner.value if record.winner is not None else "-"
    values = record.values or (None,) * len(record.moves)
    moves = " ".join(
        f"{x},{y}" if v is None else f"{x},{y}:{v}" for (x, y), v in zip(record.moves, values)
    )
    return f"{r.variant.value} {r.width}x{r.height} {record.opening} {winner} {moves}"


def parse_game(line: str) -> Record:
    variant, size, opening, winner, *moves = line.split()
    width, height = (int(v) for v in size.split("x"))
    rules = Rules(width, height, 5, Variant(variant))
    cells, values = [], []
    for word in moves:
        cell, _, value = word.partition(":")
        cells.append(tuple(int(v) for v in cell.split(",")))
        values.append(int(value) if value else None)
    return Record(
        rules,
        int(opening),
        tuple(cells),  # type: ignore[arg-type]  # pairs
        None if winner == "-" else Mark(winner),
        tuple(values),
    )


def read_games(lines: Iterable[str]) -> list[Record]:
    return [parse_game(line) for line in lines if line.strip() and not line.startswith("#")]


def match_games(text: str) -> list[Record]:
    """The games of a ``tictactoe match A B --json --games-json`` result (a strong engine
    against itself, say), each with its opening's stones marked as such; games that did
    not end on the board (a forfeit) are left out.  ValueError when it is not one."""
    try:
        data = json.loads(text)
        width, height = (int(v) for v in str(data["board"]).split("x"))
        rules = Rules(width, height, int(data["k"]), Variant(data["rule"]))
        results = data["results"]
    except (ValueError, KeyError, TypeError) as exc:  # RulesError is a ValueError
        raise ValueError(
            f"not a match's games (tictactoe match --json --games-json): {exc}"
        ) from exc
    if rules.k != 5:
        raise ValueError(f"the fit reads games of five in a row, not of {rules.k}")
    if not isinstance(results, list) or not results or not isinstance(results[0], dict):
        raise ValueError("the match's result lists no games")
    if "moves" not in results[0]:
        raise ValueError("the match's result lists no moves (run it with --games-json)")
    records = []
    for number, game in enumerate(results, 1):
        where = f"game {number} of the match"
        try:
            if game["termination"] == "forfeit":
                continue
            moves = tuple((int(x), int(y)) for x, y in game["moves"])
            a_mark = Mark(game["a_mark"])
            winner = {"a": a_mark, "b": a_mark.other, None: None}[game["winner"]]
            opening = int(game["opening"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{where}: {exc}") from exc
        if not 0 <= opening <= len(moves) or any(
            not (0 <= x < width and 0 <= y < height) for x, y in moves
        ):
            raise ValueError(f"{where}: a move off the board")
        if len(set(moves)) != len(moves):
            raise ValueError(f"{where}: a cell played twice")
        records.append(Record(rules, opening, moves, winner))
    return records


def available() -> bool:
    """Was the compiled core built (the fit plays and reads positions on it)?"""
    return core.built()


def new_core(rules: Rules, weights: Weights | None = None):  # -> tictactoe.ai._core.Core
    from tictactoe.ai import _core

    weights = weights if weights is not None else load(rules.variant)
    return _core.Core(rules.width, rules.height, core.VARIANTS[rules.variant], weights.packed())


def self_play(
    rules: Rules, games: int, nodes: int, seed: int, weights: Weights | None = None
) -> Iterator[Record]:
    """``games`` games of the core against itself, each move within ``nodes`` nodes."""
    for index in range(games):
        rng = random.Random(seed * 1_000_003 + index)
        yield play_one(rules, nodes, rng, weights)


def random_start(rules: Rules, rng: random.Random) -> tuple[Move, ...]:
    """A game's random opening: 2-5 stones near the centre, balanced (the same for a
    generator's state)."""
    return tuple(random_opening(rules, rng.choice(OPENING_STONES), rng))


def play_one(rules: Rules, nodes: int, rng: random.Random, weights: Weights | None) -> Record:
    opening = random_start(rules, rng)
    game = Game.for_rules(rules)
    core = new_core(rules, weights)
    for move in opening:
        core.play(rules.index(move), game.to_move().index)
        game.play(move)
    played = 0
    values: list[int | None] = [None] * len(opening)
    while not game.is_over():
        side = game.to_move().index
        result = core.search(side, nodes=nodes)
        cell = result["best"]
        value = result["value"]
        if played < RANDOM_PLIES and abs(result["value"]) < 10_000:
            near = [
                (c, v)
                for c, v in zip(result["moves"], result["values"])
                if v >= result["values"][0] - SPREAD
            ]
            if near:
                cell, value = rng.choice(near)
        values.append(value)
        move = rules.move(cell)
        if game.illegal(move) is not None:  # pragma: no cover - the core plays legal moves
            raise AssertionError(f"the core played {move}: {game.illegal(move)}")
        core.play(cell, side)
        game.play(move)
        played += 1
    outcome = game.outcome()
    return Record(
        rules, len(opening), tuple(game.moves), outcome.winner if outcome else None, tuple(values)
    )


def engine_game(
    rules: Rules, rng: random.Random, ask: Callable[[Game], tuple[Move, int | None]]
) -> Record:
    """A game from a random opening (:func:`random_start`), each later move and the
    evaluation of the position before it, for the side to move, from ``ask`` (an engine's
    answer: None when it said none).  ValueError when ``ask`` plays an illegal move."""
    opening = random_start(rules, rng)
    game = Game.for_rules(rules)
    for move in opening:
        game.play(move)
    values: list[int | None] = [None] * len(opening)
    while not game.is_over():
        move, value = ask(game)
        why = game.illegal(move)
        if why is not None:
            raise ValueError(f"played {move[0]},{move[1]}: {why}")
        values.append(value)
        game.play(move)
    outcome = game.outcome()
    return Record(
        rules, len(opening), tuple(game.moves), outcome.winner if outcome else None, tuple(values)
    )


def format_json(record: Record) -> str:
    """One line: ``{"rule", "opening" (its stones), "moves" ([x, y] each), "evals" (per
    move the evaluation before it for the side to move, null in the opening), "winner"
    (X, O or -)}``; the board is 15x15."""
    winner = record.winner.value if record.winner is not None else "-"
    body = {
        "rule": record.rules.variant.value,
        "opening": record.opening,
        "moves": [list(m) for m in record.moves],
        "evals": list(record.values),
        "winner": winner,
    }
    return json.dumps(body)


JSON_BOARD = 15  # the board of the JSON lines' games


def read_json_games(text: str) -> list[Record]:
    """The games of a file of :func:`format_json` lines, each replayed to check it (legal
    moves, the winner the board's).  ValueError naming the line when one is not a game."""
    records = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            records.append(_json_game(line))
        except (ValueError, KeyError, TypeError) as exc:  # RulesError is a ValueError
            raise ValueError(f"line {number}: {exc}") from None
        except RecursionError:  # JSON nested too deep to read
            raise ValueError(f"line {number}: not a game (nested too deep)") from None
    return records


MAX_EVAL = 10**6  # an eval's size at most (mates are MATE_EVAL)


def _refuse_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number")


def _json_game(line: str) -> Record:
    body = json.loads(line, parse_constant=_refuse_constant)
    if not isinstance(body, dict):
        raise ValueError("not a game (a JSON object a line)")
    rules = Rules(JSON_BOARD, JSON_BOARD, 5, Variant(body["rule"]))
    moves, evals, opening = body["moves"], body["evals"], body["opening"]
    if not isinstance(moves, list) or not isinstance(evals, list) or len(evals) != len(moves):
        raise ValueError("'moves' and 'evals' must be lists of the same length")
    if type(opening) is not int or not 0 <= opening <= len(moves):
        raise ValueError(f"'opening' must be a count of the moves, not {opening!r}")
    if any(v is not None and (type(v) is not int or abs(v) > MAX_EVAL) for v in evals):
        raise ValueError(f"an eval that is not null or a whole number up to {MAX_EVAL} either way")
    game = Game.for_rules(rules)
    for move in moves:
        if not isinstance(move, list) or len(move) != 2 or any(type(v) is not int for v in move):
            raise ValueError(f"not a move: {move!r}")
        why = game.illegal((move[0], move[1]))  # off the board, taken, after the end, a foul
        if why is not None:
            raise ValueError(f"move {move[0]},{move[1]}: {why}")
        game.play((move[0], move[1]))
    outcome = game.outcome()
    if outcome is None:
        raise ValueError("the game does not end")
    winner = outcome.winner.value if outcome.winner is not None else "-"
    if body["winner"] != winner:
        raise ValueError(f"the winner is {winner}, not {body['winner']!r}")
    return Record(
        rules,
        opening,
        tuple((x, y) for x, y in moves),
        outcome.winner,
        tuple(evals),
    )


@dataclass
class Positions:
    """The fit's rows.  Per position: the side to move, the outcome for it (1, 0.5, 0) and
    the threats (one row of 0/1 each).  For the value: per position and combination, how
    many empty cells have it for the side to move (``mine_*``) and for the other side
    (``theirs_*``), as (position, combination, count) triples.  For the move order: per
    candidate cell (near a stone, or the move played) its position, its combinations for
    the side to move and the other side, and whether it was the move played."""

    side: np.ndarray
    outcome: np.ndarray
    search: np.ndarray  # the search's value of the move played, for the side to move (nan: none)
    threats: np.ndarray
    mine_row: np.ndarray
    mine_combo: np.ndarray
    mine_count: np.ndarray
    theirs_row: np.ndarray
    theirs_combo: np.ndarray
    theirs_count: np.ndarray
    cand_row: np.ndarray
    cand_mine: np.ndarray
    cand_theirs: np.ndarray
    cand_played: np.ndarray

    def __len__(self) -> int:
        return len(self.side)


FIVE_CLASS, FLEX4_CLASS = 12, 11  # the core's C_FIVE, C_FLEX4


def _counts(rows: list[np.ndarray], combos: list[np.ndarray]) -> tuple[np.ndarray, ...]:
    """(position, combination, count) triples from every cell's pair."""
    if not rows:
        empty = np.zeros(0, np.int64)
        return empty, empty, np.zeros(0)
    key = np.concatenate(rows).astype(np.int64) * NCOMBO + np.concatenate(combos)
    keys, counts = np.unique(key, return_counts=True)
    return keys // NCOMBO, keys % NCOMBO, counts.astype(np.float64)


def positions(records: Iterable[Record]) -> Positions:
    """Every position after a game's opening that no five decides (see the module doc)."""
    side, outcome, search, threats = [], [], [], []
    rows, mine, theirs = [], [], []
    cand_row, cand_mine, cand_theirs, cand_played = [], [], [], []
    count = 0
    for record in records:
        rules = record.rules
        core = new_core(rules)
        for i, move in enumerate(record.moves):
            s = i % 2
            if i >= record.opening:
                cells, m, t, nr, cl, th = core.features(s)
                cls_a = np.frombuffer(cl, dtype=np.int16)
                # a five to make (or an open four) for the side to move, or one to stop:
                # decided, not a position for the static value
                if (
                    not (cls_a >= FLEX4_CLASS).any()
                    and not (
                        np.frombuffer(core.features(1 - s)[4], dtype=np.int16) == FIVE_CLASS
                    ).any()
                ):
                    side.append(s)
                    value = record.values[i] if i < len(record.values) else None
                    search.append(np.nan if value is None else float(value))
                    if record.winner is None:
                        outcome.append(0.5)
                    else:
                        outcome.append(1.0 if record.winner.index == s else 0.0)
                    threats.append(th)
                    cells_a = np.frombuffer(cells, dtype=np.int16)
                    m_a = np.frombuffer(m, dtype=np.int16)
                    t_a = np.frombuffer(t, dtype=np.int16)
                    rows.append(np.full(len(cells_a), count, dtype=np.int32))
                    mine.append(m_a)
                    theirs.append(t_a)
                    played = cells_a == rules.index(move)
                    pick = np.frombuffer(nr, dtype=np.int16).astype(bool) | played
                    cand_row.append(np.full(int(pick.sum()), count, dtype=np.int32))
                    cand_mine.append(m_a[pick])
                    cand_theirs.append(t_a[pick])
                    cand_played.append(played[pick])
                    count += 1
            core.play(rules.index(move), s)
    mine_row, mine_combo, mine_count = _counts(rows, mine)
    theirs_row, theirs_combo, theirs_count = _counts(rows, theirs)

    def joined(parts: list[np.ndarray], dtype: type) -> np.ndarray:
        return np.concatenate(parts).astype(dtype) if parts else np.zeros(0, dtype)

    return Positions(
        np.array(side, dtype=np.int8),
        np.array(outcome, dtype=np.float64),
        np.array(search, dtype=np.float64),
        np.array(threats, dtype=np.float64).reshape(-1, len(THREATS)),
        mine_row,
        mine_combo,
        mine_count,
        theirs_row,
        theirs_combo,
        theirs_count,
        joined(cand_row, np.int64),
        joined(cand_mine, np.int64),
        joined(cand_theirs, np.int64),
        joined(cand_played, bool),
    )


def shipped(rule: Variant) -> Weights:
    """The tables the package ships for ``rule`` (a fit's prior and starting point)."""
    return load(rule)


def read_tables(text: str, rule: Variant) -> Weights:
    """A weights file's tables for ``rule`` (another prior); ValueError when it is not one,
    or is another rule's."""
    weights = parse(text)  # a weights file is a JSON object: it says its rule
    said = json.loads(text).get("rule")
    if said != rule.value:
        raise ValueError(f"the tables of {said!r}, not of {rule.value}")
    return weights


def _adam(grad_fn, params: np.ndarray, steps: int, rate: float) -> np.ndarray:
    m = np.zeros_like(params)
    v = np.zeros_like(params)
    for t in range(1, steps + 1):
        g = grad_fn(params)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        params = params - rate * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
    return params


def _layout(per_side: bool) -> tuple[int, int, int, int]:
    """Offsets of ``move``, ``wait``, ``threat`` per side (side 1 after side 0 when the
    sides have tables of their own) and the parameter count."""
    block = 2 * NCOMBO + len(THREATS)
    return 0, NCOMBO, 2 * NCOMBO, block * (2 if per_side else 1)


def fit_values(
    data: Positions,
    per_side: bool,
    prior: Weights,
    steps: int = 400,
    l2: float = 1e-3,
    blend: float = 0.5,
    eval_scale: float | None = None,
    common: float = 0.0,
) -> dict:
    """The static value's tables fitted to the games (see the module doc), starting from
    ``prior`` (the tables the games were played with, or the shipped ones) and held near it
    by an L2 penalty of strength ``l2`` on the difference, times ``(1 + common * c)**2``
    per value (``c``: how many cells a position has its combination, on average).  The
    target of a position is ``blend`` times its game's outcome plus the rest times the
    search's value of it turned into an expected score, ``eval_scale`` its units a logit
    (None: the prior's, for our own search's values); the tables keep the prior's units
    (its logit scale is fitted first)."""
    model = _ValueModel(data, per_side)
    start = model.vector(prior)
    scale = model.logit_scale(start)
    penalty: float | np.ndarray = l2
    if common:
        penalty = l2 * (1 + common * model.mean_counts()) ** 2
    y = model.targets(blend, scale if eval_scale is None else eval_scale)
    w = model.fit(y, start / scale, steps, penalty)
    loss, right = model.loss(w, data.outcome)
    prior_loss, prior_right = model.loss(start / scale, data.outcome)
    return {
        "w": w * scale,
        "scale": scale,
        "loss": loss,
        "right": right,
        "prior_loss": prior_loss,
        "prior_right": prior_right,
        "positions": len(data),
    }


def value_loss(data: Positions, per_side: bool, w: np.ndarray, scale: float) -> tuple[float, float]:
    """The log loss and the share of decided games called right by tables ``w`` (value
    units, logit scale ``scale``) on ``data`` (held-out games, say)."""
    return _ValueModel(data, per_side).loss(w / scale, data.outcome)


def values_only(values: dict, prior: Weights, per_side: bool, source: str) -> Weights:
    """The cells' tables (``move``, ``wait``) of a :func:`fit_values` fit, with ``prior``'s
    move order and threats (the threats, nine numbers a side, fitted beside them, are
    not kept)."""
    order = {"w": np.zeros(2 * NCOMBO * (2 if per_side else 1))}
    fitted = tables(values, order, per_side, source)
    return replace(fitted, own=prior.own, opp=prior.opp, threat=prior.threat)


def target_errors(
    data: Positions, per_side: bool, weights: Weights, scale: float, blend: float, eval_scale: float
) -> tuple[float, float]:
    """The log loss and the squared error of ``weights``' static values (``scale`` value
    units a logit) to :func:`fit_values`' targets on ``data`` (held-out games, say)."""
    model = _ValueModel(data, per_side)
    y = model.targets(blend, eval_scale)
    w = model.vector(weights) / scale
    loss, _ = model.loss(w, y)
    return loss, float(np.mean((model.predicted(w) - y) ** 2))


class _ValueModel:
    """The static value as a linear function of a position's counts (see the module doc)."""

    def __init__(self, data: Positions, per_side: bool) -> None:
        self.per_side = per_side
        move_at, wait_at, threat_at, self.size = _layout(per_side)
        block = 2 * NCOMBO + len(THREATS)
        self.block = block
        n = self.n = len(data)
        self.data = data
        stm = data.side.astype(np.int64)
        self.idx_mine = (stm[data.mine_row] * block if per_side else 0) + move_at + data.mine_combo
        self.idx_theirs = (
            ((1 - stm[data.theirs_row]) * block if per_side else 0) + wait_at + data.theirs_combo
        )
        base = (stm * block if per_side else np.zeros(n, np.int64))[:, None] + threat_at
        self.threat_idx = base + np.arange(len(THREATS))[None, :]

    def vector(self, weights: Weights) -> np.ndarray:
        """A rule's tables as the model's parameters (value units)."""
        move_at, wait_at, threat_at, size = _layout(self.per_side)
        w = np.zeros(size)
        for side in (0, 1) if self.per_side else (0,):
            at = side * self.block
            w[at + move_at : at + move_at + NCOMBO] = weights.move[side]
            w[at + wait_at : at + wait_at + NCOMBO] = weights.wait[side]
            w[at + threat_at : at + threat_at + len(THREATS)] = weights.threat[side]
        return w

    def values(self, w: np.ndarray) -> np.ndarray:
        d = self.data
        z = np.bincount(d.mine_row, weights=w[self.idx_mine] * d.mine_count, minlength=self.n)
        z -= np.bincount(
            d.theirs_row, weights=w[self.idx_theirs] * d.theirs_count, minlength=self.n
        )
        z += (w[self.threat_idx] * d.threats).sum(axis=1)
        return z

    def logit_scale(self, w: np.ndarray) -> float:
        """The value units per logit that make ``w``'s values best predict the outcomes."""
        z = self.values(w)
        y = self.data.outcome
        best = (np.inf, 1.0)
        for scale in np.geomspace(10, 5000, 60):
            p = 1.0 / (1.0 + np.exp(-np.clip(z / scale, -30, 30)))
            loss = -np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12))
            best = min(best, (loss, scale))
        return float(best[1])

    def targets(self, blend: float, eval_scale: float) -> np.ndarray:
        """Per position ``blend`` times the outcome plus the rest times the search's value
        as an expected score, ``sigmoid(value / eval_scale)``; the outcome where none."""
        data = self.data
        y = data.outcome.copy()
        known = ~np.isnan(data.search)
        if known.any() and blend < 1:
            from_search = 1.0 / (1.0 + np.exp(-np.clip(data.search[known] / eval_scale, -30, 30)))
            y[known] = blend * y[known] + (1 - blend) * from_search
        return y

    def mean_counts(self) -> np.ndarray:
        """Per parameter, how many times a position counts it on average (the cells of a
        combination, for the side to move and the other; 0 for the threats)."""
        d = self.data
        mine = np.bincount(self.idx_mine, weights=d.mine_count, minlength=self.size)
        theirs = np.bincount(self.idx_theirs, weights=d.theirs_count, minlength=self.size)
        return (mine + theirs) / self.n

    def fit(
        self, y: np.ndarray, start: np.ndarray, steps: int, l2: float | np.ndarray
    ) -> np.ndarray:
        d = self.data

        def grad(w: np.ndarray) -> np.ndarray:
            e = (self.predicted(w) - y) / self.n
            g = np.bincount(
                self.idx_mine, weights=e[d.mine_row] * d.mine_count, minlength=self.size
            )
            g -= np.bincount(
                self.idx_theirs, weights=e[d.theirs_row] * d.theirs_count, minlength=self.size
            )
            g += np.bincount(
                self.threat_idx.ravel(),
                weights=(e[:, None] * d.threats).ravel(),
                minlength=self.size,
            )
            return g + l2 * (w - start)

        return _adam(grad, start.copy(), steps, 0.01)

    def predicted(self, w: np.ndarray) -> np.ndarray:
        """Per position the expected score ``w``'s values (in logits) say."""
        return 1.0 / (1.0 + np.exp(-np.clip(self.values(w), -30, 30)))

    def loss(self, w: np.ndarray, y: np.ndarray) -> tuple[float, float]:
        p = self.predicted(w)
        loss = float(-np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12)))
        decided = y != 0.5
        right = float(np.mean((p[decided] > 0.5) == (y[decided] > 0.5))) if decided.any() else 0.0
        return loss, right


class _OrderModel:
    """The move order's softmax regression: per position, the candidates' order scores
    (``own`` of the cell's combination for the side to move plus ``opp`` of its combination
    for the other side) as logits, the move played the target.  The order's vector holds
    ``own`` then ``opp`` (per side when the sides have tables of their own), in logits."""

    def __init__(self, data: Positions, per_side: bool) -> None:
        rows = self.rows = data.cand_row
        stm = data.side.astype(np.int64)[rows]
        base = stm * 2 * NCOMBO if per_side else 0
        self.idx_own = base + data.cand_mine
        self.idx_opp = base + NCOMBO + data.cand_theirs
        self.target = data.cand_played.astype(np.float64)
        self.size = 2 * NCOMBO * (2 if per_side else 1)
        self.n = n = len(data)
        self.has_move = np.bincount(rows, weights=self.target, minlength=n) > 0
        self.counted = max(1, int(self.has_move.sum()))
        # the candidates of a position are consecutive: its maximum by reduceat
        self.starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]]) if len(rows) else rows
        self.present = rows[self.starts]

    def scores(self, w: np.ndarray) -> np.ndarray:
        return w[self.idx_own] + w[self.idx_opp]

    def row_max(self, values: np.ndarray) -> np.ndarray:
        top = np.full(self.n, -np.inf)
        if len(values):
            top[self.present] = np.maximum.reduceat(values, self.starts)
        return top

    def grad(self, w: np.ndarray) -> np.ndarray:
        """The mean log loss's gradient in the order's vector ``w``."""
        rows = self.rows
        s = self.scores(w)
        e = np.exp(s - self.row_max(s)[rows])
        p = e / np.bincount(rows, weights=e, minlength=self.n)[rows]
        diff = np.where(self.has_move[rows], p - self.target, 0.0) / self.counted
        g = np.bincount(self.idx_own, weights=diff, minlength=self.size)
        g += np.bincount(self.idx_opp, weights=diff, minlength=self.size)
        return g

    def ranks(self, w: np.ndarray) -> np.ndarray:
        """Per position with its move among the candidates, how many candidates ``w`` puts
        strictly before the move played (0: it comes first)."""
        s = self.scores(w)
        out = []
        for a, b in zip(self.starts, np.r_[self.starts[1:], len(self.rows)]):
            played = self.target[a:b] > 0
            if played.any():
                out.append(int((s[a:b] > s[a:b][played][0]).sum()))
        return np.array(out, dtype=np.int64)


def fit_order(data: Positions, per_side: bool, steps: int = 300, l2: float = 1e-4) -> dict:
    """The move order's tables fitted to the moves played (see the module doc)."""
    model = _OrderModel(data, per_side)
    w = _adam(lambda w: model.grad(w) + l2 * w, np.zeros(model.size), steps, 0.05)
    s = model.scores(w)
    top, rows = model.row_max(s), model.rows
    best_is_played = np.bincount(rows, weights=(model.target * (s >= top[rows])), minlength=model.n)
    top1 = float((best_is_played > 0)[model.has_move].mean())
    return {"w": w, "top1": top1, "positions": model.counted}


def _pattern_basis() -> np.ndarray:
    """Per combination of four line patterns, how many of its patterns are each pattern
    and how many of its six pairs are each unordered pair (11 + 66 columns)."""
    pairs = [(p, q) for p in range(NPAT) for q in range(p, NPAT)]
    column = {pair: NPAT + i for i, pair in enumerate(pairs)}
    basis = np.zeros((NCOMBO, NPAT + len(pairs)))
    for c, patterns in enumerate(COMBOS):
        for p in patterns:
            basis[c, p] += 1
        for p, q in combinations(patterns, 2):
            basis[c, column[(min(p, q), max(p, q))]] += 1
    return basis


def _order_vector(weights: Weights, per_side: bool) -> np.ndarray:
    """A rule's ``own`` and ``opp`` in the order's vector, in logits of the softmax."""
    parts = []
    for side in (0, 1) if per_side else (0,):
        parts += [np.array(weights.own[side], float), np.array(weights.opp[side], float)]
    return np.concatenate(parts) / ORDER_SCALE


def order_ranks(data: Positions, per_side: bool, weights: Weights) -> np.ndarray:
    """Per position with its move among the candidates, how many candidates ``weights``'
    move order puts strictly before the move played (0: it comes first)."""
    return _OrderModel(data, per_side).ranks(_order_vector(weights, per_side))


def fit_order_corrections(
    data: Positions, per_side: bool, prior: Weights, steps: int = 400, l2: float = 1e-3
) -> Weights:
    """``prior``'s move order plus, per table (``own``, ``opp``; per side under renju), a
    correction of one number per line pattern and one per unordered pair of patterns, summed
    over the combination's four patterns and six pairs: 77 numbers a table instead of its
    1,001, so that a few tens of thousands of positions fit it without following their noise
    (a fit of the whole tables to 33,000 positions of a strong engine's games put its move
    lower on the held-out games).  Softmax regression of the move played among the
    candidates, with an L2 penalty ``l2`` on the corrections; the values are ``prior``'s."""
    model = _OrderModel(data, per_side)
    start = _order_vector(prior, per_side)
    basis = _pattern_basis()
    k = basis.shape[1]
    offsets = list(range(0, model.size, NCOMBO))  # own, opp (, own, opp of White)

    def expand(theta: np.ndarray) -> np.ndarray:
        w = start.copy()
        for i, at in enumerate(offsets):
            w[at : at + NCOMBO] += basis @ theta[i * k : (i + 1) * k]
        return w

    def grad(theta: np.ndarray) -> np.ndarray:
        g = model.grad(expand(theta))
        return np.concatenate([basis.T @ g[at : at + NCOMBO] for at in offsets]) + l2 * theta

    w = expand(_adam(grad, np.zeros(len(offsets) * k), steps, 0.02)) * ORDER_SCALE

    def side_of(s: int, field: int) -> tuple[int, ...]:
        at = (s * 2 * NCOMBO if per_side else 0) + field * NCOMBO
        return tuple(round(float(v)) for v in w[at : at + NCOMBO])

    return Weights(
        move=prior.move,
        wait=prior.wait,
        own=(side_of(0, 0), side_of(1, 0)),
        opp=(side_of(0, 1), side_of(1, 1)),
        threat=prior.threat,
        source=prior.source,
    )


@lru_cache(maxsize=1)
def black_forbidden() -> frozenset[int]:
    """The combinations that make a cell forbidden to renju's Black (two threes, two fours,
    an overline), which the engine weighs nothing: Black's tables hold 0 there."""
    from tictactoe.ai.patterns import FORBIDDEN
    from tictactoe.ai.rule_patterns import black_class

    return frozenset(i for i, combo in enumerate(COMBOS) if black_class(combo) == FORBIDDEN)


def tables(values: dict, order: dict, per_side: bool, source: str) -> Weights:
    """The fitted parameters as a rule's weights (whole numbers, value units); under renju
    (``per_side``) 0 where a table reads one of Black's forbidden combinations (Black's
    ``move``, ``wait`` and ``own``; White's ``opp``, its worth of taking such a cell, is
    kept): Black cannot play there, whatever the fit made of them."""
    move_at, wait_at, threat_at, _ = _layout(per_side)
    block = 2 * NCOMBO + len(THREATS)
    w = values["w"]
    o = order["w"] * ORDER_SCALE
    forbidden = black_forbidden() if per_side else frozenset()

    def side_of(
        array: np.ndarray, s: int, at: int, count: int, stride: int, black_cells: bool = True
    ) -> tuple[int, ...]:
        start = (s * stride if per_side else 0) + at
        black = black_cells and s == 0 and count == NCOMBO  # Black's cells (not its threats)
        return tuple(
            0 if black and i in forbidden else round(float(v))
            for i, v in enumerate(array[start : start + count])
        )

    sides = (0, 1)
    return Weights(
        move=tuple(side_of(w, s, move_at, NCOMBO, block) for s in sides),  # type: ignore[arg-type]  # two sides
        wait=tuple(side_of(w, s, wait_at, NCOMBO, block) for s in sides),  # type: ignore[arg-type]  # two sides
        own=tuple(side_of(o, s, 0, NCOMBO, 2 * NCOMBO) for s in sides),  # type: ignore[arg-type]  # two sides
        opp=tuple(side_of(o, s, NCOMBO, NCOMBO, 2 * NCOMBO, False) for s in sides),  # type: ignore[arg-type]  # two sides
        threat=tuple(side_of(w, s, threat_at, len(THREATS), block) for s in sides),  # type: ignore[arg-type]  # two sides
        source=source,
    )
